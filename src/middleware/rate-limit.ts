import type { Context, Next } from 'hono'
import type { Clock } from '../clock.js'
import type { AppEnv } from '../env.js'
import type { KeyState } from '../keys.js'
import type { Admission, StateStore } from '../store/store.js'
import type { Stage } from './pipeline.js'
import { paramsOf, readApiKey, refuse } from './request.js'
import { type RequestState, stateOf } from './request-state.js'

export { WINDOW_MS } from '../store/memory-store.js'

export interface RateLimitOptions {
  clock: Clock
  /** Decides window and credits together: this process's (memory), or every replica's (Redis). */
  store: StateStore
  pageSize?: number
  /** What a call to a path no endpoint declares costs (pass-through forwards it); 0 without. */
  undeclaredCost?: (c: Context<AppEnv>) => number
}

/**
 * Sliding 60-second window per key (at most `limit` admitted requests in any window) and the call's credit, taken in
 * one step of the store. A call that will be a 400 counts in the window but holds no credit.
 */
export function rateLimit({ clock, store, pageSize = 10, undeclaredCost }: RateLimitOptions): Stage {
  return function rateLimit(c, next) {
    const rq = stateOf(c)
    const state = rq.keyState
    if (!state) return next()
    const def = rq.endpoint
    let cost = def ? def.cost : (undeclaredCost?.(c) ?? 0)
    let invalid: unknown
    if (def && cost > 0) {
      try {
        paramsOf(c, def, pageSize)
      } catch (err) {
        invalid = err
        cost = 0
      }
    }
    // counted with the decision when the journal would count it against this key (the key the request carried)
    const count = (rq.apiKey ?? readApiKey(c)) === state.key
    const admitted = store.admit(state, cost, clock.now(), count)
    // this process's store decides at once: no promise in between, so concurrent calls cannot overshoot
    if (!(admitted instanceof Promise)) return decide(c, rq, next, state, admitted, cost, invalid)
    return admitted.then((a) => decide(c, rq, next, state, a, cost, invalid))
  }
}

let lastLimit = Number.NaN
let lastLimitText = ''

/** A plan's limit as its header writes it; the keys of a busy mock share a few limits. */
function limitText(limit: number): string {
  if (limit !== lastLimit) {
    lastLimit = limit
    lastLimitText = String(limit)
  }
  return lastLimitText
}

/** Answers the store's decision: 429 or 402 with their headers, the 400 the call will be, or on to the handler. */
function decide(
  c: Context<AppEnv>,
  rq: RequestState,
  next: Next,
  state: KeyState,
  a: Admission,
  cost: number,
  invalid: unknown,
): ReturnType<Stage> {
  rq.admission = a
  const limit = state.limit
  if (a.reason === 'limit') {
    return refuse(c, 'RATE_LIMIT_EXCEEDED', {
      'Retry-After': String(a.retryAfter),
      ...(limit !== null ? { 'X-RateLimit-Limit': String(limit), 'X-RateLimit-Remaining': '0' } : {}),
    })
  }
  const headers = rq.headers
  if (limit !== null && a.remaining !== null) {
    headers['X-RateLimit-Limit'] = limitText(limit)
    headers['X-RateLimit-Remaining'] = String(a.remaining)
  }
  if (invalid !== undefined) throw invalid
  if (a.reason === 'credits')
    return refuse(c, 'INSUFFICIENT_CREDITS', { 'X-Mock-Credits-Remaining': String(a.credits ?? 0) })
  if (cost > 0 && a.credits !== null) headers['X-Mock-Credits-Remaining'] = String(a.credits)
  return next()
}
