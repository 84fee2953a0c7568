/**
 * The Redis store's connection: its clients, the watchdog that bounds every command, failing closed or open, the
 * names of a namespace's keys, and the health it reports (with one line on stderr when the store goes and comes back).
 */
import { createHash, randomUUID } from 'node:crypto'
import type * as Redis from 'redis'
import type { RedisClientType } from 'redis'
import { MockError } from '../errors.js'
import type { KeyState } from '../keys.js'
import { OutageLog } from './outage-log.js'
import { scriptsOf } from './scripts.js'
import type { StoreHealth, StoreParts } from './store.js'
import { DEFAULT_STORE_PREFIX, STORE_PREFIX } from '../options.js'

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

/** The options once connected: the namespace, the URL as shown, its marker and this replica's id. */
export type LinkOptions = RedisStoreOptions & {
  prefix: string
  shown: string
  ns: string
  self: string
  errorReply: abstract new (...args: never[]) => Error
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

export const sha = (text: string): string => createHash('sha256').update(text).digest('hex')

/** A key's id in Redis: part of its SHA-256, so no key is written in the clear. */
export const keyId = (key: string): string => sha(key).slice(0, 32)

/** The journal's number for a key (a filter by full key compares it): from the hash, never from the key itself. */
export const journalKeyHash = (key: string): number => Number.parseInt(keyId(key).slice(0, 13), 16)

export const ignore = (): undefined => undefined

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

/** A client with the store's scripts (RESP 3, as node-redis answers by default). */
type Client = RedisClientType<Record<never, never>, Record<never, never>, ReturnType<typeof scriptsOf>>

/** A command awaited on the request path, failed by the watchdog once it waited longer than the timeout. */
interface Waiter {
  at: number
  done: boolean
  reject: (err: Error) => void
}

/**
 * Connects to Redis (a connection for commands, one to follow the journal, one for pub/sub); rejects naming the URL
 * (password redacted) when it cannot connect. The clients reconnect on their own once they were up.
 */
export async function connectLink(options: RedisStoreOptions): Promise<RedisLink> {
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
  return new RedisLink(client, tail, sub, { ...options, prefix, shown, ns, self, errorReply: redis.ErrorReply })
}

export function wiped(): MockError {
  return new MockError('STORE_RESET')
}

/** The connection every part of the store shares, and what it knows of the store's state. */
export class RedisLink {
  parts: StoreParts | undefined
  /** `nlm:PREFIX`: every key of the namespace starts `{nlm:PREFIX}` or `{nlm:PREFIX:`. */
  readonly base: string
  /** The namespace's hash tag: its own keys (settings, journal, replicas) sit in one Redis Cluster slot. */
  readonly g: string
  readonly failOpen: boolean
  readonly timeoutMs: number
  closed = false
  /** A command waited longer than the timeout and nothing answered since: Redis hangs. */
  hung = false
  /** Why the namespace is no longer the one this replica served from (wiped, replaced); undefined while it is. */
  lost: string | undefined
  /** Why the last check of the namespace failed (a reply Redis gave as an error: the settings cannot be read). */
  unreadable: string | undefined
  /** Settings fields skipped (unreadable), with why: health lists them. */
  skipped = new Map<string, string>()
  private lastError = ''
  private warnedOpen = false
  /** Commands awaited on the request path, oldest first (replies come in order on one connection). */
  private waiting: Waiter[] = []
  private readonly watchdog: NodeJS.Timeout
  private readonly outages = new OutageLog()
  private readonly ids = new Map<string, string>()
  private readonly names = new WeakMap<KeyState, [string, string, string, string]>()

  constructor(
    readonly client: Client,
    readonly tail: Client,
    readonly sub: Client,
    readonly options: LinkOptions,
  ) {
    client.on('error', (err: Error) => {
      this.lastError = err.message
    })
    this.base = `nlm:${options.prefix}`
    this.g = `{${this.base}}`
    this.failOpen = options.failOpen === true
    this.timeoutMs = options.timeoutMs ?? 5000
    // one timer for every command, not one per command (a timeout signal each cost more than the command)
    this.watchdog = setInterval(() => this.expire(), Math.min(1000, this.timeoutMs / 4))
    this.watchdog.unref()
  }

  get cfg(): string {
    return `${this.g}:cfg`
  }

  get ver(): string {
    return `${this.g}:ver`
  }

  warn(message: string): void {
    this.parts?.warn(message)
  }

  /** Said when the connection is ready again (failing open said it went). */
  ready(): void {
    if (this.warnedOpen) this.warn(`state store ${this.options.shown} is back: state is shared again`)
    this.warnedOpen = false
  }

  markLost(how: string): void {
    if (this.lost !== undefined) return
    this.lost = `namespace "${this.options.prefix}" ${how} while this replica served from it`
    this.warn(
      `state store ${this.options.shown}: ${this.lost} (a Redis restarted without persistence, FLUSHALL?); ` +
        '/v1 answers 503 STORE_RESET rather than grant every balance again, until POST /__admin/reset',
    )
  }

  idOf(key: string): string {
    let id = this.ids.get(key)
    if (id === undefined) {
      id = keyId(key)
      this.ids.set(key, id)
    }
    return id
  }

  /** Names a key state that carries no key (one added elsewhere, known by its id only). */
  nameAs(key: string, id: string): void {
    this.ids.set(key, id)
  }

  /** A key's hash, window, counts per millisecond and holds in Redis, made once per key state. */
  keyOf(state: KeyState): [string, string, string, string] {
    let names = this.names.get(state)
    if (names === undefined) {
      const tag = `{${this.base}:${this.idOf(state.key)}}`
      names = [`${tag}:k`, `${tag}:w`, `${tag}:c`, `${tag}:h`]
      this.names.set(state, names)
    }
    return names
  }

  /** Whether a call may go to Redis now; otherwise throws (fail closed) or answers false (fail open). */
  usable(): boolean {
    if (this.client.isReady && !this.hung && this.lost === undefined) return true
    return this.down()
  }

  down(): false {
    if (!this.failOpen) throw this.lost !== undefined ? wiped() : new MockError('STATE_UNAVAILABLE')
    if (!this.warnedOpen) {
      this.warnedOpen = true
      this.warn(
        `state store ${this.options.shown} unreachable: serving from this process's own state (--store-fail-open)`,
      )
    }
    return false
  }

  /** Runs a call to Redis; a failure is a 503 (or, failing open, undefined: the caller uses local state). */
  async guard<T>(run: () => Promise<T>): Promise<T | undefined> {
    try {
      return await run()
    } catch (err) {
      if (err instanceof MockError) throw err
      this.down()
      return undefined
    }
  }

  /** Bounds a command by the timeout: a Redis that hangs without closing fails it (503), as one that is gone does. */
  t<T>(command: Promise<T>): Promise<T> {
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

  /** The store's state as health shows it, with what is wrong when something is. */
  state(): { status: StoreHealth['status']; detail: string | undefined } {
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

  /** One line on stderr when the store is lost and one when it is back (failing open says so itself). */
  report(): void {
    if (this.closed || this.failOpen) return
    const { status, detail } = this.state()
    this.outages.update(status, detail, (m) => this.warn(`state store ${this.options.shown}${m}`))
  }

  /** Stops the watchdog and the clients. */
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
