import { serve, type ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { buildApp, type MockApp } from './app.js'
import type { JournalEntry, JournalFilter } from './admin/journal.js'
import { keyView } from './admin/routes.js'
import { redactKey } from './keys.js'
import type { MockOptions } from './options.js'
import { createRuntime } from './runtime.js'

export interface ServerOptions extends MockOptions {
  /** 0 (default) takes a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
}

export interface CallFilter extends Omit<JournalFilter, 'key'> {
  /** The full key or its redacted form. */
  key?: string
}

export interface MockServer {
  url: string
  port: number
  app: MockApp
  /** Answers in process, without a socket, for clients that take a custom fetch. */
  fetch: typeof fetch
  close(): Promise<void>
  /** Switches the whole server to a scenario by name, or to one given as data; undefined goes back. */
  useScenario(scenario: string | object | undefined): void
  /** Credits, limiter windows, counters, journal and scenario back to the start-up state. */
  reset(): void
  clock: { now(): number; advance(ms: number): number }
  /** Journal entries matching the filter, oldest first. */
  calls(filter?: CallFilter): JournalEntry[]
  /** Usage and balance of one key. */
  usage(key: string): ReturnType<typeof keyView>
}

/** A fetch that answers from the app in process; relative and absolute URLs both work. */
export function inProcessFetch(app: MockApp): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://mock.local'), init)
    return Promise.resolve(app.fetch(request))
  }) as typeof fetch
}

/**
 * Starts the mock on a port (a free one by default) for tests and tools.
 *
 * @example
 * const mock = await startMockServer({ seed: 1, clock: 'virtual' })
 * const res = await fetch(`${mock.url}/v1/people/profile?username=jane-doe`, {
 *   headers: { Authorization: 'Bearer mock-dev-key' },
 * })
 * mock.useScenario('rate-limited')
 * await mock.close()
 */
export async function startMockServer(options: ServerOptions = {}): Promise<MockServer> {
  const runtime = createRuntime(options)
  const app = buildApp(runtime)
  const host = options.host ?? '127.0.0.1'
  let server: ServerType | undefined
  const port = await new Promise<number>((resolve, reject) => {
    server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, (info) => resolve(info.port))
    server.once('error', reject)
  })
  const address = server?.address() as AddressInfo | null
  const shownHost = host.includes(':') ? `[${host}]` : host
  const { scenarios, journal, keys, clock } = runtime
  return {
    url: `http://${shownHost}:${address?.port ?? port}`,
    port: address?.port ?? port,
    app,
    fetch: inProcessFetch(app),
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server) return resolve()
        const s = server as ServerType & { closeAllConnections?: () => void }
        s.close((err) => (err ? reject(err) : resolve()))
        s.closeAllConnections?.()
      }),
    useScenario(scenario) {
      if (scenario === undefined || typeof scenario === 'string') scenarios.use(scenario)
      else scenarios.use(scenarios.define(scenario).name)
    },
    reset: () => runtime.reset(),
    clock: { now: () => clock.now(), advance: (ms: number) => clock.advance(ms) },
    calls(filter = {}) {
      const { key, ...rest } = filter
      return journal.list(key === undefined ? rest : { ...rest, key: keys.get(key) ? redactKey(key) : key })
    },
    usage(key) {
      const state = keys.get(key)
      if (!state) throw new Error(`unknown key ${redactKey(key)}`)
      return keyView(state, scenarios.scenarioForKey(key))
    },
  }
}
