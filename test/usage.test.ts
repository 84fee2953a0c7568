import { describe, expect, it } from 'vitest'
import type { RuntimeApp } from '../src/app.js'
import { DEV_KEY, type KeyUsage } from '../src/keys.js'
import type { MockOptions } from '../src/options.js'
import { testApp } from './support/app.js'

// Usage is counted in one place, from the final answer: each request counts once against the key it carried, and its
// 429 or 402 as throttled or refused, whichever stage or scenario answered.

const STARTER = 'usage_starter_0000000001'
const BROKE = 'usage_broke_000000000002'
const KEYS = [
  { key: STARTER, plan: 'Starter' as const, credits: 100 },
  { key: BROKE, plan: 'Growth' as const, credits: 0 },
]
const PROFILE = '/v1/people/profile?username=jane-doe'

const INLINE = [
  { name: 'own-body', rules: [{ effect: { status: 503, body: { down: true } } }] },
  { name: 'own-429', rules: [{ effect: { status: 429, body: { slow: 'down' } } }] },
  { name: 'no-content', rules: [{ effect: { status: 204 } }] },
  { name: 'truncated', rules: [{ effect: { disconnect: 'truncate' } }] },
  { name: 'reset', rules: [{ effect: { disconnect: 'reset' } }] },
]

interface Case {
  name: string
  /** Options of the app (keys and scenarios are added). */
  options?: MockOptions
  /** Requests before the one counted, from the same key. */
  before?: number
  key?: string
  headers?: Record<string, string>
  url?: string
  status: number
  /** What the one request adds to its key's usage; absent: no key's usage moves. */
  counted?: Partial<KeyUsage>
}

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` })
const scenario = (name: string, key = STARTER) => ({ ...bearer(key), 'X-Mock-Scenario': name })

const CASES: Case[] = [
  { name: 'a 200', headers: bearer(STARTER), status: 200, counted: { calls: 1, creditsUsed: 1 } },
  { name: 'a 200 to HEAD', headers: bearer(STARTER), status: 200, counted: { calls: 1, creditsUsed: 1 } },
  { name: 'a 200 by x-api-key', headers: { 'x-api-key': STARTER }, status: 200, counted: { calls: 1, creditsUsed: 1 } },
  {
    name: 'a 400 of a missing parameter',
    url: '/v1/people/profile',
    headers: bearer(STARTER),
    status: 400,
    counted: { calls: 1 },
  },
  {
    name: 'a 404 of an entity that does not exist',
    url: '/v1/people/profile?username=not-found',
    headers: bearer(STARTER),
    status: 404,
    counted: { calls: 1 },
  },
  {
    name: 'a 429 of the plan limit',
    before: 20,
    headers: bearer(STARTER),
    status: 429,
    counted: { calls: 1, throttled: 1 },
  },
  {
    name: 'a 402 of an empty balance',
    headers: bearer(BROKE),
    key: BROKE,
    status: 402,
    counted: { calls: 1, refused: 1 },
  },
  { name: 'a 500 of server-error', headers: scenario('server-error'), status: 500, counted: { calls: 1 } },
  {
    name: 'a 429 of rate-limited',
    headers: scenario('rate-limited'),
    status: 429,
    counted: { calls: 1, throttled: 1 },
  },
  {
    name: 'a 429 of throttle-then-recover',
    before: 3,
    headers: scenario('throttle-then-recover'),
    status: 429,
    counted: { calls: 1, throttled: 1 },
  },
  {
    name: 'a 429 with a body of its own',
    headers: scenario('own-429'),
    status: 429,
    counted: { calls: 1, throttled: 1 },
  },
  {
    name: 'a 402 of credits-exhausted',
    headers: scenario('credits-exhausted'),
    status: 402,
    counted: { calls: 1, refused: 1 },
  },
  { name: 'a 404 of not-found', headers: scenario('not-found'), status: 404, counted: { calls: 1 } },
  { name: 'a 503 with a body of its own', headers: scenario('own-body'), status: 503, counted: { calls: 1 } },
  { name: 'a 204', headers: scenario('no-content'), status: 204, counted: { calls: 1 } },
  { name: 'a truncated 200', headers: scenario('truncated'), status: 200, counted: { calls: 1 } },
  { name: 'a reset connection', headers: scenario('reset'), status: 200, counted: { calls: 1 } },
  { name: 'a 401 of invalid-key', headers: scenario('invalid-key'), status: 401, counted: { calls: 1 } },
  { name: 'a 401 of missing-key', headers: scenario('missing-key'), status: 401, counted: { calls: 1 } },
  { name: 'a 401 of an unknown key', headers: bearer('usage_unknown_00000003'), status: 401 },
  {
    name: 'a 401 of an unknown key under server-error',
    headers: scenario('server-error', 'usage_unknown_00000003'),
    status: 401,
  },
  { name: 'a 401 of no key', headers: {}, status: 401 },
  { name: 'a 401 of a known key sent without Bearer', headers: { Authorization: STARTER }, status: 401 },
  // served as the development key, which the request did not carry: its credits are spent, no call is its
  {
    name: 'a 200 with auth off and no key',
    options: { auth: false },
    headers: {},
    key: DEV_KEY,
    status: 200,
    counted: { creditsUsed: 1 },
  },
  {
    name: 'a 200 with auth off and the key sent',
    options: { auth: false },
    headers: bearer(STARTER),
    status: 200,
    counted: { calls: 1, creditsUsed: 1 },
  },
]

const ZERO: KeyUsage = { calls: 0, creditsUsed: 0, throttled: 0, refused: 0 }

function app(options: MockOptions = {}): RuntimeApp {
  const mock = testApp({ keys: KEYS, ...options })
  for (const s of INLINE) mock.mock.scenarios.define({ description: s.name, ...s })
  return mock
}

async function send(mock: RuntimeApp, c: Case): Promise<number> {
  const res = await mock.request(c.url ?? PROFILE, {
    method: c.name.includes('HEAD') ? 'HEAD' : 'GET',
    headers: c.headers,
  })
  // a reset connection's body fails: the answer is over either way
  await res.text().catch(() => undefined)
  return res.status
}

/** Every key's usage, as the admin API shows it. */
async function usageViews(mock: RuntimeApp): Promise<Record<string, KeyUsage>> {
  const res = await mock.request('/__admin/keys')
  const { keys } = (await res.json()) as { keys: { key: string; usage: KeyUsage }[] }
  return Object.fromEntries(keys.map((k) => [k.key, k.usage]))
}

describe('usage', () => {
  it.each(CASES)('counts $name once, from the answer', async (c) => {
    const mock = app(c.options)
    for (let i = 0; i < (c.before ?? 0); i++) await send(mock, { ...c, name: 'before' })
    const before = await usageViews(mock)
    expect(await send(mock, c)).toBe(c.status)
    const after = await usageViews(mock)

    const key = mock.mock.keys.get(c.key ?? STARTER)
    const moved = Object.keys(after).filter((k) => JSON.stringify(after[k]) !== JSON.stringify(before[k]))
    if (!c.counted) {
      expect(moved).toEqual([])
      return
    }
    expect(moved).toEqual([key?.redacted])
    const was = before[key?.redacted as string] as KeyUsage
    const added = Object.fromEntries(
      Object.entries(after[key?.redacted as string] as KeyUsage).map(([k, v]) => [k, v - was[k as keyof KeyUsage]]),
    )
    expect(added).toEqual({ ...ZERO, ...c.counted })
    // the admin view and the store agree
    expect(after[key?.redacted as string]).toEqual(key?.usage)
  })

  it('adds up over a run of mixed answers', async () => {
    const mock = app()
    for (const c of CASES.filter((c) => !c.options && !c.before)) await send(mock, c)
    const starter = CASES.filter((c) => !c.options && !c.before && c.counted && (c.key ?? STARTER) === STARTER)
    const sum = (field: keyof KeyUsage) => starter.reduce((n, c) => n + (c.counted?.[field] ?? 0), 0)
    expect(mock.mock.keys.get(STARTER)?.usage).toEqual({
      calls: sum('calls'),
      creditsUsed: sum('creditsUsed'),
      throttled: sum('throttled'),
      refused: sum('refused'),
    })
  })
})
