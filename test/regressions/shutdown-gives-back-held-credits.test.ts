import { createServer, type ServerResponse, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { keyHash } from '../../src/state-file.js'
import { startMockServer, type MockServer } from '../../src/server.js'
import { within } from '../support/deadline.js'
import { tempDir } from '../support/tmp.js'

// credits held by requests cut off at the end of the shutdown grace period were saved as spent
const KEY = 'grace_starter_000000001'
const PROFILE = '/v1/people/profile?username=jane-doe'

// a real service that answers only when told: the mock holds the credit while it waits
let upstream: Server
let upstreamUrl = ''
let waiting: ServerResponse[] = []
let arrived: () => void = () => {}
beforeAll(async () => {
  upstream = createServer((_req, res) => {
    waiting.push(res)
    arrived()
  })
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r))
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => upstream.close(() => r())))

/** Resolves once a request reached the upstream: the mock holds its credit from then until it answers. */
function upstreamReached(): Promise<void> {
  return new Promise((resolve) => {
    if (waiting.length > 0) resolve()
    else arrived = resolve
  })
}

function answerUpstream(): void {
  for (const res of waiting.splice(0)) res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
}

/** Resolves once the mock's journal holds `count` requests: each is journalled when its handler is done. */
async function journalled(mock: MockServer, count: number): Promise<void> {
  await expect
    .poll(async () => ((await (await mock.fetch('/__admin/requests')).json()) as { count: number }).count)
    .toBe(count)
}

async function startAndCut(
  options: Parameters<typeof startMockServer>[0],
  inFlight: (mock: MockServer) => Promise<void>,
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
  await within(10_000, inFlight(mock), 'the request reaching the mock')
  await mock.close({ graceMs: 10 })
  expect(await cut).toBeInstanceOf(Error)
  const saved = JSON.parse(readFileSync(file, 'utf8')) as {
    keys: Record<string, { credits: number; usage: { creditsUsed: number } }>
  }
  return { mock, saved: saved.keys[keyHash(KEY)] }
}

it('gives back the credit a request held when the grace period cut it off, in the state file and in memory', async () => {
  waiting = []
  const { mock, saved } = await startAndCut(
    { mode: 'record', upstream: upstreamUrl, upstreamKey: 'upstream-secret-0001', fixtures: tempDir() },
    () => upstreamReached(),
  )
  expect(saved).toMatchObject({ credits: 5, usage: { creditsUsed: 0 } })
  // the upstream answers after the cut: the handler finishes, and must not charge then either
  answerUpstream()
  await journalled(mock, 1)
  expect(await mock.usage(KEY)).toMatchObject({ creditsRemaining: 5, usage: { creditsUsed: 0 } })
})

it('does not charge a request that wakes from scenario latency after its connection was cut', async () => {
  const { mock } = await startAndCut(
    { fixtures: false },
    // the admin answer proves the server took the earlier connection; the latency outlasts the cut by far
    (m) => fetch(`${m.url}/__admin/clock`).then((r) => void r.arrayBuffer()),
    (m) => m.useScenario([{ effect: { latencyMs: 1_000 } }]),
  )
  await journalled(mock, 1)
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
