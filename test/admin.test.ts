import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  ClearedAnswerSchema,
  ClockAnswerSchema,
  KeyViewSchema,
  KeysAnswerSchema,
  RequestsAnswerSchema,
  ResetAnswerSchema,
  ScenarioAnswerSchema,
  ScenariosAnswerSchema,
} from '../src/admin/schemas.js'
import { ErrorBodySchema } from '../src/schemas/common.js'
import type { RuntimeApp } from '../src/app.js'
import type { MockOptions } from '../src/options.js'
import { DEV, testApp } from './support/app.js'

const STARTER = 'test_starter_0000000000000001'
const ENTERPRISE = 'test_enterprise_0000000000004'
const ODD = 'odd/key+with%chars?0001'
const KEYS = [
  { key: STARTER, plan: 'Starter' as const, credits: 100, label: 'starter' },
  { key: ENTERPRISE, plan: 'Enterprise' as const, requestsPerMinute: 500, credits: 'unlimited' as const },
  { key: ODD, plan: 'Growth' as const, credits: 3 },
]

function adminApp(options: MockOptions = {}): RuntimeApp {
  return testApp({ keys: KEYS, ...options })
}

/** One admin call; every admin answer must be JSON, so the body is parsed unconditionally. */
async function call(
  app: RuntimeApp,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const init: RequestInit = { method, headers: { ...headers } }
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body)
  const res = await app.request(path, init)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  return { status: res.status, headers: res.headers, body: (await res.json()) as any }
}

const api = (app: RuntimeApp, path: string, key = STARTER) =>
  app.request(path, { headers: { Authorization: `Bearer ${key}` } })
const keyPath = (key: string) => `/__admin/keys/${encodeURIComponent(key)}`

/** The Starter key as the admin API shows it before any call. */
const FRESH_STARTER = {
  key: 'test…001',
  label: 'starter',
  plan: 'Starter',
  requestsPerMinute: 20,
  creditsRemaining: 100,
  scenario: null,
  usage: { calls: 0, creditsUsed: 0, throttled: 0, refused: 0 },
}

const ROUTES: [string, string, unknown, z.ZodType][] = [
  ['GET', '/__admin/scenarios', undefined, ScenariosAnswerSchema],
  ['GET', '/__admin/scenario', undefined, ScenarioAnswerSchema],
  ['PUT', '/__admin/scenario', { name: 'slow' }, ScenarioAnswerSchema],
  ['GET', '/__admin/clock', undefined, ClockAnswerSchema],
  ['POST', '/__admin/clock', { advanceMs: 1000 }, ClockAnswerSchema],
  ['GET', '/__admin/requests', undefined, RequestsAnswerSchema],
  ['DELETE', '/__admin/requests', undefined, ClearedAnswerSchema],
  ['GET', '/__admin/keys', undefined, KeysAnswerSchema],
  ['GET', `/__admin/keys/${STARTER}`, undefined, KeyViewSchema],
  ['GET', `/__admin/keys/${STARTER}/usage`, undefined, KeyViewSchema],
  ['PUT', `/__admin/keys/${STARTER}`, { credits: 5 }, KeyViewSchema],
  ['POST', '/__admin/reset', undefined, ResetAnswerSchema],
]

describe('admin routes', () => {
  it.each(ROUTES)('%s %s answers 200 JSON in its documented shape', async (method, path, body, schema) => {
    const app = adminApp()
    const res = await call(app, method, path, body)
    expect(res.status).toBe(200)
    expect(schema.safeParse(res.body).error).toBeUndefined()
  })

  it('answers an unknown admin route with a JSON 404', async () => {
    const res = await call(adminApp(), 'GET', '/__admin/nothing-here')
    expect(res.status).toBe(404)
    expect(ErrorBodySchema.safeParse(res.body).success).toBe(true)
  })
})

describe('admin token', () => {
  const TOKEN = 's3cret-admin-token'

  it.each(ROUTES)('%s %s is 401 JSON without the token', async (method, path, body) => {
    const res = await call(adminApp({ adminToken: TOKEN }), method, path, body)
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ error: 'Admin token required', code: 'UNAUTHORIZED_ADMIN' })
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/)
  })

  it.each([
    ['no header', {}, 401],
    ['a wrong token', { Authorization: 'Bearer wrong' }, 401],
    ['the token without Bearer', { Authorization: TOKEN }, 401],
    ['an API key instead', DEV, 401],
    ['the token', { Authorization: `Bearer ${TOKEN}` }, 200],
    ['the token, lower-case scheme', { Authorization: `bearer ${TOKEN}` }, 200],
  ])('with %s answers %i', async (_name, headers, status) => {
    expect((await call(adminApp({ adminToken: TOKEN }), 'GET', '/__admin/keys', undefined, headers)).status).toBe(
      status,
    )
  })

  it('never echoes the token', async () => {
    const res = await call(adminApp({ adminToken: TOKEN }), 'GET', '/__admin/keys', undefined, {
      Authorization: 'Bearer nope',
    })
    expect(JSON.stringify(res.body)).not.toContain(TOKEN)
  })

  it('leaves the /v1 API on API keys alone', async () => {
    const res = await api(adminApp({ adminToken: TOKEN }), '/v1/people/profile?username=a')
    expect(res.status).toBe(200)
  })
})

describe('admin: false', () => {
  it.each(ROUTES)('%s %s answers a JSON 404', async (method, path, body) => {
    const res = await call(adminApp({ admin: false }), method, path, body)
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('ROUTE_NOT_FOUND')
  })
})

describe('admin input', () => {
  it.each([
    ['PUT', '/__admin/scenario', '{"name": ', '$'],
    ['PUT', '/__admin/scenario', [], '$'],
    ['PUT', '/__admin/scenario', { name: 42 }, '$.name'],
    ['PUT', '/__admin/scenario', { nmae: 'slow' }, '$.nmae'],
    ['PUT', '/__admin/scenario', {}, '$'],
    ['PUT', '/__admin/scenario', { name: 'slow', scenario: { rules: [] } }, '$'],
    ['PUT', '/__admin/scenario', { name: 'no-such-scenario' }, '$.name'],
    [
      'PUT',
      '/__admin/scenario',
      { scenario: { rules: [{ effect: { status: 99 } }] } },
      '$.scenario.rules[0].effect.status',
    ],
    ['PUT', '/__admin/scenario', { scenario: { name: 'Bad Name', rules: [] } }, '$.scenario.name'],
    ['POST', '/__admin/clock', { advanceMs: -1 }, '$.advanceMs'],
    ['POST', '/__admin/clock', { advanceMs: '60000' }, '$.advanceMs'],
    ['POST', '/__admin/clock', { advance: 1 }, '$.advance'],
    ['PUT', keyPath(STARTER), {}, '$'],
    ['PUT', keyPath(STARTER), { credits: -1 }, '$.credits'],
    ['PUT', keyPath(STARTER), { credits: 'lots' }, '$.credits'],
    ['PUT', keyPath(STARTER), { plan: 'Platinum' }, '$.plan'],
    ['PUT', keyPath(STARTER), { requestsPerMinute: 3 }, '$.requestsPerMinute'],
    ['PUT', keyPath(STARTER), { plan: 'Enterprise' }, '$.requestsPerMinute'],
    ['PUT', keyPath(STARTER), { scenario: 'no-such-scenario' }, '$.scenario'],
    ['PUT', keyPath(STARTER), { credits: 5, colour: 'red' }, '$.colour'],
    ['PUT', keyPath('not-a-known-key-123'), { credits: 5 }, 'key'],
    ['GET', `${keyPath('not-a-known-key-123')}/usage`, undefined, 'key'],
    ['GET', '/__admin/requests?status=abc', undefined, 'status'],
    ['GET', '/__admin/requests?status=4000', undefined, 'status'],
    ['GET', '/__admin/requests?since=last-tuesday', undefined, 'since'],
    ['GET', '/__admin/requests?stauts=429', undefined, 'stauts'],
  ])('%s %s with %j is a 400 naming %s', async (method, path, body, field) => {
    const res = await call(adminApp(), method, path, body)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field, error: expect.stringContaining(field) })
    expect(typeof res.body.code).toBe('string')
  })

  it('refuses the clock move on a real clock, naming advanceMs', async () => {
    const res = await call(adminApp({ clock: 'real' }), 'POST', '/__admin/clock', { advanceMs: 1 })
    expect(res).toMatchObject({ status: 400, body: { field: 'advanceMs' } })
  })

  it('changes nothing when a key update is refused', async () => {
    const app = adminApp()
    await call(app, 'PUT', keyPath(STARTER), { credits: 7, scenario: 'no-such-scenario' })
    expect((await call(app, 'GET', `${keyPath(STARTER)}/usage`)).body).toMatchObject({
      creditsRemaining: 100,
      scenario: null,
    })
  })
})

describe('admin costs nothing and is never limited', () => {
  it('answers after the key is throttled and leaves its credits alone', async () => {
    const app = adminApp()
    for (let i = 0; i < 21; i++) await api(app, `/v1/people/profile?username=u${i}`)
    expect((await api(app, '/v1/people/profile?username=x')).status).toBe(429)

    // a client that sends its API key everywhere still reaches the admin API
    for (let i = 0; i < 50; i++) {
      const res = await call(app, 'GET', `${keyPath(STARTER)}/usage`, undefined, { Authorization: `Bearer ${STARTER}` })
      expect(res.status).toBe(200)
    }
    const view = (await call(app, 'GET', `${keyPath(STARTER)}/usage`)).body
    expect(view).toMatchObject({
      creditsRemaining: 80,
      usage: { calls: 22, creditsUsed: 20, throttled: 2, refused: 0 },
    })
  })

  it('answers while the whole server is in an error scenario', async () => {
    const app = adminApp({ scenario: 'server-error' })
    expect((await api(app, '/v1/people/profile?username=a')).status).toBe(500)
    expect((await call(app, 'GET', '/__admin/requests')).status).toBe(200)
  })
})

describe('keys and usage', () => {
  it('lists every key, redacted, with plan, balance and usage', async () => {
    const { body } = await call(adminApp(), 'GET', '/__admin/keys')
    expect(body.keys.map((k: { key: string }) => k.key)).toEqual(['mo…y', 'test…001', 'test…004', 'odd…01'])
    expect(body.keys[1]).toEqual(FRESH_STARTER)
  })

  it.each([
    ['the URL-encoded full key', encodeURIComponent(ODD)],
    ['the URL-encoded redacted form', encodeURIComponent('odd…01')],
  ])('finds a key by %s', async (_name, segment) => {
    const { status, body } = await call(adminApp(), 'GET', `/__admin/keys/${segment}/usage`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ key: 'odd…01', plan: 'Growth', creditsRemaining: 3 })
  })

  it('counts calls, credits, throttled and refused per key', async () => {
    const app = adminApp()
    for (let i = 0; i < 4; i++) await api(app, `/v1/people/profile?username=u${i}`, ODD)
    await api(app, '/v1/people/profile?username=x&__scenario=rate-limited', ODD)

    const { body } = await call(app, 'GET', `${keyPath(ODD)}/usage`)
    expect(body).toMatchObject({ creditsRemaining: 0, usage: { calls: 5, creditsUsed: 3, throttled: 1, refused: 1 } })
  })

  it('sets credits, and unlimited', async () => {
    const app = adminApp()
    await call(app, 'PUT', keyPath(STARTER), { credits: 1 })
    expect((await api(app, '/v1/people/profile?username=a')).status).toBe(200)
    expect((await api(app, '/v1/people/profile?username=a')).status).toBe(402)
    const { body } = await call(app, 'PUT', keyPath(STARTER), { credits: 'unlimited' })
    expect(body.creditsRemaining).toBe('unlimited')
    expect((await api(app, '/v1/people/profile?username=a')).status).toBe(200)
  })

  it.each([
    ['Growth', {}, 50],
    ['Pay-as-you-go', {}, 100],
    ['Development', {}, null],
    ['Enterprise', { requestsPerMinute: 2 }, 2],
  ])('sets the plan %s with its limit', async (plan, extra, limit) => {
    const app = adminApp()
    const { body } = await call(app, 'PUT', keyPath(STARTER), { plan, ...extra })
    expect(body).toMatchObject({ plan, requestsPerMinute: limit })
  })

  it('applies a new plan limit to the next call', async () => {
    const app = adminApp()
    await call(app, 'PUT', keyPath(STARTER), { plan: 'Enterprise', requestsPerMinute: 2 })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await api(app, `/v1/people/profile?username=u${i}`)).status)
    expect(statuses).toEqual([200, 200, 429])
  })

  it('changes the limit of an Enterprise key alone', async () => {
    const { body } = await call(adminApp(), 'PUT', keyPath(ENTERPRISE), { requestsPerMinute: 7 })
    expect(body).toMatchObject({ plan: 'Enterprise', requestsPerMinute: 7 })
  })

  it('pins a scenario to one key and unpins it with null', async () => {
    const app = adminApp()
    await call(app, 'PUT', keyPath(STARTER), { scenario: 'server-error' })
    expect((await api(app, '/v1/people/profile?username=a')).status).toBe(500)
    expect((await api(app, '/v1/people/profile?username=a', ENTERPRISE)).status).toBe(200)
    const { body } = await call(app, 'PUT', keyPath(STARTER), { scenario: null })
    expect(body.scenario).toBeNull()
    expect((await api(app, '/v1/people/profile?username=a')).status).toBe(200)
  })
})

describe('scenario and clock', () => {
  it('switches the whole server by name and back with null', async () => {
    const app = adminApp()
    expect((await call(app, 'PUT', '/__admin/scenario', { name: 'rate-limited' })).body).toEqual({
      active: 'rate-limited',
    })
    expect((await api(app, '/v1/people/profile?username=a')).status).toBe(429)
    expect((await call(app, 'PUT', '/__admin/scenario', { name: null })).body).toEqual({ active: 'default' })
    expect((await api(app, '/v1/people/profile?username=a')).status).toBe(200)
  })

  it('takes a scenario as data, rules alone or named', async () => {
    const app = adminApp()
    const rules = [{ match: { endpoint: 'companies/*' }, effect: { status: 503 } }]
    expect((await call(app, 'PUT', '/__admin/scenario', { scenario: rules })).body).toEqual({ active: 'inline' })
    expect((await api(app, '/v1/companies/search?keywords=a')).status).toBe(503)
    expect((await api(app, '/v1/people/profile?username=a')).status).toBe(200)
    const named = { name: 'my-case', description: 'mine', rules }
    expect((await call(app, 'PUT', '/__admin/scenario', { scenario: named })).body).toEqual({ active: 'my-case' })
  })

  it('moves the virtual clock', async () => {
    const app = adminApp()
    const { body } = await call(app, 'POST', '/__admin/clock', { advanceMs: 60_000 })
    expect(body).toEqual({
      kind: 'virtual',
      now: Date.parse('2025-06-01T12:01:00.000Z'),
      iso: '2025-06-01T12:01:00.000Z',
    })
  })
})

describe('requests', () => {
  async function withTraffic() {
    const app = adminApp()
    await api(app, '/v1/people/profile?username=a')
    await api(app, '/v1/companies/search?keywords=acme', ENTERPRISE)
    await api(app, '/v1/people/profile', ENTERPRISE)
    await api(app, '/v1/people/profile?username=b')
    return app
  }

  it.each([
    ['', [1, 2, 3, 4]],
    ['?path=/v1/people/profile', [1, 3, 4]],
    ['?path=companies/search', [2]],
    ['?path=people/*&status=200', [1, 4]],
    ['?status=400', [3]],
    [`?key=${STARTER}`, [1, 4]],
    [`?key=${encodeURIComponent('test…004')}`, [2, 3]],
    ['?since=2', [3, 4]],
    ['?since=2025-06-01T12:00:00Z', [1, 2, 3, 4]],
    ['?since=2025-06-01T12:00:01Z', []],
    ['?method=get', [1, 2, 3, 4]],
  ])('GET /__admin/requests%s filters', async (query, ids) => {
    const { body } = await call(await withTraffic(), 'GET', `/__admin/requests${query}`)
    expect(body.requests.map((r: { id: number }) => r.id)).toEqual(ids)
    expect(body.count).toBe(ids.length)
  })

  it('DELETE /__admin/requests empties the journal and says how many went', async () => {
    const app = await withTraffic()
    expect((await call(app, 'DELETE', '/__admin/requests')).body).toEqual({ cleared: 4 })
    expect((await call(app, 'GET', '/__admin/requests')).body).toEqual({ count: 0, requests: [] })
    await api(app, '/v1/people/profile?username=c')
    expect((await call(app, 'GET', '/__admin/requests')).body.requests[0].id).toBe(5)
  })
})

describe('POST /__admin/reset', () => {
  it('returns credits, limiter windows, counters, journal and scenarios to the start-up state', async () => {
    const app = adminApp({ scenario: 'null-items' })
    for (let i = 0; i < 21; i++) await api(app, `/v1/people/profile?username=u${i}&__scenario=default`)
    await call(app, 'PUT', keyPath(STARTER), { credits: 3, plan: 'Growth', scenario: 'server-error' })
    await call(app, 'PUT', '/__admin/scenario', { scenario: { name: 'extra', rules: [{ effect: { status: 418 } }] } })
    expect((await api(app, '/v1/people/profile?username=a', ENTERPRISE)).status).toBe(418)

    expect((await call(app, 'POST', '/__admin/reset')).body).toEqual({ reset: true, scenario: 'null-items' })

    expect((await call(app, 'GET', `${keyPath(STARTER)}/usage`)).body).toEqual(FRESH_STARTER)
    expect((await call(app, 'GET', '/__admin/requests')).body).toEqual({ count: 0, requests: [] })
    const names = (await call(app, 'GET', '/__admin/scenarios')).body.scenarios.map((s: { name: string }) => s.name)
    expect(names).not.toContain('extra')
    // the limiter window is empty again: 20 fresh calls pass
    for (let i = 0; i < 20; i++) expect((await api(app, `/v1/people/profile?username=v${i}`)).status).toBe(200)
    expect((await call(app, 'GET', '/__admin/requests?since=0')).body.requests[0]).toMatchObject({
      id: 1,
      scenario: 'null-items',
    })
  })

  it('restarts the counters of call-counting scenarios', async () => {
    const app = adminApp({ scenario: 'throttle-then-recover' })
    const statuses = async () => {
      const out = []
      for (let i = 0; i < 4; i++) out.push((await api(app, `/v1/people/profile?username=u${i}`)).status)
      return out
    }
    expect(await statuses()).toEqual([200, 200, 200, 429])
    await call(app, 'POST', '/__admin/reset')
    expect(await statuses()).toEqual([200, 200, 200, 429])
  })
})
