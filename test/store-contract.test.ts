import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type AppOptions, createApp, type RuntimeApp } from '../src/app.js'
import { connect } from '../src/control/client.js'
import { type KeyEntry, redactKey } from '../src/keys.js'
import type { MockOptions } from '../src/options.js'
import { connectRedisStore } from '../src/store/redis-store.js'
import type { StateStore } from '../src/store/store.js'
import { get } from './support/app.js'
import { HAVE_REDIS, sayIfSkipped, startRedis, type TestRedis } from './support/redis.js'
import { tempDir } from './support/tmp.js'

// the admission and usage rules, asserted the same way against the memory store (one app, asked twice) and a real
// Redis (two replicas on one namespace): a rule the two stores implement differently fails here for one of them

sayIfSkipped()

const RICH = 'rich_contract_key_000000000500'
const STARTER = 'starter_contract_key_00000001'
const GROWTH = 'growth_contract_key_000000002'
const PAYG = 'payg_contract_key_000000000003'
const CUSTOM = 'custom_contract_key_00000007'
const FREE = 'free_contract_key_0000000004'
const KEYS: KeyEntry[] = [
  { key: RICH, plan: 'Enterprise', requestsPerMinute: 100_000, credits: 500 },
  { key: STARTER, plan: 'Starter', credits: 1000 },
  { key: GROWTH, plan: 'Growth', credits: 1000 },
  { key: PAYG, plan: 'Pay-as-you-go', credits: 1000 },
  { key: CUSTOM, plan: 'Enterprise', requestsPerMinute: 7, credits: 1000 },
  { key: FREE, plan: 'Enterprise', requestsPerMinute: 100_000, credits: 'unlimited' },
]
const PROFILE = '/v1/people/profile?username=jane-doe'
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` })

/** Two views of one mock: the same app twice (memory), or two replicas sharing a namespace (Redis). */
type Make = (options?: MockOptions) => Promise<[RuntimeApp, RuntimeApp]>

let redis: TestRedis | undefined
const stores: StateStore[] = []
let namespace = 0

beforeAll(async () => {
  if (HAVE_REDIS) redis = await startRedis()
})
afterAll(async () => {
  await redis?.stop()
})
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()))
})

const options = (more: AppOptions = {}): AppOptions => ({ fixtures: false, clock: 'virtual', keys: KEYS, ...more })

const makeMemoryApps: Make = async (more) => {
  const app = createApp(options(more))
  return [app, app]
}

const makeRedisApps: Make = async (more) => {
  if (!redis) throw new Error('no redis-server')
  const prefix = `contract${++namespace}`
  const apps: RuntimeApp[] = []
  for (const instance of ['a', 'b']) {
    const store = await connectRedisStore({ url: redis.url, prefix, instance })
    stores.push(store)
    apps.push(createApp(options({ ...more, store })))
  }
  for (const s of stores.slice(-2)) await expect.poll(() => s.health().changes).toBe('subscribed')
  return apps as [RuntimeApp, RuntimeApp]
}

/** A real service whose answers wait until the test releases them: the mock holds their credits meanwhile. */
const parked: ServerResponse[] = []
let upstream: Server
let upstreamUrl = ''
beforeAll(async () => {
  upstream = createServer((_req: IncomingMessage, res: ServerResponse) => void parked.push(res))
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r))
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const res of parked.splice(0)) res.writeHead(503).end()
  await new Promise<void>((r) => upstream.close(() => r()))
})

const recording = (): MockOptions => ({
  mode: 'record',
  upstream: upstreamUrl,
  upstreamKey: 'upstream-secret-0001',
  upstreamTimeoutMs: 10_000,
  fixtures: tempDir(),
  warn: () => {},
})

let serial = 0
/** Starts one call that holds its credit at the upstream until `release`. */
async function heldCall(
  app: RuntimeApp,
  key: string,
): Promise<{ status: Promise<number>; release(ok: boolean): void }> {
  const before = parked.length
  const status = (async () => {
    const res = await app.request(`/v1/people/profile?username=held-${serial++}`, { headers: bearer(key) })
    await res.arrayBuffer()
    return res.status
  })()
  await expect.poll(() => parked.length, { timeout: 10_000 }).toBe(before + 1)
  const res = parked.splice(before, 1)[0]
  return {
    status,
    release: (ok) =>
      ok
        ? res?.writeHead(200, { 'content-type': 'application/json' }).end('{}')
        : res?.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"busy"}'),
  }
}

const statuses = async (apps: readonly RuntimeApp[], n: number, key: string, url = PROFILE): Promise<number[]> =>
  (await Promise.all(Array.from({ length: n }, (_, i) => get(apps[i % apps.length] as RuntimeApp, url, bearer(key)))))
    .map((r) => r.status)
    .sort()
const sequential = async (apps: readonly RuntimeApp[], n: number, key: string, url = PROFILE): Promise<number[]> => {
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push((await get(apps[i % apps.length] as RuntimeApp, url, bearer(key))).status)
  return out
}
const usageOf = async (app: RuntimeApp, key: string) => {
  const view = await connect(app).usage(key)
  return { creditsRemaining: view.creditsRemaining, ...view.usage }
}

const windowOf = async (app: RuntimeApp, key: string) => {
  const res = await app.request('/__admin/rate-windows')
  const all = (await res.json()) as { keys: { key: string; used: number; oldestLeavesInSeconds: number | null }[] }
  const found = all.keys.find((k) => k.key === redactKey(key))
  return found && { used: found.used, oldestLeavesInSeconds: found.oldestLeavesInSeconds }
}

const STORES: [string, Make][] = [
  ['memory', makeMemoryApps],
  ['redis', makeRedisApps],
]

describe.each(STORES)('the %s store', (kind, make) => {
  const run = kind === 'redis' && !HAVE_REDIS ? test.skip : test

  run.each([
    ['Starter', STARTER, 20],
    ['Growth', GROWTH, 50],
    ['Pay-as-you-go', PAYG, 100],
    ['Enterprise at 7 a minute', CUSTOM, 7],
  ])('the window: a %s key (%s) gets %i answers a minute, then 429 with Retry-After', async (_, key, n) => {
    const [a, b] = await make()
    expect(await statuses([a, b], n + 5, key)).toEqual([...Array(n).fill(200), ...Array(5).fill(429)])
    const refused = await get(b, PROFILE, bearer(key))
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ error: 'Rate limit exceeded', code: 'RATE_LIMIT_EXCEEDED' })
    expect(refused.res.headers.get('Retry-After')).toBe('60')
    expect(refused.res.headers.get('X-RateLimit-Limit')).toBe(String(n))
    expect(refused.res.headers.get('X-RateLimit-Remaining')).toBe('0')
    // the console's view of the window, on either app: the admitted calls only
    for (const app of [a, b]) expect(await windowOf(app, key)).toEqual({ used: n, oldestLeavesInSeconds: 60 })
    await connect(a).clock.advance(60_000)
    const next = await get(b, PROFILE, bearer(key))
    expect(next.status).toBe(200)
    expect(next.res.headers.get('X-RateLimit-Remaining')).toBe(String(n - 1))
    expect(await usageOf(a, key)).toEqual({
      creditsRemaining: 1000 - n - 1,
      calls: n + 7,
      creditsUsed: n + 1,
      throttled: 6,
      refused: 0,
    })
  })

  run('the window frees the slots of the oldest calls as the clock moves past them', async () => {
    const [a, b] = await make()
    expect(await sequential([a, b], 5, STARTER)).toEqual(Array(5).fill(200))
    await connect(a).clock.advance(10_000)
    expect(await sequential([a, b], 15, STARTER)).toEqual(Array(15).fill(200))
    expect((await get(b, PROFILE, bearer(STARTER))).res.headers.get('Retry-After')).toBe('50')
    await connect(b).clock.advance(50_000)
    expect(await sequential([a, b], 6, STARTER)).toEqual([200, 200, 200, 200, 200, 429])
    expect((await get(a, PROFILE, bearer(STARTER))).res.headers.get('Retry-After')).toBe('10')
  })

  run('credits: 1,000 concurrent calls on a key with 500 answer 200 exactly 500 times, then 402', async () => {
    const [a, b] = await make()
    expect(await statuses([a, b], 1000, RICH)).toEqual([...Array(500).fill(200), ...Array(500).fill(402)])
    const after = await get(a, PROFILE, bearer(RICH))
    expect([after.status, after.body?.code, after.res.headers.get('X-Mock-Credits-Remaining')]).toEqual([
      402,
      'INSUFFICIENT_CREDITS',
      '0',
    ])
    for (const app of [a, b])
      expect(await usageOf(app, RICH)).toEqual({
        creditsRemaining: 0,
        calls: 1001,
        creditsUsed: 500,
        throttled: 0,
        refused: 501,
      })
  })

  run('a 400 costs nothing and a non-2xx answer gives its credit back', async () => {
    const [a, b] = await make()
    const bad = await get(a, '/v1/people/profile', bearer(RICH))
    expect(bad.status).toBe(400)
    expect(bad.res.headers.get('X-Mock-Credits-Remaining')).toBeNull()
    await connect(a).useScenario('server-error')
    const failed = await get(b, PROFILE, bearer(RICH))
    expect(failed.status).toBe(500)
    await connect(b).useScenario('default')
    const ok = await get(a, PROFILE, bearer(RICH))
    expect([ok.status, ok.res.headers.get('X-Mock-Credits-Remaining')]).toEqual([200, '499'])
    expect(await usageOf(b, RICH)).toEqual({
      creditsRemaining: 499,
      calls: 3,
      creditsUsed: 1,
      throttled: 0,
      refused: 0,
    })
  })

  run.each([
    ['a key with a balance', RICH, 500],
    ['an unlimited key', FREE, null],
  ])(
    'a call in flight on %s: its credit shows as used until the answer fails, then comes back',
    async (_, key, grant) => {
      const [a, b] = await make(recording())
      const held = await heldCall(a, key)
      const left = (n: number) => (grant === null ? 'unlimited' : grant - n)
      // a call in flight is a call, and its credit is used (as the balance shows) until the answer fails
      expect(await usageOf(b, key)).toMatchObject({ creditsRemaining: left(1), calls: 1, creditsUsed: 1 })
      held.release(false)
      expect(await held.status).toBe(503)
      expect(await usageOf(b, key)).toEqual({
        creditsRemaining: left(0),
        calls: 1,
        creditsUsed: 0,
        throttled: 0,
        refused: 0,
      })
      const spent = await heldCall(b, key)
      spent.release(true)
      expect(await spent.status).toBe(200)
      expect(await usageOf(a, key)).toEqual({
        creditsRemaining: left(1),
        calls: 2,
        creditsUsed: 1,
        throttled: 0,
        refused: 0,
      })
    },
  )

  run.each([
    ['reset', (app: RuntimeApp) => connect(app).resetKey(RICH), 500, 0],
    ['given a new balance', (app: RuntimeApp) => connect(app).setCredits(RICH, 3), 3, 1],
  ])(
    'a key %s while a call holds its credit: the failed call never refunds onto the new balance',
    async (_, change, balance, calls) => {
      const [a, b] = await make(recording())
      const held = await heldCall(a, RICH)
      await change(b)
      held.release(false)
      expect(await held.status).toBe(503)
      // the call counts in the counters it was admitted under (a reset key starts new ones), and no credit as used
      const usage = { creditsRemaining: balance, calls, creditsUsed: 0, throttled: 0, refused: 0 }
      expect(await usageOf(b, RICH)).toEqual(usage)
      // a call answered after the change keeps its credit spent, and the new balance stays as set
      const spent = await heldCall(b, RICH)
      await change(a)
      spent.release(true)
      expect(await spent.status).toBe(200)
      expect(await usageOf(a, RICH)).toEqual({ ...usage, calls: 2 * calls, creditsUsed: calls })
    },
  )

  run('a scenario throttle counts every call of the key, and recovers when the clock passes Retry-After', async () => {
    const [a, b] = await make()
    await connect(a).useScenario('throttle-then-recover')
    expect(await sequential([a, b], 5, RICH)).toEqual([200, 200, 200, 429, 429])
    expect(await sequential([b], 1, STARTER)).toEqual([200])
    const refused = await get(a, PROFILE, bearer(RICH))
    expect(refused.res.headers.get('Retry-After')).toBe('30')
    await connect(b).clock.advance(30_000)
    expect(await sequential([a, b], 3, RICH)).toEqual([200, 200, 200])
    expect(await usageOf(b, RICH)).toEqual({
      creditsRemaining: 494,
      calls: 9,
      creditsUsed: 6,
      throttled: 3,
      refused: 0,
    })
  })

  run('a scenario for the first `times` calls, and rules by call number, count every call of the key', async () => {
    const [a, b] = await make()
    await connect(a).useScenario('server-error', { times: 3 })
    expect(await sequential([a, b], 5, RICH)).toEqual([500, 500, 500, 200, 200])
    expect(await sequential([b, a], 2, STARTER)).toEqual([500, 500])
    await connect(b)
      .forKey(GROWTH)
      .useScenario([{ match: { calls: { from: 2, to: 3 } }, effect: { status: 503 } }])
    expect(await sequential([a, b], 5, GROWTH)).toEqual([200, 503, 503, 200, 200])
    expect(await usageOf(a, RICH)).toMatchObject({ creditsRemaining: 498, calls: 5, creditsUsed: 2 })
  })

  run(
    "a scenario's own refusals count as throttled or refused and cost nothing; a reset connection costs nothing",
    async () => {
      const [a, b] = await make()
      await connect(a).forKey(RICH).useScenario('credits-exhausted')
      expect(await sequential([a, b], 2, RICH)).toEqual([402, 402])
      await connect(b).forKey(RICH).useScenario('rate-limited')
      expect(await sequential([a, b], 3, RICH)).toEqual([429, 429, 429])
      await connect(a)
        .forKey(RICH)
        .useScenario([{ effect: { disconnect: 'reset' } }])
      const reset = await b.request(PROFILE, { headers: bearer(RICH) })
      await expect(reset.text()).rejects.toThrow()
      await connect(b).forKey(RICH).useScenario(null)
      expect(await usageOf(a, RICH)).toEqual({
        creditsRemaining: 500,
        calls: 6,
        creditsUsed: 0,
        throttled: 3,
        refused: 2,
      })
    },
  )

  run('a key added at run time is admitted, charged and counted as one given at start-up', async () => {
    const [a, b] = await make()
    const key = 'added_contract_key_000000005'
    await connect(a).addKey({ key, plan: 'Enterprise', requestsPerMinute: 3, credits: 2 })
    expect(await sequential([b, a], 4, key)).toEqual([200, 200, 402, 429])
    await connect(b).clock.advance(60_000)
    const refused = await get(a, PROFILE, bearer(key))
    expect(refused.status).toBe(402)
    await connect(a).setCredits(key, 1)
    expect((await get(b, PROFILE, bearer(key))).status).toBe(200)
    expect(await usageOf(a, key)).toEqual({ creditsRemaining: 0, calls: 6, creditsUsed: 3, throttled: 1, refused: 2 })
  })
})
