import type { Context, Next } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Clock } from '../clock.js'
import type { AppEnv } from '../env.js'
import type { Admission, StateStore } from '../store/store.js'
import { paramsOf, readApiKey, refuse } from './request.js'

export const WINDOW_MS = 60_000

export interface RateLimitOptions {
  clock: Clock
  /** A shared store decides window and credits together; the memory store leaves both to this process. */
  store?: StateStore
  pageSize?: number
  /** What a call to a path no endpoint declares costs (pass-through forwards it); 0 without. */
  undeclaredCost?: (c: Context<AppEnv>) => number
}

/**
 * Sliding 60-second window per key: at most `limit` admitted requests in any window.
 * Check and record happen in one synchronous step, so concurrency cannot overshoot.
 */
export function rateLimit({ clock, store, pageSize = 10, undeclaredCost }: RateLimitOptions) {
  return createMiddleware<AppEnv>(function rateLimit(c, next) {
    const state = c.get('keyState')
    if (!state) return next()
    if (store && store.kind !== 'memory') {
      const shared = admitShared(c, next, store, clock, pageSize, undeclaredCost)
      if (shared) return shared
    }
    return admitLocal(c, next, clock)
  })
}

/**
 * The window in this process: the memory store's, or a shared store's that left the request to this process. The call
 * is counted against the key it carried with the decision, as a shared store counts it: an answer still in flight is a
 * call already.
 */
function admitLocal(c: Context<AppEnv>, next: Next, clock: Clock): ReturnType<Next> | Promise<Response> {
  const state = c.get('keyState')
  if (!state) return next()
  const usage = state.usage
  const count = (c.get('apiKey') ?? readApiKey(c)) === state.key
  if (count) usage.calls++
  const admitted = (reason: Admission['reason'], remaining: number | null, retryAfter = 0): void => {
    if (!count) return
    const allowed = reason === 'ok'
    const credits = state.credits
    c.set('admission', { allowed, reason, remaining, retryAfter, credits, hold: undefined, counted: false, usage })
  }
  if (state.limit === null) {
    admitted('ok', null)
    return next()
  }
  const now = clock.now()
  const w = state.window
  w.expire(now - WINDOW_MS)
  const filled = w.length
  if (filled >= state.limit) {
    // a slot frees when the entry that keeps the count at the limit leaves the window
    const freeing = w.at(filled - state.limit)
    const retryAfter = Math.max(1, Math.ceil((freeing + WINDOW_MS - now) / 1000))
    if (count) usage.throttled++
    admitted('limit', 0, retryAfter)
    return Promise.resolve(
      refuse(c, 'RATE_LIMIT_EXCEEDED', {
        'Retry-After': String(retryAfter),
        'X-RateLimit-Limit': String(state.limit),
        'X-RateLimit-Remaining': '0',
      }),
    )
  }
  w.push(now)
  admitted('ok', state.limit - filled - 1)
  const headers = c.get('headers')
  headers['X-RateLimit-Limit'] = String(state.limit)
  headers['X-RateLimit-Remaining'] = String(state.limit - filled - 1)
  return next()
}

/**
 * The window and the credit in one step of the shared store, for every replica at once; undefined when the store
 * leaves the request to this process (failing open). A call that will be a 400 counts in the window but holds no
 * credit, as in one process.
 */
function admitShared(
  c: Context<AppEnv>,
  next: Next,
  store: StateStore,
  clock: Clock,
  pageSize: number,
  undeclaredCost: ((c: Context<AppEnv>) => number) | undefined,
): Promise<Response | undefined> | undefined {
  const state = c.get('keyState')
  const def = c.get('endpoint')
  if (!state) return undefined
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
  if (!admitted) return undefined
  return admitted.then(async (a: Admission | undefined): Promise<Response | undefined> => {
    // the store failed mid-request and fails open: this process decides, as for a store it could not reach at all
    if (a === undefined) return (await admitLocal(c, next, clock)) ?? undefined
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
    await next()
    return undefined
  })
}
