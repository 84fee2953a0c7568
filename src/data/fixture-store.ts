import { closeSync, fstatSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs'
import { basename, join, resolve, sep } from 'node:path'
import { FileError, jsonPath, MockError, syntaxProblem } from '../errors.js'
import { isPassthroughRecording, overriddenFixtureSkipped } from '../files.js'
import { Lru } from '../util/lru.js'
import { printable } from '../util/printable.js'
import type { EndpointDef } from '../endpoints.js'
import { DEFAULT_FIXTURE, decodeFixtureName } from './fixture-names.js'
import { checkedByTheBuild } from './checked-fixtures.js'
import { compactJson } from '../util/json-text.js'
import { NotFoundBodySchema } from '../schemas/common.js'
import { canonicalKey, LINKED_KINDS } from '../world/existence.js'
import type { WorldFacts } from '../world/facts.js'

export interface Fixture {
  file: string
  /** The body as compact JSON text, made from the file's text (not re-serialized). */
  json: string
  /** Set when the fixture holds the real service's not-found answer: its message, served as a 404. */
  notFound?: string | undefined
}

export interface FixtureLoadOptions {
  dir: string
  endpoints: ReadonlyMap<string, EndpointDef>
  /** Skip bad fixtures with a warning instead of failing. */
  lenient?: boolean
  warn?: (message: string) => void
  /** Collects what each fixture says about the people, companies and jobs it names. */
  facts?: WorldFacts
  /** Fixture text held in memory, in UTF-16 code units; the rest is read again on use (default HELD_TEXT). */
  heldText?: number
  /** Endpoint folders not read (the package's fixtures of an endpoint a config answers in its place). */
  skip?: ReadonlySet<string>
  /**
   * The running store, for a reload: each file it serves is checked in its running version (a file broken on disk
   * keeps it), one it does not serve is read and left out with a warning if bad; only a running version the new table
   * refuses is a problem.
   */
  lastGood?: FixtureStore
}

/**
 * Fixture text a store holds in memory from start-up (UTF-16 code units, about a thousand typical bodies); the
 * fixtures of a larger store beyond it are read again when served, so memory does not grow with the folder.
 */
const HELD_TEXT = 2 * 1024 * 1024
/** Texts read again on use that stay cached: a fixture asked for again is not read from disk again. */
const reread = new Lru<object, string>(500)

/** Size and modification time of a file, to tell whether it changed since it was checked. */
interface Stamp {
  size: number
  mtimeMs: number
}

/** A fixture read at start-up, compacted on first use: compaction checks nothing, so it need not delay listening. */
class LoadedFixture implements Fixture {
  private text: string | undefined
  private compact = false

  constructor(
    readonly file: string,
    text: string,
    readonly notFound?: string,
    /** Set for a fixture read again on use: the endpoint to check it against, and the file as it was checked. */
    private readonly onDisk?: { def: EndpointDef; stamp: Stamp },
  ) {
    this.text = onDisk ? undefined : text
  }

  get json(): string {
    if (this.text === undefined) return this.readAgain()
    if (!this.compact) {
      // compacted as text: a 19-digit id survives, where JSON.stringify(JSON.parse()) would round it
      this.text = compactJson(this.text)
      this.compact = true
    }
    return this.text
  }

  /** The text from disk; a file changed since start-up is checked again, and refused with its problem if bad. */
  private readAgain(): string {
    const cached = reread.get(this)
    if (cached !== undefined) return cached
    const { def, stamp } = this.onDisk as { def: EndpointDef; stamp: Stamp }
    let text: string
    let now: Stamp
    try {
      ;({ text, stamp: now } = readStamped(this.file))
    } catch (err) {
      throw changedFixture(cannotRead(this.file, err))
    }
    if (now.size !== stamp.size || now.mtimeMs !== stamp.mtimeMs) {
      const checked = checkFixtureText(def, this.file, text)
      if (checked instanceof FileError) throw changedFixture(checked)
      // a fixture is read as a not-found answer at start-up only
      if (checked.notFound !== undefined)
        throw changedFixture(new FileError(this.file, '$', 'now holds a not-found answer', 'restart the mock'))
    }
    const json = compactJson(text)
    reread.set(this, json)
    return json
  }
}

/** A fixture file edited since start-up (without --watch) into one that cannot be served. */
function changedFixture(problem: FileError): MockError {
  return new MockError('INTERNAL_ERROR', {
    message: `fixture changed since start-up and cannot be served: ${problem.message} (fix it, or restart the mock)`,
  })
}

/** Thrown when fixtures are invalid; lists every bad file. */
export class FixtureLoadError extends Error {
  constructor(readonly problems: FileError[]) {
    const lines = problems.map((p) => `  ${printable(p.message)}`)
    // one line per problem: a file name or JSON key with a line break must not start a line of its own
    super(`${problems.length} invalid fixture file(s):\n${lines.join('\n')}`)
  }
}

const META_SUFFIX = '.meta.json'
/** `<value>.404.json`: the fixture holds a not-found answer. */
export const NOT_FOUND_SUFFIX = '.404'
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

function readText(file: string, stamp?: (fd: number) => void): string {
  readBuffer ??= Buffer.allocUnsafe(256 * 1024)
  const fd = openSync(file, 'r')
  let length = 0
  try {
    stamp?.(fd)
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

/** The file's text and its size and modification time, from one open. */
function readStamped(file: string): { text: string; stamp: Stamp } {
  let stamp: Stamp = { size: -1, mtimeMs: -1 }
  const text = readText(file, (fd) => {
    const st = fstatSync(fd)
    stamp = { size: st.size, mtimeMs: st.mtimeMs }
  })
  return { text, stamp }
}

/** Checks a parsed body against its endpoint schema; returns the first problem as a FileError. */
export function checkBody(def: EndpointDef, body: unknown, file: string): FileError | undefined {
  // jitless: compiling each schema's fast path costs more at start-up than checking the files it reads
  const result = def.schema.safeParse(body, { jitless: true })
  if (result.success) return undefined
  const issue = result.error.issues[0]
  return new FileError(
    file,
    issue ? jsonPath(issue.path) : '$',
    issue?.message ?? 'does not match the schema',
    `make it match the ${def.id} response schema`,
  )
}

/** The value part of a fixture file's name: `<value>.json`, or `<value>.404.json` for a not-found answer. */
export function fixtureStem(file: string): string {
  const stem = basename(file, '.json')
  return stem.endsWith(NOT_FOUND_SUFFIX) ? stem.slice(0, -NOT_FOUND_SUFFIX.length) : stem
}

/**
 * A fixture file's text checked as start-up and --watch both check it: JSON; a not-found answer of the service's
 * shape (a `.404.json` name, or a recording of a 404); else a body of the endpoint's schema.
 */
export function checkFixtureText(
  def: EndpointDef,
  file: string,
  text: string,
): { body: unknown; notFound?: string } | FileError {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (err) {
    return new FileError(file, '$', `invalid JSON: ${syntaxProblem(text, err)}`, 'fix the JSON syntax')
  }
  if (basename(file, '.json').endsWith(NOT_FOUND_SUFFIX) || (isNotFoundBody(body) && recordedStatus(file) === 404)) {
    const result = NotFoundBodySchema.safeParse(body, { jitless: true })
    if (result.success) return { body, notFound: result.data.message }
    const issue = result.error.issues[0]
    return new FileError(
      file,
      issue ? jsonPath(issue.path) : '$',
      issue?.message ?? 'not a not-found body',
      'a .404.json fixture holds {"message": "Profile not found", "code": "NOT_FOUND"}',
    )
  }
  // the package's own fixtures were checked by the build against these schemas: the same text needs no second check
  if (checkedByTheBuild(def, text)) return { body }
  return checkBody(def, body, file) ?? { body }
}

/** The problem of a file in a folder that names no endpoint. */
export function notAnEndpoint(
  file: string,
  endpointId: string,
  endpoints: ReadonlyMap<string, EndpointDef>,
): FileError {
  return new FileError(
    file,
    '$',
    `folder "${endpointId || '.'}" is not an endpoint`,
    `use one of: ${[...endpoints.keys()].join(', ')}`,
  )
}

export function cannotRead(file: string, err: unknown): FileError {
  return new FileError(file, '$', `cannot read (${(err as NodeJS.ErrnoException).code ?? 'unreadable'})`)
}

function isNotFoundBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'NOT_FOUND'
}

/** The upstream status a recording's meta file kept, if there is one. */
function recordedStatus(file: string): number | undefined {
  try {
    const meta = JSON.parse(readFileSync(`${file.slice(0, -'.json'.length)}${META_SUFFIX}`, 'utf8')) as {
      upstream?: { status?: unknown }
    }
    return typeof meta.upstream?.status === 'number' ? meta.upstream.status : undefined
  } catch {
    return undefined
  }
}

/** A pass-through recording read and checked as JSON: no endpoint gives it a schema. */
export function readPassthroughRecording(file: string): Fixture | FileError {
  let text: string
  try {
    text = readText(file)
  } catch (err) {
    return cannotRead(file, err)
  }
  try {
    JSON.parse(text)
  } catch (err) {
    return new FileError(file, '$', `invalid JSON: ${syntaxProblem(text, err)}`, 'fix the JSON syntax')
  }
  return { file, json: compactJson(text) }
}

/** The value a fixture's stem names (`x@page-2` names x). */
function keyOfStem(stem: string): string {
  const m = stem.includes('@page-') ? /^(.*)@page-\d+$/.exec(stem) : null
  const key = m?.[1] ?? stem
  try {
    return decodeFixtureName(key)
  } catch {
    // an undecodable name is its own value
    return key
  }
}

/** The fixture's facts and, for a list, its total: later generated pages keep it. */
function addFacts(facts: WorldFacts, def: EndpointDef, stem: string, body: unknown, file: string): void {
  if (stem === DEFAULT_FIXTURE) return
  addKeyFacts(facts, def, keyOfStem(stem), body, file)
}

/** Entities a not-found fixture names: a linked one (person, company, job) missing there is missing from every body. */
const LINKED: ReadonlySet<string> = new Set(LINKED_KINDS)

function addMissingFact(facts: WorldFacts, def: EndpointDef, key: string): void {
  if (!LINKED.has(def.kind)) return
  const canonical = canonicalKey(def.kind, key)
  if (canonical !== undefined) facts.addMissing(def.kind, canonical)
}

function addKeyFacts(facts: WorldFacts, def: EndpointDef, key: string, body: unknown, file: string): void {
  const canonical = canonicalKey(def.kind, key)
  if (canonical === undefined) return
  def.facts?.(facts, canonical, body, file)
  if (def.itemsKey !== null) {
    const b = body as { total?: unknown; data?: { total?: unknown } }
    const total = Array.isArray(b.data) ? b.total : b.data?.total
    if (typeof total === 'number') facts.listTotal(def.id, canonical, total, file)
  }
}

/** Recorded bodies per endpoint, validated once at start-up. */
export class FixtureStore {
  private readonly byEndpoint = new Map<string, Map<string, Fixture>>()
  /** Fixture text held in memory so far (see HELD_TEXT). */
  private held = 0
  private heldLimit = HELD_TEXT
  private skip: ReadonlySet<string> | undefined
  private lastGood: { byFile: ReadonlyMap<string, Fixture>; warn: (message: string) => void } | undefined
  private warn: ((message: string) => void) | undefined

  static empty(): FixtureStore {
    return new FixtureStore()
  }

  static load(options: FixtureLoadOptions): FixtureStore {
    const store = new FixtureStore()
    if (options.heldText !== undefined) store.heldLimit = options.heldText
    const problems: FileError[] = []
    let exists = false
    try {
      exists = statSync(options.dir).isDirectory()
    } catch {
      exists = false
    }
    if (!exists) return store
    // normalized once, so every file path reads like path.join's: `fixtures/people/profile/x.json`
    store.skip = options.skip
    if (options.lastGood)
      store.lastGood = {
        byFile: new Map(options.lastGood.list().map(({ fixture }) => [resolve(fixture.file), fixture])),
        warn: options.warn ?? (() => {}),
      }
    store.warn = options.warn
    store.addFolder(join(options.dir), '', options.endpoints, problems, options.facts)
    if (problems.length) {
      if (!options.lenient) throw new FixtureLoadError(problems)
      for (const p of problems) options.warn?.(`skipped fixture ${p.message}`)
    }
    return store
  }

  /** Loads every file below one folder; dot files and dot folders are not fixtures. */
  private addFolder(
    dir: string,
    rel: string,
    endpoints: ReadonlyMap<string, EndpointDef>,
    problems: FileError[],
    facts?: WorldFacts,
  ): void {
    const base = dir.endsWith(sep) ? dir : `${dir}${sep}`
    if (this.skip?.has(rel)) {
      for (const entry of readdirSync(dir, { withFileTypes: true }))
        if (entry.isFile() && entry.name.endsWith('.json') && !entry.name.endsWith(META_SUFFIX))
          if (entry.name.charCodeAt(0) !== 46) this.warn?.(overriddenFixtureSkipped(`${base}${entry.name}`, rel))
      return
    }
    let def: EndpointDef | undefined
    let looked = false
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const name = entry.name
      if (name.charCodeAt(0) === 46) continue
      const full = `${base}${name}`
      if (entry.isDirectory()) {
        this.addFolder(full, rel ? `${rel}/${name}` : name, endpoints, problems, facts)
      } else if (entry.isFile() && !name.endsWith(META_SUFFIX)) {
        if (!looked) {
          def = endpoints.get(rel)
          looked = true
        }
        const problem = this.add(def, rel, name, full, endpoints, facts)
        if (problem && !this.skipUnserved(full, problem)) problems.push(problem)
      }
    }
  }

  /** Loads one file; returns its problem instead of throwing. */
  private add(
    def: EndpointDef | undefined,
    endpointId: string,
    name: string,
    file: string,
    endpoints: ReadonlyMap<string, EndpointDef>,
    facts: WorldFacts | undefined,
  ): FileError | undefined {
    if (!name.endsWith('.json')) {
      return new FileError(file, '$', 'not a .json file', 'fixtures are <endpoint>/<value>.json files')
    }
    // a reload checks the running version of a file against the new table: edits on disk are the watcher's to apply
    const running = this.lastGood?.byFile.get(resolve(file))
    if (!def) {
      if (!isPassthroughRecording(file)) return notAnEndpoint(file, endpointId, endpoints)
      const recording = running ?? readPassthroughRecording(file)
      if (recording instanceof FileError) return recording
      this.put(endpointId, fixtureStem(name), recording)
      return undefined
    }
    let text: string | undefined
    let stamp: Stamp | undefined
    try {
      text = running?.json
    } catch {
      // a running version read again on use whose file is now broken: the disk decides, as for any other file
    }
    if (text === undefined) {
      try {
        // past the budget, the text is let go once checked: its size and time tell on use whether it is the same file
        if (this.held >= this.heldLimit) ({ text, stamp } = readStamped(file))
        else text = readText(file)
      } catch (err) {
        return cannotRead(file, err)
      }
    }
    return this.accept(def, name, file, text, stamp, facts)
  }

  /**
   * Whether a reload passes over a file that is a problem: one the running store does not serve is left out with a
   * warning (its own reload told about it); one it serves is refused by the new table, which is a problem.
   */
  private skipUnserved(file: string, problem: FileError): boolean {
    if (!this.lastGood || this.lastGood.byFile.has(resolve(file))) return false
    this.lastGood.warn(`skipped fixture ${problem.message}; it was not served before either`)
    return true
  }

  /** Checks a fixture's text and holds it; returns its problem instead of throwing. */
  private accept(
    def: EndpointDef,
    name: string,
    file: string,
    text: string,
    stamp: Stamp | undefined,
    facts: WorldFacts | undefined,
  ): FileError | undefined {
    const checked = checkFixtureText(def, file, text)
    if (checked instanceof FileError) return checked
    const stem = fixtureStem(name)
    if (checked.notFound !== undefined) {
      this.put(def.id, stem, new LoadedFixture(file, text, checked.notFound))
      if (facts && stem !== DEFAULT_FIXTURE) addMissingFact(facts, def, keyOfStem(stem))
      return undefined
    }
    if (!stamp) this.held += text.length
    this.put(def.id, stem, new LoadedFixture(file, text, undefined, stamp && { def, stamp }))
    if (facts) addFacts(facts, def, stem, checked.body, file)
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

  /** The fixture recorded for exactly this value and page, or with no value for `_default` (pass-through). */
  exact(endpointId: string, key: string | null, page: number): Fixture | undefined {
    const id = key === null ? (page > 1 ? lookupId(DEFAULT_FIXTURE, page) : DEFAULT_ID) : lookupId(key, page)
    return this.byEndpoint.get(endpointId)?.get(id)
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
    for (const [endpointId, map] of this.byEndpoint)
      for (const fixture of map.values()) out.push({ endpointId, fixture })
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

  /**
   * Adds what every fixture held says about the entities it names (as load does with `facts`); yields after each
   * fixture, so a caller with many can let other work run.
   */
  *addFactsTo(facts: WorldFacts, endpoints: ReadonlyMap<string, EndpointDef>): Generator<void> {
    for (const [endpointId, map] of this.byEndpoint) {
      const def = endpoints.get(endpointId)
      if (!def) continue
      for (const [id, fixture] of map) {
        if (id === DEFAULT_ID) continue
        const cut = id.indexOf('\u0000')
        const key = cut < 0 ? id : id.slice(0, cut)
        if (fixture.notFound !== undefined) addMissingFact(facts, def, key)
        else addKeyFacts(facts, def, key, JSON.parse(fixture.json) as unknown, fixture.file)
        yield
      }
    }
  }

  get size(): number {
    let n = 0
    for (const m of this.byEndpoint.values()) n += m.size
    return n
  }
}
