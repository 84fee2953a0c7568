import { isDeepStrictEqual } from 'node:util'
import { keyLengths, packagedTable, readTable, textKey, writeTable } from '../util/packaged.js'
import type { Scenario } from './schema.js'

/** The file the build writes in dist/tables/: the package's scenario files as the built-in endpoints read them. */
const FILE = 'checked-scenarios.json'
/** The stored format: a file of another format is not read. */
const FORMAT = 1

/** A scenario file's text, its length and hash: what the build's parse of it stands for. */
export function scenarioKey(text: string): string {
  return textKey(text, String(FORMAT))
}

interface Stored {
  format: number
  scenarios: Record<string, Scenario>
}

let stored: { byKey: ReadonlyMap<string, Scenario>; lengths: ReadonlySet<number> } | undefined

function packaged(): NonNullable<typeof stored> {
  if (stored !== undefined) return stored
  const file = packagedTable(FILE)
  // no file, or one cut short or of another format: every scenario file is parsed
  const table = file === undefined ? undefined : readTable<Stored>(file, FORMAT)
  const byKey = new Map(Object.entries(table?.scenarios ?? {}))
  stored = { byKey, lengths: keyLengths(byKey.keys()) }
  return stored
}

/**
 * The scenario the build parsed and checked from this very text against the built-in endpoints, as a copy of its own;
 * undefined for any other text (it is parsed and checked as usual).
 */
export function checkedScenario(text: string): Scenario | undefined {
  const { byKey, lengths } = packaged()
  if (!lengths.has(text.length)) return undefined
  const scenario = byKey.get(scenarioKey(text))
  return scenario === undefined ? undefined : structuredClone(scenario)
}

/**
 * Writes the scenarios the build parsed, by the key of their text (scripts/search-index.mjs); one JSON would not give
 * back as it is (a value JSON cannot hold) is left out, and is parsed at every start.
 *
 * @public
 */
export function writeCheckedScenarios(dist: string, parsed: readonly (readonly [string, Scenario])[]): number {
  const scenarios: Record<string, Scenario> = {}
  for (const [text, scenario] of parsed)
    if (isDeepStrictEqual(JSON.parse(JSON.stringify(scenario)), scenario)) scenarios[scenarioKey(text)] = scenario
  writeTable(dist, FILE, { format: FORMAT, scenarios } satisfies Stored)
  stored = undefined
  return Object.keys(scenarios).length
}
