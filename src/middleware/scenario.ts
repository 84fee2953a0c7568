import type { Context, Next } from 'hono'
import type { AppEnv } from '../env.js'
import { MockError } from '../errors.js'
import type { KeyStore } from '../keys.js'
import type { Decision, ScenarioEngine, ScenarioRequest } from '../scenarios/engine.js'
import type { Clock } from '../clock.js'
import type { StateStore } from '../store/store.js'
import type { Stage } from './pipeline.js'
import { headerOf, queryOf, queryValue, readApiKey } from './request.js'
import { setAnswerHeaders, stateOf } from './request-state.js'

export interface ScenarioOptions {
  engine: ScenarioEngine
  keys: KeyStore
  sleep?: (ms: number) => Promise<void>
  /** Counts calls (`calls`, `times`, `throttle`): this process's (memory), or every replica's (Redis). */
  store: StateStore
  /** The mock's clock: a throttle's time. */
  clock: Clock
}

export interface ScenarioEffectsOptions {
  sleep?: (ms: number) => Promise<void>
}

const realSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/** Query values a rule may match on: the `__` switches are never part of the request. */
export function publicQuery(all: Record<string, string>): Record<string, string> {
  // no prototype: a name such as constructor or toString finds only what the request sent
  const out: Record<string, string> = Object.create(null)
  for (const [k, v] of Object.entries(all)) if (!k.startsWith('__')) out[k] = v
  return out
}

/** What `app.request()` callers see of a reset connection: a body that fails at once. */
function failingBody(): ReadableStream {
  return new ReadableStream({
    start(controller) {
      controller.error(new Error('connection reset by scenario'))
    },
  })
}

/** How a decision breaks the connection, if it does: a rule that answers by itself breaks nothing. */
export function brokenConnection(decision: Decision | undefined): 'reset' | 'truncate' | undefined {
  if (!decision || decision.error || decision.respond || decision.effect.notFound) return undefined
  return decision.effect.disconnect
}

/** A rule that refuses the API key (401), as the missing-key and invalid-key scenarios do, answers in auth's place. */
function refusesKey(decision: Decision): boolean {
  return (decision.error?.status ?? decision.respond?.status) === 401
}

/**
 * First stage after the journal, before auth: picks the scenario and its rule. A rule that refuses the key answers
 * here; any other waits for auth (scenarioEffects), so an unknown key is a 401 under every other scenario.
 */
export function scenario({ engine, keys, sleep = realSleep, store, clock }: ScenarioOptions): Stage {
  // not async: the common case (a scenario without rules) passes on without an extra promise
  return function scenario(c, next) {
    const rq = stateOf(c)
    const apiKey = readApiKey(c)
    rq.apiKey = apiKey
    const state = apiKey ? keys.get(apiKey) : undefined
    const requested = (headerOf(c, 'x-mock-scenario') || queryValue(c, '__scenario'))?.trim() || undefined
    const keyScenario = state?.scenario
    const active = engine.resolveFor(requested, apiKey, keyScenario)
    rq.scenario = active.name
    // most requests run under a scenario without rules: nothing to match, so no request to match on is made
    if (!active.rules.length) return next()
    const req: ScenarioRequest = {
      path: c.req.path,
      query: publicQuery(queryOf(c)),
      key: apiKey,
      requested,
      keyScenario,
      unknownKey: apiKey !== undefined && state === undefined,
    }
    const proceed = (decision: Decision | undefined): ReturnType<Stage> => {
      if (!decision) return next()
      if (!refusesKey(decision)) {
        rq.pendingDecision = decision
        return next()
      }
      rq.decision = decision
      return apply(c, next, decision, sleep)
    }
    // a key no one knows (a 401 to come) counts as no key: a flood of made-up keys leaves no counter behind
    const counter = state ? apiKey : undefined
    const decide = (call: number): ReturnType<Stage> => {
      const decision = engine.decide(req, active, call)
      if (!decision?.throttle) return proceed(decision)
      const retry = store.scenarioThrottle(counter, active.name, decision.rule, decision.throttle, clock.now())
      // this process's counters answer at once: no promise in between
      if (typeof retry === 'number') return proceed(engine.settleThrottle(decision, retry))
      return retry.then((seconds) => proceed(engine.settleThrottle(decision, seconds)))
    }
    const call = store.scenarioCall(counter, active.name)
    return typeof call === 'number' ? decide(call) : call.then(decide)
  }
}

/** After auth: the rule the scenario stage chose answers, delays or breaks the request as it says. */
export function scenarioEffects({ sleep = realSleep }: ScenarioEffectsOptions = {}): Stage {
  // not async: a request without a rule passes on without an extra promise
  return function scenarioEffects(c, next) {
    const rq = stateOf(c)
    const decision = rq.pendingDecision
    if (!decision) return next()
    rq.decision = decision
    return apply(c, next, decision, sleep)
  }
}

/** What the rule says: a delay, then an answer of its own, an error, a transform or a broken connection. */
async function apply(
  c: Context<AppEnv>,
  next: Next,
  decision: Decision,
  sleep: (ms: number) => Promise<void>,
): Promise<Response | undefined> {
  if (decision.latencyMs > 0) await sleep(decision.latencyMs)
  const { effect, error, respond } = decision
  if (effect.notFound || error || respond) stateOf(c).source = 'scenario'
  // a bare 404 is the real service's not-found answer for this endpoint's entity
  if (effect.notFound || error?.code === 'NOT_FOUND') {
    throw new MockError('NOT_FOUND', {
      message: `${stateOf(c).endpoint?.entity ?? 'Resource'} not found`,
      ...(effect.headers ? { headers: effect.headers } : {}),
    })
  }
  if (error) throw error
  if (respond) {
    // 204, 205 and 304 carry no content, and so no Content-Type
    if (respond.body === undefined) return c.body(null, respond.status as 204, respond.headers)
    return c.body(JSON.stringify(respond.body), respond.status as 200, {
      'content-type': 'application/json',
      ...respond.headers,
    })
  }
  await next()
  // a rule's headers go on the normal answer too (a Retry-After or a trace header beside a 200)
  if (effect.headers) setAnswerHeaders(c, effect.headers)
  if (!effect.disconnect) return
  const res = c.res
  if (effect.disconnect === 'truncate') {
    const text = await res.text()
    c.res = undefined
    c.res = new Response(text.slice(0, Math.max(1, Math.floor(text.length / 2))), res)
    return
  }
  // a real server answers a failing body with a 500, so the connection itself is dropped (TCP RST where supported)
  const socket = c.env?.incoming?.socket
  if (socket && !socket.destroyed) {
    socket.resetAndDestroy()
    c.res = undefined
    c.res = new Response(null, { status: res.status })
  } else {
    c.res = undefined
    c.res = new Response(failingBody(), res)
  }
}
