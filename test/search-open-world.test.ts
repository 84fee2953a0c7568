import { describe, expect, it } from 'vitest'
import { HELD_OUT } from './data/search-held-out.js'
import { HELD_OUT_PHRASES } from './data/search-held-out-phrases.js'
import { testApp } from './support/app.js'
import {
  holdsEvery,
  measureCompanyNames,
  measureNonsense,
  measurePeopleNames,
  measurePostAuthors,
  measureSearch,
} from './support/search-measure.js'

// held-out keywords from job boards in six languages (test/data/search-held-out.ts), never the code's vocabulary; the
// bounds are the targets where the search reaches them, else a floor under the measured level (docs/search.md
// says which: the strict multi-word measure, 90%, is not reached yet); `phrases`: the strict measure over a second
// list of multi-word keywords (test/data/search-held-out-phrases.ts), so a floor is not a fit to one list
const SEEDS = [3, 11]
const ENDPOINTS = ['companies/search', 'posts/search'] as const
const FLOORS = {
  'companies/search': { coverage: 0.95, relevance: 0.9, firstHoldsAll: 0.79, phrases: 0.91 },
  'posts/search': { coverage: 0.95, relevance: 0.9, firstHoldsAll: 0.79, phrases: 0.85 },
}

describe.each(SEEDS)('seed %i: the open world is searchable', (seed) => {
  const app = testApp({ seed })
  const world = app.mock.world

  it.each(ENDPOINTS)('%s: held-out job-board keywords find results, and page 1 is about them', async (endpoint) => {
    const m = await measureSearch(app, endpoint, HELD_OUT)
    expect(m.coverage, `missed: ${m.missed.join(', ')}`).toBeGreaterThanOrEqual(FLOORS[endpoint].coverage)
    expect(m.relevance, m.off.slice(0, 10).join('; ')).toBeGreaterThanOrEqual(FLOORS[endpoint].relevance)
  })

  it.each(ENDPOINTS)(
    '%s: the first result of a multi-word keyword holds every word (forms allowed)',
    async (endpoint) => {
      const phrases = HELD_OUT.filter((h) => h.keyword.trim().includes(' '))
      const m = await measureSearch(app, endpoint, phrases)
      expect(phrases.length).toBeGreaterThan(40)
      expect(m.firstHoldsAll).toBeGreaterThanOrEqual(FLOORS[endpoint].firstHoldsAll)
    },
  )

  it.each(ENDPOINTS)(
    '%s: on a second held-out list of multi-word keywords, the first result holds every word as often',
    async (endpoint) => {
      const m = await measureSearch(app, endpoint, HELD_OUT_PHRASES)
      expect(HELD_OUT_PHRASES.length).toBeGreaterThan(40)
      expect(m.firstHoldsAll).toBeGreaterThanOrEqual(FLOORS[endpoint].phrases)
    },
  )

  it.each(ENDPOINTS)('%s: every word of the keywords in the other five languages finds results', async (endpoint) => {
    const m = await measureSearch(
      app,
      endpoint,
      HELD_OUT.filter((h) => h.language !== 'en'),
    )
    expect(m.coverage, m.missed.join(', ')).toBeGreaterThanOrEqual(0.95)
  })

  it.each(ENDPOINTS)('%s: made-up words in any script answer the real 404', async (endpoint) => {
    const n = await measureNonsense(app, endpoint)
    expect(n.found).toEqual([])
  })

  it('a multi-word keyword: when a company holds every word, the first result holds every word', async () => {
    const phrases = HELD_OUT.filter((h) => h.keyword.includes(' ')).map((h) => h.keyword)
    const texts = Array.from({ length: world.population.companyCount }, (_, i) => {
      const c = world.company(world.population.companyIdAt(i))
      return [c.name, c.tagline, c.description, ...c.specialities, ...c.industries].join(' ')
    })
    let held = 0
    let first = 0
    for (const keyword of phrases) {
      if (!texts.some((t) => holdsEvery(t, keyword, false))) continue
      held++
      const r = await app.request(`/v1/companies/search?keywords=${encodeURIComponent(keyword)}`, {
        headers: { Authorization: 'Bearer mock-dev-key' },
      })
      const top = ((await r.json()) as { data: { items: { id: number }[] } }).data.items[0] as { id: number }
      const c = world.company(top.id)
      const own = [c.name, c.tagline, c.description, ...c.specialities, ...c.industries].join(' ')
      if (holdsEvery(own, keyword, false)) first++
    }
    expect(held).toBeGreaterThan(5)
    expect(first / held).toBeGreaterThanOrEqual(0.9)
  })

  it("companies by their exact name at rank 1, names with '&', apostrophes and accents included", async () => {
    const c = await measureCompanyNames(app, 400)
    expect(c.special).toBeGreaterThan(10)
    expect(c.rate, c.missed.slice(0, 10).join(' | ')).toBeGreaterThanOrEqual(0.97)
  })

  it('people by their exact full name at rank 1 (as the shipped people/search reads it)', () => {
    const p = measurePeopleNames(app, 300)
    expect(p.special).toBeGreaterThan(10)
    expect(p.rate, p.missed.slice(0, 10).join(' | ')).toBeGreaterThanOrEqual(0.97)
  })

  it("posts by their author's full name", async () => {
    const a = await measurePostAuthors(app, 150)
    expect(a.rate, a.missed.slice(0, 10).join(' | ')).toBeGreaterThanOrEqual(0.95)
  })
})
