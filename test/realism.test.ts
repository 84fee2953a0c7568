import { faker } from '@faker-js/faker/locale/en'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS_BY_ID } from '../src/endpoints.js'
import type { GenerateContext } from '../src/generators/context.js'
import { COUNTRY_STYLES, NONPROFIT_INDUSTRIES, PEOPLE_NAMES, ROLE_FAMILIES } from '../src/world/pools.js'
import { nativeNames } from '../src/world/names.js'
import { World, type Company } from '../src/world/world.js'

/** Realism measured as rates over thousands of generated entities, several seeds. */
const worlds = [1, 2, 3, 4].map((seed) => new World({ seed, now: new Date('2025-06-01T12:00:00Z') }))

const companies: [World, Company][] = worlds.flatMap((w) =>
  Array.from({ length: 300 }, (_, i) => [w, w.company(1000 + i * 7_919)] as [World, Company]),
)

function body(world: World, id: string, key: string): any {
  const def = ENDPOINTS_BY_ID.get(id)
  if (!def) throw new Error(id)
  const ctx: GenerateContext = { world, endpointId: id, entityKey: key, paging: { page: 1, offset: 0, size: 10 } }
  return def.generate(ctx)
}

const rawPerson = (faker as unknown as { rawDefinitions: { person: { last_name: { generic?: string[] } | string[] } } })
  .rawDefinitions.person
const FAKER_SURNAMES = new Set(
  Array.isArray(rawPerson.last_name) ? rawPerson.last_name : (rawPerson.last_name.generic ?? []),
)

const PHONE_PREFIX: Record<string, string> = {
  US: '+1 ',
  CA: '+1 ',
  GB: '+44 ',
  DE: '+49 ',
  FR: '+33 ',
  IN: '+91 ',
  NL: '+31 ',
  ES: '+34 ',
  AU: '+61 ',
  BR: '+55 ',
  SG: '+65 ',
  IE: '+353 ',
}

describe('companies that could exist', () => {
  it('uses 1,200 companies over four seeds', () => {
    expect(companies).toHaveLength(1200)
    expect(FAKER_SURNAMES.size).toBeGreaterThan(100)
  })

  it('faker surnames appear in fewer than 5% of company names', () => {
    const withSurname = companies.filter(([, c]) => c.name.split(/[\s&-]+/).some((w) => FAKER_SURNAMES.has(w)))
    expect(withSurname.length / companies.length).toBeLessThan(0.05)
  })

  it("the office phone's country code is the headquarters country in 100% of companies that show one", () => {
    for (const [, c] of companies.filter(([, x]) => x.phone !== ''))
      expect(
        c.phone.startsWith(PHONE_PREFIX[c.headquarter.country] ?? '?'),
        `${c.phone} ${c.headquarter.country}`,
      ).toBe(true)
  })

  it('a legal form in the name is one the headquarters country uses', () => {
    const forms = new Set(Object.values(COUNTRY_STYLES).flatMap((s) => s.legal))
    let withForm = 0
    for (const [, c] of companies) {
      const form = [...forms].sort((a, b) => b.length - a.length).find((f) => c.name.endsWith(` ${f}`))
      if (!form) continue
      withForm++
      expect(COUNTRY_STYLES[c.headquarter.country]?.legal, `${c.name} in ${c.headquarter.country}`).toContain(form)
    }
    expect(withForm / companies.length).toBeGreaterThan(0.1)
  })

  it('type mix: mostly privately held, nonprofits only in fitting industries and under 10%', () => {
    const count = (t: string) => companies.filter(([, c]) => c.type === t).length / companies.length
    expect(count('Privately Held')).toBeGreaterThan(0.5)
    expect(count('Nonprofit')).toBeLessThan(0.1)
    for (const [, c] of companies) if (c.type === 'Nonprofit') expect(NONPROFIT_INDUSTRIES).toContain(c.industry)
  })

  it('staff counts are heavy-tailed and fit the type: public companies have 501 or more', () => {
    const staff = companies.map(([, c]) => c.staffCount).sort((a, b) => a - b)
    expect(staff[Math.floor(staff.length / 2)]).toBeLessThan(200)
    expect(staff[staff.length - 1]).toBeGreaterThan(10_000)
    for (const [, c] of companies) if (c.type === 'Public Company') expect(c.staffCount).toBeGreaterThanOrEqual(501)
    for (const [, c] of companies) if (c.staffCount < 50) expect(c.locations).toHaveLength(1)
  })

  it('funding amounts follow size: no small private company raised more than a large public one does', () => {
    const usd = (c: Company) =>
      Number(c.fundingAmount) /
      ({ USD: 1, GBP: 0.8, EUR: 0.92, INR: 83, CAD: 1.35, AUD: 1.5, BRL: 5, SGD: 1.35 }[c.fundingCurrency] ?? 1)
    const small = companies.filter(([, c]) => c.type === 'Privately Held' && c.staffCount <= 10).map(([, c]) => usd(c))
    expect(small.length).toBeGreaterThan(50)
    expect(Math.max(...small)).toBeLessThanOrEqual(1_000_000)
    for (const [, c] of companies) expect(c.fundingCurrency).toBe(COUNTRY_STYLES[c.headquarter.country]?.currency)
  })

  it('acronyms and names keep their case in descriptions', () => {
    for (const [, c] of companies)
      expect(c.description, c.name).not.toMatch(/\b(saas|iot|apis|seo|rpo|unreal engine|unity)\b/)
  })

  it('"a handful of people" is only said of small companies', () => {
    for (const w of worlds) {
      for (let i = 0; i < 40; i++) {
        for (const comment of body(w, 'articles/comments', `article-${i}`).data.items) {
          const m = /At (.+) we're only a handful of people/.exec(comment.text)
          if (!m) continue
          const author = w.person(comment.authorProfile.username)
          expect(w.company(author.positions[0]?.companyId ?? 0).staffCount).toBeLessThanOrEqual(50)
        }
      }
    }
  })
})

describe('money in the right currency and range', () => {
  const jobs = worlds.flatMap((w) =>
    companies
      .filter(([cw]) => cw === w)
      .slice(0, 150)
      .flatMap(([, c]) => Array.from({ length: 8 }, (_, i) => w.job(w.jobIdOf(c.id, i)))),
  )
  const paid = jobs.filter((j) => j.benefits !== undefined)

  it('uses over 2,000 salaried jobs', () => {
    expect(paid.length).toBeGreaterThan(2000)
  })

  it("the salary currency is the job country's in 100% of jobs", () => {
    for (const j of paid) {
      const style = COUNTRY_STYLES[j.country]
      expect(j.benefits?.startsWith(style?.pay.symbol ?? '?'), `${j.benefits} in ${j.country}`).toBe(true)
      expect(j.benefits).toMatch(
        new RegExp(
          `^\\S+?\\d+${style?.pay.unit}/${style?.pay.period} - \\S+?\\d+${style?.pay.unit}/${style?.pay.period}$`,
        ),
      )
    }
  })

  it('interns are paid below seniors, and seniors below executives, in 100% of countries', () => {
    const bounds = (j: (typeof paid)[number]) => (j.benefits?.match(/\d+/g) ?? []).map(Number) as [number, number]
    for (const country of Object.keys(COUNTRY_STYLES)) {
      const of = (level: string) => paid.filter((j) => j.country === country && j.experienceLevel === level).map(bounds)
      const interns = of('Internship')
      const seniors = of('Mid-Senior level')
      const execs = of('Executive')
      if (interns.length && seniors.length)
        expect(Math.max(...interns.map((b) => b[1])), country).toBeLessThan(Math.min(...seniors.map((b) => b[0])))
      if (seniors.length && execs.length)
        expect(Math.max(...seniors.map((b) => b[0])), country).toBeLessThan(Math.min(...execs.map((b) => b[1])))
    }
  })
})

describe('careers that make sense', () => {
  const people = worlds.flatMap((w) => Array.from({ length: 550 }, (_, i) => [w, w.personAt(i * 3_637 + 11)] as const))
  const year = (d: { year: number }) => d.year

  it('uses 2,200 people over four seeds', () => {
    expect(people).toHaveLength(2200)
  })

  it('1-25 positions, most people a few, a long tail of long careers', () => {
    const counts = people.map(([, p]) => p.positions.length).sort((a, b) => a - b)
    expect(counts[0]).toBeGreaterThanOrEqual(1)
    expect(counts[counts.length - 1]).toBeLessThanOrEqual(25)
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThanOrEqual(4)
    expect(counts.filter((n) => n >= 13).length / counts.length).toBeGreaterThan(0.02)
  })

  it("at least 85% of past positions are in the same industry or one where the person's field is at home", () => {
    let all = 0
    let fit = 0
    for (const [w, p] of people) {
      const family = ROLE_FAMILIES.find((x) => x.id === p.family)
      const currentIndustry = w.company(p.positions[0]?.companyId ?? 0).industry
      for (const pos of p.positions.slice(1)) {
        all++
        const industry = w.company(pos.companyId).industry
        if (industry === currentIndustry || !family?.industries.length || family.industries.includes(industry)) fit++
      }
    }
    expect(all).toBeGreaterThan(2000)
    expect(fit / all).toBeGreaterThanOrEqual(0.85)
  })

  it('positions run back in time without overlapping, current one first', () => {
    for (const [, p] of people) {
      p.positions.forEach((pos, i) => {
        if (i === 0) expect(pos.end.year).toBe(0)
        else expect(year(pos.end)).toBeLessThanOrEqual(year(p.positions[i - 1]?.start ?? pos.end))
      })
    }
  })

  it('degrees are in order with realistic durations in 100% of people, all finished by the first job', () => {
    const RANK: Record<string, number> = { Bachelor: 1, Master: 2, Doctor: 3, Certificate: 2 }
    for (const [, p] of people) {
      const firstJob = p.positions[p.positions.length - 1]
      // newest first: ranks fall and dates go back down the list
      const list = p.educations
      list.forEach((e, i) => {
        const kind = e.degree.startsWith('Certificate')
          ? 'Certificate'
          : e.degree.startsWith('Doctor of Philosophy')
            ? 'Doctor'
            : (e.degree.split(' ')[0] ?? '')
        const years = e.end.year - e.start.year
        if (kind === 'Bachelor') expect(years, e.degree).toBeGreaterThanOrEqual(3)
        if (kind === 'Bachelor') expect(years, e.degree).toBeLessThanOrEqual(4)
        if (kind === 'Master') expect([1, 2]).toContain(years)
        if (kind === 'Doctor' && e.degree.includes('PhD')) expect(years).toBeGreaterThanOrEqual(4)
        if (kind === 'Doctor' && e.degree.includes('PhD')) expect(years).toBeLessThanOrEqual(6)
        if (kind === 'Certificate') expect(e.end.month - e.start.month).toBeLessThanOrEqual(6)
        const older = list[i + 1]
        if (older) {
          expect(older.end.year, `${p.username}: ${older.degree} then ${e.degree}`).toBeLessThanOrEqual(e.start.year)
          const olderKind = older.degree.startsWith('Bachelor') ? 'Bachelor' : (older.degree.split(' ')[0] ?? '')
          expect(RANK[olderKind] ?? 1, `${older.degree} before ${e.degree}`).toBeLessThanOrEqual(RANK[kind] ?? 1)
        }
        if (firstJob && firstJob.start.year > 0) expect(e.end.year, p.username).toBeLessThanOrEqual(firstJob.start.year)
      })
      expect(
        list
          .filter((e) => e.degree.startsWith('Master of Business'))
          .every((mba) => list.some((e) => e.degree.startsWith('Bachelor') && e.end.year <= mba.start.year)),
      ).toBe(true)
    }
  })

  it('schools teach the field and exist where they are: no PhD in Biology at a School of Economics, State Universities in the US', () => {
    for (const [w, p] of people) {
      void w
      for (const e of p.educations) {
        if (e.schoolName.includes('School of Economics'))
          expect(e.fieldOfStudy).toMatch(/Economics|Finance|Business|Accounting|Marketing|Management|Public Policy/)
        if (e.schoolName.includes('Institute of Technology'))
          expect(e.fieldOfStudy).toMatch(
            /Engineering|Computer|Information|Mathematics|Physics|Chemistry|Materials|Data|Science/,
          )
      }
    }
  })
})

describe('people true to their place', () => {
  const population = worlds.flatMap((w) => Array.from({ length: 500 }, (_, i) => w.personAt(i * 3_989 + 5)))
  const staff = worlds.flatMap((w) =>
    Array.from({ length: 60 }, (_, i) =>
      w.employee(1000 + i * 7_919, ROLE_FAMILIES[i % ROLE_FAMILIES.length] as (typeof ROLE_FAMILIES)[number], i % 8),
    ),
  )
  const ENGLISH_WORDS = [
    'Name',
    'Serenity',
    'Destiny',
    'Hope',
    'Faith',
    'Justice',
    'Precious',
    'Royal',
    'Summer',
    'Autumn',
    'Heaven',
    'Unique',
    'Maverick',
    'Legend',
  ]

  /** Per country, each name its script writes, by the Latin spelling it writes (made once: the lists are long). */
  const spellings = new Map<string, Map<string, { firstName: string; lastName: string }>>()
  const spellingsOf = (code: string) => {
    let known = spellings.get(code)
    if (known === undefined) {
      known = new Map()
      const names = PEOPLE_NAMES[code]
      for (const first of names?.first ?? [])
        for (const last of names?.last ?? []) {
          const native = nativeNames(code, first, last, 0)
          if (native) known.set(`${native[0]}\n${native[1]}`, { firstName: first, lastName: last })
        }
      spellings.set(code, known)
    }
    return known
  }
  /** The Latin spelling of a name shown in the country's own script (the name itself when it is in Latin). */
  const latin = (p: { firstName: string; lastName: string; place: { country: { code: string } } }) =>
    spellingsOf(p.place.country.code).get(`${p.firstName}\n${p.lastName}`) ?? p

  it("names come from the person's country in 100% of 2,240 people (employees: where their company is)", () => {
    for (const shown of [...population, ...staff]) {
      const p = { ...latin(shown), place: shown.place }
      const names = PEOPLE_NAMES[p.place.country.code]
      expect(names?.first, `${p.firstName} in ${p.place.country.code}`).toContain(p.firstName)
      // a Brazilian may show two surnames, each of the country's
      const lasts = names?.last.includes(p.lastName) ? [p.lastName] : p.lastName.split(' ')
      for (const last of lasts) expect(names?.last, `${p.lastName} in ${p.place.country.code}`).toContain(last)
      expect(ENGLISH_WORDS).not.toContain(p.firstName)
    }
  })

  it('usernames derive from the names: lower-case ASCII transliteration plus a suffix', () => {
    for (const shown of [...population, ...staff]) {
      const p = { ...latin(shown), username: shown.username }
      expect(p.username).toMatch(/^[a-z0-9-]+$/)
      const ascii = (s: string) =>
        s
          .normalize('NFKD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
      expect(
        p.username.startsWith(`${ascii(p.firstName)}-${ascii(p.lastName)}-`),
        `${p.username} for ${p.firstName} ${p.lastName}`,
      ).toBe(true)
    }
  })

  it.each([
    ['müller-anna', 'Müller', 'Anna'],
    ['josé-garcía', 'José', 'García'],
    ['李伟', '伟', '李'],
    ['jane-doe', 'Jane', 'Doe'],
  ])('a username that is a name in any script gets that name: %s', (username, first, last) => {
    const p = worlds[0]?.person(username)
    expect([p?.firstName, p?.lastName]).toEqual([first, last])
  })

  it('company offices, staff and their country agree: an employee lives where the company is', () => {
    for (const w of worlds) {
      for (let i = 0; i < 50; i++) {
        const c = w.company(2000 + i * 9_973)
        const p = w.employee(c.id, ROLE_FAMILIES[0] as (typeof ROLE_FAMILIES)[number], 4)
        expect(p.place.country.code).toBe(c.headquarter.country)
      }
    }
  })
})

describe('distributions and lengths from life', () => {
  const people = worlds.flatMap((w) => Array.from({ length: 500 }, (_, i) => w.personAt(i * 4_049 + 3)))
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

  it('followers are heavy-tailed: the mean is over twice the median, a few have tens of thousands', () => {
    const followers = people.map((p) => p.followerCount)
    expect(mean(followers)).toBeGreaterThan(2 * median(followers))
    expect(Math.max(...followers)).toBeGreaterThan(20_000)
    for (const p of people) expect(p.followerCount).toBeGreaterThanOrEqual(p.connectionCount)
  })

  it('connections stop at the 500 the service shows for "500+", reached by 15-50% of people', () => {
    const capped = people.filter((p) => p.connectionCount === 500).length / people.length
    expect(Math.max(...people.map((p) => p.connectionCount))).toBe(500)
    expect(capped).toBeGreaterThan(0.15)
    expect(capped).toBeLessThan(0.5)
  })

  it('group sizes and reactions are heavy-tailed, not uniform', () => {
    const sizes: number[] = []
    const likes: number[] = []
    for (const w of worlds) {
      for (let i = 0; i < 60; i++) {
        const u = w.personAt(i * 7_001).username
        for (const g of body(w, 'people/interests/groups', u).data.items) sizes.push(g.memberCount)
        for (const p of body(w, 'posts/search', `team ${i}`).data.items)
          likes.push(p.socialActivityCountsInsight.likeCount)
      }
    }
    expect(sizes.length).toBeGreaterThan(200)
    expect(median(sizes)).toBeLessThan(50_000)
    expect(Math.max(...sizes)).toBeGreaterThan(300_000)
    expect(mean(likes)).toBeGreaterThan(1.5 * median(likes))
  })

  it('text lengths vary: long posts up to 3,000 characters, long and empty about texts', () => {
    const posts: string[] = []
    for (const w of worlds)
      for (let i = 0; i < 40; i++)
        for (const p of body(w, 'posts/search', `kubernetes ${i}`).data.items) posts.push(p.text)
    expect(posts.filter((t) => t.length > 1000).length / posts.length).toBeGreaterThan(0.03)
    expect(Math.max(...posts.map((t) => t.length))).toBeLessThanOrEqual(3000)
    const abouts = people.map((p) => p.about.length)
    expect(abouts.filter((n) => n > 800).length / abouts.length).toBeGreaterThan(0.05)
  })

  it('each optional field is absent or empty in 5-40% of bodies', () => {
    const share = (xs: boolean[]) => xs.filter(Boolean).length / xs.length
    const addresses = companies.flatMap(([, c]) => c.locations)
    const rates: [string, number][] = [
      ['headline', share(people.map((p) => p.headline === ''))],
      ['about', share(people.map((p) => p.about === ''))],
      ['picture', share(people.map((p) => !p.hasPicture))],
      ['company logo', share(companies.map(([, c]) => c.logo === null))],
      ['address geographicArea', share(addresses.map((a) => a.geographicArea === undefined))],
      ['address postalCode', share(addresses.map((a) => a.postalCode === undefined))],
    ]
    for (const [field, rate] of rates) {
      expect(rate, field).toBeGreaterThanOrEqual(0.05)
      expect(rate, field).toBeLessThanOrEqual(0.4)
    }
  })
})

describe('null and empty branches the spec allows', () => {
  const share = (xs: boolean[]) => xs.filter(Boolean).length / xs.length

  it('leadInvestors is an array of 1-3 firm names in 10-45% of company pages, null for grants and loans', () => {
    const rounds = companies.map(
      ([w, c]) => [c, body(w, 'companies/by-id', String(c.id)).data.fundingData.lastFundingRound] as const,
    )
    const led = rounds.filter(([, r]) => r.leadInvestors !== null)
    expect(share(rounds.map(([, r]) => r.leadInvestors !== null))).toBeGreaterThanOrEqual(0.1)
    expect(share(rounds.map(([, r]) => r.leadInvestors !== null))).toBeLessThanOrEqual(0.45)
    for (const [c, r] of led) {
      expect(['GRANT', 'DEBT_FINANCING'], c.name).not.toContain(c.fundingType)
      expect(r.leadInvestors.length).toBeGreaterThanOrEqual(1)
      expect(r.leadInvestors.length).toBeLessThanOrEqual(3)
      for (const investor of r.leadInvestors) expect(investor).toMatch(/^[A-Z][a-z]+ [A-Z][A-Za-z ]+$/)
    }
  })

  it("companyURL of position-skills is empty in 3-20% of positions, the company's page otherwise", () => {
    const urls: boolean[] = []
    for (const w of worlds) {
      for (let i = 0; i < 150; i++) {
        const username = w.personAt(i * 6_151 + 5).username
        for (const pos of body(w, 'people/position-skills', username).data.items) {
          urls.push(pos.companyURL === '')
          if (pos.companyURL !== '') expect(pos.companyURL).toBe(w.company(pos.companyId).url)
        }
      }
    }
    expect(urls.length).toBeGreaterThan(1000)
    expect(share(urls)).toBeGreaterThanOrEqual(0.03)
    expect(share(urls)).toBeLessThanOrEqual(0.2)
  })
})

describe('places that agree', () => {
  it('at least 75% of people work for a company of their own country', () => {
    const people = worlds.flatMap((w) => Array.from({ length: 500 }, (_, i) => [w, w.personAt(i * 5_077 + 1)] as const))
    const home = people.filter(
      ([w, p]) => w.company(p.positions[0]?.companyId ?? 0).headquarter.country === p.place.country.code,
    ).length
    expect(home / people.length).toBeGreaterThanOrEqual(0.75)
  })

  it("every job is at one of its company's offices, and no street number starts with 0", () => {
    for (const [w, c] of companies.slice(0, 400)) {
      const offices = new Set(c.locations.map((l) => `${l.city}, ${l.country}`))
      for (let i = 0; i < 5; i++) {
        const j = w.job(w.jobIdOf(c.id, i))
        expect(
          offices.has(`${j.location.split(', ')[0]}, ${j.country}`),
          `${j.location} for ${[...offices].join(' / ')}`,
        ).toBe(true)
      }
      for (const l of c.locations) expect(l.line1).not.toMatch(/(^|\s)0\d*(\s|,|$)/)
    }
  })
})

it('someone without a picture has none where the spec allows: null in reposts, absent in comments, the placeholder URL elsewhere', () => {
  let seen = 0
  for (const w of worlds) {
    for (let i = 0; i < 30; i++) {
      for (const r of body(w, 'posts/reposts', `1748511000${String(200000 + i)}`).data.items) {
        const p = w.person(r.username)
        expect(r.profilePicture).toBe(p.hasPicture ? p.profilePicture : null)
        if (!p.hasPicture) {
          seen++
          expect(p.profilePicture).toBe(w.media.avatarPlaceholder())
        }
      }
      for (const c of body(w, 'articles/comments', `notes-${i}`).data.items) {
        const p = w.person(c.authorProfile.username)
        expect(c.authorProfile.profilePicture).toBe(p.hasPicture ? p.profilePicture : undefined)
      }
    }
  }
  expect(seen).toBeGreaterThan(0)
})
