import { describe, expect, it } from 'vitest'
import { createApp } from '../src/app.js'
import { ENDPOINTS } from '../src/endpoints.js'
import { FileError } from '../src/errors.js'
import { get, testApp } from './support/app.js'
import { tempDir, writeFiles } from './support/tmp.js'
import { sampleUrl } from './support/values.js'

const app = testApp()
const PROFILE = '/v1/people/profile?username=jane-doe'
const MISSING = '{"error":"Missing API key","code":"MISSING_API_KEY"}'
const INVALID = '{"error":"Invalid API key","code":"INVALID_API_KEY"}'

function expectJson(res: Response): void {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
}

describe('authentication (spec sections 5 and 7)', () => {
  it.each(ENDPOINTS.map((e) => [e.id, e] as const))(
    '%s: no key is 401 with the exact MISSING_API_KEY body',
    async (_id, def) => {
      const { status, text, res } = await get(app, sampleUrl(def), {})
      expect(status).toBe(401)
      expect(text).toBe(MISSING)
      expectJson(res)
      expect(res.headers.get('www-authenticate')).toBe('Bearer')
    },
  )

  it.each(ENDPOINTS.map((e) => [e.id, e] as const))(
    '%s: an unknown key is 401 with the exact INVALID_API_KEY body',
    async (_id, def) => {
      const { status, text, res } = await get(app, sampleUrl(def), { Authorization: 'Bearer not-a-real-key-123' })
      expect(status).toBe(401)
      expect(text).toBe(INVALID)
      expectJson(res)
    },
  )

  it.each([
    ['an empty Authorization header', { Authorization: '' }],
    ['a bare "Bearer"', { Authorization: 'Bearer' }],
    ['"Bearer " with no key', { Authorization: 'Bearer ' }],
    ['"Bearer" and spaces', { Authorization: 'Bearer    ' }],
    ['an empty x-api-key', { 'x-api-key': '' }],
  ])('%s is a missing key', async (_case, headers) => {
    const { status, text } = await get(app, PROFILE, headers)
    expect(status).toBe(401)
    expect(text).toBe(MISSING)
  })

  it.each([
    ['Bearer', { Authorization: 'Bearer mock-dev-key' }],
    ['lowercase bearer', { Authorization: 'bearer mock-dev-key' }],
    ['uppercase BEARER', { Authorization: 'BEARER mock-dev-key' }],
    ['extra spaces', { Authorization: '  Bearer   mock-dev-key  ' }],
    ['x-api-key', { 'x-api-key': 'mock-dev-key' }],
    ['X-API-Key', { 'X-API-Key': 'mock-dev-key' }],
  ])('accepts the key with %s', async (_case, headers) => {
    expect((await get(app, PROFILE, headers)).status).toBe(200)
  })

  it.each([
    ['an unknown x-api-key', { 'x-api-key': 'not-a-real-key-123' }],
    ['a key with different case', { Authorization: 'Bearer MOCK-DEV-KEY' }],
  ])('refuses %s as an invalid key', async (_case, headers) => {
    const { status, text } = await get(app, PROFILE, headers)
    expect(status).toBe(401)
    expect(text).toBe(INVALID)
  })

  it('refuses another scheme as an invalid key, saying the header must be Bearer <key>', async () => {
    const { status, body } = await get(app, PROFILE, { Authorization: 'Basic bW9jay1kZXYta2V5Og==' })
    expect(status).toBe(401)
    expect(body).toMatchObject({ code: 'INVALID_API_KEY', error: expect.stringContaining('"Bearer <key>"') })
  })

  it('checks the key before the parameters', async () => {
    expect((await get(app, '/v1/people/profile', {})).text).toBe(MISSING)
  })

  it('accepts the keys of the shipped keys.json', async () => {
    for (const key of ['test_starter_0000000000000001', 'test_enterprise_0000000000004']) {
      expect((await get(app, PROFILE, { Authorization: `Bearer ${key}` })).status).toBe(200)
    }
  })

  it('accepts the keys of a keys file and only those plus the development key', async () => {
    const file = `${tempDir()}/keys.json`
    writeFiles('/', { [file]: { keys: [{ key: 'team_growth_key_0001', plan: 'Growth', credits: 100 }] } })
    const custom = testApp({ keys: file })
    expect((await get(custom, PROFILE, { Authorization: 'Bearer team_growth_key_0001' })).status).toBe(200)
    expect((await get(custom, PROFILE, { 'x-api-key': 'team_growth_key_0001' })).status).toBe(200)
    expect((await get(custom, PROFILE)).status).toBe(200)
    expect((await get(custom, PROFILE, { Authorization: 'Bearer test_starter_0000000000000001' })).text).toBe(INVALID)
  })

  it('with keys: false only the development key works', async () => {
    const devOnly = testApp({ keys: false })
    expect((await get(devOnly, PROFILE)).status).toBe(200)
    expect((await get(devOnly, PROFILE, { Authorization: 'Bearer test_starter_0000000000000001' })).text).toBe(INVALID)
  })
})

describe('a bad keys file stops start-up', () => {
  const SECRET = 'sk_live_SUPERSECRET123456'

  function keysError(content: string | object): FileError {
    const file = `${tempDir()}/keys.json`
    writeFiles('/', { [file]: content })
    try {
      createApp({ keys: file, fixtures: false })
    } catch (err) {
      if (err instanceof FileError) return err
      throw err
    }
    throw new Error('start-up did not fail')
  }

  it.each([
    ['an unknown plan', { keys: [{ key: SECRET, plan: 'Gold', credits: 10 }] }, '$.keys[0].plan'],
    [
      'negative credits',
      {
        keys: [
          { key: 'ok_key_00000000001', plan: 'Growth', credits: 5 },
          { key: SECRET, plan: 'Growth', credits: -1 },
        ],
      },
      '$.keys[1].credits',
    ],
    ['an unknown field', { keys: [{ key: SECRET, plan: 'Growth', credits: 1, rpm: 9 }] }, '$.keys[0]'],
    [
      'a duplicate key',
      {
        keys: [
          { key: SECRET, plan: 'Growth', credits: 1 },
          { key: SECRET, plan: 'Starter', credits: 1 },
        ],
      },
      '$.keys[1].key',
    ],
  ])('%s: names the file, the JSON path and the key, redacted', (_case, content, path) => {
    const err = keysError(content)
    expect(err.file.endsWith('keys.json')).toBe(true)
    expect(err.path).toBe(path)
    expect(err.message).toContain('keys.json')
    expect(err.message).toContain(path)
    expect(err.message).toContain('sk_…456')
    expect(err.message).not.toContain(SECRET)
  })

  it.each([
    ['a truncated file', `{"keys":[{"key":"${SECRET}","plan":"Growth"`],
    ['an unquoted key', `{"keys":[{"key":${SECRET},"plan":"Growth","credits":5}]}`],
    ['a file holding only the key', SECRET],
  ])('%s: names the file and shows no part of the key', (_case, content) => {
    const err = keysError(content)
    expect(err.message).toContain('keys.json')
    expect(err.message).not.toMatch(/SUPERSECRET|sk_live_S/)
  })
})

describe('bad input', () => {
  it.each([
    '/v1/people/nope',
    '/v1/people',
    '/v1',
    '/',
    '/v2/people/profile?username=jane-doe',
    '/v1/people/profile/extra?username=x',
    '/robots.txt',
  ])('unknown path %s is 404 JSON {error, code}', async (path) => {
    const { status, body, res } = await get(app, path)
    expect(status).toBe(404)
    expectJson(res)
    expect(body).toEqual({ error: expect.any(String), code: 'ROUTE_NOT_FOUND' })
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    '%s on every known path is 405 JSON with an Allow header',
    async (method) => {
      for (const def of ENDPOINTS) {
        for (const headers of [{ Authorization: 'Bearer mock-dev-key' }, {}]) {
          const res = await app.request(sampleUrl(def), { method, headers })
          expect(res.status, def.id).toBe(405)
          expectJson(res)
          expect(res.headers.get('allow')).toMatch(/^GET\b/)
          expect(await res.json()).toEqual({ error: expect.stringContaining(method), code: 'METHOD_NOT_ALLOWED' })
        }
      }
    },
  )

  it('POST on an unknown path is a 404, not a 405', async () => {
    const res = await app.request('/v1/people/nope', {
      method: 'POST',
      headers: { Authorization: 'Bearer mock-dev-key' },
    })
    expect(res.status).toBe(404)
  })

  // values a client may send by mistake: none may produce a 500, HTML or a stack trace
  const NASTY = [
    '%E0%A4%A',
    'a%00b',
    '%F0%9F%98%80',
    '..%2F..%2Fetc%2Fpasswd',
    '<script>alert(1)</script>',
    'x'.repeat(5000),
    '-1',
    '0',
    '99999999999999999999999',
    '1e21',
    'null',
    '%22%7D%7B',
    'http%3A%2F%2F%5B%3A%3A1',
    'https%3A%2F%2Fwww.network.example%2Fin%2F',
  ]

  it.each(ENDPOINTS.map((e) => [e.id, e] as const))(
    '%s: odd parameter values give JSON and never a 5xx',
    async (_id, def) => {
      for (const raw of NASTY) {
        for (const query of [
          `${def.param}=${raw}`,
          `${def.param}=jane-doe&page=${raw}`,
          `${def.param}=jane-doe&start=${raw}`,
        ]) {
          const { status, body, res, text } = await get(app, `${def.path}?${query}`)
          expect(status, `${def.id}?${query.slice(0, 80)}`).toBeLessThan(500)
          expectJson(res)
          expect(text).not.toMatch(/<html|\n\s+at /i)
          // an odd value may name an entity that cannot exist: the real service's 404 body
          if (status === 404) expect(body).toEqual({ message: `${def.entity} not found`, code: 'NOT_FOUND' })
          else if (status >= 400)
            expect(body).toMatchObject({ error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) })
          else expect(def.schema.safeParse(body).success).toBe(true)
        }
      }
    },
  )

  it('every kind of answer is application/json', async () => {
    const noCredits = { Authorization: 'Bearer test_nocredits_00000000000005' }
    const cases: [string, Record<string, string>, number][] = [
      [PROFILE, { Authorization: 'Bearer mock-dev-key' }, 200],
      [PROFILE, {}, 401],
      ['/v1/people/profile', { Authorization: 'Bearer mock-dev-key' }, 400],
      ['/v1/nope', { Authorization: 'Bearer mock-dev-key' }, 404],
      [PROFILE, noCredits, 402],
    ]
    for (const [url, headers, status] of cases) {
      const r = await get(app, url, headers)
      expect(r.status, url).toBe(status)
      expectJson(r.res)
      expect(r.body, url).toBeTypeOf('object')
    }
  })
})
