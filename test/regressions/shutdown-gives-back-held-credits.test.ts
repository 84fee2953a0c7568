import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { keyHash } from '../../src/state-file.js'
import { startMockServer, type MockServer } from '../../src/server.js'
import { tempDir } from '../support/tmp.js'

// credits held by requests cut off at the end of the shutdown grace period were saved as spent
const KEY = 'grace_starter_000000001'
const PROFILE = '/v1/people/profile?username=jane-doe'

let upstream: Server
let upstreamUrl = ''
beforeAll(async () => {
  // a slow real service: the mock holds the credit while it waits
  upstream = createServer((_req, res) => {
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 80)
  })
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r))
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => upstream.close(() => r())))

async function startAndCut(
  options: Parameters<typeof startMockServer>[0],
  before?: (mock: MockServer) => Promise<unknown>,
) {
  const file = join(tempDir(), 'state.json')
  const mock = await startMockServer({
    clock: 'virtual',
    keys: [{ key: KEY, plan: 'Starter', credits: 5 }],
    stateFile: file,
    warn: () => {},
    ...options,
  })
  await before?.(mock)
  const cut = fetch(`${mock.url}${PROFILE}`, { headers: { Authorization: `Bearer ${KEY}` } }).then(
    (r) => r.text(),
    (err: Error) => err,
  )
  // the admin answer proves the server took the earlier connection
  await fetch(`${mock.url}/__admin/clock`).then((r) => r.arrayBuffer())
  await new Promise((r) => setTimeout(r, 10))
  await mock.close({ graceMs: 10 })
  expect(await cut).toBeInstanceOf(Error)
  const saved = JSON.parse(readFileSync(file, 'utf8')) as {
    keys: Record<string, { credits: number; usage: { creditsUsed: number } }>
  }
  return { mock, saved: saved.keys[keyHash(KEY)] }
}

it('gives back the credit a request held when the grace period cut it off, in the state file and in memory', async () => {
  const { mock, saved } = await startAndCut({
    mode: 'record',
    upstream: upstreamUrl,
    upstreamKey: 'upstream-secret-0001',
    fixtures: tempDir(),
  })
  expect(saved).toMatchObject({ credits: 5, usage: { creditsUsed: 0 } })
  // the upstream answers after the cut: the handler finishes, and must not charge then either
  await new Promise((r) => setTimeout(r, 100))
  expect(await mock.usage(KEY)).toMatchObject({ creditsRemaining: 5, usage: { creditsUsed: 0 } })
})

it('does not charge a request that wakes from scenario latency after its connection was cut', async () => {
  const { mock } = await startAndCut({ fixtures: false }, (m) => m.useScenario([{ effect: { latencyMs: 80 } }]))
  await new Promise((r) => setTimeout(r, 100))
  expect(await mock.usage(KEY)).toMatchObject({ creditsRemaining: 5, usage: { creditsUsed: 0 } })
})

it('charges an answer that was sent', async () => {
  const mock = await startMockServer({
    fixtures: false,
    clock: 'virtual',
    keys: [{ key: KEY, plan: 'Starter', credits: 5 }],
    warn: () => {},
  })
  try {
    const res = await fetch(`${mock.url}${PROFILE}`, { headers: { Authorization: `Bearer ${KEY}` } })
    expect(res.status).toBe(200)
    await res.text()
    expect(await mock.usage(KEY)).toMatchObject({ creditsRemaining: 4, usage: { creditsUsed: 1 } })
  } finally {
    await mock.close()
  }
})
