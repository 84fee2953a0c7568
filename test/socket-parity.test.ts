import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp, type RuntimeApp } from '../src/app.js'
import { listen, type Listening } from '../src/listen.js'
import { rawRequest } from './support/raw-http.js'
import { DEV, STARTER_FLOOD, V1_REQUESTS, bearer, type RequestCase } from './support/request-cases.js'

// Two mocks in the same state: one is asked over a real socket, the other through app.request().
// Every request goes to both; status, headers, body and journal must be the same.

let socketApp: RuntimeApp
let inProcess: RuntimeApp
let listening: Listening
beforeAll(async () => {
  socketApp = createApp({ clock: 'virtual' })
  inProcess = createApp({ clock: 'virtual' })
  listening = await listen(socketApp.fetch, { port: 0, host: '127.0.0.1' })
})
afterAll(() => listening.close(0))

const CASES: RequestCase[] = [
  ...V1_REQUESTS,
  ['GET', '/foo', []],
  ['POST', '/v1/people/profile', [bearer(DEV)]],
  ['OPTIONS', '/v1/people/profile', [['Origin', 'http://localhost:3000']]],
  ['GET', '/__admin/keys', []],
  ...STARTER_FLOOD,
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
