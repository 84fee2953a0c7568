import { hash53 } from '../util/hash.js'
import { redactKey } from '../keys.js'
import type { JournalEntry } from './schemas.js'

export type { JournalEntry } from './schemas.js'

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

interface Stored {
  /** Fields as recorded; the frozen entry is built on first read, off the request path. */
  input: JournalInput
  id: number
  built: JournalEntry | undefined
  /** Hash of the full key, so a filter by full key never needs the key itself kept. */
  keyId: number | null
}

/** What the recorder passes in: an entry without its id, plus the full key (hashed, never kept). */
export type JournalInput = Omit<JournalEntry, 'id' | 'time'> & { at: number; time?: string }

const REDACTED_MARK = '…'

function pathMatcher(pattern: string): (path: string) => boolean {
  const bare = pattern.replace(/^\/+/, '')
  const candidates = bare.startsWith('v1/') ? [`/${bare}`] : [`/${bare}`, `/v1/${bare}`]
  if (!pattern.includes('*')) return (path) => candidates.includes(path)
  const res = candidates.map((c) => new RegExp(`^${c.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`))
  return (path) => res.some((re) => re.test(path))
}

function sinceMatcher(since: number | string | Date): (s: Stored) => boolean {
  if (typeof since === 'number') return (s) => s.id > since
  if (typeof since === 'string' && /^\d+$/.test(since)) {
    const id = Number(since)
    return (s) => s.id > id
  }
  const at = since instanceof Date ? since.getTime() : Date.parse(since)
  if (Number.isNaN(at)) throw new Error(`since: "${String(since)}" is neither an entry id nor a time`)
  return (s) => s.input.at >= at
}

const SECRET_PARAM = /key|token|secret|auth|password/i

/** Query for the journal, with anything that looks like a secret redacted. */
export function journalQuery(query: Record<string, string>): Record<string, string> {
  // fromEntries defines each name as an own property, so a parameter named __proto__ stays a parameter
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, SECRET_PARAM.test(k) ? redactKey(v) : v]))
}

function entryOf(s: Stored): JournalEntry {
  if (!s.built) {
    const { at, ...fields } = s.input
    // the query is redacted here, when read, so the request path never pays for it; it is kept in memory only
    s.built = Object.freeze({
      id: s.id,
      ...fields,
      time: fields.time ?? new Date(at).toISOString(),
      query: Object.freeze(journalQuery(fields.query)),
    }) as JournalEntry
  }
  return s.built
}

/** A ring of the last `size` requests, oldest first; adding is O(1). */
export class Journal {
  private ring: Stored[] = []
  private start = 0
  private nextId = 1

  constructor(readonly size: number) {
    if (!Number.isSafeInteger(size) || size < 0) throw new Error(`journalSize must be a whole number >= 0, got ${String(size)}`)
  }

  /** Records one request; `rawKey` is hashed for filtering and never stored. */
  add(input: JournalInput, rawKey?: string): JournalEntry {
    return entryOf(this.store(input, rawKey))
  }

  /** The request path's version of add: keeps the fields, builds no entry. */
  record(input: JournalInput, rawKey?: string): void {
    this.store(input, rawKey)
  }

  private store(input: JournalInput, rawKey: string | undefined): Stored {
    const stored: Stored = { input, id: this.nextId++, built: undefined, keyId: rawKey ? hash53(rawKey) : null }
    if (this.size === 0) return stored
    if (this.ring.length < this.size) this.ring.push(stored)
    else {
      this.ring[this.start] = stored
      this.start = (this.start + 1) % this.size
    }
    return stored
  }

  get length(): number {
    return this.ring.length
  }

  list(filter: JournalFilter = {}): JournalEntry[] {
    const tests: ((s: Stored) => boolean)[] = []
    if (filter.path !== undefined) {
      const match = pathMatcher(filter.path)
      tests.push((s) => match(s.input.path))
    }
    if (filter.status !== undefined) tests.push((s) => s.input.status === filter.status)
    if (filter.method !== undefined) {
      const method = filter.method.toUpperCase()
      tests.push((s) => s.input.method === method)
    }
    if (filter.key !== undefined) {
      const key = filter.key
      // printable-ASCII keys never contain the ellipsis, so it tells the redacted form apart
      if (key.includes(REDACTED_MARK)) tests.push((s) => s.input.key === key)
      else {
        const id = hash53(key)
        tests.push((s) => s.keyId === id)
      }
    }
    if (filter.since !== undefined) tests.push(sinceMatcher(filter.since))
    const out: JournalEntry[] = []
    for (let i = 0; i < this.ring.length; i++) {
      const s = this.ring[(this.start + i) % this.ring.length]
      if (s && tests.every((t) => t(s))) out.push(entryOf(s))
    }
    return out
  }

  /** Empties the journal; ids keep counting so a saved `since` stays meaningful. Returns how many were dropped. */
  clear(): number {
    const n = this.ring.length
    this.ring = []
    this.start = 0
    return n
  }

  /** Back to the start-up state: empty, ids from 1. */
  reset(): void {
    this.clear()
    this.nextId = 1
  }
}
