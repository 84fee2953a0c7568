import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp, type RuntimeApp } from '../../src/app.js'
import { connect } from '../../src/control/client.js'
import type { KeyEntry } from '../../src/keys.js'
import { connectRedisStore } from '../../src/store/redis-store.js'
import type { StateStore } from '../../src/store/store.js'
import { get } from '../support/app.js'
import { HAVE_REDIS, sayIfSkipped, startRedis, type TestRedis } from '../support/redis.js'

sayIfSkipped()

// An admin change waits for the replicas of its namespace to confirm it, not for every client Redis delivers the
// message to: a foreign subscriber (a PSUBSCRIBE on every channel, a SUBSCRIBE on the change channel itself, a
// replica of another namespace) confirms nothing and must not make each change wait and warn.
const KEY = 'test_acks_key_000000000000000003'
const KEYS: KeyEntry[] = [{ key: KEY, plan: 'Enterprise', requestsPerMinute: 100_000, credits: 'unlimited' }]
const PROFILE = '/v1/people/profile?username=jane-doe'

const rawClient = (url: string) => createClient({ url })
type Raw = ReturnType<typeof rawClient>

describe.skipIf(!HAVE_REDIS)(
  'admin changes wait for the replicas of their namespace only',
  { tags: ['process'] },
  () => {
    let redis: TestRedis
    const stores: StateStore[] = []
    const foreign: Raw[] = []
    beforeAll(async () => {
      redis = await startRedis()
    })
    afterAll(async () => {
      for (const c of foreign) c.destroy()
      await Promise.all(stores.map((s) => s.close()))
      await redis?.stop()
    })

    async function replica(prefix: string, instance: string, warnings: string[]): Promise<RuntimeApp> {
      const store = await connectRedisStore({ url: redis.url, prefix, instance })
      stores.push(store)
      const app = createApp({ fixtures: false, clock: 'virtual', keys: KEYS, store, warn: (m) => warnings.push(m) })
      await expect.poll(() => store.health().changes).toBe('subscribed')
      return app
    }

    const listeners: [string, (c: Raw, channel: string) => Promise<unknown>][] = [
      ['PSUBSCRIBE *', (c) => c.pSubscribe('*', () => undefined)],
      ['PSUBSCRIBE {nlm:*', (c) => c.pSubscribe('{nlm:*', () => undefined)],
      ['SUBSCRIBE to the change channel', (c, channel) => c.subscribe(channel, () => undefined)],
    ]

    test.each(listeners)('a foreign %s: changes confirmed by both replicas without a warning', async (_, listen) => {
      const prefix = `acks${stores.length}`
      const warnings: string[] = []
      const a = await replica(prefix, 'a', warnings)
      const b = await replica(prefix, 'b', warnings)
      const other = rawClient(redis.url)
      foreign.push(other)
      await other.connect()
      await listen(other, `{nlm:${prefix}}:changed`)
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        for (const name of ['server-error', 'not-found', 'default']) {
          await connect(from).useScenario(name)
          expect((await get(to, PROFILE, { Authorization: `Bearer ${KEY}` })).status).toBe(
            name === 'default' ? 200 : name === 'not-found' ? 404 : 500,
          )
        }
      }
      expect(warnings).toEqual([])
    })
  },
)
