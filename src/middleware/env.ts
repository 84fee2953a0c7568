import type { Decision } from '../scenarios/engine.js'
import type { KeyState } from '../keys.js'
import type { Paging } from '../generators/context.js'

export interface RequestParams {
  key: string
  paging: Paging
}

/** Context variables, typed once for every stage. */
export interface AppEnv {
  Variables: {
    rawKey: string | undefined
    keyState: KeyState | undefined
    decision: Decision | undefined
    charged: number
    source: string | undefined
    /** The query, parsed once (first value of each name). */
    query: Record<string, string>
    /** Headers every stage adds to the answer, merged in one place so Hono keeps its fast path. */
    headers: Record<string, string>
    /** Name of the scenario in force for this request. */
    scenario: string | undefined
    /** The endpoint parameter and page, read once. */
    params: RequestParams | undefined
  }
}
