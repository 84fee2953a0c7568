import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './env.js'
import { MockError } from '../errors.js'
import { endpointForPath } from '../endpoints.js'
import { readPaging, readParam } from '../params.js'

/**
 * Holds the endpoint's cost while the call is answered and gives it back unless the answer is 2xx,
 * so refusals cost nothing and the balance is exact and never negative under any concurrency.
 */
export function creditsStage(): MiddlewareHandler<AppEnv> {
  return async function credits(c, next) {
    const state = c.get('keyState')
    const def = endpointForPath(c.req.path)
    const cost = def?.cost ?? 0
    if (!state || !def || cost === 0) return next()
    if (state.credits !== null) {
      // a call that will be a 400 must not hold a credit that a concurrent good call needs
      const query = (name: string): string | undefined => c.req.query(name)
      readParam(query, def.param, def.aliases, def.readKey)
      readPaging(query, 1)
    }
    if (state.credits !== null && state.credits < cost) {
      state.usage.refused++
      throw new MockError('INSUFFICIENT_CREDITS', { headers: { 'X-Mock-Credits-Remaining': String(state.credits) } })
    }
    if (state.credits !== null) state.credits -= cost
    let served = false
    try {
      await next()
      served = c.res.status >= 200 && c.res.status < 300
    } finally {
      if (served) {
        state.usage.creditsUsed += cost
        c.set('charged', cost)
      } else if (state.credits !== null) state.credits += cost
    }
    if (state.credits !== null) c.header('X-Mock-Credits-Remaining', String(state.credits))
  }
}
