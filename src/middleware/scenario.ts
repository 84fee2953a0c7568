import type { ScenarioEngine } from '../scenarios/engine.js'
import type { KeyStore } from '../keys.js'
import type { Answer, Exchange } from '../pipeline/exchange.js'
import type { Next, Stage } from '../pipeline/compose.js'
import { after } from '../pipeline/compose.js'
import { readApiKey } from './api-key.js'
import { MockError } from '../errors.js'

export interface ScenarioOptions {
  engine: ScenarioEngine
  keys: KeyStore
  sleep?: (ms: number) => Promise<void>
}

const realSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/** Query values a rule may match on: the `__` switches are never part of the request. */
export function publicQuery(all: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(all)) if (!k.startsWith('__')) out[k] = v
  return out
}

/** Half of the body: what a client sees when a connection drops mid-body. */
function truncated(answer: Answer): Answer {
  const text = answer.body ?? ''
  return { ...answer, body: text.slice(0, Math.max(1, Math.floor(text.length / 2))), bytes: undefined }
}

/** First stage: decides the scenario rule; answers, delays or breaks the request as it says. */
export function scenarioStage({ engine, keys, sleep = realSleep }: ScenarioOptions): Stage {
  const breakAnswer = (x: Exchange, answer: Answer): Answer => {
    const disconnect = x.decision?.effect.disconnect
    if (disconnect === 'truncate') return truncated(answer)
    // a real server answers a failing body with a 500, so the connection itself is dropped (TCP RST where supported)
    if (disconnect === 'reset') return { ...answer, reset: true }
    return answer
  }
  const decided = (x: Exchange, next: Next): Answer | Promise<Answer> => {
    const effect = (x.decision as NonNullable<Exchange['decision']>).effect
    if (effect.notFound) {
      x.source = 'scenario'
      const err = new MockError('NOT_FOUND', { message: `${x.def?.entity ?? 'Resource'} not found` })
      return x.json(err.status, err.json(), effect.headers)
    }
    const respond = x.decision?.respond
    if (respond) {
      x.source = 'scenario'
      return x.json(respond.status, JSON.stringify(respond.body), respond.headers)
    }
    return effect.disconnect ? after(next(x), (a) => breakAnswer(x, a)) : next(x)
  }
  return function scenario(x, next) {
    const rawKey = readApiKey(x)
    x.rawKey = rawKey
    const query = x.query()
    const request = {
      path: x.path,
      query,
      key: rawKey,
      requested: (x.header('x-mock-scenario') || query.__scenario)?.trim() || undefined,
      keyScenario: rawKey ? keys.get(rawKey)?.scenario : undefined,
    }
    const scenario = engine.resolve(request)
    x.scenario = scenario.name
    // most requests run under a scenario without rules: nothing to match
    if (!scenario.rules.length) return next(x)
    const decision = engine.decide({ ...request, query: publicQuery(query) }, scenario)
    x.decision = decision
    if (!decision) return next(x)
    if (decision.latencyMs > 0) return sleep(decision.latencyMs).then(() => decided(x, next))
    return decided(x, next)
  }
}
