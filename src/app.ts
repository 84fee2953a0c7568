import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './middleware/env.js'
import { ENDPOINTS, endpointForPath } from './endpoints.js'
import { MockError } from './errors.js'
import type { MockOptions } from './options.js'
import { createRuntime, type MockRuntime } from './runtime.js'
import { authStage } from './middleware/auth.js'
import { creditsStage } from './middleware/credits.js'
import { rateLimitStage } from './middleware/rate-limit.js'
import { scenarioStage } from './middleware/scenario.js'
import { serveEndpoint } from './middleware/serve.js'
import { PREFLIGHT_HEADERS, corsHeaders, sendJson } from './middleware/respond.js'
import { adminRoutes } from './admin/routes.js'
import { journalRecorder } from './admin/recorder.js'

export type MockApp = Hono<AppEnv> & { mock: MockRuntime }

/**
 * Builds the mock as a Hono app that never listens: serve it, or call `app.request()`.
 *
 * @example
 * const app = createApp({ seed: 7, clock: 'virtual' })
 * const res = await app.request('/v1/people/profile?username=jane-doe', {
 *   headers: { Authorization: 'Bearer mock-dev-key' },
 * })
 */
export function createApp(options: MockOptions = {}): MockApp {
  return buildApp(createRuntime(options))
}

export function buildApp(runtime: MockRuntime): MockApp {
  const { keys, scenarios, journal, clock, resolver } = runtime
  const { devKey, auth, pageSize, validate } = runtime.options
  const app = new Hono<AppEnv>({ strict: false })

  // CORS by hand: hono/cors writes c.res.headers before next(), which costs ~150 µs a request
  app.use('*', async function prepare(c, next) {
    if (c.req.method === 'OPTIONS') return c.body(null, 204, PREFLIGHT_HEADERS)
    c.set('headers', corsHeaders())
    return next()
  })

  // outermost after CORS, so refusals and unknown paths are recorded too
  app.use('*', journalRecorder({ journal, clock, keys }))

  app.use('/v1/*', async function methodCheck(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && endpointForPath(c.req.path)) {
      throw new MockError('METHOD_NOT_ALLOWED', { message: `Method ${c.req.method} not allowed; use GET`, headers: { Allow: 'GET, HEAD' } })
    }
    return next()
  })
  app.use('/v1/*', scenarioStage({ engine: scenarios, keys }))
  app.use('/v1/*', authStage({ keys, required: auth, devKey }))
  app.use('/v1/*', rateLimitStage({ clock }))
  app.use('/v1/*', creditsStage({ pageSize }))

  for (const def of ENDPOINTS) app.get(def.path, serveEndpoint(def, { resolver, pageSize, validate }))

  if (runtime.options.admin !== false) app.route('/__admin', adminRoutes(runtime))

  app.notFound((c) => {
    const err = new MockError('ROUTE_NOT_FOUND', { message: `No endpoint ${c.req.method} ${c.req.path}` })
    return sendJson(c, 404, JSON.stringify(err.body()))
  })

  app.onError((err, c) => {
    if (err instanceof MockError) return sendJson(c, err.status, JSON.stringify(err.body()), err.headers)
    if (err instanceof HTTPException) {
      const status = err.status
      const body = { error: err.message || 'Bad request', code: status === 401 ? 'UNAUTHORIZED' : status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST' }
      return sendJson(c, status, JSON.stringify(body))
    }
    runtime.warn(`internal error on ${c.req.method} ${c.req.path}: ${err instanceof Error ? err.message : String(err)}`)
    return sendJson(c, 500, JSON.stringify(new MockError('INTERNAL_ERROR').body()))
  })

  return Object.assign(app, { mock: runtime })
}

