import type { Draw } from './draw.js'
import { COUNTRIES, type CountryStyle, JOB_TYPES, WORKPLACES } from './pools.js'
import * as text from './text.js'
import { DAY, JOB_INDEX_DIGITS, JOB_STRIDE, type Job, SITE, type WorldCore } from './model.js'
import { pastMs } from './dates.js'
import { hqPlace, styleOf } from './places.js'

/** Pay by experience level, as a share of a mid-level professional's: each level's range sits above the one below. */
export const LEVEL_PAY: Record<string, [number, number]> = {
  Internship: [0.25, 0.35],
  'Entry level': [0.55, 0.7],
  Associate: [0.75, 0.9],
  'Mid-Senior level': [1.0, 1.3],
  Director: [1.5, 1.9],
  Executive: [2.0, 2.8],
}
/** How a role family is paid against the country's mid-level pay. */
export const FAMILY_PAY: Record<string, number> = {
  engineering: 1.15,
  data: 1.15,
  product: 1.15,
  consulting: 1.1,
  finance: 1.05,
  design: 1,
  sales: 1,
  healthcare: 0.95,
  science: 0.95,
  marketing: 0.95,
  people: 0.9,
  operations: 0.9,
  customer: 0.8,
  education: 0.75,
}

/** "€58K/yr - €66K/yr", "₹14L/yr - ₹17L/yr", "R$9K/mo - R$11K/mo": the country's currency, the level's range. */
export function salaryRange(f: Draw, style: CountryStyle, level: string, family: string): string {
  const [lo, hi] = LEVEL_PAY[level] ?? [1, 1.2]
  const low = style.basePay * (FAMILY_PAY[family] ?? 1) * f.float(lo, hi)
  const high = low * f.float(1.1, 1.3)
  const { symbol, unit, period, divisor } = style.pay
  const shown = (v: number) => Math.max(1, Math.round((period === 'mo' ? v / 12 : v) / divisor))
  return `${symbol}${shown(low)}${unit}/${period} - ${symbol}${shown(high)}${unit}/${period}`
}

/** Job id `index` of company `companyId` (companyId * JOB_STRIDE + index, as text: no precision lost). */
export function jobIdOf(_w: WorldCore, companyId: number, index: number): string {
  return `${companyId}${String(index).padStart(JOB_INDEX_DIGITS, '0')}`
}

/** The company a job id names and the job's place in its listing. */
export function jobParts(w: WorldCore, jobId: string): { companyId: number; index: number } {
  const fact = w.facts.jobs.get(jobId)?.companyId
  const head = jobId.length > JOB_INDEX_DIGITS ? Number(jobId.slice(0, -JOB_INDEX_DIGITS)) : 0
  const index = Number(jobId.slice(-JOB_INDEX_DIGITS))
  const companyId =
    fact ?? (head >= 1 && Number.isSafeInteger(head) ? head : w.intFor(['job-company', jobId], 1_000, 99_999_999))
  return { companyId, index: head >= 1 ? index : JOB_STRIDE }
}

export function makeJob(w: WorldCore, f: Draw, id: string, companyId: number, index: number): Job {
  const facts = w.facts.jobs.get(id) ?? {}
  const company = w.company(companyId)
  // a job the company lists is open at the reference date; any other id of the company is an old, closed one
  const listed = index < company.jobCount
  const drawnListed = listed ? pastMs(f, w.now, 0, 28) : pastMs(f, w.now, 45, 400)
  const listedAt = facts.listedAt ?? drawnListed
  const originalListedAt = f.bool(0.3) ? listedAt - f.int(0, 20) * DAY : listedAt
  const expireAt = listedAt + 30 * DAY
  const closed = facts.state !== undefined ? facts.state === 'CLOSED' : !listed || expireAt < w.now
  const family = text.familyFor(f, company.industry)
  const type = f.weighted(JOB_TYPES.map((t, i) => ({ weight: i === 0 ? 12 : 1, value: t })))
  const opening = text.jobOpeningTitle(f, family, type)
  const title = facts.title ?? opening.title
  const experienceLevel = facts.title !== undefined ? text.experienceLevelOf(title) : opening.experienceLevel
  const place = f.bool(0.6)
    ? (() => {
        const p = hqPlace(w, company)
        return { city: p.city, region: p.region, country: p.country.code }
      })()
    : (() => {
        // other openings are at one of the company's offices
        const office = f.pick(company.locations)
        const known = COUNTRIES.find((c) => c.code === office.country)?.cities.find(([city]) => city === office.city)
        return { city: office.city, region: office.geographicArea ?? known?.[1] ?? '', country: office.country }
      })()
  const workPlace = f.pick(WORKPLACES)
  const benefits = f.maybe(() => salaryRange(f, styleOf(place.country), experienceLevel, family.id), 0.5)
  const referenceId = f.alphanumeric(24)
  // many employers in a country with a language of its own post in it
  const language = text.jobLanguage(f, place.country)
  const local =
    language.code === 'en'
      ? undefined
      : text.localJobDescription(f, place.country, {
          title,
          company: company.name,
          city: place.city,
          workPlace,
          years: experienceLevel === 'Internship' || experienceLevel === 'Entry level' ? 0 : f.int(2, 6),
          skills: f.some(family.skills, 2),
        })
  return {
    id,
    companyId,
    title,
    description:
      local ??
      text.jobDescription(f, {
        title,
        company: company.name,
        tagline: company.tagline,
        family,
        location: place.city,
        workPlace,
        experienceLevel,
      }),
    url: `${SITE}/jobs/view/${id}/`,
    location: facts.location ?? `${place.city}, ${place.region}, ${place.country}`,
    country: place.country,
    language,
    type,
    workPlace,
    experienceLevel,
    listedAt,
    originalListedAt,
    expireAt,
    closed,
    functions: f.some(family.functions, 1, Math.min(2, family.functions.length)),
    industryIds: company.industries.map((name) => text.industryProfile(name).id),
    referenceId: facts.referenceId ?? referenceId,
    benefits: facts.benefits ?? benefits,
    easyApply: f.bool(0.4),
    family: family.id,
  }
}
