import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { existsSync, readdirSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { MockOptions } from '../../src/options.js'
import { DEV, get, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'

// pass-through and record mode followed an upstream's redirect to any host and port (another local server, the
// mock's own /__admin/requests, the Redis port) and relayed or recorded what was there as a 200

const REAL_KEY = 'real-upstream-key-Zq8/wX+3='

/** Where the upstream sends the client, and the status it does it with. */
let redirect = { status: 302, location: '' }
const upstreamHits: string[] = []
const decoyHits: string[] = []

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`)),
  )

const upstream = createServer((req, res) => {
  upstreamHits.push(req.url ?? '')
  // a body as a real redirect carries: HTML, which must not reach the client either
  res
    .writeHead(redirect.status, {
      'content-type': 'text/html',
      ...(redirect.location ? { location: redirect.location } : {}),
    })
    .end('<a>moved</a>')
})
/** Another service on the machine, which must never be asked anything. */
const decoy = createServer((req, res) => {
  decoyHits.push(req.url ?? '')
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"secret":"from another service"}')
})

let upstreamAt = ''
let decoyAt = ''
beforeAll(async () => {
  upstreamAt = await listen(upstream)
  decoyAt = await listen(decoy)
})
afterAll(async () => {
  for (const server of [upstream, decoy]) {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : []

/** Targets a redirect can name: another host and port, the same origin, a protocol-relative or relative reference. */
const TARGETS: [string, () => string][] = [
  ['another local server', () => `http://${decoyAt}/v1/people/search?keywords=x`],
  ['another local server, protocol-relative', () => `//${decoyAt}/anything`],
  ['the mock admin journal on the decoy port', () => `http://${decoyAt}/__admin/requests`],
  ['the same origin, another path', () => `http://${upstreamAt}/v1/elsewhere`],
  ['a relative path', () => '/__admin/keys'],
  ['a Redis-like port, with the key in the query', () => `http://${decoyAt}/?token=${encodeURIComponent(REAL_KEY)}`],
]
const STATUSES = [301, 302, 303, 307, 308]

/** A pass-through app (undeclared path) and a record-mode app (declared path), both recording. */
const MODES: [string, (fixtures: string) => MockOptions, string][] = [
  [
    'pass-through',
    (fixtures) => ({ fixtures, passthrough: `http://${upstreamAt}`, recordPassthrough: true, upstreamKey: REAL_KEY }),
    '/v1/undeclared/thing?x=1',
  ],
  [
    'record mode',
    (fixtures) => ({ fixtures, mode: 'record', upstream: `http://${upstreamAt}`, upstreamKey: REAL_KEY }),
    '/v1/people/profile?username=ann',
  ],
]

it.each(MODES.flatMap(([mode, options, url]) => TARGETS.map(([name, target]) => [mode, name, options, url, target])))(
  '%s refuses a redirect to %s with a JSON 502, contacting nothing else',
  async (_mode, _name, options, url, target) => {
    for (const status of STATUSES) {
      redirect = { status, location: (target as () => string)() }
      upstreamHits.length = 0
      const fixtures = tempDir()
      const {
        status: got,
        res,
        body,
        text,
      } = await get(testApp((options as (f: string) => MockOptions)(fixtures)), url as string, DEV)
      expect(got).toBe(502)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
      expect(body.error).toContain(`Upstream answered ${status}, a redirect`)
      expect(text).not.toContain('moved')
      expect(text).not.toContain(REAL_KEY)
      expect(text).not.toContain(encodeURIComponent(REAL_KEY))
      // asked once: not even a same-origin redirect is followed
      expect(upstreamHits).toHaveLength(1)
      expect(filesUnder(fixtures)).toEqual([])
    }
    expect(decoyHits).toEqual([])
  },
)

it('relays a 304 and any other 3xx without a Location, as before', async () => {
  redirect = { status: 300, location: '' }
  const app = testApp({ passthrough: `http://${upstreamAt}`, upstreamKey: REAL_KEY })
  expect((await app.request('/v1/undeclared/thing', { headers: DEV })).status).toBe(300)
})
