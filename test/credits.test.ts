import { describe, expect, it } from 'vitest'
import type { RuntimeApp } from '../src/app.js'
import type { KeyEntry } from '../src/keys.js'
import { readFileSync } from 'node:fs'
import { get, testApp } from './support/app.js'
import { tempDir, writeFiles } from './support/tmp.js'

const URL = '/v1/people/profile?username=jane-doe'
const NO_CREDITS = 'test_nocredits_00000000000005'
const STARTER = 'test_starter_0000000000000001'
const INSUFFICIENT = { error: 'Insufficient credits', code: 'INSUFFICIENT_CREDITS' }

const as = (key: string, extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${key}`, ...extra })

/** A key with a large limit, so only credits decide. */
function bigKey(key: string, credits: number | 'unlimited'): KeyEntry {
  return { key, plan: 'Enterprise', requestsPerMinute: 1_000_000, credits }
}

const creditsOf = (app: RuntimeApp, key: string) => app.mock.keys.get(key)?.credits

describe('at zero credits', () => {
  it('answers 402 INSUFFICIENT_CREDITS and serves nothing', async () => {
    const app = testApp()
    const { status, body, res } = await get(app, URL, as(NO_CREDITS))
    expect(status).toBe(402)
    expect(body).toEqual(INSUFFICIENT)
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(res.headers.get('x-mock-credits-remaining')).toBe('0')
    expect(res.headers.has('x-mock-source')).toBe(false)
    const [entry] = app.mock.journal.list({})
    expect(entry).toMatchObject({ status: 402, credits: 0, source: null })
    expect(creditsOf(app, NO_CREDITS)).toBe(0)
  })

  it('answers 402 on the call after the last credit is spent', async () => {
    const app = testApp({ keys: [bigKey('three-credits', 3)] })
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await get(app, URL, as('three-credits')))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 402, 402])
    expect(answers.map((a) => a.res.headers.get('x-mock-credits-remaining'))).toEqual(['2', '1', '0', '0', '0'])
    expect(creditsOf(app, 'three-credits')).toBe(0)
  })

  it('serves again after the balance is topped up through PUT /__admin/keys/{key}', async () => {
    const app = testApp()
    expect((await get(app, URL, as(NO_CREDITS))).status).toBe(402)
    const put = await app.request(`/__admin/keys/${NO_CREDITS}`, {
      method: 'PUT',
      body: JSON.stringify({ credits: 2 }),
    })
    expect(put.status).toBe(200)
    expect((await get(app, URL, as(NO_CREDITS))).status).toBe(200)
    expect(creditsOf(app, NO_CREDITS)).toBe(1)
  })
})

describe('charging', () => {
  it('charges 1 credit per served call on every endpoint', async () => {
    const app = testApp({ keys: [bigKey('hundred-credits', 100)] })
    const { ENDPOINTS } = await import('../src/endpoints.js')
    const { sampleUrl } = await import('./support/values.js')
    for (const def of ENDPOINTS) expect((await get(app, sampleUrl(def), as('hundred-credits'))).status).toBe(200)
    expect(creditsOf(app, 'hundred-credits')).toBe(100 - ENDPOINTS.length)
  })

  it('shows no credits header for a key with unlimited credits', async () => {
    const app = testApp({ keys: [bigKey('unlimited-key', 'unlimited')] })
    const { res } = await get(app, URL, as('unlimited-key'))
    expect(res.status).toBe(200)
    expect(res.headers.has('x-mock-credits-remaining')).toBe(false)
  })

  const REFUSALS = [
    ['400 missing parameter', '/v1/people/profile', {}, 400],
    ['400 invalid parameter', '/v1/companies/jobs?companyId=1441&page=0', {}, 400],
    ['400 unknown scenario', URL, { 'X-Mock-Scenario': 'no-such-scenario' }, 400],
    ['401 from the invalid-key scenario', URL, { 'X-Mock-Scenario': 'invalid-key' }, 401],
    ['404 unknown path', '/v1/people/nothing-here?username=x', {}, 404],
    ['404 from the not-found scenario', URL, { 'X-Mock-Scenario': 'not-found' }, 404],
    ['405 wrong method', URL, { 'X-Method': 'POST' }, 405],
    ['429 from the rate-limited scenario', URL, { 'X-Mock-Scenario': 'rate-limited' }, 429],
    ['500 from the server-error scenario', URL, { 'X-Mock-Scenario': 'server-error' }, 500],
  ] as const

  it.each(REFUSALS)('charges nothing for a %s', async (_name, url, extra, status) => {
    const app = testApp()
    const { 'X-Method': method = 'GET', ...headers } = extra as Record<string, string>
    const res = await app.request(url, { method, headers: as(STARTER, headers) })
    expect(res.status).toBe(status)
    expect(creditsOf(app, STARTER)).toBe(1000)
    expect(app.mock.keys.get(STARTER)?.usage.creditsUsed).toBe(0)
  })

  it('charges nothing for a 401 from a wrong key', async () => {
    const app = testApp()
    expect((await get(app, URL, as(`${STARTER}x`))).status).toBe(401)
    expect(app.mock.keys.all().every((k) => k.usage.creditsUsed === 0)).toBe(true)
    expect(creditsOf(app, STARTER)).toBe(1000)
  })

  it('charges nothing for a 429 from the limiter', async () => {
    const app = testApp()
    for (let i = 0; i < 21; i++) await get(app, URL, as(STARTER))
    expect(creditsOf(app, STARTER)).toBe(980)
  })
})

describe('under concurrency', () => {
  it('serves exactly the balance out of 500 concurrent calls and ends at 0, never below', async () => {
    const app = testApp({ keys: [bigKey('three-hundred', 300)] })
    let lowest = Infinity
    const answers = await Promise.all(
      Array.from({ length: 500 }, async () => {
        const r = await get(app, URL, as('three-hundred'))
        lowest = Math.min(lowest, creditsOf(app, 'three-hundred') ?? -1)
        return r
      }),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(300)
    const refused = answers.filter((a) => a.status === 402)
    expect(refused).toHaveLength(200)
    for (const r of refused) expect(r.body).toEqual(INSUFFICIENT)
    expect(creditsOf(app, 'three-hundred')).toBe(0)
    expect(lowest).toBeGreaterThanOrEqual(0)
    expect(app.mock.keys.get('three-hundred')?.usage.creditsUsed).toBe(300)
  })

  it('keeps the balance exact over 500 concurrent calls mixing served calls and refusals', async () => {
    const app = testApp({ keys: [bigKey('thousand', 1000)] })
    const urls = Array.from({ length: 500 }, (_, i) =>
      i % 5 === 0
        ? '/v1/people/profile'
        : i % 5 === 1
          ? `${URL}&__scenario=server-error`
          : `/v1/people/profile?username=user-n${i}`,
    )
    const answers = await Promise.all(urls.map((u) => get(app, u, as('thousand'))))
    const served = answers.filter((a) => a.status === 200).length
    expect(served).toBe(300)
    expect(answers.filter((a) => a.status === 400)).toHaveLength(100)
    expect(answers.filter((a) => a.status === 500)).toHaveLength(100)
    expect(creditsOf(app, 'thousand')).toBe(1000 - served)
  })

  it('gives back every reserved credit once all concurrent calls are answered', async () => {
    const app = testApp({ keys: [bigKey('ten-credits', 10)] })
    // half the calls are refused with 400 after reserving; their credits must all come back
    const urls = Array.from({ length: 40 }, (_, i) => (i % 2 ? '/v1/people/profile' : URL))
    const answers = await Promise.all(urls.map((u) => get(app, u, as('ten-credits'))))
    const served = answers.filter((a) => a.status === 200).length
    expect(served).toBeGreaterThan(0)
    expect(served).toBeLessThanOrEqual(10)
    expect(creditsOf(app, 'ten-credits')).toBe(10 - served)
  })
})

describe('reset', () => {
  it('restores every balance from the keys file on POST /__admin/reset', async () => {
    const app = testApp()
    for (let i = 0; i < 5; i++) await get(app, URL, as(STARTER))
    expect(creditsOf(app, STARTER)).toBe(995)
    expect((await app.request('/__admin/reset', { method: 'POST' })).status).toBe(200)
    expect(creditsOf(app, STARTER)).toBe(1000)
  })
})

describe('a held credit given back after the answer failed', () => {
  it('restores the balance and says so in X-Mock-Credits-Remaining on the failed answer', async () => {
    // lockdown fails in the route stage, after the credits stage has held the credit
    const fixtures = writeFiles(tempDir(), {
      'people/profile/ada-quinn.json': readFileSync('fixtures/people/profile/ada-quinn.json', 'utf8'),
    })
    const app = testApp({ mode: 'lockdown', fixtures, keys: [bigKey('five-credits', 5)] })
    const missing = await get(app, URL, as('five-credits'))
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ code: 'FIXTURE_NOT_FOUND' })
    expect(missing.res.headers.get('x-mock-credits-remaining')).toBe('5')
    expect(creditsOf(app, 'five-credits')).toBe(5)
    expect(app.mock.keys.get('five-credits')?.usage.creditsUsed).toBe(0)
    const served = await get(app, '/v1/people/profile?username=ada-quinn', as('five-credits'))
    expect(served.status).toBe(200)
    expect(served.res.headers.get('x-mock-credits-remaining')).toBe('4')
    expect(app.mock.journal.list({}).map((e) => [e.status, e.credits])).toEqual([
      [404, 0],
      [200, 1],
    ])
  })
})
