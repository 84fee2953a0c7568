import { createHash } from 'node:crypto'
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

// /__admin/health tells a load balancer what /v1 will answer: a Redis that hangs or whose settings cannot be read is
// a 503 naming why; settings fields a replica cannot read are skipped by name (the rest apply) and listed there; one
// line on stderr when the store goes and one when it is back, however many requests come meanwhile.
const KEY = 'test_health_key_000000000000007'
const KEYS: KeyEntry[] = [{ key: KEY, plan: 'Enterprise', requestsPerMinute: 100_000, credits: 'unlimited' }]
const PROFILE = '/v1/people/profile?username=jane-doe'
const bearer = { Authorization: `Bearer ${KEY}` }
const HEX = '0123456789abcdef0123456789abcdef'

describe.skipIf(!HAVE_REDIS)('health reflects the shared store', { tags: ['process'] }, () => {
  let redis: TestRedis
  let raw: ReturnType<typeof createClient>
  const stores: StateStore[] = []
  let n = 0
  beforeAll(async () => {
    redis = await startRedis()
    raw = createClient({ url: redis.url })
    raw.on('error', () => undefined)
    await raw.connect()
  })
  afterAll(async () => {
    raw?.destroy()
    await redis?.stop()
  })
  afterEach(async () => {
    redis.resume()
    await Promise.all(stores.splice(0).map((s) => s.close()))
  })

  async function replica(prefix: string, warnings: string[], instance = 'a', timeoutMs = 5000): Promise<RuntimeApp> {
    const store = await connectRedisStore({ url: redis.url, prefix, instance, timeoutMs })
    stores.push(store)
    const app = createApp({ fixtures: false, clock: 'virtual', keys: KEYS, store, warn: (m) => warnings.push(m) })
    await expect.poll(() => store.health().changes).toBe('subscribed')
    return app
  }

  const health = async (app: RuntimeApp) => {
    const res = await app.request('/__admin/health')
    return { status: res.status, body: (await res.json()) as { status: string; store: Record<string, unknown> } }
  }

  test('a Redis that hangs (SIGSTOP): health 503 naming it, one line on stderr; back: 200 and one line', async () => {
    const warnings: string[] = []
    const app = await replica(`h${++n}`, warnings, 'a', 300)
    expect((await health(app)).status).toBe(200)
    redis.pause()
    await expect.poll(async () => (await health(app)).status).toBe(503)
    expect((await health(app)).body).toMatchObject({
      status: 'unavailable',
      store: { status: 'unavailable', detail: 'no answer within 300 ms' },
    })
    for (let i = 0; i < 20; i++) expect((await get(app, PROFILE, bearer)).status).toBe(503)
    redis.resume()
    await expect.poll(async () => (await health(app)).status).toBe(200)
    expect((await get(app, PROFILE, bearer)).status).toBe(200)
    expect(warnings.filter((w) => w.includes('no answer within'))).toHaveLength(1)
    expect(warnings.filter((w) => w.includes('answers again'))).toHaveLength(1)
  })

  test.each([
    ['a string', (cfg: string) => raw.set(cfg, 'not a hash')],
    ['a list', (cfg: string) => raw.rPush(cfg, ['a', 'b'])],
  ])('the settings replaced by %s: health 503 naming them unreadable', async (_, replace) => {
    const warnings: string[] = []
    const prefix = `h${++n}`
    const app = await replica(prefix, warnings)
    await raw.del(`{nlm:${prefix}}:cfg`)
    await replace(`{nlm:${prefix}}:cfg`)
    await expect.poll(async () => (await health(app)).body.store.detail).toMatch(/^settings unreadable|namespace/)
    expect((await health(app)).status).toBe(503)
    await raw.del(`{nlm:${prefix}}:cfg`)
  })

  test('settings fields a replica cannot read are skipped by name, the rest apply; health lists them', async () => {
    const warnings: string[] = []
    const prefix = `h${++n}`
    const a = await replica(prefix, [], 'a')
    const b = await replica(prefix, warnings, 'b')
    const cfg = `{nlm:${prefix}}:cfg`
    const bad: Record<string, string> = {
      ['__proto__']: '{"polluted": true}',
      constructor: 'x',
      'plan:__proto__': '{"plan": "Free", "limit": 1}',
      'pin:__proto__': 'slow',
      'added:__proto__': '{"redacted": "x", "plan": "Free", "credits": 1}',
      'inline:__proto__': '{"name": "__proto__", "rules": []}',
      [`plan:${HEX}`]: '{not json',
      [`plan:${HEX.replace('0', '1')}`]: '{"plan": "Platinum", "limit": null}',
      [`added:${HEX}`]: 'null',
      'inline:broken': '{"name": "broken", "rules": "none"}',
      'inline:named-otherwise': '{"name": "other", "rules": []}',
      [`pin:${'z'.repeat(32)}`]: 'slow',
      [`pin:${createHash('sha256').update(KEY).digest('hex').slice(0, 32)}`]: 'no-such-scenario',
    }
    for (const [field, value] of Object.entries(bad)) await raw.hSet(cfg, field, value)
    // a change made on A reaches B with the fields above: B applies it and skips them
    await connect(a).useScenario('not-found')
    expect((await get(b, PROFILE, bearer)).status).toBe(404)
    expect(await connect(b).scenario()).toBe('not-found')
    const { status, body } = await health(b)
    expect(status).toBe(200)
    const skipped = Object.keys(body.store.skippedSettings as object)
    // a bare `__proto__` field never reaches an object (the client drops it); its `kind:__proto__` forms are named
    for (const field of [
      `pin:${createHash('sha256').update(KEY).digest('hex').slice(0, 32)}`,
      'constructor',
      'plan:__proto__',
      'pin:__proto__',
      'added:__proto__',
      `plan:${HEX}`,
      `added:${HEX}`,
      'inline:broken',
      'inline:named-otherwise',
    ])
      expect(skipped).toContain(field)
    for (const field of skipped) expect(warnings.some((w) => w.includes(`"${field}"`))).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    // the admin API answers on both, and a later change still applies
    await connect(b).useScenario('server-error')
    expect((await get(a, PROFILE, bearer)).status).toBe(500)
  })
})
