import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient } from 'redis'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createApp, type RuntimeApp } from '../src/app.js'
import { connect, type MockClient } from '../src/control/client.js'
import type { KeyEntry } from '../src/keys.js'
import type { MockOptions } from '../src/options.js'
import { connectRedisStore, redactUrl } from '../src/store/redis-store.js'
import type { StateStore } from '../src/store/store.js'
import { get } from './support/app.js'
import { HAVE_REDIS, sayIfSkipped, startRedis, type TestRedis } from './support/redis.js'

sayIfSkipped()

const RICH = 'test_rich_key_000000000000000500'
const STARTER = 'test_starter_0000000000000001'
const KEYS: KeyEntry[] = [
  { key: RICH, plan: 'Enterprise', requestsPerMinute: 100_000, credits: 500 },
  { key: STARTER, plan: 'Starter', credits: 1000 },
]
const PROFILE = '/v1/people/profile?username=jane-doe'
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` })

describe.skipIf(!HAVE_REDIS)('state shared on Redis between replicas', () => {
  let redis: TestRedis
  const stores: StateStore[] = []
  let namespace = 0

  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    await redis?.stop()
  })
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()))
    // a test that failed with Redis down leaves it down: the next one starts with it up
    await redis.ensureUp()
  })

  /** Two replicas (two apps, two connections) on one namespace of the test's Redis. */
  async function replicas(
    options: {
      prefix?: string
      failOpen?: boolean
      count?: number
      subscribed?: boolean
      mock?: MockOptions
      warn?: (m: string) => void
    } = {},
  ) {
    const prefix = options.prefix ?? `ns${++namespace}`
    const apps: RuntimeApp[] = []
    for (const name of ['a', 'b', 'c'].slice(0, options.count ?? 2)) {
      const store = await connectRedisStore({
        url: redis.url,
        prefix,
        instance: name,
        ...(options.subscribed === false ? { subscribe: false } : {}),
        ...(options.failOpen ? { failOpen: true } : {}),
      })
      stores.push(store)
      const warn = options.warn ? { warn: options.warn } : {}
      apps.push(createApp({ fixtures: false, clock: 'virtual', keys: KEYS, store, ...warn, ...options.mock }))
    }
    // the usual state: every replica follows the changes by pub/sub, and requests read nothing before they run
    if (options.subscribed !== false)
      for (const s of stores.slice(-apps.length)) await expect.poll(() => s.health().changes).toBe('subscribed')
    return apps as [RuntimeApp, RuntimeApp]
  }

  async function raw() {
    const client = createClient({ url: redis.url })
    await client.connect()
    return client
  }

  test('1,000 concurrent requests on two replicas for a key with 500 credits: exactly 500 answer 200', async () => {
    const [a, b] = await replicas()
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => (i % 2 ? a : b).request(PROFILE, { headers: bearer(RICH) })),
    ).then((all) => all.map((r) => r.status))
    expect(statuses.filter((s) => s === 200)).toHaveLength(500)
    expect(statuses.filter((s) => s !== 200 && s !== 402)).toEqual([])
    expect(statuses.filter((s) => s === 402)).toHaveLength(500)
    // the ledger as both replicas read it from Redis
    for (const app of [a, b]) {
      const view = await connect(app).usage(RICH)
      expect(view.creditsRemaining).toBe(0)
      expect(view.usage).toEqual({ calls: 1000, creditsUsed: 500, throttled: 0, refused: 500 })
    }
  })

  test.each([
    ['Bearer', (k: string) => bearer(k)],
    ['x-api-key', (k: string) => ({ 'x-api-key': k })],
  ])(
    'a Starter key (%s) gets 20 answers a minute across both replicas, then 429 until the clock moves',
    async (_, h) => {
      const [a, b] = await replicas()
      const first = await Promise.all(Array.from({ length: 30 }, (_, i) => get(i % 3 ? a : b, PROFILE, h(STARTER))))
      expect(first.filter((r) => r.status === 200)).toHaveLength(20)
      const limited = first.filter((r) => r.status === 429)
      expect(limited).toHaveLength(10)
      for (const r of limited) {
        expect(Number(r.res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
        expect(Number(r.res.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
        expect(r.body).toEqual({ error: 'Rate limit exceeded', code: 'RATE_LIMIT_EXCEEDED' })
      }
      expect((await get(a, PROFILE, h(STARTER))).status).toBe(429)
      // moved on one replica, the window opens on both
      await connect(b).clock.advance(60_000)
      expect((await get(a, PROFILE, h(STARTER))).status).toBe(200)
      expect((await get(b, PROFILE, h(STARTER))).status).toBe(200)
    },
  )

  test('the shared window counts calls by the millisecond: the calls of an older millisecond free their slots together', async () => {
    const [a, b] = await replicas()
    const calls = async (n: number) => {
      const out: number[] = []
      for (let i = 0; i < n; i++) out.push((await get(i % 2 ? a : b, PROFILE, bearer(STARTER))).status)
      return out
    }
    expect(await calls(5)).toEqual(Array(5).fill(200))
    await connect(a).clock.advance(10_000)
    expect(await calls(15)).toEqual(Array(15).fill(200))
    const refused = await get(b, PROFILE, bearer(STARTER))
    expect([refused.status, refused.res.headers.get('Retry-After')]).toEqual([429, '50'])
    // the first 5 leave the window together: 5 slots, then the window is full until the 15 leave
    await connect(b).clock.advance(50_000)
    expect(await calls(6)).toEqual([200, 200, 200, 200, 200, 429])
    expect((await get(a, PROFILE, bearer(STARTER))).res.headers.get('Retry-After')).toBe('10')
  })

  test('a scenario switched, a key pinned, credits set or the clock moved on A applies to the next request on B', async () => {
    const [a, b] = await replicas()
    const ctlA = connect(a)
    await ctlA.useScenario('server-error')
    expect((await get(b, PROFILE, bearer(RICH))).status).toBe(500)
    await ctlA.useScenario('default')
    expect((await get(b, PROFILE, bearer(RICH))).status).toBe(200)

    await ctlA.forKey(STARTER).useScenario('rate-limited')
    expect((await get(b, PROFILE, bearer(STARTER))).status).toBe(429)
    expect((await get(b, PROFILE, bearer(RICH))).status).toBe(200)

    await ctlA.setCredits(RICH, 3)
    const after = await get(b, PROFILE, bearer(RICH))
    expect(after.res.headers.get('X-Mock-Credits-Remaining')).toBe('2')

    const before = await connect(b).clock.now()
    await ctlA.clock.advance(3_600_000)
    expect(await connect(b).clock.now()).toBe(before + 3_600_000)
    const seen = await connect(b).requests({ endpoint: 'people/profile' })
    expect(seen.at(-1)?.time).toBe(new Date(before).toISOString())
  })

  test.each([
    ['subscribed to the changes', true],
    ['reading the version before every request', false],
  ])('%s: a scenario switched on A applies to the very next request on B, both ways', async (_, subscribed) => {
    const [a, b] = await replicas({ subscribed })
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const name of ['server-error', 'default', 'not-found', 'default']) {
        await connect(from).useScenario(name)
        const next = await get(to, PROFILE, bearer(RICH))
        expect(next.status).toBe(name === 'default' ? 200 : name === 'server-error' ? 500 : 404)
      }
    }
  })

  test('subscriber connections killed: replicas read per request until subscribed again, and miss no change', async () => {
    const [a, b] = await replicas()
    const client = await raw()
    try {
      await client.clientKill({ filter: 'TYPE', type: 'pubsub' })
    } finally {
      await client.close()
    }
    // at once, whether B noticed yet or not, a change on A holds on B
    await connect(a).useScenario('server-error')
    expect((await get(b, PROFILE, bearer(RICH))).status).toBe(500)
    await expect.poll(() => stores.every((s) => s.health().changes === 'subscribed')).toBe(true)
    await connect(a).useScenario('default')
    expect((await get(b, PROFILE, bearer(RICH))).status).toBe(200)
  })

  const TEN_MIN = 600_000
  test.each(
    [
      {
        name: 'the server scenario on A, a key pinned on B',
        before: (ctl: MockClient) => ctl.useScenario('not-found'),
        onA: (ctl: MockClient) => ctl.useScenario('server-error'),
        onB: (ctl: MockClient) => ctl.forKey(STARTER).useScenario('rate-limited'),
        check: async (app: RuntimeApp) => {
          expect((await get(app, PROFILE, bearer(RICH))).status).toBe(500)
          expect((await get(app, PROFILE, bearer(STARTER))).status).toBe(429)
        },
      },
      {
        name: 'one key pinned on A, another on B',
        before: async (ctl: MockClient) => {
          await ctl.forKey(RICH).useScenario('server-error')
          await ctl.forKey(STARTER).useScenario('not-found')
        },
        onA: (ctl: MockClient) => ctl.forKey(RICH).useScenario('not-found'),
        onB: (ctl: MockClient) => ctl.forKey(STARTER).useScenario('server-error'),
        check: async (app: RuntimeApp) => {
          expect((await get(app, PROFILE, bearer(RICH))).status).toBe(404)
          expect((await get(app, PROFILE, bearer(STARTER))).status).toBe(500)
        },
      },
      {
        name: "one key's plan on A, the server scenario on B",
        before: (ctl: MockClient) => ctl.setPlan(RICH, 'Growth'),
        onA: (ctl: MockClient) => ctl.setPlan(RICH, 'Starter'),
        onB: (ctl: MockClient) => ctl.useScenario({ name: 'teapot', rules: [{ effect: { status: 418, body: {} } }] }),
        check: async (app: RuntimeApp) => {
          expect((await get(app, PROFILE, bearer(STARTER))).status).toBe(418)
          expect((await connect(app).usage(RICH)).plan).toBe('Starter')
        },
      },
      {
        name: 'the clock moved on both (the moves add up)',
        before: (ctl: MockClient) => ctl.clock.advance(0),
        onA: (ctl: MockClient) => ctl.clock.advance(TEN_MIN),
        onB: (ctl: MockClient) => ctl.clock.advance(2 * TEN_MIN),
        check: async (app: RuntimeApp, started: number) => {
          expect(await connect(app).clock.now()).toBe(started + 3 * TEN_MIN)
        },
      },
    ].flatMap((row) => [
      { ...row, first: 'A' },
      { ...row, first: 'B' },
    ]),
  )('changes at the same moment on two replicas both hold: $name, $first first', async (row) => {
    const [a, b, c] = (await replicas({ count: 3 })) as unknown as [RuntimeApp, RuntimeApp, RuntimeApp]
    const started = await connect(c).clock.now()
    // both replicas know another value of the setting the other one changes: a change written whole would put it back
    await row.before(connect(c))
    // both admin calls read the settings before either writes
    const changes = [() => row.onA(connect(a)), () => row.onB(connect(b))]
    await Promise.all((row.first === 'A' ? changes : changes.reverse()).map((change) => change()))
    for (const app of [a, b, c]) await row.check(app, started)
  })

  test('a key added on A is listed by GET /__admin/keys on B at once, with the balance and usage Redis has', async () => {
    const [a, b] = await replicas()
    const added = 'test_listed_key_000000000000077'
    const created = await connect(a).addKey({ key: added, plan: 'Growth', credits: 5, label: 'from A' })
    await connect(a).forKey(added).useScenario('server-error')
    const listed = async (app: RuntimeApp) => (await connect(app).keys()).find((k) => k.key === created.key)
    expect(await listed(b)).toEqual({ ...created, scenario: 'server-error' })
    await connect(a).forKey(added).useScenario(null)
    expect((await get(a, PROFILE, bearer(added))).status).toBe(200)
    expect(await listed(b)).toMatchObject({ creditsRemaining: 4, scenario: null, usage: { calls: 1, creditsUsed: 1 } })
    // used on B too: listed once, as its own
    expect((await get(b, PROFILE, bearer(added))).status).toBe(200)
    const all = (await connect(b).keys()).filter((k) => k.key === created.key)
    expect(all).toEqual([
      expect.objectContaining({ creditsRemaining: 3, usage: expect.objectContaining({ calls: 2 }) }),
    ])
    // and nothing of the key in the clear reached the listing
    expect(JSON.stringify(await connect(b).keys())).not.toContain(added)
  })

  test('pass-through: a forwarded call takes its credit in Redis on any replica; an undeclared path not forwarded costs nothing', async () => {
    let answer = 200
    const upstream = createServer((_req, res) => {
      res.writeHead(answer, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ success: answer === 200 }))
    })
    upstream.listen(0, '127.0.0.1')
    await once(upstream, 'listening')
    try {
      const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
      const prefix = `ns${++namespace}`
      const [a, b] = await replicas({ prefix, mock: { passthrough: url, upstreamKey: 'upstream-key' } })
      const [plain] = await replicas({ prefix, count: 1 })
      const key = 'test_forwarded_key_00000000003'
      await connect(a).addKey({ key, plan: 'Enterprise', requestsPerMinute: 1000, credits: 3 })
      const FORWARDED = ['/v1/people/search?firstName=Ann', '/v1/locations/search?keywords=Paris', '/v1/x/y']
      // not forwarded (no pass-through on this replica): 404, and no credit taken
      for (const path of FORWARDED) expect((await get(plain as RuntimeApp, path, bearer(key))).status).toBe(404)
      expect((await connect(b).usage(key)).creditsRemaining).toBe(3)
      // the upstream fails: the credit is given back
      answer = 503
      expect((await get(a, FORWARDED[0] as string, bearer(key))).status).toBe(503)
      expect((await connect(b).usage(key)).creditsRemaining).toBe(3)
      answer = 200
      const statuses = await Promise.all(
        [a, b, a, b, a].map((app, i) => get(app, FORWARDED[i % 3] as string, bearer(key)).then((r) => r.status)),
      )
      expect(statuses.filter((s) => s === 200)).toHaveLength(3)
      expect(statuses.filter((s) => s === 402)).toHaveLength(2)
      for (const app of [a, b]) expect((await connect(app).usage(key)).creditsRemaining).toBe(0)
    } finally {
      upstream.closeAllConnections()
      upstream.close()
    }
  })

  test('the console rate-window view on either replica counts the calls admitted on both', async () => {
    const [a, b] = await replicas()
    const windows = async (app: RuntimeApp) => {
      const res = await app.request('/__admin/rate-windows')
      const all = (await res.json()) as { keys: { key: string; used: number; limit: number | null }[] }
      return all.keys.find((k) => k.key.startsWith(STARTER.slice(0, 4)) && k.limit === 20)
    }
    for (const [app, n] of [
      [a, 5],
      [b, 7],
    ] as const)
      for (let i = 0; i < n; i++) expect((await get(app, PROFILE, bearer(STARTER))).status).toBe(200)
    for (const app of [a, b]) expect(await windows(app)).toMatchObject({ used: 12, oldestLeavesInSeconds: 60 })
    await connect(a).clock.advance(61_000)
    for (const app of [a, b]) expect(await windows(app)).toMatchObject({ used: 0, oldestLeavesInSeconds: null })
  })

  test.each([
    {
      name: 'a calls range (calls 2 to 4 answer 503)',
      use: (ctl: MockClient) =>
        ctl.useScenario({ name: 'middle', rules: [{ match: { calls: { from: 2, to: 4 } }, effect: { status: 503 } }] }),
      expected: [200, 503, 503, 503, 200, 200],
    },
    {
      name: 'times (the first 3 calls of the key)',
      use: (ctl: MockClient) => ctl.useScenario('server-error', { times: 3 }),
      expected: [500, 500, 500, 200, 200, 200],
    },
    {
      name: 'a throttle (2 served, then 429 for 30 s)',
      use: (ctl: MockClient) =>
        ctl.useScenario({
          name: 'slow-down',
          rules: [{ effect: { throttle: { afterCalls: 2, retryAfterSeconds: 30 } } }],
        }),
      expected: [200, 200, 429, 429, 429, 429],
    },
  ])('scenario counters are shared: $name counts the calls of both replicas', async ({ use, expected }) => {
    const [a, b] = await replicas()
    const run = async () => {
      const statuses: number[] = []
      for (let i = 0; i < expected.length; i++) statuses.push((await get(i % 2 ? b : a, PROFILE, bearer(RICH))).status)
      return statuses
    }
    await use(connect(a))
    expect(await run()).toEqual(expected)
    // switched again on B: the counts start again on both
    await use(connect(b))
    expect(await run()).toEqual(expected)
  })

  test('a shared throttle: Retry-After on both replicas follows the clock, and it serves again once it passed', async () => {
    const [a, b] = await replicas()
    await connect(a).useScenario({
      name: 'slow-down',
      rules: [{ effect: { throttle: { afterCalls: 1, retryAfterSeconds: 30 } } }],
    })
    expect((await get(a, PROFILE, bearer(RICH))).status).toBe(200)
    const refused = await get(b, PROFILE, bearer(RICH))
    expect([refused.status, refused.res.headers.get('Retry-After')]).toEqual([429, '30'])
    await connect(b).clock.advance(20_000)
    expect((await get(a, PROFILE, bearer(RICH))).res.headers.get('Retry-After')).toBe('10')
    await connect(a).clock.advance(10_000)
    for (const app of [b, a, b]) expect((await get(app, PROFILE, bearer(RICH))).status).toBe(200)
  })

  test('a key added through the admin API on A is served on B; a scenario given as data on A runs on B', async () => {
    const [a, b] = await replicas()
    const added = 'test_added_key_0000000000000042'
    await connect(a).addKey({ key: added, plan: 'Growth', credits: 2 })
    expect((await get(b, PROFILE, bearer(added))).status).toBe(200)
    expect((await get(a, PROFILE, bearer(added))).status).toBe(200)
    expect((await get(b, PROFILE, bearer(added))).status).toBe(402)
    await connect(a).useScenario({ name: 'teapot', rules: [{ effect: { status: 418, body: { tea: true } } }] })
    const tea = await get(b, PROFILE, bearer(RICH))
    expect([tea.status, tea.body]).toEqual([418, { tea: true }])
  })

  test('the journal on either replica lists the requests of both with instance names; expectCalled sees both', async () => {
    const [a, b] = await replicas()
    await get(a, PROFILE, bearer(RICH))
    await get(b, '/v1/companies/by-id?companyId=1441&api_key=secret-value', bearer(RICH))
    await get(b, PROFILE, { 'x-api-key': 'not-a-known-key' })
    for (const app of [a, b]) {
      const list = await connect(app).requests()
      expect(list.map((e) => [e.path, e.status, e.instance])).toEqual([
        ['/v1/people/profile', 200, 'a'],
        ['/v1/companies/by-id', 200, 'b'],
        ['/v1/people/profile', 401, 'b'],
      ])
      expect(list[1]?.query).toEqual({ companyId: '1441', api_key: expect.not.stringContaining('secret') })
      expect(await connect(app).requests({ key: RICH })).toHaveLength(2)
      await connect(app).expectCalled('people/profile', { times: 2 })
      await connect(app).expectCalled('people/profile', { status: 200, times: 1 })
    }
    // nothing in Redis carries a key or a secret query value in the clear
    const client = await raw()
    try {
      const dump: string[] = []
      for await (const batch of client.scanIterator({ MATCH: '*', COUNT: 1000 })) {
        for (const name of batch) {
          dump.push(name)
          const type = await client.type(name)
          if (type === 'string') dump.push(String(await client.get(name)))
          if (type === 'hash') dump.push(JSON.stringify(await client.hGetAll(name)))
          if (type === 'stream') dump.push(JSON.stringify(await client.xRange(name, '-', '+')))
        }
      }
      const text = dump.join('\n')
      for (const secret of [RICH, STARTER, 'not-a-known-key', 'secret-value']) expect(text).not.toContain(secret)
    } finally {
      await client.close()
    }
  })

  test('answers made together reach the shared journal together: every entry once, in order, ids without gaps', async () => {
    const [a, b] = await replicas()
    const paths = Array.from({ length: 40 }, (_, i) => `/v1/people/profile?username=burst-${i}`)
    await Promise.all(paths.map((p, i) => get(i % 2 ? b : a, p, bearer(RICH))))
    for (const app of [a, b]) {
      // another replica's last entries leave it just after its answers (in this test, in the same instant)
      await expect.poll(async () => (await connect(app).requests()).length).toBe(40)
      const list = await connect(app).requests()
      expect(list.map((e) => e.query.username).sort()).toEqual(paths.map((p) => p.split('=')[1]).sort())
      expect(list.map((e) => e.id)).toEqual(Array.from({ length: 40 }, (_, i) => (list[0]?.id ?? 0) + i))
      expect(new Set(list.map((e) => e.instance))).toEqual(new Set(['a', 'b']))
    }
  })

  test('two namespaces on one Redis do not see each other; a reset clears its own only', async () => {
    const [a1, b1] = await replicas({ prefix: 'team-one' })
    const [a2] = await replicas({ prefix: 'team-two' })
    await connect(a1).useScenario('server-error')
    await connect(a1).setCredits(RICH, 7)
    await get(a2, PROFILE, bearer(RICH))
    expect((await get(a2, PROFILE, bearer(RICH))).status).toBe(200)
    expect((await connect(a2).usage(RICH)).creditsRemaining).toBe(498)
    expect((await connect(b1).usage(RICH)).creditsRemaining).toBe(7)
    expect((await connect(a2).requests()).every((e) => e.instance === 'a')).toBe(true)
    expect(await connect(b1).requests()).toHaveLength(0)
    await connect(b1).reset()
    expect((await connect(a1).usage(RICH)).creditsRemaining).toBe(500)
    expect((await get(a1, PROFILE, bearer(RICH))).status).toBe(200)
    expect((await connect(a2).usage(RICH)).creditsRemaining).toBe(498)
    expect(await connect(a2).requests()).toHaveLength(2)
    const client = await raw()
    try {
      const two: string[] = []
      for await (const batch of client.scanIterator({ MATCH: '{nlm:team-two*', COUNT: 1000 })) two.push(...batch)
      expect(two.length).toBeGreaterThan(0)
    } finally {
      await client.close()
    }
  })

  test('Redis killed while serving: 503 STATE_UNAVAILABLE, health says so; back empty: 503 STORE_RESET until a reset', async () => {
    const warnings: string[] = []
    const [a, b] = await replicas({ warn: (m) => warnings.push(m) })
    expect((await get(a, PROFILE, bearer(RICH))).status).toBe(200)
    await redis.kill()
    const started = performance.now()
    const down = await get(b, PROFILE, bearer(RICH))
    expect(performance.now() - started).toBeLessThan(1000)
    expect([down.status, down.body]).toEqual([
      503,
      { error: 'Shared state store unavailable', code: 'STATE_UNAVAILABLE' },
    ])
    await expect.poll(async () => (await a.request('/__admin/health')).status).toBe(503)
    expect(await (await a.request('/__admin/health')).json()).toMatchObject({
      status: 'unavailable',
      store: { kind: 'redis', status: 'unavailable', instance: 'a' },
    })
    await redis.restart()
    // the restarted Redis is empty: no replica grants the balances again
    for (const app of [a, b]) {
      await expect
        .poll(async () => (await get(app, PROFILE, bearer(RICH))).body)
        .toEqual({
          error: 'Shared state store was wiped',
          code: 'STORE_RESET',
        })
    }
    expect(await (await a.request('/__admin/health')).json()).toMatchObject({ store: { status: 'lost' } })
    // a reset on one replica makes the namespace anew: both serve again, each 200 taking exactly one credit
    await connect(a).reset()
    for (const app of [a, b]) await expect.poll(async () => (await get(app, PROFILE, bearer(RICH))).status).toBe(200)
    const view = await connect(a).usage(RICH)
    expect(view.usage.creditsUsed).toBe(500 - (view.creditsRemaining as number))
    expect(view.creditsRemaining).toBe(498)
    expect(warnings.filter((w) => w.includes('STORE_RESET'))).toHaveLength(2)
    expect(warnings.filter((w) => w.includes('serving again'))).toHaveLength(2)
  })

  test('a Redis that hangs without closing: 503 STATE_UNAVAILABLE once the timeout passed; answers again when it goes on', async () => {
    const store = await connectRedisStore({ url: redis.url, prefix: `ns${++namespace}`, timeoutMs: 300 })
    stores.push(store)
    const warnings: string[] = []
    const app = createApp({ fixtures: false, clock: 'virtual', keys: KEYS, store, warn: (m) => warnings.push(m) })
    let served = 0
    const call = async () => {
      const answer = await get(app, PROFILE, bearer(RICH))
      if (answer.status === 200) served++
      return answer
    }
    expect((await call()).status).toBe(200)
    redis.pause()
    try {
      const hung = await call()
      expect([hung.status, hung.body]).toEqual([
        503,
        { error: 'Shared state store unavailable', code: 'STATE_UNAVAILABLE' },
      ])
    } finally {
      redis.resume()
    }
    await expect.poll(async () => (await call()).status).toBe(200)
    // the call that timed out ran in Redis once it went on, and gave its credit back: each 200 took exactly one
    await expect.poll(async () => (await connect(app).usage(RICH)).creditsRemaining).toBe(500 - served)
  })

  test('--store-fail-open keeps answering from local state while Redis is gone, with one warning', async () => {
    const warnings: string[] = []
    const store = await connectRedisStore({ url: redis.url, prefix: `ns${++namespace}`, failOpen: true })
    stores.push(store)
    const app = createApp({ fixtures: false, clock: 'virtual', keys: KEYS, store, warn: (m) => warnings.push(m) })
    await redis.kill()
    for (let i = 0; i < 3; i++) expect((await get(app, PROFILE, bearer(RICH))).status).toBe(200)
    expect(warnings.filter((w) => w.includes('--store-fail-open'))).toHaveLength(1)
    expect(((await (await app.request('/__admin/health')).json()) as { store: unknown }).store).toMatchObject({
      status: 'unavailable',
    })
    await redis.restart()
    // back empty: the namespace is lost (still served from local state), until a reset makes it anew
    await expect.poll(() => store.health().status).toBe('lost')
    expect((await get(app, PROFILE, bearer(RICH))).status).toBe(200)
    await connect(app).reset()
    await expect.poll(() => store.health().status).toBe('ok')
  })

  test.each([
    ['redis://user:hunter2@127.0.0.1:1/0', 'redis://user:***@127.0.0.1:1/0'],
    ['redis://:hunter2@localhost:6379', 'redis://:***@localhost:6379'],
    ['redis://127.0.0.1:6379/2', 'redis://127.0.0.1:6379/2'],
  ])('an unreachable store at start-up is refused naming %s without its password', async (url, shown) => {
    expect(redactUrl(url)).toBe(shown)
    const refused = await connectRedisStore({ url: url.replace(/:(6379|1)\b/, ':1') }).then(
      () => 'connected',
      (err: Error) => err.message,
    )
    expect(refused).toContain('cannot reach the state store at')
    expect(refused).not.toContain('hunter2')
  })
})
