/**
 * The store of this process, and its ledger: the window and the credit of one request decided in one synchronous step
 * (so concurrent requests cannot overshoot), by the same rules as the Redis store's admission script.
 */
import type { Journal, JournalInput } from '../journal/journal.js'
import { countAnswer, type KeyState, type KeyStore, type KeyUsage } from '../keys.js'
import type { Admission, CountedAnswer, Hold, SharedWindow, StateStore, StoreParts } from './store.js'

/** The rate window's length. */
export const WINDOW_MS = 60_000

/** An admission of this process, from one site: every one has the same shape, and none spreads or closes over. */
function admission(
  reason: Admission['reason'],
  remaining: number | null,
  retryAfter: number,
  credits: number | null,
  hold: Hold | undefined,
  usage: KeyUsage | undefined,
): Admission {
  return { allowed: reason === 'ok', reason, remaining, retryAfter, credits, hold, counted: false, usage }
}

/**
 * Checks the key's window and takes `cost` credits at the clock time `now`; with `count`, counts the call (and its
 * refusal) against the key with the decision. A refusal of the window takes no slot; one of the balance does, as in
 * Redis.
 */
export function admitHere(keys: KeyStore, state: KeyState, cost: number, now: number, count: boolean): Admission {
  const usage = state.usage
  if (count) usage.calls++
  const counted = count ? usage : undefined
  let remaining: number | null = null
  const limit = state.limit
  if (limit !== null) {
    const w = state.window
    w.expire(now - WINDOW_MS)
    const filled = w.length
    if (filled >= limit) {
      if (count) usage.throttled++
      // a slot frees when the entry that keeps the count at the limit leaves the window
      const freeing = w.at(filled - limit)
      const retryAfter = Math.max(1, Math.ceil((freeing + WINDOW_MS - now) / 1000))
      return admission('limit', 0, retryAfter, state.credits, undefined, counted)
    }
    w.push(now)
    remaining = limit - filled - 1
  }
  if (cost > 0 && state.credits !== null && state.credits < cost) {
    if (count) usage.refused++
    return admission('credits', remaining, 0, state.credits, undefined, counted)
  }
  const hold = cost > 0 ? keys.hold(state, cost) : undefined
  // the balance after the hold
  return admission('ok', remaining, 0, state.credits, hold, counted)
}

/**
 * Records an answered request in this process's journal and counts it against its key: a call this process admitted
 * was counted then, in the counters in force at that time, so only a later refusal counts here.
 */
export function recordHere(
  journal: Journal,
  input: JournalInput,
  rawKey: string | undefined,
  counted: CountedAnswer | undefined,
): void {
  if (counted) {
    const admission = counted.admission
    const local = admission?.usage
    countAnswer(local ?? counted.state.usage, counted.status, counted.relayed, local ? admission?.reason : undefined)
  }
  journal.record(input, rawKey)
}

/** Each key's window in this process: admitted calls after `since`, and the oldest of them. */
export const windowsHere = (states: readonly KeyState[], since: number): SharedWindow[] =>
  states.map((state) => state.window.after(since))

/** Today's store: everything in this process; the state file keeps balances across restarts. */
export function memoryStore(): StateStore {
  let parts: StoreParts | undefined
  return {
    kind: 'memory',
    nameInstance: () => undefined,
    attach: (attached) => {
      parts = attached
    },
    sync: () => undefined,
    admit: (state, cost, now, count) => admitHere((parts as StoreParts).keys, state, cost, now, count),
    record: (input, rawKey, counted) => recordHere((parts as StoreParts).journal, input, rawKey, counted),
    unseenKeys: () => [],
    scenarioCall: (key, scenario) => (parts as StoreParts).scenarios.countCall(key, scenario),
    scenarioThrottle: (key, scenario, rule, throttle, now) =>
      (parts as StoreParts).scenarios.throttleFor(key, scenario, rule, throttle, now),
    windows: windowsHere,
    publish: () => undefined,
    resetting: () => undefined,
    health: () => ({ kind: 'memory', status: 'ok' }),
    close: async () => undefined,
  }
}
