import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync, gzipSync } from 'node:zlib'
import { hash53 } from '../../util/hash.js'
import type { World } from '../world.js'
import type { IndexParts } from './inverted-index.js'

/** The stored format: a file of another format is not read. */
const FORMAT = 1
/** The folder the build writes stored indexes to, inside dist/. */
const STORED_DIR = 'search-index'

type Numbers = Int32Array | Float64Array | Uint8Array | Uint16Array

/** An index with the values its module keeps beside it (ids, usernames, ages), as the build stores it. */
export interface Stored {
  /** The world it was built for (storedKey): a world with another key does not read it. */
  key: string
  /** A few values of its documents the reading world derives again: a build of other code is not read. */
  check: string[]
  index: IndexParts
  arrays: Record<string, Int32Array | Float64Array>
  strings: Record<string, string[]>
}

/**
 * What an index depends on besides the code: the world's seed, date and facts (its image origin names no indexed
 * field). The population's size and the vocabulary are the code's, checked by `check`.
 */
export function storedKey(world: World, kind: string): string {
  return `${FORMAT}\u0000${kind}\u0000${world.seed}\u0000${world.now}\u0000${hash53(world.facts.content)}`
}

/** The folder's table of stored indexes: world key -> file (worlds whose indexes are alike share one file). */
const KEYS_FILE = 'keys.json'

/**
 * The stored indexes of the package this module runs from: dist/search-index, found only from a module inside dist/
 * (run from the sources, the indexes are built from those sources, never read from an older build).
 */
function storedDir(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url))
  for (const dir of [here, dirname(here), dirname(dirname(here))])
    if (basename(dir) === 'dist' && existsSync(join(dir, STORED_DIR, KEYS_FILE))) return join(dir, STORED_DIR)
  return undefined
}

let packaged: string | null | undefined
const tables = new Map<string, Record<string, string>>()

function keysIn(folder: string): Record<string, string> {
  let table = tables.get(folder)
  if (!table) {
    const file = join(folder, KEYS_FILE)
    table = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {}
    tables.set(folder, table)
  }
  return table
}

/** The stored index of this world and kind (from the package's folder, or `from`), or undefined where none is. */
export function readStored(world: World, kind: string, from: string | undefined = undefined): Stored | undefined {
  if (from === undefined && packaged === undefined) packaged = storedDir() ?? null
  const folder = from ?? packaged
  if (!folder) return undefined
  const key = storedKey(world, kind)
  const file = Object.hasOwn(keysIn(folder), key) ? keysIn(folder)[key] : undefined
  if (file === undefined) return undefined
  try {
    return { ...decodeStored(readFileSync(join(folder, file))), key }
  } catch {
    // a file cut short or of another format: the index is built instead, as for any other world
    return undefined
  }
}

/** Writes stored indexes into a folder (adding to its table): alike indexes, one file. */
export function writeStored(folder: string, list: readonly Stored[]): { files: number; bytes: number } {
  mkdirSync(folder, { recursive: true })
  tables.delete(folder)
  const keys = keysIn(folder)
  const written = new Map<string, number>()
  for (const stored of list) {
    const bytes = encodeStored(stored)
    const file = `${stored.key.split('\u0000')[1]}-${hash53(bytes.toString('latin1')).toString(36)}.bin`
    if (!written.has(file)) writeFileSync(join(folder, file), bytes)
    written.set(file, bytes.length)
    keys[stored.key] = file
  }
  writeFileSync(join(folder, KEYS_FILE), `${JSON.stringify(keys, null, 1)}\n`)
  tables.delete(folder)
  return { files: written.size, bytes: [...written.values()].reduce((a, b) => a + b, 0) }
}

const joinLines = (lines: readonly string[]): string => {
  if (lines.some((l) => l.includes('\n'))) throw new Error('a stored string holds a line break')
  return lines.join('\n')
}
const splitLines = (text: string): string[] => (text === '' ? [] : text.split('\n'))

/** The postings' document ids as gaps within each term's list (ascending): small numbers that pack well. */
function gaps(starts: Int32Array, docs: Int32Array): Uint16Array | Int32Array {
  const wide = new Int32Array(docs.length)
  let fits = true
  for (let t = 0; t + 1 < starts.length; t++) {
    let last = 0
    for (let i = starts[t] as number; i < (starts[t + 1] as number); i++) {
      const gap = (docs[i] as number) - last
      if (gap < 0 || gap > 0xffff) fits = false
      wide[i] = gap
      last = docs[i] as number
    }
  }
  return fits ? Uint16Array.from(wide) : wide
}

function ungaps(starts: Int32Array, gapped: Uint16Array | Int32Array): Int32Array {
  const docs = new Int32Array(gapped.length)
  for (let t = 0; t + 1 < starts.length; t++) {
    let last = 0
    for (let i = starts[t] as number; i < (starts[t + 1] as number); i++) {
      last += gapped[i] as number
      docs[i] = last
    }
  }
  return docs
}

const KINDS = { Int32Array, Float64Array, Uint8Array, Uint16Array } as const
type KindName = keyof typeof KINDS

/**
 * A stored index as bytes, its key left out (worlds alike share them): a JSON header (strings, the arrays' places) and
 * the arrays, compressed.
 */
export function encodeStored(stored: Stored): Buffer {
  const { index } = stored
  const nameKeys = [...index.names.keys()]
  const nameDocs = nameKeys.map((k) => index.names.get(k) as Int32Array)
  const arrays: [string, Numbers][] = [
    ['starts', index.starts],
    ['docs', gaps(index.starts, index.docs)],
    ['weights', index.weights],
    ['boosts', index.boosts],
    ['nameCounts', Int32Array.from(nameDocs, (d) => d.length)],
    ['nameDocs', Int32Array.from(nameDocs.flatMap((d) => [...d]))],
    ...Object.entries(stored.arrays).map(([k, v]): [string, Numbers] => [`extra.${k}`, v]),
  ]
  let offset = 0
  const sections = arrays.map(([name, a]) => {
    // each array starts at a multiple of 8 bytes, so it is read in place
    const at = offset
    offset += Math.ceil(a.byteLength / 8) * 8
    return { name, type: a.constructor.name as KindName, length: a.length, at }
  })
  const header = Buffer.from(
    JSON.stringify({
      format: FORMAT,
      check: stored.check,
      terms: joinLines(index.terms),
      names: joinLines(nameKeys),
      strings: Object.fromEntries(Object.entries(stored.strings).map(([k, v]) => [k, joinLines(v)])),
      sections,
    }),
  )
  const head = Math.ceil((4 + header.length) / 8) * 8
  const out = Buffer.alloc(head + offset)
  out.writeUInt32LE(header.length, 0)
  header.copy(out, 4)
  arrays.forEach(([, a], i) => {
    Buffer.from(a.buffer, a.byteOffset, a.byteLength).copy(out, head + (sections[i] as { at: number }).at)
  })
  return gzipSync(out, { level: 9 })
}

/** A stored index from its bytes; its key is the folder table's. */
export function decodeStored(bytes: Buffer): Omit<Stored, 'key'> {
  const raw = gunzipSync(bytes)
  const length = raw.readUInt32LE(0)
  const header = JSON.parse(raw.toString('utf8', 4, 4 + length)) as {
    format: number
    check: string[]
    terms: string
    names: string
    strings: Record<string, string>
    sections: { name: string; type: KindName; length: number; at: number }[]
  }
  if (header.format !== FORMAT) throw new Error(`stored search index: format ${header.format}, not ${FORMAT}`)
  const head = Math.ceil((4 + length) / 8) * 8
  const array = new Map<string, Numbers>()
  for (const s of header.sections) {
    const Kind = KINDS[s.type]
    const at = raw.byteOffset + head + s.at
    // read in place where the decompressed bytes are aligned for the array (they are kept as long as it is)
    array.set(
      s.name,
      at % Kind.BYTES_PER_ELEMENT === 0
        ? new Kind(raw.buffer, at, s.length)
        : new Kind(raw.buffer.slice(at, at + Kind.BYTES_PER_ELEMENT * s.length)),
    )
  }
  const get = <A extends Numbers>(name: string) => array.get(name) as A
  const starts = get<Int32Array>('starts')
  const names = new Map<string, Int32Array>()
  const counts = get<Int32Array>('nameCounts')
  const nameDocs = get<Int32Array>('nameDocs')
  let at = 0
  splitLines(header.names).forEach((k, i) => {
    const n = counts[i] as number
    names.set(k, nameDocs.subarray(at, at + n))
    at += n
  })
  const arrays: Record<string, Int32Array | Float64Array> = {}
  for (const [name, a] of array)
    if (name.startsWith('extra.')) arrays[name.slice('extra.'.length)] = a as Int32Array | Float64Array
  return {
    check: header.check,
    index: {
      terms: splitLines(header.terms),
      starts,
      docs: ungaps(starts, get<Uint16Array | Int32Array>('docs')),
      weights: get<Uint8Array>('weights'),
      names,
      boosts: get<Uint8Array>('boosts'),
    },
    arrays,
    strings: Object.fromEntries(Object.entries(header.strings).map(([k, v]) => [k, splitLines(v)])),
  }
}

/** The documents whose values `check` holds: the first, the middle and the last. */
export function checkedDocs(count: number): number[] {
  return count === 0 ? [] : [...new Set([0, count >> 1, count - 1])]
}

/** Whether a stored index's check values are what this code derives again. */
export function checks(stored: Stored, derive: (doc: number) => string): boolean {
  const docs = checkedDocs(stored.index.boosts.length)
  return docs.length === stored.check.length && docs.every((d, i) => derive(d) === stored.check[i])
}
