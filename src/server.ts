import { hostname } from 'node:os'
import { appOf, type MockApp } from './app.js'
import type { StateStore } from './store/store.js'
import type { RedisStoreOptions } from './store/redis-store.js'
import { checkOptions, DEFAULT_HOST, IN_PROCESS_ORIGIN, type MockOptions } from './options.js'
import { createRuntime } from './runtime.js'
import { listen } from './listen.js'
import { warmSearch } from './world/search/warm.js'
import { holdTickShape } from './util/tick-shape.js'
import { ENDPOINTS_BY_ID } from './endpoints.js'
import { connect, type MockClient } from './control/client.js'
import { CONTROL_HANDLE, type InProcessMock } from './admin/control-handle.js'

export type { ScenarioInput, RuleInput } from './admin/scenario-input.js'

export interface ServerOptions extends MockOptions {
  /** 0 (default) takes a free port. */
  port?: number
  /** Default 127.0.0.1. Off loopback, the admin API needs `adminToken` or is turned off. */
  host?: string
  /** Reload fixtures, scenarios and keys when their files change; a broken edit is refused with a warning. */
  watch?: boolean
  /** Keep credits and usage in this file across restarts (written atomically, at most every 250 ms and at close). */
  stateFile?: string
  /** Connections held at once; more are closed at accept. Default 4096. */
  maxConnections?: number
  /**
   * Where the mutable state lives: this process by default, or a Redis that replicas share (credits, limits,
   * scenarios, the clock and the journal). Refused at start-up, naming the URL, when Redis cannot be reached.
   */
  store?: RedisStoreOptions
}

/** A mock on a port: its control client (`useScenario`, `requests`, `expectCalled`, `clock`...) and its socket. */
export interface MockServer extends MockClient, InProcessMock {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly url: string
  port: number
  /** The Hono app: `app.request()` works too. */
  app: MockApp
  /** Answers in process, without a socket, from the same state as `url`. */
  fetch: typeof fetch
  /**
   * Stops listening; safe to call twice. Open connections are dropped at once, or, with `graceMs`,
   * requests in flight may finish for up to that long first.
   */
  close(options?: { graceMs?: number }): Promise<void>
}

/** A fetch that answers in process, carrying the control client of its mock and the app. */
export type MockFetch = typeof fetch & MockClient & InProcessMock & { app: MockApp }

/**
 * A fetch that answers from the app in process; relative and absolute URLs both work, and abort signals are honoured.
 */
export function inProcessFetch(app: MockApp): typeof fetch {
  return async function mockFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const request =
      input instanceof Request
        ? init
          ? new Request(input, init)
          : input
        : new Request(new URL(String(input), IN_PROCESS_ORIGIN), init)
    const { signal } = request
    signal.throwIfAborted()
    const answer = Promise.resolve(app.fetch(request))
    // a real socket gives up when the caller aborts (say on a timeout); so does this
    return new Promise<Response>((resolve, reject) => {
      const onAbort = (): void => reject(signal.reason)
      signal.addEventListener('abort', onAbort, { once: true })
      answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
    })
  } as typeof fetch
}

/** The app's control client, in process, showing `url` as its address (and so do the clients forKey gives). */
function controlsAt(client: MockClient, url: string): MockClient {
  return { ...client, url, forKey: (key) => controlsAt(client.forKey(key), url) }
}

/**
 * A fetch-compatible function that answers from a fresh mock in process, with no port; it carries the
 * mock's control client (as `connect(app)` gives). For clients that accept a custom fetch.
 *
 * @example
 * const fetch = createMockFetch({ clock: 'virtual' })
 * await fetch.useScenario('rate-limited')
 * const res = await fetch('/v1/people/profile?username=jane-doe', {
 *   headers: { Authorization: 'Bearer mock-dev-key' },
 * })
 * // res.status === 429
 * await fetch.expectCalled('people/profile', { status: 429, times: 1 })
 */
export function createMockFetch(options: MockOptions = {}): MockFetch {
  const app = appOf(createRuntime(checkOptions(options, 'mock')))
  return Object.assign(inProcessFetch(app), connect(app), { app, [CONTROL_HANDLE]: app[CONTROL_HANDLE] })
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\]|::ffff:127(\.\d{1,3}){3})$/i

/** Whether a host only reaches this machine. */
export function isLoopback(host: string): boolean {
  return LOOPBACK.test(host.trim())
}

/** Whether the admin API is served: off when asked, and off a non-loopback host unless a token guards it. */
export function adminEnabled(host: string, options: Pick<MockOptions, 'admin' | 'adminToken'>): boolean {
  if (options.admin === false) return false
  return isLoopback(host) || options.adminToken !== undefined
}

/**
 * Starts the mock on a port (a free one by default) for tests and tools. Each call has its own state,
 * so servers started in parallel never see each other's keys, scenarios or journal. The server is its own control
 * client, in process: it needs no admin token and works with the HTTP admin API off.
 *
 * @example
 * const mock = await startMockServer({ clock: 'virtual' })
 * await mock.useScenario('rate-limited')
 * const res = await fetch(`${mock.url}/v1/people/profile?username=jane-doe`, {
 *   headers: { Authorization: 'Bearer mock-dev-key' },
 * })
 * // res.status === 429
 * await mock.expectCalled('people/profile', { status: 429, times: 1 })
 * await mock.close()
 */
export async function startMockServer(serverOptions: ServerOptions = {}): Promise<MockServer> {
  const { store: storeOptions, ...options } = checkOptions(serverOptions)
  // the Redis client is loaded only by a server that uses it: it would cost every start-up its load time
  const store = storeOptions
    ? await (await import('./store/redis-store.js')).connectRedisStore(storeOptions)
    : undefined
  try {
    return await startWith(options, store)
  } catch (err) {
    await store?.close()
    throw err
  }
}

async function startWith(options: Omit<ServerOptions, 'store'>, store: StateStore | undefined): Promise<MockServer> {
  const host = options.host ?? DEFAULT_HOST
  const admin = adminEnabled(host, options)
  // off loopback clients reach the mock by names it cannot know; there the admin token is the guard
  const runtime = createRuntime(
    { ...options, admin, hostCheck: options.hostCheck ?? isLoopback(host) },
    { watching: options.watch === true, ...(store ? { store } : {}) },
  )
  if (!admin && options.admin !== false)
    runtime.warn(`/__admin is off because ${host} is not loopback; set adminToken to serve it`)
  const app = appOf(runtime)
  // the state file's module loads only for a server that keeps one
  const state =
    options.stateFile === undefined
      ? undefined
      : new (await import('./state-file.js')).StatePersister({
          file: options.stateFile,
          keys: runtime.keys,
          warn: runtime.warn,
        })
  state?.load()
  const listening = await listen(app.fetch, {
    port: options.port ?? 0,
    host,
    warn: runtime.warn,
    isEndpoint: (path) => runtime.endpoints.forPath(path) !== undefined,
    ...(options.maxConnections !== undefined ? { maxConnections: options.maxConnections } : {}),
    ...(state ? { onRequest: () => state.touch() } : {}),
  })
  const { port } = listening
  runtime.store.nameInstance(`${hostname()}:${port}`)
  // the watcher's modules (chokidar's among them) load only for a server that watches
  const watcher = options.watch ? (await import('./watch.js')).watchSources(runtime) : undefined
  // once scanned, every later edit is seen
  await watcher?.ready
  const shownHost = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
  const url = `http://${shownHost}:${port}`
  // the origin is known only now (port 0 takes a free one): entities and bodies made before are made again
  if (options.mediaBase === 'self') {
    runtime.world.useMediaBase(url)
    runtime.resolver.clear()
  }
  // before the warm-up's collections start clearing the maps of objects no one holds
  holdTickShape()
  // the search indexes are built in slices from now on: a user's first search finds them ready; people are searched
  // only by your own endpoints (world.searchPeople)
  const warming = warmSearch(runtime.world, { people: runtime.endpoints.list.some((e) => !ENDPOINTS_BY_ID.has(e.id)) })
  let closing: Promise<void> | undefined
  return {
    ...controlsAt(connect(app), url),
    [CONTROL_HANDLE]: app[CONTROL_HANDLE],
    port,
    app,
    fetch: inProcessFetch(app),
    close({ graceMs = 0 } = {}) {
      closing ??= (async () => {
        warming.stop()
        watcher?.close()
        await listening.close(graceMs)
        // a request cut off at the end of the grace period never got its answer: its held credit goes back
        runtime.keys.releaseHolds()
        // after the last request, so its charge is in the file
        state?.close()
        await runtime.store.close()
      })()
      return closing
    },
  }
}
