import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env.js'
import { MockError } from '../errors.js'
import { paramsOf } from './request.js'

export interface CreditsOptions {
  pageSize: number
}

/**
 * Holds the endpoint's cost while the call is answered and gives it back unless the answer is 2xx,
 * so refusals cost nothing and the balance is exact and never negative under any concurrency.
 */
export function credits({ pageSize }: CreditsOptions) {
  return createMiddleware<AppEnv>(async function credits(c, next) {
    const state = c.get('key')
    const def = c.get('endpoint')
    const cost = def?.cost ?? 0
    if (!state || !def || cost === 0) return next()
    if (state.credits !== null) {
      // a call that will be a 400 must not hold a credit that a concurrent good call needs
      paramsOf(c, def, pageSize)
      if (state.credits < cost) {
        state.usage.refused++
        throw new MockError('INSUFFICIENT_CREDITS', { headers: { 'X-Mock-Credits-Remaining': String(state.credits) } })
      }
      state.credits -= cost
      c.get('headers')['X-Mock-Credits-Remaining'] = String(state.credits)
    }
    let delivered = false
    try {
      await next()
      // a connection the scenario resets or cuts short delivers nothing, so it costs nothing
      delivered = c.res.status >= 200 && c.res.status < 300 && !c.get('decision')?.effect.disconnect
    } finally {
      if (delivered) {
        state.usage.creditsUsed += cost
        c.set('charged', cost)
      } else if (state.credits !== null) {
        state.credits += cost
        // the answer failed after the hold: its header must show the balance given back
        c.header('X-Mock-Credits-Remaining', String(state.credits))
      }
    }
  })
}
