import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../src/app.js'
import type { KeyEntry } from '../../src/keys.js'
import { connectRedisStore } from '../../src/store/redis-store.js'
import type { StateStore } from '../../src/store/store.js'
import { get } from '../support/app.js'
import { HAVE_REDIS, sayIfSkipped, startRedis, type TestRedis } from '../support/redis.js'

sayIfSkipped()

// With --store-fail-open, a Redis command that fails while a request is being admitted (Redis hangs: the command
// times out on a connection that still looks ready) leaves the request to this process's own window and credits,
// as a Redis unreachable from the start does; it once read the missing admission and answered 500.
const KEYS: KeyEntry[] = [
  { key: 'test_open_starter_000000000001', plan: 'Starter', credits: 1000 },
  { key: 'test_open_growth_0000000000002', plan: 'Growth', credits: 3 },
  { key: 'test_open_unlimited_0000000003', plan: 'Enterprise', requestsPerMinute: 100_000, credits: 'unlimited' },
]
const PATHS = [
  '/v1/people/profile?username=jane-doe',
  '/v1/companies/by-id?companyId=1441',
  '/v1/jobs/search?keywords=nurse',
  '/v1/people/profile',
]

describe.skipIf(!HAVE_REDIS)('failing open when a Redis command fails mid-request', { tags: ['process'] }, () => {
  let redis: TestRedis
  const stores: StateStore[] = []
  let n = 0
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    await redis?.stop()
  })
  afterEach(async () => {
    redis.resume()
    await Promise.all(stores.splice(0).map((s) => s.close()))
  })

  test.each(KEYS.map((k) => [k.plan, k] as const))(
    'a key of the %s plan is answered from local state, never 500',
    async (_, key) => {
      const store = await connectRedisStore({ url: redis.url, prefix: `open${++n}`, failOpen: true, timeoutMs: 300 })
      stores.push(store)
      const app = createApp({ fixtures: false, clock: 'virtual', keys: KEYS, store, warn: () => undefined })
      await expect.poll(() => store.health().changes).toBe('subscribed')
      redis.pause()
      const statuses: number[] = []
      for (let i = 0; i < 24; i++) {
        const path = PATHS[i % PATHS.length] as string
        statuses.push((await get(app, path, { Authorization: `Bearer ${key.key}` })).status)
      }
      // what the local window and balance allow: 200s, a 400 for the missing parameter, 402 past 3 credits, 429 past
      // Starter's 20 a minute; never the 500 a missing admission gave
      expect(statuses.filter((s) => ![200, 400, 402, 404, 429].includes(s))).toEqual([])
      expect(statuses).toContain(200)
    },
  )
})
