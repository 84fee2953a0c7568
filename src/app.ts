import { Context, Hono, type ErrorHandler, type NotFoundHandler } from 'hono'
import { cors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import type { EndpointDef } from './endpoints.js'
import type { AppEnv } from './env.js'
import { HandlerFault, MockError, render } from './errors.js'
import { ADMIN_BODY_LIMIT, type MockOptions } from './options.js'
import { createRuntime, sourcesOf, type MockRuntime } from './runtime.js'
import { adminOrigin } from './middleware/admin-origin.js'
import { auth } from './middleware/auth.js'
import { credits } from './middleware/credits.js'
import { hostCheck } from './middleware/host-check.js'
import { journal } from './middleware/journal.js'
import { PASSTHROUGH_COST, forwardable, isForwardable, passthrough } from './middleware/passthrough.js'
import { headerOf } from './middleware/request.js'
import { pipeline, type Stage } from './middleware/pipeline.js'
import { answerWith, stateIfAny, stateOf } from './middleware/request-state.js'
import { rateLimit } from './middleware/rate-limit.js'
import { scenario, scenarioEffects } from './middleware/scenario.js'
import { serve } from './middleware/serve.js'
import { chaos } from './middleware/chaos.js'
import { lazyRoutes } from './middleware/lazy-routes.js'
import type { AdminServices } from './admin/routes.js'
import { CONTROL_HANDLE, type InProcessMock } from './admin/control-handle.js'
import { inProcessAdmin } from './admin/in-process.js'
import { consoleRoutes } from './console/routes.js'
import { suggestEndpoint } from './console/suggest.js'
import { mediaRoutes } from './media/routes.js'
import type { StateStore } from './store/store.js'
import { searchState } from './world/search/warm.js'
import { settleShape } from './util/class-shape.js'
import { mcpRoutes } from './mcp/http.js'
import type { McpTarget } from './mcp/server.js'
import { inProcessTarget } from './mcp/target.js'

export type { AppEnv } from './env.js'

/** The mock in process, as a Hono app answers: mount `app.fetch` in your own server or Hono app (`mount('/', ...)`). */
export interface MockApp extends InProcessMock {
  /** Answers a request without a socket; a relative URL works (`/v1/people/profile?username=jane-doe`). */
  request(input: string | URL | Request, init?: RequestInit): Response | Promise<Response>
  /** The fetch handler: takes a Request, answers a Response. */
  fetch(request: Request): Response | Promise<Response>
}

/** The app with the state it serves from: for the server, the command line and the tests, never published. */
export type RuntimeApp = Hono<AppEnv> & { mock: MockRuntime } & InProcessMock

/** The state an app built here serves from. */
export function runtimeOf(app: MockApp): MockRuntime {
  const { mock } = app as MockApp & Partial<RuntimeApp>
  if (!mock) throw new Error('not an app made by createApp')
  return mock
}

/** Headers a browser app may read from the mock's answers. */
const EXPOSED = [
  'Retry-After',
  'WWW-Authenticate',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-Mock-Credits-Remaining',
  'X-Mock-Source',
]

/**
 * CORS for browser apps pointed at the mock, off the admin API; clients that send no Origin get no CORS headers (but a
 * preflight answer).
 */
function browserCors() {
  const policy = cors({
    origin: '*',
    // the API is read-only: a preflight allows what /v1 answers, nothing that changes state
    allowMethods: ['GET', 'HEAD', 'OPTIONS'],
    allowHeaders: ['Authorization', 'x-api-key', 'X-Mock-Scenario', 'X-Mock-Chaos', 'Content-Type'],
    exposeHeaders: EXPOSED,
    maxAge: 600,
  })
  return createMiddleware<AppEnv>(function browserCors(c, next) {
    if (isAdminPath(c.req.path)) return next()
    return headerOf(c, 'origin') === undefined && c.req.method !== 'OPTIONS' ? next() : policy(c, next)
  })
}

/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/** Whether a request URL's path is under /v1/ (the path starts after the scheme and host). */
function isV1Url(url: string): boolean {
  const at = url.indexOf('/', url.indexOf('//') + 2)
  return at >= 0 && url.startsWith('/v1/', at)
}

function isAdminPath(path: string): boolean {
  return path === '/__admin' || path.startsWith('/__admin/') || path === '/__mcp' || path.startsWith('/__mcp/')
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
export function createApp(options: AppOptions = {}): RuntimeApp {
  const { store, ...rest } = options
  return appOf(createRuntime(rest, store ? { store } : {}))
}

/** createApp's options: the mock's, and where its state lives (a Redis store shares it between replicas). */
export interface AppOptions extends MockOptions {
  /** Default: this process's memory. */
  store?: StateStore
}

/** Before a request of /v1 on a shared store: what other replicas changed, or a 503 when the store is gone. */
function storeSync(store: StateStore) {
  return createMiddleware<AppEnv>(function storeSync(_c, next) {
    const synced = store.sync(false)
    return synced ? synced.then(() => next()) : next()
  })
}

/** What a call to a path no endpoint declares costs when pass-through is on: forwarded, a /v1 call's; else nothing. */
const forwardedCost = (c: Context<AppEnv>): number => (isForwardable(c) ? PASSTHROUGH_COST : 0)

/** What the admin API reads and steers, taken from the runtime once per app. */
function adminServices(runtime: MockRuntime, shared: boolean): AdminServices {
  const { scenarios, clock, journal, eventStreams, keys, store, fixtures, endpoints, resolver, warn, options } = runtime
  return {
    scenarios,
    chaos: runtime.chaos,
    seed: options.seed,
    clock,
    journal,
    eventStreams,
    keys,
    store,
    shared,
    fixtures,
    endpoints,
    resolver,
    warn,
    pageSize: options.pageSize,
    fixturesDir: sourcesOf(options).fixtures,
    reset: () => runtime.reset(),
    search: () => searchState(runtime.world),
    token: options.adminToken,
    bodyLimit: options.adminBodyLimit ?? ADMIN_BODY_LIMIT,
    startedAt: Date.now(),
  }
}

/** What /__mcp drives: this app's own admin API and endpoints, in process. */
function mcpTarget(app: Hono<AppEnv>, runtime: MockRuntime): McpTarget {
  return inProcessTarget({
    fetch: (request) => app.fetch(request),
    control: () => (app as Partial<InProcessMock>)[CONTROL_HANDLE],
    endpoints: runtime.endpoints,
    devKey: runtime.options.devKey,
    fixtures: sourcesOf(runtime.options).fixtures,
  })
}

/** The app over a runtime built elsewhere (the server keeps the runtime for its watcher and state file). */
export function appOf(runtime: MockRuntime): RuntimeApp {
  const { keys, scenarios, clock, resolver, store, endpoints, warn } = runtime
  // the one place the store's kind is read: a shared store adds a sync before /v1 and around admin calls
  const shared = store.kind !== 'memory'
  const { devKey, auth: required, pageSize, validate } = runtime.options
  const app = new Hono<AppEnv>({ strict: false })
  // first, on every path: a page on another site must reach neither the admin API nor the pages that call it
  const checkHost =
    runtime.options.hostCheck === true ? hostCheck({ allowedHosts: runtime.options.allowedHosts ?? [] }) : undefined
  if (checkHost) app.use('*', checkHost)
  app.use('/__admin/*', adminOrigin({ adminOrigins: runtime.options.adminOrigins ?? [] }))
  // the MCP endpoint steers the mock too: a page on another site may not post to it
  app.use('/__mcp/*', adminOrigin({ adminOrigins: runtime.options.adminOrigins ?? [] }))
  // before the request path, which answers every other path: /, /docs, /openapi.json, /__admin/ui
  app.route('/', consoleRoutes({ admin: runtime.options.admin !== false, devKey, endpoints }))
  app.route('/', mediaRoutes())
  if (runtime.options.admin !== false)
    app.route('/__mcp', mcpRoutes(mcpTarget(app, runtime), { token: runtime.options.adminToken }))

  const cors = browserCors()
  // every request but the admin API's is journaled, refusals and unknown paths included
  const journaled = journal({ clock, keys, endpoints, skip: isAdminPath, store })
  app.use('*', cors)
  app.use('*', journaled)
  // one route for every row of the table (the journal stage found the request's): a reloaded config takes effect
  // at once, and a path no row names falls through to pass-through or notFound
  const handlers = new WeakMap<EndpointDef, ReturnType<typeof serve>>()
  const handlerOf = (def: EndpointDef): ReturnType<typeof serve> => {
    let handler = handlers.get(def)
    if (!handler) {
      handler = serve(def, { resolver, pageSize, validate })
      handlers.set(def, handler)
    }
    return handler
  }
  // GET only (HEAD is routed as GET): any other method on a /v1 path goes straight to notFound, whose answer is a 405
  // on an endpoint's path whatever the method's name
  const v1: Stage[] = [
    // a shared store: what other replicas changed, or a 503 when the store is gone
    ...(shared ? [storeSync(store)] : []),
    scenario({ engine: scenarios, keys, store, clock }),
    auth({ keys, required, devKey }),
    scenarioEffects(),
    chaos({ chaos: runtime.chaos, store, clock }),
    rateLimit({
      clock,
      store,
      pageSize,
      // the credit of a forwarded call is taken with the window, as any /v1 call's
      ...(runtime.passthrough ? { undeclaredCost: forwardedCost } : {}),
    }),
    credits(),
    (c, next) => {
      const def = stateOf(c).endpoint
      return def ? handlerOf(def)(c) : next()
    },
    // after every declared path: only what none of them answers is forwarded
    ...(runtime.passthrough
      ? [forwardable, credits({ undeclaredCost: PASSTHROUGH_COST }), passthrough(runtime.passthrough)]
      : []),
  ]
  const admin = adminServices(runtime, shared)
  // the admin API's modules (and the schemas they build) load at its first call: serving /v1 never needs them
  if (runtime.options.admin !== false)
    app.all(
      '/__admin/*',
      lazyRoutes({
        load: async () => (await import('./admin/routes.js')).adminRoutes(admin),
        // defined below, with the app's other handlers
        onError: (err, c) => onError(err, c),
      }),
    )

  const answer = (c: Context<AppEnv>, err: MockError): Response => {
    const { status, body, headers } = render(err)
    try {
      const all = { ...stateIfAny(c)?.headers, ...headers }
      for (const [name, value] of Object.entries(all)) {
        if (!HEADER_NAME.test(name) || /[\r\n\0]/.test(value))
          throw new Error(`header ${JSON.stringify(name)} cannot be sent`)
      }
      return answerWith(stateIfAny(c), body, status, all)
    } catch (failed) {
      // an answer that cannot be built (a header no HTTP answer can carry) must not escape the error handler
      warn(
        `cannot answer ${c.req.method} ${c.req.path} with ${err.code}: ` +
          `${failed instanceof Error ? failed.message : String(failed)}`,
      )
      const plain = render(new MockError('INTERNAL_ERROR'))
      return new Response(plain.body, { status: plain.status, headers: plain.headers })
    }
  }
  const notFound: NotFoundHandler<AppEnv> = (c) => {
    // OPTIONS never gets here: CORS answers it on every /v1 path
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && endpoints.forPath(c.req.path)) {
      return answer(c, new MockError('METHOD_NOT_ALLOWED', { message: `Method ${c.req.method} not allowed; use GET` }))
    }
    const meant = suggestEndpoint(c.req.path, endpoints)
    const message = `No endpoint ${c.req.method} ${c.req.path}${meant ? ` (did you mean ${meant}?)` : ''}`
    return answer(c, new MockError('ROUTE_NOT_FOUND', { message }))
  }
  const onError: ErrorHandler<AppEnv> = (err, c) => {
    if (err instanceof HandlerFault) warn(`${c.req.method} ${c.req.path}: ${err.warning}`)
    if (err instanceof MockError) return answer(c, err)
    if (err instanceof HTTPException)
      return answer(c, MockError.forStatus(err.status, { message: err.message || 'Bad request' }))
    // a body cut off by its client (gone, or dropped after a 408) is not a fault of the mock: no one is left to answer
    if (c.req.raw.signal.aborted) return answer(c, new MockError('BAD_REQUEST', { message: 'The client went away' }))
    warn(`internal error on ${c.req.method} ${c.req.path}: ${err instanceof Error ? err.message : String(err)}`)
    return answer(c, new MockError('INTERNAL_ERROR'))
  }
  app.notFound(notFound)
  app.onError(onError)
  // mounted in another Hono app, the routes are what runs: the stages before /v1's are middleware of every path
  app.get('/v1/*', pipeline(v1, onError, notFound))
  // a GET of /v1 takes its stages as one handler (see pipeline): the same stages as the routes above, in their order
  const handler = pipeline([...(checkHost ? [checkHost] : []), cors, journaled, ...v1], onError, notFound)
  const fast = new Hono<AppEnv>({ strict: false })
  fast.get('/v1/*', handler)
  fast.notFound(notFound)
  fast.onError(onError)
  // every /v1 path matches the one route alike (no parameters): its match is taken once, not per request
  const matchResult = fast.router.match('GET', '/v1/')
  const routed = app.fetch
  // as Hono's dispatch: the error handler answers an Error; anything else is thrown on
  const failed = (err: unknown, c: Context<AppEnv>): Response | Promise<Response> => {
    if (err instanceof Error) return onError(err, c)
    throw err
  }
  // Hono's contexts and requests sized for all their fields before the first request's (see settleShape); neither
  // reads the request it is given until a stage asks, and these run none, so no Request is built (a first Request
  // compiles the Fetch API's request code, which a GET never runs: @hono/node-server makes its own lighter one)
  const unread = {} as Request
  settleShape(() => {
    const c = new Context<AppEnv>(unread, {
      path: '/v1/',
      matchResult,
      env: undefined,
      notFoundHandler: notFound,
    })
    return [c, c.req]
  })
  // the last /v1 GET's context, held between requests (see where it is set)
  const held: { context?: Context<AppEnv> } = {}
  app.fetch = (request, env, ctx) => {
    const method = request.method
    if ((method !== 'GET' && method !== 'HEAD') || !isV1Url(request.url)) return routed(request, env, ctx)
    // a HEAD goes through Hono, which answers it as the GET without a body
    if (method === 'HEAD') return fast.fetch(request, env, ctx)
    // the one-route app's dispatch of a GET, without its router match and its per-request closures
    const c = new Context<AppEnv>(request, {
      path: fast.getPath(request, { env }),
      matchResult,
      env,
      executionCtx: ctx,
      notFoundHandler: notFound,
    })
    let res: Response | Promise<Response>
    try {
      res = handler(c)
    } catch (err) {
      return failed(err, c)
    }
    // the last request's objects stay reachable between requests, with their maps (see holdTickShape)
    held.context = c
    return res instanceof Promise ? res.catch((err: unknown) => failed(err, c)) : res
  }
  // connect(app) steers it through this, in process
  return Object.assign(app, { mock: runtime, [CONTROL_HANDLE]: inProcessAdmin(admin) })
}
