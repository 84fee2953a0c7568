/**
 * The state store on Redis, shared by every replica of a namespace, composed of one part per concern: the connection
 * and its health (redis-link), the namespace's identity and wipe detection (redis-namespace), the ledger of windows,
 * credits, holds and counters (redis-ledger), the settings (redis-settings) and how their changes reach every replica
 * (redis-changes), and the shared journal (redis-journal).
 */
import { hostname } from 'node:os'
import type { JournalInput } from '../journal/journal.js'
import type { KeyState } from '../keys.js'
import { recordHere } from './memory-store.js'
import { Changes } from './redis-changes.js'
import { SharedJournal } from './redis-journal.js'
import { Ledger } from './redis-ledger.js'
import {
  connectLink,
  ignore,
  journalKeyHash,
  type LinkOptions,
  type RedisLink,
  type RedisStoreOptions,
  redactUrl,
} from './redis-link.js'
import { Namespace } from './redis-namespace.js'
import { Settings } from './redis-settings.js'
import type { Admission, CountedAnswer, SharedWindow, StateStore, StoreHealth, StoreParts } from './store.js'

export { type RedisStoreOptions, redactUrl }

/**
 * Connects to Redis and answers the store; rejects naming the URL (password redacted) when it cannot connect. The
 * client reconnects on its own once it was up; a lost connection makes requests fail closed (503) or, with `failOpen`,
 * be served from this process's own state.
 */
export async function connectRedisStore(options: RedisStoreOptions): Promise<StateStore> {
  return new RedisStore(await connectLink(options))
}

class RedisStore implements StateStore {
  readonly kind = 'redis'
  readonly hashKey = journalKeyHash
  private instance: string
  private readonly named: boolean
  private readonly options: LinkOptions
  private readonly namespace: Namespace
  private readonly ledger: Ledger
  private readonly journal: SharedJournal
  private readonly settings: Settings
  private readonly changes: Changes

  constructor(private readonly link: RedisLink) {
    this.options = link.options
    this.instance = this.options.instance ?? hostname()
    this.named = this.options.instance !== undefined
    this.namespace = new Namespace(link, {
      load: () => this.settings.load(),
      sendPending: () => this.ledger.sendPending(),
    })
    this.ledger = new Ledger(link, this.namespace)
    this.journal = new SharedJournal(link, () => this.instance)
    this.settings = new Settings(link, this.namespace, this.journal, this.ledger)
    this.changes = new Changes(link, this.settings, this.namespace, this.journal)
  }

  nameInstance(name: string): void {
    if (!this.named) this.instance = name
  }

  attach(parts: StoreParts): void {
    this.link.parts = parts
    this.settings.attach(parts)
    if (this.options.subscribe !== false) void this.changes.listen().catch(ignore)
  }

  sync(full: boolean): Promise<void> | undefined {
    return this.changes.sync(full)
  }

  admit(state: KeyState, cost: number, now: number, count: boolean): Admission | Promise<Admission> {
    return this.ledger.admit(state, cost, now, count)
  }

  record(input: JournalInput, rawKey: string | undefined, counted: CountedAnswer | undefined): void {
    // nothing is written into a wiped namespace (its reset would only drop it), nor while Redis is away: kept here
    if (!this.link.client.isReady || this.link.lost !== undefined) {
      recordHere((this.link.parts as StoreParts).journal, input, rawKey, counted)
      return
    }
    this.journal.record(input, rawKey)
    if (counted) this.ledger.count(counted)
  }

  resetting(): void {
    if (this.settings.applying) return
    this.settings.resetPending = true
    this.settings.ops = []
  }

  windows(states: readonly KeyState[], since: number): SharedWindow[] | Promise<SharedWindow[]> {
    return this.ledger.windows(states, since)
  }

  scenarioCall(key: string | undefined, scenario: string): number | Promise<number> {
    return this.ledger.scenarioCall(key, scenario)
  }

  scenarioThrottle(
    key: string | undefined,
    scenario: string,
    rule: number,
    throttle: { afterCalls: number; retryAfterSeconds: number },
    now: number,
  ): number | Promise<number> {
    return this.ledger.scenarioThrottle(key, scenario, rule, throttle, now)
  }

  unseenKeys(): { state: KeyState; scenario: string | undefined }[] {
    return this.settings.unseen
  }

  publish(): Promise<void> | undefined {
    return this.changes.publish()
  }

  health(): StoreHealth {
    // a health check is also when a store that came back is said to be back
    this.link.report()
    const { status, detail } = this.link.state()
    const skipped = this.link.skipped
    return {
      kind: 'redis',
      status,
      ...(detail !== undefined ? { detail } : {}),
      ...(skipped.size > 0 ? { skippedSettings: Object.fromEntries(skipped) } : {}),
      url: this.options.shown,
      prefix: this.options.prefix,
      instance: this.instance,
      failOpen: this.link.failOpen,
      changes: this.changes.live ? 'subscribed' : 'read per request',
    }
  }

  async close(): Promise<void> {
    this.link.closed = true
    await this.namespace.stop()
    await this.link.close()
  }
}
