import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp, type RuntimeApp } from '../src/app.js'
import { listen, type Listening } from '../src/listen.js'
import { rawRequest } from './support/raw-http.js'

// Two mocks in the same state: one is asked over a real socket, the other through app.request().
// Every request goes to both; status, headers, body and journal must be the same.

const STARTER = 'test_starter_0000000000000001'
const NO_CREDITS = 'test_nocredits_00000000000005'
const DEV = 'mock-dev-key'

let socketApp: RuntimeApp
let inProcess: RuntimeApp
let listening: Listening
beforeAll(async () => {
  socketApp = createApp({ clock: 'virtual' })
  inProcess = createApp({ clock: 'virtual' })
  listening = await listen(socketApp.fetch, { port: 0, host: '127.0.0.1' })
})
afterAll(() => listening.close(0))

const bearer = (key: string): [string, string] => ['Authorization', `Bearer ${key}`]

const CASES: [string, string, [string, string][]][] = [
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(DEV)]],
  ['GET', '/v1/people/profile?username=ada-quinn', [bearer(DEV), ['Origin', 'http://localhost:3000']]],
  ['GET', '/v1/people/profile/?username=jane-doe', [bearer(DEV)]],
  ['HEAD', '/v1/people/profile?username=jane-doe', [bearer(DEV)]],
  ['GET', '/v1/people/profile?username=jane%20doe&username=x', [bearer(DEV)]],
  ['GET', '/v1/people/profile?username=a+b&__proto__=1', [bearer(DEV)]],
  ['GET', '/v1/people/%70rofile?username=jane-doe', [bearer(DEV)]],
  ['GET', '/v1/companies/jobs?companyId=1441&page=2', [['x-api-key', DEV]]],
  ['GET', '/v1/companies/jobs?companyId=1441&page=zero', [bearer(DEV)]],
  ['GET', '/v1/people/profile', [bearer(DEV)]],
  ['GET', '/v1/people/profile?username=jane-doe', []],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer('nope-nope-nope')]],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(NO_CREDITS)]],
  ['GET', '/v1/people/profile?username=jane-doe&__scenario=rate-limited', [bearer(DEV)]],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(DEV), ['X-Mock-Scenario', 'server-error']]],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(DEV), ['X-Mock-Scenario', 'not-found']]],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(DEV), ['X-Mock-Scenario', 'nope']]],
  ['GET', '/v1/nope', [bearer(DEV)]],
  ['GET', '/foo', []],
  ['POST', '/v1/people/profile', [bearer(DEV)]],
  ['OPTIONS', '/v1/people/profile', [['Origin', 'http://localhost:3000']]],
  ['GET', '/__admin/keys', []],
  ...Array.from({ length: 22 }, (): [string, string, [string, string][]] => [
    'GET',
    '/v1/people/profile?username=jane-doe',
    [bearer(STARTER)],
  ]),
]

async function overSocket(method: string, target: string, headers: [string, string][]) {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...headers.map(([k, v]) => `${k}: ${v}`),
  ]
  const a = await rawRequest(listening.port, `${lines.join('\r\n')}\r\n\r\n`)
  const { date: _d, connection: _c, 'content-length': _l, 'keep-alive': _k, ...rest } = a.headers
  return { status: a.status, headers: rest, body: a.body }
}

async function throughRequest(method: string, target: string, headers: [string, string][]) {
  const res = await inProcess.request(`http://127.0.0.1${target}`, { method, headers })
  const all = Object.fromEntries(res.headers)
  const { 'content-length': _l, ...rest } = all
  return { status: res.status, headers: rest, body: await res.text() }
}

it('answers every request over a socket as app.request() does, and journals it alike', async () => {
  for (const [method, target, headers] of CASES) {
    const a = await overSocket(method, target, headers)
    const b = await throughRequest(method, target, headers)
    expect({ method, target, ...a }).toEqual({ method, target, ...b })
  }
  const journal = (app: RuntimeApp) => app.mock.journal.list({}).map(({ latencyMs: _l, ...e }) => e)
  expect(journal(socketApp)).toEqual(journal(inProcess))
  // all but the preflight and the admin call
  expect(journal(socketApp)).toHaveLength(CASES.length - 2)
})
