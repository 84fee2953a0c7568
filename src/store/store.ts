import type { Clock } from '../clock.js'
import type { Journal, JournalInput } from '../journal/journal.js'
import type { KeyState, KeyStore, KeyUsage } from '../keys.js'
import type { ScenarioEngine } from '../scenarios/engine.js'
import type { ChaosController } from '../chaos/controller.js'

/** What the store decided for one request: the rate window and the credit, taken together. */
export interface Admission {
  allowed: boolean
  /** Why a request is refused: the limiter's window, or the balance. */
  reason: 'ok' | 'limit' | 'credits'
  /** Requests left in the window after this one; null without a limit. */
  remaining: number | null
  /** Seconds until a slot frees, on a `limit` refusal. */
  retryAfter: number
  /** The balance after this request; null = unlimited. */
  credits: number | null
  /** Set when credits were taken: kept once the answer is delivered, else given back. */
  hold: Hold | undefined
  /** The store counted the call against its key with the decision (calls, and a refusal as throttled or refused). */
  counted: boolean
  /** Set when this process decided and counted the call (and its refusal) against its key: the counters it used. */
  usage?: KeyUsage
}

/** Credits taken for a request in flight: kept once its answer is sent, else given back; only the first call counts. */
export interface Hold {
  readonly cost: number
  settle(delivered: boolean): Promise<void> | void
}

/** Credits a shared store took for a request in flight, as it names them. */
export interface SharedHold {
  state: KeyState
  cost: number
  epoch: number
  /** Names the hold in Redis: a give-back sent twice (after a reply lost) gives it back once. */
  id: string
}

/** The parts of a running mock a store keeps in step with the other replicas. */
export interface StoreParts {
  keys: KeyStore
  scenarios: ScenarioEngine
  clock: Clock
  journal: Journal
  warn: (message: string) => void
  /** The chaos profile in force: replicas share it like the scenario. */
  chaos?: ChaosController
}

export interface StoreHealth {
  kind: 'memory' | 'redis'
  /**
   * `unavailable` (unreachable, hanging, settings unreadable) and `lost` (the namespace was wiped): requests to /v1
   * answer 503 (or, failing open, are served from this process's own state).
   */
  status: 'ok' | 'unavailable' | 'lost'
  /** What is wrong, when something is. */
  detail?: string
  /** Settings fields Redis holds that this replica skipped (unreadable), each with why. */
  skippedSettings?: Record<string, string>
  /** The store's address, password redacted; absent for memory. */
  url?: string
  prefix?: string
  instance?: string
  failOpen?: boolean
  changes?: 'subscribed' | 'read per request'
}

/** The ledger: rate windows, credits and their holds, usage. Kept by every store, by the same rules. */
interface LedgerPort {
  /**
   * Checks the window and takes `cost` credits in one step, at the mock's clock time `now`; with `count`, counts the
   * call against the key in the same step. A shared store failing open decides from this process's own state.
   */
  admit(state: KeyState, cost: number, now: number, count: boolean): Admission | Promise<Admission>
  /** Each key's rate window (as every replica fills it, or this process): admitted calls after `since`, the oldest. */
  windows(states: readonly KeyState[], since: number): SharedWindow[] | Promise<SharedWindow[]>
}

/** The counters of scenarios with `calls`, `times` and `throttle` rules. */
interface ScenarioCounterPort {
  /** A call's number under a scenario with rules: every replica's calls of the key, or this process's. */
  scenarioCall(key: string | undefined, scenario: string): number | Promise<number>
  /** A scenario rule's throttle as calls fill it (every replica's, or this process's): 0 served, else Retry-After. */
  scenarioThrottle(
    key: string | undefined,
    scenario: string,
    rule: number,
    throttle: { afterCalls: number; retryAfterSeconds: number },
    now: number,
  ): number | Promise<number>
}

/** The journal, and the usage counted from each answer. */
interface JournalPort {
  /** How the journal turns a full key into the number a filter by key compares; the journal's own by default. */
  readonly hashKey?: (key: string) => number
  /** Names this replica in the journal, unless a name was given (the server knows its port once it listens). */
  nameInstance(name: string): void
  /**
   * Records an answered request in the journal (every replica's, or this process's) and counts it against its key.
   */
  record(input: JournalInput, rawKey: string | undefined, counted: CountedAnswer | undefined): void
}

/**
 * The settings replicas share (scenarios, pins, plans, keys added, the clock): in one process there is nothing to
 * share, so the memory store's sync and publish have nothing to wait for (undefined).
 */
interface SettingsPort {
  /** Before a request: the settings other replicas changed (scenarios, keys, clock), and for `full` balances too. */
  sync(full: boolean): Promise<void> | undefined
  /** After a change made through the admin API: writes it where every replica reads it. */
  publish(): Promise<void> | undefined
  /** Called by runtime.reset(): the next publish clears this store's namespace. */
  resetting(): void
  /**
   * Keys added on other replicas that this one has not served yet (it knows them by hash and redacted form only), as
   * of the last full sync: listed by the admin API next to its own.
   */
  unseenKeys(): { state: KeyState; scenario: string | undefined }[]
}

/**
 * Where the mutable state lives, one port per concern, each kept by the memory store (this process) and the Redis
 * store (every replica; failing open, this process's again) by the same rules: test/store-contract.test.ts runs the
 * same assertions against both.
 */
export interface StateStore extends LedgerPort, ScenarioCounterPort, JournalPort, SettingsPort {
  readonly kind: 'memory' | 'redis'
  /** Binds the store to one runtime; called once by createRuntime. */
  attach(parts: StoreParts): void
  health(): StoreHealth
  close(): Promise<void>
}

/** A key's rate window as its store keeps it. */
export interface SharedWindow {
  count: number
  /** The clock time of the oldest call in the window; undefined when it is empty. */
  oldest: number | undefined
}

/** How an answer counts against its key (countAnswer's inputs). */
export interface CountedAnswer {
  state: KeyState
  status: number
  relayed: boolean
  /** What the store decided for the call, when it did (and so may have counted it already). */
  admission: Admission | undefined
}
