import fc from 'fast-check'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp, type RuntimeApp } from '../../src/app.js'
import type { KeyEntry } from '../../src/keys.js'
import { connectRedisStore } from '../../src/store/redis-store.js'
import type { StateStore } from '../../src/store/store.js'
import { HAVE_REDIS, sayIfSkipped, startRedis, type TestRedis } from '../support/redis.js'

sayIfSkipped()

// Requests with made-up keys are all 401: under a scenario with rules they must not each leave a call counter behind
// (in this process, or a key in Redis kept a day), whatever the scenario, the way it is asked for and the key's form.
const KEYS: KeyEntry[] = [
  { key: 'test_known_key_00000000000000001', plan: 'Enterprise', requestsPerMinute: 1000, credits: 'unlimited' },
]
const SCENARIOS = ['flaky', 'throttle-then-recover', 'server-error', 'slow']
const PATHS = ['/v1/people/profile?username=jane-doe', '/v1/companies/search?query=acme', '/v1/nowhere']

/** How a request names its scenario and carries its key. */
const request = (app: RuntimeApp, key: string, scenario: string, how: number, path: string) => {
  const headers: Record<string, string> = how % 2 ? { 'x-api-key': key } : { Authorization: `Bearer ${key}` }
  if (how < 2) headers['X-Mock-Scenario'] = scenario
  const url = how < 2 ? path : `${path}${path.includes('?') ? '&' : '?'}__scenario=${scenario}`
  return app.request(url, { headers })
}

const made = fc.record({
  key: fc.string({ minLength: 1, maxLength: 80, unit: 'grapheme-ascii' }).filter((k) => k.trim() === k && k !== ''),
  scenario: fc.constantFrom(...SCENARIOS),
  how: fc.integer({ min: 0, max: 3 }),
  path: fc.constantFrom(...PATHS),
})

/** The call counters the app's scenario engine keeps in this process. */
const counters = (app: RuntimeApp): number => {
  // private by design (nothing outside the engine reads them); counted here only to see they do not grow
  const engine = app.mock.scenarios as unknown as { calls: { size: number }; throttles: { size: number } }
  return engine.calls.size + engine.throttles.size
}

test('memory: thousands of unknown keys under scenarios with rules leave at most the one no-key counter', async () => {
  const app = createApp({ fixtures: false, clock: 'virtual', keys: KEYS })
  await fc.assert(
    fc.asyncProperty(made, async ({ key, scenario, how, path }) => {
      const res = await request(app, `x${key}`, scenario, how, path)
      expect([401, 404]).toContain(res.status)
      await res.arrayBuffer()
    }),
    { numRuns: 1000 },
  )
  // one counter for calls without a known key per scenario and throttle rule at most, never one per key
  expect(counters(app)).toBeLessThanOrEqual(SCENARIOS.length * 2)
})

describe.skipIf(!HAVE_REDIS)('on Redis', { tags: ['process'] }, () => {
  let redis: TestRedis
  let store: StateStore
  beforeAll(async () => {
    redis = await startRedis()
    store = await connectRedisStore({ url: redis.url, prefix: 'flood' })
  })
  afterAll(async () => {
    await store?.close()
    await redis?.stop()
  })

  test('unknown keys under scenarios with rules create no key in Redis', async () => {
    const app = createApp({ fixtures: false, clock: 'virtual', keys: KEYS, store })
    const raw = createClient({ url: redis.url })
    await raw.connect()
    try {
      const before = await raw.keys('*')
      await fc.assert(
        fc.asyncProperty(made, async ({ key, scenario, how, path }) => {
          const res = await request(app, `x${key}`, scenario, how, path)
          expect([401, 404]).toContain(res.status)
          await res.arrayBuffer()
        }),
        { numRuns: 500 },
      )
      const counters = (await raw.keys('*')).filter((k) => !before.includes(k) && k.includes(':sc:'))
      // at most the counters of calls without a known key: one per scenario (and its throttle rule)
      expect(counters.length).toBeLessThanOrEqual(SCENARIOS.length * 2)
      expect(counters.every((k) => k.includes(':sc:none:'))).toBe(true)
    } finally {
      raw.destroy()
    }
  })
})
