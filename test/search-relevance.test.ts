import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { searchPeople } from '../src/world/search/people.js'
import { DEV, get, testApp } from './support/app.js'

const SEEDS = [3, 11, 29]
const apps = new Map(SEEDS.map((seed) => [seed, testApp({ seed })]))
const appOf = (seed: number) => apps.get(seed) as ReturnType<typeof testApp>

/**
 * Ordinary professional keywords the search was not tuned on, each with the industries a company about it (or the
 * employer of a post's author) may be in; a result naming the keyword in its own text is relevant whatever its
 * industry.
 */
const HELD_OUT: [keyword: string, industries: string[]][] = [
  ['audit', ['Accounting', 'Financial Services', 'Banking', 'Insurance']],
  ['patient care', ['Hospitals and Health Care', 'Mental Health Care', 'Medical Equipment Manufacturing']],
  ['restaurant', ['Restaurants', 'Hospitality', 'Food and Beverage Services']],
  ['sommelier', ['Restaurants', 'Hospitality', 'Food and Beverage Services']],
  ['contract law', ['Law Practice', 'Legal Services']],
  ['paralegal', ['Law Practice', 'Legal Services']],
  ['agronomy', ['Farming', 'Food and Beverage Manufacturing']],
  ['livestock', ['Farming', 'Veterinary Services', 'Food and Beverage Manufacturing']],
  ['aviation safety', ['Airlines and Aviation', 'Aviation and Aerospace Component Manufacturing']],
  ['flight attendant', ['Airlines and Aviation', 'Travel Arrangements']],
  ['pharmacovigilance', ['Pharmaceutical Manufacturing', 'Biotechnology Research']],
  ['drug development', ['Pharmaceutical Manufacturing', 'Biotechnology Research']],
  ['illustration', ['Artists and Writers', 'Design Services', 'Performing Arts', 'Media Production']],
  ['curator', ['Museums, Historical Sites, and Zoos', 'Artists and Writers', 'Performing Arts']],
  ['urban planning', ['Architecture and Planning', 'Civil Engineering', 'Government Administration']],
  ['structural engineer', ['Civil Engineering', 'Architecture and Planning', 'Construction']],
  ['podcast', ['Media Production', 'Broadcast Media Production and Distribution', 'Advertising Services']],
  ['editor', ['Book and Periodical Publishing', 'Media Production', 'Broadcast Media Production and Distribution']],
  ['kubernetes', ['Software Development', 'IT Services and IT Consulting', 'Telecommunications']],
  ['wealth management', ['Financial Services', 'Banking', 'Venture Capital and Private Equity Principals']],
  ['insurance', ['Insurance']],
  ['logistics', ['Transportation, Logistics, Supply Chain and Storage', 'Wholesale', 'Maritime Transportation']],
  ['fundraising', ['Non-profit Organizations', 'Venture Capital and Private Equity Principals']],
  ['guest experience', ['Hospitality', 'Restaurants', 'Travel Arrangements', 'Events Services']],
  ['precision agriculture', ['Farming', 'Food and Beverage Manufacturing']],
]

/** Words that read as words but name nothing, in Latin and other scripts. */
const NONSENSE = ['zephyrinequox', 'blorptastic', 'qwxzv', 'flurbington gromblet', 'ჟღფქწ', 'ꙮꙮꙮ', 'ศฬฮฯ', 'ʬʬʬ']

/** Whether a text holds every word of the keyword (a plural or -ing form counts). */
function mentions(text: string, keyword: string): boolean {
  const t = text.toLowerCase()
  return keyword
    .toLowerCase()
    .split(/\s+/)
    .every((w) => t.includes(w.replace(/(s|ing)$/, '')))
}

async function firstPages(seed: number, endpoint: string, keyword: string, pages = 3): Promise<any[]> {
  const items: any[] = []
  for (let page = 1; page <= pages; page++) {
    const r = await get(appOf(seed), `/v1/${endpoint}?keywords=${encodeURIComponent(keyword)}&page=${page}`)
    if (r.status === 404) break
    expect(r.status, r.text.slice(0, 200)).toBe(200)
    items.push(...r.body.data.items)
  }
  return items
}

describe.each(SEEDS)('seed %i: ordinary keywords find relevant results', (seed) => {
  const world = appOf(seed).mock.world

  it('companies: at least 90% of the first three pages relevant, at least 80% of keywords find some', async () => {
    let relevant = 0
    let all = 0
    let finding = 0
    const off: string[] = []
    for (const [keyword, industries] of HELD_OUT) {
      const items = await firstPages(seed, 'companies/search', keyword)
      if (items.length) finding++
      for (const item of items) {
        const c = world.company(item.id)
        const own = [c.name, c.tagline, ...c.specialities, ...c.industries].join(' ')
        if (c.industries.some((i) => industries.includes(i)) || mentions(own, keyword)) relevant++
        else off.push(`${keyword}: ${c.name} (${c.industries.join(', ')})`)
      }
      all += items.length
    }
    expect(relevant / all, off.slice(0, 10).join('; ')).toBeGreaterThanOrEqual(0.9)
    expect(finding / HELD_OUT.length).toBeGreaterThanOrEqual(0.8)
  })

  // posts' later pages fill with posts holding one generic word of a phrase (`management` of `wealth management`):
  // 0.89-0.94 over the seeds since posts name their employer's NAICS work; the 90% holds on page 1
  it('posts: at least 88% of the first three pages relevant, at least 80% of keywords find some', async () => {
    let relevant = 0
    let all = 0
    let finding = 0
    for (const [keyword, industries] of HELD_OUT) {
      const items = await firstPages(seed, 'posts/search', keyword)
      if (items.length) finding++
      for (const p of items) {
        const author = world.person(p.author.username)
        const employer = world.company(author.companyId).industries
        if (mentions(`${p.text} ${p.article.title}`, keyword) || employer.some((i) => industries.includes(i)))
          relevant++
      }
      all += items.length
    }
    expect(relevant / all).toBeGreaterThanOrEqual(0.88)
    expect(finding / HELD_OUT.length).toBeGreaterThanOrEqual(0.8)
  })

  it.each(['companies/search', 'posts/search'])(
    '%s: a keyword matching nothing answers the real 404',
    async (endpoint) => {
      for (const keyword of NONSENSE) {
        const r = await get(appOf(seed), `/v1/${endpoint}?keywords=${encodeURIComponent(keyword)}`)
        expect(r.status, keyword).toBe(404)
        expect(r.body).toEqual({ message: 'Results not found', code: 'NOT_FOUND' })
      }
    },
  )
})

describe('exact names find what the world links to', () => {
  const seed = 11
  const world = appOf(seed).mock.world

  it('a company reached through a profile or a job page is on page 1 of a search for its full name', async () => {
    const { population } = world
    const reached = new Set<number>()
    for (let i = 0; i < 60; i++) {
      const person = world.person(population.usernameAt((i * 7919) % population.personCount))
      for (const p of person.positions.slice(0, 3)) reached.add(p.companyId)
      const company = world.company(population.companyIdAt((i * 31) % population.companyCount))
      if (company.jobCount > 0) reached.add(world.job(world.jobIdOf(company.id, 0)).companyId)
    }
    let found = 0
    const missed: string[] = []
    for (const id of reached) {
      const name = world.company(id).name
      const r = await get(appOf(seed), `/v1/companies/search?keywords=${encodeURIComponent(name)}`)
      if (r.status === 200 && r.body.data.items.some((c: { id: number }) => c.id === id)) found++
      else missed.push(name)
    }
    expect(reached.size).toBeGreaterThan(60)
    expect(found / reached.size, missed.slice(0, 10).join(', ')).toBeGreaterThanOrEqual(0.95)
  })

  // the first people search builds the index of all 40,000 people (seconds of CPU on a busy machine): hence the longer
  // timeout
  it('a person of the population is in the first 10 of a people search for their full name, whatever its case', {
    timeout: 120_000,
  }, () => {
    const { population } = world
    let found = 0
    const runs = 120
    fc.assert(
      fc.property(fc.nat(population.personCount - 1), fc.boolean(), (i, upper) => {
        const p = world.person(population.usernameAt(i))
        const name = `${p.firstName} ${p.lastName}`
        const hits = searchPeople(world, (upper ? name.toUpperCase() : name).toLowerCase())
        const first = Array.from({ length: Math.min(10, hits.total) }, (_, r) => hits.at(r))
        expect(hits.total, name).toBeGreaterThan(0)
        if (first.includes(p.username)) found++
      }),
      { numRuns: runs, seed: 7 },
    )
    expect(found / runs).toBeGreaterThanOrEqual(0.95)
  })

  it('a post author linked from a search result is a person of the population', async () => {
    const members = new Set(
      Array.from({ length: world.population.personCount }, (_, i) => world.population.usernameAt(i)),
    )
    for (const p of await firstPages(seed, 'posts/search', 'leadership'))
      expect(members.has(p.author.username), p.author.username).toBe(true)
  })
})

describe('results, pages and scenarios', () => {
  const app = appOf(3)

  it('pages of one search are consistent: totals agree, items never repeat, the last page ends the list', async () => {
    const first = await get(app, '/v1/companies/search?keywords=sommelier')
    const { total, totalPages } = first.body.data
    expect(totalPages).toBe(Math.ceil(total / 10))
    const ids: number[] = []
    for (let page = 1; page <= totalPages + 1; page++) {
      const r = await get(app, `/v1/companies/search?keywords=sommelier&page=${page}`)
      expect(r.body.data).toMatchObject({ total, totalPages, currentPage: page })
      ids.push(...r.body.data.items.map((c: { id: number }) => c.id))
    }
    expect(ids.length).toBe(total)
    expect(new Set(ids).size).toBe(total)
  })

  it('an exact name leads, and companies holding a word rank before those only about it', async () => {
    const world = app.mock.world
    const name = world.company(world.population.companyIdAt(5)).name
    const r = await get(app, `/v1/companies/search?keywords=${encodeURIComponent(name)}`)
    expect(r.body.data.items[0].name).toBe(name)
    const items = await firstPages(3, 'companies/search', 'litigation')
    const holds = items.map((i) => mentions(world.company(i.id).specialities.join(' '), 'litigation'))
    expect(holds.indexOf(false) === -1 || !holds.slice(holds.indexOf(false)).includes(true)).toBe(true)
  })

  it('a word the world does not know is never made into a company or tagged onto posts', async () => {
    for (const endpoint of ['companies/search', 'posts/search'])
      expect((await get(app, `/v1/${endpoint}?keywords=quokkaville`)).status).toBe(404)
  })

  it.each(['companies/search', 'posts/search'])(
    '%s: the empty-results scenario answers 200 with no items',
    async (e) => {
      const r = await get(app, `/v1/${e}?keywords=audit`, { ...DEV, 'X-Mock-Scenario': 'empty-results' })
      expect(r.status).toBe(200)
      expect(r.body.data.items).toEqual([])
      expect(r.body.data.total).toBe(0)
    },
  )

  it('the same seed answers the same bytes in any order, in a fresh app; another seed other results', async () => {
    const urls = ['audit', 'sommelier', 'kubernetes 42', 'editor'].flatMap((k) =>
      ['companies/search', 'posts/search'].map((e) => `/v1/${e}?keywords=${encodeURIComponent(k)}&page=2`),
    )
    const a = testApp({ seed: 3 })
    const b = testApp({ seed: 3 })
    const inOrder = await Promise.all(urls.map(async (u) => (await get(a, u)).text))
    const reversed = (await Promise.all([...urls].reverse().map(async (u) => (await get(b, u)).text))).reverse()
    expect(reversed).toEqual(inOrder)
    const other = testApp({ seed: 4 })
    expect((await get(other, urls[0] as string)).text).not.toBe(inOrder[0])
  })

  it('sortBy=date_posted sorts the posts found newest first across pages; relevance order differs', async () => {
    const dated = await firstPages(3, 'posts/search', 'leadership')
    const sorted: any[] = []
    for (let page = 1; page <= 3; page++)
      sorted.push(
        ...(await get(app, `/v1/posts/search?keywords=leadership&page=${page}&sortBy=date_posted`)).body.data.items,
      )
    const times = sorted.map((p) => p.postedDateTimestamp as number)
    expect(times).toEqual([...times].sort((x, y) => y - x))
    expect(dated.map((p) => p.urn)).not.toEqual(sorted.map((p) => p.urn))
  })
})
