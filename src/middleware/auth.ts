import { MockError } from '../errors.js'
import type { Stage } from './pipeline.js'
import type { KeyStore } from '../keys.js'
import { authStyleOf, refuse } from './request.js'
import { stateOf } from './request-state.js'

export interface AuthOptions {
  keys: KeyStore
  /** false: every request is served as the development key. */
  required?: boolean
  devKey: string
}

/** Spec section 5: no key is MISSING_API_KEY, an unknown key INVALID_API_KEY, both 401. */
export function auth({ keys, required = true, devKey }: AuthOptions): Stage {
  return function auth(c, next) {
    const rq = stateOf(c)
    const apiKey = rq.apiKey
    if (!required) {
      rq.keyState = (apiKey ? keys.get(apiKey) : undefined) ?? keys.get(devKey)
      return next()
    }
    if (apiKey === undefined || apiKey === '') return refuse(c, 'MISSING_API_KEY')
    if (authStyleOf(c) === 'not-bearer') {
      throw new MockError('INVALID_API_KEY', {
        message: 'Invalid Authorization header: it must be "Bearer <key>" (or send the key in x-api-key)',
      })
    }
    const state = keys.get(apiKey)
    if (!state) return refuse(c, 'INVALID_API_KEY')
    rq.keyState = state
    return next()
  }
}
