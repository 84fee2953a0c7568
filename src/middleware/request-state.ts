import type { Context } from 'hono'
import type { AuthStyle } from '../journal/schema.js'
import type { ChaosMark } from '../chaos/controller.js'
import type { EndpointDef } from '../endpoints.js'
import type { AppEnv, RequestParams, RequestVariables } from '../env.js'
import type { KeyState } from '../keys.js'
import type { Decision } from '../scenarios/engine.js'
import type { Admission } from '../store/store.js'

/**
 * What the stages learn about one request, as one object with every field present: read and written as plain
 * fields instead of through Hono's per-request variable map, which grew and rehashed on every request.
 */
export class RequestState implements Partial<RequestVariables> {
  endpoint: EndpointDef | undefined = undefined
  apiKey: string | undefined = undefined
  /** Unset until the key is read (see authStyleOf). */
  authStyle: AuthStyle | undefined = undefined
  keyState: KeyState | undefined = undefined
  scenario: string | undefined = undefined
  pendingDecision: Decision | undefined = undefined
  chaos: ChaosMark | undefined = undefined
  decision: Decision | undefined = undefined
  admission: Admission | undefined = undefined
  charged: number | undefined = undefined
  source: string | undefined = undefined
  started = 0
  headers: Record<string, string> = {}
  /** The query's text when nothing in it is encoded, null when Hono parses it; unset until read (see queryValue). */
  queryText: string | null | undefined = undefined
  query: Record<string, string> | undefined = undefined
  params: RequestParams | undefined = undefined
  /** The answer a stage made from a record of headers (see answerWith), and that record. */
  answer: Response | undefined = undefined
  answerHeaders: Record<string, string> | undefined = undefined
}

const STATE = Symbol('request state')

type Holder = Context<AppEnv> & { [STATE]?: RequestState }

/** The request's state, made on first use by whichever stage runs first. */
export function stateOf(c: Context<AppEnv>): RequestState {
  const holder = c as Holder
  let state = holder[STATE]
  if (state === undefined) {
    state = new RequestState()
    holder[STATE] = state
  }
  return state
}

/** The request's state if a stage made it (the admin API's paths have none). */
export function stateIfAny(c: Context<AppEnv>): RequestState | undefined {
  return (c as Holder)[STATE]
}

/**
 * A Response made from a record of headers, noted on the request's state (when it has one) with that record: a later
 * reader of its headers (the journal's Retry-After) reads the record, where reading the Response's own headers would
 * build a Headers object for it.
 */
export function answerWith(
  state: RequestState | undefined,
  body: string | null,
  status: number,
  headers: Record<string, string>,
): Response {
  const res = new Response(body, { status, headers })
  if (state) {
    state.answer = res
    state.answerHeaders = headers
  }
  return res
}

/** A header of the answer by its lower-case name, as `res.headers.get(name)` gives it, from the record it was made
 * of when a stage made it with answerWith. */
export function answerHeader(state: RequestState, res: Response, name: string): string | undefined {
  const record = state.answer === res ? state.answerHeaders : undefined
  if (record === undefined) return res.headers.get(name) ?? undefined
  let value: string | undefined
  for (const key of Object.keys(record))
    if (key.toLowerCase() === name) value = value === undefined ? record[key] : `${value}, ${record[key]}`
  return value
}

/** Sets headers on the request's answer, which then no longer reads as the record it was made of. */
export function setAnswerHeaders(c: Context<AppEnv>, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  const state = stateIfAny(c)
  if (state) state.answer = undefined
}
