import { describe, expect, it } from 'vitest'
import { get, testApp } from './support/app.js'

const app = testApp({ seed: 21 })
const world = app.mock.world

/** Share of results that must be about the keyword, over the first three pages. */
const THRESHOLD = 0.9

const SOFTWARE = [
  'Software Development',
  'IT Services and IT Consulting',
  'Computer Games',
  'Telecommunications',
  'Financial Services',
]
const FINANCE = [
  'Financial Services',
  'Banking',
  'Insurance',
  'Venture Capital and Private Equity Principals',
  'Real Estate',
]

/**
 * The fixed keyword list: industries, skills, job titles and topics, each with the industries a company or post
 * author found for it may be in (besides naming the keyword in its name, tagline or specialities).
 */
const KEYWORDS: [keyword: string, industries: string[]][] = [
  // industries
  ['construction', ['Construction']],
  ['banking', ['Banking']],
  ['insurance', ['Insurance']],
  ['real estate', ['Real Estate']],
  ['retail', ['Retail']],
  ['manufacturing', ['Manufacturing']],
  ['fintech', ['Financial Services', 'Venture Capital and Private Equity Principals']],
  ['logistics', ['Transportation, Logistics, Supply Chain and Storage']],
  ['healthcare', ['Hospitals and Health Care', 'Biotechnology Research']],
  ['higher education', ['Higher Education']],
  ['computer games', ['Computer Games']],
  ['software', ['Software Development', 'IT Services and IT Consulting']],
  ['venture capital', ['Venture Capital and Private Equity Principals']],
  ['biotech', ['Biotechnology Research']],
  // skills
  ['kubernetes', SOFTWARE],
  ['python', [...SOFTWARE, 'Banking', 'Insurance', 'Retail']],
  ['figma', ['Software Development', 'Marketing Services', 'Retail', 'Computer Games']],
  ['financial modeling', FINANCE],
  ['patient care', ['Hospitals and Health Care', 'Biotechnology Research']],
  ['cell therapy', ['Biotechnology Research']],
  ['seo', ['Marketing Services', 'Retail']],
  // job titles
  ['software engineer', SOFTWARE],
  [
    'data scientist',
    ['Software Development', 'Financial Services', 'Banking', 'Insurance', 'Retail', 'Telecommunications'],
  ],
  ['registered nurse', ['Hospitals and Health Care', 'Biotechnology Research']],
  ['product manager', ['Software Development', 'Financial Services', 'Retail', 'Computer Games', 'Telecommunications']],
  ['recruiter', ['Staffing and Recruiting']],
  ['management consultant', ['Management Consulting', 'IT Services and IT Consulting']],
  ['lecturer', ['Higher Education']],
  // topics
  [
    'sustainability',
    ['Renewable Energy Semiconductor Manufacturing', 'Venture Capital and Private Equity Principals', 'Construction'],
  ],
  ['data platform', ['IT Services and IT Consulting']],
  ['design systems', ['Software Development', 'Marketing Services', 'Retail', 'Computer Games']],
]

/** Names the world has never heard of: companies are named after them. */
const NAMES = ['acme', 'zephyrine', 'x', 'quokka']

function words(keyword: string): string[] {
  return keyword.toLowerCase().split(/\s+/)
}

function mentions(text: string, keyword: string): boolean {
  const t = text.toLowerCase()
  return t.includes(keyword.toLowerCase()) || t.includes(`#${keyword.toLowerCase().replace(/[^a-z0-9]+/g, '')}`)
}

async function pages(endpoint: string, keyword: string, extra = ''): Promise<{ total: number; items: any[] }> {
  const items: any[] = []
  let total = 0
  for (let page = 1; page <= 3; page++) {
    const r = await get(app, `/v1/${endpoint}?keywords=${encodeURIComponent(keyword)}&page=${page}${extra}`)
    expect(r.status, `${endpoint} ${keyword}: ${r.text.slice(0, 200)}`).toBe(200)
    total = r.body.data.total
    items.push(...r.body.data.items)
  }
  return { total, items }
}

describe('companies/search finds companies about the keyword', () => {
  it.each(KEYWORDS)(
    `%s: at least ${THRESHOLD * 100}% of results are in a fitting industry or name it`,
    async (keyword, industries) => {
      const { items, total } = await pages('companies/search', keyword)
      expect(items.length).toBeGreaterThan(5)
      expect(total).toBeGreaterThanOrEqual(items.length)
      const about = items.filter((item) => {
        const c = world.company(item.id)
        const own = [c.name, c.tagline, ...c.specialities].join(' | ')
        return industries.includes(c.industries[0] ?? '') || words(keyword).every((w) => mentions(own, w))
      })
      expect(
        about.length / items.length,
        `${keyword}: ${items
          .filter((i) => !about.includes(i))
          .map((i) => `${i.name} (${world.company(i.id).industry})`)
          .join(', ')}`,
      ).toBeGreaterThanOrEqual(THRESHOLD)
    },
  )

  it.each(NAMES)(
    '%s: a word the world does not know finds companies named after it, and by-id agrees',
    async (name) => {
      const { items, total } = await pages('companies/search', name)
      expect(total).toBeGreaterThan(0)
      expect(total).toBeLessThanOrEqual(8)
      for (const item of items) {
        expect(item.name.toLowerCase().startsWith(`${name} `), item.name).toBe(true)
        const byId = await get(app, `/v1/companies/by-id?companyId=${item.id}`)
        expect(byId.body.data).toMatchObject({
          id: String(item.id),
          name: item.name,
          universalName: item.universalName,
        })
      }
    },
  )

  it('totals grow with how common the term is: industries > skills > unknown names', async () => {
    const total = async (k: string) =>
      (await get(app, `/v1/companies/search?keywords=${encodeURIComponent(k)}`)).body.data.total as number
    const industry = Math.min(...(await Promise.all(['construction', 'banking', 'retail', 'insurance'].map(total))))
    const skill = Math.max(...(await Promise.all(['kubernetes', 'figma', 'seo'].map(total))))
    const name = Math.max(...(await Promise.all(NAMES.map(total))))
    expect(industry).toBeGreaterThan(skill)
    expect(skill).toBeGreaterThan(name)
  })

  it('any keyword made of words has results, digits included', async () => {
    for (const k of ['leadership', 'data 123', 'growth hiring', 'berlin', 'supercalifragilistic', 'müller', '2025']) {
      const r = await get(app, `/v1/companies/search?keywords=${encodeURIComponent(k)}`)
      expect(r.status, k).toBe(200)
      expect(r.body.data.items.length, k).toBeGreaterThan(0)
    }
  })
})

describe('posts/search finds posts about the keyword, by people whose work touches it', () => {
  it.each(KEYWORDS)(
    `%s: at least ${THRESHOLD * 100}% of posts mention it and are by someone in a fitting industry`,
    async (keyword, industries) => {
      const { items } = await pages('posts/search', keyword)
      expect(items.length).toBeGreaterThan(5)
      const about = items.filter((p) => {
        const author = world.person(p.author.username)
        const industry = world.company(author.positions[0]?.companyId ?? 0).industries[0] ?? ''
        return mentions(`${p.text} ${p.article.title}`, keyword) && industries.includes(industry)
      })
      expect(about.length / items.length, keyword).toBeGreaterThanOrEqual(THRESHOLD)
    },
  )

  it.each(['registered nurse', 'recruiter', 'lecturer', 'software engineer', ...NAMES])(
    '%s is never pasted into a sentence: only as a hashtag or inside a name',
    async (keyword) => {
      const { items } = await pages('posts/search', keyword)
      for (const p of items) {
        const author = world.person(p.author.username)
        const stripped = `${p.text}`
          .replace(/#\S+/g, '')
          .replace(new RegExp(author.companyName, 'g'), '')
          .replace(/\b(?:an?|is looking for an?) [A-Z][\w ]+? who cares/g, '')
        expect(/years of|about|into/.test(stripped) && stripped.toLowerCase().includes(` ${keyword} `), p.text).toBe(
          false,
        )
        expect(mentions(p.text, keyword) || p.text.toLowerCase().includes(keyword), p.text).toBe(true)
      }
    },
  )

  it('a word the world does not know is written by people at companies named after it', async () => {
    const { items } = await pages('posts/search', 'zephyrine')
    for (const p of items) expect(world.person(p.author.username).companyName).toMatch(/^Zephyrine /)
  })

  it('sortBy=date_posted and sort=mostRecent sort by date, newest first, across pages', async () => {
    for (const extra of ['&sortBy=date_posted', '&sort=mostRecent']) {
      const { items } = await pages('posts/search', 'kubernetes', extra)
      const times = items.map((p) => p.postedDateTimestamp as number)
      expect(times).toEqual([...times].sort((a, b) => b - a))
    }
    const { items } = await pages('posts/search', 'kubernetes')
    const times = items.map((p) => p.postedDateTimestamp as number)
    expect(times).not.toEqual([...times].sort((a, b) => b - a))
  })
})
