import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runtimeOf } from '../src/app.js'
import { DEV_KEY, MockAdminError, createApp, createMockFetch, startMockServer, type MockServer } from '../src/index.js'
import { ProfileResponseSchema } from '../src/public-schemas.js'
import { adminEnabled, isLoopback } from '../src/server.js'

const STARTER = 'test_starter_0000000000000001'
const GROWTH = 'test_growth_00000000000000002'
const KEYS = [
  { key: STARTER, plan: 'Starter' as const, credits: 1000 },
  { key: GROWTH, plan: 'Growth' as const, credits: 1000 },
]
const BASE = { fixtures: false as const, clock: 'virtual' as const, keys: KEYS }
const auth = (key: string = DEV_KEY) => ({ headers: { Authorization: `Bearer ${key}` } })
const PROFILE = '/v1/people/profile?username=jane-doe'

describe('startMockServer', () => {
  let mock: MockServer
  beforeAll(async () => {
    mock = await startMockServer(BASE)
  })
  afterAll(() => mock.close())

  it('listens on a free loopback port and serves the API over HTTP', async () => {
    expect(mock.url).toBe(`http://127.0.0.1:${mock.port}`)
    expect(mock.port).toBeGreaterThan(0)
    const res = await fetch(`${mock.url}${PROFILE}`, auth())
    expect(res.status).toBe(200)
    expect(ProfileResponseSchema.safeParse(await res.json()).success).toBe(true)
  })

  it('serves the admin API over HTTP', async () => {
    const res = await fetch(`${mock.url}/__admin/scenario`)
    expect(await res.json()).toEqual({ active: 'default' })
  })

  it('answers in process from the same state as the socket', async () => {
    await mock.reset()
    await fetch(`${mock.url}${PROFILE}`, auth(STARTER))
    await mock.fetch(PROFILE, auth(STARTER))
    expect(await mock.requests({ key: STARTER })).toHaveLength(2)
    expect((await mock.usage(STARTER)).usage.creditsUsed).toBe(2)
  })

  it('says exactly which calls were made: the profile was fetched twice', async () => {
    await mock.reset()
    await mock.fetch(PROFILE, auth())
    await mock.fetch('/v1/people/connection-count?username=jane-doe', auth())
    await mock.fetch('/v1/people/profile?username=john-roe', auth())
    const profiles = await mock.requests({ endpoint: 'people/profile' })
    expect(profiles.map((c) => c.query.username)).toEqual(['jane-doe', 'john-roe'])
    expect(await mock.requests({ endpoint: 'people/*', status: 200 })).toHaveLength(3)
    expect(await mock.expectCalled('people/profile', { times: 2 })).toEqual(profiles)
  })

  it('refuses a port already in use', async () => {
    await expect(startMockServer({ ...BASE, port: mock.port })).rejects.toMatchObject({ code: 'EADDRINUSE' })
  })
})

describe('useScenario', () => {
  const fetch = createMockFetch(BASE)

  it('switches by name and back with null or undefined', async () => {
    expect(await fetch.useScenario('server-error')).toBe('server-error')
    expect((await fetch(PROFILE, auth())).status).toBe(500)
    expect(await fetch.useScenario(null)).toBe('default')
    expect((await fetch(PROFILE, auth())).status).toBe(200)
    await fetch.useScenario('not-found')
    expect(await fetch.useScenario(undefined)).toBe('default')
    expect((await fetch(PROFILE, auth())).status).toBe(200)
  })

  it('takes rules as data', async () => {
    await fetch.useScenario([
      { match: { endpoint: 'people/profile', query: { username: 'ghost' } }, effect: { notFound: true } },
    ])
    expect((await fetch('/v1/people/profile?username=ghost', auth())).status).toBe(404)
    expect((await fetch(PROFILE, auth())).status).toBe(200)
    expect((await fetch.requests()).at(-2)).toMatchObject({ scenario: 'inline', rule: 0, status: 404 })
  })

  it('takes a named scenario as data', async () => {
    expect(await fetch.useScenario({ name: 'teapot', rules: [{ effect: { status: 418 } }] })).toBe('teapot')
    const res = await fetch(PROFILE, auth())
    expect(res.status).toBe(418)
    expect(await res.json()).toEqual({ error: 'HTTP 418', code: 'HTTP_418' })
    expect((await fetch.requests()).at(-1)?.scenario).toBe('teapot')
  })

  it('refuses an unknown name, listing the known ones', async () => {
    const error = await fetch.useScenario('no-such-thing').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MockAdminError)
    expect(error).toMatchObject({
      status: 400,
      code: 'UNKNOWN_SCENARIO',
      message: expect.stringMatching(/rate-limited/),
    })
  })

  it('refuses a bad scenario, naming the JSON path', async () => {
    const error = await fetch.useScenario([{ effect: { status: 42 } }]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MockAdminError)
    expect(error).toMatchObject({ status: 400, body: { field: '$.scenario.rules[0].effect.status' } })
  })
})

describe('clock, reset and usage', () => {
  it('recovers from throttle-then-recover once the clock passes Retry-After', async () => {
    const fetch = createMockFetch({ ...BASE, scenario: 'throttle-then-recover' })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await fetch(PROFILE, auth(STARTER))).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const refused = await fetch(PROFILE, auth(STARTER))
    expect(refused.headers.get('retry-after')).toBe('30')
    await fetch.clock.advance(29_000)
    expect((await fetch(PROFILE, auth(STARTER))).status).toBe(429)
    await fetch.clock.advance(1_000)
    expect((await fetch(PROFILE, auth(STARTER))).status).toBe(200)
  })

  it('reset puts back credits, limiter, counters, journal and the start-up scenario', async () => {
    const fetch = createMockFetch({ ...BASE, scenario: 'empty-results' })
    for (let i = 0; i < 25; i++) await fetch(`/v1/people/profile?username=u${i}&__scenario=default`, auth(STARTER))
    await fetch.useScenario('server-error')
    expect(await fetch.usage(STARTER)).toMatchObject({
      creditsRemaining: 980,
      usage: { calls: 25, creditsUsed: 20, throttled: 5 },
    })

    await fetch.reset()

    expect(await fetch.requests()).toEqual([])
    expect(await fetch.usage(STARTER)).toMatchObject({
      creditsRemaining: 1000,
      usage: { calls: 0, creditsUsed: 0, throttled: 0, refused: 0 },
    })
    const res = await fetch('/v1/people/similar-profiles?username=a', auth(STARTER))
    expect(res.status).toBe(200)
    expect(await fetch.requests()).toMatchObject([{ id: 1, scenario: 'empty-results' }])
  })

  it('usage takes the full key or the redacted form, and never shows the key', async () => {
    const fetch = createMockFetch(BASE)
    expect((await fetch.usage(STARTER)).key).toBe('test…001')
    expect((await fetch.usage('test…001')).plan).toBe('Starter')
    const error = await fetch.usage('unknown_key_000000000099').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MockAdminError)
    expect((error as Error).message).toContain('unk…099')
    expect(JSON.stringify([(error as Error).message, (error as MockAdminError).body])).not.toContain(
      'unknown_key_000000000099',
    )
  })

  it('the clock of a real-clock mock refuses to move', async () => {
    await expect(createMockFetch({ ...BASE, clock: 'real' }).clock.advance(1)).rejects.toThrow(/virtual/)
  })
})

describe('in-process fetch', () => {
  const fetch = createMockFetch(BASE)

  it.each([
    ['a relative URL', PROFILE],
    ['an absolute URL', `http://anything.example${PROFILE}`],
    ['a URL object', new URL(`http://mock.local${PROFILE}`)],
  ])('takes %s', async (_name, input) => {
    expect((await fetch(input, auth())).status).toBe(200)
  })

  it('takes a Request, and a Request with init', async () => {
    expect((await fetch(new Request(`http://mock.local${PROFILE}`, auth()))).status).toBe(200)
    expect((await fetch(new Request(`http://mock.local${PROFILE}`), auth())).status).toBe(200)
  })

  it('rejects at once with an aborted signal', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(fetch(PROFILE, { ...auth(), signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('rejects when the caller aborts a slow answer, as a socket would', async () => {
    const slow = createMockFetch(BASE)
    await slow.useScenario([{ effect: { latencyMs: 2000 } }])
    const controller = new AbortController()
    const pending = slow(PROFILE, { ...auth(), signal: controller.signal })
    controller.abort(new DOMException('client timeout', 'TimeoutError'))
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it('serves createApp apps too: app.request and the fetch see one state', async () => {
    const app = createApp(BASE)
    await app.request(PROFILE, auth())
    expect(runtimeOf(app).journal.list()).toHaveLength(1)
  })
})

describe('parallel isolation', () => {
  let a: MockServer
  let b: MockServer
  beforeAll(async () => {
    ;[a, b] = await Promise.all([startMockServer({ ...BASE, scenario: 'rate-limited' }), startMockServer(BASE)])
  })
  afterAll(() => Promise.all([a.close(), b.close()]))

  it('two servers on port 0 get different ports', () => {
    expect(a.port).not.toBe(b.port)
  })

  it('concurrent calls to both keep separate answers, journals and usage', async () => {
    const calls = Array.from({ length: 40 }, (_, i) => {
      const server = i % 2 === 0 ? a : b
      return fetch(`${server.url}/v1/people/profile?username=u${i}`, auth(GROWTH)).then(
        (r) => [server, r.status] as const,
      )
    })
    const results = await Promise.all(calls)
    expect(results.filter(([s, st]) => s === a && st === 429)).toHaveLength(20)
    expect(results.filter(([s, st]) => s === b && st === 200)).toHaveLength(20)

    const [aCalls, bCalls] = [await a.requests(), await b.requests()]
    expect(aCalls).toHaveLength(20)
    expect(aCalls.every((c) => c.status === 429 && c.scenario === 'rate-limited')).toBe(true)
    expect(bCalls).toHaveLength(20)
    expect(bCalls.every((c) => c.status === 200 && c.scenario === 'default')).toBe(true)
    const sentTo = (parity: number) => new Set(Array.from({ length: 20 }, (_, i) => `u${i * 2 + parity}`))
    expect(new Set(aCalls.map((c) => c.query.username))).toEqual(sentTo(0))
    expect(new Set(bCalls.map((c) => c.query.username))).toEqual(sentTo(1))
    expect(await a.usage(GROWTH)).toMatchObject({
      creditsRemaining: 1000,
      usage: { calls: 20, throttled: 20, creditsUsed: 0 },
    })
    expect(await b.usage(GROWTH)).toMatchObject({
      creditsRemaining: 980,
      usage: { calls: 20, throttled: 0, creditsUsed: 20 },
    })
  })

  it('steering one leaves the other alone', async () => {
    await b.useScenario('server-error')
    await b.clock.advance(60_000)
    await a.reset()
    expect(await a.clock.now()).toBe(Date.parse('2025-06-01T12:00:00.000Z'))
    expect((await fetch(`${a.url}${PROFILE}`, auth())).status).toBe(429)
    expect((await fetch(`${b.url}${PROFILE}`, auth())).status).toBe(500)
    expect(await b.requests()).toHaveLength(21)
    expect(await a.requests()).toHaveLength(1)
  })
})

describe('close', () => {
  it('stops listening and may be called twice', async () => {
    const mock = await startMockServer(BASE)
    await Promise.all([mock.close(), mock.close()])
    await mock.close()
    await expect(fetch(`${mock.url}${PROFILE}`, auth())).rejects.toThrow()
  })
})

describe('admin off loopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.10', false],
    ['example.com', false],
    ['127.0.0.1.example.com', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopback(host)).toBe(loopback)
  })

  it.each([
    ['127.0.0.1', {}, true],
    ['127.0.0.1', { admin: false }, false],
    ['0.0.0.0', {}, false],
    ['0.0.0.0', { adminToken: 't' }, true],
    ['0.0.0.0', { adminToken: 't', admin: false }, false],
  ])('on %s with %o the admin API is on: %s', (host, options, on) => {
    expect(adminEnabled(host, options)).toBe(on)
  })

  it('admin: false turns the admin API off on a server, not its own controls in process', async () => {
    const mock = await startMockServer({ ...BASE, admin: false })
    try {
      const res = await fetch(`${mock.url}/__admin/requests`)
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' })
      expect(await mock.useScenario('server-error')).toBe('server-error')
      expect((await fetch(`${mock.url}${PROFILE}`, auth())).status).toBe(500)
      expect(await mock.expectCalled('people/profile', { status: 500, times: 1 })).toHaveLength(1)
    } finally {
      await mock.close()
    }
  })
})
