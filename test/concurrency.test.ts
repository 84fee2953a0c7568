import { Agent, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runtimeOf } from '../src/app.js'
import { ENDPOINTS } from '../src/endpoints.js'
import type { KeyEntry } from '../src/keys.js'
import { startMockServer, type MockServer } from '../src/server.js'

/** Ten keys on every plan, some with fewer credits than their limit, some with more. */
const KEYS: (KeyEntry & { limit: number | null })[] = [
  { key: 'conc_starter_full_000001', plan: 'Starter', credits: 1000, limit: 20 },
  { key: 'conc_starter_poor_000002', plan: 'Starter', credits: 7, limit: 20 },
  { key: 'conc_growth_full_0000003', plan: 'Growth', credits: 5000, limit: 50 },
  { key: 'conc_growth_poor_0000004', plan: 'Growth', credits: 31, limit: 50 },
  { key: 'conc_growth_one_00000005', plan: 'Growth', credits: 1, limit: 50 },
  { key: 'conc_payg_full_000000006', plan: 'Pay-as-you-go', credits: 10_000, limit: 100 },
  { key: 'conc_payg_empty_00000007', plan: 'Pay-as-you-go', credits: 0, limit: 100 },
  { key: 'conc_ent_unlimited_00008', plan: 'Enterprise', credits: 'unlimited', requestsPerMinute: 300, limit: 300 },
  { key: 'conc_ent_capped_00000009', plan: 'Enterprise', credits: 64, requestsPerMinute: 75, limit: 75 },
  { key: 'conc_ent_poor_0000000010', plan: 'Enterprise', credits: 90, requestsPerMinute: 1000, limit: 1000 },
]
const PER_KEY = 100
const TOTAL = KEYS.length * PER_KEY

interface Answer {
  key: string
  status: number
  body: string
  contentType: string | undefined
}

/** A fixed interleaving of the 1,000 requests (a seeded shuffle), spread over the endpoints. */
function plan(): { key: string; path: string }[] {
  const list = KEYS.flatMap((k, ki) =>
    Array.from({ length: PER_KEY }, (_, i) => {
      const def = ENDPOINTS[(ki * 7 + i) % ENDPOINTS.length]!
      // a search needs a word the world holds: a keyword matching nothing is the real 404
      const value =
        def.param === 'url'
          ? `https://www.network.example/in/user-${i}/`
          : def.param === 'keywords'
            ? `software ${1000 + i}`
            : `${1000 + i}`
      return { key: k.key, path: `${def.path}?${def.param}=${encodeURIComponent(value)}` }
    }),
  )
  let seed = 12345
  for (let i = list.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648
    const j = seed % (i + 1)
    ;[list[i], list[j]] = [list[j]!, list[i]!]
  }
  return list
}

let mock: MockServer
const agent = new Agent({ keepAlive: true, maxSockets: 64 })

beforeAll(async () => {
  mock = await startMockServer({
    fixtures: false,
    clock: 'virtual',
    keys: KEYS.map(({ limit: _limit, ...entry }) => entry),
    journalSize: TOTAL * 2,
  })
})
afterAll(async () => {
  agent.destroy()
  await mock.close()
})

function get(path: string, key: string, jitter: boolean): Promise<Answer> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${key}`,
    ...(jitter ? { 'X-Mock-Scenario': 'jitter' } : {}),
  }
  return new Promise((resolve, reject) => {
    const req = request(`${mock.url}${path}`, { agent, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          key,
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          contentType: res.headers['content-type'],
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('1,000 concurrent requests from 10 keys over a socket', () => {
  let answers: Answer[] = []

  beforeAll(async () => {
    // a third of the requests wait a seeded 0-25 ms first, so requests overtake each other in flight
    runtimeOf(mock.app).scenarios.define({
      name: 'jitter',
      description: 'seeded delay',
      rules: [{ effect: { latencyMs: [0, 25] } }],
    })
    answers = await Promise.all(plan().map(({ key, path }, i) => get(path, key, i % 3 === 0)))
  }, 120_000)

  it('answers every request, each with JSON and a 200, 402 or 429', () => {
    expect(answers).toHaveLength(TOTAL)
    for (const a of answers) {
      expect([200, 402, 429]).toContain(a.status)
      expect(a.contentType).toMatch(/^application\/json/)
      expect(() => JSON.parse(a.body)).not.toThrow()
    }
  })

  // the limiter runs before the credit check, so a refusal for credits still takes a slot in the window
  it.each(KEYS.map((k) => [k.key, k] as const))('%s: successes, refusals and throttles are exact', (_name, k) => {
    const mine = answers.filter((a) => a.key === k.key)
    const admitted = k.limit === null ? PER_KEY : Math.min(PER_KEY, k.limit)
    const successes = k.credits === 'unlimited' ? admitted : Math.min(admitted, k.credits)
    expect(mine).toHaveLength(PER_KEY)
    expect(mine.filter((a) => a.status === 200)).toHaveLength(successes)
    expect(mine.filter((a) => a.status === 402)).toHaveLength(admitted - successes)
    expect(mine.filter((a) => a.status === 429)).toHaveLength(PER_KEY - admitted)
  })

  it.each(KEYS.map((k) => [k.key, k] as const))(
    '%s: balance and usage match the answers (no charge lost or doubled)',
    async (_name, k) => {
      const mine = answers.filter((a) => a.key === k.key)
      const ok = mine.filter((a) => a.status === 200).length
      const usage = await mock.usage(k.key)
      expect(usage.creditsRemaining).toBe(k.credits === 'unlimited' ? 'unlimited' : k.credits - ok)
      expect(usage.usage).toEqual({
        calls: PER_KEY,
        creditsUsed: ok,
        throttled: mine.filter((a) => a.status === 429).length,
        refused: mine.filter((a) => a.status === 402).length,
      })
    },
  )

  it('journals every request once, with the status its client saw', async () => {
    const journal = await mock.requests()
    expect(journal).toHaveLength(TOTAL)
    expect(new Set(journal.map((e) => e.id)).size).toBe(TOTAL)
    const tally = (statuses: number[]): Record<number, number> => {
      const out: Record<number, number> = {}
      for (const s of statuses) out[s] = (out[s] ?? 0) + 1
      return out
    }
    for (const k of KEYS) {
      const entries = await mock.requests({ key: k.key })
      const mine = answers.filter((a) => a.key === k.key)
      expect(tally(entries.map((e) => e.status ?? 0))).toEqual(tally(mine.map((a) => a.status)))
      expect(entries.reduce((sum, e) => sum + e.credits, 0)).toBe(mine.filter((a) => a.status === 200).length)
    }
  })
})
