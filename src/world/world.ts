import type { Faker } from '@faker-js/faker'
import type { Address, DateParts } from '../schemas/common.js'
import { seedOf } from '../util/hash.js'
import { Lru } from '../util/lru.js'
import { createSeededFaker, type SeededRandom } from '../util/random.js'
import {
  COMPANY_TYPES,
  COUNTRIES,
  EMPLOYMENT_TYPES,
  INDUSTRY_PROFILES,
  JOB_TYPES,
  LOCATION_TYPES,
  STAFF_RANGES,
  WORKPLACES,
  type Country,
} from './pools.js'
import * as text from './text.js'

export const SITE = 'https://www.network.example'
export const MEDIA = 'https://media.network.example'
const DAY = 24 * 3600_000

/** Size of the generated population that lists draw people from. */
export const POPULATION = 2_000_000
/** Job ids of company N are N * JOB_STRIDE + index, so a job id names its company. */
export const JOB_STRIDE = 10_000

export interface Place {
  country: Country
  city: string
  region: string
  postalCode: string
}

export interface PersonPosition {
  companyId: number
  title: string
  location: string
  locationType: string
  description: string
  employmentType: string
  skills: string[]
  networkHelpedGetJob: boolean
  start: DateParts
  end: DateParts
}

export interface PersonEducation {
  schoolName: string
  schoolId: string
  degree: string
  fieldOfStudy: string
  grade: string
  description: string
  activities: string
  start: DateParts
  end: DateParts
}

export interface Person {
  id: number
  urn: string
  username: string
  firstName: string
  lastName: string
  headline: string
  about: string
  profilePicture: string
  backgroundImage: string
  place: Place
  location: string
  followerCount: number
  connectionCount: number
  isPremium: boolean
  isTopVoice: boolean
  isCreator: boolean
  positions: PersonPosition[]
  educations: PersonEducation[]
  /** Current title and employer, as the headline shows them. */
  title: string
  companyName: string
  /** Role family id (src/world/pools.ts): drives the person's vocabulary in posts and comments. */
  family: string
  /** Top skills, most relevant first. */
  skills: string[]
}

export interface Company {
  id: number
  name: string
  universalName: string
  url: string
  tagline: string
  description: string
  /** Industry whose vocabulary the company's texts use (also industries[0]). */
  industry: string
  type: string
  phone: string
  website: string
  logo: string
  cover: string
  industries: string[]
  specialities: string[]
  staffCount: number
  staffCountRange: string
  followerCount: number
  headquarter: Address
  locations: Address[]
  jobCount: number
  fundingRounds: number
  fundingAmount: string
  fundingAnnounced: DateParts
  fundingUpdatedAt: number
  claimable: boolean
}

export interface Job {
  id: string
  companyId: number
  title: string
  description: string
  url: string
  location: string
  type: string
  workPlace: string
  experienceLevel: string
  listedAt: number
  originalListedAt: number
  expireAt: number
  closed: boolean
  functions: [string, string][]
  industryIds: number[]
  referenceId: string
  benefits: string | undefined
  easyApply: boolean
}

export interface WorldOptions {
  seed: number
  now: Date
  /** Entities kept per kind; bounds memory whatever the traffic. */
  cacheSize?: number
}

export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function profileUrl(username: string): string {
  return `${SITE}/in/${username}/`
}

/** A timestamp in the past, `minDays`..`maxDays` before now. */
function pastMs(faker: Faker, now: number, minDays: number, maxDays: number): number {
  return now - faker.number.int({ min: minDays * DAY, max: maxDays * DAY })
}

function dateParts(ms: number, precision: 'year' | 'month' | 'day'): DateParts {
  const d = new Date(ms)
  return {
    year: d.getUTCFullYear(),
    month: precision === 'year' ? 0 : d.getUTCMonth() + 1,
    day: precision === 'day' ? d.getUTCDate() : 0,
  }
}

const NOT_SPECIFIED: DateParts = { year: 0, month: 0, day: 0 }

/** Mostly full-time, often unstated; interns are rare enough to leave out of generated careers. */
const EMPLOYMENT_WEIGHTS = EMPLOYMENT_TYPES.filter((t) => t !== 'Internship').map((value) => ({
  value,
  weight: value === 'Full-time' ? 10 : value === '' ? 4 : 1,
}))

/**
 * Every entity of the mock world, derived only from (seed, kind, key): the same
 * username or id gives the same person, company or job in every endpoint.
 */
export class World {
  readonly seed: number
  readonly now: number
  readonly faker: Faker
  private readonly random: SeededRandom
  private readonly persons: Lru<string, Person>
  private readonly companies: Lru<number, Company>
  private readonly jobs: Lru<string, Job>

  constructor(options: WorldOptions) {
    this.seed = options.seed
    this.now = options.now.getTime()
    const seeded = createSeededFaker(options.now)
    this.faker = seeded.faker
    this.random = seeded.random
    const size = options.cacheSize ?? 5_000
    this.persons = new Lru(size)
    this.companies = new Lru(size)
    this.jobs = new Lru(size)
  }

  /**
   * Runs `fn` with the faker seeded from (seed, ...parts), restoring the outer state after,
   * so nested draws never disturb each other and results never depend on call order.
   */
  draw<T>(parts: (string | number)[], fn: (faker: Faker) => T): T {
    const saved = this.random.save()
    this.random.seed(seedOf(this.seed, ...parts))
    try {
      return fn(this.faker)
    } finally {
      this.random.restore(saved)
    }
  }

  /** A stable number in [min, max] for a key, without touching the shared faker state. */
  intFor(parts: (string | number)[], min: number, max: number): number {
    return min + (seedOf(this.seed, ...parts) % (max - min + 1))
  }

  // ---- people ----

  /** Member `index` of the population: lists name people by these usernames. */
  personAt(index: number): Person {
    const username = this.draw(['pop', index], (f) => {
      const first = f.person.firstName()
      const last = f.person.lastName()
      return `${slugify(first)}-${slugify(last)}-${index.toString(36)}${this.check(index)}`
    })
    return this.person(username)
  }

  /** A random member of the population, drawn with the current faker state. */
  randomPerson(faker: Faker): Person {
    return this.personAt(faker.number.int({ min: 0, max: POPULATION - 1 }))
  }

  private check(index: number): string {
    return String.fromCharCode(97 + (seedOf(this.seed, 'check', index) % 26))
  }

  /** The population index a username encodes, if it is one of ours. */
  private populationIndex(username: string): number | undefined {
    const m = /-([0-9a-z]+)([a-z])$/.exec(username)
    if (!m || m[1] === undefined) return undefined
    const index = parseInt(m[1], 36)
    if (!Number.isSafeInteger(index) || index >= POPULATION || this.check(index) !== m[2]) return undefined
    return index
  }

  person(username: string): Person {
    const cached = this.persons.get(username)
    if (cached) return cached
    const person = this.makePerson(username)
    this.persons.set(username, person)
    return person
  }

  private makePerson(username: string): Person {
    const index = this.populationIndex(username)
    const [firstName, lastName] =
      index === undefined
        ? this.namesFromUsername(username)
        : this.draw(['pop', index], (f) => [f.person.firstName(), f.person.lastName()] as const)
    return this.draw(['person', username], (f) => {
      const place = this.place(f)
      const positionCount = f.number.int({ min: 1, max: 4 })
      const current = this.company(this.randomCompanyId(f))
      const family = text.familyFor(f, current.industry)
      const skills = f.helpers.arrayElements(family.skills, { min: 3, max: 6 })
      const titles = text.careerTitles(f, family, positionCount)
      const location = `${place.city}, ${place.region}, ${place.country.name}`
      const positions: PersonPosition[] = []
      let end = this.now
      for (let i = 0; i < positionCount; i++) {
        const start = end - f.number.int({ min: 200, max: 1800 }) * DAY
        positions.push({
          companyId: i === 0 ? current.id : this.randomCompanyId(f),
          title: titles[i] ?? family.titles[0] ?? '',
          location,
          locationType: f.helpers.arrayElement(LOCATION_TYPES),
          description: f.datatype.boolean({ probability: 0.6 }) ? text.positionDescription(f, { family, skills, city: place.city }) : '',
          employmentType: f.helpers.weightedArrayElement(EMPLOYMENT_WEIGHTS),
          skills: f.helpers.arrayElements(skills, { min: 0, max: Math.min(5, skills.length) }),
          networkHelpedGetJob: f.datatype.boolean({ probability: 0.15 }),
          start: dateParts(start, f.helpers.arrayElement(['year', 'month'] as const)),
          end: i === 0 ? NOT_SPECIFIED : dateParts(end, 'month'),
        })
        end = start - f.number.int({ min: 0, max: 200 }) * DAY
      }
      const eduCount = f.number.int({ min: 0, max: 2 })
      const educations: PersonEducation[] = []
      for (let i = 0; i < eduCount; i++) {
        const startYear = new Date(end).getUTCFullYear() - 4 - i * 4
        const schoolPlace = f.datatype.boolean({ probability: 0.6 }) ? place : this.place(f)
        const fieldOfStudy = f.helpers.arrayElement(family.studies)
        educations.push({
          schoolName: text.schoolName(f, schoolPlace.city),
          schoolId: String(f.number.int({ min: 1000, max: 9_999_999 })),
          degree: text.degreeFor(f, fieldOfStudy),
          fieldOfStudy,
          grade: f.helpers.maybe(() => f.helpers.arrayElement(['3.7', 'First Class Honours', 'Cum Laude']), { probability: 0.3 }) ?? '',
          description: '',
          activities: f.helpers.maybe(() => text.activities(f), { probability: 0.4 }) ?? '',
          start: { year: startYear, month: 0, day: 0 },
          end: { year: startYear + 4, month: 0, day: 0 },
        })
      }
      const title = positions[0]?.title ?? ''
      const previous = positions[1] ? this.company(positions[1].companyId).name : undefined
      const headline = text.headline(f, { title, company: current.name, skills, family })
      const about = text.about(f, {
        title,
        company: current.name,
        previousCompany: previous,
        industry: current.industry,
        family,
        skills,
        years: Math.floor((this.now - end) / (365 * DAY)),
        city: place.city,
      })
      const id = f.number.int({ min: 10_000_000, max: 999_999_999 })
      const followerCount = f.number.int({ min: 0, max: f.datatype.boolean({ probability: 0.05 }) ? 500_000 : 5_000 })
      const connectionCount = Math.min(500, f.number.int({ min: 0, max: 1200 }))
      return {
        id,
        urn: `ACoAA${f.string.alphanumeric({ length: 34, casing: 'mixed' })}`,
        username,
        firstName,
        lastName,
        headline,
        about,
        profilePicture: `${MEDIA}/dms/image/profile-displayphoto/${f.string.alphanumeric(16)}.jpg`,
        backgroundImage: `${MEDIA}/dms/image/profile-background/${f.string.alphanumeric(16)}.jpg`,
        place,
        location,
        followerCount: Math.max(followerCount, connectionCount),
        connectionCount,
        isPremium: f.datatype.boolean({ probability: 0.2 }),
        isTopVoice: f.datatype.boolean({ probability: 0.03 }),
        isCreator: f.datatype.boolean({ probability: 0.1 }),
        positions,
        educations,
        title,
        companyName: current.name,
        family: family.id,
        skills,
      }
    })
  }

  /** "jane-doe" reads as Jane Doe; anything else gets generated names. */
  private namesFromUsername(username: string): readonly [string, string] {
    const parts = username.split(/[-_.]/).filter((p) => /^[a-z]{2,}$/i.test(p))
    const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase()
    if (parts.length >= 2 && parts[0] && parts[1]) return [cap(parts[0]), cap(parts[1])]
    return this.draw(['names', username], (f) => [f.person.firstName(), f.person.lastName()] as const)
  }

  place(f: Faker): Place {
    const country = f.helpers.arrayElement(COUNTRIES)
    const [city, region, postalCode] = f.helpers.arrayElement(country.cities)
    return { country, city, region, postalCode }
  }

  // ---- companies ----

  randomCompanyId(f: Faker): number {
    return f.number.int({ min: 1_000, max: 99_999_999 })
  }

  /** Numeric ids are used as they are; any other key maps to a stable id. */
  companyIdOf(key: string): number {
    return /^\d{1,15}$/.test(key) && Number(key) > 0 ? Number(key) : this.intFor(['company-key', key], 1_000, 99_999_999)
  }

  company(id: number): Company {
    const cached = this.companies.get(id)
    if (cached) return cached
    const company = this.draw(['company', id], (f) => this.makeCompany(f, id))
    this.companies.set(id, company)
    return company
  }

  private makeCompany(f: Faker, id: number): Company {
    const profile = f.helpers.arrayElement(INDUSTRY_PROFILES)
    const second = f.datatype.boolean({ probability: 0.3 }) ? f.helpers.arrayElement(INDUSTRY_PROFILES) : profile
    const industries = second === profile ? [profile.name] : [profile.name, second.name]
    const name = text.companyName(f, profile)
    const universalName = slugify(name)
    const [staffCountRange, min, max] = f.helpers.arrayElement(STAFF_RANGES)
    const staffCount = f.number.int({ min, max })
    const hq = this.place(f)
    const address = (p: Place, headquarter: boolean): Address => ({
      geographicArea: p.region,
      country: p.country.code,
      city: p.city,
      postalCode: p.postalCode,
      headquarter,
      line1: f.location.streetAddress(),
      ...(f.datatype.boolean({ probability: 0.3 }) ? { line2: f.location.secondaryAddress() } : {}),
    })
    const headquarter = address(hq, true)
    const locations = [headquarter]
    const extra = f.number.int({ min: 0, max: 3 })
    for (let i = 0; i < extra; i++) locations.push(address(this.place(f), false))
    const domain = `${universalName.replace(/-/g, '')}.example.com`
    const announced = pastMs(f, this.now, 30, 1500)
    const specialities = f.helpers.arrayElements(profile.specialities, { min: 0, max: 5 })
    const jobCount = f.helpers.weightedArrayElement([
      { weight: 2, value: 0 },
      { weight: 5, value: f.number.int({ min: 1, max: 30 }) },
      { weight: 3, value: f.number.int({ min: 31, max: 400 }) },
    ])
    return {
      id,
      name,
      universalName,
      url: `${SITE}/company/${universalName}/`,
      tagline: text.companyTagline(f, profile),
      description: text.companyDescription(f, {
        name,
        industry: profile,
        specialities,
        hqCity: hq.city,
        staffCount,
        officeCount: locations.length,
        hiring: jobCount > 0,
      }),
      industry: profile.name,
      type: f.helpers.arrayElement(COMPANY_TYPES),
      phone: f.phone.number({ style: 'international' }),
      website: `https://www.${domain}`,
      logo: `${MEDIA}/dms/image/company-logo_200_200/${f.string.alphanumeric(16)}.png`,
      cover: `${MEDIA}/dms/image/company-background_10000/${f.string.alphanumeric(16)}.jpg`,
      industries,
      specialities,
      staffCount,
      staffCountRange,
      followerCount: f.number.int({ min: staffCount, max: staffCount * 40 + 500 }),
      headquarter,
      locations,
      jobCount,
      fundingRounds: f.number.int({ min: 1, max: 12 }),
      fundingAmount: String(f.number.int({ min: 1, max: 900 }) * 1_000_000),
      fundingAnnounced: dateParts(announced, 'day'),
      fundingUpdatedAt: Math.floor(pastMs(f, this.now, 1, 29) / 1000),
      claimable: f.datatype.boolean({ probability: 0.1 }),
    }
  }

  // ---- jobs ----

  /** Job id `index` of company `companyId`. */
  jobIdOf(companyId: number, index: number): string {
    return String(companyId * JOB_STRIDE + index)
  }

  job(jobId: string): Job {
    const cached = this.jobs.get(jobId)
    if (cached) return cached
    const n = /^\d{1,15}$/.test(jobId) ? Number(jobId) : NaN
    const encoded = Math.floor(n / JOB_STRIDE)
    const companyId = Number.isFinite(n) && encoded >= 1 ? encoded : this.companyIdOf(`job:${jobId}`)
    const job = this.draw(['job', jobId], (f) => this.makeJob(f, jobId, companyId))
    this.jobs.set(jobId, job)
    return job
  }

  private makeJob(f: Faker, id: string, companyId: number): Job {
    const company = this.company(companyId)
    const originalListedAt = pastMs(f, this.now, 1, 120)
    const listedAt = f.datatype.boolean({ probability: 0.3 })
      ? originalListedAt + f.number.int({ min: 0, max: Math.max(0, this.now - originalListedAt) })
      : originalListedAt
    const expireAt = listedAt + 30 * DAY
    const family = text.familyFor(f, company.industry)
    const type = f.helpers.weightedArrayElement(JOB_TYPES.map((t, i) => ({ weight: i === 0 ? 12 : 1, value: t })))
    const { title, experienceLevel } = text.jobOpeningTitle(f, family, type)
    const place = f.datatype.boolean({ probability: 0.6 })
      ? { city: company.headquarter.city, region: company.headquarter.geographicArea ?? '', country: company.headquarter.country }
      : (() => {
          const p = this.place(f)
          return { city: p.city, region: p.region, country: p.country.code }
        })()
    const workPlace = f.helpers.arrayElement(WORKPLACES)
    const low = f.number.int({ min: 50, max: 180 })
    return {
      id,
      companyId,
      title,
      description: text.jobDescription(f, {
        title,
        company: company.name,
        tagline: company.tagline,
        family,
        location: place.city,
        workPlace,
        experienceLevel,
      }),
      url: `${SITE}/jobs/view/${id}/`,
      location: `${place.city}, ${place.region}, ${place.country}`,
      type,
      workPlace,
      experienceLevel,
      listedAt,
      originalListedAt,
      expireAt,
      closed: expireAt < this.now,
      functions: f.helpers.arrayElements(family.functions, { min: 1, max: Math.min(2, family.functions.length) }),
      industryIds: company.industries.map((name) => text.industryProfile(name).id),
      referenceId: f.string.alphanumeric({ length: 24, casing: 'mixed' }),
      benefits: f.helpers.maybe(() => `$${low}K/yr - $${low + f.number.int({ min: 10, max: 80 })}K/yr`, { probability: 0.5 }),
      easyApply: f.datatype.boolean({ probability: 0.4 }),
    }
  }
}
