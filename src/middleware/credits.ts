import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './env.js'
import { MockError } from '../errors.js'
import { ENDPOINTS_BY_PATH } from '../endpoints.js'

/**
 * Reserves the endpoint's cost before serving and refunds it unless the answer is 2xx,
 * so refusals cost nothing and the balance can never go negative.
 */
export function creditsStage(): MiddlewareHandler<AppEnv> {
  return async function credits(c, next) {
    const state = c.get('keyState')
    const cost = ENDPOINTS_BY_PATH.get(c.req.path)?.cost ?? 0
    if (!state || cost === 0) return next()
    if (state.credits !== null && state.credits < cost) {
      state.usage.refused++
      throw new MockError('INSUFFICIENT_CREDITS')
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
