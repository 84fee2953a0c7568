import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RuntimeApp } from '../src/app.js'
import { ERRORS, MockError, type ErrorCode, render, renderRefusal } from '../src/errors.js'
import { listen, type Listening } from '../src/listen.js'
import { testApp } from './support/app.js'
import { getRequest, rawRequest } from './support/raw-http.js'

// Every error answer comes from one catalog: whichever way an error arises (a stage, a scenario naming the error,
// a scenario giving only its status, the socket layer), the client sees the same status, body and headers.

const PROFILE = '/v1/people/profile?username=jane-doe'
const DEV = 'mock-dev-key'
const STARTER = 'test_starter_0000000000000001'
const NO_CREDITS = 'test_nocredits_00000000000005'

interface Answer {
  status: number
  body: string
  headers: Record<string, string>
}

/** Status, body and the headers the catalog speaks of (CORS and the mock's counters aside). */
async function answerOf(res: Response): Promise<Answer> {
  const headers: Record<string, string> = {}
  for (const [k, v] of res.headers)
    if (k === 'content-type' || k === 'www-authenticate' || k === 'allow' || k === 'retry-after') headers[k] = v
  return { status: res.status, body: await res.text(), headers }
}

let app: RuntimeApp
beforeAll(() => {
  app = testApp()
})

/** The answer of a scenario whose one rule has this effect. */
async function viaScenario(effect: Record<string, unknown>, url = PROFILE): Promise<Answer> {
  const name = `catalog-${Object.values(effect)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`
  app.mock.scenarios.define({ name, description: 'one effect', rules: [{ effect }] })
  return answerOf(await app.request(url, { headers: { Authorization: `Bearer ${DEV}`, 'X-Mock-Scenario': name } }))
}

const ask = async (url: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> =>
  answerOf(await app.request(url, { method, headers }))

/** The plain refusals a stage throws, with how to provoke each. */
const FROM_STAGES: [ErrorCode, () => Promise<Answer>][] = [
  ['MISSING_API_KEY', () => ask(PROFILE, {})],
  ['INVALID_API_KEY', () => ask(PROFILE, { Authorization: 'Bearer not_a_known_key_0000' })],
  ['INSUFFICIENT_CREDITS', () => ask(PROFILE, { Authorization: `Bearer ${NO_CREDITS}` })],
  [
    'RATE_LIMIT_EXCEEDED',
    async () => {
      for (let i = 0; i < 20; i++) await ask(PROFILE, { Authorization: `Bearer ${STARTER}` })
      return ask(PROFILE, { Authorization: `Bearer ${STARTER}` })
    },
  ],
]

describe('one error catalog', () => {
  it.each(FROM_STAGES)(
    '%s: a stage, a scenario naming it and a scenario giving its status answer alike',
    async (code, provoke) => {
      const fromStage = await provoke()
      const byName = await viaScenario({ error: code })
      expect(fromStage.status).toBe(ERRORS[code].status)
      expect(JSON.parse(fromStage.body)).toMatchObject({ code })
      // the limiter's Retry-After counts the real window; the header is there in both
      const comparable = (a: Answer) => ({
        ...a,
        headers: { ...a.headers, 'retry-after': a.headers['retry-after'] ? 'n' : undefined },
      })
      expect(comparable(byName)).toEqual(comparable(fromStage))
      if ('forStatus' in ERRORS[code])
        expect(comparable(await viaScenario({ status: ERRORS[code].status }))).toEqual(comparable(fromStage))
    },
  )

  it('a scenario 401 by status carries WWW-Authenticate like the auth stage', async () => {
    const fromStage = await ask(PROFILE, { Authorization: 'Bearer not_a_known_key_0000' })
    expect(fromStage.headers['www-authenticate']).toBe('Bearer')
    expect(await viaScenario({ status: 401 })).toEqual(fromStage)
  })

  it('METHOD_NOT_ALLOWED carries Allow whichever way it arises', async () => {
    const fromStage = await ask('/v1/people/profile', { Authorization: `Bearer ${DEV}` }, 'POST')
    expect(fromStage.headers.allow).toBe('GET, HEAD, OPTIONS')
    const byName = await viaScenario({ error: 'METHOD_NOT_ALLOWED' })
    expect(byName.headers.allow).toBe('GET, HEAD, OPTIONS')
    expect(byName.status).toBe(405)
  })

  it('NOT_FOUND is the real service body by name, by status and by the notFound effect', async () => {
    const expected = {
      status: 404,
      body: '{"message":"Profile not found","code":"NOT_FOUND"}',
      headers: { 'content-type': 'application/json' },
    }
    expect(await viaScenario({ notFound: true })).toEqual(expected)
    expect(await viaScenario({ status: 404 })).toEqual(expected)
    expect(await viaScenario({ error: 'NOT_FOUND' })).toEqual(expected)
  })

  it.each([500, 502, 503, 504])('a scenario status %i is the catalog error for it', async (status) => {
    const answer = await viaScenario({ status })
    const code = Object.entries(ERRORS).find(([, e]) => e.status === status && 'forStatus' in e)?.[0]
    expect(answer).toEqual({
      status,
      body: JSON.stringify({ error: ERRORS[code as ErrorCode].error, code }),
      headers: { 'content-type': 'application/json' },
    })
  })
})

describe('socket refusals come from the same catalog', () => {
  let listening: Listening
  beforeAll(async () => {
    listening = await listen(testApp().fetch, { port: 0, host: '127.0.0.1' })
  })
  afterAll(() => listening.close(0))

  it.each([
    ['URI_TOO_LONG', getRequest(`/v1/people/profile?username=${'a'.repeat(20_000)}`)],
    ['HEADERS_TOO_LARGE', getRequest(PROFILE, { 'X-Big': 'y'.repeat(20_000) })],
    ['BAD_REQUEST', 'GET /\x01 HTTP/1.1\r\n\r\n'],
  ] as const)('%s over a socket has the body and status a scenario naming it gives', async (code, raw) => {
    const answer = await rawRequest(listening.port, raw)
    const byName = await viaScenario({ error: code })
    expect(answer.status).toBe(byName.status)
    expect(JSON.parse(answer.body).code).toBe(code)
    expect(answer.headers['content-type']).toBe('application/json')
    // the socket layer says more (the size it saw), in the same body shape
    expect(Object.keys(JSON.parse(answer.body))).toEqual(Object.keys(JSON.parse(byName.body)))
  })
})

it.each(Object.keys(ERRORS) as ErrorCode[])('%s: the hot-path refusal renders as the thrown error does', (code) => {
  const headers = { 'X-Extra': '1' }
  expect(renderRefusal(code, headers)).toEqual(render(new MockError(code, { headers })))
})
