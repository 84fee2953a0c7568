// The typed control client: the same calls steer an in-process app and a running server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { createMockFetch, startMockServer, type MockServer } from '../../src/server.js'
import {
  ExpectCalledError,
  MockAdminError,
  connect,
  judgeCalls,
  waitForMock,
  type MockClient,
} from '../../src/control/client.js'
import type { JournalEntry } from '../../src/admin/schemas.js'

const KEY = 'client_key_00000000000001'
const OTHER = 'client_key_00000000000002'
const TOKEN = 'admin-secret-token'
const OPTIONS = {
  fixtures: false,
  clock: 'virtual',
  keys: [
    { key: KEY, plan: 'Growth', credits: 5 },
    { key: OTHER, plan: 'Growth', credits: 5 },
  ],
} as const

let server: MockServer
beforeAll(async () => {
  server = await startMockServer({ ...OPTIONS, adminToken: TOKEN })
})
afterAll(() => server.close())

/** Each way to reach a mock, with a function calling its /v1 API. */
const TARGETS: [string, () => { client: MockClient; call: (path: string, key?: string) => Promise<number> }][] = [
  [
    'an in-process app',
    () => {
      const app = createApp(OPTIONS)
      return {
        client: connect(app),
        call: async (path, key = KEY) =>
          (await app.request(path, { headers: { Authorization: `Bearer ${key}` } })).status,
      }
    },
  ],
  [
    'a running server',
    () => ({
      client: connect(`${server.url}/`, { token: TOKEN }),
      call: async (path, key = KEY) => {
        const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${key}` } })
        await res.arrayBuffer()
        return res.status
      },
    }),
  ],
]

const PROFILE = '/v1/people/profile?username=jane-doe'

describe.each(TARGETS)('the control client on %s', (_, make) => {
  it('switches the server, one key, and the next N calls', async () => {
    const { client, call } = make()
    await client.reset()

    expect(await client.useScenario('server-error', { times: 1 })).toBe('server-error-first-1')
    expect([await call(PROFILE), await call(PROFILE)]).toEqual([500, 200])
    expect(await client.useScenario(null)).toBe('default')

    await client.useScenario([{ effect: { status: 503 } }], { key: OTHER })
    expect([await call(PROFILE), await call(PROFILE, OTHER)]).toEqual([200, 503])
    expect(await client.forKey(OTHER).useScenario(null)).toBeNull()
    expect(await call(PROFILE, OTHER)).toBe(200)
    await client.reset()
  })

  it('sets credits, resets one key and reads usage', async () => {
    const { client, call } = make()
    await client.reset()

    await client.setCredits(KEY, 1)
    expect([await call(PROFILE), await call(PROFILE)]).toEqual([200, 402])
    expect((await client.usage(KEY)).usage).toMatchObject({ calls: 2, refused: 1 })

    expect(await client.resetKey(KEY)).toMatchObject({ creditsRemaining: 5, usage: { calls: 0 } })
    expect(await call(PROFILE)).toBe(200)
    await client.reset()
  })

  it('moves the virtual clock by a step and to a date, never back', async () => {
    const { client } = make()
    const start = await client.clock.now()

    expect(await client.clock.advance(1000)).toBe(start + 1000)
    expect(await client.clock.set(new Date(start + 60_000))).toBe(start + 60_000)
    await expect(client.clock.set(start)).rejects.toThrow(/only moves forward/)
  })

  it('lists requests by endpoint, status and key, and a scoped client sees its key only', async () => {
    const { client, call } = make()
    await client.reset()
    await call(PROFILE)
    await call('/v1/people/connection-count?username=jane-doe', OTHER)
    await call('/v1/people/nothing-here')

    expect((await client.requests({ endpoint: 'people/profile' })).map((e) => e.path)).toEqual(['/v1/people/profile'])
    expect((await client.requests({ status: 404 })).map((e) => e.path)).toEqual(['/v1/people/nothing-here'])
    expect((await client.forKey(OTHER).requests()).map((e) => e.path)).toEqual(['/v1/people/connection-count'])
    expect(await client.clearRequests()).toBe(3)
    await client.reset()
  })

  it('expectCalled passes with the matching calls and fails listing the near misses', async () => {
    const { client, call } = make()
    await client.reset()
    await call(PROFILE)
    await call('/v1/people/profile?username=john-doe')

    expect(await client.expectCalled('people/profile', { query: { username: 'jane-doe' }, times: 1 })).toHaveLength(1)
    const err = await client
      .expectCalled('/v1/people/profile', { query: { username: 'janet' } })
      .catch((e: unknown) => e)

    expect(err).toBeInstanceOf(ExpectCalledError)
    expect((err as Error).message).toMatch(
      /Expected GET people\/profile with username=janet called at least once, but it was called 0 times/,
    )
    expect((err as Error).message).toMatch(
      /Near misses:\n {2}#1 GET \/v1\/people\/profile\?username=jane-doe -> 200 \(key cli…001\): username "jane-doe", not "janet"/,
    )
    await client.reset()
  })

  it('refuses a bad admin call with the mock reason', async () => {
    const { client } = make()

    const err = await client.setCredits('no_such_key_000000', 3).catch((e: unknown) => e)

    expect((err as Error).message).toBe('PUT /__admin/keys/no…00 answered 400: key: unknown key no…00')
    await expect(client.requests({ key: 'no_such_key_000000', status: 99 })).rejects.toThrow(
      /^GET \/__admin\/requests\?status=99&key=no…00 answered 400: status:/,
    )
    await expect(client.useScenario('nope')).rejects.toBeInstanceOf(MockAdminError)
  })
})

describe('connect in process', () => {
  it.each([
    ['the HTTP admin API off', { admin: false }],
    ['an admin token', { adminToken: TOKEN }],
  ])('steers an app with %s, which only guards the socket', async (_name, options) => {
    const app = createApp({ ...OPTIONS, ...options })
    const client = connect(app)

    expect(await client.useScenario('server-error')).toBe('server-error')
    expect((await app.request(PROFILE, { headers: { Authorization: `Bearer ${KEY}` } })).status).toBe(500)
    expect(await client.expectCalled('people/profile', { status: 500, times: 1 })).toHaveLength(1)
    expect([401, 404]).toContain((await app.request('/__admin/scenario')).status)
  })

  it.each([
    ['a number', 42],
    ['null', null],
    ['a fetch function', createApp(OPTIONS).fetch],
    ['an object without the mock', { request: () => new Response('{}') }],
  ])('refuses %s as a target, saying what it takes', (_name, target) => {
    expect(() => connect(target as unknown as string)).toThrow(
      "connect: give the mock's URL (connect('http://127.0.0.1:4010')) or an app from createApp() (connect(app))",
    )
  })

  it('steers startMockServer() and createMockFetch() as it steers their app, scoped to a key on request', async () => {
    const fetch = createMockFetch(OPTIONS)
    await fetch(PROFILE, { headers: { Authorization: `Bearer ${KEY}` } })
    await fetch(PROFILE, { headers: { Authorization: `Bearer ${OTHER}` } })

    for (const client of [connect(fetch, { key: OTHER }), connect(server, { key: OTHER })]) {
      expect(await client.useScenario('not-found')).toBe('not-found')
      expect(await client.forKey(OTHER).useScenario(null)).toBeNull()
    }
    expect((await connect(fetch, { key: OTHER }).requests()).map((e) => e.key)).toEqual(['cli…002'])
    expect((await connect(fetch.app).requests()).map((e) => e.key)).toEqual(['cli…001', 'cli…002'])
  })

  it('a refusal carries the error code of the catalog', async () => {
    const err = await connect(createApp(OPTIONS))
      .useScenario('nope')
      .catch((e: unknown) => e)

    expect(err).toMatchObject({ name: 'MockAdminError', status: 400, code: 'UNKNOWN_SCENARIO' })
  })
})

describe('connect over HTTP', () => {
  it('needs the admin token when the server has one', async () => {
    const err = await connect(server.url)
      .scenario()
      .catch((e: unknown) => e)

    expect(err).toBeInstanceOf(MockAdminError)
    expect(err).toMatchObject({ status: 401, code: 'UNAUTHORIZED_ADMIN' })
  })

  it('says when the URL is not the mock', async () => {
    const notMock = (async () => new Response('<html>hi</html>', { status: 200 })) as (r: Request) => Promise<Response>

    await expect(connect('http://127.0.0.1:9', { fetch: notMock }).scenario()).rejects.toThrow(
      /not JSON: is http:\/\/127.0.0.1:9 the mock\?/,
    )
  })

  it('waitForMock returns once the admin API answers, and names the failure after the timeout', async () => {
    await waitForMock(server.url, { token: TOKEN })
    await expect(waitForMock('http://127.0.0.1:9', { timeoutMs: 200, intervalMs: 50 })).rejects.toThrow(
      /did not answer within 200 ms/,
    )
  })
})

function entry(id: number, path: string, query: Record<string, string> = {}, status = 200): JournalEntry {
  return {
    id,
    time: '2025-06-01T12:00:00.000Z',
    method: 'GET',
    path,
    query,
    key: 'cli…001',
    auth: 'bearer',
    scenario: 'default',
    rule: null,
    status,
    disconnect: null,
    credits: 1,
    latencyMs: 1,
    source: 'generated',
  }
}

describe('judgeCalls', () => {
  const calls = [
    entry(1, '/v1/companies/search', { name: 'acme' }),
    entry(2, '/v1/people/posts', { username: 'jane-doe' }),
    entry(3, '/v1/people/profile', { username: 'john-doe' }, 404),
    entry(4, '/v1/people/profile', { username: 'jane-doe' }, 429),
  ]

  it.each([
    ['people/profile', {}, [3, 4]],
    ['/v1/people/*', { query: { username: 'jane-doe' } }, [2, 4]],
    ['people/profile', { status: 429 }, [4]],
    ['people/profile', { times: 2 }, [3, 4]],
  ])('%s %j matches calls %j', (endpoint, options, ids) => {
    const verdict = judgeCalls(calls, endpoint, options)

    expect(verdict.error).toBeUndefined()
    expect(verdict.matching.map((e) => e.id)).toEqual(ids)
  })

  it('ranks near misses: same endpoint first, then one difference, and lists the rest as other calls', () => {
    const { error } = judgeCalls(calls, 'people/profile', { query: { username: 'jane-doe' }, status: 200 })

    expect(error?.nearMisses.map((e) => e.id)).toEqual([4, 3, 2])
    expect(error?.message.split('\n')).toEqual([
      'Expected GET people/profile with username=jane-doe answered 200 called at least once, but it was called 0 times.',
      'Near misses:',
      '  #4 GET /v1/people/profile?username=jane-doe -> 429 (key cli…001): status 429, not 200',
      '  #3 GET /v1/people/profile?username=john-doe -> 404 (key cli…001): username "john-doe", not "jane-doe"; status 404, not 200',
      '  #2 GET /v1/people/posts?username=jane-doe -> 200 (key cli…001): endpoint people/posts, not people/profile',
      'Other calls (1):',
      '  #1 GET /v1/companies/search?name=acme -> 200 (key cli…001)',
    ])
  })

  it('a wrong count lists the matching calls too', () => {
    const { error } = judgeCalls(calls, 'people/profile', { times: 1 })

    expect(error?.message).toMatch(/called 1 time, but it was called 2 times\.\nMatching calls:\n {2}#3 .*\n {2}#4 /)
  })

  it('says when nothing was called at all', () => {
    expect(judgeCalls([], 'people/profile').error?.message).toBe(
      'Expected GET people/profile called at least once, but it was called 0 times.\nNo calls were recorded.',
    )
  })
})
