import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp, type RuntimeApp } from '../src/app.js'
import { drawChaos } from '../src/chaos/draw.js'
import { CHAOS_OUTCOMES, chaosPresets, chaosProfileSchema } from '../src/chaos/profile.js'
import { connect } from '../src/control/client.js'
import { startMockServer } from '../src/server.js'
import { connectRedisStore } from '../src/store/redis-store.js'
import type { StateStore } from '../src/store/store.js'
import { DEV, get, testApp } from './support/app.js'
import { HAVE_REDIS, sayIfSkipped, startRedis, type TestRedis } from './support/redis.js'
import { scaled } from './support/scale.js'

const STARTER = 'test_starter_0000000000000001'
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` })
const PROFILE = '/v1/people/connection-count?username=jane-doe'

/** Fixed rates for every outcome that answers at once (no sleeping): what the app-level tests draw from. */
const FAST = chaosProfileSchema().parse({
  name: 'fast-failures',
  rates: { '429': 0.05, '500': 0.04, '502': 0.03, '503': 0.02, reset: 0.01 },
})

/** Status of one request; a reset connection (a body that fails) is 'reset'. */
async function outcome(app: RuntimeApp, url = PROFILE, headers: Record<string, string> = DEV): Promise<string> {
  const res = await app.request(url, { headers })
  try {
    await res.arrayBuffer()
  } catch {
    return 'reset'
  }
  return String(res.status)
}

async function sequence(app: RuntimeApp, n: number, headers: Record<string, string> = DEV): Promise<string[]> {
  const out: string[] = []
  for (let i = 0; i < n; i++) out.push(await outcome(app, PROFILE, headers))
  return out
}

describe('draws', () => {
  test('a draw is a pure function of seed, scope and ordinal', () => {
    const a = Array.from({ length: 500 }, (_, i) => drawChaos(FAST, 7, 'server', i + 1))
    const again = Array.from({ length: 500 }, (_, i) => drawChaos(FAST, 7, 'server', 500 - i)).reverse()
    expect(again).toEqual(a)
    const other = Array.from({ length: 500 }, (_, i) => drawChaos(FAST, 8, 'server', i + 1))
    expect(other).not.toEqual(a)
  })

  test.each(chaosPresets().map((p) => [p.name, p] as const))(
    'preset %s: each rate within 1 percentage point over 10,000 draws',
    (_, profile) => {
      const counts = new Map<string, number>()
      const n = 10_000
      for (let i = 1; i <= n; i++) {
        const { outcome: o } = drawChaos(profile, 42, 'server', i)
        counts.set(o, (counts.get(o) ?? 0) + 1)
      }
      for (const o of CHAOS_OUTCOMES) {
        expect(Math.abs((counts.get(o) ?? 0) / n - (profile.rates[o] ?? 0))).toBeLessThan(0.01)
      }
    },
  )

  test('slow answers follow the latency distribution: median and p95 near the profile, never above the cap', () => {
    const profile = chaosProfileSchema().parse({
      name: 'all-slow',
      rates: { slow: 1 },
      latency: { medianMs: 800, p95Ms: 3000 },
    })
    const delays = Array.from({ length: 4000 }, (_, i) => drawChaos(profile, 3, 'server', i + 1).latencyMs).sort(
      (a, b) => a - b,
    )
    const median = delays[2000] as number
    const p95 = delays[3800] as number
    expect(median).toBeGreaterThan(700)
    expect(median).toBeLessThan(900)
    expect(p95).toBeGreaterThan(2600)
    expect(p95).toBeLessThan(3400)
    expect(delays.at(-1)).toBeLessThanOrEqual(12_000)
  })

  test('the presets are the four the docs name', () => {
    expect(chaosPresets().map((p) => p.name)).toEqual(['flaky', 'brownout', 'throttle-burst', 'slow-upstream'])
    const flaky = chaosPresets()[0]?.rates ?? {}
    expect(Object.values(flaky).reduce((a, b) => a + (b ?? 0), 0)).toBeCloseTo(0.01, 9)
  })
})

describe('in one process', () => {
  // test:fast sends 2,000, where the same draws' spread is sqrt(5) times wider
  test('over 10,000 requests each measured rate is within 1 percentage point of the profile', async () => {
    const app = testApp({ chaos: FAST, journalSize: 10 })
    const counts = new Map<string, number>()
    const n = scaled(10_000)
    const within = 0.01 * Math.sqrt(10_000 / n)
    for (let i = 0; i < n; i++) {
      const o = await outcome(app)
      counts.set(o, (counts.get(o) ?? 0) + 1)
    }
    const rate = (o: string) => (counts.get(o) ?? 0) / n
    expect(Math.abs(rate('429') - 0.05)).toBeLessThan(within)
    expect(Math.abs(rate('500') - 0.04)).toBeLessThan(within)
    expect(Math.abs(rate('502') - 0.03)).toBeLessThan(within)
    expect(Math.abs(rate('503') - 0.02)).toBeLessThan(within)
    expect(Math.abs(rate('reset') - 0.01)).toBeLessThan(within)
    expect(Math.abs(rate('200') - 0.85)).toBeLessThan(within)
  })

  test('the same seed and request order give the same answers; another seed others', async () => {
    const a = await sequence(testApp({ chaos: FAST, seed: 5 }), 300)
    const b = await sequence(testApp({ chaos: FAST, seed: 5 }), 300)
    const c = await sequence(testApp({ chaos: FAST, seed: 6 }), 300)
    expect(b).toEqual(a)
    expect(c).not.toEqual(a)
    expect(new Set(a).size).toBeGreaterThan(3)
  })

  test('every draw is in the journal with profile, seed, scope and ordinal', async () => {
    const app = testApp({ chaos: FAST, seed: 11 })
    const got = await sequence(app, 40)
    const entries = await connect(app).requests()
    expect(entries.map((e) => e.chaos?.ordinal)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    expect(entries.every((e) => e.chaos?.profile === 'fast-failures' && e.chaos.seed === 11)).toBe(true)
    expect(entries.map((e) => (e.disconnect === 'reset' ? 'reset' : String(e.status)))).toEqual(got)
    expect(entries.map((e) => (e.chaos?.outcome === 'ok' ? '200' : e.chaos?.outcome))).toEqual(got)
  })

  test('a chaos 429 says when a slot of the plan window frees, on the virtual clock', async () => {
    const app = testApp({ keys: [{ key: STARTER, plan: 'Starter', credits: 100 }] })
    const mock = connect(app)
    expect((await get(app, PROFILE, bearer(STARTER))).status).toBe(200)
    await mock.clock.advance(10_000)
    await app.request('/__admin/chaos', {
      method: 'PUT',
      body: JSON.stringify({ profile: { name: 'all-429', rates: { '429': 1 } } }),
    })
    const refused = await get(app, PROFILE, bearer(STARTER))
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('RATE_LIMIT_EXCEEDED')
    // the first call leaves the window 60 s after it was made: 50 s from now
    expect(refused.res.headers.get('retry-after')).toBe('50')
    expect(refused.res.headers.get('x-ratelimit-limit')).toBe('20')
    const dated = { name: 'all-429-dated', rates: { '429': 1 }, retryAfter: 'date' }
    await app.request('/__admin/chaos', { method: 'PUT', body: JSON.stringify({ profile: dated }) })
    const now = await mock.clock.now()
    const second = await get(app, PROFILE, bearer(STARTER))
    expect(Date.parse(second.res.headers.get('retry-after') ?? '')).toBe(Math.floor((now + 50_000) / 1000) * 1000)
    const entries = await mock.requests({ status: 429 })
    expect(entries.map((e) => e.retryAfter)).toEqual(['50', second.res.headers.get('retry-after')])
  })

  test('with an empty window a chaos 429 asks for one slot of the minute', async () => {
    const app = testApp({
      keys: [{ key: STARTER, plan: 'Starter', credits: 100 }],
      chaos: { name: 'x', rates: { '429': 1 } },
    })
    const refused = await get(app, PROFILE, bearer(STARTER))
    expect(refused.res.headers.get('retry-after')).toBe('3')
  })

  test('a scope of key counts each key apart; a key filter leaves other keys alone', async () => {
    const keys = [
      { key: STARTER, plan: 'Growth' as const, credits: 1000 },
      { key: 'test_other_000000000000000009', plan: 'Growth' as const, credits: 1000 },
    ]
    const app = testApp({ keys, chaos: { ...FAST, scope: 'key' }, seed: 3 })
    const mixed: string[] = []
    for (let i = 0; i < 100; i++) mixed.push(await outcome(app, PROFILE, bearer(keys[i % 2]?.key as string)))
    const alone = await sequence(testApp({ keys, chaos: { ...FAST, scope: 'key' }, seed: 3 }), 50, bearer(STARTER))
    expect(mixed.filter((_, i) => i % 2 === 0)).toEqual(alone)
    const only = testApp({ keys, chaos: { name: 'all-500', rates: { '500': 1 }, key: STARTER } })
    expect(await outcome(only, PROFILE, bearer(keys[1]?.key as string))).toBe('200')
    expect(await outcome(only, PROFILE, bearer(STARTER))).toBe('500')
  })

  test('a scope of endpoint counts each endpoint apart', async () => {
    const other = '/v1/people/profile?username=jane-doe'
    const chaos = { ...FAST, scope: 'endpoint' as const }
    const app = testApp({ chaos, seed: 8 })
    const mixed: string[] = []
    for (let i = 0; i < 100; i++) mixed.push(await outcome(app, i % 2 === 0 ? PROFILE : other))
    const alone = testApp({ chaos, seed: 8 })
    const first: string[] = []
    for (let i = 0; i < 50; i++) first.push(await outcome(alone, PROFILE))
    expect(mixed.filter((_, i) => i % 2 === 0)).toEqual(first)
    const entries = await connect(app).requests({ endpoint: 'people/profile' })
    expect(entries.map((e) => e.chaos?.ordinal)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
  })

  test('X-Mock-Chaos picks a preset for one request; an unknown name is a 400 listing the presets', async () => {
    const app = testApp()
    const many = await Promise.all(
      Array.from({ length: 60 }, () => outcome(app, PROFILE, { ...DEV, 'X-Mock-Chaos': 'throttle-burst' })),
    )
    expect(many.filter((s) => s === '429').length).toBeGreaterThan(5)
    const bad = await get(app, PROFILE, { ...DEV, 'X-Mock-Chaos': 'flakey' })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toContain('flaky, brownout, throttle-burst, slow-upstream')
  })

  test('the admin API sets, shows and clears a profile; a time to live ends it on the clock', async () => {
    const app = testApp({ seed: 9 })
    const put = await app.request('/__admin/chaos', {
      method: 'PUT',
      body: JSON.stringify({ profile: { name: 'short', rates: { '500': 1 }, ttlMs: 5000 } }),
    })
    const shown = (await put.json()) as { active: { profile: { name: string }; until: string }; replay: string }
    expect(shown.active.profile.name).toBe('short')
    expect(shown.replay).toContain("--seed 9 --clock virtual --chaos '")
    expect(await outcome(app)).toBe('500')
    await connect(app).clock.advance(5000)
    expect(await outcome(app)).toBe('200')
    expect(((await (await app.request('/__admin/chaos')).json()) as { active: unknown }).active).toBeNull()
    await app.request('/__admin/chaos', { method: 'PUT', body: JSON.stringify({ profile: 'flaky' }) })
    expect(((await (await app.request('/__admin/chaos')).json()) as { replay: string }).replay).toBe(
      "network-lookup-mock --seed 9 --clock virtual --chaos 'flaky'",
    )
    await app.request('/__admin/chaos', { method: 'DELETE' })
    expect(((await (await app.request('/__admin/chaos')).json()) as { active: unknown }).active).toBeNull()
  })

  test.each([
    [{ profile: 'nope' }, 'Unknown chaos profile "nope"'],
    [{ profile: { name: 'x', rates: { '500': 0.7, '503': 0.5 } } }, 'add up to more than 1'],
    [{ profile: { name: 'x', rates: { '418': 0.1 } } }, 'rates'],
    [{ nope: 1 }, 'nope'],
  ])('a bad profile %j is a 400 saying why', async (body, says) => {
    const res = await testApp().request('/__admin/chaos', { method: 'PUT', body: JSON.stringify(body) })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toContain(says)
  })

  test('the control client sets chaos and reads it back', async () => {
    const app = testApp({ seed: 4 })
    const mock = connect(app)
    const set = await mock.useChaos('brownout')
    expect(set.active?.profile.name).toBe('brownout')
    expect((await mock.chaos()).active?.seed).toBe(4)
    expect((await mock.useChaos(null)).active).toBeNull()
  })

  test('a chaos failure costs no credit, a reset connection included; a served answer costs one', async () => {
    const keys = [{ key: STARTER, plan: 'Growth' as const, credits: 100 }]
    for (const [rate, cost] of [
      ['reset', 0],
      ['503', 0],
      ['429', 0],
      ['slow', 1],
    ] as const) {
      const app = testApp({ keys, chaos: { name: 'all', rates: { [rate]: 1 }, latency: { medianMs: 1, p95Ms: 1 } } })
      await outcome(app, PROFILE, bearer(STARTER))
      expect((await connect(app).usage(STARTER)).creditsRemaining, rate).toBe(100 - cost)
    }
  })

  test('over a real socket a chaos reset drops the connection, journaled with no status', async () => {
    const server = await startMockServer({
      port: 0,
      fixtures: false,
      clock: 'virtual',
      chaos: { name: 'r', rates: { reset: 1 } },
    })
    try {
      const failed = await fetch(`${server.url}${PROFILE}`, { headers: DEV }).then(
        async (res) => `answered ${res.status} ${await res.text()}`,
        (err: Error) => err.message,
      )
      expect(failed).toBe('fetch failed')
      const [entry] = await connect(server.url).requests()
      expect(entry).toMatchObject({ status: null, disconnect: 'reset', chaos: { outcome: 'reset', ordinal: 1 } })
    } finally {
      await server.close()
    }
  })

  test('a timeout holds the request, then answers 504; a slow answer is delayed, then served', async () => {
    const timeout = testApp({ chaos: { name: 'all-timeout', rates: { timeout: 1 }, timeoutMs: 0 } })
    const held = await get(timeout, PROFILE)
    expect(held.status).toBe(504)
    expect(held.body.code).toBe('UPSTREAM_TIMEOUT')
    const slow = testApp({ chaos: { name: 'all-slow', rates: { slow: 1 }, latency: { medianMs: 20, p95Ms: 20 } } })
    expect((await get(slow, PROFILE)).status).toBe(200)
    const [entry] = await connect(slow).requests()
    expect(entry?.chaos?.outcome).toBe('slow')
    // a timer may fire up to a millisecond before the clock the journal reads says it is due
    expect(entry?.latencyMs).toBeGreaterThanOrEqual(19)
  })

  test('a scenario rule answers before chaos; reset goes back to the start-up profile', async () => {
    const app = testApp({ chaos: { name: 'all-500', rates: { '500': 1 } } })
    expect(await outcome(app, PROFILE, { ...DEV, 'X-Mock-Scenario': 'rate-limited' })).toBe('429')
    await connect(app).useChaos(null)
    expect(await outcome(app)).toBe('200')
    await connect(app).reset()
    expect(await outcome(app)).toBe('500')
  })

  test.each([
    ['a preset name', 'slow-upstream', 'slow-upstream'],
    ['JSON text', '{"name":"mine","rates":{"503":0.5}}', 'mine'],
  ])('the chaos option takes %s', async (_, chaos, name) => {
    const app = createApp({ fixtures: false, clock: 'virtual', chaos })
    expect((await connect(app).chaos()).active?.profile.name).toBe(name)
  })
})

describe.skipIf(!HAVE_REDIS)('two replicas on Redis', () => {
  let redis: TestRedis | undefined
  const stores: StateStore[] = []
  beforeAll(async () => {
    sayIfSkipped()
    redis = await startRedis()
  })
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()))
    await redis?.stop()
  })

  test('two replicas answering in turn give the sequence one process gives', async () => {
    const apps: RuntimeApp[] = []
    for (const instance of ['a', 'b']) {
      const store = await connectRedisStore({ url: (redis as TestRedis).url, prefix: 'chaos1', instance })
      stores.push(store)
      apps.push(createApp({ fixtures: false, clock: 'virtual', seed: 21, chaos: FAST, store }))
    }
    const shared: string[] = []
    for (let i = 0; i < 200; i++) shared.push(await outcome(apps[i % 2] as RuntimeApp))
    const alone = await sequence(testApp({ seed: 21, chaos: FAST }), 200)
    expect(shared).toEqual(alone)
    // the shared journal holds every replica's draws, each with its ordinal in the one sequence
    const entries = await connect(apps[1] as RuntimeApp).requests()
    expect(entries.map((e) => e.chaos?.ordinal)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1))
    expect(new Set(entries.map((e) => e.instance))).toEqual(new Set(['a', 'b']))
  })

  test("a profile set through one replica is every replica's; cleared there, it is off everywhere", async () => {
    const apps: RuntimeApp[] = []
    for (const instance of ['a', 'b']) {
      const store = await connectRedisStore({ url: (redis as TestRedis).url, prefix: 'chaos2', instance })
      stores.push(store)
      apps.push(createApp({ fixtures: false, clock: 'virtual', seed: 23, store }))
    }
    const [a, b] = apps as [RuntimeApp, RuntimeApp]
    await connect(a).useChaos(FAST)
    await expect.poll(async () => (await connect(b).chaos()).active?.profile.name).toBe('fast-failures')
    const shared: string[] = []
    for (let i = 0; i < 100; i++) shared.push(await outcome(apps[i % 2] as RuntimeApp))
    const one = testApp({ seed: 23 })
    await connect(one).useChaos(FAST)
    expect(shared).toEqual(await sequence(one, 100))
    await connect(b).useChaos(null)
    await expect.poll(async () => (await connect(a).chaos()).active).toBeNull()
  })
})
