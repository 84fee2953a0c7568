/** The world's model: the entities it derives, its constants, and what its per-kind modules ask of the world. */
import type { Address, DateParts } from '../schemas/common.js'
import { DEFAULT_MEDIA_BASE, type MediaUrls } from '../media/paths.js'
import type { Draw } from './draw.js'
import type { PersonPosition, WorldFacts } from './facts.js'
import { EMPLOYEE_SLOTS, type SeedPopulation } from './population.js'
import type { Country, RoleFamily } from './pools.js'

export type { PersonPosition } from './facts.js'

export const SITE = 'https://www.network.example'
export const MEDIA = DEFAULT_MEDIA_BASE
export const DAY = 24 * 3600_000
export const YEAR = 365.25 * DAY

/** Size of the generated population that lists draw people from. */
export const POPULATION = 2_000_000
/** Job ids of company N are N * JOB_STRIDE + index, so a job id names its company. */
export const JOB_STRIDE = 10_000
export const JOB_INDEX_DIGITS = 4
/** Ids up to here have employees whose usernames encode them within a safe integer. */
export const MAX_EMPLOYER_ID = Math.floor((Number.MAX_SAFE_INTEGER - POPULATION) / EMPLOYEE_SLOTS)

export interface Place {
  country: Country
  city: string
  region: string
  postalCode: string
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
  /** Always a URL: the person's photo, or the mock's placeholder picture when they have none (hasPicture false). */
  profilePicture: string
  hasPicture: boolean
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
  /** Current title and employer, as the headline shows them (the employer is positions[0]'s company). */
  title: string
  companyId: number
  companyName: string
  /** Role family id (src/world/pools.ts): drives the person's vocabulary in posts and comments. */
  family: string
  /** Top skills, most relevant first. */
  skills: string[]
}

/** What lists and a person's positions show of a company: the first draws of its company draw. */
export interface CompanyBrief {
  id: number
  name: string
  universalName: string
  url: string
  website: string
  /** null for a company without a logo (one in twelve): "" where the spec wants a string. */
  logo: string | null
  /** Industry whose vocabulary the company's texts use (also industries[0]). */
  industry: string
  industries: string[]
  staffCount: number
  staffCountRange: string
}

export interface Company extends CompanyBrief {
  headquarter: Address
  tagline: string
  description: string
  type: string
  phone: string
  cover: string
  specialities: string[]
  followerCount: number
  locations: Address[]
  jobCount: number
  fundingRounds: number
  fundingAmount: string
  /** The last round's stage: SEED, SERIES_B, POST_IPO_EQUITY... fitting the company's type and size. */
  fundingType: string
  fundingCurrency: string
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
  /** Role family of the opening: its hiring manager leads that family. */
  family: string
  /** Country code of the job's place: its pay is in that country's currency. */
  country: string
  /** The language the posting is written in: the country's for many employers, else English. */
  language: { code: string; name: string }
}

/** A ranked result, read by rank without copying the list: its length and the entity at each rank. */
export interface Found<T> {
  readonly total: number
  at(rank: number): T
}

export interface WorldOptions {
  seed: number
  now: Date
  /** Entities that do not exist and facts fixed by the world file and fixtures. */
  facts?: WorldFacts
  /** Employees (a company's staff) kept; other entities at most 32 per kind. Bounds memory. */
  cacheSize?: number
  /** Origin of image URLs (the /media route answers them). Default MEDIA. */
  mediaBase?: string
}

/** Where a person works by construction: employee `slot` of a company (see EMPLOYEE_SLOTS). */
export interface Employment {
  companyId: number
  family: RoleFamily
  /** 0: leads the family's team; 1-2 in the people family: recruiter; else an individual contributor. */
  role: number
}

/** Hashes of ids, each keyed by the seed and a tag: an entity's traits known without drawing it. */
export interface Seeds {
  industry(id: number): number
  country(id: number): number
  city(id: number): number
  script(index: number): number
  check(index: number): number
  logo(id: number): number
}

/** What the per-kind modules ask of the world: its seed and facts, seeded draws, and the cached entities. */
export interface WorldCore {
  readonly seed: number
  readonly now: number
  readonly facts: WorldFacts
  readonly media: MediaUrls
  readonly population: SeedPopulation
  readonly seeds: Seeds
  draw<T>(parts: (string | number)[], fn: (draw: Draw) => T): T
  intFor(parts: (string | number)[], min: number, max: number): number
  person(username: string): Person
  usernameAt(index: number): string
  company(id: number): Company
  companyName(id: number): string
  /** A company's brief (name, industries, size): its company draw up to its size. */
  companyBrief(id: number): CompanyBrief
  /** The cached company, if it is: its headquarters is then known without a draw. */
  cachedCompany(id: number): Company | undefined
}
