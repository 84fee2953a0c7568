import { createHash, randomInt, randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { createClient } from 'redis'
import { MockError } from '../errors.js'
import { type JournalInput, queryOfUrl } from '../journal/journal.js'
import type { KeyEntry, KeyState, PlanName } from '../keys.js'
import type { Scenario } from '../scenarios/schema.js'
import { SCRIPTS } from './scripts.js'
import type { Admission, CountedAnswer, SharedHold, StateStore, StoreHealth, StoreParts } from './store.js'

/** A namespace name: no `:` (it separates a namespace's keys), no glob character (SCAN reads it as a pattern). */
export const STORE_PREFIX = /^[A-Za-z0-9_.-]{1,64}$/

export interface RedisStoreOptions {
  /** `redis://[user:password@]host:port[/db]` (or `rediss://`). */
  url: string
  /** The namespace: mocks with different prefixes share one Redis without seeing each other. Default `default`. */
  prefix?: string
  /** This replica's name in the journal. Default the host name. */
  instance?: string
  /** Serve from this process's own state (with a warning) while Redis is unreachable, instead of 503. */
  failOpen?: boolean
  /** Longest wait for one command before the request answers 503 (a Redis that hangs without closing). Default 5 s. */
  timeoutMs?: number
}

/** The URL with its password replaced: it is shown in errors, the banner and /__admin/health. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(an address that is not a URL)'
  }
}

/** What replicas share besides the per-key counters: written whole after every admin change. */
interface Snapshot {
  token: string
  /** Changes on every full reset: a replica that sees a new one resets its own state first. */
  resets: string
  /** Changes whenever the journal is cleared. */
  cleared: string
  scenario: string | null
  inline: Scenario[]
  /** Pinned scenario per key hash. */
  pins: Record<string, string>
  /** Plan and limit per key hash (changed through the admin API). */
  plans: Record<string, { plan: PlanName; limit: number | null }>
  /** Keys added at run time, by hash, without the key itself. */
  added: Record<string, Omit<KeyEntry, 'key'>>
  /** The virtual clock's time, or null on a real clock. */
  clock: number | null
}

const sha = (text: string): string => createHash('sha256').update(text).digest('hex')

/** A key's id in Redis: part of its SHA-256, so no key is written in the clear. */
const keyId = (key: string): string => sha(key).slice(0, 32)

/** The journal's number for a key (a filter by full key compares it): from the hash, never from the key itself. */
export const journalKeyHash = (key: string): number => Number.parseInt(keyId(key).slice(0, 13), 16)

function makeClient(url: string, reconnect: (retries: number, cause: Error) => number | Error) {
  return createClient({
    url,
    scripts: SCRIPTS,
    // no timeout signal per command (it cost more than the command): the store's watchdog bounds the waits
    commandOptions: { timeout: 0 },
    // a command while disconnected fails at once: the request answers 503 now, not after a queue drains
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: reconnect },
  })
}

type Client = ReturnType<typeof makeClient>

/** A command awaited on the request path, failed by the watchdog once it waited longer than the timeout. */
interface Waiter {
  at: number
  done: boolean
  reject: (err: Error) => void
}

function unavailable(): MockError {
  return new MockError('STATE_UNAVAILABLE')
}

/**
 * Connects to Redis and answers the store; rejects naming the URL (password redacted) when it cannot connect. The
 * client reconnects on its own once it was up; a lost connection makes requests fail closed (503) or, with `failOpen`,
 * be served from this process's own state.
 */
export async function connectRedisStore(options: RedisStoreOptions): Promise<StateStore> {
  const prefix = options.prefix ?? 'default'
  if (!STORE_PREFIX.test(prefix))
    throw new Error(`store prefix "${prefix}": use 1 to 64 letters, digits, '_', '.' or '-'`)
  const shown = redactUrl(options.url)
  let up = false
  // at start-up a refusal is final (the command exits naming the URL); later, retry every 100-500 ms
  const client = makeClient(options.url, (retries, cause) => (up ? Math.min(100 + retries * 50, 500) : cause))
  const tail = client.duplicate()
  let lastError = ''
  client.on('error', (err: Error) => {
    lastError = err.message
  })
  tail.on('error', () => undefined)
  try {
    await client.connect()
    await tail.connect()
  } catch (err) {
    client.destroy()
    tail.destroy()
    throw new Error(`cannot reach the state store at ${shown}: ${(err as Error).message || lastError}`)
  }
  up = true
  return new RedisStore(client, tail, { ...options, prefix, shown })
}

class RedisStore implements StateStore {
  readonly kind = 'redis'
  readonly hashKey = journalKeyHash
  private parts: StoreParts | undefined
  private readonly base: string
  private instance: string
  private readonly named: boolean
  private readonly failOpen: boolean
  /** Commands awaited on the request path, oldest first (replies come in order on one connection). */
  private waiting: Waiter[] = []
  private readonly watchdog: NodeJS.Timeout
  private readonly timeoutMs: number
  private token: string | undefined
  private resets = ''
  private cleared = ''
  /** Writes the admin API's changes queued, done in order before the snapshot is published. */
  private ops: (() => Promise<unknown>)[] = []
  private resetPending = false
  /** Applying another replica's snapshot: the hooks must not queue it back. */
  private applying = false
  private readonly ids = new Map<string, string>()
  private added: Record<string, Omit<KeyEntry, 'key'>> = {}
  private lastStreamId = '0-0'
  private lastEntry = 0
  private warnedOpen = false
  private closed = false

  constructor(
    private readonly client: Client,
    private readonly tail: Client,
    private readonly options: RedisStoreOptions & { prefix: string; shown: string },
  ) {
    this.base = `nlm:${options.prefix}`
    this.instance = options.instance ?? hostname()
    this.named = options.instance !== undefined
    this.failOpen = options.failOpen === true
    this.timeoutMs = options.timeoutMs ?? 5000
    // one timer for every command, not one per command (a timeout signal each cost more than the command)
    this.watchdog = setInterval(() => this.expire(), Math.min(1000, this.timeoutMs / 4))
    this.watchdog.unref()
    client.on('ready', () => {
      if (this.warnedOpen) this.parts?.warn(`state store ${options.shown} is back: state is shared again`)
      this.warnedOpen = false
    })
  }

  private get g(): string {
    return `{${this.base}}`
  }

  private idOf(key: string): string {
    let id = this.ids.get(key)
    if (id === undefined) {
      id = keyId(key)
      this.ids.set(key, id)
    }
    return id
  }

  private keyOf(state: KeyState): [string, string] {
    const tag = `{${this.base}:${this.idOf(state.key)}}`
    return [`${tag}:k`, `${tag}:w`]
  }

  nameInstance(name: string): void {
    if (!this.named) this.instance = name
  }

  attach(parts: StoreParts): void {
    this.parts = parts
    this.startup = new Set(parts.keys.all().map((s) => s.key))
    parts.keys.onBalance = (state, change) => {
      if (this.applying) return
      const [k, w] = this.keyOf(state)
      if (change === 'reset') this.ops.push(() => this.t(this.client.del([k, w])))
      else {
        const credits = state.credits === null ? -1 : state.credits
        this.ops.push(() => this.t(this.client.setCredits([k], [String(credits)])))
      }
    }
    parts.keys.lookup = (key) => {
      const entry = this.added[keyId(key)]
      return entry ? { ...entry, key } : undefined
    }
    parts.journal.onClear = () => {
      if (this.applying) return
      this.cleared = randomUUID()
      this.ops.push(() => this.t(this.client.del(`${this.g}:journal`)))
    }
    parts.journal.onWatch = (watching) => {
      this.watching = watching
      if (watching) void this.follow()
    }
    if (parts.journal.watched) parts.journal.onWatch(true)
  }

  /** Someone follows the journal live (the console, the terminal's request log): the tail runs. */
  private watching = false
  private following = false

  /**
   * Feeds every replica's journal entries to this one's journal as they come, while someone follows it live; without
   * a follower the journal catches up when it is read, and no replica reads entries no one looks at.
   */
  private async follow(): Promise<void> {
    if (this.following) return
    this.following = true
    try {
      await this.catchUp(true)
    } catch {
      // the loop below reads from where the journal is
    }
    while (!this.closed && this.watching) {
      try {
        if (!this.tail.isReady) {
          await new Promise((resolve) => setTimeout(resolve, 100))
          continue
        }
        const read = await this.tail.xRead({ key: `${this.g}:journal`, id: this.lastStreamId }, { BLOCK: 1000 })
        for (const stream of (read as { messages: StreamMessage[] }[] | null) ?? []) this.ingest(stream.messages)
      } catch {
        if (!this.closed) await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    this.following = false
  }

  private ingest(messages: readonly StreamMessage[], quiet = false): void {
    const journal = this.parts?.journal
    for (const { id: streamId, message } of messages) {
      this.lastStreamId = streamId
      const id = Number(message.id)
      if (!journal || !(id > this.lastEntry) || message.e === undefined) continue
      this.lastEntry = id
      const { keyId: kid, ...input } = JSON.parse(message.e) as JournalInput & { keyId: number | null }
      journal.ingest(input, id, kid, quiet)
    }
  }

  /** Whether a call may go to Redis now; otherwise throws (fail closed) or answers false (fail open). */
  private usable(): boolean {
    if (this.client.isReady) return true
    return this.down()
  }

  private down(): false {
    if (!this.failOpen) throw unavailable()
    if (!this.warnedOpen) {
      this.warnedOpen = true
      this.parts?.warn(
        `state store ${this.options.shown} unreachable: serving from this process's own state (--store-fail-open)`,
      )
    }
    return false
  }

  /** Runs a call to Redis; a failure is a 503 (or, failing open, undefined: the caller uses local state). */
  private async guard<T>(run: () => Promise<T>): Promise<T | undefined> {
    try {
      return await run()
    } catch (err) {
      if (err instanceof MockError) throw err
      this.down()
      return undefined
    }
  }

  sync(full: boolean): Promise<void> | undefined {
    if (!this.usable()) return undefined
    return this.guard(async () => {
      const token = await this.t(this.client.get(`${this.g}:ver`))
      if (token !== null && token !== this.token) {
        const text = await this.t(this.client.get(`${this.g}:cfg`))
        if (text !== null) this.apply(JSON.parse(text) as Snapshot)
      }
      if (full) await Promise.all([this.refreshKeys(), this.catchUp()])
    }) as Promise<void>
  }

  /** Balances and usage of every key this replica knows, as Redis has them (admin reads). */
  private async refreshKeys(): Promise<void> {
    const { keys } = this.parts as StoreParts
    const all = keys.all()
    const rows = await Promise.all(
      all.map((s) =>
        this.t(this.client.hmGet(this.keyOf(s)[0], ['credits', 'calls', 'creditsUsed', 'throttled', 'refused'])),
      ),
    )
    all.forEach((state, i) => {
      const [credits, calls, creditsUsed, throttled, refused] = rows[i] ?? []
      const entry = keys.entry(state.key)
      const grant = entry?.credits === 'unlimited' ? null : (entry?.credits ?? null)
      state.credits = credits == null ? grant : Number(credits) < 0 ? null : Number(credits)
      state.usage.calls = Number(calls ?? 0)
      state.usage.creditsUsed = Number(creditsUsed ?? 0)
      state.usage.throttled = Number(throttled ?? 0)
      state.usage.refused = Number(refused ?? 0)
    })
  }

  /** Every journal entry written so far, in this replica's journal before an admin read answers. */
  private async catchUp(quiet = false): Promise<void> {
    const messages = await this.t(this.client.xRange(`${this.g}:journal`, `(${this.lastStreamId}`, '+'))
    this.ingest(messages as StreamMessage[], quiet)
  }

  private apply(snap: Snapshot): void {
    const { keys, scenarios, clock, journal } = this.parts as StoreParts
    this.applying = true
    try {
      if (snap.resets !== this.resets) {
        keys.reset()
        scenarios.reset()
        journal.reset()
        this.lastEntry = 0
        this.resets = snap.resets
      }
      if (snap.cleared !== this.cleared) {
        journal.clear()
        this.cleared = snap.cleared
      }
      this.added = snap.added
      const shared = scenarios.sharedState()
      const held = new Map(shared.inline.map((s) => [s.name, JSON.stringify(s)]))
      for (const s of snap.inline) if (held.get(s.name) !== JSON.stringify(s)) scenarios.define(s)
      if (shared.runtime !== (snap.scenario ?? undefined)) scenarios.use(snap.scenario ?? undefined)
      for (const state of keys.all()) {
        const id = this.idOf(state.key)
        const pin = snap.pins[id]
        if (shared.pins.get(state.key) !== pin) scenarios.useForKey(state.key, pin)
        const plan = snap.plans[id]
        if (plan) {
          state.plan = plan.plan
          state.limit = plan.limit
        }
      }
      if (snap.clock !== null && clock.kind === 'virtual' && snap.clock > clock.now())
        clock.advance(snap.clock - clock.now())
      this.token = snap.token
    } finally {
      this.applying = false
    }
  }

  private snapshot(token: string): Snapshot {
    const { keys, scenarios, clock } = this.parts as StoreParts
    const shared = scenarios.sharedState()
    const pins: Record<string, string> = {}
    for (const [key, name] of shared.pins) pins[this.idOf(key)] = name
    const plans: Snapshot['plans'] = {}
    const added = { ...this.added }
    for (const state of keys.all()) {
      const id = this.idOf(state.key)
      plans[id] = { plan: state.plan, limit: state.limit }
      const entry = keys.entry(state.key)
      if (entry && !this.startup.has(state.key)) {
        const { key: _key, ...rest } = entry
        added[id] = rest
      }
    }
    return {
      token,
      resets: this.resets,
      cleared: this.cleared,
      scenario: shared.runtime ?? null,
      inline: shared.inline,
      pins,
      plans,
      added,
      clock: clock.kind === 'virtual' ? clock.now() : null,
    }
  }

  /** The keys given at start-up: every replica has them; only keys added later are shared (by hash). */
  private startup = new Set<string>()

  admit(state: KeyState, cost: number, now: number, count: boolean): Promise<Admission> | undefined {
    if (!this.usable()) return undefined
    const [k, w] = this.keyOf(state)
    const entry = (this.parts as StoreParts).keys.entry(state.key)
    const grant = entry === undefined || entry.credits === 'unlimited' ? -1 : entry.credits
    const args = [
      String(now),
      String(state.limit ?? -1),
      String(cost),
      String(grant),
      String(randomInt(2 ** 40)),
      count ? '1' : '0',
    ]
    return this.guard(async () => {
      const [allowed, reason, remaining, retryAfter, credits, epoch, held] = (await this.t(
        this.client.admit([k, w], args),
      )) as [number, string, number, number, number, number, number]
      return {
        allowed: allowed === 1,
        reason: reason as Admission['reason'],
        remaining: remaining < 0 ? null : remaining,
        retryAfter,
        credits: credits < 0 ? null : credits,
        hold: held === 1 ? { state, cost, epoch } : undefined,
        counted: count,
      }
    }) as Promise<Admission>
  }

  /** Bounds a command by the timeout: a Redis that hangs without closing fails it (503), as one that is gone does. */
  private t<T>(command: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = { at: performance.now(), done: false, reject }
      this.waiting.push(waiter)
      command.then(
        (value) => {
          waiter.done = true
          resolve(value)
        },
        (err: unknown) => {
          waiter.done = true
          reject(err)
        },
      )
    })
  }

  /** The watchdog: fails the commands that waited longer than the timeout, and forgets the answered ones. */
  private expire(): void {
    const cutoff = performance.now() - this.timeoutMs
    const waiting = this.waiting
    let i = 0
    for (; i < waiting.length; i++) {
      const w = waiting[i] as Waiter
      if (w.done) continue
      if (w.at > cutoff) break
      w.done = true
      w.reject(new Error(`no answer from the state store within ${this.timeoutMs} ms`))
    }
    if (i > 0) this.waiting = waiting.slice(i)
  }

  giveBack(hold: SharedHold): Promise<void> | undefined {
    if (!this.client.isReady) return undefined
    const [k] = this.keyOf(hold.state)
    // a hold that cannot be given back stays spent: never twice
    return this.t(this.client.giveBack([k], [String(hold.cost), String(hold.epoch)])).then(
      () => undefined,
      () => undefined,
    )
  }

  private lastKey = ''
  private lastKeyHash = 0

  record(input: JournalInput, rawKey: string | undefined, counted: CountedAnswer | undefined): boolean {
    if (!this.client.isReady) return false
    const size = Math.max(1, (this.parts as StoreParts).journal.size)
    if (rawKey !== undefined && rawKey !== this.lastKey) {
      this.lastKey = rawKey
      this.lastKeyHash = journalKeyHash(rawKey)
    }
    // the query as the journal shows it (secret parameters redacted): the URL as sent never leaves the process
    const { url, ...fields } = input
    const entry = JSON.stringify({
      ...fields,
      query: input.query ?? queryOfUrl(url ?? ''),
      instance: this.instance,
      keyId: rawKey ? this.lastKeyHash : null,
    })
    // not awaited: the answer is made, and a lost write is no reason to fail it; node-redis sends the writes of one
    // turn of the event loop together, after the answer, so no request waits for its entry
    this.client.finish([`${this.g}:jid`, `${this.g}:journal`], [String(size), entry]).catch(ignore)
    if (counted) {
      const field = counted.relayed
        ? undefined
        : counted.status === 429
          ? 'throttled'
          : counted.status === 402
            ? 'refused'
            : undefined
      const admission = counted.admission
      const [k] = this.keyOf(counted.state)
      if (admission?.counted) {
        // the admission counted the call and its own refusal; an answer that became another refusal counts that too
        const counted =
          admission.reason === 'limit' ? 'throttled' : admission.reason === 'credits' ? 'refused' : undefined
        if (field && field !== counted) this.client.hIncrBy(k, field, 1).catch(ignore)
      } else {
        this.client.hIncrBy(k, 'calls', 1).catch(ignore)
        if (field) this.client.hIncrBy(k, field, 1).catch(ignore)
      }
    }
    return true
  }

  resetting(): void {
    if (this.applying) return
    this.resetPending = true
    this.ops = []
  }

  publish(): Promise<void> | undefined {
    this.usable()
    return this.guard(async () => {
      if (this.resetPending) {
        this.resetPending = false
        await this.clearNamespace()
        this.resets = randomUUID()
        this.lastEntry = 0
      }
      const ops = this.ops
      this.ops = []
      for (const op of ops) await op()
      const token = randomUUID()
      await this.t(
        this.client
          .multi()
          .set(`${this.g}:cfg`, JSON.stringify(this.snapshot(token)))
          .set(`${this.g}:ver`, token)
          .exec(),
      )
      this.token = token
    }) as Promise<void>
  }

  /** SCAN and DEL of this namespace's keys only: other namespaces (and whatever else the Redis holds) stay. */
  private async clearNamespace(): Promise<void> {
    for (const match of [`{${this.base}}*`, `{${this.base}:*`]) {
      for await (const batch of this.client.scanIterator({ MATCH: match, COUNT: 500 })) {
        if (batch.length > 0) await this.t(this.client.unlink(batch))
      }
    }
  }

  health(): StoreHealth {
    return {
      kind: 'redis',
      status: this.client.isReady ? 'ok' : 'unavailable',
      url: this.options.shown,
      prefix: this.options.prefix,
      instance: this.instance,
      failOpen: this.failOpen,
    }
  }

  async close(): Promise<void> {
    this.closed = true
    clearInterval(this.watchdog)
    this.tail.destroy()
    try {
      await this.client.close()
    } catch {
      this.client.destroy()
    }
  }
}

const ignore = (): undefined => undefined

interface StreamMessage {
  id: string
  message: Record<string, string>
}
