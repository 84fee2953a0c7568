import type { ServerOptions } from '../server.js'
import { DEV_KEY } from '../keys.js'
import {
  ENV_DEV_KEY,
  ENV_TOKEN,
  ENV_URL,
  startRunMock,
  testMock,
  type MockRunInfo,
  type RunnerHooks,
  type TestMock,
  type UseMockOptions,
} from './run-mock.js'

export { connect, waitForMock, ExpectCalledError, MockAdminError, type MockClient } from '../control/client.js'
export type { MockRunInfo, TestMock, UseMockOptions, RunnerHooks } from './run-mock.js'

// Jest runs globalSetup and globalTeardown in the same process: the server waits here between the two
const CLOSE = Symbol.for('network-lookup-mock.jest.close')
type Holder = { [CLOSE]?: () => Promise<void> }

/**
 * A Jest globalSetup starting one mock for the run on a free port; test workers read its URL from
 * NETWORK_LOOKUP_MOCK_URL. `export default mockGlobalSetup({ seed: 7 })` for options.
 */
export function mockGlobalSetup(options: ServerOptions = {}): () => Promise<void> {
  return async () => {
    const started = process.env[ENV_URL] === undefined
    const { info, close } = await startRunMock(options)
    ;(globalThis as Holder)[CLOSE] = close
    // workers are started after globalSetup and inherit its environment
    if (started) {
      process.env[ENV_URL] = info.url
      if (info.token !== undefined) process.env[ENV_TOKEN] = info.token
      process.env[ENV_DEV_KEY] = info.devKey
    }
  }
}

/**
 * Jest `globalSetup` with default options: a file with `export { globalSetup as default } from
 * 'network-lookup-mock/jest'`.
 */
export const globalSetup = mockGlobalSetup()

/** Jest `globalTeardown`: stops the mock the global setup started. */
export async function globalTeardown(): Promise<void> {
  const holder = globalThis as Holder
  const close = holder[CLOSE]
  delete holder[CLOSE]
  await close?.()
}

/** The run's mock as the global setup left it in the environment. */
export function mockRunInfo(): MockRunInfo {
  const url = process.env[ENV_URL]
  if (!url)
    throw new Error(
      `no mock for this run: set globalSetup/globalTeardown to network-lookup-mock/jest (or set ${ENV_URL})`,
    )
  const info: MockRunInfo = { url, devKey: process.env[ENV_DEV_KEY] ?? DEV_KEY }
  const token = process.env[ENV_TOKEN]
  if (token !== undefined) info.token = token
  return info
}

/**
 * The calling test file's own key on the run's mock (see the vitest helper). Uses Jest's global hooks; with
 * `injectGlobals: false`, pass them: `useMock({}, { beforeAll, beforeEach })` from '@jest/globals'.
 */
export function useMock(options: UseMockOptions = {}, hooks?: RunnerHooks): TestMock {
  const g = globalThis as Partial<RunnerHooks>
  const given =
    hooks ?? (g.beforeAll && g.beforeEach ? { beforeAll: g.beforeAll, beforeEach: g.beforeEach } : undefined)
  if (!given)
    throw new Error(
      "Jest's beforeAll/beforeEach are not globals here: pass them, useMock({}, { beforeAll, beforeEach }) from " +
        "'@jest/globals'",
    )
  return testMock(mockRunInfo(), given, options)
}
