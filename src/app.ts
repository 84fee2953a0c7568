import { Hono } from 'hono'
import { cors } from 'hono/cors'
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

  app.use('*', cors({ origin: '*', allowHeaders: ['Authorization', 'x-api-key', 'X-Mock-Scenario', 'Content-Type'], exposeHeaders: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-Mock-Credits-Remaining', 'X-Mock-Source'] }))

  // outermost after CORS, so refusals and unknown paths are recorded too
  app.use('*', journalRecorder({ journal, clock, scenarios, keys }))

  app.use('/v1/*', async function methodCheck(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && endpointForPath(c.req.path)) {
      throw new MockError('METHOD_NOT_ALLOWED', { message: `Method ${c.req.method} not allowed; use GET`, headers: { Allow: 'GET, HEAD' } })
    }
    return next()
  })
  app.use('/v1/*', scenarioStage({ engine: scenarios, keys }))
  app.use('/v1/*', authStage({ keys, required: auth, devKey }))
  app.use('/v1/*', rateLimitStage({ clock }))
  app.use('/v1/*', creditsStage())

  for (const def of ENDPOINTS) app.get(def.path, serveEndpoint(def, { resolver, pageSize, validate }))

  if (runtime.options.admin !== false) app.route('/__admin', adminRoutes(runtime))

  app.notFound((c) => {
    const err = new MockError('ROUTE_NOT_FOUND', { message: `No endpoint ${c.req.method} ${c.req.path}` })
    return c.json(err.body(), 404)
  })

  app.onError((err, c) => {
    if (err instanceof MockError) return c.json(err.body(), err.status as 400, err.headers)
    if (err instanceof HTTPException) {
      const status = err.status
      return c.json({ error: err.message || 'Bad request', code: status === 401 ? 'UNAUTHORIZED' : status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST' }, status)
    }
    runtime.warn(`internal error on ${c.req.method} ${c.req.path}: ${err instanceof Error ? err.message : String(err)}`)
    const internal = new MockError('INTERNAL_ERROR')
    return c.json(internal.body(), 500)
  })

  return Object.assign(app, { mock: runtime })
}

