import { describe, expect, it } from 'vitest'
import { ENDPOINTS_BY_ID } from '../src/endpoints.js'
import type { GenerateContext } from '../src/generators/context.js'
import { CITIES } from '../src/world/places.js'
import { COUNTRY_STYLES } from '../src/world/pools.js'
import { type Company, type Person, World } from '../src/world/world.js'
import { get, testApp } from './support/app.js'
import { tempDir, writeFiles } from './support/tmp.js'

/** Careers and places from life, measured as rates over thousands of members of four seeds' populations. */
const worlds = [1, 2, 3, 4].map((seed) => new World({ seed, now: new Date('2025-06-01T12:00:00Z') }))
const people: [World, Person][] = worlds.flatMap((w) =>
  Array.from({ length: 500 }, (_, i) => [w, w.personAt(i * 79 + 3)] as [World, Person]),
)
const companies: [World, Company][] = worlds.flatMap((w) =>
  Array.from({ length: 400 }, (_, i) => [w, w.company(w.population.companyIdAt(i * 5))] as [World, Company]),
)
const YEAR = 365.25 * 86_400_000
const ms = (d: { year: number; month: number }) => Date.UTC(d.year, Math.max(0, d.month - 1))
const cityOf = (location: string) => location.split(', ')[0]

/** A postal code fits a city's pattern: `#` a digit, `L` a letter, `{lo-hi}` a number in that range. */
function postalFits(pattern: string, code: string): boolean {
  const ranges: [number, number][] = []
  const source = pattern.replace(/\{(\d+)-(\d+)\}/g, (_all, lo: string, hi: string) => {
    ranges.push([Number(lo), Number(hi)])
    return `(\\d{${hi.length}})`
  })
  const m = new RegExp(`^${source.replace(/#/g, '\\d').replace(/L/g, '[A-Z]')}$`).exec(code)
  return m !== null && ranges.every(([lo, hi], i) => Number(m[i + 1]) >= lo && Number(m[i + 1]) <= hi)
}
const share = (xs: boolean[]) => xs.filter(Boolean).length / xs.length

function body(world: World, id: string, key: string): any {
  const def = ENDPOINTS_BY_ID.get(id)
  if (!def) throw new Error(id)
  const ctx: GenerateContext = { world, endpointId: id, entityKey: key, paging: { page: 1, offset: 0, size: 10 } }
  return def.generate(ctx)
}

describe('careers move', () => {
  const positions = people.flatMap(([w, p]) => p.positions.map((pos, i) => ({ w, p, pos, i })))

  it("40-85% of positions are in the person's current city; some careers cross countries", () => {
    expect(positions.length).toBeGreaterThan(4000)
    const here = share(positions.map(({ p, pos }) => cityOf(pos.location) === p.place.city))
    expect(here).toBeGreaterThanOrEqual(0.4)
    expect(here).toBeLessThanOrEqual(0.85)
    const abroad = share(people.map(([, p]) => p.positions.some((pos) => !pos.location.endsWith(p.place.country.name))))
    expect(abroad).toBeGreaterThan(0.05)
    expect(abroad).toBeLessThan(0.5)
  })

  it('every past employer has an office in the city where the position was', () => {
    const past = positions.filter(({ i }) => i > 0).slice(0, 3000)
    const has = past.map(({ w, pos }) =>
      w.company(pos.companyId).locations.some((a) => a.city === cityOf(pos.location)),
    )
    expect(share(has)).toBe(1)
  })

  it('seniority progresses: few juniors after eight years, almost no Head/Director/VP/Chief first job', () => {
    const late: boolean[] = []
    const firstLeads: boolean[] = []
    for (const [, p] of people) {
      const begun = ms(p.positions[p.positions.length - 1]?.start ?? { year: 2025, month: 1 })
      for (const pos of p.positions)
        if (ms(pos.start) - begun >= 8 * YEAR) late.push(/^(Junior|Associate)\b/.test(pos.title))
      const first = p.positions[p.positions.length - 1]
      if (first && p.positions.length > 1) firstLeads.push(/\b(Head|Director|VP|Chief)\b/.test(first.title))
    }
    expect(late.length).toBeGreaterThan(500)
    expect(share(late)).toBeLessThan(0.03)
    expect(firstLeads.length).toBeGreaterThan(1000)
    expect(share(firstLeads)).toBeLessThan(0.01)
  })
})

describe('places belong to their city and country', () => {
  const addresses = companies.flatMap(([, c]) => c.locations.map((a) => ({ c, a })))

  it('a company carries a legal form of its headquarters country', () => {
    const legal = companies.filter(([, c]) =>
      COUNTRY_STYLES[c.headquarter.country]?.legal.some((l) => c.name.endsWith(` ${l}`)),
    )
    const foreign = companies.filter(([, c]) =>
      Object.entries(COUNTRY_STYLES).some(
        ([code, st]) =>
          code !== c.headquarter.country &&
          st.legal.some((l) => c.name.endsWith(` ${l}`)) &&
          !COUNTRY_STYLES[c.headquarter.country]?.legal.some((l) => c.name.endsWith(` ${l}`)),
      ),
    )
    expect(legal.length).toBeGreaterThan(100)
    expect(foreign).toEqual([])
  })

  it("postal codes and streets are of the office's city, with many codes per city", () => {
    const codes = new Map<string, Set<string>>()
    for (const { a } of addresses) {
      const city = CITIES[a.city]
      expect(city, a.city).toBeDefined()
      if (!city) continue
      const street = city.streets.some((pattern) =>
        new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/#+/g, '\\d+')}$`).test(a.line1),
      )
      expect(street, `${a.city}: ${a.line1}`).toBe(true)
      if (a.postalCode === undefined) continue
      const fits = city.postal.some((pattern) => postalFits(pattern, a.postalCode as string))
      expect(fits, `${a.city}: ${a.postalCode}`).toBe(true)
      const set = codes.get(a.city) ?? new Set()
      set.add(a.postalCode)
      codes.set(a.city, set)
    }
    const busy = [...codes].filter(([, set]) => set.size > 1)
    expect(busy.length).toBeGreaterThan(20)
  })

  /** Codes a city's post office really issues, from outside the code: no placeholder such as Paris 75000. */
  const REAL_CODES: Record<string, RegExp> = {
    Paris: /^75(0(0[1-9]|1\d|20)|116)$/,
    Lyon: /^6900[1-9]$/,
    Madrid: /^280([0-7][1-9]|[1-7]0|80)$/,
    Barcelona: /^080([0-3][1-9]|[1-4]0|4[12])$/,
    'New York': /^100(0[1-9]|[1-9]\d)$|^1002\d$/,
    'San Francisco': /^941(0[2-9]|[1-5]\d)$/,
    Bengaluru: /^5600(0[1-9]|[1-9]\d)$/,
    Mumbai: /^4000(0[1-9]|[1-9]\d)$/,
    'São Paulo': /^0[1-5]\d{3}-\d{3}$/,
  }

  it('postal codes are ones the city issues (no 75000 or 69000), and streets are many: addresses rarely repeat', () => {
    let checked = 0
    for (const { a } of addresses) {
      const real = REAL_CODES[a.city]
      if (real === undefined || a.postalCode === undefined) continue
      checked++
      expect(a.postalCode, a.city).toMatch(real)
    }
    expect(checked).toBeGreaterThan(100)
    for (const [city, data] of Object.entries(CITIES)) expect(data.streets.length, city).toBeGreaterThanOrEqual(12)
    const lines = addresses.map(({ a }) => `${a.line1}, ${a.city}`)
    expect(1 - new Set(lines).size / lines.length).toBeLessThanOrEqual(0.05)
  })

  it("phones have the city's area code; every US and Canadian number is a valid NANP number", () => {
    let nanp = 0
    for (const [, c] of companies) {
      const city = CITIES[c.headquarter.city]
      if (!city || c.phone === '') continue
      const prefix = city.phone.split(/[#%]/)[0] as string
      expect(c.phone.startsWith(prefix), `${c.headquarter.city}: ${c.phone}`).toBe(true)
      if (c.headquarter.country === 'US' || c.headquarter.country === 'CA') {
        nanp++
        expect(c.phone).toMatch(/^\+1 [2-9]\d{2} [2-9]\d{2} \d{4}$/)
        expect(c.phone).not.toMatch(/^\+1 \d{3} \d11 /)
      }
    }
    expect(nanp).toBeGreaterThan(100)
  })

  it('a world-file person in a country the world has no cities in gets its ISO code (Japan is jp)', async () => {
    const dir = tempDir()
    writeFiles(dir, {
      'world.json': {
        people: {
          'kenji-sato': { location: { city: 'Tokyo', region: 'Tokyo', country: 'Japan' } },
          'ana-silva': { location: { city: 'Lisbon', region: 'Lisbon', country: 'Portugal' } },
          'sven-berg': { location: { city: 'Oslo', region: 'Oslo', country: 'Norway' } },
        },
      },
    })
    const app = testApp({ world: `${dir}/world.json`, warn: () => {} })
    for (const [u, code] of [
      ['kenji-sato', 'jp'],
      ['ana-silva', 'pt'],
      ['sven-berg', 'no'],
    ]) {
      const { body } = await get(app, `/v1/people/profile-by-url?url=https://www.network.example/in/${u}/`)
      expect(body.geo.countryCode, u).toBe(code)
    }
  })
})

describe('names and text from life', () => {
  it('multi-part usernames keep every part of the name', async () => {
    const app = testApp()
    const names: [string, string, string][] = [
      ['fatima-al-sayed', 'Fatima', 'Al Sayed'],
      ['jean-luc-moreau-9', 'Jean-Luc', 'Moreau'],
      ['ludwig-van-beethoven', 'Ludwig', 'van Beethoven'],
      ['maria-garcia-lopez', 'Maria', 'Garcia Lopez'],
      ['anne-marie-dupont', 'Anne-Marie', 'Dupont'],
      ['mohammed-bin-rashid', 'Mohammed', 'bin Rashid'],
      ['li-wei-zhang', 'Li', 'Wei Zhang'],
      ['oluwaseun_adebayo_okafor', 'Oluwaseun', 'Adebayo Okafor'],
    ]
    for (const [u, first, last] of names) {
      const { body } = await get(app, `/v1/people/profile?username=${u}`)
      expect([body.firstName, body.lastName], u).toEqual([first, last])
    }
  })

  it('a share of people of a country with its own script show their name in it', () => {
    const byCountry = (code: string) => people.filter(([, p]) => p.place.country.code === code).map(([, p]) => p)
    const indian = byCountry('IN')
    const devanagari = share(indian.map((p) => /\p{Script=Devanagari}/u.test(p.firstName + p.lastName)))
    expect(indian.length).toBeGreaterThan(50)
    expect(devanagari).toBeGreaterThan(0.01)
    expect(devanagari).toBeLessThan(0.2)
    const singapore = byCountry('SG')
    expect(share(singapore.map((p) => /\p{Script=Han}/u.test(p.firstName + p.lastName)))).toBeGreaterThan(0.03)
    // the username stays in Latin letters
    for (const p of [...indian, ...singapore]) expect(p.username).toMatch(/^[a-z0-9-]+$/)
  })

  it('emoji at plausible rates: 3-15% of headlines, 20-50% of posts', () => {
    const emoji = /\p{Extended_Pictographic}/u
    const headlines = people.map(([, p]) => p.headline).filter((h) => h !== '')
    const h = share(headlines.map((x) => emoji.test(x)))
    expect(h).toBeGreaterThan(0.03)
    expect(h).toBeLessThan(0.15)
    const posts = worlds.flatMap((w) =>
      [
        'data',
        'hiring',
        'design',
        'sales',
        'marketing',
        'product',
        'finance',
        'software',
        'research',
        'nursing',
      ].flatMap((k) => body(w, 'posts/search', k).data.items.map((x: any) => x.text)),
    )
    expect(posts.length).toBeGreaterThan(250)
    const rate = share(posts.map((t: string) => emoji.test(t)))
    expect(rate).toBeGreaterThan(0.2)
    expect(rate).toBeLessThan(0.5)
  })
})

describe('companies with variety', () => {
  it('funding type by kind and stage: no IPO round for nonprofits, self-owned firms, partnerships or small firms', () => {
    const types = new Set<string>()
    for (const [w, c] of companies) {
      const round = body(w, 'companies/by-id', String(c.id)).data.fundingData.lastFundingRound.fundingType
      types.add(round)
      expect(round).toBe(c.fundingType)
      if (c.type === 'Nonprofit') expect(round).toBe('GRANT')
      if (c.type !== 'Public Company' || c.staffCount < 200)
        expect(round, `${c.type} ${c.staffCount}`).not.toBe('POST_IPO_EQUITY')
    }
    expect(types.size).toBeGreaterThanOrEqual(6)
  })

  it('staff counts fit the kind of company: no venture firm over 5,000, no self-owned firm over 200', () => {
    for (const [, c] of companies) {
      if (c.industry === 'Venture Capital and Private Equity Principals')
        expect(c.staffCount).toBeLessThanOrEqual(5_000)
      if (c.type === 'Self-Owned') expect(c.staffCount).toBeLessThanOrEqual(200)
      if (c.type === 'Nonprofit') expect(c.staffCount).toBeLessThanOrEqual(10_000)
    }
  })

  it('phone, website and tagline are empty at plausible rates (5-35%), and taglines are mostly distinct', () => {
    for (const [field, rate] of [
      ['phone', share(companies.map(([, c]) => c.phone === ''))],
      ['website', share(companies.map(([, c]) => c.website === ''))],
      ['tagline', share(companies.map(([, c]) => c.tagline === ''))],
    ] as const) {
      expect(rate, field).toBeGreaterThanOrEqual(0.05)
      expect(rate, field).toBeLessThanOrEqual(0.35)
    }
    const taglines = companies.map(([, c]) => c.tagline.split('\n')[0]).filter((t) => t !== '')
    const seen = new Map<string, number>()
    for (const t of taglines) seen.set(t as string, (seen.get(t as string) ?? 0) + 1)
    expect(share(taglines.map((t) => (seen.get(t as string) ?? 0) > 1))).toBeLessThan(0.15)
  })
})
