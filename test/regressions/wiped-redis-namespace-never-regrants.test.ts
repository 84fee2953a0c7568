import { createClient } from 'redis'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createApp, type RuntimeApp } from '../../src/app.js'
import { connect } from '../../src/control/client.js'
import type { KeyEntry } from '../../src/keys.js'
import { connectRedisStore } from '../../src/store/redis-store.js'
import type { StateStore } from '../../src/store/store.js'
import { get } from '../support/app.js'
import { HAVE_REDIS, sayIfSkipped, startRedis, type TestRedis } from '../support/redis.js'

sayIfSkipped()

// A Redis that comes back empty (no persistence), or loses part of a namespace, must never grant a balance twice nor
// silently drop what an admin set: every replica refuses with 503 STORE_RESET, says so once on stderr and in health,
// until POST /__admin/reset makes the namespace anew.
const KEY = 'test_wipe_key_0000000000000005'
const ADDED = 'test_wipe_added_00000000000009'
const KEYS: KeyEntry[] = [{ key: KEY, plan: 'Enterprise', requestsPerMinute: 100_000, credits: 5 }]
const PROFILE = '/v1/people/profile?username=jane-doe'
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` })

type Raw = ReturnType<typeof createClient>

/** The ways a namespace goes: all of Redis, the db, only its settings, only its balances, a replica's restart empty. */
const LOSSES: [string, (redis: TestRedis, raw: Raw, prefix: string) => Promise<void>][] = [
  ['FLUSHALL', async (_, raw) => void (await raw.flushAll())],
  ['FLUSHDB', async (_, raw) => void (await raw.flushDb())],
  [
    'kill -9 and a restart without persistence',
    async (redis) => {
      await redis.kill()
      await redis.restart()
    },
  ],
  ['only the settings hash deleted', async (_, raw, prefix) => void (await raw.del(`{nlm:${prefix}}:cfg`))],
  [
    'only the balances deleted',
    async (_, raw, prefix) => {
      const keys = await raw.keys(`{nlm:${prefix}:*}:k`)
      expect(keys.length).toBeGreaterThan(0)
      await raw.del(keys)
    },
  ],
  [
    'the namespace replaced (emptied, then a new replica marked it its own)',
    async (_, raw, prefix) => {
      await raw.flushAll()
      await raw.hSet(`{nlm:${prefix}}:cfg`, 'ns', 'someone-else')
    },
  ],
]

describe.skipIf(!HAVE_REDIS)('a wiped Redis namespace is refused, never granted again', { tags: ['process'] }, () => {
  let redis: TestRedis
  let raw: Raw
  const stores: StateStore[] = []
  let n = 0

  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    await redis?.stop()
  })
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()))
    raw?.destroy()
    await redis.ensureUp()
  })

  async function replicas(prefix: string, warnings: string[]): Promise<[RuntimeApp, RuntimeApp]> {
    const apps: RuntimeApp[] = []
    for (const instance of ['a', 'b']) {
      const store = await connectRedisStore({ url: redis.url, prefix, instance })
      stores.push(store)
      apps.push(createApp({ fixtures: false, clock: 'virtual', keys: KEYS, store, warn: (m) => warnings.push(m) }))
    }
    for (const s of stores) await expect.poll(() => s.health().changes).toBe('subscribed')
    return apps as [RuntimeApp, RuntimeApp]
  }

  test.each(LOSSES)(
    '%s: 503 STORE_RESET on both replicas, health lost, one warning each; a reset serves again',
    async (_, lose) => {
      const prefix = `wipe${++n}`
      const warnings: string[] = []
      const [a, b] = await replicas(prefix, warnings)
      await connect(a).addKey({ key: ADDED, plan: 'Starter', credits: 10 })
      await connect(a).useScenario('slow')
      await connect(b).useScenario('default')
      await connect(a).useScenario('not-found')
      // 3 of the 5 credits spent, the run-time key served on both
      for (const app of [a, b, a]) expect((await get(app, PROFILE, bearer(KEY))).status).toBe(404)
      await connect(a).useScenario('empty-results')
      expect((await get(a, PROFILE, bearer(ADDED))).status).toBe(200)
      expect((await get(b, PROFILE, bearer(ADDED))).status).toBe(200)

      raw = createClient({ url: redis.url })
      raw.on('error', () => undefined)
      await raw.connect()
      await lose(redis, raw, prefix)

      // every replica notices without a request of its own, and then never answers from a fresh grant
      for (const app of [a, b]) {
        await expect
          .poll(async () => (await app.request('/__admin/health')).json())
          .toMatchObject({
            status: 'unavailable',
            store: { status: 'lost', detail: expect.stringContaining(`namespace "${prefix}"`) },
          })
        expect((await app.request('/__admin/health')).status).toBe(503)
      }
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => get(i % 2 ? a : b, PROFILE, bearer(i % 4 < 2 ? KEY : ADDED))),
      )
      expect(new Set(answers.map((r) => JSON.stringify([r.status, r.body])))).toEqual(
        new Set([JSON.stringify([503, { error: 'Shared state store was wiped', code: 'STORE_RESET' }])]),
      )
      // what the admin set is still what each replica shows: nothing went back to default silently
      for (const app of [a, b]) expect(await connect(app).scenario()).toBe('empty-results')
      expect(warnings.filter((w) => w.includes('STORE_RESET'))).toHaveLength(2)
      expect(warnings.join('\n')).not.toContain(KEY)

      // the way out: a reset on one replica makes the namespace anew from the start-up state, on both
      await connect(b).reset()
      for (const app of [a, b]) {
        await expect.poll(async () => (await app.request('/__admin/health')).status).toBe(200)
        expect(await connect(app).scenario()).toBe('default')
      }
      const after = await Promise.all(Array.from({ length: 8 }, (_, i) => get(i % 2 ? a : b, PROFILE, bearer(KEY))))
      expect(after.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 402, 402, 402])
      expect(warnings.filter((w) => w.includes('serving again'))).toHaveLength(2)
    },
  )

  test('a key reset through the admin API is no wipe: its next call anywhere starts from its grant', async () => {
    const warnings: string[] = []
    const [a, b] = await replicas(`wipe${++n}`, warnings)
    for (const app of [a, b]) expect((await get(app, PROFILE, bearer(KEY))).status).toBe(200)
    await connect(a).resetKey(KEY)
    expect((await get(b, PROFILE, bearer(KEY))).res.headers.get('X-Mock-Credits-Remaining')).toBe('4')
    expect((await b.request('/__admin/health')).status).toBe(200)
    expect(warnings).toEqual([])
  })
})
