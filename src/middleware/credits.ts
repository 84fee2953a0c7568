import type { Stage } from '../pipeline/compose.js'
import { after } from '../pipeline/compose.js'
import { MockError } from '../errors.js'

export interface CreditsOptions {
  pageSize: number
}

/**
 * Holds the endpoint's cost while the call is answered and gives it back unless the answer is 2xx,
 * so refusals cost nothing and the balance is exact and never negative under any concurrency.
 */
export function creditsStage({ pageSize }: CreditsOptions): Stage {
  return function credits(x, next) {
    const state = x.keyState
    const def = x.def
    const cost = def?.cost ?? 0
    if (!state || !def || cost === 0) return next(x)
    if (state.credits !== null) {
      // a call that will be a 400 must not hold a credit that a concurrent good call needs
      x.params(def, pageSize)
      if (state.credits < cost) {
        state.usage.refused++
        throw new MockError('INSUFFICIENT_CREDITS', { headers: { 'X-Mock-Credits-Remaining': String(state.credits) } })
      }
      state.credits -= cost
      x.headers['X-Mock-Credits-Remaining'] = String(state.credits)
    }
    return after(next(x), (answer) => {
      if (answer.status >= 200 && answer.status < 300) {
        state.usage.creditsUsed += cost
        x.charged = cost
      } else if (state.credits !== null) {
        state.credits += cost
        // the answer failed after the hold: its header must show the balance given back
        answer.headers['X-Mock-Credits-Remaining'] = String(state.credits)
      }
      return answer
    })
  }
}
