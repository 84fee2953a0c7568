import { createMiddleware } from 'hono/factory'
import type { Clock } from '../clock.js'
import type { AppEnv } from '../env.js'
import { refuse } from './request.js'

export const WINDOW_MS = 60_000

export interface RateLimitOptions {
  clock: Clock
}

/**
 * Sliding 60-second window per key: at most `limit` admitted requests in any window.
 * Check and record happen in one synchronous step, so concurrency cannot overshoot.
 */
export function rateLimit({ clock }: RateLimitOptions) {
  return createMiddleware<AppEnv>(function rateLimit(c, next) {
    const state = c.get('keyState')
    if (!state || state.limit === null) return next()
    const now = clock.now()
    const w = state.window
    w.expire(now - WINDOW_MS)
    const count = w.length
    if (count >= state.limit) {
      // a slot frees when the entry that keeps the count at the limit leaves the window
      const freeing = w.at(count - state.limit)
      const retryAfter = Math.max(1, Math.ceil((freeing + WINDOW_MS - now) / 1000))
      return Promise.resolve(
        refuse(c, 'RATE_LIMIT_EXCEEDED', {
          'Retry-After': String(retryAfter),
          'X-RateLimit-Limit': String(state.limit),
          'X-RateLimit-Remaining': '0',
        }),
      )
    }
    w.push(now)
    const headers = c.get('headers')
    headers['X-RateLimit-Limit'] = String(state.limit)
    headers['X-RateLimit-Remaining'] = String(state.limit - count - 1)
    return next()
  })
}
