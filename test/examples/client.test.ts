// A downstream suite, as a project that calls the lookup API would write it: one mock per file on port 0,
// the client pointed at `mock.url`, a scenario per failure, the journal to assert what was sent.
// Downstream, import from 'network-lookup-mock' instead of '../../src/index.js'.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type MockServer } from '../../src/index.js'
import { createLookupClient } from './client.js'

const STARTER_KEY = 'test_starter_0000000000000001'

let mock: MockServer
beforeAll(async () => {
  mock = await startMockServer({ clock: 'virtual', fixtures: false })
})
afterEach(() => mock.reset())
afterAll(() => mock.close())

const client = () => createLookupClient({ baseUrl: mock.url, apiKey: STARTER_KEY })

describe('the lookup client against the mock', () => {
  it('returns the profile and is charged one credit', async () => {
    const result = await client().getProfile('jane-doe')

    expect(result).toMatchObject({ ok: true, profile: { username: 'jane-doe' } })
    expect(await mock.requests({ endpoint: 'people/profile' })).toMatchObject([
      { method: 'GET', query: { username: 'jane-doe' }, key: 'test…001', status: 200, credits: 1 },
    ])
    expect((await mock.usage(STARTER_KEY)).usage).toMatchObject({ calls: 1, creditsUsed: 1 })
  })

  it('reports rate limiting with the Retry-After delay and does not retry', async () => {
    await mock.useScenario('rate-limited')

    const result = await client().getProfile('jane-doe')

    expect(result).toEqual({ ok: false, kind: 'rate-limited', retryAfterSeconds: 30 })
    expect(await mock.requests()).toMatchObject([
      { path: '/v1/people/profile', status: 429, scenario: 'rate-limited', rule: 0, credits: 0 },
    ])
  })

  it.each([
    ['credits-exhausted', { ok: false, kind: 'no-credits' }, 1],
    ['invalid-key', { ok: false, kind: 'unauthorized', code: 'INVALID_API_KEY' }, 1],
    ['missing-key', { ok: false, kind: 'unauthorized', code: 'MISSING_API_KEY' }, 1],
    ['not-found', { ok: false, kind: 'not-found' }, 1],
    ['server-error', { ok: false, kind: 'server-error', status: 500 }, 2],
  ])('handles the %s scenario (%o) after %i call(s)', async (scenario, expected, calls) => {
    await mock.useScenario(scenario)

    expect(await client().getProfile('jane-doe')).toEqual(expected)
    await mock.expectCalled('people/profile', { key: STARTER_KEY, times: calls })
  })

  it('retries a single 503 and then succeeds', async () => {
    await mock.useScenario([{ match: { endpoint: 'people/profile', calls: { to: 1 } }, effect: { status: 503 } }])

    const result = await client().getProfile('jane-doe')

    expect(result.ok).toBe(true)
    expect((await mock.requests({ endpoint: 'people/profile' })).map((c) => c.status)).toEqual([503, 200])
  })

  it("hits the Starter plan's 20 requests a minute and recovers after Retry-After", async () => {
    const c = client()
    for (let i = 0; i < 20; i++) expect((await c.getProfile(`user-${i}`)).ok).toBe(true)

    const refused = await c.getProfile('one-more')
    if (refused.ok || refused.kind !== 'rate-limited') throw new Error(`expected a 429, got ${JSON.stringify(refused)}`)
    expect((await mock.usage(STARTER_KEY)).usage.throttled).toBe(1)

    await mock.clock.advance(refused.retryAfterSeconds * 1000)
    expect((await c.getProfile('one-more')).ok).toBe(true)
    expect(await mock.requests({ status: 429 })).toHaveLength(1)
  })

  it('starts each test from a clean mock', async () => {
    expect(await mock.requests()).toEqual([])
    expect((await mock.usage(STARTER_KEY)).usage.calls).toBe(0)
  })

  it('works without a socket through the in-process fetch', async () => {
    const inProcess = createLookupClient({ baseUrl: 'http://mock.local', apiKey: STARTER_KEY, fetch: mock.fetch })

    expect((await inProcess.getProfile('jane-doe')).ok).toBe(true)
    await mock.expectCalled('people/profile', { status: 200, times: 1 })
  })
})
