import { beforeAll, beforeEach, inject } from 'vitest'
import type { ServerOptions } from '../server.js'
import { startRunMock, testMock, type MockRunInfo, type TestMock, type UseMockOptions } from './run-mock.js'

export { connect, waitForMock, ExpectCalledError, MockAdminError, type MockClient } from '../control/client.js'
export type { MockRunInfo, TestMock, UseMockOptions } from './run-mock.js'

const PROVIDED = 'networkLookupMock'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's mock, from network-lookup-mock/vitest's global setup. */
    networkLookupMock: MockRunInfo
  }
}

/** What vitest passes a global setup (TestProject in vitest 3+, GlobalSetupContext before). */
export interface SetupContext {
  provide(key: typeof PROVIDED, value: MockRunInfo): void
}

/**
 * A vitest global setup starting one mock for the run, with these options, on a free port. Use it from your own
 * setup file: `export default mockGlobalSetup({ seed: 7 })`.
 */
export function mockGlobalSetup(options: ServerOptions = {}): (context: SetupContext) => Promise<() => Promise<void>> {
  return async (context) => {
    const { info, close } = await startRunMock(options)
    context.provide(PROVIDED, info)
    return close
  }
}

/** The global setup with default options: `globalSetup: ['network-lookup-mock/vitest']`. */
export const setup = mockGlobalSetup()

/** The run's mock as the global setup provided it (URL, development key, admin token). */
export function mockRunInfo(): MockRunInfo {
  const info = inject(PROVIDED)
  if (!info)
    throw new Error(
      "no mock for this run: add globalSetup: ['network-lookup-mock/vitest'] (or your own mockGlobalSetup file) " +
        'to the vitest config',
    )
  return info
}

/**
 * Gives the calling test file its own API key on the run's mock, so files in parallel workers never share
 * scenarios, credits or limits. Call it at the top of a test file.
 *
 * @example
 * const mock = useMock({ plan: 'Starter', credits: 3 })
 * it('says when credits run out', async () => {
 *   const client = createLookupClient({ baseUrl: mock.baseUrl, apiKey: mock.key })
 *   ...
 *   await mock.expectCalled('people/profile', { times: 4 })
 * })
 */
export function useMock(options: UseMockOptions = {}): TestMock {
  return testMock(mockRunInfo(), { beforeAll, beforeEach }, options)
}
