import type { Draw } from './draw.js'
import { EMPLOYMENT_TYPES, LOCATION_TYPES, type RoleFamily } from './pools.js'
import * as text from './text.js'
import type { PersonPosition } from './facts.js'
import type { PersonEducation, Place, WorldCore } from './model.js'
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
  _w: WorldCore,
  f: Draw,
  jobs: readonly CareerJob[],
  c: { family: RoleFamily; skills: string[]; location: string; city: string; bullet: string },
): PersonPosition[] {
  return jobs.map((job, i) => ({
    companyId: job.companyId,
    title: job.title,
    location: i === 0 ? c.location : job.location,
    locationType: f.pick(LOCATION_TYPES),
    description: f.bool(0.6) ? text.positionDescription(f, c) : '',
    employmentType: f.weighted(EMPLOYMENT_WEIGHTS),
    skills: f.some(c.skills, 0, Math.min(5, c.skills.length)),
    networkHelpedGetJob: f.bool(0.15),
    start: dateParts(job.start, f.pick(['year', 'month'] as const)),
    end: i === 0 ? NOT_SPECIFIED : dateParts(job.end, 'month'),
  }))
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
): PersonEducation[] {
  const path = f.weighted(educationPaths(family))
  const out: PersonEducation[] = []
  let year = careerYear - f.int(0, 1)
  // walk back from the first job: the last degree ends first in this loop
  for (const level of [...path].reverse()) {
    const years =
      level === 'bootcamp' ? 0 : level === 'master' ? f.int(1, 2) : level === 'phd' ? f.int(4, 6) : f.int(3, 4)
    const fieldOfStudy = level === 'bootcamp' ? 'Software Development' : f.pick(family.studies)
    const schoolPlace = f.bool(0.6) ? place : anyPlace(w, f)
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
