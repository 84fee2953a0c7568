import { request, Agent, type IncomingMessage } from 'node:http'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FileError } from '../../src/errors.js'
import { FRAMING_HEADERS, MAX_HEADER_CHARS } from '../../src/scenarios/limits.js'
import { loadScenarioFile } from '../../src/scenarios/loader.js'
import { startMockServer, type MockServer } from '../../src/server.js'
import { DEV, testApp } from '../support/app.js'
import { tempDir, writeFiles } from '../support/tmp.js'
import { thrownBy } from '../support/throws.js'

// a scenario could set Content-Length, Transfer-Encoding, Trailer, Connection, Upgrade or Keep-Alive: clients hung,
// bodies were cut and spilled into the next answer, Trailer escaped as a text/plain 500; 204/205/304 carried a body

const PROFILE = '/v1/people/profile?username=jane-doe'
const FRAMING = [
  'Content-Length',
  'Transfer-Encoding',
  'Trailer',
  'Connection',
  'Upgrade',
  'Keep-Alive',
  'Proxy-Connection',
  'TE',
]
const VALUES: Record<string, string> = {
  'content-length': '99999',
  'transfer-encoding': 'chunked',
  trailer: 'X-Checksum',
  connection: 'close',
  upgrade: 'websocket',
  'keep-alive': 'timeout=1',
  'proxy-connection': 'keep-alive',
  te: 'trailers',
}
const NO_CONTENT = [204, 205, 304]

const app = testApp()

async function putScenario(effect: Record<string, unknown>) {
  const res = await app.request('/__admin/scenario', {
    method: 'PUT',
    body: JSON.stringify({ scenario: { rules: [{ effect }] } }),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** The name in any mix of upper and lower case. */
const anyCase = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((ups) => [...name].map((ch, i) => (ups[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''))

describe('framing headers are refused wherever a scenario comes from', () => {
  it('the admin API answers 400 naming the header, in any letter case, with an error status or a body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FRAMING).chain(anyCase),
        fc.constantFrom<Record<string, unknown>>(
          { status: 503 },
          { status: 200, body: { a: 1 } },
          { error: 'FORBIDDEN' },
        ),
        async (name, effect) => {
          const { status, body } = await putScenario({
            ...effect,
            headers: { [name]: VALUES[name.toLowerCase()] ?? 'x' },
          })
          expect(status).toBe(400)
          expect(body).toMatchObject({
            code: 'BAD_REQUEST',
            field: `$.scenario.rules[0].effect.headers.${name}`,
            error: expect.stringContaining(`${name} frames the answer`),
          })
        },
      ),
      { numRuns: 100 },
    )
  })

  it.each([' Content-Length', 'Content-Length ', '\tTransfer-Encoding', 'Connection\u0000'])(
    'refuses the header name %j, padded or with a control character, with 400',
    async (name) => {
      const { status, body } = await putScenario({ status: 503, headers: { [name]: '1' } })
      expect(status).toBe(400)
      expect(body).toMatchObject({ code: 'BAD_REQUEST', field: expect.stringContaining('effect.headers') })
    },
  )

  it.each(FRAMING)('a key pin with %s is refused with 400 and leaves the key unpinned', async (name) => {
    const res = await app.request('/__admin/keys/mock-dev-key', {
      method: 'PUT',
      body: JSON.stringify({
        scenario: [{ effect: { status: 503, headers: { [name]: VALUES[name.toLowerCase()] } } }],
      }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ field: `$.scenario.rules[0].effect.headers.${name}` })
    expect((await app.request(PROFILE, { headers: DEV })).status).toBe(200)
  })

  it.each(['json', 'yaml'])(
    'a %s scenario file with Transfer-Encoding names the file, the JSON path and a fix',
    (ext) => {
      const dir = tempDir()
      const text =
        ext === 'json'
          ? JSON.stringify({
              name: 'framing',
              description: 'x',
              rules: [{ effect: { status: 503, headers: { 'transfer-encoding': 'chunked' } } }],
            })
          : 'name: framing\ndescription: x\nrules:\n  - effect: { status: 503, headers: { transfer-encoding: chunked } }\n'
      writeFiles(dir, { [`framing.${ext}`]: text })
      const err = thrownBy(() => loadScenarioFile(join(dir, `framing.${ext}`)), FileError)
      expect(err.file).toBe(join(dir, `framing.${ext}`))
      expect(err.path).toBe('$.rules[0].effect.headers.transfer-encoding')
      expect(err.problem).toContain('transfer-encoding frames the answer')
      expect(err.fix).toContain('docs/scenarios.md')
    },
  )

  it.each([
    [{ 'X-Big': 'y'.repeat(MAX_HEADER_CHARS) }],
    [{ 'X-Big': 'y'.repeat(20_000) }],
    [Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`X-H${i}`, 'v'.repeat(10)]))],
  ])('refuses headers too large for a client to read with 400 naming headers (%#)', async (headers) => {
    const { status, body } = await putScenario({ status: 503, headers })
    expect(status).toBe(400)
    expect(body).toMatchObject({
      field: '$.scenario.rules[0].effect.headers',
      error: expect.stringContaining(`at most ${MAX_HEADER_CHARS} characters of headers`),
    })
  })

  it('useScenario in code throws naming the JSON path', () => {
    const err = thrownBy(
      () =>
        app.mock.scenarios.define({
          name: 'x',
          description: 'x',
          rules: [{ effect: { status: 500, headers: { Upgrade: 'h2c' } } }],
        }),
      FileError,
    )
    expect(err.path).toBe('$.rules[0].effect.headers.Upgrade')
  })
})

describe('204, 205 and 304 carry no content', () => {
  it.each(NO_CONTENT.flatMap((s) => [[s], [[200, s]]]))(
    'status %j with a body is refused with 400 naming body',
    async (status) => {
      const { status: answer, body } = await putScenario({ status, body: { a: 1 } })
      expect(answer).toBe(400)
      expect(body).toMatchObject({
        field: '$.scenario.rules[0].effect.body',
        error: expect.stringContaining('no content'),
      })
    },
  )

  it.each(['Content-Type', 'content-type'])(
    'a no-content status with %s is refused with 400 naming it',
    async (name) => {
      for (const status of NO_CONTENT) {
        const { status: answer, body } = await putScenario({ status, headers: { [name]: 'application/json' } })
        expect(answer).toBe(400)
        expect(body).toMatchObject({ field: `$.scenario.rules[0].effect.headers.${name}` })
      }
    },
  )

  it.each(NO_CONTENT)(
    'a bare %i answers with no body and no Content-Type, keeping its other headers',
    async (status) => {
      expect((await putScenario({ status, headers: { 'X-Reason': 'test' } })).status).toBe(200)
      const res = await app.request(PROFILE, { headers: DEV })
      expect(res.status).toBe(status)
      expect(res.headers.get('content-type')).toBeNull()
      expect(res.headers.get('x-reason')).toBe('test')
      expect(await res.text()).toBe('')
    },
  )
})

describe('over a kept-alive socket, no scenario header breaks the next answer', () => {
  let mock: MockServer
  let agent: Agent
  beforeAll(async () => {
    mock = await startMockServer({ fixtures: false, clock: 'virtual', warn: () => {} })
    agent = new Agent({ keepAlive: true, maxSockets: 1 })
  })
  afterAll(async () => {
    agent.destroy()
    await mock.close()
  })

  /** One GET on the shared connection: status, headers, body, and whether the socket was reused. */
  const call = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: string; reused: boolean }>(
      (resolve, reject) => {
        const req = request(`${mock.url}${path}`, { agent, headers, timeout: 5000 }, (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => {
            body += chunk
          })
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, reused: req.reusedSocket }),
          )
          res.on('error', reject)
        })
        req.on('timeout', () => req.destroy(new Error('no complete answer within 5 s')))
        req.on('error', reject)
        req.end()
      },
    )

  async function define(effect: Record<string, unknown>): Promise<number> {
    const res = await fetch(`${mock.url}/__admin/scenario`, {
      method: 'PUT',
      body: JSON.stringify({
        scenario: { name: 'socket', description: 'x', rules: [{ match: { key: 'mock-dev-key' }, effect }] },
      }),
    })
    await res.body?.cancel()
    return res.status
  }

  it('framing headers never reach the socket: they are refused, and the connection keeps answering', async () => {
    for (const name of FRAMING)
      expect(await define({ status: 503, headers: { [name]: VALUES[name.toLowerCase()] ?? 'x' } })).toBe(400)
    const first = await call(PROFILE, DEV)
    const second = await call(PROFILE, DEV)
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.reused).toBe(true)
    expect(JSON.parse(second.body)).toMatchObject({ username: 'jane-doe' })
  })

  it('any header a scenario may set leaves the answer and the next one on the connection whole', async () => {
    const token = fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,20}$/)
    const name = fc
      .oneof(
        fc.constantFrom(
          'Expect',
          'Date',
          'Content-Encoding',
          'Content-Range',
          'Location',
          'Set-Cookie',
          'Host',
          'Vary',
        ),
        token,
      )
      // framing headers and __proto__ are refused when the scenario is defined (their tests: above, and in
      // scenario-query-prototype-names); every other token is a header a scenario may set
      .filter((n) => !FRAMING_HEADERS.has(n.toLowerCase()) && n.toLowerCase() !== 'content-type' && n !== '__proto__')
    const value = fc.oneof(
      fc.string({ unit: fc.constantFrom(...' !"#$%&()*+,-./09:;<=>?@AZ[\\]^_`az{|}~\t'), maxLength: 40 }),
      fc.integer({ min: 1, max: MAX_HEADER_CHARS - 100 }).map((n) => 'v'.repeat(n)),
    )
    await fc.assert(
      fc.asyncProperty(name, value, fc.constantFrom(200, 204, 429, 503), async (n, v, status) => {
        const body = status === 200 ? { body: { ok: true } } : {}
        expect(await define({ status, ...body, headers: { [n]: v } })).toBe(200)
        const first = await call(PROFILE, DEV)
        expect(first.status).toBe(status)
        const second = await call(PROFILE, { Authorization: 'Bearer test_enterprise_0000000000004' })
        expect(second.reused).toBe(true)
        expect(second.status).toBe(200)
        expect(JSON.parse(second.body)).toMatchObject({ username: 'jane-doe' })
      }),
      { numRuns: 40 },
    )
  })

  it.each<[string, Record<string, unknown>]>([
    ['204', { status: 204, headers: { 'X-A': '1' } }],
    ['205', { status: 205 }],
    ['304', { status: 304, headers: { ETag: '"v1"' } }],
    [
      '503 with headers of its own',
      { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store', Host: 'x' } },
    ],
    [
      '200 with a body and Content-Type',
      { status: 200, body: { ok: true }, headers: { 'Content-Type': 'text/plain' } },
    ],
  ])('a %s answer leaves the next answer on the same connection whole', async (_, effect) => {
    expect(await define(effect)).toBe(200)
    const first = await call(PROFILE, DEV)
    expect(first.status).toBe(effect.status)
    if (effect.body === undefined && [204, 205, 304].includes(effect.status as number)) expect(first.body).toBe('')
    // another key is not matched by the rule: a normal answer, on the connection the scenario answer used
    const second = await call(PROFILE, { Authorization: 'Bearer test_enterprise_0000000000004' })
    expect(second.reused).toBe(true)
    expect(second.status).toBe(200)
    expect(JSON.parse(second.body)).toMatchObject({ username: 'jane-doe' })
  })
})
