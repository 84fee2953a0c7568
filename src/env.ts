import type { HttpBindings } from '@hono/node-server'
import type { AuthStyle } from './journal/schema.js'
import type { EndpointDef } from './endpoints.js'
import type { Paging } from './generators/context.js'
import type { KeyState } from './keys.js'
import type { Decision } from './scenarios/engine.js'
import type { Admission } from './store/store.js'
import type { ChaosMark } from './chaos/controller.js'

/** The endpoint's parameter and page, as the request gives them. */
export interface RequestParams {
  /** The entity the parameter names, as sent (a username, a company id, a keyword): not yet canonical. */
  entityKey: string
  paging: Paging
}

/** What the stages learn about a request, read by the stages after them and by the journal (see RequestState). */
export interface RequestVariables {
  /** The endpoint the path names, if any. */
  endpoint: EndpointDef | undefined
  /** The API key as sent (Bearer or x-api-key); never logged. */
  apiKey: string | undefined
  /** How the API key was sent (Bearer, x-api-key, both, none, not-bearer), read once for auth and the journal. */
  authStyle: AuthStyle
  /** The API key's state (plan, balance, limiter window, usage) once auth accepted the key. */
  keyState: KeyState | undefined
  /** Name of the scenario in force. */
  scenario: string | undefined
  /** The scenario rule chosen before auth, applied once auth accepted the key (unless it refuses the key itself). */
  pendingDecision: Decision | undefined
  /** The chaos draw made for the request, if a chaos profile covered it. */
  chaos: ChaosMark | undefined
  /** The scenario rule that applied, if any. */
  decision: Decision | undefined
  /** What a shared store decided (window and credit together); unset in memory mode. */
  admission: Admission | undefined
  /** Credits charged for the answer; unset until the credits stage charges. */
  charged: number | undefined
  /** Where the body came from: fixture, generated, upstream or scenario. */
  source: string | undefined
  /** performance.now() when the request arrived. */
  started: number
  /**
   * Headers the stages add to the answer (limits, credits), in a plain object: an answer built with it stays on
   * @hono/node-server's fast path, where one built with c.header() goes through a Headers object.
   */
  headers: Record<string, string>
  /** First value of each query parameter, read once. */
  query: Record<string, string>
  params: RequestParams
}

/** The app's Hono environment: node's request under a socket (absent in `app.request()`), and the typed variables. */
export interface AppEnv {
  Bindings: Partial<HttpBindings> | undefined
  Variables: RequestVariables
}
