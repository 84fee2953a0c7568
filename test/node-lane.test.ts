import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp, type MockApp } from '../src/app.js'
import { listen, type Listening } from '../src/listen.js'
import { nodeLane } from '../src/pipeline/node.js'
import { rawRequest, type RawAnswer } from './support/raw-http.js'

// Two mocks in the same state: one takes the node:http lane wherever it can, the other always goes through Hono.
// Every request goes to both; the answers and the journals must be the same.

const STARTER = 'test_starter_0000000000000001'
const NO_CREDITS = 'test_nocredits_00000000000005'
const DEV = 'mock-dev-key'

interface Side {
  app: MockApp
  listening: Listening
  taken: number
}

async function side(fast: boolean): Promise<Side> {
  const app = createApp({ clock: 'virtual', warn: () => {} })
  const lane = nodeLane(app.handle, () => {})
  const s: Side = { app, listening: undefined as unknown as Listening, taken: 0 }
  s.listening = await listen(app.fetch, {
    port: 0,
    host: '127.0.0.1',
    warn: () => {},
    ...(fast
      ? {
          direct: (req, res) => {
            const taken = lane(req, res)
            if (taken) s.taken++
            return taken
          },
        }
      : {}),
  })
  return s
}

let fast: Side
let hono: Side
beforeAll(async () => {
  fast = await side(true)
  hono = await side(false)
})
afterAll(async () => {
  await fast.listening.close(0)
  await hono.listening.close(0)
})

function send(port: number, method: string, target: string, headers: [string, string][]): Promise<RawAnswer> {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...headers.map(([k, v]) => `${k}: ${v}`)]
  return rawRequest(port, `${lines.join('\r\n')}\r\n\r\n`)
}

const bearer = (key: string): [string, string] => ['Authorization', `Bearer ${key}`]

// [method, target, headers, whether the node lane takes it]
const CASES: [string, string, [string, string][], boolean][] = [
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(DEV)], true],
  ['GET', '/v1/people/profile?username=ada-quinn', [bearer(DEV)], true],
  ['GET', '/v1/people/profile?username=ada-quinn', [bearer(DEV), ['Origin', 'http://localhost:3000']], true],
  ['GET', '/v1/people/profile/?username=jane-doe', [bearer(DEV)], true],
  ['HEAD', '/v1/people/profile?username=jane-doe', [bearer(DEV)], true],
  ['GET', '/v1/people/profile?username=jane%20doe&username=x', [bearer(DEV)], true],
  ['GET', '/v1/people/profile?username=a+b&__proto__=1', [bearer(DEV)], true],
  ['GET', '/v1/companies/jobs?companyId=1441&page=2', [['x-api-key', DEV]], true],
  ['GET', '/v1/companies/jobs?companyId=1441&page=zero', [bearer(DEV)], true],
  ['GET', '/v1/people/profile', [bearer(DEV)], true],
  ['GET', '/v1/people/profile?username=jane-doe', [], true],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer('nope')], true],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(DEV), bearer('second')], true],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(NO_CREDITS)], true],
  ['GET', '/v1/people/profile?username=jane-doe&__scenario=rate-limited', [bearer(DEV)], true],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(DEV), ['X-Mock-Scenario', 'server-error']], true],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(DEV), ['X-Mock-Scenario', 'nope']], true],
  ['GET', '/v1/nope', [bearer(DEV)], true],
  ['GET', '/v1', [], true],
  ['POST', '/v1/people/profile', [bearer(DEV)], true],
  ['OPTIONS', '/v1/people/profile', [], true],
  ...Array.from({ length: 22 }, (): [string, string, [string, string][], boolean] => ['GET', '/v1/people/profile?username=jane-doe', [bearer(STARTER)], true]),
  // left to Hono: percent-encoded or dotted paths, other hosts, paths outside /v1
  ['GET', '/v1/people/%70rofile?username=jane-doe', [bearer(DEV)], false],
  ['GET', '/v1/people/../people/profile?username=jane-doe', [bearer(DEV)], false],
  ['GET', '/foo', [bearer(DEV)], false],
  ['GET', '/__admin/keys', [], false],
]

it('answers every request on the node:http lane as the Hono lane does, and records the same journal', async () => {
  const expectedFast = CASES.filter((c) => c[3]).length
  for (const [method, target, headers] of CASES) {
    const a = await send(fast.listening.port, method, target, headers)
    const b = await send(hono.listening.port, method, target, headers)
    const { date: _da, ...ha } = a.headers
    const { date: _db, ...hb } = b.headers
    expect({ method, target, status: a.status, headers: ha, body: a.body }).toEqual({ method, target, status: b.status, headers: hb, body: b.body })
  }
  expect(fast.taken).toBe(expectedFast)
  const journal = (s: Side) => s.app.mock.journal.list({}).map(({ latencyMs: _l, ...e }) => e)
  expect(journal(fast)).toEqual(journal(hono))
  // all but the preflight and the admin call
  expect(journal(fast)).toHaveLength(CASES.length - 2)
})

const ENDPOINT_PATHS = ['/v1/people/profile', '/v1/companies/by-id', '/v1/companies/jobs', '/v1/posts/search', '/v1/nope', '/v1']
// every character the lane accepts in a query, and a few it leaves to Hono
const QUERY_CHAR = fc.constantFrom(...'abz09-_.~!$&\'()*+,;=:@/?%[]'.split(''), '%20', '%E2%82%AC', '%zz', '#', '"', 'é', ' ')
const PARAM = fc.constantFrom('username', 'companyId', 'keyword', 'page', 'start', 'url', '__scenario', 'api_key')

it('answers random plain and not-so-plain URLs alike on both lanes', async () => {
  const cases = fc.sample(
    fc.record({
      path: fc.constantFrom(...ENDPOINT_PATHS),
      slash: fc.boolean(),
      params: fc.array(fc.tuple(PARAM, fc.array(QUERY_CHAR, { maxLength: 8 }).map((cs) => cs.join(''))), { maxLength: 3 }),
      key: fc.constantFrom(DEV, STARTER, NO_CREDITS, 'nope', ''),
      scenario: fc.constantFrom(undefined, 'flaky', 'null-items', 'not-found'),
    }),
    { numRuns: 150, seed: 11 },
  )
  const takenBefore = fast.taken
  for (const c of cases) {
    const query = c.params.map(([k, v]) => `${k}=${v}`).join('&')
    // a space cannot be sent raw in a request line: send it encoded, as any client would
    const target = `${c.path}${c.slash ? '/' : ''}${query ? `?${query}` : ''}`.replace(/ /g, '%20')
    const headers: [string, string][] = c.key ? [bearer(c.key)] : []
    if (c.scenario) headers.push(['X-Mock-Scenario', c.scenario])
    const a = await send(fast.listening.port, 'GET', target, headers)
    const b = await send(hono.listening.port, 'GET', target, headers)
    const { date: _da, ...ha } = a.headers
    const { date: _db, ...hb } = b.headers
    expect({ target, status: a.status, headers: ha, body: a.body }).toEqual({ target, status: b.status, headers: hb, body: b.body })
  }
  // the sample must exercise the lane itself, not only the way around it
  expect(fast.taken - takenBefore).toBeGreaterThan(cases.length / 4)
})
