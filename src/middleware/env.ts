import type { Decision } from '../scenarios/engine.js'
import type { KeyState } from '../keys.js'

/** Context variables, typed once for every stage. */
export interface AppEnv {
  Variables: {
    rawKey: string | undefined
    keyState: KeyState | undefined
    decision: Decision | undefined
    charged: number
    source: string | undefined
  }
}
