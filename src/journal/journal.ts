import { parseIsoTime } from '../clock.js'
import { compileGlob } from '../scenarios/glob.js'
import { isoTime } from '../util/dates.js'
import { hash53 } from '../util/hash.js'
import { REDACTED_MARK, isSecretName, redactKey, redactParam, redactQuery } from '../util/redact.js'
import type { AuthStyle, JournalEntry } from './schema.js'

export type { JournalEntry } from './schema.js'

/** Something that changed the mock's behaviour outside a request: told to subscribers next to the requests. */
export interface JournalNotice {
  /** `log`: lines of the request log were dropped (written by the log itself, never by the journal). */
  kind: 'scenario' | 'clock' | 'reload' | 'keys' | 'reset' | 'fixture' | 'log'
  /** One line, no key in full. */
  message: string
  /** A refused change (a broken file on reload). */
  failed?: boolean
}

/** What a subscriber is told: each request once answered, and each notice. */
export type JournalEvent = JournalRequestEvent | ({ type: 'notice'; time: string } & JournalNotice)

/** A request told to subscribers: its entry, and what the request log reads without building it (see RequestEvent). */
export interface JournalRequestEvent {
  type: 'request'
  readonly entry: JournalEntry
  readonly request?: RecordedRequest
  /** The query as the log prints it, when the URL's own text is that. */
  readonly plainQuery?: string | undefined
}

export interface JournalFilter {
  /** Exact path (`/v1/people/profile`), endpoint id (`people/profile`), or either with `*` wildcards. */
  path?: string
  status?: number
  /** The full key, or its redacted form as the journal shows it (`test…0001`). */
  key?: string
  /** Entries after this id (a number or digits), or at/after this time (an ISO string or a Date). */
  since?: number | string | Date
  method?: string
}

/** What the recorder passes in: an entry without its id; the query as parsed, or the URL to parse it from when read. */
export type JournalInput = Omit<JournalEntry, 'id' | 'time' | 'query' | 'auth' | 'disconnect'> & {
  /** Default `none`. */
  auth?: AuthStyle
  /** Default null. */
  disconnect?: JournalEntry['disconnect']
  at: number
  time?: string
  query?: Record<string, string>
  /** Path and query as received (or a whole URL): the query is read from it when the entry is first read. */
  url?: string
  /** The replica that answered, when replicas share a store. */
  instance?: string
}

/**
 * One ring slot, overwritten in place when the ring wraps: an entry keeps no object of its own on the request path,
 * so a busy mock's journal makes no garbage for the old generation (whose collections were the latency tail).
 */
class Stored {
  id = 0
  /** Hash of the full key, so a filter by full key never needs the key itself kept. */
  keyId: number | null = null
  at = 0
  time: string | undefined = undefined
  method = ''
  path = ''
  query: Record<string, string> | undefined = undefined
  url: string | undefined = undefined
  key: string | null = null
  auth: AuthStyle = 'none'
  scenario: string | null = null
  rule: number | null = null
  status: number | null = 0
  disconnect: JournalEntry['disconnect'] = null
  credits = 0
  latencyMs = 0
  source: string | null = null
  instance: string | undefined = undefined
  chaos: JournalEntry['chaos'] = undefined
  retryAfter: string | undefined = undefined
  /** The frozen entry, built on first read, off the request path. */
  built: JournalEntry | undefined = undefined

  fill(input: JournalInput, id: number, keyId: number | null): this {
    this.id = id
    this.keyId = keyId
    this.at = input.at
    this.time = input.time
    this.method = input.method
    this.path = input.path
    this.query = input.query
    this.url = input.url
    this.key = input.key
    this.auth = input.auth ?? 'none'
    this.scenario = input.scenario
    this.rule = input.rule
    this.status = input.status
    this.disconnect = input.disconnect ?? null
    this.credits = input.credits
    this.latencyMs = input.latencyMs
    this.source = input.source
    this.instance = input.instance
    this.chaos = input.chaos
    this.retryAfter = input.retryAfter
    this.built = undefined
    return this
  }
}

function pathMatcher(pattern: string): (path: string) => boolean {
  const bare = pattern.replace(/^\/+/, '')
  const candidates = bare.startsWith('v1/') ? [`/${bare}`] : [`/${bare}`, `/v1/${bare}`]
  // compiled once per filter, and linear in the path: no pattern can freeze the server
  const matchers = candidates.map((c) => compileGlob(c))
  return (path) => matchers.some((m) => m(path))
}

function sinceMatcher(since: number | string | Date): (s: Stored) => boolean {
  if (typeof since === 'number') return (s) => s.id > since
  if (typeof since === 'string' && /^\d+$/.test(since)) {
    const id = Number(since)
    return (s) => s.id > id
  }
  const parsed = since instanceof Date ? { ok: true as const, ms: since.getTime() } : parseIsoTime(since)
  if (!parsed.ok) throw new Error(`since: "${since}" is neither an entry id nor a time: ${parsed.problem}`)
  if (Number.isNaN(parsed.ms)) throw new Error('since: the Date is invalid')
  const at = parsed.ms
  return (s) => s.at >= at
}

/** Sets a parameter as an own property: one named __proto__ stays a parameter (assignment would set the prototype). */
function setParam(out: Record<string, string>, name: string, value: string): void {
  if (name === '__proto__')
    Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true })
  else out[name] = value
}

/** Adds a parameter's first value. */
function addParam(out: Record<string, string>, name: string, value: string): void {
  if (name !== '' && !Object.hasOwn(out, name)) setParam(out, name, redactParam(name, value))
}

const ENCODED = /[%+]/

/** First value of each query parameter of a URL (or of a path and query), secret ones redacted. */
export function queryOfUrl(url: string): Record<string, string> {
  const at = url.indexOf('?')
  const out: Record<string, string> = {}
  if (at < 0) return out
  const hash = url.indexOf('#', at)
  const text = url.slice(at + 1, hash < 0 ? undefined : hash)
  if (ENCODED.test(text)) {
    for (const [name, value] of new URLSearchParams(text)) addParam(out, name, value)
    return out
  }
  // nothing encoded (the usual query): split as URLSearchParams would, without its cost
  for (const part of text.split('&')) {
    const eq = part.indexOf('=')
    addParam(out, eq < 0 ? part : part.slice(0, eq), eq < 0 ? '' : part.slice(eq + 1))
  }
  return out
}

function entryOf(s: Stored, hashKey: (key: string) => number): JournalEntry {
  s.built ??= buildEntry(s, s.id, s.keyId, hashKey)
  return s.built
}

/** The query with any value that is the request's own key (whatever its parameter's name) redacted like a key. */
function withoutOwnKey(
  query: Record<string, string>,
  keyId: number | null,
  hashKey: (key: string) => number,
): Record<string, string> {
  if (keyId === null || !Object.values(query).some((v) => v !== '' && hashKey(v) === keyId)) return query
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(query))
    setParam(out, name, value !== '' && hashKey(value) === keyId ? redactKey(value) : value)
  return out
}

/** The entry of a request's fields: a ring slot's, or for a subscriber the recorder's input itself. */
function buildEntry(s: JournalInput, id: number, keyId: number | null, hashKey: (key: string) => number): JournalEntry {
  // the query is parsed and redacted here, when read, so the request path never pays for it; it is kept in memory only
  const query = s.query ? redactQuery(s.query) : queryOfUrl(s.url ?? '')
  return Object.freeze({
    id,
    time: s.time ?? isoTime(s.at),
    method: s.method,
    path: s.path,
    query: Object.freeze(withoutOwnKey(query, keyId, hashKey)),
    key: s.key,
    auth: s.auth ?? 'none',
    scenario: s.scenario,
    rule: s.rule,
    status: s.status,
    disconnect: s.disconnect ?? null,
    credits: s.credits,
    latencyMs: s.latencyMs,
    source: s.source,
    ...(s.retryAfter !== undefined ? { retryAfter: s.retryAfter } : {}),
    ...(s.chaos !== undefined ? { chaos: s.chaos } : {}),
    ...(s.instance !== undefined ? { instance: s.instance } : {}),
  }) as JournalEntry
}

/** What the request log reads of a request, without its entry being built. */
export type RecordedRequest = Readonly<
  Pick<
    JournalInput,
    'at' | 'time' | 'method' | 'path' | 'key' | 'status' | 'disconnect' | 'latencyMs' | 'scenario' | 'rule' | 'source'
  >
>

/** Query text that prints as it is: nothing encoded, nothing a terminal could act on. */
const PLAIN_QUERY = /^[A-Za-z0-9*._=&-]*$/

/**
 * The query text of a URL when the entry's query would print the same (nothing encoded, each part one `name=value`
 * with a name of its own, no secret-named parameter, not the request's own key): the request log writes it as it is.
 */
function plainQueryOf(url: string | undefined, rawKey: string | undefined): string | undefined {
  if (url === undefined) return undefined
  const at = url.indexOf('?')
  if (at < 0) return ''
  const text = url.slice(at + 1)
  if (rawKey && text.includes(rawKey)) return undefined
  // clients repeat their queries: the last one's verdict is kept
  if (text !== lastQuery) {
    lastQuery = text
    lastPlain = plainQueryText(text)
  }
  return lastPlain
}

let lastQuery: string | undefined
let lastPlain: string | undefined

/** A name an object puts before all others whatever the order it was set in: the entry's query reorders it. */
function isArrayIndex(name: string): boolean {
  return /^(?:0|[1-9]\d{0,9})$/.test(name) && Number(name) < 2 ** 32 - 1
}

function plainQueryText(text: string): string | undefined {
  if (!PLAIN_QUERY.test(text)) return undefined
  const names: string[] = []
  for (const part of text.split('&')) {
    const eq = part.indexOf('=')
    // `flag` prints as `flag=`, and `a=b=c` with its second `=` encoded
    if (eq <= 0 || part.indexOf('=', eq + 1) >= 0) return undefined
    const name = part.slice(0, eq)
    if (names.includes(name) || isSecretName(name) || isArrayIndex(name)) return undefined
    names.push(name)
  }
  return text
}

/**
 * A request as told to subscribers: the recorder's input (its own object, never reused, where the ring's slot is),
 * its entry built on first read.
 */
class RequestEvent implements JournalRequestEvent {
  readonly type = 'request'
  private built: JournalEntry | undefined = undefined
  constructor(
    private readonly recorded: JournalInput,
    private readonly id: number,
    private readonly keyId: number | null,
    private readonly hashKey: (key: string) => number,
    /** The query as the log prints it, when the URL's own text is that (see plainQueryOf); else undefined. */
    readonly plainQuery: string | undefined,
  ) {}

  get entry(): JournalEntry {
    this.built ??= buildEntry(this.recorded, this.id, this.keyId, this.hashKey)
    return this.built
  }

  get request(): RecordedRequest {
    return this.recorded
  }
}

/** A ring of the last `size` requests, oldest first; adding is O(1). */
export class Journal {
  private ring: Stored[] = []
  private start = 0
  private nextId = 1
  private lastKey = ''
  private lastKeyId = 0
  /** Replaced, not changed, at each (un)subscribe: an emit walks the array it began with, with no iterator. */
  private listeners: readonly ((event: JournalEvent) => void)[] = []
  /** Told when the journal is cleared (a shared store clears every replica's). */
  onClear: (() => void) | undefined
  /** Told when the first subscriber comes and the last goes: a shared store follows the other replicas only then. */
  onWatch: ((watching: boolean) => void) | undefined

  /** Whether anyone subscribed. */
  get watched(): boolean {
    return this.listeners.length > 0
  }

  /** `hashKey`: how a full key becomes the number a filter by key compares (the same in every replica). */
  constructor(
    readonly size: number,
    private readonly hashKey: (key: string) => number = hash53,
  ) {
    if (!Number.isSafeInteger(size) || size < 0)
      throw new Error(`journalSize must be a whole number >= 0, got ${String(size)}`)
  }

  /**
   * Adds an entry another replica (or this one) wrote to a shared journal, with the id and key hash it has there;
   * `quiet`: an entry from before anyone subscribed, which subscribers are not told as new.
   */
  ingest(input: JournalInput, id: number, keyId: number | null, quiet = false): void {
    this.nextId = Math.max(this.nextId, id + 1)
    const stored = this.slot(input, undefined, { id, keyId })
    if (!quiet && this.listeners.length > 0)
      this.emit(new RequestEvent(input, stored.id, stored.keyId, this.hashKey, undefined))
  }

  /** Records one request; `rawKey` is hashed for filtering and never stored. */
  add(input: JournalInput, rawKey?: string): JournalEntry {
    return entryOf(this.store(input, rawKey, true), this.hashKey)
  }

  /** The request path's version of add: keeps the fields, builds no entry. */
  record(input: JournalInput, rawKey?: string): void {
    this.store(input, rawKey)
  }

  private store(input: JournalInput, rawKey: string | undefined, keep = false): Stored {
    const stored = this.slot(input, rawKey)
    // with no subscriber (the usual case) the request path builds no entry; a subscriber gets the input (the ring
    // reuses the slot), and the entry is built from it only if read
    if (this.listeners.length > 0) {
      const event = new RequestEvent(
        input,
        stored.id,
        stored.keyId,
        this.hashKey,
        input.query ? undefined : plainQueryOf(input.url, rawKey),
      )
      // an entry kept in its slot would outlive a young collection and be promoted, request after request
      if (keep) stored.built = event.entry
      this.emit(event)
    }
    return stored
  }

  private slot(input: JournalInput, rawKey: string | undefined, given?: { id: number; keyId: number | null }): Stored {
    const id = given?.id ?? this.nextId++
    const keyId = given ? given.keyId : rawKey ? this.keyIdOf(rawKey) : null
    if (this.size === 0) return new Stored().fill(input, id, keyId)
    if (this.ring.length < this.size) {
      const stored = new Stored().fill(input, id, keyId)
      this.ring.push(stored)
      return stored
    }
    const slot = this.ring[this.start] as Stored
    this.start = (this.start + 1) % this.size
    // an entry handed out earlier is its own frozen copy, so reusing the slot changes nothing a caller holds
    return slot.fill(input, id, keyId)
  }

  /** The key's hash; clients send the same key request after request, so the last one is kept. */
  private keyIdOf(rawKey: string): number {
    if (rawKey !== this.lastKey) {
      this.lastKey = rawKey
      this.lastKeyId = this.hashKey(rawKey)
    }
    return this.lastKeyId
  }

  /** Calls `listener` for every request recorded and every notice from now on; returns the unsubscribe function. */
  subscribe(listener: (event: JournalEvent) => void): () => void {
    if (!this.listeners.includes(listener)) this.listeners = [...this.listeners, listener]
    if (this.listeners.length === 1) this.onWatch?.(true)
    return () => {
      if (!this.listeners.includes(listener)) return
      this.listeners = this.listeners.filter((l) => l !== listener)
      if (this.listeners.length === 0) this.onWatch?.(false)
    }
  }

  /** Tells subscribers of a change made outside a request (a scenario switch, a reload, a clock move). */
  notify(notice: JournalNotice, at: number = Date.now()): void {
    if (this.listeners.length > 0) this.emit({ type: 'notice', time: new Date(at).toISOString(), ...notice })
  }

  private emit(event: JournalEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event)
      } catch {
        // a broken subscriber (a closed stream) must not fail the request it is told about
      }
    }
  }

  get length(): number {
    return this.ring.length
  }

  list(filter: JournalFilter = {}): JournalEntry[] {
    const tests: ((s: Stored) => boolean)[] = []
    if (filter.path !== undefined) {
      const match = pathMatcher(filter.path)
      tests.push((s) => match(s.path))
    }
    if (filter.status !== undefined) tests.push((s) => s.status === filter.status)
    if (filter.method !== undefined) {
      const method = filter.method.toUpperCase()
      tests.push((s) => s.method === method)
    }
    if (filter.key !== undefined) {
      const key = filter.key
      // printable-ASCII keys never contain the ellipsis, so it tells the redacted form apart
      if (key.includes(REDACTED_MARK)) tests.push((s) => s.key === key)
      else {
        const id = this.hashKey(key)
        tests.push((s) => s.keyId === id)
      }
    }
    if (filter.since !== undefined) tests.push(sinceMatcher(filter.since))
    const out: JournalEntry[] = []
    for (let i = 0; i < this.ring.length; i++) {
      const s = this.ring[(this.start + i) % this.ring.length]
      if (s && tests.every((t) => t(s))) out.push(entryOf(s, this.hashKey))
    }
    return out
  }

  /** Empties the journal; ids keep counting so a saved `since` stays meaningful. Returns how many were dropped. */
  clear(): number {
    const n = this.ring.length
    this.ring = []
    this.start = 0
    this.onClear?.()
    return n
  }

  /** Back to the start-up state: empty, ids from 1. */
  reset(): void {
    this.clear()
    this.nextId = 1
  }
}
