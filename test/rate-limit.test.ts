import { describe, expect, it } from 'vitest'
import type { RuntimeApp } from '../src/app.js'
import { prng } from './support/values.js'
import { DEV, get, testApp } from './support/app.js'

const URL = '/v1/people/profile?username=jane-doe'
const STARTER = 'test_starter_0000000000000001'
const GROWTH = 'test_growth_00000000000000002'
const PAYG = 'test_payg_0000000000000000003'
const ENTERPRISE = 'test_enterprise_0000000000004'

const as = (key: string) => ({ Authorization: `Bearer ${key}` })
const RATE_LIMITED = { error: 'Rate limit exceeded', code: 'RATE_LIMIT_EXCEEDED' }

/** `n` calls at once, as a client's worker pool sends them; answers in order. */
async function burst(app: RuntimeApp, key: string, n: number) {
  return Promise.all(Array.from({ length: n }, () => get(app, URL, as(key))))
}

async function advanceByAdmin(app: RuntimeApp, advanceMs: number): Promise<void> {
  const res = await app.request('/__admin/clock', { method: 'POST', body: JSON.stringify({ advanceMs }) })
  expect(res.status).toBe(200)
}

const PLANS = [
  ['Starter', STARTER, 20],
  ['Growth', GROWTH, 50],
  ['Pay-as-you-go', PAYG, 100],
  ['Enterprise (custom 500)', ENTERPRISE, 500],
] as const

describe('plan limits', () => {
  it.each(PLANS)(
    '%s key: calls up to the limit pass, the next gets 429 with Retry-After 60',
    async (_plan, key, limit) => {
      const app = testApp()
      const first = await burst(app, key, limit)
      expect(first.map((r) => r.status)).toEqual(Array(limit).fill(200))
      expect(
        first.map((r) => r.res.headers.get('x-ratelimit-remaining')).sort((a, b) => Number(a) - Number(b)),
      ).toEqual(Array.from({ length: limit }, (_, i) => String(i)))
      const over = await get(app, URL, as(key))
      expect(over.status).toBe(429)
      expect(over.body).toEqual(RATE_LIMITED)
      expect(over.res.headers.get('retry-after')).toBe('60')
      expect(over.res.headers.get('x-ratelimit-limit')).toBe(String(limit))
      expect(over.res.headers.get('x-ratelimit-remaining')).toBe('0')
    },
  )

  it.each(PLANS)(
    '%s key: Retry-After counts down to the second the window frees, then the full limit passes again',
    async (_plan, key, limit) => {
      const app = testApp()
      await burst(app, key, limit)
      app.mock.clock.advance(59_000)
      const late = await get(app, URL, as(key))
      expect(late.status).toBe(429)
      expect(late.res.headers.get('retry-after')).toBe('1')
      app.mock.clock.advance(999)
      expect((await get(app, URL, as(key))).res.headers.get('retry-after')).toBe('1')
      app.mock.clock.advance(1)
      const again = await burst(app, key, limit + 1)
      expect(again.filter((r) => r.status === 200)).toHaveLength(limit)
      expect(again.filter((r) => r.status === 429)).toHaveLength(1)
    },
  )

  it('gives an Enterprise key the requestsPerMinute of its keys entry', async () => {
    const app = testApp({
      keys: [{ key: 'ent-custom-key-7', plan: 'Enterprise', requestsPerMinute: 7, credits: 'unlimited' }],
    })
    const statuses = (await burst(app, 'ent-custom-key-7', 8)).map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(7)
    expect(statuses.filter((s) => s === 429)).toHaveLength(1)
  })

  it('gives exactly 20 successes to 200 parallel requests from one Starter key', async () => {
    const app = testApp()
    const answers = await burst(app, STARTER, 200)
    expect(answers.filter((r) => r.status === 200)).toHaveLength(20)
    const refused = answers.filter((r) => r.status === 429)
    expect(refused).toHaveLength(180)
    for (const r of refused) {
      expect(r.body).toEqual(RATE_LIMITED)
      expect(r.res.headers.get('retry-after')).toBe('60')
    }
  })

  it('never limits the development key', async () => {
    const app = testApp()
    const answers = await Promise.all(Array.from({ length: 600 }, () => get(app, URL, DEV)))
    expect(answers.every((r) => r.status === 200)).toBe(true)
    expect(answers.some((r) => r.res.headers.has('x-ratelimit-limit'))).toBe(false)
  })

  it('limits each key on its own', async () => {
    const app = testApp()
    await burst(app, STARTER, 21)
    expect((await get(app, URL, as(GROWTH))).status).toBe(200)
  })
})

describe('sliding window', () => {
  it('allows no burst above the limit across a minute boundary', async () => {
    const app = testApp()
    await burst(app, STARTER, 10)
    app.mock.clock.advance(30_000)
    await burst(app, STARTER, 10)
    const full = await get(app, URL, as(STARTER))
    expect(full.status).toBe(429)
    expect(full.res.headers.get('retry-after')).toBe('30')
    app.mock.clock.advance(30_000)
    // a fixed window would now allow 20; the sliding one frees only the 10 from t=0
    const next = await burst(app, STARTER, 11)
    expect(next.filter((r) => r.status === 200)).toHaveLength(10)
    const refused = next.find((r) => r.status === 429)
    expect(refused?.res.headers.get('retry-after')).toBe('30')
  })

  it('admits at most the limit in any 60-second window of a random arrival sequence', async () => {
    const app = testApp()
    const rand = prng(42)
    const admitted: number[] = []
    let refusals = 0
    for (let i = 0; i < 400; i++) {
      app.mock.clock.advance(Math.floor(rand() * 6000))
      const now = app.mock.clock.now()
      const inWindow = admitted.filter((t) => t > now - 60_000)
      const { status, res } = await get(app, URL, as(STARTER))
      if (status === 200) {
        expect(inWindow.length).toBeLessThan(20)
        admitted.push(now)
      } else {
        refusals++
        expect(status).toBe(429)
        expect(inWindow).toHaveLength(20)
        // the slot frees when the oldest call in the window turns 60 s old
        const frees = (inWindow[0] ?? now) + 60_000
        expect(res.headers.get('retry-after')).toBe(String(Math.max(1, Math.ceil((frees - now) / 1000))))
      }
    }
    expect(admitted.length).toBeGreaterThan(20)
    expect(refusals).toBeGreaterThan(0)
  })
})

describe('recovery', () => {
  it.each([
    [
      'app.mock.clock.advance',
      (app: RuntimeApp, ms: number) => Promise.resolve(app.mock.clock.advance(ms)).then(() => undefined),
    ],
    ['POST /__admin/clock', advanceByAdmin],
  ] as const)('serves again once Retry-After has passed on the virtual clock (%s)', async (_how, advance) => {
    const app = testApp()
    await burst(app, STARTER, 20)
    app.mock.clock.advance(15_000)
    const refused = await get(app, URL, as(STARTER))
    const seconds = Number(refused.res.headers.get('retry-after'))
    expect(refused.status).toBe(429)
    expect(seconds).toBe(45)
    await advance(app, seconds * 1000 - 1000)
    expect((await get(app, URL, as(STARTER))).status).toBe(429)
    await advance(app, 1000)
    expect((await get(app, URL, as(STARTER))).status).toBe(200)
  })

  it('runs a full 60-second window through HTTP alone', async () => {
    const app = testApp()
    await burst(app, STARTER, 21)
    await advanceByAdmin(app, 60_000)
    expect((await burst(app, STARTER, 20)).every((r) => r.status === 200)).toBe(true)
  })
})

describe('refusals', () => {
  it('charges no credits for a 429', async () => {
    const app = testApp()
    await burst(app, STARTER, 25)
    const state = app.mock.keys.get(STARTER)
    expect(state?.credits).toBe(1000 - 20)
    expect(state?.usage.throttled).toBe(5)
    expect(state?.usage.creditsUsed).toBe(20)
  })

  it('does not count a 429 against the window', async () => {
    const app = testApp()
    await burst(app, STARTER, 20)
    app.mock.clock.advance(30_000)
    await burst(app, STARTER, 50)
    app.mock.clock.advance(30_000)
    expect((await burst(app, STARTER, 20)).every((r) => r.status === 200)).toBe(true)
  })

  it('counts a 400 against the window, as any call that reached the limiter', async () => {
    const app = testApp()
    for (let i = 0; i < 20; i++) expect((await get(app, '/v1/people/profile', as(STARTER))).status).toBe(400)
    expect((await get(app, URL, as(STARTER))).status).toBe(429)
    expect(app.mock.keys.get(STARTER)?.credits).toBe(1000)
  })

  it('does not count a 401 against the window', async () => {
    const app = testApp({
      keys: [{ key: 'ent-limit-two', plan: 'Enterprise', requestsPerMinute: 2, credits: 'unlimited' }],
    })
    for (let i = 0; i < 5; i++) expect((await get(app, URL, as('ent-limit-twoX'))).status).toBe(401)
    expect((await burst(app, 'ent-limit-two', 2)).every((r) => r.status === 200)).toBe(true)
  })
})

describe('rate-limit headers', () => {
  it('reports the limit and what is left on every answer to a limited key', async () => {
    const app = testApp()
    const { res } = await get(app, URL, as(GROWTH))
    expect(res.headers.get('x-ratelimit-limit')).toBe('50')
    expect(res.headers.get('x-ratelimit-remaining')).toBe('49')
  })

  it('recomputes Retry-After for the slot that frees first when the limit was lowered', async () => {
    const app = testApp({
      keys: [{ key: 'ent-limit-ten', plan: 'Enterprise', requestsPerMinute: 10, credits: 'unlimited' }],
    })
    for (let i = 0; i < 10; i++) {
      await get(app, URL, as('ent-limit-ten'))
      app.mock.clock.advance(1000)
    }
    // calls at t=0..9 s, now t=10 s, limit lowered to 5: six calls must leave, the last of them (t=5 s) at t=65 s
    const res = await app.request('/__admin/keys/ent-limit-ten', {
      method: 'PUT',
      body: JSON.stringify({ requestsPerMinute: 5 }),
    })
    expect(res.status).toBe(200)
    const refused = await get(app, URL, as('ent-limit-ten'))
    expect(refused.status).toBe(429)
    expect(refused.res.headers.get('retry-after')).toBe('55')
  })
})
