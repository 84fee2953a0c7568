import type { Stage } from '../pipeline/compose.js'
import { MockError } from '../errors.js'
import type { KeyStore } from '../keys.js'

export interface AuthOptions {
  keys: KeyStore
  /** false: every request is served as the development key. */
  required?: boolean
  devKey: string
}

const CHALLENGE = { 'WWW-Authenticate': 'Bearer' }

/** Spec section 5: no key is MISSING_API_KEY, an unknown key INVALID_API_KEY, both 401. */
export function authStage({ keys, required = true, devKey }: AuthOptions): Stage {
  return function auth(x, next) {
    const raw = x.rawKey
    if (!required) {
      x.keyState = (raw ? keys.get(raw) : undefined) ?? keys.get(devKey)
      return next(x)
    }
    if (raw === undefined || raw === '') throw new MockError('MISSING_API_KEY', { headers: CHALLENGE })
    const state = keys.get(raw)
    if (!state) throw new MockError('INVALID_API_KEY', { headers: CHALLENGE })
    x.keyState = state
    state.usage.calls++
    return next(x)
  }
}
