import { DEV_KEY, type PlanName } from '../keys.js'
import { DEFAULT_HOST } from '../options.js'
import type { ServerOptions } from '../server.js'
import {
  connect,
  waitForMock,
  type ExpectCalledOptions,
  type MockClient,
  type RequestsFilter,
} from '../control/client.js'

/** What a runner's global setup hands to the tests: where the one mock of the run listens. */
export interface MockRunInfo {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string
  /** The admin token, when the mock needs one. */
  token?: string
  /** The development key (no limit, unlimited credits). */
  devKey: string
}

/**
 * Environment variables naming a mock already running (started by CI); the global setups use it instead of starting
 * one.
 */
export const ENV_URL = 'NETWORK_LOOKUP_MOCK_URL'
export const ENV_TOKEN = 'NETWORK_LOOKUP_MOCK_TOKEN'
export const ENV_DEV_KEY = 'NETWORK_LOOKUP_MOCK_DEV_KEY'

/** Journal entries the run's mock keeps: parallel workers share it, so it holds more than a one-suite mock. */
const RUN_JOURNAL_SIZE = 20_000

/**
 * Starts the run's mock on a free loopback port, or uses the one named by NETWORK_LOOKUP_MOCK_URL
 * (waiting until it answers). `close` stops only a mock this call started.
 */
export async function startRunMock(
  options: ServerOptions = {},
): Promise<{ info: MockRunInfo; close: () => Promise<void> }> {
  const running = process.env[ENV_URL]
  if (running) {
    const token = process.env[ENV_TOKEN] ?? options.adminToken
    await waitForMock(running, token === undefined ? {} : { token })
    const info: MockRunInfo = {
      url: running.replace(/\/+$/, ''),
      devKey: process.env[ENV_DEV_KEY] ?? options.devKey ?? DEV_KEY,
    }
    if (token !== undefined) info.token = token
    return { info, close: async () => {} }
  }
  // loaded here only: test files import this module for useMock and never need the server's code
  const { startMockServer } = await import('../server.js')
  const server = await startMockServer({
    journalSize: RUN_JOURNAL_SIZE,
    ...options,
    host: options.host ?? DEFAULT_HOST,
  })
  const info: MockRunInfo = { url: server.url, devKey: options.devKey ?? DEV_KEY }
  if (options.adminToken !== undefined) info.token = options.adminToken
  return { info, close: () => server.close() }
}

export interface UseMockOptions {
  /** Plan of the file's key. Default `Pay-as-you-go` (100 requests/minute). */
  plan?: PlanName
  /** Starting credits. Default 10000. */
  credits?: number | 'unlimited'
  /** Enterprise only. */
  requestsPerMinute?: number
  /** A scenario pinned to the key at every test's start. */
  scenario?: string
  /** Restore the key (credits, limiter window, scenario) before each test. Default true. */
  resetEach?: boolean
  /** The key's value; default a random one. */
  key?: string
}

/**
 * The mock as one test file sees it: its own key, and a control client scoped to that key and to the current test's
 * calls.
 */
export interface TestMock extends MockClient {
  /** This file's API key: send it as `Authorization: Bearer <key>`. */
  readonly key: string
  /** The mock's URL (no `/v1`). */
  readonly url: string
  /** `url + '/v1'`: the base URL to give the code under test. */
  readonly baseUrl: string
  /** `{ Authorization: 'Bearer <key>' }`. */
  readonly headers: { Authorization: string }
}

/** The hooks of a runner, so one implementation serves vitest and Jest. */
export interface RunnerHooks {
  beforeAll(fn: () => Promise<unknown>): void
  beforeEach(fn: () => Promise<unknown>): void
}

function randomKey(): string {
  return `test_${globalThis.crypto.randomUUID().replaceAll('-', '')}`
}

/** Registers a key of its own for the calling test file and returns the mock scoped to it. */
export function testMock(info: MockRunInfo, hooks: RunnerHooks, options: UseMockOptions = {}): TestMock {
  const key = options.key ?? randomKey()
  const plan = options.plan ?? 'Pay-as-you-go'
  const client = connect(info.url, { ...(info.token === undefined ? {} : { token: info.token }), key })
  const { requests, expectCalled } = client
  // requests() and expectCalled() see the calls of the running test only: those after this journal id
  let mark = 0
  hooks.beforeAll(async () => {
    await client.addKey({
      key,
      plan,
      credits: options.credits ?? 10_000,
      label: 'useMock',
      ...(options.requestsPerMinute === undefined ? {} : { requestsPerMinute: options.requestsPerMinute }),
    })
  })
  hooks.beforeEach(async () => {
    if (options.resetEach !== false) await client.resetKey(key)
    if (options.scenario !== undefined) await client.useScenario(options.scenario, { key })
    mark = (await requests()).at(-1)?.id ?? mark
  })
  return Object.assign(client, {
    key,
    url: info.url,
    baseUrl: `${info.url}/v1`,
    headers: { Authorization: `Bearer ${key}` },
    requests: (filter: RequestsFilter = {}) => requests({ since: mark, ...filter }),
    expectCalled: (endpoint: string, expected: ExpectCalledOptions = {}) =>
      expectCalled(endpoint, { since: mark, ...expected }),
  })
}
