import { createHash, randomInt, randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type * as Redis from 'redis'
import { MockError } from '../errors.js'
import { type JournalInput, queryOfUrl } from '../journal/journal.js'
import { type KeyState, parseKeysFile, stateOf } from '../keys.js'
import { DEFAULT_STORE_PREFIX, STORE_PREFIX } from '../options.js'
import { OutageLog } from './outage-log.js'
import { scriptsOf } from './scripts.js'
import { type AddedKey, fromFields, type Snapshot, toFields } from './settings.js'
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

/** How long a scenario counter of a key outlives its last call (counters of keys sent once must not pile up). */
const COUNTER_TTL_MS = 24 * 3600 * 1000

/** How long a change waits for every replica to say it applied it. */
const ACK_MS = 2000

/** How often a replica checks its namespace (still there, not replaced) and says it is alive. */
const PROBE_MS = 1000

/** A replica that has not said it is alive for this long is not waited for. */
const ALIVE_MS = 10_000

/** Gives back kept to send once Redis answers again; past this many, the oldest stay spent. */
const MAX_PENDING_GIVE_BACKS = 10_000

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

function wiped(): MockError {
  return new MockError('STORE_RESET')
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
  // the namespace's marker: written by the first replica, read by every later one; gone or replaced = wiped
  const cfg = `{nlm:${prefix}}:cfg`
  const self = randomUUID()
  const [, ns] = (await client
    .multi()
    .hSetNX(cfg, 'ns', randomUUID())
    .hGet(cfg, 'ns')
    .zAdd(`{nlm:${prefix}}:replicas`, { score: Date.now(), value: self })
    .exec()) as unknown as [unknown, string]
  return new RedisStore(client, tail, sub, { ...options, prefix, shown, ns, self, errorReply: redis.ErrorReply })
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
    private readonly options: RedisStoreOptions & {
      prefix: string
      shown: string
      ns: string
      self: string
      errorReply: abstract new (...args: never[]) => Error
    },
  ) {
    this.ns = options.ns
    client.on('error', (err: Error) => {
      this.lastError = err.message
    })
    this.base = `nlm:${options.prefix}`
    this.instance = options.instance ?? hostname()
    this.named = options.instance !== undefined
    this.failOpen = options.failOpen === true
    this.timeoutMs = options.timeoutMs ?? 5000
    // one timer for every command, not one per command (a timeout signal each cost more than the command)
    this.watchdog = setInterval(() => this.expire(), Math.min(1000, this.timeoutMs / 4))
    this.watchdog.unref()
    this.prober = setInterval(() => void this.probe(), PROBE_MS)
    this.prober.unref()
    client.on('ready', () => {
      if (this.warnedOpen) this.parts?.warn(`state store ${options.shown} is back: state is shared again`)
      this.warnedOpen = false
      // a Redis that comes back may come back empty: checked before anything else is trusted
      void this.probe()
    })
  }

  private lastError = ''
  /** The namespace's marker as this replica knows it. */
  private ns: string
  /** Why the namespace is no longer the one this replica served from (wiped, replaced); undefined while it is. */
  private lost: string | undefined
  /** A command waited longer than the timeout and nothing answered since: Redis hangs. */
  private hung = false
  /** Why the last check of the namespace failed (a reply Redis gave as an error: the settings cannot be read). */
  private unreadable: string | undefined
  /** Settings fields skipped (unreadable), with why: health lists them. */
  private skipped = new Map<string, string>()
  private readonly prober: NodeJS.Timeout
  private probing = false
  /** Holds whose give-back could not be sent (Redis away): sent once it answers, each at most once. */
  private pendingGiveBacks: SharedHold[] = []

  private get cfg(): string {
    return `${this.g}:cfg`
  }

  /**
   * What the marker Redis has says: `ok` (the namespace this replica serves from), `reset` (an admin reset on another
   * replica wrote a new one with its reset), or `lost` (gone, or written by a replica that found it empty).
   */
  private judge(ns: string | null | undefined, resets: string | null | undefined): 'ok' | 'reset' | 'lost' {
    if (ns === this.ns) return 'ok'
    if (ns && ns === resets) return 'reset'
    return 'lost'
  }

  /** Acts on the marker: a reset elsewhere is loaded (and its marker adopted), a wiped namespace refused. */
  private async check(ns: string | null | undefined, resets: string | null | undefined): Promise<void> {
    const verdict = this.judge(ns, resets)
    if (verdict === 'lost') this.markLost(ns ? 'replaced by a new one' : 'emptied')
    else if (verdict === 'reset') await this.load()
  }

  private markLost(how: string): void {
    if (this.lost !== undefined) return
    this.lost = `namespace "${this.options.prefix}" ${how} while this replica served from it`
    this.parts?.warn(
      `state store ${this.options.shown}: ${this.lost} (a Redis restarted without persistence, FLUSHALL?); ` +
        '/v1 answers 503 STORE_RESET rather than grant every balance again, until POST /__admin/reset',
    )
  }

  /** Once a second: the marker checked, this replica said alive, gives back left over sent, outages reported. */
  private async probe(): Promise<void> {
    if (this.probing || this.closed) return
    this.probing = true
    try {
      this.report()
      if (!this.client.isReady) return
      const now = Date.now()
      const [state] = (await this.t(
        this.client
          .multi()
          .hmGet(this.cfg, ['ns', 'resets'])
          .zAdd(`${this.g}:replicas`, { score: now, value: this.options.self })
          .zRemRangeByScore(`${this.g}:replicas`, '-inf', now - 6 * ALIVE_MS)
          .exec(),
      )) as unknown as [(string | null)[]]
      this.unreadable = undefined
      await this.check(state[0], state[1])
      if (this.lost === undefined) await this.sample()
      if (this.pendingGiveBacks.length > 0 && this.lost === undefined) {
        const holds = this.pendingGiveBacks
        this.pendingGiveBacks = []
        for (const hold of holds) await this.giveBack(hold)
      }
    } catch (err) {
      if (err instanceof this.options.errorReply) this.unreadable = (err as Error).message
    } finally {
      this.probing = false
      this.report()
    }
  }

  /**
   * One key some replica made, picked at random: its balance still there, or the balances were wiped (a key reset on
   * purpose leaves the set with its balance, in one step, so it is never taken for a wipe).
   */
  private async sample(): Promise<void> {
    const made = `${this.g}:made`
    const id = await this.t(this.client.sRandMember(made))
    if (id === null || (await this.t(this.client.exists(`{${this.base}:${id}}:k`))) === 1) return
    const still = await this.t(this.client.sIsMember(made, id))
    const back = await this.t(this.client.exists(`{${this.base}:${id}}:k`))
    if (Number(still) === 1 && back === 0) this.markLost('lost the balances of keys it had served')
  }

  /** One line on stderr when the store is lost and one when it is back (failing open says so itself). */
  private report(): void {
    if (this.closed || this.failOpen) return
    const { status, detail } = this.state()
    this.outages.update(status, detail, (m) => this.parts?.warn(`state store ${this.options.shown}${m}`))
  }

  private readonly outages = new OutageLog()

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

  private readonly names = new WeakMap<KeyState, [string, string, string, string]>()

  /** A key's hash, window, counts per millisecond and holds in Redis, made once per key state. */
  private keyOf(state: KeyState): [string, string, string, string] {
    let names = this.names.get(state)
    if (names === undefined) {
      const tag = `{${this.base}:${this.idOf(state.key)}}`
      names = [`${tag}:k`, `${tag}:w`, `${tag}:c`, `${tag}:h`]
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
      const names = this.keyOf(state)
      const made = `${this.g}:made`
      const id = this.idOf(state.key)
      // a key reset on purpose is made again from its grant by the next admission anywhere, not taken for a wipe
      if (change === 'reset') this.ops.push(() => this.t(this.client.multi().del(names).sRem(made, id).exec()))
      else {
        const credits = state.credits === null ? -1 : state.credits
        this.ops.push(async () => {
          await this.t(this.client.setCredits([names[0], names[3]], [String(credits)]))
          await this.t(this.client.sAdd(made, id))
        })
      }
    }
    parts.keys.lookup = (key) => {
      const id = keyId(key)
      const added = this.added[id]
      if (!added) return undefined
      const { redacted: _redacted, ...entry } = added
      try {
        parseKeysFile({ keys: [{ ...entry, key }] }, 'a key added on another replica')
      } catch (err) {
        this.skip(new Map([...this.skipped, [`added:${id}`, (err as Error).message]]))
        return undefined
      }
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
    if (this.client.isReady && !this.hung && this.lost === undefined) return true
    return this.down()
  }

  private down(): false {
    if (!this.failOpen) throw this.lost !== undefined ? wiped() : unavailable()
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
    // the admin API still answers on a wiped namespace, from this replica's own state: its reset is the way out
    if (full && this.lost !== undefined && !this.failOpen) return undefined
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
      const [all, token] = (await this.t(this.client.multi().hGetAll(this.cfg).get(this.ver).exec())) as unknown as [
        Record<string, string>,
        string | null,
      ]
      const { ns, ...fields } = all
      const verdict = this.judge(ns, fields.resets)
      // a wiped namespace is not applied: its empty settings would silently undo every admin change
      if (verdict === 'lost') return this.markLost(ns ? 'replaced by a new one' : 'emptied')
      const before = this.known
      const after = new Map([...this.defaults, ...Object.entries(fields)])
      // after a reset every replica starts from the start-up state again: everything Redis has applies
      const reset = fields.resets !== undefined && fields.resets !== this.resets
      const skipped = new Map<string, string>()
      const snap = fromFields(fields, (field, why) => skipped.set(field, why))
      this.apply(snap, reset ? () => true : (field) => before.get(field) !== after.get(field), skipped)
      this.skip(skipped)
      this.known = after
      if (token !== null) this.token = token
      if (verdict === 'reset' && ns !== undefined) {
        this.ns = ns
        if (this.lost !== undefined)
          this.parts?.warn(`state store ${this.options.shown}: namespace reset, serving again`)
        this.lost = undefined
      }
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
  private apply(snap: Snapshot, changed: (field: string) => boolean, skipped = new Map<string, string>()): void {
    const { keys, scenarios, clock, journal } = this.parts as StoreParts
    // a setting this replica refuses (a scenario that does not parse, a name no file defines) is skipped, not fatal
    const safely = (field: string, run: () => void): void => {
      try {
        run()
      } catch (err) {
        skipped.set(field, (err as Error).message)
      }
    }
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
      for (const s of snap.inline) {
        const field = `inline:${s?.name}`
        if (changed(field) && held.get(s?.name) !== JSON.stringify(s)) safely(field, () => scenarios.define(s))
      }
      if (changed('scenario') && shared.runtime !== (snap.scenario ?? undefined))
        safely('scenario', () => scenarios.use(snap.scenario ?? undefined))
      for (const state of keys.all()) {
        const id = this.idOf(state.key)
        const pin = snap.pins[id]
        if (changed(`pin:${id}`) && shared.pins.get(state.key) !== pin)
          safely(`pin:${id}`, () => scenarios.useForKey(state.key, pin))
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

  /** Settings fields skipped: each named once on stderr (field and why), and listed by health until readable. */
  private skip(skipped: Map<string, string>): void {
    for (const [field, why] of skipped) {
      if (this.skipped.get(field) === why) continue
      this.parts?.warn(
        `state store ${this.options.shown}: settings field "${field.slice(0, 80)}" skipped (${why.slice(0, 200)}); ` +
          'the other settings apply',
      )
    }
    this.skipped = skipped
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

  admit(state: KeyState, cost: number, now: number, count: boolean): Promise<Admission | undefined> | undefined {
    if (!this.usable()) return undefined
    const [k, w, c, h] = this.keyOf(state)
    const entry = (this.parts as StoreParts).keys.entry(state.key)
    const id = `${this.options.self.slice(0, 8)}:${++this.holds}`
    const grant = entry === undefined || entry.credits === 'unlimited' ? -1 : entry.credits
    const args = [
      String(now),
      String(state.limit ?? -1),
      String(cost),
      String(grant),
      String(randomInt(2 ** 40)),
      count ? '1' : '0',
    ]
    type Reply = [number, string, number, number, number, number, number]
    const send = (create: boolean): Promise<Reply> => {
      const command = this.client.admit([k, w, c, h], [...args, create ? '1' : '0', id]) as Promise<Reply>
      return this.t(command).catch((err: unknown) => {
        // the request answers 503; a reply that comes after the timeout gives back the credit it took
        command.then(
          (late) => (late[6] === 1 ? this.giveBack({ state, cost, epoch: late[5], id }) : undefined),
          () => {
            // no reply at all (the connection went): Redis may have run it, so its hold goes back once Redis answers
            if (cost > 0 && !this.client.isReady) this.keep({ state, cost, epoch: -1, id })
          },
        )
        throw err
      })
    }
    return this.guard(async () => {
      let reply = await send(false)
      if (reply[1] === 'missing') {
        const made = await this.vouch(state)
        reply = await send(!made)
        // made before (the set says so only once the balance exists) and gone now: wiped, not new
        if (reply[1] === 'missing') this.markLost('lost the balances of keys it had served')
        if (this.lost !== undefined) throw wiped()
        if (!made) await this.t(this.client.sAdd(`${this.g}:made`, this.idOf(state.key)))
      }
      const [allowed, reason, remaining, retryAfter, credits, epoch, held] = reply
      return {
        allowed: allowed === 1,
        reason: reason as Admission['reason'],
        remaining: remaining < 0 ? null : remaining,
        retryAfter,
        credits: credits < 0 ? null : credits,
        hold: held === 1 ? { state, cost, epoch, id } : undefined,
        counted: count,
      }
    })
  }

  /**
   * A key without a balance in Redis is made only in the namespace this replica served from, and only when no replica
   * made it before (answers whether one did): one made and gone is a wiped namespace (a fresh grant would be a second).
   */
  private async vouch(state: KeyState): Promise<boolean> {
    const id = this.idOf(state.key)
    const [marker, made] = (await this.t(
      this.client.multi().hmGet(this.cfg, ['ns', 'resets']).sIsMember(`${this.g}:made`, id).exec(),
    )) as unknown as [(string | null)[], number]
    await this.check(marker[0], marker[1])
    if (this.lost !== undefined) throw wiped()
    return Number(made) === 1
  }

  /** Bounds a command by the timeout: a Redis that hangs without closing fails it (503), as one that is gone does. */
  private t<T>(command: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = { at: performance.now(), done: false, reject }
      this.waiting.push(waiter)
      command.then(
        (value) => {
          waiter.done = true
          this.hung = false
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
      // until Redis answers again, requests fail at once instead of each waiting the timeout
      this.hung = true
      w.reject(new Error(`no answer from the state store within ${this.timeoutMs} ms`))
    }
    if (i > 0) this.waiting = waiting.slice(i)
  }

  giveBack(hold: SharedHold): Promise<void> | undefined {
    if (!this.client.isReady || this.hung) {
      // sent once Redis answers again (the epoch keeps it off a balance replaced meanwhile)
      this.keep(hold)
      return undefined
    }
    const [k, , , h] = this.keyOf(hold.state)
    const command = this.client.giveBack([k, h], [String(hold.cost), String(hold.epoch), hold.id])
    // a give-back whose command fails before Redis ran it goes again later; one that may have run stays: never twice
    return this.t(command).then(
      () => undefined,
      (err: unknown) => {
        if (!this.client.isReady && (err as Error).message.includes('offline')) this.keep(hold)
      },
    )
  }

  /** Holds taken by this replica so far: the next one's id. */
  private holds = 0

  private keep(hold: SharedHold): void {
    if (this.pendingGiveBacks.length >= MAX_PENDING_GIVE_BACKS) this.pendingGiveBacks.shift()
    this.pendingGiveBacks.push(hold)
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
    // nothing is written into a wiped namespace: its reset would only drop it
    if (!this.client.isReady || this.lost !== undefined) return false
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
    // on a wiped namespace only a reset is written: it makes the namespace anew
    const renewing = this.resetPending && this.lost !== undefined
    if (!renewing) this.usable()
    return this.guard(async () => {
      const cfg = `${this.g}:cfg`
      const multi = this.client.multi()
      if (this.resetPending) {
        this.resetPending = false
        await this.clearNamespace()
        this.resets = randomUUID()
        this.lastEntry = 0
        this.known = new Map()
        // the new marker goes with the reset: another replica that sees both adopts it instead of taking it for a wipe
        this.ns = this.resets
        multi.hSet(cfg, 'ns', this.ns)
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
      // confirmations are awaited from replicas of this namespace that said they are alive and that got the message,
      // not from every subscriber (a client on `PSUBSCRIBE *` gets it too and never confirms)
      multi.zCount(`${this.g}:replicas`, Date.now() - ALIVE_MS, '+inf')
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
        waiting.want = Math.min(Number(replies.at(-1)), Number(replies.at(-3)))
        if (renewing && this.lost !== undefined) {
          this.parts?.warn(`state store ${this.options.shown}: namespace reset, serving again`)
          this.lost = undefined
        }
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

  /** The store's state as health shows it, with what is wrong when something is. */
  private state(): { status: StoreHealth['status']; detail: string | undefined } {
    const detail =
      this.lost ??
      (!this.client.isReady
        ? `unreachable${this.lastError ? ` (${this.lastError})` : ''}`
        : this.hung
          ? `no answer within ${this.timeoutMs} ms`
          : this.unreadable !== undefined
            ? `settings unreadable (${this.unreadable})`
            : undefined)
    return { status: this.lost !== undefined ? 'lost' : detail !== undefined ? 'unavailable' : 'ok', detail }
  }

  health(): StoreHealth {
    // a health check is also when a store that came back is said to be back
    this.report()
    const { status, detail } = this.state()
    return {
      kind: 'redis',
      status,
      ...(detail !== undefined ? { detail } : {}),
      ...(this.skipped.size > 0 ? { skippedSettings: Object.fromEntries(this.skipped) } : {}),
      url: this.options.shown,
      prefix: this.options.prefix,
      instance: this.instance,
      failOpen: this.failOpen,
      changes: this.live ? 'subscribed' : 'read per request',
    }
  }

  async close(): Promise<void> {
    this.closed = true
    clearInterval(this.prober)
    if (this.client.isReady && !this.hung)
      await this.t(this.client.zRem(`${this.g}:replicas`, this.options.self)).catch(ignore)
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
