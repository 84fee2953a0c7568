import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The folder of dist/ where the build stores what it derived once for every start (tables, checked fixtures). */
export const TABLES_DIR = 'tables'

/**
 * A file the build stored in dist/tables/ of the package this module runs from, if it is there: found only from a
 * module inside dist/ (run from the sources, nothing stored is read, so no older build's file is).
 */
export function packagedTable(name: string): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url))
  for (const dir of [here, dirname(here), dirname(dirname(here))]) {
    const file = join(dir, TABLES_DIR, name)
    if (basename(dir) === 'dist' && existsSync(file)) return file
  }
  return undefined
}

/** A stored table's content if the file parses and is of this format; undefined for a file cut short or older. */
export function readTable<T extends { format: number }>(file: string, format: number): T | undefined {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as T
    return stored.format === format ? stored : undefined
  } catch {
    return undefined
  }
}

/** Writes a table to dist/tables/ (the build's step), one JSON line; returns its path. */
export function writeTable<T extends { format: number }>(dist: string, name: string, content: T): string {
  const file = join(dist, TABLES_DIR, name)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(content)}\n`)
  return file
}

/**
 * A text's key in a table the build stores: its length and a hash of the text with what it was read as (`scope`).
 * The length comes first so that a reader can pass over a text of no stored length without hashing it.
 */
export function textKey(text: string, ...scope: string[]): string {
  const hash = createHash('sha256')
    .update([...scope, text].join('\u0000'))
    .digest('base64url')
  return `${text.length}:${hash}`
}

/** The text lengths of textKey's keys. */
export function keyLengths(keys: Iterable<string>): ReadonlySet<number> {
  return new Set(Array.from(keys, (k) => Number.parseInt(k, 10)))
}
