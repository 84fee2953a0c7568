import { ENDPOINTS_BY_ID, type EndpointDef } from '../endpoints.js'
import { keyLengths, packagedTable, readTable, textKey, writeTable } from '../util/packaged.js'

/** The file the build writes in dist/tables/: the package's fixtures its built-in endpoints' schemas accepted. */
const FILE = 'checked-fixtures.json'
/** The stored format: a file of another format is not read. */
const FORMAT = 1

/** A fixture's text for a built-in endpoint, its length and hash: what the build's check of it stands for. */
export function checkedKey(endpointId: string, text: string): string {
  return textKey(text, String(FORMAT), endpointId)
}

interface Checked {
  keys: ReadonlySet<string>
  /** The texts' lengths: a text of another length is none of them, and is not hashed (folders of 10,000 fixtures). */
  lengths: ReadonlySet<number>
}

let checked: Checked | undefined

function packaged(): Checked {
  if (checked !== undefined) return checked
  checked = { keys: new Set(), lengths: new Set() }
  const file = packagedTable(FILE)
  // no file, or one cut short or of another format: every fixture is checked
  const stored = file === undefined ? undefined : readTable<{ format: number; checked: string[] }>(file, FORMAT)
  if (stored !== undefined) checked = { keys: new Set(stored.checked), lengths: keyLengths(stored.checked) }
  return checked
}

/**
 * Whether this build's own check accepted this text as a body of this endpoint: a built-in endpoint (its schema, not
 * a config's in its place) and a text of the package's fixtures the build checked.
 */
export function checkedByTheBuild(def: EndpointDef, text: string): boolean {
  if (def.schema !== ENDPOINTS_BY_ID.get(def.id)?.schema) return false
  const { keys, lengths } = packaged()
  return lengths.has(text.length) && keys.has(checkedKey(def.id, text))
}

/**
 * Writes the keys (checkedKey) of the fixtures the build checked to `dist` (scripts/search-index.mjs).
 *
 * @public
 */
export function writeCheckedFixtures(dist: string, keys: readonly string[]): string {
  const file = writeTable(dist, FILE, { format: FORMAT, checked: [...new Set(keys)].sort() })
  checked = undefined
  return file
}
