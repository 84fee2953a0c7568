import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { RuntimeApp } from '../../src/app.js'
import { DEV_KEY } from '../../src/keys.js'
import { testApp } from '../support/app.js'
import { within } from '../support/deadline.js'

// A scenario answered before auth: an unknown key got 500 under server-error, 429 under rate-limited, and waited for
// slow's delay. Auth now runs before every scenario rule but the ones that refuse the key themselves.

const PROFILE = '/v1/people/profile?username=jane-doe'
const SEARCH = '/v1/companies/search?keywords=robots'

/** Rules defined at run time, next to the shipped scenarios, for the answers those do not cover. */
const INLINE = [
  { name: 'own-body', rules: [{ effect: { status: 503, body: { down: true } } }] },
  { name: 'no-content', rules: [{ effect: { status: 204 } }] },
  { name: 'truncated', rules: [{ effect: { disconnect: 'truncate' } }] },
  { name: 'reset', rules: [{ effect: { disconnect: 'reset' } }] },
  { name: 'second-call-fails', rules: [{ match: { calls: { from: 2 } }, effect: { error: 'INTERNAL_ERROR' } }] },
  { name: 'for-one-key', rules: [{ match: { key: 'not-a-key-000000001' }, effect: { status: 500 } }] },
  { name: 'quick', rules: [{ effect: { latencyMs: 1 } }] },
  { name: 'ten-minutes', rules: [{ effect: { latencyMs: 600_000 } }] },
  { name: 'own-401', rules: [{ effect: { status: 401 } }] },
]

/** Failure scenarios, and the status a known key gets on its `calls`-th call. */
const FAILURES: [scenario: string, known: number, calls: number][] = [
  ['server-error', 500, 1],
  ['rate-limited', 429, 1],
  ['credits-exhausted', 402, 1],
  ['not-found', 404, 1],
  ['throttle-then-recover', 429, 4],
  ['empty-results', 200, 1],
  ['null-items', 200, 1],
  ['own-body', 503, 1],
  ['no-content', 204, 1],
  ['truncated', 200, 1],
  ['second-call-fails', 500, 2],
  ['quick', 200, 1],
]

function app(): RuntimeApp {
  const mock = testApp()
  for (const scenario of INLINE) mock.mock.scenarios.define({ description: scenario.name, ...scenario })
  return mock
}

const UNKNOWN_KEY = fc
  .stringMatching(/^[\x21-\x7e]{8,40}$/)
  .filter((key) => key !== DEV_KEY && !key.startsWith('test_'))
const AUTH_STYLE = fc.constantFrom(
  (key: string) => ({ Authorization: `Bearer ${key}` }),
  (key: string) => ({ 'x-api-key': key }),
)

async function answer(mock: RuntimeApp, url: string, headers: Record<string, string>) {
  const res = await mock.request(url, { headers })
  return { status: res.status, text: await res.text(), auth: res.headers.get('www-authenticate') }
}

/** Each failure scenario, and how many calls of an unknown key it gets to answer. */
const UNKNOWN_KEY_CASES: [scenario: string, calls: number][] = [
  ...FAILURES.map(([name, , calls]): [string, number] => [name, calls]),
  ['flaky', 30],
  ['slow', 1],
  ['reset', 1],
]

describe('an unknown key is refused before any failure scenario', () => {
  it.each(UNKNOWN_KEY_CASES)('gets 401 INVALID_API_KEY under %s, every call', async (scenario, calls) => {
    await fc.assert(
      fc.asyncProperty(UNKNOWN_KEY, AUTH_STYLE, fc.constantFrom(PROFILE, SEARCH), async (key, style, url) => {
        const mock = app()
        const refused = await answer(mock, url, style(key))
        for (let i = 0; i < calls; i++) {
          const got = await answer(mock, url, { ...style(key), 'X-Mock-Scenario': scenario })
          expect(got).toEqual(refused)
        }
        expect(refused).toEqual({
          status: 401,
          text: '{"error":"Invalid API key","code":"INVALID_API_KEY"}',
          auth: 'Bearer',
        })
        const last = mock.mock.journal.list({}).at(-1)
        expect(last).toMatchObject({ scenario, rule: null, status: 401, disconnect: null, source: null })
      }),
      { numRuns: 5 },
    )
  })

  it('does not wait for the delay of the rule it never reaches', async () => {
    const headers = { Authorization: 'Bearer not-a-key-000000001', 'X-Mock-Scenario': 'ten-minutes' }
    const res = await within(
      10_000,
      Promise.resolve(app().request(PROFILE, { headers })),
      'the 401 before the scenario delay',
    )
    expect(res.status).toBe(401)
  })

  it('is refused under a rule that names it', async () => {
    const headers = { Authorization: 'Bearer not-a-key-000000001', 'X-Mock-Scenario': 'for-one-key' }
    expect((await app().request(PROFILE, { headers })).status).toBe(401)
  })

  it('gets no answer of the scenario when no key is sent: 401 MISSING_API_KEY', async () => {
    for (const [scenario] of FAILURES) {
      const res = await answer(app(), PROFILE, { 'X-Mock-Scenario': scenario })
      expect(res).toMatchObject({ status: 401, text: '{"error":"Missing API key","code":"MISSING_API_KEY"}' })
    }
  })
})

describe('a known key still gets the scenario', () => {
  it.each<[string, number, number]>([...FAILURES, ['flaky', 500, 0]])(
    'under %s: %s',
    async (scenario, status, calls) => {
      const mock = app()
      const headers = { Authorization: `Bearer ${DEV_KEY}`, 'X-Mock-Scenario': scenario }
      if (scenario === 'flaky') {
        // seeded: some of 30 calls fail, each with the scenario's rule
        const statuses = []
        for (let i = 0; i < 30; i++) statuses.push((await mock.request(PROFILE, { headers })).status)
        expect(statuses.filter((s) => s !== 200).every((s) => s === 500 || s === 503)).toBe(true)
        expect(statuses.some((s) => s !== 200)).toBe(true)
        return
      }
      for (let i = 1; i < calls; i++) await mock.request(PROFILE, { headers })
      expect((await mock.request(PROFILE, { headers })).status).toBe(status)
      expect(mock.mock.journal.list({}).at(-1)).toMatchObject({ scenario, rule: 0 })
    },
  )

  it('has its connection reset under reset', async () => {
    const res = await app().request(PROFILE, {
      headers: { Authorization: `Bearer ${DEV_KEY}`, 'X-Mock-Scenario': 'reset' },
    })
    await expect(res.text()).rejects.toThrow()
  })
})

describe('the auth scenarios answer in place of auth', () => {
  it.each([
    ['missing-key', { Authorization: `Bearer ${DEV_KEY}` }, 'MISSING_API_KEY'],
    ['missing-key', { Authorization: 'Bearer not-a-key-000000001' }, 'MISSING_API_KEY'],
    ['missing-key', {}, 'MISSING_API_KEY'],
    ['invalid-key', { Authorization: `Bearer ${DEV_KEY}` }, 'INVALID_API_KEY'],
    ['invalid-key', { 'x-api-key': DEV_KEY }, 'INVALID_API_KEY'],
    ['invalid-key', {}, 'INVALID_API_KEY'],
    ['own-401', { Authorization: `Bearer ${DEV_KEY}` }, 'INVALID_API_KEY'],
  ])('%s with %o: 401 %s', async (scenario, headers, code) => {
    const mock = app()
    const res = await answer(mock, PROFILE, { ...headers, 'X-Mock-Scenario': scenario })
    expect(res.status).toBe(401)
    expect(JSON.parse(res.text)).toMatchObject({ code })
    expect(mock.mock.journal.list({}).at(-1)).toMatchObject({ scenario, rule: 0, source: 'scenario' })
  })
})
