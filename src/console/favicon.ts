/** The mock's icon, drawn once on a 16-unit grid: three linked nodes on the console's accent blue. */
const SIZE = 16
const ACCENT = [0x0b, 0x5c, 0xad] as const
const CORNER = 3
type Point = readonly [number, number]
const NODES: readonly Point[] = [
  [4.5, 4.5],
  [11.5, 6],
  [6.5, 11.5],
]
/** Pairs of NODES indices. */
const EDGES: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 2],
  [2, 0],
]
const NODE_RADIUS = 2
const LINE_WIDTH = 1.2

/** The icon as SVG, for pages that link it and browsers that take it. */
export const FAVICON_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">` +
  `<rect width="${SIZE}" height="${SIZE}" rx="${CORNER}" fill="rgb(${ACCENT.join(',')})"/>` +
  `<g stroke="#fff" stroke-width="${LINE_WIDTH}">` +
  EDGES.map(([a, b]) => {
    const [x1, y1] = NODES[a] as Point
    const [x2, y2] = NODES[b] as Point
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`
  }).join('') +
  `</g><g fill="#fff">${NODES.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${NODE_RADIUS}"/>`).join('')}</g></svg>`

function distanceToSegment(px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number {
  const [dx, dy] = [bx - ax, by - ay]
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
  return Math.hypot(px - ax - t * dx, py - ay - t * dy)
}

/** White, accent or outside at one point of the grid. */
function shade(x: number, y: number): 'white' | 'accent' | 'none' {
  const cx = Math.max(CORNER - x, 0, x - (SIZE - CORNER))
  const cy = Math.max(CORNER - y, 0, y - (SIZE - CORNER))
  if (Math.hypot(cx, cy) > CORNER) return 'none'
  if (NODES.some(([nx, ny]) => Math.hypot(x - nx, y - ny) <= NODE_RADIUS)) return 'white'
  const onLine = EDGES.some(([a, b]) => distanceToSegment(x, y, NODES[a] as Point, NODES[b] as Point) <= LINE_WIDTH / 2)
  return onLine ? 'white' : 'accent'
}

/** The same icon as a 16x16 32-bit ICO for `/favicon.ico`, what a browser asks for unprompted; 4x4 samples a pixel. */
function drawIco(): Uint8Array<ArrayBuffer> {
  const pixels = SIZE * SIZE * 4
  const mask = SIZE * 4
  const image = 40 + pixels + mask
  const out = Buffer.alloc(6 + 16 + image)
  out.writeUInt16LE(1, 2)
  out.writeUInt16LE(1, 4)
  out.writeUInt8(SIZE, 6)
  out.writeUInt8(SIZE, 7)
  out.writeUInt16LE(1, 10)
  out.writeUInt16LE(32, 12)
  out.writeUInt32LE(image, 14)
  out.writeUInt32LE(22, 18)
  out.writeUInt32LE(40, 22)
  out.writeInt32LE(SIZE, 26)
  // the height of an ICO's bitmap counts its colours and its transparency mask
  out.writeInt32LE(SIZE * 2, 30)
  out.writeUInt16LE(1, 34)
  out.writeUInt16LE(32, 36)
  const samples = 4
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      let white = 0
      let accent = 0
      for (let i = 0; i < samples * samples; i++) {
        const s = shade(col + ((i % samples) + 0.5) / samples, row + (Math.floor(i / samples) + 0.5) / samples)
        if (s === 'white') white++
        else if (s === 'accent') accent++
      }
      const cover = white + accent
      if (cover === 0) continue
      const mix = (c: number): number => Math.round((255 * white + c * accent) / cover)
      // rows go bottom up, colours blue first
      const at = 62 + ((SIZE - 1 - row) * SIZE + col) * 4
      out[at] = mix(ACCENT[2])
      out[at + 1] = mix(ACCENT[1])
      out[at + 2] = mix(ACCENT[0])
      out[at + 3] = Math.round((255 * cover) / (samples * samples))
    }
  }
  return new Uint8Array(out)
}

let ico: Uint8Array<ArrayBuffer> | undefined

/** The ICO, drawn on the first request for it: drawing it is a start-up's cost for a page few open. */
export function faviconIco(): Uint8Array<ArrayBuffer> {
  ico ??= drawIco()
  return ico
}
