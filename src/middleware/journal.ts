import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { JournalInput } from '../journal/journal.js'
import type { Clock } from '../clock.js'
import type { EndpointTable } from '../endpoints.js'
import type { AppEnv } from '../env.js'
import { redactKey, type KeyState, type KeyStore } from '../keys.js'
import { authStyleOf, readApiKey } from './request.js'
import { answerHeader, type RequestState, stateOf } from './request-state.js'
import { brokenConnection } from './scenario.js'
import type { StateStore } from '../store/store.js'
import { redactPath } from '../util/redact.js'

export interface JournalOptions {
  clock: Clock
  keys: KeyStore
  /** The endpoints served: the request's is noted for every later stage. */
  endpoints: EndpointTable
  /** Paths that are not journaled (the admin API's own). */
  skip?: (path: string) => boolean
  /** Records in the journal (every replica's on Redis, this process's in memory) and counts usage. */
  store: StateStore
}

/** A 429's or 503's Retry-After for the journal (the verdicts judge the wait); other answers are not read. */
function retryAfterOf(rq: RequestState, res: Response, status: number): string | undefined {
  return status === 429 || status === 503 ? answerHeader(rq, res, 'retry-after') : undefined
}

/**
 * The key a request is counted against: the one auth accepted (with auth off, only if the request carried it), or the
 * one it carried when a scenario refused the key in auth's place.
 */
function countedKey(rq: RequestState, apiKey: string | undefined, keys: KeyStore): KeyState | undefined {
  const state = rq.keyState
  if (state) return state.key === apiKey ? state : undefined
  return rq.source === 'scenario' && apiKey ? keys.get(apiKey) : undefined
}

/**
 * Outermost stage: notes the endpoint, then, once the request is answered (refusals included), has the store record
 * it and count it against its key: a call admitted was counted with its admission, and a refusal the answer became is
 * counted here, as only the final answer says what the call was.
 */
export function journal({ clock, keys, endpoints, skip, store }: JournalOptions) {
  const write = (c: Context<AppEnv>, rq: RequestState): void => {
    const apiKey = rq.apiKey ?? readApiKey(c)
    const res = c.res
    const status = res.status
    const source = rq.source ?? null
    const state = rq.keyState
    const mark = rq.chaos
    const decision = rq.decision
    const disconnect = brokenConnection(decision) ?? (mark?.outcome === 'reset' ? 'reset' : undefined)
    const reset = disconnect === 'reset'
    const counted = countedKey(rq, apiKey, keys)
    const input: JournalInput = {
      at: clock.now(),
      method: c.req.method,
      // an endpoint's path is its own; any other may hold the key itself (`/v1/echo/<key>`, `;jsessionid=`)
      path: rq.endpoint ? c.req.path : redactPath(c.req.path, apiKey),
      url: c.req.url,
      key: apiKey ? (state?.key === apiKey ? state.redacted : redactKey(apiKey)) : null,
      auth: authStyleOf(c),
      scenario: rq.scenario ?? null,
      rule: decision?.rule ?? null,
      // a reset connection carried no status line, whatever status the handler produced
      status: reset ? null : status,
      disconnect: reset ? 'reset' : disconnect === 'truncate' ? 'truncated' : null,
      credits: rq.charged ?? 0,
      latencyMs: Math.round((performance.now() - rq.started) * 100) / 100,
      source,
      // plain fields, no spread: most requests have neither
      chaos: mark,
      retryAfter: retryAfterOf(rq, res, status),
    }
    const relayed = source === 'upstream'
    const admission = rq.admission
    store.record(input, apiKey, counted ? { state: counted, status, relayed, admission } : undefined)
  }
  // not async: the stages run without an extra promise, and the entry is written once the answer is made
  return createMiddleware<AppEnv>(function journal(c, next) {
    const path = c.req.path
    if (skip?.(path)) return next()
    const rq = stateOf(c)
    rq.started = performance.now()
    rq.endpoint = endpoints.forPath(path)
    // typed as Hono's promise, but the pipeline's next() gives undefined when the later stages answered at once
    const out: Promise<void> | undefined = next()
    if (out instanceof Promise) return out.then(() => write(c, rq))
    write(c, rq)
    return out
  })
}
