import fc from 'fast-check'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '../src/schemas/common.js'
import { listen } from '../src/listen.js'
import { startMockServer, type MockServer } from '../src/server.js'
import { getRequest, rawRequest, type RawAnswer } from './support/raw-http.js'

const DEV = { Authorization: 'Bearer mock-dev-key' }
const PROFILE = '/v1/people/profile?username=jane-doe'

let mock: MockServer
const warnings: string[] = []

beforeAll(async () => {
  mock = await startMockServer({ fixtures: false, clock: 'virtual', warn: (m) => warnings.push(m) })
})
afterAll(() => mock.close())

/** A JSON error body with the spec's `{ error, code }` shape. */
function expectJsonError(answer: RawAnswer, status: number, code: string): void {
  expect(answer.status).toBe(status)
  expect(answer.headers['content-type']).toMatch(/^application\/json/)
  const body: unknown = JSON.parse(answer.body)
  expect(ErrorBodySchema.parse(body).code).toBe(code)
}

async function stillServes(port = mock.port): Promise<void> {
  const answer = await rawRequest(port, getRequest(PROFILE, DEV))
  expect(answer.status).toBe(200)
}

const CRLF = '\r\n'
const raw = (...lines: string[]): string => `${lines.join(CRLF)}${CRLF}${CRLF}`

describe('oversized requests over a socket', () => {
  it.each([
    {
      name: 'a URL of 20 KB',
      request: getRequest(`/v1/people/profile?username=${'x'.repeat(20_000)}`, DEV),
      status: 414,
      code: 'URI_TOO_LONG',
    },
    {
      name: 'a URL of 100 KB',
      request: getRequest(`/v1/people/profile?username=${'x'.repeat(100_000)}`, DEV),
      status: 414,
      code: 'URI_TOO_LONG',
    },
    {
      name: 'one header of 20 KB',
      request: getRequest(PROFILE, { ...DEV, 'X-Big': 'y'.repeat(20_000) }),
      status: 431,
      code: 'HEADERS_TOO_LARGE',
    },
    {
      name: 'one header of 300 KB',
      request: getRequest(PROFILE, { ...DEV, 'X-Big': 'y'.repeat(300_000) }),
      status: 431,
      code: 'HEADERS_TOO_LARGE',
    },
    {
      name: '4,000 small headers',
      request: getRequest(PROFILE, Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`x-h${i}`, 'v']))),
      status: 431,
      code: 'HEADERS_TOO_LARGE',
    },
    {
      name: 'an Authorization header of 20 KB',
      request: getRequest(PROFILE, { Authorization: `Bearer ${'k'.repeat(20_000)}` }),
      status: 431,
      code: 'HEADERS_TOO_LARGE',
    },
  ])('answers $name with a JSON $status and keeps serving', async ({ request, status, code }) => {
    expectJsonError(await rawRequest(mock.port, request), status, code)
    await stillServes()
  })
})

describe('a URL past the parser limit (128 KB)', () => {
  // Node's parser stops reading before the request line ends; it cannot always tell a long URL from long headers
  it('answers a URL of 300 KB with a JSON 414 or 431 and keeps serving', async () => {
    const answer = await rawRequest(mock.port, getRequest(`/v1/people/profile?username=${'x'.repeat(300_000)}`, DEV))
    expect([414, 431]).toContain(answer.status)
    expect(ErrorBodySchema.parse(JSON.parse(answer.body)).code).toMatch(/^(URI_TOO_LONG|HEADERS_TOO_LARGE)$/)
    await stillServes()
  })
})

describe('malformed requests over a socket', () => {
  it.each([
    ['a request line of garbage', `HELLO${CRLF}${CRLF}`, 'BAD_REQUEST'],
    [
      'a header line without a colon',
      raw(`GET ${PROFILE} HTTP/1.1`, 'Host: x', 'Bad Header', 'Connection: close'),
      'BAD_REQUEST',
    ],
    [
      'raw UTF-8 bytes in the URL',
      Buffer.from(raw('GET /v1/people/profile?username=é日本 HTTP/1.1', 'Host: x', 'Connection: close'), 'utf8'),
      'BAD_REQUEST',
    ],
    [
      'a NUL byte in the URL',
      raw('GET /v1/people/profile?username=a\u0000b HTTP/1.1', 'Host: x', 'Connection: close'),
      'BAD_REQUEST',
    ],
    [
      'a space in the URL',
      raw('GET /v1/people/profile?username=a b HTTP/1.1', 'Host: x', 'Connection: close'),
      'BAD_REQUEST',
    ],
    [
      'a path without a leading slash',
      raw('GET v1/people/profile HTTP/1.1', 'Host: x', 'Connection: close'),
      'BAD_REQUEST',
    ],
    ['a backslash in the path', raw('GET /v1\\people/profile HTTP/1.1', 'Host: x', 'Connection: close'), 'BAD_REQUEST'],
    [
      'a Host header with a space',
      raw(`GET ${PROFILE} HTTP/1.1`, 'Host: exa mple', 'Connection: close'),
      'BAD_REQUEST',
    ],
    [
      'a Content-Length that is not a number',
      raw('POST /__admin/reset HTTP/1.1', 'Host: x', 'Content-Length: abc', 'Connection: close'),
      'BAD_REQUEST',
    ],
    [
      'both Content-Length and Transfer-Encoding',
      `${raw('POST /__admin/reset HTTP/1.1', 'Host: x', 'Content-Length: 3', 'Transfer-Encoding: chunked', 'Connection: close')}0${CRLF}${CRLF}`,
      'BAD_REQUEST',
    ],
    [
      'CONNECT',
      raw('CONNECT example.com:443 HTTP/1.1', 'Host: example.com:443', 'Connection: close'),
      'METHOD_NOT_ALLOWED',
    ],
  ])('answers %s with a JSON 4xx and keeps serving', async (_name, request, code) => {
    const answer = await rawRequest(mock.port, request)
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expectJsonError(answer, answer.status, code)
    await stillServes()
  })

  it.each([
    ['no Host header', raw(`GET ${PROFILE} HTTP/1.1`, 'Authorization: Bearer mock-dev-key', 'Connection: close')],
    [
      'HTTP/1.0 without a Host header',
      `GET ${PROFILE} HTTP/1.0${CRLF}Authorization: Bearer mock-dev-key${CRLF}${CRLF}`,
    ],
    [
      'an Expect header Node does not know',
      raw(
        `GET ${PROFILE} HTTP/1.1`,
        'Host: localhost',
        'Expect: something',
        'Authorization: Bearer mock-dev-key',
        'Connection: close',
      ),
    ],
    ['an absolute URL as the target', getRequest(`http://elsewhere.example${PROFILE}`, DEV)],
    ['dot segments in the path', getRequest('/v1/people/../people/profile?username=jane-doe', DEV)],
  ])('serves a request with %s', async (_name, request) => {
    const answer = await rawRequest(mock.port, request)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ username: 'jane-doe' })
  })

  it('answers 300 hostile request targets, sent as raw bytes, with JSON and never a 5xx', async () => {
    const bytes = fc.array(fc.integer({ min: 0x21, max: 0xff }), { minLength: 1, maxLength: 60 })
    const target = fc.oneof(
      bytes.map((b) => `/v1/people/profile?username=${Buffer.from(b).toString('latin1')}`),
      bytes.map((b) => `/${Buffer.from(b).toString('latin1')}`),
      bytes.map((b) => Buffer.from(b).toString('latin1')),
    )
    await fc.assert(
      fc.asyncProperty(target, async (t) => {
        const answer = await rawRequest(
          mock.port,
          Buffer.from(
            raw(`GET ${t} HTTP/1.1`, 'Host: x', 'Authorization: Bearer mock-dev-key', 'Connection: close'),
            'latin1',
          ),
        )
        expect(answer.status).toBeGreaterThanOrEqual(200)
        expect(answer.status).toBeLessThan(500)
        expect(answer.headers['content-type']).toMatch(/^application\/json/)
        const body: unknown = JSON.parse(answer.body)
        if (answer.status >= 400) expect(ErrorBodySchema.safeParse(body).success).toBe(true)
      }),
      { numRuns: 300, seed: 7 },
    )
    await stillServes()
  })
})

/** Opens a connection and resolves once it is established (or failed). */
function open(port: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.on('error', () => {})
    socket.once('connect', () => resolve(socket))
    socket.once('close', () => resolve(socket))
  })
}

describe('floods of connections', () => {
  it('answers 500 connections opened at once, each with a JSON 200', async () => {
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        rawRequest(mock.port, getRequest(`/v1/people/profile?username=flood-n${i}`, DEV), 30_000),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(500)
    for (const a of answers) expect(JSON.parse(a.body)).toMatchObject({ username: expect.stringMatching(/^flood-/) })
  })

  it('keeps serving while 300 idle connections and 100 half-sent requests hang open', async () => {
    const idle = await Promise.all(Array.from({ length: 300 }, () => open(mock.port)))
    const half = await Promise.all(Array.from({ length: 100 }, () => open(mock.port)))
    for (const s of half) s.write(`GET ${PROFILE} HTTP/1.1\r\nHost: x\r\nX-Slow: `)
    try {
      await stillServes()
    } finally {
      for (const s of [...idle, ...half]) s.destroy()
    }
  })

  it('closes connections over maxConnections at accept, answers the rest, and serves after the flood', async () => {
    const capped = await startMockServer({ fixtures: false, clock: 'virtual', maxConnections: 20 })
    try {
      const holders = await Promise.all(Array.from({ length: 20 }, () => open(capped.port)))
      // every slot is taken: further connections are accepted by the kernel, then closed unanswered
      const refused = await Promise.all(
        Array.from({ length: 50 }, () => rawRequest(capped.port, getRequest(PROFILE, DEV), 10_000)),
      )
      expect(refused.every((a) => a.status === 0)).toBe(true)
      for (const s of holders) s.destroy()
      await expect
        .poll(async () => (await rawRequest(capped.port, getRequest(PROFILE, DEV))).status, { timeout: 10_000 })
        .toBe(200)
    } finally {
      await capped.close()
    }
  })

  it('warned about nothing while flooded', () => {
    expect(warnings).toEqual([])
  })
})

describe('slow clients', () => {
  it('answers a request whose headers never finish with a JSON 408 after the headers timeout', async () => {
    const listening = await listen(() => new Response('{}'), {
      port: 0,
      host: '127.0.0.1',
      timeouts: { headersMs: 300, requestMs: 600 },
    })
    try {
      const answer = await rawRequest(
        listening.port,
        'GET /v1/people/profile?username=a HTTP/1.1\r\nHost: x\r\nX-Slow: ',
      )
      expectJsonError(answer, 408, 'REQUEST_TIMEOUT')
    } finally {
      await listening.close(0)
    }
  })
})
