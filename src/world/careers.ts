import type { Draw } from './draw.js'
import { EMPLOYMENT_TYPES, LOCATION_TYPES, type RoleFamily } from './pools.js'
import * as text from './text.js'
import type { PersonPosition } from './facts.js'
import { DAY, type PersonEducation, type Place, type WorldCore, YEAR } from './model.js'
import { NOT_SPECIFIED, dateParts } from './dates.js'
import { place as anyPlace } from './places.js'
import { processMemo } from './cache-table.js'

/** Mostly full-time, often unstated; interns are rare enough to leave out of generated careers. */
export const EMPLOYMENT_WEIGHTS = EMPLOYMENT_TYPES.filter((t) => t !== 'Internship').map((value) => ({
  value,
  weight: value === 'Full-time' ? 10 : value === '' ? 4 : 1,
}))

export type EducationLevel = 'bachelor' | 'master' | 'phd' | 'bootcamp'

/** How many jobs a career holds: [min, max, weight]. */
export const POSITION_COUNTS: [number, number, number][] = [
  [1, 1, 15],
  [2, 3, 40],
  [4, 6, 28],
  [7, 12, 12],
  [13, 25, 5],
]
export const POSITION_COUNT_WEIGHTS = POSITION_COUNTS.map(([lo, hi, weight]) => ({ weight, value: [lo, hi] as const }))

const EDUCATION_PATHS = processMemo<string, { weight: number; value: readonly EducationLevel[] }[]>('educationPaths')

/** The degrees people of a role family take, weighted: academic fields often lead to a PhD, some to bootcamps. */
export function educationPaths(family: RoleFamily): { weight: number; value: readonly EducationLevel[] }[] {
  let paths = EDUCATION_PATHS.get(family.id)
  if (paths !== undefined) return paths
  const academic = ['science', 'education', 'healthcare', 'data'].includes(family.id)
  paths = [
    { weight: 8, value: [] },
    { weight: 55, value: ['bachelor'] },
    { weight: 25, value: ['bachelor', 'master'] },
    { weight: academic ? 10 : 1, value: ['bachelor', 'master', 'phd'] },
  ]
  if (['engineering', 'data', 'design'].includes(family.id)) paths.push({ weight: 6, value: ['bachelor', 'bootcamp'] })
  EDUCATION_PATHS.remember(family.id, paths)
  return paths
}

/** Industries where a role family is at home (any, for families every company has). */
export function familyIndustries(family: RoleFamily): string[] {
  return family.industries
}

export interface Career {
  positions: PersonPosition[]
  educations: PersonEducation[]
}

/** One job of a career: its employer, title, dates (ms) and where it was. */
export interface CareerJob {
  companyId: number
  title: string
  start: number
  end: number
  location: string
}

/** A person's bullet style, from a hash of their name: drawing it would shift every later draw of their career. */
export function bulletOf(w: WorldCore, username: string): string {
  return w.intFor(['bullet', username], 0, 1) === 0 ? '•' : '-'
}

/** What each job of a career was like: its kind, description, skills and how precisely its start is told. */
export function positionsOf(
  w: WorldCore,
  f: Draw,
  jobs: readonly CareerJob[],
  c: { family: RoleFamily; skills: string[]; location: string; city: string; bullet: string },
): PersonPosition[] {
  return jobs.map((job, i) => positionOf(w, f, job, i, c))
}

/** One job of a career as the profile shows it; a past self-employed spell reads as freelance work. */
function positionOf(
  w: WorldCore,
  f: Draw,
  job: CareerJob,
  i: number,
  c: { family: RoleFamily; skills: string[]; location: string; city: string; bullet: string },
): PersonPosition {
  const employmentType = f.weighted(EMPLOYMENT_WEIGHTS)
  return {
    companyId: job.companyId,
    title: employmentType === 'Self-employed' && i > 0 ? `${job.title} (Freelance)` : job.title,
    location: i === 0 ? c.location : job.location,
    locationType: f.pick(LOCATION_TYPES),
    description: f.bool(0.6)
      ? text.positionDescription(f, {
          ...c,
          title: job.title,
          years: ((i === 0 ? w.now : job.end) - job.start) / YEAR,
          staff: w.companyBrief(job.companyId).staffCount,
        })
      : '',
    employmentType,
    skills: f.some(c.skills, 0, Math.min(5, c.skills.length)),
    networkHelpedGetJob: f.bool(0.15),
    // a past job tells the month it began as it tells the month it ended; the current one sometimes only the year
    start: dateParts(job.start, i > 0 || f.bool(0.8) ? 'month' : 'year'),
    end: i === 0 ? NOT_SPECIFIED : dateParts(job.end, 'month'),
  }
}

/**
 * Degrees in the order people take them, newest first in the list: a bachelor's (3-4 years), often a master's
 * (1-2), now and then a PhD (4-6) or a bootcamp of a few months, all finished by the first job in `careerYear`.
 */
export function educationsOf(
  w: WorldCore,
  f: Draw,
  family: RoleFamily,
  place: Place,
  careerYear: number,
  earliest = 0,
): PersonEducation[] {
  const drawn = f.weighted(educationPaths(family))
  // nobody starts university before 18: a career begun early holds fewer degrees
  const room = careerYear - earliest
  const path = room >= 14 ? drawn : drawn.filter((l) => l !== 'phd' && (room >= 8 || l !== 'master'))
  const out: PersonEducation[] = []
  let year = careerYear - f.int(0, 1)
  // walk back from the first job: the last degree ends first in this loop
  for (const level of [...path].reverse()) {
    const years =
      level === 'bootcamp' ? 0 : level === 'master' ? f.int(1, 2) : level === 'phd' ? f.int(4, 6) : f.int(3, 4)
    const fieldOfStudy = level === 'bootcamp' ? 'Software Development' : f.pick(family.studies)
    // most people study where they start work: in its city, else its country; some abroad
    const r = f.float(0, 1)
    const [city = place.city, region = place.region, postalCode = place.postalCode] =
      r < 0.88 ? (f.pick(place.country.cities) ?? []) : []
    const schoolPlace =
      r < 0.65 ? place : r < 0.88 ? { country: place.country, city, region, postalCode } : anyPlace(w, f)
    const start = level === 'bootcamp' ? { year, month: f.int(1, 6), day: 0 } : { year: year - years, month: 0, day: 0 }
    const end = level === 'bootcamp' ? { year, month: start.month + f.int(3, 6), day: 0 } : { year, month: 0, day: 0 }
    out.push({
      schoolName: text.schoolName(f, schoolPlace.city, fieldOfStudy, level, schoolPlace.country.code),
      schoolId: String(f.int(1000, 9_999_999)),
      degree: text.degreeFor(f, fieldOfStudy, level),
      fieldOfStudy,
      grade:
        level === 'bootcamp' ? '' : (f.maybe(() => f.pick(['3.7', 'First Class Honours', 'Cum Laude']), 0.3) ?? ''),
      description: '',
      activities: level === 'bachelor' ? (f.maybe(() => text.activities(f), 0.4) ?? '') : '',
      start,
      end,
    })
    year = start.year - (level === 'bootcamp' ? 0 : f.int(0, 1))
  }
  return out
}

/** Ages of people on the network by band, weighted: most between 25 and 50, a fifth past 50 (22 to 67 in all). */
const AGE_BANDS: { weight: number; value: readonly [number, number] }[] = [
  { weight: 22, value: [22, 29] },
  { weight: 30, value: [30, 39] },
  { weight: 27, value: [40, 50] },
  { weight: 15, value: [51, 59] },
  { weight: 6, value: [60, 67] },
]

/** A person's age; someone who leads a team is past their first years of work. */
export function ageOf(f: Draw, leads: boolean): number {
  const [lo, hi] = f.weighted(AGE_BANDS)
  return leads ? Math.max(lo, 30) + f.int(0, Math.max(0, hi - Math.max(lo, 30))) : f.int(lo, hi)
}

/**
 * The spans [start, end] (ms) of a career, newest first, from the age and the jobs it holds: the years since the
 * first job split over the jobs by chance, a few months between most jobs and, in one career in five, a break of
 * one to three years (a sabbatical, a child, a course, a search).
 */
export function careerSpans(f: Draw, now: number, age: number, wanted: number, since?: number): [number, number][] {
  const years = Math.max(0.4, age - 22 - f.float(0, 1))
  // a career of few years holds few jobs (rarely more than one a year); one of over nine years at least two
  const count = Math.max(years > 9 ? 2 : 1, Math.min(wanted, Math.floor(years / 0.9) + 1))
  const gaps = Array.from({ length: count - 1 }, () => f.int(0, f.bool(0.5) ? 15 : 120) * DAY)
  if (count > 1 && f.bool(0.22)) gaps[f.int(0, count - 2)] = f.int(420, 1100) * DAY
  const gapTotal = gaps.reduce((a, b) => a + b, 0)
  const working = Math.max(count * 90 * DAY, years * YEAR - gapTotal)
  const weights = Array.from({ length: count }, () => f.float(0.5, 1.5))
  const sum = weights.reduce((a, b) => a + b, 0)
  const lengths = weights.map((wt) => Math.max(60 * DAY, Math.round((working * wt) / sum)))
  // the current job began within nine years (what colleagues there did together stays in the last decade): the
  // years above that go to the job before it
  const over = (lengths[0] as number) - 9 * YEAR
  if (over > 0 && count > 1) {
    lengths[0] = 9 * YEAR
    lengths[1] = (lengths[1] as number) + over
  } else if (over > 0) lengths[0] = 9 * YEAR
  const spans: [number, number][] = []
  let end = now
  for (let i = 0; i < count; i++) {
    let start = end - (lengths[i] as number)
    if (i === 0 && since !== undefined) start = Math.min(start, since - 60 * DAY)
    spans.push([start, end])
    end = start - (gaps[i] ?? 0)
  }
  return spans
}
