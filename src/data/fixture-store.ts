import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs'
import { join, sep } from 'node:path'
import { FileError, jsonPath, syntaxProblem } from '../errors.js'
import type { EndpointDef } from '../endpoints.js'
import { DEFAULT_FIXTURE, decodeFixtureName } from './fixture-names.js'
import { compactJson } from '../record/json-text.js'

export interface Fixture {
  file: string
  /** The body as compact JSON text, made from the file's text (not re-serialized). */
  json: string
}

export interface FixtureLoadOptions {
  dir: string
  endpoints: ReadonlyMap<string, EndpointDef>
  /** Skip bad fixtures with a warning instead of failing. */
  lenient?: boolean
  warn?: (message: string) => void
}

/** A fixture read at start-up, compacted on first use: compaction checks nothing, so it need not delay listening. */
class LoadedFixture implements Fixture {
  private text: string
  private compact = false

  constructor(
    readonly file: string,
    text: string,
  ) {
    this.text = text
  }

  get json(): string {
    if (!this.compact) {
      // compacted as text: a 19-digit id survives, where JSON.stringify(JSON.parse()) would round it
      this.text = compactJson(this.text)
      this.compact = true
    }
    return this.text
  }
}

/** Thrown when fixtures are invalid; lists every bad file. */
export class FixtureLoadError extends Error {
  constructor(readonly problems: FileError[]) {
    super(`${problems.length} invalid fixture file(s):\n${problems.map((p) => `  ${p.message}`).join('\n')}`)
  }
}

const META_SUFFIX = '.meta.json'
const DEFAULT_ID = '\u0000default'

/** Fixtures are kept by decoded value, so a lookup never encodes a file name on the request path. */
function lookupId(key: string, page: number): string {
  return page > 1 ? `${key}\u0000page-${page}` : key
}

function idOfStem(stem: string): string {
  if (stem === DEFAULT_FIXTURE) return DEFAULT_ID
  const m = stem.includes('@page-') ? /^(.*)@page-(\d+)$/.exec(stem) : null
  const [name, page] = m ? [m[1] ?? '', Number(m[2])] : [stem, 1]
  let key: string
  try {
    key = decodeFixtureName(name)
  } catch {
    key = name
  }
  return lookupId(key, page)
}

/** One buffer reused for every file read at load: a file costs an open, a read and a close, and no allocation. */
let readBuffer: Buffer | undefined

function readText(file: string): string {
  readBuffer ??= Buffer.allocUnsafe(256 * 1024)
  const fd = openSync(file, 'r')
  let length = 0
  try {
    for (;;) {
      const n = readSync(fd, readBuffer, length, readBuffer.length - length, null)
      if (n === 0) return readBuffer.toString('utf8', 0, length)
      length += n
      if (length === readBuffer.length) break
    }
  } finally {
    closeSync(fd)
  }
  // a file this large is rare: read it whole instead of keeping a bigger buffer
  return readFileSync(file, 'utf8')
}

/** Checks a parsed body against its endpoint schema; returns the first problem as a FileError. */
export function checkBody(def: EndpointDef, body: unknown, file: string): FileError | undefined {
  const result = def.schema.safeParse(body)
  if (result.success) return undefined
  const issue = result.error.issues[0]
  return new FileError(file, issue ? jsonPath(issue.path) : '$', issue?.message ?? 'does not match the schema', `make it match the ${def.id} response schema`)
}

/** Recorded bodies per endpoint, validated once at start-up. */
export class FixtureStore {
  private readonly byEndpoint = new Map<string, Map<string, Fixture>>()

  static empty(): FixtureStore {
    return new FixtureStore()
  }

  static load(options: FixtureLoadOptions): FixtureStore {
    const store = new FixtureStore()
    const problems: FileError[] = []
    let exists = false
    try {
      exists = statSync(options.dir).isDirectory()
    } catch {
      exists = false
    }
    if (!exists) return store
    // normalized once, so every file path reads like path.join's: `fixtures/people/profile/x.json`
    store.addFolder(join(options.dir), '', options.endpoints, problems)
    if (problems.length) {
      if (!options.lenient) throw new FixtureLoadError(problems)
      for (const p of problems) options.warn?.(`skipped fixture ${p.message}`)
    }
    return store
  }

  /** Loads every file below one folder; dot files and dot folders are not fixtures. */
  private addFolder(dir: string, rel: string, endpoints: ReadonlyMap<string, EndpointDef>, problems: FileError[]): void {
    const base = dir.endsWith(sep) ? dir : `${dir}${sep}`
    let def: EndpointDef | undefined
    let looked = false
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const name = entry.name
      if (name.charCodeAt(0) === 46) continue
      const full = `${base}${name}`
      if (entry.isDirectory()) {
        this.addFolder(full, rel ? `${rel}/${name}` : name, endpoints, problems)
      } else if (entry.isFile() && !name.endsWith(META_SUFFIX)) {
        if (!looked) {
          def = endpoints.get(rel)
          looked = true
        }
        const problem = this.add(def, rel, name, full, endpoints)
        if (problem) problems.push(problem)
      }
    }
  }

  /** Loads one file; returns its problem instead of throwing. */
  private add(def: EndpointDef | undefined, endpointId: string, name: string, file: string, endpoints: ReadonlyMap<string, EndpointDef>): FileError | undefined {
    if (!name.endsWith('.json')) {
      return new FileError(file, '$', 'not a .json file', 'fixtures are <endpoint>/<value>.json files')
    }
    if (!def) {
      return new FileError(file, '$', `folder "${endpointId || '.'}" is not an endpoint`, `use one of: ${[...endpoints.keys()].join(', ')}`)
    }
    let body: unknown
    let text: string
    try {
      text = readText(file)
    } catch (err) {
      return new FileError(file, '$', `cannot read (${(err as NodeJS.ErrnoException).code ?? 'unreadable'})`)
    }
    try {
      body = JSON.parse(text)
    } catch (err) {
      return new FileError(file, '$', `invalid JSON: ${syntaxProblem(text, err)}`, 'fix the JSON syntax')
    }
    const problem = checkBody(def, body, file)
    if (problem) return problem
    this.put(def.id, name.slice(0, -'.json'.length), new LoadedFixture(file, text))
    return undefined
  }

  /** A page-specific fixture, then the value's, then the endpoint's `_default`. */
  find(endpointId: string, key: string, page: number): Fixture | undefined {
    const map = this.byEndpoint.get(endpointId)
    if (!map) return undefined
    // a later page is only ever its own recording: reusing page 1 would make paging clients loop forever
    if (page > 1) return map.get(lookupId(key, page))
    return map.get(key) ?? map.get(DEFAULT_ID)
  }

  /** Adds or replaces one fixture at run time (a fresh recording), served from the next request on. */
  put(endpointId: string, stem: string, fixture: Fixture): void {
    let map = this.byEndpoint.get(endpointId)
    if (!map) {
      map = new Map()
      this.byEndpoint.set(endpointId, map)
    }
    map.set(idOfStem(stem), fixture)
  }

  /** Every fixture held, by endpoint, in load order: what the QA console lists. */
  list(): { endpointId: string; fixture: Fixture }[] {
    const out: { endpointId: string; fixture: Fixture }[] = []
    for (const [endpointId, map] of this.byEndpoint) for (const fixture of map.values()) out.push({ endpointId, fixture })
    return out
  }

  /** Fixtures loaded for one endpoint. */
  countFor(endpointId: string): number {
    return this.byEndpoint.get(endpointId)?.size ?? 0
  }

  /** Takes over another store's fixtures in place (a watched folder reloaded): every holder sees them at once. */
  replaceWith(next: FixtureStore): void {
    this.byEndpoint.clear()
    for (const [id, map] of next.byEndpoint) this.byEndpoint.set(id, map)
  }

  get size(): number {
    let n = 0
    for (const m of this.byEndpoint.values()) n += m.size
    return n
  }
}
