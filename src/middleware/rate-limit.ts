import type { Context, Next } from 'hono'
import type { Clock } from '../clock.js'
import type { AppEnv } from '../env.js'
import type { KeyState } from '../keys.js'
import type { Admission, StateStore } from '../store/store.js'
import type { Stage } from './pipeline.js'
import { paramsOf, readApiKey, refuse } from './request.js'

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
    const state = c.get('keyState')
    if (!state) return next()
    const def = c.get('endpoint')
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
    const count = (c.get('apiKey') ?? readApiKey(c)) === state.key
    const admitted = store.admit(state, cost, clock.now(), count)
    // this process's store decides at once: no promise in between, so concurrent calls cannot overshoot
    if (!(admitted instanceof Promise)) return decide(c, next, state, admitted, cost, invalid)
    return admitted.then((a) => decide(c, next, state, a, cost, invalid))
  }
}

/** Answers the store's decision: 429 or 402 with their headers, the 400 the call will be, or on to the handler. */
function decide(
  c: Context<AppEnv>,
  next: Next,
  state: KeyState,
  a: Admission,
  cost: number,
  invalid: unknown,
): ReturnType<Stage> {
  c.set('admission', a)
  const limit = state.limit
  if (a.reason === 'limit') {
    return refuse(c, 'RATE_LIMIT_EXCEEDED', {
      'Retry-After': String(a.retryAfter),
      ...(limit !== null ? { 'X-RateLimit-Limit': String(limit), 'X-RateLimit-Remaining': '0' } : {}),
    })
  }
  const headers = c.get('headers')
  if (limit !== null && a.remaining !== null) {
    headers['X-RateLimit-Limit'] = String(limit)
    headers['X-RateLimit-Remaining'] = String(a.remaining)
  }
  if (invalid !== undefined) throw invalid
  if (a.reason === 'credits')
    return refuse(c, 'INSUFFICIENT_CREDITS', { 'X-Mock-Credits-Remaining': String(a.credits ?? 0) })
  if (cost > 0 && a.credits !== null) headers['X-Mock-Credits-Remaining'] = String(a.credits)
  return next()
}
