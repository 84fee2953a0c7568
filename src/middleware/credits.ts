import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './env.js'
import { MockError } from '../errors.js'
import { endpointForPath } from '../endpoints.js'
import { paramsOf } from './respond.js'

/**
 * Holds the endpoint's cost while the call is answered and gives it back unless the answer is 2xx,
 * so refusals cost nothing and the balance is exact and never negative under any concurrency.
 */
export interface CreditsOptions {
  pageSize: number
}

export function creditsStage({ pageSize }: CreditsOptions): MiddlewareHandler<AppEnv> {
  return async function credits(c, next) {
    const state = c.get('keyState')
    const def = endpointForPath(c.req.path)
    const cost = def?.cost ?? 0
    if (!state || !def || cost === 0) return next()
    if (state.credits !== null) {
      // a call that will be a 400 must not hold a credit that a concurrent good call needs
      paramsOf(c, def, pageSize)
    }
    if (state.credits !== null && state.credits < cost) {
      state.usage.refused++
      throw new MockError('INSUFFICIENT_CREDITS', { headers: { 'X-Mock-Credits-Remaining': String(state.credits) } })
    }
    if (state.credits !== null) {
      state.credits -= cost
      c.get('headers')['X-Mock-Credits-Remaining'] = String(state.credits)
    }
    let served = false
    try {
      await next()
      served = c.res.status >= 200 && c.res.status < 300
    } finally {
      if (served) {
        state.usage.creditsUsed += cost
        c.set('charged', cost)
      } else if (state.credits !== null) {
        state.credits += cost
        // rare path (the answer failed after the hold): correct the header already sent with it
        c.res.headers.set('X-Mock-Credits-Remaining', String(state.credits))
      }
    }
  }
}
