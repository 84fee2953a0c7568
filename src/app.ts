import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ENDPOINTS, type EndpointDef } from './endpoints.js'
import { MockError } from './errors.js'
import type { MockOptions } from './options.js'
import { createRuntime, type MockRuntime } from './runtime.js'
import { authStage } from './middleware/auth.js'
import { creditsStage } from './middleware/credits.js'
import { rateLimitStage } from './middleware/rate-limit.js'
import { scenarioStage } from './middleware/scenario.js'
import { serveEndpoint, type Handler } from './middleware/serve.js'
import { journalRecorder } from './admin/recorder.js'
import { adminRoutes } from './admin/routes.js'
import { consoleRoutes } from './console/routes.js'
import { compose, type Next, type Render, type Stage } from './pipeline/compose.js'
import { Exchange, PREFLIGHT_HEADERS, corsHeaders, type Answer, type NodeSocket } from './pipeline/exchange.js'

/** Hono context variables, for the admin API. */
export interface AppEnv {
  Variables: {
    /** Headers of the answer, CORS included. */
    headers: Record<string, string>
  }
}

export type MockApp = Hono<AppEnv> & {
  mock: MockRuntime
  /** The request path below Hono: every request but the admin API's goes through it, on either lane. */
  handle: Next
}

function isAdminPath(path: string): boolean {
  return path === '/__admin' || path.startsWith('/__admin/')
}

function isApiPath(path: string): boolean {
  return path === '/v1' || path.startsWith('/v1/')
}

/** A JSON answer for the admin API, every header in one plain object (keeps @hono/node-server's fast path). */
export function sendJson(c: Context<AppEnv>, status: number, json: string, extra?: Record<string, string>): Response {
  const headers = c.get('headers') ?? {}
  if (extra) Object.assign(headers, extra)
  headers['content-type'] = 'application/json'
  return new Response(json, { status, headers })
}

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

/** The one place a thrown error becomes an answer. */
function renderer(runtime: MockRuntime): Render {
  return (err, x) => {
    if (err instanceof MockError) return x.json(err.status, err.json(), err.headers)
    runtime.warn(`internal error on ${x.method} ${x.path}: ${err instanceof Error ? err.message : String(err)}`)
    return x.json(500, JSON.stringify(new MockError('INTERNAL_ERROR').body()))
  }
}

/** The stages every non-admin request passes, in order; /v1 requests get the API's stages in between. */
function buildPipeline(runtime: MockRuntime): Next {
  const { keys, scenarios, journal, clock, resolver } = runtime
  const { devKey, auth, pageSize, validate } = runtime.options

  const routes = new Map<EndpointDef, Handler>()
  for (const def of ENDPOINTS) routes.set(def, serveEndpoint(def, { resolver, pageSize, validate }))

  const preflight: Stage = (x, next) => (x.method === 'OPTIONS' ? { status: 204, body: null, headers: { ...PREFLIGHT_HEADERS } } : next(x))
  const methodCheck: Stage = (x, next) => {
    if (x.def && x.method !== 'GET' && x.method !== 'HEAD') {
      throw new MockError('METHOD_NOT_ALLOWED', { message: `Method ${x.method} not allowed; use GET`, headers: { Allow: 'GET, HEAD' } })
    }
    return next(x)
  }
  const route: Stage = (x) => {
    const handler = x.def && routes.get(x.def)
    if (!handler) throw new MockError('ROUTE_NOT_FOUND', { message: `No endpoint ${x.method} ${x.path}` })
    return handler(x)
  }
  // outermost after CORS, so refusals and unknown paths are recorded too
  const record = journalRecorder({ journal, clock, keys })
  const render = renderer(runtime)
  const api = compose(
    [
      preflight,
      record,
      methodCheck,
      scenarioStage({ engine: scenarios, keys }),
      authStage({ keys, required: auth, devKey }),
      rateLimitStage({ clock }),
      creditsStage({ pageSize }),
      route,
    ],
    render,
  )
  const other = compose([preflight, record, route], render)
  return (x) => (isApiPath(x.path) ? api(x) : other(x))
}

/** What `app.request()` callers see of a reset connection: a body that fails at once. */
function failingBody(): Response {
  const body = new ReadableStream({
    start(controller) {
      controller.error(new Error('connection reset by scenario'))
    },
  })
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
}

function toResponse(answer: Answer, socket: NodeSocket | undefined, method: string): Response {
  if (!answer.reset) {
    // Hono drops a HEAD answer's body, and with it the length node-server would send: say the GET's length
    if (method === 'HEAD' && answer.body !== null) answer.headers['content-length'] = String(Buffer.byteLength(answer.body))
    return new Response(answer.body, { status: answer.status, headers: answer.headers })
  }
  if (!socket || socket.destroyed) return failingBody()
  if (socket.resetAndDestroy) socket.resetAndDestroy()
  else socket.destroy()
  return new Response(null, { status: 200 })
}

const honoHeader = (req: Context['req'], name: string): string | undefined => req.header(name)

export function buildApp(runtime: MockRuntime): MockApp {
  const handle = buildPipeline(runtime)
  const app = new Hono<AppEnv>({ strict: false })
  // before the request path, which answers every other path: /, /docs, /openapi.json, /__admin/ui
  app.route('/', consoleRoutes(runtime))

  app.use('*', async function pipeline(c, next) {
    if (isAdminPath(c.req.path)) return next()
    const socket = (c.env as { incoming?: { socket?: NodeSocket } } | undefined)?.incoming?.socket
    const answer = await handle(Exchange.of(c.req.method, c.req.path, c.req.url, c.req, honoHeader, socket))
    return toResponse(answer, socket, c.req.method)
  })

  // the admin API: CORS by hand (hono/cors writes c.res.headers before next(), ~150 µs a request)
  app.use('*', async function prepare(c, next) {
    if (c.req.method === 'OPTIONS') return c.body(null, 204, PREFLIGHT_HEADERS)
    const browser = c.req.header('origin') !== undefined
    c.set('headers', browser ? corsHeaders() : {})
    // the admin API is off the hot path: c.header() here reaches the answers c.json() builds
    if (browser) for (const [name, value] of Object.entries(corsHeaders())) c.header(name, value)
    return next()
  })
  if (runtime.options.admin !== false) app.route('/__admin', adminRoutes(runtime))

  app.notFound((c) => sendJson(c, 404, JSON.stringify(new MockError('ROUTE_NOT_FOUND', { message: `No endpoint ${c.req.method} ${c.req.path}` }).body())))

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

  return Object.assign(app, { mock: runtime, handle })
}
