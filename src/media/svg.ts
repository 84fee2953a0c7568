import { hash53 } from '../util/hash.js'

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** Text made safe for SVG markup: initials come from names, which clients and files choose. */
export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** An sRGB hex colour from hue, saturation and lightness (0-360, 0-1, 0-1). */
function hsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const channel = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))))
  return `#${[0, 8, 4].map((n) => channel(n).toString(16).padStart(2, '0')).join('')}`
}

/** A colour dark enough for white initials, stable for a key. */
function colourOf(key: string, salt: string): string {
  const h = hash53(`${salt}:${key}`)
  return hsl(h % 360, 0.45 + ((h >>> 9) % 20) / 100, 0.34 + ((h >>> 17) % 10) / 100)
}

function initialsText(initials: string, size: number, fontSize: number): string {
  return (
    `<text x="${size / 2}" y="${size / 2}" dy=".35em" text-anchor="middle" font-family="${FONT}" ` +
    `font-size="${fontSize}" font-weight="600" fill="#ffffff">${escapeXml(initials)}</text>`
  )
}

/** A square picture: initials on a colour from the person's id, or a silhouette for `-`. */
export function avatarSvg(key: string, initials: string): string {
  const label = initials === '-' ? 'Profile picture' : escapeXml(initials)
  const body =
    initials === '-'
      ? '<circle cx="100" cy="78" r="34" fill="#ffffff" fill-opacity=".85"/><path d="M36 186c6-40 34-62 64-62s58 ' +
        '22 64 62z" fill="#ffffff" fill-opacity=".85"/>'
      : initialsText(initials, 200, [...initials].length > 2 ? 64 : 80)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" ` +
    `aria-label="${label}"><rect width="200" height="200" fill="${colourOf(key, 'avatar')}"/>${body}</svg>`
  )
}

/** A logo: initials on a rounded square, or a plain mark for `-`. */
export function logoSvg(key: string, initials: string): string {
  const label = initials === '-' ? 'Logo' : escapeXml(initials)
  const body =
    initials === '-'
      ? '<rect x="60" y="60" width="80" height="80" rx="12" fill="#ffffff" fill-opacity=".85"/>'
      : initialsText(initials, 200, [...initials].length > 2 ? 60 : 76)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" ` +
    `aria-label="${label}"><rect width="200" height="200" rx="28" fill="${colourOf(key, 'logo')}"/>${body}</svg>`
  )
}

/** A banner (4:1, as profile and company covers are): a gradient of two colours and soft circles, all from the key. */
export function coverSvg(key: string): string {
  const h = hash53(`cover:${key}`)
  const from = colourOf(key, 'cover-a')
  const to = colourOf(key, 'cover-b')
  const circles = [0, 1, 2]
    .map((i) => {
      const v = hash53(`cover:${key}:${i}`)
      return (
        `<circle cx="${v % 1584}" cy="${(v >>> 11) % 396}" r="${80 + ((v >>> 20) % 160)}" fill="#ffffff" ` +
        `fill-opacity=".${8 + (i % 2) * 4}"/>`
      )
    })
    .join('')
  const angle = h % 2 === 0 ? 'x2="1" y2="1"' : 'x2="1" y2="0"'
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1584" height="396" viewBox="0 0 1584 396" role="img" ` +
    `aria-label="Cover image"><defs><linearGradient id="g" x1="0" y1="0" ${angle}><stop offset="0" ` +
    `stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1584" ` +
    `height="396" fill="url(#g)"/>${circles}</svg>`
  )
}
