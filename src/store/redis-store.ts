import { createHash, randomInt, randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type * as Redis from 'redis'
import { MockError } from '../errors.js'
import { type JournalInput, queryOfUrl } from '../journal/journal.js'
import { type KeyEntry, type KeyState, type PlanName, stateOf } from '../keys.js'
import { DEFAULT_STORE_PREFIX, STORE_PREFIX } from '../options.js'
import type { Scenario } from '../scenarios/schema.js'
import { scriptsOf } from './scripts.js'
import type {
  Admission,
  CountedAnswer,
  SharedHold,
  SharedWindow,
  StateStore,
  StoreHealth,
  StoreParts,
} from './store.js'

export interface RedisStoreOptions {
  /** `redis://[user:password@]host:port[/db]` (or `rediss://`). */
  url: string
  /** The namespace: mocks with different prefixes share one Redis without seeing each other. Default `default`. */
  prefix?: string
  /** This replica's name in the journal. Default the host name. */
  instance?: string
  /** Serve from this process's own state (with a warning) while Redis is unreachable, instead of 503. */
  failOpen?: boolean
  /**
   * Follow the other replicas' changes by pub/sub (default), or read the settings' version before every request
   * (false: one more round trip a request, for a Redis behind a proxy without pub/sub).
   */
  subscribe?: boolean
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
  /** Keys added at run time, by hash, without the key itself (its redacted form, for listing). */
  added: Record<string, AddedKey>
  /** The virtual clock's time, or null on a real clock. */
  clock: number | null
}

/** The snapshot as the fields of one Redis hash: a change writes only the fields it changed, so changes of different
 * settings made at the same moment on two replicas both hold. */
function toFields(s: Snapshot): Map<string, string> {
  const f = new Map<string, string>([
    ['resets', s.resets],
    ['cleared', s.cleared],
  ])
  if (s.scenario !== null) f.set('scenario', s.scenario)
  for (const sc of s.inline) f.set(`inline:${sc.name}`, JSON.stringify(sc))
  for (const [id, name] of Object.entries(s.pins)) f.set(`pin:${id}`, name)
  for (const [id, p] of Object.entries(s.plans)) f.set(`plan:${id}`, JSON.stringify(p))
  for (const [id, e] of Object.entries(s.added)) f.set(`added:${id}`, JSON.stringify(e))
  if (s.clock !== null) f.set('clock', String(s.clock))
  return f
}

function fromFields(f: Record<string, string>): Snapshot {
  const snap: Snapshot = {
    resets: f.resets ?? '',
    cleared: f.cleared ?? '',
    scenario: f.scenario ?? null,
    inline: [],
    pins: {},
    plans: {},
    added: {},
    clock: f.clock !== undefined ? Number(f.clock) : null,
  }
  for (const [name, value] of Object.entries(f)) {
    const cut = name.indexOf(':')
    const kind = name.slice(0, cut)
    const id = name.slice(cut + 1)
    if (kind === 'inline') snap.inline.push(JSON.parse(value) as Scenario)
    else if (kind === 'pin') snap.pins[id] = value
    else if (kind === 'plan') snap.plans[id] = JSON.parse(value) as Snapshot['plans'][string]
    else if (kind === 'added') snap.added[id] = JSON.parse(value) as Snapshot['added'][string]
  }
  return snap
}

/** How long a scenario counter of a key outlives its last call (counters of keys sent once must not pile up). */
const COUNTER_TTL_MS = 24 * 3600 * 1000

/** How long a change waits for every replica to say it applied it. */
const ACK_MS = 2000

type AddedKey = Omit<KeyEntry, 'key'> & { redacted: string }

const sha = (text: string): string => createHash('sha256').update(text).digest('hex')

/** A key's id in Redis: part of its SHA-256, so no key is written in the clear. */
const keyId = (key: string): string => sha(key).slice(0, 32)

/** The journal's number for a key (a filter by full key compares it): from the hash, never from the key itself. */
export const journalKeyHash = (key: string): number => Number.parseInt(keyId(key).slice(0, 13), 16)

function makeClient(redis: typeof Redis, url: string, reconnect: (retries: number, cause: Error) => number | Error) {
  return redis.createClient({
    url,
    scripts: scriptsOf(redis.defineScript),
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
  const prefix = options.prefix ?? DEFAULT_STORE_PREFIX
  if (!STORE_PREFIX.test(prefix))
    throw new Error(`store prefix "${prefix}": use 1 to 64 letters, digits, '_', '.' or '-'`)
  const shown = redactUrl(options.url)
  let up = false
  // at start-up a refusal is final (the command exits naming the URL); later, retry every 100-500 ms
  // loaded here, not at start-up: a server without --store redis never loads the client
  const redis = await import('redis')
  const client = makeClient(redis, options.url, (retries, cause) => (up ? Math.min(100 + retries * 50, 500) : cause))
  const tail = client.duplicate()
  const sub = client.duplicate()
  let lastError = ''
  client.on('error', (err: Error) => {
    lastError = err.message
  })
  tail.on('error', () => undefined)
  sub.on('error', () => undefined)
  try {
    await client.connect()
    await tail.connect()
    await sub.connect()
  } catch (err) {
    client.destroy()
    tail.destroy()
    sub.destroy()
    throw new Error(`cannot reach the state store at ${shown}: ${(err as Error).message || lastError}`)
  }
  up = true
  return new RedisStore(client, tail, sub, { ...options, prefix, shown })
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
  private added: Record<string, AddedKey> = {}
  private unseen: { state: KeyState; scenario: string | undefined }[] = []
  private lastStreamId = '0-0'
  private lastEntry = 0
  private warnedOpen = false
  private closed = false

  constructor(
    private readonly client: Client,
    private readonly tail: Client,
    private readonly sub: Client,
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

  private readonly names = new WeakMap<KeyState, [string, string, string]>()

  /** A key's hash and window in Redis, made once per key state. */
  private keyOf(state: KeyState): [string, string, string] {
    let names = this.names.get(state)
    if (names === undefined) {
      const tag = `{${this.base}:${this.idOf(state.key)}}`
      names = [`${tag}:k`, `${tag}:w`, `${tag}:c`]
      this.names.set(state, names)
    }
    return names
  }

  nameInstance(name: string): void {
    if (!this.named) this.instance = name
  }

  /** The clock's time when this replica started. */
  private clockStart = 0

  attach(parts: StoreParts): void {
    this.parts = parts
    this.clockStart = parts.clock.now()
    this.startup = new Set(parts.keys.all().map((s) => s.key))
    this.defaults = toFields(this.snapshot())
    this.known = new Map(this.defaults)
    parts.keys.onBalance = (state, change) => {
      if (this.applying) return
      const [k, w, c] = this.keyOf(state)
      if (change === 'reset') this.ops.push(() => this.t(this.client.del([k, w, c])))
      else {
        const credits = state.credits === null ? -1 : state.credits
        this.ops.push(() => this.t(this.client.setCredits([k], [String(credits)])))
      }
    }
    parts.keys.lookup = (key) => {
      const id = keyId(key)
      const added = this.added[id]
      if (!added) return undefined
      const { redacted: _redacted, ...entry } = added
      // pinned or moved to another plan where it was added: the state made here starts as every replica has it
      const known = fromFields(Object.fromEntries(this.known))
      const pin = known.pins[id]
      if (pin !== undefined) parts.scenarios.useForKey(key, pin)
      const plan = known.plans[id]
      if (!plan || plan.plan === entry.plan) return { ...entry, key }
      // only an Enterprise key sets its own limit; the other plans have theirs
      const { requestsPerMinute: _limit, ...rest } = entry
      const own = plan.plan === 'Enterprise' && plan.limit !== null
      return { ...rest, key, plan: plan.plan, ...(own ? { requestsPerMinute: plan.limit as number } : {}) }
    }
    parts.scenarios.onCountersCleared = (key) => {
      if (this.applying) return
      const match = `${this.g}:sc:${key === undefined ? '' : `${keyId(key)}:`}*`
      this.ops.push(() => this.unlinkMatching(match))
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
    if (this.options.subscribe !== false) void this.listen().catch(ignore)
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
    // following the changes (pub/sub, each confirmed): a request needs no read of its own
    if (!full && this.live) return undefined
    return this.guard(async () => {
      const token = await this.t(this.client.get(this.ver))
      if (token !== null && token !== this.token) await this.load()
      if (full) await Promise.all([this.refreshKeys(), this.catchUp()])
    }) as Promise<void>
  }

  private get ver(): string {
    return `${this.g}:ver`
  }

  /** The settings as Redis has them, applied here; one load at a time, in order. */
  private loading: Promise<void> = Promise.resolve()
  private load(): Promise<void> {
    const run = async (): Promise<void> => {
      const [fields, token] = (await this.t(
        this.client.multi().hGetAll(`${this.g}:cfg`).get(this.ver).exec(),
      )) as unknown as [Record<string, string>, string | null]
      const before = this.known
      const after = new Map([...this.defaults, ...Object.entries(fields)])
      // after a reset every replica starts from the start-up state again: everything Redis has applies
      const reset = fields.resets !== undefined && fields.resets !== this.resets
      this.apply(fromFields(fields), reset ? () => true : (field) => before.get(field) !== after.get(field))
      this.known = after
      if (token !== null) this.token = token
    }
    this.loads++
    const next = this.loading.then(run, run).finally(() => {
      this.loads--
    })
    this.loading = next.catch(ignore)
    return next
  }

  /** Loads queued or running: one of them may have read the settings from before this replica's last change. */
  private loads = 0

  /** The settings every replica starts with (same keys, same options): a field Redis lacks still has this value. */
  private defaults = new Map<string, string>()
  /** The settings fields as this replica last read or wrote them: a change writes only what differs. */
  private known = new Map<string, string>()
  /** Whether requests may skip the version read: subscribed (confirmed), and loaded since. */
  private live = false
  private pinged: { message: string; seen: () => void } | undefined
  private readonly acks = new Map<string, { count: number; want: number; done: () => void }>()

  /** Follows the changes other replicas publish, and confirms each one once applied. */
  private async listen(): Promise<void> {
    const changed = `${this.g}:changed`
    await this.sub.subscribe(changed, (message) => {
      if (message.startsWith('ping:')) {
        if (message === this.pinged?.message) this.pinged.seen()
        return
      }
      const confirm = (): void => {
        this.client.publish(`${this.g}:ack`, message).catch(ignore)
      }
      // this replica's own change, and no read in flight that could have read the settings from before it (its reply
      // and this message come on two connections, in either order)
      if (message === this.token && this.loads === 0) confirm()
      else this.load().then(confirm, ignore)
    })
    await this.sub.subscribe(`${this.g}:ack`, (token) => {
      const waiting = this.acks.get(token)
      if (waiting && ++waiting.count >= waiting.want) waiting.done()
    })
    const fall = (): void => {
      this.live = false
    }
    this.sub.on('error', fall)
    this.sub.on('reconnecting', fall)
    this.sub.on('end', fall)
    this.sub.on('ready', () => void this.goLive())
    await this.goLive()
  }

  /**
   * Requests stop reading the version once this replica's subscription is seen working (a message of its own came
   * back) and the settings were read after that: whatever was published before, the read has; after, a message.
   */
  private async goLive(): Promise<void> {
    while (!this.closed && !this.live && this.sub.isReady) {
      const message = `ping:${randomUUID()}`
      const seen = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 500)
        this.pinged = {
          message,
          seen: () => {
            clearTimeout(timer)
            resolve(true)
          },
        }
      })
      try {
        await this.client.publish(`${this.g}:changed`, message)
        if (!(await seen)) continue
        await this.load()
        if (this.sub.isReady) this.live = true
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }

  /** Balances and usage of every key this replica knows, as Redis has them (admin reads). */
  private async refreshKeys(): Promise<void> {
    const { keys } = this.parts as StoreParts
    const local = keys.all()
    const ids = new Set(local.map((state) => this.idOf(state.key)))
    const known = fromFields(Object.fromEntries(this.known))
    const unseen = Object.entries(this.added)
      .filter(([id]) => !ids.has(id))
      .map(([id, { redacted, ...entry }]) => {
        // no request here carried the key: its state is named by the hash, shown by the redacted form
        const state = { ...stateOf({ ...entry, key: `\u0000unseen:${id}` }), redacted }
        this.ids.set(state.key, id)
        const plan = known.plans[id]
        if (plan) Object.assign(state, { plan: plan.plan, limit: plan.limit })
        return { state, scenario: known.pins[id], grant: entry.credits }
      })
    const all = [
      ...local.map((state) => ({ state, grant: keys.entry(state.key)?.credits })),
      ...unseen.map(({ state, grant }) => ({ state, grant })),
    ]
    const rows = await Promise.all(
      all.map(({ state }) =>
        this.t(this.client.hmGet(this.keyOf(state)[0], ['credits', 'calls', 'creditsUsed', 'throttled', 'refused'])),
      ),
    )
    this.unseen = unseen.map(({ state, scenario }) => ({ state, scenario }))
    all.forEach(({ state, grant: given }, i) => {
      const [credits, calls, creditsUsed, throttled, refused] = rows[i] ?? []
      const grant = given === 'unlimited' ? null : (given ?? null)
      state.credits = credits == null ? grant : Number(credits) < 0 ? null : Number(credits)
      state.usage.calls = Number(calls ?? 0)
      state.usage.creditsUsed = Number(creditsUsed ?? 0)
      state.usage.throttled = Number(throttled ?? 0)
      state.usage.refused = Number(refused ?? 0)
    })
  }

  /** Every journal entry written so far, in this replica's journal before an admin read answers. */
  private async catchUp(quiet = false): Promise<void> {
    // this replica's entries not yet sent go first, on the same connection: a read here lists every answer made here
    if (this.entries.length > 0) this.flush()
    const messages = await this.t(this.client.xRange(`${this.g}:journal`, `(${this.lastStreamId}`, '+'))
    this.ingest(messages as StreamMessage[], quiet)
  }

  /**
   * Applies the settings fields that `changed` since this replica last read or wrote them: a setting no other replica
   * changed keeps this replica's value, which an admin change in progress here may have just set.
   */
  private apply(snap: Snapshot, changed: (field: string) => boolean): void {
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
      for (const s of snap.inline)
        if (changed(`inline:${s.name}`) && held.get(s.name) !== JSON.stringify(s)) scenarios.define(s)
      if (changed('scenario') && shared.runtime !== (snap.scenario ?? undefined))
        scenarios.use(snap.scenario ?? undefined)
      for (const state of keys.all()) {
        const id = this.idOf(state.key)
        const pin = snap.pins[id]
        if (changed(`pin:${id}`) && shared.pins.get(state.key) !== pin) scenarios.useForKey(state.key, pin)
        const plan = snap.plans[id]
        if (plan && changed(`plan:${id}`)) {
          state.plan = plan.plan
          state.limit = plan.limit
        }
      }
      if (changed('clock') && snap.clock !== null && clock.kind === 'virtual' && snap.clock > clock.now())
        clock.advance(snap.clock - clock.now())
    } finally {
      this.applying = false
    }
  }

  private snapshot(): Snapshot {
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
        added[id] = { ...rest, redacted: state.redacted }
      }
    }
    return {
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
    const [k, w, c] = this.keyOf(state)
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
    const command = this.client.admit([k, w, c], args) as Promise<
      [number, string, number, number, number, number, number]
    >
    return this.guard(async () => {
      let reply: [number, string, number, number, number, number, number]
      try {
        reply = await this.t(command)
      } catch (err) {
        // the request answers 503; a reply that comes after the timeout gives back the credit it took
        command.then((late) => (late[6] === 1 ? this.giveBack({ state, cost, epoch: late[5] }) : undefined), ignore)
        throw err
      }
      const [allowed, reason, remaining, retryAfter, credits, epoch, held] = reply
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
  private lastUrl = ''
  private lastQuery: Record<string, string> = {}

  /** The query of the URL, redacted; clients send the same URL again and again, so the last one is kept. */
  private queryOf(url: string): Record<string, string> {
    if (url !== this.lastUrl) {
      this.lastUrl = url
      this.lastQuery = queryOfUrl(url)
    }
    return this.lastQuery
  }
  private entries: string[] = []
  private journalSize = 1

  private readonly flush = (): void => {
    const entries = this.entries
    this.entries = []
    if (entries.length === 0 || !this.client.isReady) return
    const lines = [String(this.journalSize), entries.join('\n'), String(entries.length)]
    this.client.finish([`${this.g}:jid`, `${this.g}:journal`], lines).catch(ignore)
  }

  record(input: JournalInput, rawKey: string | undefined, counted: CountedAnswer | undefined): boolean {
    if (!this.client.isReady) return false
    const size = Math.max(1, (this.parts as StoreParts).journal.size)
    if (rawKey !== undefined && rawKey !== this.lastKey) {
      this.lastKey = rawKey
      this.lastKeyHash = journalKeyHash(rawKey)
    }
    // field by field, not a copy by spread (which made the entry's JSON several times slower); the query as the
    // journal shows it (secret parameters redacted): the URL as sent never leaves the process
    const entry = JSON.stringify({
      at: input.at,
      time: input.time,
      method: input.method,
      path: input.path,
      query: input.query ?? this.queryOf(input.url ?? ''),
      key: input.key,
      auth: input.auth,
      scenario: input.scenario,
      rule: input.rule,
      status: input.status,
      disconnect: input.disconnect,
      credits: input.credits,
      latencyMs: input.latencyMs,
      source: input.source,
      instance: this.instance,
      keyId: rawKey ? this.lastKeyHash : null,
    } satisfies Omit<JournalInput, 'url'> & { keyId: number | null })
    // not awaited: the answer is made, and a lost write is no reason to fail it; the entries of one turn of the event
    // loop go in one call, after the answers
    if (this.entries.length === 0) setImmediate(this.flush)
    this.entries.push(entry)
    this.journalSize = size
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

  windows(states: readonly KeyState[], since: number): Promise<SharedWindow[]> | undefined {
    if (!this.usable()) return undefined
    return this.guard(() =>
      Promise.all(
        states.map(async (state) => {
          const [, w, c] = this.keyOf(state)
          // the milliseconds after `since` with a call, and how many calls each
          const ms = await this.t(this.client.zRangeByScore(w, `(${since}`, '+inf'))
          const counts = ms.length > 0 ? await this.t(this.client.hmGet(c, ms)) : []
          const count = counts.reduce((sum, n) => sum + Number(n ?? 0), 0)
          return { count, oldest: ms[0] === undefined ? undefined : Number(ms[0]) }
        }),
      ),
    ) as Promise<SharedWindow[]>
  }

  /** Where a key's scenario counters live: its hash (or `none`) first, so one key's can be cleared alone. */
  private counterKey(key: string | undefined, scenario: string): string {
    return `${this.g}:sc:${key === undefined ? 'none' : keyId(key)}:${sha(scenario).slice(0, 16)}`
  }

  scenarioCall(key: string | undefined, scenario: string): Promise<number> | undefined {
    if (!this.usable()) return undefined
    const counter = this.counterKey(key, scenario)
    return this.guard(async () =>
      Number(await this.t(this.client.scenarioCall([counter], [String(COUNTER_TTL_MS)]))),
    ) as Promise<number>
  }

  scenarioThrottle(
    key: string | undefined,
    scenario: string,
    rule: number,
    throttle: { afterCalls: number; retryAfterSeconds: number },
    now: number,
  ): Promise<number> | undefined {
    if (!this.usable()) return undefined
    const id = `${this.counterKey(key, scenario)}:t${rule}`
    const args = [throttle.afterCalls, throttle.retryAfterSeconds * 1000, now, COUNTER_TTL_MS].map(String)
    return this.guard(async () => Number(await this.t(this.client.scenarioThrottle([id], args)))) as Promise<number>
  }

  unseenKeys(): { state: KeyState; scenario: string | undefined }[] {
    return this.unseen
  }

  publish(): Promise<void> | undefined {
    this.usable()
    return this.guard(async () => {
      if (this.resetPending) {
        this.resetPending = false
        await this.clearNamespace()
        this.resets = randomUUID()
        this.lastEntry = 0
        this.known = new Map()
      }
      const ops = this.ops
      this.ops = []
      for (const op of ops) await op()
      const now = toFields(this.snapshot())
      const known = this.known
      // settings of keys this replica has never seen (added and pinned elsewhere) are not its to remove
      const local = new Set((this.parts as StoreParts).keys.all().map((state) => this.idOf(state.key)))
      for (const [field, value] of known) {
        const [kind, id] = field.split(':', 2)
        if ((kind === 'pin' || kind === 'plan') && id !== undefined && !local.has(id)) now.set(field, value)
      }
      const cfg = `${this.g}:cfg`
      const multi = this.client.multi()
      for (const [field, value] of now) {
        const was = known.get(field)
        if (was === value) continue
        if (field === 'clock') {
          // moves of the clock made at the same moment add up: each replica adds how far it moved it
          multi.hSetNX(cfg, field, String(this.clockStart))
          multi.hIncrByFloat(cfg, field, Number(value) - Number(was ?? this.clockStart))
        } else multi.hSet(cfg, field, value)
      }
      const gone = [...known.keys()].filter((field) => !now.has(field))
      if (gone.length > 0) multi.hDel(cfg, gone)
      const token = randomUUID()
      multi.set(this.ver, token).publish(`${this.g}:changed`, token)
      this.token = token
      this.known = now
      let done = (): void => undefined
      const confirmed = new Promise<void>((resolve) => {
        done = resolve
      })
      const waiting = { count: 0, want: Number.POSITIVE_INFINITY, done }
      this.acks.set(token, waiting)
      try {
        const replies = await this.t(multi.exec())
        waiting.want = Number(replies.at(-1))
        if (waiting.count >= waiting.want) done()
        // every replica following the changes applied it before the admin API answers: the next request anywhere
        // follows it
        const timer = setTimeout(done, ACK_MS)
        await confirmed
        clearTimeout(timer)
        if (waiting.count < waiting.want)
          this.parts?.warn(
            `state store: ${waiting.want - waiting.count} replica(s) did not confirm a change within ${ACK_MS} ms`,
          )
      } finally {
        this.acks.delete(token)
      }
    }) as Promise<void>
  }

  /** SCAN and DEL of this namespace's keys only: other namespaces (and whatever else the Redis holds) stay. */
  private async clearNamespace(): Promise<void> {
    for (const match of [`{${this.base}}*`, `{${this.base}:*`]) await this.unlinkMatching(match)
  }

  private async unlinkMatching(match: string): Promise<void> {
    for await (const batch of this.client.scanIterator({ MATCH: match, COUNT: 500 })) {
      if (batch.length > 0) await this.t(this.client.unlink(batch))
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
      changes: this.live ? 'subscribed' : 'read per request',
    }
  }

  async close(): Promise<void> {
    this.closed = true
    clearInterval(this.watchdog)
    this.tail.destroy()
    this.sub.destroy()
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
