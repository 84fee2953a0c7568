import { createHash } from 'node:crypto'

/** Reversible file names for parameter values: `software engineer` <-> `software%20engineer`. */
export function encodeFixtureName(value: string): string {
  const encoded = encodeURIComponent(value).replace(
    /[*!'()~]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  // a value ending in `.meta` or `.404` would make `x.meta.json` or `x.404.json`: the meta or not-found file of x
  return encoded
    .replace(/^[._]/, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/\.(meta|404)$/i, '%2E$1')
}

/**
 * Longest encoded value kept whole in a file name: with a page suffix, `.meta.json` and the temporary name of an
 * atomic write, the name stays under the 255 bytes file systems allow.
 */
export const MAX_NAME_BYTES = 160
const HASH_LENGTH = 16

/**
 * The file name part for a value: encoded, or for a long value its encoded start and a hash of the whole (`~` is never
 * in an encoded name).
 */
export function fixtureName(value: string): string {
  const encoded = encodeFixtureName(value)
  if (encoded.length <= MAX_NAME_BYTES) return encoded
  // cut before an escape it would split, so the start stays readable
  const start = encoded.slice(0, MAX_NAME_BYTES - HASH_LENGTH - 1).replace(/%[0-9A-F]?$/, '')
  return `${start}~${createHash('sha256').update(value).digest('hex').slice(0, HASH_LENGTH)}`
}

/** The end of a shortened name: `~` and the hash. */
const SHORTENED = new RegExp(`~[0-9a-f]{${HASH_LENGTH}}$`)

/** Whether a file name part is a long value shortened with a hash (the full value is in its meta file). */
export function isShortenedName(name: string): boolean {
  return SHORTENED.test(name)
}

export function decodeFixtureName(name: string): string {
  // most names have no escape, and decodeURIComponent is slow even then
  return name.includes('%') ? decodeURIComponent(name) : name
}

export const DEFAULT_FIXTURE = '_default'

/** The file stem a fixture for this value and page is written under. */
export function fixtureStem(key: string, page: number): string {
  return page > 1 ? `${fixtureName(key)}@page-${page}` : fixtureName(key)
}

/** The stem that names the value itself (never shortened): what a store keys a fixture it was just given by. */
export function lookupStem(key: string, page: number): string {
  return page > 1 ? `${encodeFixtureName(key)}@page-${page}` : encodeFixtureName(key)
}

/** The file a fixture for this value and page is written to, and the first one looked for. */
export function fixtureFile(dir: string, endpointId: string, key: string, page: number): string {
  return `${dir.replace(/[\\/]+$/, '')}/${endpointId}/${fixtureStem(key, page)}.json`
}
