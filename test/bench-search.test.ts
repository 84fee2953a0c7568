import { afterAll, beforeAll, expect, it } from 'vitest'
// @ts-expect-error: a plain script module, without types
import { searchCoverage } from '../scripts/bench/search.mjs'
import { type MockServer, startMockServer } from '../src/server.js'
import { HELD_OUT } from './data/search-held-out.js'

// the bench's search row asks a listening server every held-out keyword: what it reports is what the server answers
let mock: MockServer

beforeAll(async () => {
  mock = await startMockServer({ fixtures: false, clock: 'virtual', seed: 3 })
})

afterAll(() => mock.close())

it('the bench search row: the held-out keywords finding results on each search endpoint, per kind', async () => {
  const result = await searchCoverage(mock.url, { Authorization: 'Bearer mock-dev-key' })
  for (const endpoint of ['companies', 'posts']) {
    const r = result[endpoint]
    expect(r.of).toBe(HELD_OUT.length)
    expect(r.found + r.missed.length).toBe(r.of)
    expect(r.rate, r.missed.join(', ')).toBeGreaterThanOrEqual(0.95)
    expect(Object.values(r.kinds).reduce((n: number, k: any) => n + k.of, 0)).toBe(r.of)
  }
  expect(result.lines).toHaveLength(2)
  expect(result.lines[0]).toMatch(/^ {2}held-out keywords finding results on companies\/search: \d+\.\d% \(\d+ of 250;/)
})
