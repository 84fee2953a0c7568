// The app's suite: MSW answers the real base URLs from an in-process mock, so lookup.ts runs unchanged.
// Downstream, import from 'network-lookup-mock/msw' instead of '../../src/testing/...'.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../src/testing/msw.js'
import { LookupError, companyNames, connectionCount, headline } from './lookup.js'

const KEY = 'test_starter_0000000000000001'
process.env.NETWORK_API_KEY = KEY

const mock = handlers({
  baseUrl: ['https://api.network.example/v1', 'https://www.network.example/api/v1'],
  clock: 'virtual',
  seed: 7,
})
const server = setupServer(...mock)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.client.reset())
afterAll(() => server.close())

describe('each HTTP client reaches the mock at the hard-coded base URL', () => {
  it('fetch', async () => {
    expect(await headline('jane-doe')).toMatch(/ at /)
    await mock.client.expectCalled('people/profile', { times: 1, query: { username: 'jane-doe' } })
  })

  it('node:https', async () => {
    expect(await connectionCount('jane-doe')).toBeGreaterThan(0)
    await mock.client.expectCalled('people/connection-count', { times: 1 })
  })

  it('axios, through the www host and its /api/v1 path', async () => {
    const names = await companyNames('software')

    expect(names.length).toBeGreaterThan(0)
    await mock.client.expectCalled('/v1/companies/search', { times: 1 })
  })
})

describe('failures, steered through the control client', () => {
  it('a 429 for the next call only, then normal answers', async () => {
    await mock.client.useScenario('rate-limited', { times: 1 })

    await expect(headline('jane-doe')).rejects.toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' })
    expect(await headline('jane-doe')).toMatch(/ at /)
  })

  it('the key running out of credits, seen by every client alike', async () => {
    await mock.client.setCredits(KEY, 1)

    expect(await connectionCount('jane-doe')).toBeGreaterThan(0)
    await expect(companyNames('software')).rejects.toEqual(new LookupError(402, 'INSUFFICIENT_CREDITS'))
    await expect(headline('jane-doe')).rejects.toMatchObject({ status: 402 })
    expect((await mock.client.usage(KEY)).usage).toMatchObject({ calls: 3, creditsUsed: 1, refused: 2 })
  })

  it('a reset connection is a network error for the app', async () => {
    await mock.client.useScenario([{ match: { endpoint: 'people/profile' }, effect: { disconnect: 'reset' } }])

    await expect(headline('jane-doe')).rejects.toThrow(TypeError)
  })
})
