/** Reversible file names for parameter values: `software engineer` <-> `software%20engineer`. */
export function encodeFixtureName(value: string): string {
  const encoded = encodeURIComponent(value).replace(/[*!'()~]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
  return encoded.replace(/^[._]/, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
}

export function decodeFixtureName(name: string): string {
  // most names have no escape, and decodeURIComponent is slow even then
  return name.includes('%') ? decodeURIComponent(name) : name
}

export const DEFAULT_FIXTURE = '_default'

/** The file stem a fixture for this value and page is stored under. */
export function fixtureStem(key: string, page: number): string {
  return page > 1 ? `${encodeFixtureName(key)}@page-${page}` : encodeFixtureName(key)
}

/** The file a fixture for this value and page is written to, and the first one looked for. */
export function fixtureFile(dir: string, endpointId: string, key: string, page: number): string {
  return `${dir.replace(/[\\/]+$/, '')}/${endpointId}/${fixtureStem(key, page)}.json`
}
