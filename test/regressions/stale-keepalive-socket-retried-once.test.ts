import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import type { MockOptions } from '../../src/options.js'
import { DEV, get, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'
import { fakeUpstream } from '../support/upstream.js'

// pass-through reused a kept-alive socket the upstream had already closed and never sent the GET again: a request
// after a pause answered 502 ECONNRESET

const REAL_KEY = 'real-upstream-key-Zq8/wX+3='

/** Requests on a reused connection still to be dropped: one a round, as one idle socket the upstream closed. */
let drops = 0
let dropped = 0
/** Every request that got to the upstream, and whether it came on a reused connection. */
const seen: { url: string; reused: boolean }[] = []

const upstream = fakeUpstream((req, res) => {
  const socket = req.socket as typeof req.socket & { served?: number }
  socket.served = (socket.served ?? 0) + 1
  const reused = socket.served > 1
  seen.push({ url: req.url ?? '', reused })
  if (reused && drops > 0) {
    drops--
    dropped++
    // the connection is closed before any byte of an answer, as a server that dropped the idle socket
    socket.destroy()
    return
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: req.url }))
})

const MODES: [string, () => MockOptions, (n: number) => string][] = [
  ['pass-through', () => ({ passthrough: upstream.url, upstreamKey: REAL_KEY }), (n) => `/v1/undeclared/thing?n=${n}`],
  [
    'record mode',
    () => ({ fixtures: tempDir(), mode: 'record', upstream: upstream.url, upstreamKey: REAL_KEY, warn: () => {} }),
    (n) => `/v1/people/profile?username=u${n}`,
  ],
]

it.each(MODES)(
  '%s sends a GET once more when the kept-alive socket was closed under it',
  async (_mode, options, url) => {
    const app = testApp(options())
    dropped = 0
    for (let n = 0; n < 8; n++) {
      seen.length = 0
      drops = 1
      const { status, body } = await get(app, url(n), DEV)
      expect({ status, body }).toMatchObject({ status: 200 })
      expect(JSON.stringify(body)).toContain(`${n}`)
      // at most one retry
      expect(seen.length).toBeLessThanOrEqual(2)
    }
    // the upstream did close sockets under the mock: every request after the first came on a kept-alive one
    expect(dropped).toBeGreaterThanOrEqual(2)
  },
)

it('sends it once more only: an upstream that always drops the connection is a JSON 502', async () => {
  const dropping = createServer((req) => req.socket.destroy())
  await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve))
  let tries = 0
  dropping.on('request', () => tries++)
  try {
    const app = testApp({
      passthrough: `http://127.0.0.1:${(dropping.address() as AddressInfo).port}`,
      upstreamKey: REAL_KEY,
    })
    const { status, body } = await get(app, '/v1/undeclared/thing', DEV)
    expect(status).toBe(502)
    expect(body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
    expect(tries).toBe(2)
  } finally {
    await new Promise<void>((resolve) => dropping.close(() => resolve()))
  }
})
