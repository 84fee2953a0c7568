import type { z } from 'zod'
import { driftOf } from '../../src/drift/walk.js'

/** Spec 2.3: `YYYY-MM-DD HH:MM:SS[.fraction] +0000 UTC`. */
export const DATE_STRING = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)? \+0000 UTC$/

/** Spec 2.3: post search `postedAt` is a number followed by a unit. */
export const RELATIVE_AGE = /^(\d+) (second|minute|hour|day|week|month|year)s?$/

/** String date fields and the epoch-ms sibling each must agree with when both are in one object. */
const DATE_SIBLINGS: readonly [string, readonly string[]][] = [
  ['postedDate', ['postedAt', 'postedDateTimestamp']],
  ['createdDate', ['createdAt']],
  ['listedAtDate', ['listedAt']],
  ['originalListedDate', ['originalListedAt']],
  ['postAt', ['postedTimestamp']],
]

/** Spec 2.3's epoch-ms fields (when numbers). */
const EPOCH_MS = [
  'postedAt',
  'createdAt',
  'created',
  'lastModified',
  'expireAt',
  'listedAt',
  'originalListedAt',
  'postedTimestamp',
  'postedDateTimestamp',
]

const UNIT_MS: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
  year: 365 * 86_400_000,
}

/** Epoch ms of a spec date string; NaN when it is not one. */
export function parseDateString(s: string): number {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d+)? \+0000 UTC$/.exec(s)
  if (!m) return NaN
  const frac = m[3] ? m[3].slice(1).padEnd(3, '0').slice(0, 3) : '000'
  return Date.parse(`${m[1]}T${m[2]}.${frac}Z`)
}

/** The funding round types of the funding site: the spec's observed POST_IPO_EQUITY and the others of the kind. */
const FUNDING_TYPES = new Set([
  'PRE_SEED',
  'SEED',
  'SERIES_A',
  'SERIES_B',
  'SERIES_C',
  'SERIES_D',
  'PRIVATE_EQUITY',
  'POST_IPO_EQUITY',
  'GRANT',
  'DEBT_FINANCING',
])

/** Fields that hold a URL (or an empty string where the spec allows it). */
const URL_KEY =
  /(url|URL|Url|^logo|^logos|^profilePictures?|^backgroundImage|^backgroundCoverImages|^cover|^website|^permalink|^link)$/

/** DateParts as one comparable number; 0 parts sort first. */
function partsValue(p: object): number {
  const { year, month, day } = p as { year: number; month: number; day: number }
  return year * 10_000 + month * 100 + day
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function checkDateParts(v: Record<string, unknown>, at: string, out: string[]): void {
  const { year, month, day } = v as { year: number; month: number; day: number }
  if (!(year === 0 || (year >= 1900 && year <= 2100))) out.push(`${at}.year ${year} out of range`)
  if (!(Number.isInteger(month) && month >= 0 && month <= 12)) out.push(`${at}.month ${month} out of range`)
  if (!(Number.isInteger(day) && day >= 0 && day <= 31)) out.push(`${at}.day ${day} out of range`)
  if (month === 0 && day !== 0) out.push(`${at}: a day without a month`)
}

/** Checks every object in the body for the spec rules a zod schema cannot express. */
function walk(v: unknown, at: string, out: string[]): void {
  if (Array.isArray(v)) {
    v.forEach((x, i) => {
      walk(x, `${at}[${i}]`, out)
    })
    return
  }
  if (!isObject(v)) return
  if ('countryCode' in v) {
    const cc = v.countryCode
    if (typeof cc !== 'string' || !/^[a-z]{2}$/.test(cc))
      out.push(`${at}.countryCode ${JSON.stringify(cc)} is not a lowercase two-letter code`)
  }
  if ('line1' in v && 'country' in v) {
    if (typeof v.country !== 'string' || !/^[A-Za-z]{2}$/.test(v.country))
      out.push(`${at}.country ${JSON.stringify(v.country)} is not a two-letter code`)
  }
  for (const [dateKey, siblings] of DATE_SIBLINGS) {
    const s = v[dateKey]
    if (s === undefined) continue
    if (typeof s !== 'string' || !DATE_STRING.test(s)) {
      out.push(`${at}.${dateKey} ${JSON.stringify(s)} is not YYYY-MM-DD HH:MM:SS[.fraction] +0000 UTC`)
      continue
    }
    for (const sib of siblings) {
      const ms = v[sib]
      if (typeof ms === 'number' && parseDateString(s) !== ms)
        out.push(`${at}.${dateKey} ${s} disagrees with ${sib} ${ms}`)
    }
  }
  for (const key of EPOCH_MS) {
    const ms = v[key]
    if (typeof ms === 'number' && !(Number.isInteger(ms) && ms >= 946_684_800_000 && ms < 4_102_444_800_000)) {
      out.push(`${at}.${key} ${ms} is not an epoch-ms timestamp`)
    }
  }
  if ('likeCount' in v) {
    if (!('InterestCount' in v)) out.push(`${at}: SocialCounts without InterestCount`)
    if ('interestCount' in v) out.push(`${at}: SocialCounts with lowercase interestCount`)
  }
  if ('year' in v && 'month' in v && 'day' in v && Object.keys(v).length === 3) checkDateParts(v, at, out)
  if (
    isObject(v.start) &&
    isObject(v.end) &&
    (v.end as { year: number }).year > 0 &&
    partsValue(v.start) > partsValue(v.end)
  ) {
    out.push(`${at}: start ${JSON.stringify(v.start)} after end ${JSON.stringify(v.end)}`)
  }
  for (const [k, x] of Object.entries(v)) {
    if (URL_KEY.test(k) && typeof x === 'string' && x !== '' && !/^https?:\/\/[^\s/]+\.[^\s]+$/.test(x))
      out.push(`${at}.${k} ${JSON.stringify(x)} is not a URL`)
  }
  if ('companyStaffCountRange' in v && !/^\d[\d,]*(-\d[\d,]*|\+)$/.test(String(v.companyStaffCountRange))) {
    out.push(`${at}.companyStaffCountRange ${JSON.stringify(v.companyStaffCountRange)} is neither a range nor N+`)
  }
  if ('entityUrn' in v && !/:\d+$/.test(String(v.entityUrn)))
    out.push(`${at}.entityUrn ${JSON.stringify(v.entityUrn)} does not end in a numeric group id`)
  for (const [k, x] of Object.entries(v)) walk(x, `${at}.${k}`, out)
}

/** Endpoint-specific rules of spec sections 2 and 4. */
const ENDPOINT_RULES: Record<string, (body: any, now: number, out: string[]) => void> = {
  'posts/search': (body, now, out) => {
    const d = body.data
    if (d.count !== d.items.length) out.push(`data.count ${d.count} != items.length ${d.items.length}`)
    d.items.forEach((p: any, i: number) => {
      if ('numShares' in p.socialActivityCountsInsight)
        out.push(`items[${i}].socialActivityCountsInsight has numShares`)
      const m = RELATIVE_AGE.exec(p.postedAt)
      if (!m) {
        out.push(`items[${i}].postedAt ${JSON.stringify(p.postedAt)} is not a relative age`)
        return
      }
      const unit = UNIT_MS[m[2] ?? ''] ?? NaN
      const age = now - p.postedDateTimestamp
      if (age < Number(m[1]) * unit || age >= (Number(m[1]) + 1) * unit)
        out.push(`items[${i}].postedAt "${p.postedAt}" disagrees with an age of ${age} ms`)
      if (p.author.type !== 'user') out.push(`items[${i}].author.type ${p.author.type}`)
    })
  },
  'posts/reposts': (body, _now, out) => {
    body.data.items.forEach((r: any, i: number) => {
      if (r.profileType !== 'user') out.push(`items[${i}].profileType ${r.profileType}`)
      const counts = r.post.totalSocialActivityCounts
      if (counts !== undefined && !('numShares' in counts)) out.push(`items[${i}] SocialCounts without numShares`)
    })
  },
  'articles/comments': (body, _now, out) => {
    body.data.items.forEach((c: any, i: number) => {
      if (!('numShares' in c.totalSocialActivityCounts)) out.push(`items[${i}] SocialCounts without numShares`)
    })
  },
  'jobs/details': (body, _now, out) => {
    const d = body.data
    if ((d.state === 'CLOSED') !== d.closed) out.push(`state ${d.state} with closed ${d.closed}`)
  },
  'companies/by-id': (body, now, out) => {
    const f = body.data.fundingData
    if (!/^\d{9,10}$/.test(f.updatedAt))
      out.push(`fundingData.updatedAt ${JSON.stringify(f.updatedAt)} is not epoch seconds`)
    else {
      if (Number(f.updatedAt) * 1000 > now) out.push(`fundingData.updatedAt ${f.updatedAt} is in the future`)
      if (parseDateString(f.updatedDate) !== Number(f.updatedAt) * 1000)
        out.push(`fundingData.updatedDate ${f.updatedDate} disagrees with updatedAt ${f.updatedAt}`)
    }
    // the spec observed POST_IPO_EQUITY; other companies announce the rounds of their kind and stage
    if (!FUNDING_TYPES.has(f.lastFundingRound.fundingType)) out.push(`fundingType ${f.lastFundingRound.fundingType}`)
    const slug = String(f.lastFundingRound.fundingType).toLowerCase().replace(/_/g, '-')
    if (!f.lastFundingRound.fundingRoundFundingSiteUrl.includes(`-${slug}--`))
      out.push(`fundingRoundFundingSiteUrl ${f.lastFundingRound.fundingRoundFundingSiteUrl} does not name ${slug}`)
  },
  'people/recommendations/received': (body, _now, out) => {
    body.data.forEach((r: any, i: number) => {
      if (!/^RECOMMENDER_[A-Z_]+$/.test(r.relationship)) out.push(`data[${i}].relationship ${r.relationship}`)
    })
  },
  'people/recommendations/given': (body, _now, out) => {
    body.data.forEach((r: any, i: number) => {
      if (!/^RECOMMENDER_[A-Z_]+$/.test(r.relationship)) out.push(`data[${i}].relationship ${r.relationship}`)
    })
  },
}

/** Fields in `value` that its schema does not declare (zod objects silently accept them). */
export function undeclaredFields(schema: z.ZodType, value: unknown): string[] {
  return driftOf(schema, value)
    .filter((p) => p.kind === 'unknown-field')
    .map((p) => p.path)
}

/** Every spec rule a body of this endpoint breaks; empty when it keeps them all. */
export function specProblems(endpointId: string, body: unknown, now: number): string[] {
  const out: string[] = []
  if (isObject(body) && 'success' in body) {
    if (body.success !== true) out.push(`success is ${JSON.stringify(body.success)}`)
    if (body.message !== '' && body.message !== 'success')
      out.push(`message ${JSON.stringify(body.message)} is neither "" nor "success"`)
  }
  walk(body, '$', out)
  ENDPOINT_RULES[endpointId]?.(body, now, out)
  return out
}
