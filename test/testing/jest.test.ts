// The Jest helpers, driven by hand here (Jest is not a dependency): globalSetup leaves the URL in the environment
// for the workers, useMock takes the runner's hooks, globalTeardown stops the server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { globalSetup, globalTeardown, mockRunInfo, useMock } from '../../src/testing/jest.js'

const ENV = ['NETWORK_LOOKUP_MOCK_URL', 'NETWORK_LOOKUP_MOCK_TOKEN', 'NETWORK_LOOKUP_MOCK_DEV_KEY']
for (const name of ENV) delete process.env[name]

await globalSetup()
const url = mockRunInfo().url
const mock = useMock({ plan: 'Starter', credits: 1 }, { beforeAll, beforeEach })

afterAll(async () => {
  await globalTeardown()
  for (const name of ENV) delete process.env[name]
  // the teardown stopped the server
  await expect(fetch(`${url}/__admin/scenario`)).rejects.toThrow()
})

describe('jest helpers', () => {
  it('globalSetup starts a mock on a free loopback port and names it in the environment', () => {
    expect(process.env.NETWORK_LOOKUP_MOCK_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(mockRunInfo()).toEqual({ url, devKey: 'mock-dev-key' })
  })

  it('useMock gives the file a key of its own on that mock', async () => {
    const call = async () =>
      (await fetch(`${mock.baseUrl}/people/profile?username=jane-doe`, { headers: mock.headers })).status

    expect([await call(), await call()]).toEqual([200, 402])
    await mock.expectCalled('people/profile', { times: 2 })
    expect((await mock.usage(mock.key)).plan).toBe('Starter')
  })

  it('useMock restores the key before each test', async () => {
    expect((await mock.usage(mock.key)).creditsRemaining).toBe(1)
    expect(await mock.requests()).toEqual([])
  })

  it('useMock without hooks and without Jest globals says what to pass', () => {
    expect(() => useMock()).toThrow(/pass them, useMock\(\{\}, \{ beforeAll, beforeEach \}\)/)
  })
})
