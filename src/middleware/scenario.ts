import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './env.js'
import type { ScenarioEngine } from '../scenarios/engine.js'
import type { KeyStore } from '../keys.js'
import { endpointForPath } from '../endpoints.js'
import { readApiKey } from './api-key.js'
import { queryOf, sendJson } from './respond.js'

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

/** Half of the body with a JSON content type: what a client sees when a connection drops mid-body. */
async function truncated(res: Response): Promise<Response> {
  const text = await res.text()
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  return new Response(text.slice(0, Math.max(1, Math.floor(text.length / 2))), { status: res.status, headers })
}

interface NodeSocket {
  destroyed: boolean
  destroy(): void
  resetAndDestroy?: () => void
}

/** The TCP socket under the request when served by @hono/node-server; none in `app.request()`. */
function socketOf(c: Context): NodeSocket | undefined {
  const env = c.env as { incoming?: { socket?: NodeSocket } } | undefined
  return env?.incoming?.socket
}

/** A response whose body fails at once: what `app.request()` callers see of a reset. */
function reset(): Response {
  const body = new ReadableStream({
    start(controller) {
      controller.error(new Error('connection reset by scenario'))
    },
  })
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
}

/** First stage: decides the scenario rule; answers, delays or breaks the request as it says. */
export function scenarioStage({ engine, keys, sleep = realSleep }: ScenarioOptions): MiddlewareHandler<AppEnv> {
  return async function scenario(c, next) {
    const rawKey = readApiKey(c)
    c.set('rawKey', rawKey)
    const query = queryOf(c)
    const request = {
      path: c.req.path,
      query,
      key: rawKey,
      requested: (c.req.header('x-mock-scenario') || query.__scenario)?.trim() || undefined,
      keyScenario: rawKey ? keys.get(rawKey)?.scenario : undefined,
    }
    const scenario = engine.resolve(request)
    c.set('scenario', scenario.name)
    // most requests run under a scenario without rules: nothing to match
    const decision = scenario.rules.length ? engine.decide({ ...request, query: publicQuery(query) }, scenario) : undefined
    c.set('decision', decision)
    if (!decision) return next()
    if (decision.latencyMs > 0) await sleep(decision.latencyMs)
    if (decision.effect.notFound) {
      const entity = endpointForPath(c.req.path)?.entity ?? 'Resource'
      c.set('source', 'scenario')
      return sendJson(c, 404, JSON.stringify({ message: `${entity} not found`, code: 'NOT_FOUND' }), decision.effect.headers)
    }
    if (decision.respond) {
      c.set('source', 'scenario')
      const { status, body, headers } = decision.respond
      return sendJson(c, status, JSON.stringify(body), headers)
    }
    await next()
    if (decision.effect.disconnect === 'truncate') c.res = await truncated(c.res)
    else if (decision.effect.disconnect === 'reset') {
      // a real server answers a failing body with a 500, so the socket itself is reset (TCP RST where supported)
      const socket = socketOf(c)
      if (socket && !socket.destroyed) {
        if (socket.resetAndDestroy) socket.resetAndDestroy()
        else socket.destroy()
        c.res = new Response(null, { status: 200 })
      } else c.res = reset()
    }
    return undefined
  }
}
