import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { RuntimeApp } from '../../src/app.js'
import { testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'

// a request that held credits when its key was reset or given a new balance, then failed, gave its credits back onto
// the new balance: a reset key ended at 10,005 of a 10,000 grant, and a key set to 0 served the next call
const KEY = 'epoch_payg_0000000000000001'
const GRANT = 10_000

/** A real service whose answers wait until the test releases them, so the mock holds their credits meanwhile. */
const parked: ServerResponse[] = []
let arrived: (() => void) | undefined
let upstream: Server
let upstreamUrl = ''
beforeAll(async () => {
  upstream = createServer((_req: IncomingMessage, res: ServerResponse) => {
    parked.push(res)
    arrived?.()
  })
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r))
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => upstream.close(() => r())))

/** Resolves once `n` requests wait at the upstream; fails after a deadline instead of hanging. */
async function parkedCount(n: number): Promise<void> {
  const deadline = Date.now() + 10_000
  while (parked.length < n) {
    if (Date.now() > deadline) throw new Error(`${parked.length} of ${n} requests reached the upstream`)
    await new Promise<void>((r) => {
      arrived = r
      setTimeout(r, 50)
    })
  }
}

/** Answers the parked requests: true = 200 (the mock charges), false = 503 (the mock gives the hold back). */
function release(outcomes: readonly boolean[]): void {
  const now = parked.splice(0, outcomes.length)
  now.forEach((res, i) =>
    outcomes[i]
      ? res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      : res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"busy"}'),
  )
}

function recordingApp(): RuntimeApp {
  // a call an earlier test left waiting (it failed) must not take the place of this test's calls
  for (const res of parked.splice(0)) res.writeHead(503).end()
  return testApp({
    mode: 'record',
    upstream: upstreamUrl,
    upstreamKey: 'upstream-secret-0001',
    // a call the old code let through after a balance of 0 waits at the upstream: bounded, not the 10 s default
    upstreamTimeoutMs: 5000,
    fixtures: tempDir(),
    keys: [{ key: KEY, plan: 'Enterprise', requestsPerMinute: 1_000_000, credits: GRANT }],
    warn: () => {},
  })
}

let serial = 0
/** Starts `n` calls that each hold 1 credit until released at the upstream. */
async function startCalls(app: RuntimeApp, n: number): Promise<Promise<number>[]> {
  const before = parked.length
  const calls = Array.from({ length: n }, async () => {
    const res = await app.request(`/v1/people/profile?username=held-${serial++}`, {
      headers: { Authorization: `Bearer ${KEY}` },
    })
    await res.arrayBuffer()
    return res.status
  })
  await parkedCount(before + n)
  return calls
}

type Change = { kind: 'reset' } | { kind: 'reset-all' } | { kind: 'set'; credits: number }

async function change(app: RuntimeApp, what: Change): Promise<number> {
  const res =
    what.kind === 'reset'
      ? await app.request(`/__admin/keys/${KEY}/reset`, { method: 'POST' })
      : what.kind === 'reset-all'
        ? await app.request('/__admin/reset', { method: 'POST' })
        : await app.request(`/__admin/keys/${KEY}`, { method: 'PUT', body: JSON.stringify({ credits: what.credits }) })
  expect(res.status).toBe(200)
  return what.kind === 'set' ? what.credits : GRANT
}

const credits = (app: RuntimeApp) => app.mock.keys.get(KEY)?.credits

const changeArb = fc.oneof(
  fc.constant<Change>({ kind: 'reset' }),
  fc.constant<Change>({ kind: 'reset-all' }),
  fc.record({ kind: fc.constant('set' as const), credits: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50 })) }),
)

it('ends at the new balance minus the charges taken after the change, whatever the held calls do', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
      changeArb,
      fc.array(fc.boolean(), { maxLength: 4 }),
      async (before, what, after) => {
        const app = recordingApp()
        const held = await startCalls(app, before.length)
        const balance = await change(app, what)
        // calls made after the change hold credits from the new balance, as many as it has
        const later = await startCalls(app, Math.min(after.length, balance))
        release([...before, ...after.slice(0, later.length)])
        await Promise.all([...held, ...later])
        const charged = after.slice(0, later.length).filter(Boolean).length
        expect(credits(app)).toBe(balance - charged)
        expect(app.mock.keys.get(KEY)?.usage.creditsUsed).toBe(
          what.kind === 'set' ? before.filter(Boolean).length + charged : charged,
        )
      },
    ),
    { numRuns: 25 },
  )
})

it.each([
  ['a reset', { kind: 'reset' } as Change, GRANT],
  ['a reset of everything', { kind: 'reset-all' } as Change, GRANT],
  ['a balance set to 0', { kind: 'set', credits: 0 } as Change, 0],
  ['a balance set to 3', { kind: 'set', credits: 3 } as Change, 3],
])('drops the holds of failed calls started before %s', async (_name, what, expected) => {
  const app = recordingApp()
  const held = await startCalls(app, 5)
  await change(app, what)
  release([false, false, false, false, false])
  expect(await Promise.all(held)).toEqual([503, 503, 503, 503, 503])
  expect(credits(app)).toBe(expected)
})

it('answers 402 to the next call after the balance is set to 0 while calls are held', async () => {
  const app = recordingApp()
  const held = await startCalls(app, 3)
  await change(app, { kind: 'set', credits: 0 })
  release([false, true, false])
  await Promise.all(held)
  const res = await app.request('/v1/people/profile?username=after-zero', {
    headers: { Authorization: `Bearer ${KEY}` },
  })
  expect(res.status).toBe(402)
  expect(await res.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS' })
})

it('still gives a failed call its credits back when nothing changed the balance', async () => {
  const app = recordingApp()
  const held = await startCalls(app, 4)
  expect(credits(app)).toBe(GRANT - 4)
  release([false, true, false, true])
  await Promise.all(held)
  expect(credits(app)).toBe(GRANT - 2)
})

it('drops the holds of failed calls when a reloaded keys file changes the grant, and keeps them when it does not', async () => {
  const app = recordingApp()
  const entry = { key: KEY, plan: 'Enterprise' as const, requestsPerMinute: 1_000_000 }
  let held = await startCalls(app, 3)
  app.mock.keys.replace([{ ...entry, credits: 7 }])
  release([false, false, false])
  await Promise.all(held)
  expect(credits(app)).toBe(7)
  held = await startCalls(app, 3)
  app.mock.keys.replace([{ ...entry, credits: 7, label: 'same grant' }])
  release([false, false, true])
  await Promise.all(held)
  expect(credits(app)).toBe(6)
})
