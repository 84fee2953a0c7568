import type { Draw } from './draw.js'
import {
  COMPANY_TYPE_WEIGHTS,
  FOUNDER_NAMES,
  NONPROFIT_INDUSTRIES,
  PARTNERSHIP_INDUSTRIES,
  STAFF_RANGE_WEIGHTS,
  type CountryStyle,
  INDUSTRY_PROFILES,
  STAFF_RANGES,
  type IndustryProfile,
} from './pools.js'
import * as text from './text.js'
import { heavyTail } from './numbers.js'
import type { CompanyFacts } from './facts.js'
import { type Company, type CompanyBrief, type Place, SITE, type WorldCore } from './model.js'
import { dateParts, pastMs } from './dates.js'
import { slugify, websiteOf } from './slug.js'
import { countryOf, fillPattern, officeAddress, phonePattern, place, placeOfCompany, styleOf } from './places.js'
import { processMemo } from './cache-table.js'
import { type EmployedOccupation, type Occupation, nameDrawn, occupationsOf, pluralOf } from './occupations.js'
import {
  GRANT_FUNDED,
  NO_VENTURE_INDUSTRIES,
  TYPES_BY_INDUSTRY,
  foundingRange,
  relatedIndustries,
} from './company-kinds.js'

const companyTypeWeights = processMemo<string, { value: string; weight: number }[]>('companyTypeWeights')

/** Mostly privately held; nonprofits only in industries that have them, partnerships where they are common. */
export function companyType(f: Draw, industry: string): string {
  let table = companyTypeWeights.get(industry)
  if (table === undefined) {
    table = companyTypeTable(industry)
    companyTypeWeights.remember(industry, table)
  }
  return f.weighted(table)
}

export function companyTypeTable(industry: string): { value: string; weight: number }[] {
  // a council is a government agency, a school educational: the kind of organisation decides the type
  const own = TYPES_BY_INDUSTRY[industry]
  if (own !== undefined) return own.map(([value, weight]) => ({ value, weight }))
  const weights: [string, number][] = [
    ...COMPANY_TYPE_WEIGHTS.map(([t, w]): [string, number] => [
      t,
      t === 'Partnership' && PARTNERSHIP_INDUSTRIES.includes(industry) ? w * 4 : w,
    ]),
    ...(NONPROFIT_INDUSTRIES.includes(industry) ? [['Nonprofit', 30] as [string, number]] : []),
  ]
  return weights.map(([value, weight]) => ({ value, weight }))
}

/** What companyHead draws for a company. */
export interface CompanyHead {
  facts: CompanyFacts
  profile: IndustryProfile
  industryName: string
  industries: string[]
  hq: Place
  style: CountryStyle
  name: string
}

export type CompanySize = ReturnType<typeof companySize>

/**
 * A company's type and size, from a draw of their own: known from the id without drawing its name, so the
 * population can hold no more of a company's people than its staff count.
 */
export function sizeOf(w: WorldCore, id: number): CompanySize {
  const facts = w.facts.companies.get(id) ?? {}
  const profile = text.industryProfile(industryOf(w, id))
  return w.draw(['company-size', id], (f) => companySize(f, { facts, profile }))
}

/** A company's type and size. */
function companySize(f: Draw, { facts, profile }: Pick<CompanyHead, 'facts' | 'profile'>) {
  const type = companyType(f, profile.name)
  // some kinds of company never grow huge: a venture firm, a nonprofit, a self-owned shop
  const cap = Math.min(INDUSTRY_STAFF_CAP[profile.name] ?? Infinity, TYPE_STAFF_CAP[type] ?? Infinity)
  const ranges = type === 'Public Company' ? PUBLIC_STAFF_RANGES : PRIVATE_STAFF_RANGES
  const fitting = ranges.filter((r) => r.value[2] <= cap)
  const range = f.weighted(fitting.length ? fitting : ranges)
  let staffCountRange = range[0]
  let staffCount = Math.min(cap, Math.round(Math.exp(f.float(Math.log(range[1]), Math.log(range[2])))))
  if (facts.staffCount !== undefined) {
    staffCount = facts.staffCount
    staffCountRange =
      (STAFF_RANGES.find(([, lo, hi]) => staffCount >= lo && staffCount <= hi) ?? STAFF_RANGES[0])?.[0] ??
      staffCountRange
  }
  return { type, staffCountRange, staffCount }
}

/** The most staff a company of these industries or types has (a range starting above it is never drawn). */
export const INDUSTRY_STAFF_CAP: Record<string, number> = {
  'Venture Capital and Private Equity Principals': 5_000,
  'Computer Games': 10_000,
}
export const TYPE_STAFF_CAP: Record<string, number> = { 'Self-Owned': 200, Nonprofit: 10_000, Partnership: 10_000 }

/** Staff ranges with their weights: public companies are large; the rest mostly small (a heavy tail of big ones). */
export const weighted = <T>(values: readonly T[], weights: readonly number[]) =>
  values.map((value, i) => ({ value, weight: weights[i] ?? 1 }))
export const PUBLIC_STAFF_RANGES = weighted(STAFF_RANGES.slice(4), [30, 40, 15, 15])
export const PRIVATE_STAFF_RANGES = weighted(STAFF_RANGES, STAFF_RANGE_WEIGHTS)

/** Stages by size, with the amounts (USD-equivalent millions) such a round raises. */
export const STAGES: { type: string; maxStaff: number; rounds: [number, number]; amount: [number, number] }[] = [
  { type: 'PRE_SEED', maxStaff: 10, rounds: [1, 1], amount: [0.1, 1] },
  { type: 'SEED', maxStaff: 50, rounds: [1, 2], amount: [0.5, 4] },
  { type: 'SERIES_A', maxStaff: 200, rounds: [2, 3], amount: [5, 20] },
  { type: 'SERIES_B', maxStaff: 500, rounds: [3, 4], amount: [15, 60] },
  { type: 'SERIES_C', maxStaff: 1000, rounds: [4, 6], amount: [40, 150] },
  { type: 'SERIES_D', maxStaff: 5000, rounds: [5, 8], amount: [80, 300] },
  { type: 'PRIVATE_EQUITY', maxStaff: Infinity, rounds: [2, 10], amount: [100, 900] },
]
/** Local currency units per US dollar, roughly: funding amounts are told in the company's currency. */
export const PER_USD: Record<string, number> = {
  USD: 1,
  GBP: 0.8,
  EUR: 0.92,
  INR: 83,
  CAD: 1.35,
  AUD: 1.5,
  BRL: 5,
  SGD: 1.35,
}

/** The last funding round a company of this type and size would announce. */
export function fundingOf(
  f: Draw,
  type: string,
  staff: number,
  currency: string,
  industry = '',
): { type: string; rounds: number; amount: number } {
  const per = PER_USD[currency] ?? 1
  const money = (lo: number, hi: number) => Math.round(f.float(lo, hi) * per * 10) * 100_000
  if (type === 'Public Company') return { type: 'POST_IPO_EQUITY', rounds: f.int(5, 15), amount: money(50, 2000) }
  if (GRANT_FUNDED.has(type)) return { type: 'GRANT', rounds: f.int(1, 6), amount: money(0.05, 5) }
  if (type === 'Self-Owned' || type === 'Partnership' || NO_VENTURE_INDUSTRIES.has(industry))
    return { type: 'DEBT_FINANCING', rounds: 1, amount: money(0.05, staff <= 10 ? 0.9 : 2) }
  const stage = STAGES.find((st) => staff <= st.maxStaff) ?? (STAGES[STAGES.length - 1] as (typeof STAGES)[number])
  return {
    type: stage.type,
    rounds: f.int(stage.rounds[0], stage.rounds[1]),
    amount: money(stage.amount[0], stage.amount[1]),
  }
}

/** A random company of the population. */
export function randomCompanyId(w: WorldCore, f: Draw): number {
  const { population } = w
  return population.companyIdAt(f.int(0, population.companyCount - 1))
}

/** Occupations a company employs and names: its team's, then those it is hiring for. */
const OCCUPATIONS_NAMED = 10
/** How much more often a company employs an industry's best fitting occupations than its least (1: alike). */
const FIT_SKEW = 1.4

/** Of those, the ones its description counts among its team. */
export const OCCUPATIONS_IN_TEAM = 5

/** Kinds of role a company of `staff` names as open: a firm of a handful is not hiring five kinds of people. */
export const openKinds = (staff: number): number => Math.max(1, Math.floor(staff / 3))

/**
 * The ESCO occupations a company employs (its description names them, its staff hold them), from a hash of its id:
 * its description, its staff's titles and their posts agree without a draw of any shifting.
 */
export function companyOccupations(w: WorldCore, id: number, industry: string): readonly EmployedOccupation[] {
  const all = occupationsOf(industry)
  const picked: EmployedOccupation[] = []
  for (let k = 0; picked.length < Math.min(OCCUPATIONS_NAMED, all.length) && k < 2 * OCCUPATIONS_NAMED; k++) {
    // the best fitting (first) most often: an industry's list ends in the occupations that fit it least
    const at = Math.floor(all.length * (w.intFor(['company-occupation', id, k], 0, 999) / 1000) ** FIT_SKEW)
    const o = all[at] as Occupation
    if (picked.some((p) => p.label === o.label)) continue
    // ESCO's label a third of the time, else one of the names job boards print (as people's titles are)
    const name = nameDrawn(o, w.intFor(['company-occupation-name', id, k], 0, 999))
    picked.push({ ...o, name })
  }
  return picked
}

/**
 * The industry of a company, known from its id alone (a hash), so lists can pick companies of one industry cheaply.
 */
export function industryOf(w: WorldCore, id: number): string {
  const fact = w.facts.companies.get(id)?.industry
  if (fact !== undefined) return fact
  return (INDUSTRY_PROFILES[w.seeds.industry(id) % INDUSTRY_PROFILES.length] as { name: string }).name
}

/**
 * A random company of the population in one of these industries (any industry if the list is empty, or if the
 * population has none of them), in `country` when one of the first draws is.
 */
export function companyIdInIndustries(w: WorldCore, f: Draw, industries: readonly string[], country?: string): number {
  const { population } = w
  let total = 0
  for (const industry of industries) total += population.companiesIn(industry).length
  // one index over the industries' lists laid end to end: no list is concatenated
  const pick = (): number => {
    if (total === 0) return randomCompanyId(w, f)
    let r = f.int(0, total - 1)
    for (const industry of industries) {
      const list = population.companiesIn(industry)
      if (r < list.length) return list[r] as number
      r -= list.length
    }
    return randomCompanyId(w, f)
  }
  if (country === undefined) return pick()
  let id = pick()
  for (let i = 0; i < 64 && countryOf(w, id) !== country; i++) id = pick()
  return id
}

/** With probability `p` a company of the same industry, else any. */
export function randomCompanyIdIn(w: WorldCore, f: Draw, industry: string, p: number): number {
  return f.bool(p) ? companyIdInIndustries(w, f, [industry]) : randomCompanyId(w, f)
}

/**
 * A company of the population in `city` (of `country`) and one of `industries` when there is one; else any company
 * there half the time; else one of the industries in the country.
 */
export function companyIdIn(
  w: WorldCore,
  f: Draw,
  industries: readonly string[],
  country: string,
  city: string,
): number {
  const { population } = w
  const { all: here, byIndustry } = population.companiesInCity(country, city)
  // one index over the industries' lists of the city laid end to end: nothing filtered or concatenated
  let total = 0
  for (const industry of industries) total += byIndustry.get(industry)?.length ?? 0
  if (!industries.length) total = here.length
  if (total > 0) {
    let r = f.int(0, total - 1)
    if (!industries.length) return here[r] as number
    for (const industry of industries) {
      const list = byIndustry.get(industry) ?? []
      if (r < list.length) return list[r] as number
      r -= list.length
    }
  }
  if (here.length && f.bool()) return here[f.int(0, here.length - 1)] as number
  return companyIdInIndustries(w, f, industries, country)
}

/** The draws every company starts with: industries, headquarters city and name. */
export function companyHead(w: WorldCore, f: Draw, id: number): CompanyHead {
  const facts = w.facts.companies.get(id) ?? {}
  const profile = text.industryProfile(industryOf(w, id))
  // a second industry is a related one: software with IT services, never with farming
  const related = relatedIndustries(profile.name)
  const second = related.length && f.bool(0.3) ? text.industryProfile(f.pick(related)) : profile
  const industryName = facts.industry ?? profile.name
  const industries = second === profile || facts.industry !== undefined ? [industryName] : [profile.name, second.name]
  const hq = placeOfCompany(w, id)
  const style = styleOf(hq.country.code)
  const drawnName = text.companyName(f, profile, style.legal, FOUNDER_NAMES[hq.country.code] ?? [])
  const name = facts.name ?? drawnName
  return { facts, profile, industryName, industries, hq, style, name }
}

export function briefOf(w: WorldCore, id: number, head: CompanyHead, size: CompanySize): CompanyBrief {
  const { facts, industryName, industries, name } = head
  const universalName = facts.universalName ?? slugify(name)
  // one company in twelve has no logo, known from its id: a company's first draws stay its brief
  const logo =
    (facts.logo !== undefined ? w.media.given(facts.logo) : undefined) ??
    (w.seeds.logo(id) % 12 === 0 ? null : w.media.logo(id, name))
  return {
    id,
    name,
    universalName,
    url: facts.url ?? `${SITE}/company/${universalName}/`,
    website: websiteOf(universalName),
    logo,
    industry: industryName,
    industries,
    staffCount: size.staffCount,
    staffCountRange: size.staffCountRange,
  }
}

export function makeCompany(w: WorldCore, f: Draw, id: number): Company {
  const head = companyHead(w, f, id)
  const { facts, profile, hq, style, name } = head
  const size = sizeOf(w, id)
  const headquarter = officeAddress(f, hq, true)
  const brief = briefOf(w, id, head, size)
  const { type, staffCount } = size
  const locations = [headquarter]
  // offices grow with headcount: a ten-person firm has one
  const extra = staffCount < 50 ? 0 : f.int(0, staffCount < 1000 ? 1 : 3)
  for (let i = 0; i < extra; i++) locations.push(officeAddress(f, place(w, f), false))
  const funding = fundingOf(f, type, staffCount, style.currency, profile.name)
  const announced = pastMs(f, w.now, 30, 1500)
  const specialities = f.some(profile.specialities, 0, 5)
  const occupations = companyOccupations(w, id, profile.name)
  // openings scale with headcount: a ten-person firm lists a couple, a large employer hundreds
  const openings = Math.max(2, Math.min(400, Math.round(staffCount / 10)))
  const drawnJobs = f.bool(0.2) ? 0 : Math.round(Math.exp(f.float(0, Math.log(openings))))
  const jobCount = facts.jobTotal ?? drawnJobs
  const [earliest, latest] = foundingRange(profile.name, staffCount, new Date(w.now).getUTCFullYear())
  // most companies are young: founding years lean to the latest a company of this size can have
  const founded = latest - Math.floor((latest - earliest) * f.float(0, 1) ** 2)
  const tagline = text.companyTagline(f, profile, hq.city, founded)
  // optional details some pages leave empty
  const noTagline = f.bool(0.15)
  const noPhone = f.bool(0.25)
  const noWebsite = f.bool(0.08)
  // fields listed one by one: an object spread of the brief makes a slow dictionary-mode object
  return {
    id,
    name,
    universalName: brief.universalName,
    url: brief.url,
    website: noWebsite ? '' : brief.website,
    logo: brief.logo,
    industry: brief.industry,
    industries: brief.industries,
    staffCount,
    staffCountRange: brief.staffCountRange,
    headquarter,
    tagline: facts.tagline ?? (noTagline ? '' : tagline),
    description: text.companyDescription(f, {
      name,
      industry: profile,
      specialities,
      hqCity: hq.city,
      staffCount,
      officeCount: locations.length,
      hiring: jobCount > 0,
      // the occupations its team sentence leaves out: those it is still looking for
      hiringFor: occupations
        .slice(OCCUPATIONS_IN_TEAM, OCCUPATIONS_IN_TEAM + openKinds(staffCount))
        .map((o) => pluralOf(o, o.name)),
      // a draw of its own, so the company's other facts stay as they were drawn
      work: w.draw(['company-work', id], (g) =>
        text.companyWork(g, profile.name, staffCount, occupations.slice(0, OCCUPATIONS_IN_TEAM)),
      ),
    }),
    type,
    phone: noPhone
      ? ''
      : fillPattern(phonePattern(hq.city, hq.country.code, style.phone), (min, max) => f.int(min, max)),
    cover: w.media.cover(f.alphanumeric(16)),
    specialities,
    followerCount: heavyTail(f, staffCount * 12 + 150, 1.2, staffCount),
    locations,
    jobCount,
    fundingRounds: funding.rounds,
    fundingAmount: String(funding.amount),
    fundingType: funding.type,
    fundingCurrency: style.currency,
    fundingAnnounced: dateParts(announced, 'day'),
    fundingUpdatedAt: Math.floor(pastMs(f, w.now, 1, 29) / 1000),
    claimable: f.bool(0.1),
  }
}

/** A company's brief: the draws of its company draw up to its size. */
export function drawnBrief(w: WorldCore, f: Draw, id: number): CompanyBrief {
  const head = companyHead(w, f, id)
  return briefOf(w, id, head, sizeOf(w, id))
}
