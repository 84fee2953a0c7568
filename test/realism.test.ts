import { faker } from '@faker-js/faker/locale/en'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS_BY_ID } from '../src/endpoints.js'
import type { GenerateContext } from '../src/generators/context.js'
import { COUNTRY_STYLES, NONPROFIT_INDUSTRIES } from '../src/world/pools.js'
import { World, type Company } from '../src/world/world.js'

/** Realism measured as rates over thousands of generated entities, several seeds. */
const worlds = [1, 2, 3, 4].map((seed) => new World({ seed, now: new Date('2025-06-01T12:00:00Z') }))

const companies: [World, Company][] = worlds.flatMap((w) => Array.from({ length: 300 }, (_, i) => [w, w.company(1000 + i * 7_919)] as [World, Company]))

function body(world: World, id: string, key: string): any {
  const def = ENDPOINTS_BY_ID.get(id)
  if (!def) throw new Error(id)
  const ctx: GenerateContext = { world, endpointId: id, key, paging: { page: 1, offset: 0, size: 10 } }
  return def.generate(ctx)
}

const rawPerson = (faker as unknown as { rawDefinitions: { person: { last_name: { generic?: string[] } | string[] } } }).rawDefinitions.person
const FAKER_SURNAMES = new Set(Array.isArray(rawPerson.last_name) ? rawPerson.last_name : (rawPerson.last_name.generic ?? []))

const PHONE_PREFIX: Record<string, string> = { US: '+1 ', CA: '+1 ', GB: '+44 ', DE: '+49 ', FR: '+33 ', IN: '+91 ', NL: '+31 ', ES: '+34 ', AU: '+61 ', BR: '+55 ', SG: '+65 ', IE: '+353 ' }

describe('companies that could exist', () => {
  it('uses 1,200 companies over four seeds', () => {
    expect(companies).toHaveLength(1200)
    expect(FAKER_SURNAMES.size).toBeGreaterThan(100)
  })

  it('faker surnames appear in fewer than 5% of company names', () => {
    const withSurname = companies.filter(([, c]) => c.name.split(/[\s&-]+/).some((w) => FAKER_SURNAMES.has(w)))
    expect(withSurname.length / companies.length).toBeLessThan(0.05)
  })

  it('the office phone\'s country code is the headquarters country in 100% of companies', () => {
    for (const [, c] of companies) expect(c.phone.startsWith(PHONE_PREFIX[c.headquarter.country] ?? '?'), `${c.phone} ${c.headquarter.country}`).toBe(true)
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
    const usd = (c: Company) => Number(c.fundingAmount) / ({ USD: 1, GBP: 0.8, EUR: 0.92, INR: 83, CAD: 1.35, AUD: 1.5, BRL: 5, SGD: 1.35 }[c.fundingCurrency] ?? 1)
    const small = companies.filter(([, c]) => c.type === 'Privately Held' && c.staffCount <= 10).map(([, c]) => usd(c))
    expect(small.length).toBeGreaterThan(50)
    expect(Math.max(...small)).toBeLessThanOrEqual(1_000_000)
    for (const [, c] of companies) expect(c.fundingCurrency).toBe(COUNTRY_STYLES[c.headquarter.country]?.currency)
  })

  it('acronyms and names keep their case in descriptions', () => {
    for (const [, c] of companies) expect(c.description, c.name).not.toMatch(/\b(saas|iot|apis|seo|rpo|unreal engine|unity)\b/)
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
  const jobs = worlds.flatMap((w) => companies.filter(([cw]) => cw === w).slice(0, 150).flatMap(([, c]) => Array.from({ length: 8 }, (_, i) => w.job(w.jobIdOf(c.id, i)))))
  const paid = jobs.filter((j) => j.benefits !== undefined)

  it('uses over 2,000 salaried jobs', () => {
    expect(paid.length).toBeGreaterThan(2000)
  })

  it('the salary currency is the job country\'s in 100% of jobs', () => {
    for (const j of paid) {
      const style = COUNTRY_STYLES[j.country]
      expect(j.benefits?.startsWith(style?.pay.symbol ?? '?'), `${j.benefits} in ${j.country}`).toBe(true)
      expect(j.benefits).toMatch(new RegExp(`^\\S+?\\d+${style?.pay.unit}/${style?.pay.period} - \\S+?\\d+${style?.pay.unit}/${style?.pay.period}$`))
    }
  })

  it('interns are paid below seniors, and seniors below executives, in 100% of countries', () => {
    const bounds = (j: (typeof paid)[number]) => (j.benefits?.match(/\d+/g) ?? []).map(Number) as [number, number]
    for (const country of Object.keys(COUNTRY_STYLES)) {
      const of = (level: string) => paid.filter((j) => j.country === country && j.experienceLevel === level).map(bounds)
      const interns = of('Internship')
      const seniors = of('Mid-Senior level')
      const execs = of('Executive')
      if (interns.length && seniors.length) expect(Math.max(...interns.map((b) => b[1])), country).toBeLessThan(Math.min(...seniors.map((b) => b[0])))
      if (seniors.length && execs.length) expect(Math.max(...seniors.map((b) => b[0])), country).toBeLessThan(Math.min(...execs.map((b) => b[1])))
    }
  })
})
