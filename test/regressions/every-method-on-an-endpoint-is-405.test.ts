import fc from 'fast-check'
import { METHODS } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS, type EndpointDef } from '../../src/endpoints.js'
import { startMockServer, type MockServer } from '../../src/server.js'
import { DEV, testApp } from '../support/app.js'
import { rawRequest } from '../support/raw-http.js'
import { sampleUrl } from '../support/values.js'

// a method outside a hand-kept list (PURGE, LINK, SEARCH, REPORT) got 404 ROUTE_NOT_FOUND on a real endpoint, and
// one Node's parser does not know got 400 BAD_REQUEST

const ALLOW = 'GET, HEAD, OPTIONS'
const ANSWERED = new Set(['GET', 'HEAD', 'OPTIONS'])
/** fetch's Request refuses these whatever their case. */
const FETCH_FORBIDDEN = new Set(['CONNECT', 'TRACE', 'TRACK'])
/** fetch's Request upper-cases these (`get` is sent as GET); `patch` it keeps, with a warning. */
const FETCH_NORMALIZED = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH'])
/** RFC 9110 method tokens. */
const TOKEN = fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,16}$/)
const ENDPOINT = fc.constantFrom(...ENDPOINTS)
/** The endpoint's path as clients write it: with its query, with a trailing slash, bare. */
const TARGET = fc.tuple(ENDPOINT, fc.constantFrom('query', 'slash', 'bare')).map(([def, form]) => targetOf(def, form))

function targetOf(def: EndpointDef, form: 'query' | 'slash' | 'bare'): string {
  if (form === 'query') return sampleUrl(def)
  return form === 'slash' ? `${def.path}/` : def.path
}

const WELL_KNOWN = ['PURGE', 'LINK', 'UNLINK', 'SEARCH', 'REPORT', 'PROPPATCH', 'LOCK', 'QUERY', 'POST', 'PUT']

function expect405(status: number, allow: string | null | undefined, body: string, method: string): void {
  expect({ status, allow }, method).toEqual({ status: 405, allow: ALLOW })
  expect(JSON.parse(body)).toEqual({ error: `Method ${method} not allowed; use GET`, code: 'METHOD_NOT_ALLOWED' })
}

describe('through app.request()', () => {
  const app = testApp()

  it.each(WELL_KNOWN)('%s on every endpoint is a JSON 405 with Allow, with or without a key', async (method) => {
    for (const def of ENDPOINTS) {
      for (const headers of [DEV, {}]) {
        const res = await app.request(sampleUrl(def), { method, headers })
        expect(res.headers.get('content-type'), def.id).toMatch(/^application\/json/)
        expect405(res.status, res.headers.get('allow'), await res.text(), method)
      }
    }
  })

  it('any method token but GET, HEAD and OPTIONS is a 405 on every endpoint path', async () => {
    const method = TOKEN.filter((m) => !FETCH_FORBIDDEN.has(m.toUpperCase()))
      .filter((m) => !ANSWERED.has(m.toUpperCase()))
      // fetch warns on a `patch` spelled other than PATCH: the warning would fail the test, not the mock
      .filter((m) => m.toUpperCase() !== 'PATCH' || m === 'PATCH')
    await fc.assert(
      fc.asyncProperty(method, TARGET, fc.boolean(), async (m, target, withKey) => {
        const res = await app.request(target, { method: m, headers: withKey ? DEV : {} })
        const sent = FETCH_NORMALIZED.has(m.toUpperCase()) ? m.toUpperCase() : m
        expect405(res.status, res.headers.get('allow'), await res.text(), sent)
      }),
      { numRuns: 300 },
    )
  })

  it('journals each 405 like any other answer', async () => {
    const fresh = testApp()
    await fresh.request('/v1/people/profile?username=jane-doe', { method: 'PURGE', headers: DEV })
    expect(fresh.mock.journal.list({}).map((e) => [e.method, e.path, e.status])).toEqual([
      ['PURGE', '/v1/people/profile', 405],
    ])
  })

  it('still answers GET, HEAD and OPTIONS, and a method on an unknown path is a 404', async () => {
    const url = sampleUrl(ENDPOINTS[0] as EndpointDef)
    expect((await app.request(url, { headers: DEV })).status).toBe(200)
    expect((await app.request(url, { method: 'HEAD', headers: DEV })).status).toBe(200)
    expect((await app.request(url, { method: 'OPTIONS' })).status).toBe(204)
    const unknown = await app.request('/v1/people/nope', { method: 'PURGE', headers: DEV })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' })
  })
})

describe('over a socket', () => {
  let mock: MockServer
  beforeAll(async () => {
    mock = await startMockServer({ fixtures: false, clock: 'virtual' })
  })
  afterAll(() => mock.close())

  const send = (method: string, target: string) =>
    rawRequest(mock.port, `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)

  it.each(METHODS.filter((m) => !ANSWERED.has(m)))('%s, a method Node parses, is a JSON 405', async (method) => {
    const answer = await send(method, sampleUrl(ENDPOINTS[0] as EndpointDef))
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect405(answer.status, answer.headers.allow, answer.body, method)
  })

  it('a method token Node does not parse is a JSON 405 too, on every endpoint path', async () => {
    const unparsed = TOKEN.filter((m) => !METHODS.includes(m))
    await fc.assert(
      fc.asyncProperty(fc.oneof(unparsed, fc.constantFrom('PRI', 'get', 'Purge', 'X-CUSTOM')), TARGET, async (m, t) => {
        const answer = await send(m, t)
        expect405(answer.status, answer.headers.allow, answer.body, m)
      }),
      { numRuns: 40 },
    )
  })

  it('a method Node does not parse on an unknown path is still refused as malformed', async () => {
    const answer = await send('FOO', '/v1/people/nope')
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'BAD_REQUEST' })
  })
})
