import { createHash } from 'node:crypto'
import { packagedTable, readTable, writeTable } from '../util/packaged.js'

/**
 * The companies of a seed's population with their industry and headquarters (`country|city`), by index: what the
 * population's lists are made from. The build stores those of the worlds a plain `serve` starts with, so the first
 * answer that picks an employer reads them instead of deriving 2,000 companies' industries and cities.
 */
export interface PopulationTable {
  readonly ids: readonly number[]
  readonly industries: readonly string[]
  readonly cities: readonly string[]
}

/** The stored format: a file of another format is not read. */
const FORMAT = 1
/** The file the build writes, in dist/tables/. */
const FILE = 'population.json'

/** A world's population as the file holds it: industries and cities as indexes into the file's names. */
interface StoredEntry {
  ids: number[]
  industry: number[]
  city: number[]
}
interface StoredFile {
  format: number
  names: string[]
  worlds: Record<string, StoredEntry>
}

/** What a population depends on besides the code: the seed, the date and the facts (their content, hashed). */
export function populationKey(seed: number, now: number, facts: string): string {
  return `${FORMAT}:${seed}:${now}:${createHash('sha256').update(facts).digest('base64url')}`
}

/** The companies whose values the reading code derives again (a build of other code is not read): the first, the
 * middle and the last. */
export function checkedCompanies(count: number): number[] {
  return count === 0 ? [] : [...new Set([0, count >> 1, count - 1])]
}

let read: { file: string; stored: StoredFile | undefined } | undefined

function load(file: string): StoredFile | undefined {
  if (read?.file === file) return read.stored
  // a file cut short, unreadable or of another format: the population is derived, as for any other world
  const stored = readTable<StoredFile>(file, FORMAT)
  read = { file, stored }
  return stored
}

/** The stored table of a world's population (by populationKey), from the package's file or `from`; else undefined. */
export function readPopulationTable(key: string, from: string | undefined = undefined): PopulationTable | undefined {
  const file = from ?? packagedTable(FILE)
  const stored = file === undefined ? undefined : load(file)
  const entry = stored && Object.hasOwn(stored.worlds, key) ? stored.worlds[key] : undefined
  if (stored === undefined || entry === undefined) return undefined
  const { names } = stored
  return {
    ids: entry.ids,
    industries: entry.industry.map((i) => names[i] as string),
    cities: entry.city.map((i) => names[i] as string),
  }
}

/** Writes the tables of these worlds (by populationKey) to `dist` (the build's last step). */
export function writePopulationTables(dist: string, tables: ReadonlyMap<string, PopulationTable>): string {
  const names: string[] = []
  const at = new Map<string, number>()
  const index = (name: string): number => {
    let i = at.get(name)
    if (i === undefined) {
      i = names.push(name) - 1
      at.set(name, i)
    }
    return i
  }
  const worlds: Record<string, StoredEntry> = {}
  for (const [key, t] of tables)
    worlds[key] = { ids: [...t.ids], industry: t.industries.map(index), city: t.cities.map(index) }
  const file = writeTable(dist, FILE, { format: FORMAT, names, worlds } satisfies StoredFile)
  read = undefined
  return file
}
