import type { Address, DateParts } from '../schemas/common.js'
import { seedOf } from '../util/hash.js'
import { Lru } from '../util/lru.js'
import { SeededRandom } from '../util/random.js'
import { Draw } from './draw.js'
import {
  COMPANY_TYPE_WEIGHTS,
  COUNTRIES,
  COUNTRY_STYLES,
  FOUNDER_NAMES,
  PEOPLE_NAMES,
  NONPROFIT_INDUSTRIES,
  PARTNERSHIP_INDUSTRIES,
  STAFF_RANGE_WEIGHTS,
  type CountryStyle,
  EMPLOYMENT_TYPES,
  INDUSTRY_PROFILES,
  JOB_TYPES,
  LOCATION_TYPES,
  STAFF_RANGES,
  WORKPLACES,
  type Country,
} from './pools.js'
import * as text from './text.js'
import { heavyTail } from './numbers.js'
import { ROLE_FAMILIES, type IndustryProfile, type RoleFamily } from './pools.js'
import { seederOf } from './key-hash.js'
import { CITIES, fillDigits, fillPattern, phonePattern } from './places.js'
import { countryCodeOf, namesOfParts, nativeNames } from './names.js'
import {
  WorldFacts,
  type CompanyFacts,
  type EntityKind,
  type PersonFacts,
  type PersonPosition,
  type PlaceFact,
} from './facts.js'
import { canonicalKey, isMissingByConvention } from './existence.js'
import { DEFAULT_MEDIA_BASE, MediaUrls } from '../media/paths.js'
import { CONTRIBUTOR, EMPLOYEE_SLOTS, LEAD, SLOTS_PER_FAMILY, SeedPopulation, familiesOf } from './population.js'

export type { PersonPosition } from './facts.js'

export const SITE = 'https://www.network.example'
export const MEDIA = DEFAULT_MEDIA_BASE
const DAY = 24 * 3600_000
const YEAR = 365.25 * DAY

/** Size of the generated population that lists draw people from. */
export const POPULATION = 2_000_000
/** Job ids of company N are N * JOB_STRIDE + index, so a job id names its company. */
export const JOB_STRIDE = 10_000
const JOB_INDEX_DIGITS = 4
/** Companies at or above this id are named after a word (search for a name the world does not know). */
export const NAMED_BASE = 10_000_000_000_000
export const NAMED_VARIANTS = 8
const NAME_LETTERS = 27
const NAME_LENGTH = 9
/** Ids up to here have employees whose usernames encode them within a safe integer. */
const MAX_EMPLOYER_ID = Math.floor((Number.MAX_SAFE_INTEGER - POPULATION) / EMPLOYEE_SLOTS)

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

const slugs = new Map<string, string>()

export function slugify(s: string): string {
  if (/^[\x20-\x7e]*$/.test(s)) return asciiSlugOf(s)
  // decomposing is what costs: only slugs of other scripts are kept, and names repeat across entities
  let slug = slugs.get(s)
  if (slug === undefined) {
    slug = unicodeSlugOf(s)
    // the bound keeps any other text from growing the map
    if (slugs.size >= 1000) slugs.clear()
    slugs.set(s, slug)
  }
  return slug
}

/** The slug being written, reused: no string is made until the slug is whole (a slug is never longer than its text). */
let slugBytes = Buffer.allocUnsafe(256)

/** unicodeSlugOf of printable ASCII text, in one pass: lower case, runs of other characters one dash, none at ends. */
function asciiSlugOf(s: string): string {
  if (slugBytes.length < s.length) slugBytes = Buffer.allocUnsafe(s.length)
  let n = 0
  let dash = false
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i)
    if (c >= 65 && c <= 90) c += 32
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (dash && n > 0) slugBytes[n++] = 45
      dash = false
      slugBytes[n++] = c
    } else dash = true
  }
  // one flat string: appending a character at a time builds a rope of one node per character
  return slugBytes.toString('latin1', 0, n)
}

function unicodeSlugOf(s: string): string {
  const slug = s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  // a one-byte copy: replace keeps its subject's two-byte form, and JSON.stringify of a body holding one such string
  // writes the whole body two bytes a character, slower to build and to send
  return Buffer.from(slug, 'latin1').toString('latin1')
}

/** A company's own site (its careers pages live there even when its page shows no website). */
export function websiteOf(universalName: string): string {
  return `https://www.${universalName.replace(/-/g, '')}.example.com`
}

export function profileUrl(username: string): string {
  return `${SITE}/in/${username}/`
}

/** A timestamp in the past, `minDays`..`maxDays` before now. */
function pastMs(f: Draw, now: number, minDays: number, maxDays: number): number {
  return now - f.int(minDays * DAY, maxDays * DAY)
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

/** House numbers never start with 0 nor are 0: "007 Main Street" reads as "7 Main Street". */
function houseNumbers(line: string): string {
  return line.replace(/\b0+(\d)/g, '$1').replace(/\b0\b/g, '1')
}

function styleOf(code: string): CountryStyle {
  return COUNTRY_STYLES[code] ?? (COUNTRY_STYLES.US as CountryStyle)
}

const companyTypeWeights = new Map<string, { value: string; weight: number }[]>()

/** Mostly privately held; nonprofits only in industries that have them, partnerships where they are common. */
function companyType(f: Draw, industry: string): string {
  let table = companyTypeWeights.get(industry)
  if (table === undefined) {
    table = companyTypeTable(industry)
    companyTypeWeights.set(industry, table)
  }
  return f.weighted(table)
}

function companyTypeTable(industry: string): { value: string; weight: number }[] {
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
interface CompanyHead {
  facts: CompanyFacts
  profile: IndustryProfile
  industryName: string
  industries: string[]
  hq: Place
  style: CountryStyle
  name: string
}

type CompanySize = ReturnType<typeof companySize>

/** The draws after a company's head: its type and size. */
function companySize(f: Draw, { facts, profile }: CompanyHead) {
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

/** An office of a company in place `p`. */
function officeAddress(f: Draw, p: Place, headquarter: boolean): Address {
  const st = styleOf(p.country.code)
  // the spec lets geographicArea, postalCode and the headquarter flag be absent, and real pages often omit them;
  // fields are set in their JSON order, each drawn in turn
  const a = {} as Address
  if (f.bool(0.85)) a.geographicArea = p.region
  a.country = p.country.code
  a.city = p.city
  // each office has a postal code and a street of its own city
  const city = CITIES[p.city]
  const int = (min: number, max: number) => f.int(min, max)
  const postal = city ? fillPattern(f.pick(city.postal), int) : p.postalCode
  if (postal !== '' && f.bool(0.9)) a.postalCode = postal
  if (headquarter || f.bool(0.6)) a.headquarter = headquarter
  a.line1 = houseNumbers(fillDigits(f.pick(city?.streets ?? st.streets), int))
  if (f.bool(0.3)) a.line2 = f.text(f.pick(st.line2))
  return a
}

/** The most staff a company of these industries or types has (a range starting above it is never drawn). */
const INDUSTRY_STAFF_CAP: Record<string, number> = {
  'Venture Capital and Private Equity Principals': 5_000,
  'Computer Games': 10_000,
}
const TYPE_STAFF_CAP: Record<string, number> = { 'Self-Owned': 200, Nonprofit: 10_000, Partnership: 10_000 }

/** Staff ranges with their weights: public companies are large; the rest mostly small (a heavy tail of big ones). */
const weighted = <T>(values: readonly T[], weights: readonly number[]) =>
  values.map((value, i) => ({ value, weight: weights[i] ?? 1 }))
const PUBLIC_STAFF_RANGES = weighted(STAFF_RANGES.slice(4), [30, 40, 15, 15])
const PRIVATE_STAFF_RANGES = weighted(STAFF_RANGES, STAFF_RANGE_WEIGHTS)

/** Stages by size, with the amounts (USD-equivalent millions) such a round raises. */
const STAGES: { type: string; maxStaff: number; rounds: [number, number]; amount: [number, number] }[] = [
  { type: 'PRE_SEED', maxStaff: 10, rounds: [1, 1], amount: [0.1, 1] },
  { type: 'SEED', maxStaff: 50, rounds: [1, 2], amount: [0.5, 4] },
  { type: 'SERIES_A', maxStaff: 200, rounds: [2, 3], amount: [5, 20] },
  { type: 'SERIES_B', maxStaff: 500, rounds: [3, 4], amount: [15, 60] },
  { type: 'SERIES_C', maxStaff: 1000, rounds: [4, 6], amount: [40, 150] },
  { type: 'SERIES_D', maxStaff: 5000, rounds: [5, 8], amount: [80, 300] },
  { type: 'PRIVATE_EQUITY', maxStaff: Infinity, rounds: [2, 10], amount: [100, 900] },
]
/** Local currency units per US dollar, roughly: funding amounts are told in the company's currency. */
const PER_USD: Record<string, number> = { USD: 1, GBP: 0.8, EUR: 0.92, INR: 83, CAD: 1.35, AUD: 1.5, BRL: 5, SGD: 1.35 }

/** The last funding round a company of this type and size would announce. */
function fundingOf(
  f: Draw,
  type: string,
  staff: number,
  currency: string,
): { type: string; rounds: number; amount: number } {
  const per = PER_USD[currency] ?? 1
  const money = (lo: number, hi: number) => Math.round(f.float(lo, hi) * per * 10) * 100_000
  if (type === 'Public Company') return { type: 'POST_IPO_EQUITY', rounds: f.int(5, 15), amount: money(50, 2000) }
  if (type === 'Nonprofit') return { type: 'GRANT', rounds: f.int(1, 6), amount: money(0.05, 5) }
  if (type === 'Self-Owned' || type === 'Partnership')
    return { type: 'DEBT_FINANCING', rounds: 1, amount: money(0.05, 2) }
  const stage = STAGES.find((st) => staff <= st.maxStaff) ?? (STAGES[STAGES.length - 1] as (typeof STAGES)[number])
  return {
    type: stage.type,
    rounds: f.int(stage.rounds[0], stage.rounds[1]),
    amount: money(stage.amount[0], stage.amount[1]),
  }
}

/** Pay by experience level, as a share of a mid-level professional's: each level's range sits above the one below. */
const LEVEL_PAY: Record<string, [number, number]> = {
  Internship: [0.25, 0.35],
  'Entry level': [0.55, 0.7],
  Associate: [0.75, 0.9],
  'Mid-Senior level': [1.0, 1.3],
  Director: [1.5, 1.9],
  Executive: [2.0, 2.8],
}
/** How a role family is paid against the country's mid-level pay. */
const FAMILY_PAY: Record<string, number> = {
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
function salaryRange(f: Draw, style: CountryStyle, level: string, family: string): string {
  const [lo, hi] = LEVEL_PAY[level] ?? [1, 1.2]
  const low = style.basePay * (FAMILY_PAY[family] ?? 1) * f.float(lo, hi)
  const high = low * f.float(1.1, 1.3)
  const { symbol, unit, period, divisor } = style.pay
  const shown = (v: number) => Math.max(1, Math.round((period === 'mo' ? v / 12 : v) / divisor))
  return `${symbol}${shown(low)}${unit}/${period} - ${symbol}${shown(high)}${unit}/${period}`
}

type EducationLevel = 'bachelor' | 'master' | 'phd' | 'bootcamp'

/** How many jobs a career holds: [min, max, weight]. */
const POSITION_COUNTS: [number, number, number][] = [
  [1, 1, 15],
  [2, 3, 40],
  [4, 6, 28],
  [7, 12, 12],
  [13, 25, 5],
]
const POSITION_COUNT_WEIGHTS = POSITION_COUNTS.map(([lo, hi, weight]) => ({ weight, value: [lo, hi] as const }))

const EDUCATION_PATHS = new Map<string, { weight: number; value: readonly EducationLevel[] }[]>()

/** The degrees people of a role family take, weighted: academic fields often lead to a PhD, some to bootcamps. */
function educationPaths(family: RoleFamily): { weight: number; value: readonly EducationLevel[] }[] {
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
  EDUCATION_PATHS.set(family.id, paths)
  return paths
}

/** Industries where a role family is at home (any, for families every company has). */
function familyIndustries(family: RoleFamily): string[] {
  return family.industries
}

/** A person without the parts drawn on first read. */
type PersonHead = Omit<Person, 'about' | 'positions' | 'educations'>

interface Career {
  positions: PersonPosition[]
  educations: PersonEducation[]
}

/** A person whose about text and career details are drawn when first read (each by a draw of its own). */
class DrawnPerson implements Person {
  readonly id: number
  readonly urn: string
  readonly username: string
  readonly firstName: string
  readonly lastName: string
  readonly headline: string
  readonly profilePicture: string
  readonly hasPicture: boolean
  readonly backgroundImage: string
  readonly place: Place
  readonly location: string
  readonly followerCount: number
  readonly connectionCount: number
  readonly isPremium: boolean
  readonly isTopVoice: boolean
  readonly isCreator: boolean
  readonly title: string
  readonly companyId: number
  readonly companyName: string
  readonly family: string
  readonly skills: string[]
  private aboutText: string | (() => string)
  private career: Career | (() => Career)

  constructor(head: PersonHead, about: string | (() => string), career: () => Career) {
    this.id = head.id
    this.urn = head.urn
    this.username = head.username
    this.firstName = head.firstName
    this.lastName = head.lastName
    this.headline = head.headline
    this.profilePicture = head.profilePicture
    this.hasPicture = head.hasPicture
    this.backgroundImage = head.backgroundImage
    this.place = head.place
    this.location = head.location
    this.followerCount = head.followerCount
    this.connectionCount = head.connectionCount
    this.isPremium = head.isPremium
    this.isTopVoice = head.isTopVoice
    this.isCreator = head.isCreator
    this.title = head.title
    this.companyId = head.companyId
    this.companyName = head.companyName
    this.family = head.family
    this.skills = head.skills
    this.aboutText = about
    this.career = career
  }

  get about(): string {
    if (typeof this.aboutText === 'function') this.aboutText = this.aboutText()
    return this.aboutText
  }

  get positions(): PersonPosition[] {
    if (typeof this.career === 'function') this.career = this.career()
    return this.career.positions
  }

  get educations(): PersonEducation[] {
    if (typeof this.career === 'function') this.career = this.career()
    return this.career.educations
  }
}

/** One job of a career: its employer, title, dates (ms) and where it was. */
interface CareerJob {
  companyId: number
  title: string
  start: number
  end: number
  location: string
}

/** Where a person works by construction: employee `slot` of a company (see EMPLOYEE_SLOTS). */
export interface Employment {
  companyId: number
  family: RoleFamily
  /** 0: leads the family's team; 1-2 in the people family: recruiter; else an individual contributor. */
  role: number
}

const RECRUITER_TITLES = [
  'Technical Recruiter',
  'Senior Technical Recruiter',
  'Talent Acquisition Partner',
  'Recruiter',
  'Senior Recruiter',
]

const OPERATIONS = ROLE_FAMILIES.find((f) => f.id === 'operations')

function familyIndex(family: RoleFamily): number {
  return ROLE_FAMILIES.indexOf(family)
}

function placeOf(fact: PlaceFact): Place {
  const country = COUNTRIES.find((c) => c.name === fact.country || c.code === fact.country) ?? {
    name: fact.country,
    // a country the world has no cities in still gets its ISO code: Japan is JP
    code: countryCodeOf(fact.country) ?? fact.country.slice(0, 2).toUpperCase(),
    cities: [],
  }
  const known = country.cities.find(([city]) => city === fact.city)
  return { country, city: fact.city, region: fact.region, postalCode: known?.[2] ?? '' }
}

export function locationText(p: { city: string; region: string; country: { name: string } }): string {
  return [p.city, p.region, p.country.name].filter((x) => x !== '').join(', ')
}

/** A name word encoded into a number (base 27, letters only), and back. */
function encodeName(word: string): number {
  let n = 0
  for (const ch of word) n = n * NAME_LETTERS + (ch.charCodeAt(0) - 96)
  return n
}

function decodeName(n: number): string {
  let s = ''
  while (n > 0) {
    s = String.fromCharCode(96 + (n % NAME_LETTERS)) + s
    n = Math.floor(n / NAME_LETTERS)
  }
  return s
}

/**
 * Every entity of the mock world, derived only from (seed, kind, key) and the facts it was given: the same
 * username or id gives the same person, company or job in every endpoint.
 */
export class World {
  readonly seed: number
  readonly now: number
  private readonly drawer: Draw
  private worldFacts: WorldFacts
  private readonly random: SeededRandom
  private readonly persons: Lru<string, Person>
  private readonly staff: Lru<string, Person>
  private readonly companies: Lru<number, Company>
  private readonly companyNames: Lru<number, string>
  private readonly briefs: Lru<number, CompanyBrief>
  private readonly usernames: Lru<number, string>
  private readonly staffNames: Lru<number, string>
  private readonly jobs: Lru<string, Job>
  private mediaUrls: MediaUrls
  private readonly industrySeed: (id: number) => number
  private readonly countrySeed: (id: number) => number
  private readonly citySeed: (id: number) => number
  private readonly scriptSeed: (index: number) => number
  private readonly checkSeed: (index: number) => number
  private readonly logoSeed: (id: number) => number
  private populationOfSeed: SeedPopulation | undefined

  constructor(options: WorldOptions) {
    this.seed = options.seed
    this.industrySeed = seederOf(this.seed, 'industry')
    this.countrySeed = seederOf(this.seed, 'country')
    this.citySeed = seederOf(this.seed, 'city')
    this.scriptSeed = seederOf(this.seed, 'script')
    this.checkSeed = seederOf(this.seed, 'check')
    this.logoSeed = seederOf(this.seed, 'no-logo')
    this.now = options.now.getTime()
    this.worldFacts = options.facts ?? new WorldFacts()
    this.random = new SeededRandom()
    this.drawer = new Draw(this.random)
    // an entry that outlives a few young-generation collections and is then evicted is the costliest garbage there
    // is: only a company's staff, whom lists point at again and again, are kept many; the other caches serve the
    // repeats within a request (a company's jobs, a person's employers)
    const size = options.cacheSize ?? 1_000
    const few = Math.min(size, 32)
    this.staff = new Lru(size)
    this.staffNames = new Lru(size)
    this.persons = new Lru(few)
    this.companies = new Lru(few)
    this.companyNames = new Lru(few)
    this.briefs = new Lru(few)
    this.usernames = new Lru(few)
    this.jobs = new Lru(few)
    this.mediaUrls = new MediaUrls(options.mediaBase ?? MEDIA)
  }

  /** Image URLs of this world's entities. */
  get media(): MediaUrls {
    return this.mediaUrls
  }

  /** A new origin for image URLs (the server's own, known once it listens): every entity is derived again. */
  useMediaBase(base: string): void {
    this.mediaUrls = new MediaUrls(base)
    this.forgetEntities()
  }

  /**
   * Runs `fn` with a Draw seeded from (seed, ...parts), restoring the outer state after,
   * so nested draws never disturb each other and results never depend on call order.
   */
  draw<T>(parts: (string | number)[], fn: (draw: Draw) => T): T {
    const saved = this.random.save()
    this.random.seed(seedOf(this.seed, ...parts))
    try {
      return fn(this.drawer)
    } finally {
      this.random.restore(saved)
    }
  }

  /** Letters and digits, mixed case. */
  private alphanumeric(f: Draw, length: number): string {
    return f.alphanumeric(length)
  }

  /** A stable number in [min, max] for a key, without touching the shared draw state. */
  intFor(parts: (string | number)[], min: number, max: number): number {
    return min + (seedOf(this.seed, ...parts) % (max - min + 1))
  }

  /** Entities that do not exist and facts fixed by the world file and fixtures. */
  get facts(): WorldFacts {
    return this.worldFacts
  }

  /** New facts (fixtures reloaded): every entity is derived again from them. */
  replaceFacts(facts: WorldFacts): void {
    this.worldFacts = facts
    this.populationOfSeed = undefined
    this.forgetEntities()
  }

  /** Drops every cached entity: what they were derived from changed. */
  private forgetEntities(): void {
    this.persons.clear()
    this.staff.clear()
    this.companies.clear()
    this.companyNames.clear()
    this.briefs.clear()
    this.usernames.clear()
    this.staffNames.clear()
    this.jobs.clear()
  }

  /**
   * The canonical key of an entity that exists, or undefined: ids the service could never issue, values that ask
   * for a missing entity by convention (`ghost-404`), and entities the world file lists as missing do not exist.
   */
  existing(kind: EntityKind, key: string): string | undefined {
    const canonical = canonicalKey(kind, key)
    if (canonical === undefined || isMissingByConvention(canonical) || this.facts.missing[kind].has(canonical))
      return undefined
    // a missing company's jobs are missing with it
    if (kind === 'job' && this.facts.missing.company.has(String(this.jobParts(canonical).companyId))) return undefined
    return canonical
  }

  /** The finite population every link, list and search of this world draws from; built on first use. */
  get population(): SeedPopulation {
    if (this.populationOfSeed === undefined) {
      const { facts } = this
      this.populationOfSeed = new SeedPopulation({
        seed: this.seed,
        industryOf: (id) => this.industryOf(id),
        cityOf: (id) => {
          const p = this.placeOfCompany(id)
          return `${p.country.code}|${p.city}`
        },
        employeeUsername: (companyId, slot) => this.usernameAt(POPULATION + companyId * EMPLOYEE_SLOTS + slot),
        factCompanies: [...facts.companies.keys()].filter((id) => id <= MAX_EMPLOYER_ID),
        factPeople: [...facts.people.keys()],
        missingCompany: (id) => facts.missing.company.has(String(id)),
        missingPeople: [...facts.missing.person],
        factCompanyOf: (username) =>
          facts.people.get(username)?.companyId ?? facts.people.get(username)?.positions?.[0]?.companyId,
        staffSlotOf: (username) => {
          const employment = this.employmentOf(this.populationIndex(username) ?? -1)
          if (employment === undefined) return undefined
          return {
            companyId: employment.companyId,
            slot: familyIndex(employment.family) * SLOTS_PER_FAMILY + employment.role,
          }
        },
      })
    }
    return this.populationOfSeed
  }

  // ---- people ----

  /** Member `index` (modulo its size) of the population: the people lists name. */
  personAt(index: number): Person {
    const { population } = this
    return this.person(population.usernameAt(index % population.personCount))
  }

  private usernameAt(index: number): string {
    const names = index >= POPULATION ? this.staffNames : this.usernames
    const cached = names.get(index)
    if (cached !== undefined) return cached
    const { first, last } = this.identityAt(index)
    const username = `${slugify(first)}-${slugify(last)}-${index.toString(36)}${this.check(index)}`
    names.set(index, username)
    return username
  }

  /** Where member `index` lives (an employee: where their company is) and the names people there have. */
  private identityAt(index: number): { country: Country; first: string; last: string } {
    const employment = this.employmentOf(index)
    // the country of a company's headquarters is known from its id
    const code = employment ? this.countryOf(employment.companyId) : undefined
    return this.draw(['pop', index], (f) => {
      const country = (code !== undefined ? COUNTRIES.find((c) => c.code === code) : undefined) ?? f.pick(COUNTRIES)
      const names = PEOPLE_NAMES[country.code] ?? (PEOPLE_NAMES.US as { first: string[]; last: string[] })
      return { country, first: f.pick(names.first), last: f.pick(names.last) }
    })
  }

  /** A random member of the population, drawn with the current draw state. */
  randomPerson(f: Draw): Person {
    const { population } = this
    return this.person(population.usernameAt(f.int(0, population.personCount - 1)))
  }

  /**
   * Someone who works at the company now, in that role family: role 0 leads the team, roles 1-2 of the people
   * family recruit, others are individual contributors. At a company of the population, one of its population staff:
   * its lead or its contributor of the family (a family it does not staff: operations). Falls back to a random
   * member of the population for ids too large to encode.
   */
  employee(companyId: number, family: RoleFamily, role: number): Person {
    if (companyId > MAX_EMPLOYER_ID) {
      const { population } = this
      return this.person(
        population.usernameAt(this.intFor(['employee', companyId, family.id, role], 0, population.personCount - 1)),
      )
    }
    let slot = familyIndex(family) * SLOTS_PER_FAMILY + (role % SLOTS_PER_FAMILY)
    const { population } = this
    if (population.hasCompany(companyId)) {
      const families = familiesOf(this.industryOf(companyId))
      const staffed = families.includes(family) ? family : (OPERATIONS ?? family)
      const kept = role === LEAD || (staffed.id === 'people' && (role === 1 || role === 2)) ? role : CONTRIBUTOR
      slot = familyIndex(staffed) * SLOTS_PER_FAMILY + kept
    }
    const person = this.person(this.usernameAt(POPULATION + companyId * EMPLOYEE_SLOTS + slot))
    if (!this.facts.missing.person.has(person.username)) return person
    // someone the world file or a fixture marks missing is never linked: a stand-in from the population
    return this.person(population.usernameAt(this.intFor(['stand-in', companyId, slot], 0, population.personCount - 1)))
  }

  private check(index: number): string {
    return String.fromCharCode(97 + (this.checkSeed(index) % 26))
  }

  /** The population index a username encodes, if it is one of ours. */
  private populationIndex(username: string): number | undefined {
    const m = /-([0-9a-z]+)([a-z])$/.exec(username)
    if (!m || m[1] === undefined || m[1].length > 11) return undefined
    const index = parseInt(m[1], 36)
    if (!Number.isSafeInteger(index) || this.check(index) !== m[2] || index.toString(36) !== m[1]) return undefined
    if (index >= POPULATION && Math.floor((index - POPULATION) / EMPLOYEE_SLOTS) < 1) return undefined
    // a name that merely ends like one of ours ("fatima-al-sayed") is its own person
    if (this.usernameAt(index) !== username) return undefined
    return index
  }

  /** Where a member of a company's staff works by construction (their company, role family and role), if they are one. */
  staffRole(username: string): Employment | undefined {
    const employment = this.employmentOf(this.populationIndex(username) ?? -1)
    return employment && this.population.staffOf(employment.companyId).includes(username) ? employment : undefined
  }

  private employmentOf(index: number): Employment | undefined {
    if (index < 0) return undefined
    if (index < POPULATION) return undefined
    const rel = index - POPULATION
    const slot = rel % EMPLOYEE_SLOTS
    const family = ROLE_FAMILIES[Math.floor(slot / SLOTS_PER_FAMILY)]
    if (!family) return undefined
    return { companyId: Math.floor(rel / EMPLOYEE_SLOTS), family, role: slot % SLOTS_PER_FAMILY }
  }

  person(username: string): Person {
    const cached = this.staff.get(username) ?? this.persons.get(username)
    if (cached) return cached
    const index = this.populationIndex(username)
    const person = this.makePerson(username, index)
    // lists keep pointing at a company's staff (hiring teams, authors); anyone else is rarely asked for twice
    if (index !== undefined && index >= POPULATION) this.staff.set(username, person)
    else this.persons.set(username, person)
    return person
  }

  private makePerson(username: string, index: number | undefined): Person {
    const facts: PersonFacts = this.facts.people.get(username) ?? {}
    const employed = index === undefined ? undefined : this.employmentOf(index)
    // staff of a missing company work elsewhere: it is linked from nowhere, their profile included
    const employment = employed && this.facts.missing.company.has(String(employed.companyId)) ? undefined : employed
    const identity = index === undefined ? undefined : this.identityAt(index)
    // a share of people whose country has a script of its own write their name in it
    const native =
      identity &&
      nativeNames(identity.country.code, identity.first, identity.last, this.scriptSeed(index ?? 0) / 2 ** 32)
    const [drawnFirst, drawnLast] =
      identity === undefined ? this.namesFromUsername(username) : (native ?? [identity.first, identity.last])
    const firstName = facts.firstName ?? drawnFirst
    const lastName = facts.lastName ?? drawnLast
    return this.draw(['person', username], (f): Person => {
      // some people leave their headline, about or picture empty: UIs must show those states too
      const noHeadline = f.bool(0.06)
      const noAbout = f.bool(0.1)
      const noPicture = f.bool(0.12)
      // most people work for a company of their own country; some for one abroad
      const home = identity && f.bool(0.85) ? identity.country.code : undefined
      const currentId =
        facts.companyId ??
        facts.positions?.[0]?.companyId ??
        employment?.companyId ??
        this.companyIdInIndustries(f, [], home)
      // a company's industry is known from its id: the whole company is built only for its headquarters
      const currentIndustry = this.industryOf(currentId)
      // people live where their employer has its office (its headquarters), unless the facts say otherwise
      const place = facts.location ? placeOf(facts.location) : this.placeOfCompany(currentId)
      // most careers hold a few jobs; senior people a long list (up to 25), each job shorter the more there are
      const [fewest, most] = f.weighted(POSITION_COUNT_WEIGHTS)
      const positionCount = f.int(fewest, most)
      const tenure = Math.max(200, Math.min(1800, Math.floor(12_000 / positionCount)))
      const factTitle = facts.title ?? facts.positions?.[0]?.title
      const family =
        employment?.family ??
        (factTitle !== undefined ? text.familyOfTitle(factTitle) : undefined) ??
        text.familyFor(f, currentIndustry)
      const skills = f.some(family.skills, 3, 6)
      const location = locationText(place)
      // a team lead has led for a while: their career holds a few jobs before this one
      const leads = employment?.role === 0
      const count = leads ? Math.max(3, positionCount) : positionCount
      // the career's dates, newest first
      const spans: [number, number][] = []
      let end = this.now
      for (let i = 0; i < count; i++) {
        let start = end - f.int(Math.min(150, tenure), tenure) * DAY
        if (i === 0 && facts.since !== undefined) start = Math.min(start, facts.since - 60 * DAY)
        spans.push([start, end])
        end = start - f.int(0, 200) * DAY
      }
      const begun = (spans[spans.length - 1] as [number, number])[0]
      // titles follow experience: juniors early, leadership late
      const titles = text.careerTitles(
        f,
        family,
        spans.map(([start]) => (start - begun) / YEAR),
      )
      if (leads) titles[0] = f.pick(family.leads)
      else if (employment && family.id === 'people' && employment.role <= 2) titles[0] = f.pick(RECRUITER_TITLES)
      if (facts.title !== undefined) titles[0] = facts.title
      // the employers, each in the city the person lived in then: most stay, some move within the country or abroad
      const jobs: CareerJob[] = []
      let country = place.country
      let city = place.city
      for (const [i, [start, jobEnd]] of spans.entries()) {
        let companyId = currentId
        let where = location
        if (i > 0) {
          const move = f.float(0, 1)
          if (move >= 0.72) {
            const abroad = move >= 0.9 || country.cities.length < 2
            if (abroad) country = f.pick(COUNTRIES.filter((c) => c !== country))
            const cities = country.cities.filter(([c]) => c !== city)
            city = (f.pick(cities.length ? cities : country.cities) ?? [city])[0]
          }
          // earlier employers: the same industry often, else one where the role family is at home
          const industries = f.bool(0.5) ? [currentIndustry] : familyIndustries(family)
          companyId = this.companyIdIn(f, industries, country.code, city)
          const hq = this.placeOfCompany(companyId)
          ;({ country, city } = { country: hq.country, city: hq.city })
          where = locationText(hq)
        }
        jobs.push({ companyId, title: titles[i] ?? family.titles[0] ?? '', start, end: jobEnd, location: where })
      }
      const factPositions = facts.positions?.length ? facts.positions : undefined
      const first = factPositions?.[factPositions.length - 1]?.start
      if (first && first.year > 0) end = Date.UTC(first.year, Math.max(0, first.month - 1))
      const careerStart = end
      const title = factPositions ? (factPositions[0]?.title ?? '') : (jobs[0]?.title ?? '')
      const companyId = factPositions?.[0]?.companyId ?? currentId
      const previousId = factPositions ? factPositions[1]?.companyId : jobs[1]?.companyId
      const currentName = this.companyName(companyId)
      const headline =
        facts.headline ?? (noHeadline ? '' : text.headline(f, { title, company: currentName, skills, family }))
      const id = f.int(10_000_000, 999_999_999)
      // the service shows 500 for "500+": a third of people are past it; followers add people who are not connections
      const connectionCount = heavyTail(f, 280, 1.1, 0, 500)
      const followerCount = connectionCount + heavyTail(f, 80, 2.3, 0, 2_000_000)
      const urn = `ACoAA${this.alphanumeric(f, 34)}`
      const personId = facts.id ?? id
      const backgroundImage = this.media.cover(this.alphanumeric(f, 16))
      const isPremium = f.bool(0.2)
      const isTopVoice = f.bool(0.03)
      const isCreator = f.bool(0.1)
      const head: PersonHead = {
        id: personId,
        urn: facts.urn ?? urn,
        username,
        firstName,
        lastName,
        headline,
        // one person in eight has no picture: the placeholder where the spec wants a URL, null or absent where it allows
        profilePicture:
          facts.picture ??
          (noPicture ? this.media.avatarPlaceholder() : this.media.avatar(personId, firstName, lastName)),
        hasPicture: facts.picture !== undefined || !noPicture,
        backgroundImage,
        place,
        location,
        followerCount: facts.followerCount ?? followerCount,
        connectionCount: facts.connectionCount ?? connectionCount,
        isPremium,
        isTopVoice,
        isCreator,
        title,
        companyId,
        companyName: currentName,
        family: family.id,
        skills,
      }
      // the about text and the career's details are drawn on first read: lists show a person by name and headline
      const aboutOf = () =>
        this.draw(['about', username], (g) =>
          text.about(g, {
            title,
            company: currentName,
            previousCompany: previousId === undefined ? undefined : this.companyName(previousId),
            industry: currentIndustry,
            family,
            skills,
            years: Math.floor((this.now - careerStart) / (365 * DAY)),
            city: place.city,
          }),
        )
      const careerOf = () =>
        this.draw(['career', username], (g) => ({
          positions:
            factPositions ??
            this.positionsOf(g, jobs, { family, skills, location, city: place.city, bullet: this.bulletOf(username) }),
          educations: this.educationsOf(g, family, place, new Date(careerStart).getUTCFullYear()),
        }))
      return new DrawnPerson(head, facts.about ?? (noAbout ? '' : aboutOf), careerOf)
    })
  }

  /** A person's bullet style, from a hash of their name: drawing it would shift every later draw of their career. */
  private bulletOf(username: string): string {
    return this.intFor(['bullet', username], 0, 1) === 0 ? '•' : '-'
  }

  /** What each job of a career was like: its kind, description, skills and how precisely its start is told. */
  private positionsOf(
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
  private educationsOf(f: Draw, family: RoleFamily, place: Place, careerYear: number): PersonEducation[] {
    const path = f.weighted(educationPaths(family))
    const out: PersonEducation[] = []
    let year = careerYear - f.int(0, 1)
    // walk back from the first job: the last degree ends first in this loop
    for (const level of [...path].reverse()) {
      const years =
        level === 'bootcamp' ? 0 : level === 'master' ? f.int(1, 2) : level === 'phd' ? f.int(4, 6) : f.int(3, 4)
      const fieldOfStudy = level === 'bootcamp' ? 'Software Development' : f.pick(family.studies)
      const schoolPlace = f.bool(0.6) ? place : this.place(f)
      const start =
        level === 'bootcamp' ? { year, month: f.int(1, 6), day: 0 } : { year: year - years, month: 0, day: 0 }
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

  /**
   * A username that is a name in any script gets that name: "jane-doe" is Jane Doe, "josé-garcía" José García,
   * "李伟" 伟 李 (family name first); anything else gets names of a country drawn for it.
   */
  private namesFromUsername(username: string): readonly [string, string] {
    const named = namesOfParts(username)
    if (named !== undefined) return named
    const han = /^[\p{Script=Han}]{2,4}$/u.test(username) ? [...username] : undefined
    if (han) return [han.slice(1).join(''), han[0] as string]
    return this.draw(['names', username], (f) => {
      const names = PEOPLE_NAMES[f.pick(COUNTRIES).code] ?? (PEOPLE_NAMES.US as { first: string[]; last: string[] })
      return [f.pick(names.first), f.pick(names.last)] as const
    })
  }

  place(f: Draw): Place {
    return this.placeIn(f, f.pick(COUNTRIES))
  }

  /** A city of the country. */
  placeIn(f: Draw, country: Country): Place {
    const [city, region, postalCode] = f.pick(country.cities)
    return { country, city, region, postalCode }
  }

  /** The city of a company's headquarters, known from its id alone (a hash), like its country. */
  placeOfCompany(id: number): Place {
    const code = this.countryOf(id)
    const country = COUNTRIES.find((c) => c.code === code) as Country
    const [city, region, postalCode] = country.cities[this.citySeed(id) % country.cities.length] ?? ['', '', '']
    return { country, city, region, postalCode }
  }

  /**
   * A company of the population in `city` (of `country`) and one of `industries` when there is one; else any company
   * there half the time; else one of the industries in the country.
   */
  companyIdIn(f: Draw, industries: readonly string[], country: string, city: string): number {
    const here = this.population.companiesInCity(country, city)
    const fitting = industries.length ? here.filter((id) => industries.includes(this.industryOf(id))) : here
    if (fitting.length) return fitting[f.int(0, fitting.length - 1)] as number
    if (here.length && f.bool()) return here[f.int(0, here.length - 1)] as number
    return this.companyIdInIndustries(f, industries, country)
  }

  /** The city of a company's headquarters, as a person's place. */
  hqPlace(c: Company): Place {
    return this.placeOfAddress(c.headquarter)
  }

  private placeOfAddress(hq: Address): Place {
    const country = COUNTRIES.find((x) => x.code === hq.country) ?? { name: hq.country, code: hq.country, cities: [] }
    const known = country.cities.find(([city]) => city === hq.city)
    return {
      country,
      city: hq.city,
      region: hq.geographicArea ?? known?.[1] ?? '',
      postalCode: hq.postalCode ?? known?.[2] ?? '',
    }
  }

  // ---- companies ----

  /** A random company of the population. */
  randomCompanyId(f: Draw): number {
    const { population } = this
    return population.companyIdAt(f.int(0, population.companyCount - 1))
  }

  /**
   * The industry of a company, known from its id alone (a hash), so lists can pick companies of one industry cheaply.
   */
  industryOf(id: number): string {
    const fact = this.facts.companies.get(id)?.industry
    if (fact !== undefined) return fact
    const named = this.namedWordOf(id)
    const n = INDUSTRY_PROFILES.length
    if (named !== undefined)
      return (
        INDUSTRY_PROFILES[(seedOf(this.seed, 'named', named) + ((id - NAMED_BASE) % NAMED_VARIANTS) * 7) % n] as {
          name: string
        }
      ).name
    return (INDUSTRY_PROFILES[this.industrySeed(id) % n] as { name: string }).name
  }

  /**
   * A random company of the population in one of these industries (any industry if the list is empty, or if the
   * population has none of them), in `country` when one of the first draws is.
   */
  companyIdInIndustries(f: Draw, industries: readonly string[], country?: string): number {
    const { population } = this
    let total = 0
    for (const industry of industries) total += population.companiesIn(industry).length
    // one index over the industries' lists laid end to end: no list is concatenated
    const pick = (): number => {
      if (total === 0) return this.randomCompanyId(f)
      let r = f.int(0, total - 1)
      for (const industry of industries) {
        const list = population.companiesIn(industry)
        if (r < list.length) return list[r] as number
        r -= list.length
      }
      return this.randomCompanyId(f)
    }
    if (country === undefined) return pick()
    let id = pick()
    for (let i = 0; i < 64 && this.countryOf(id) !== country; i++) id = pick()
    return id
  }

  /** The country of a company's headquarters, known from its id alone (a hash), like its industry. */
  countryOf(id: number): string {
    return (COUNTRIES[this.countrySeed(id) % COUNTRIES.length] as Country).code
  }

  /** With probability `p` a company of the same industry, else any. */
  randomCompanyIdIn(f: Draw, industry: string, p: number): number {
    return f.bool(p) ? this.companyIdInIndustries(f, [industry]) : this.randomCompanyId(f)
  }

  /** Variant `v` of the companies named after a word of 1-9 lower-case letters. */
  namedCompanyId(word: string, v: number): number {
    return NAMED_BASE + encodeName(word) * NAMED_VARIANTS + (v % NAMED_VARIANTS)
  }

  /** The word a named company's id carries, if it is one. */
  namedWordOf(id: number): string | undefined {
    if (id < NAMED_BASE) return undefined
    const code = Math.floor((id - NAMED_BASE) / NAMED_VARIANTS)
    const word = decodeName(code)
    return word.length >= 1 && word.length <= NAME_LENGTH && !word.includes('`') && encodeName(word) === code
      ? word
      : undefined
  }

  company(id: number): Company {
    const cached = this.companies.get(id)
    if (cached) return cached
    const company = this.draw(['company', id], (f) => this.makeCompany(f, id))
    this.companies.set(id, company)
    return company
  }

  /**
   * A company's name alone: the first draws of its company draw, so a person names past employers without building
   * each of them whole.
   */
  companyName(id: number): string {
    const cached = this.companies.get(id) ?? this.briefs.get(id) ?? this.companyNames.get(id)
    if (cached !== undefined) return typeof cached === 'string' ? cached : cached.name
    const name = this.draw(['company', id], (f) => this.companyHead(f, id).name)
    this.companyNames.set(id, name)
    return name
  }

  /** The draws every company starts with: industries, headquarters city and name. */
  private companyHead(f: Draw, id: number): CompanyHead {
    const facts = this.facts.companies.get(id) ?? {}
    const profile = text.industryProfile(this.industryOf(id))
    const second = f.bool(0.3) ? f.pick(INDUSTRY_PROFILES) : profile
    const industryName = facts.industry ?? profile.name
    const industries = second === profile || facts.industry !== undefined ? [industryName] : [profile.name, second.name]
    const word = this.namedWordOf(id)
    const country = this.countryOf(id)
    const hq = this.placeOfCompany(id)
    const style = styleOf(hq.country.code)
    const drawnName = text.companyName(f, profile, style.legal, FOUNDER_NAMES[hq.country.code] ?? [])
    const name =
      facts.name ??
      (word !== undefined
        ? `${text.capitalize(word)} ${profile.nameSuffixes[(id - NAMED_BASE) % profile.nameSuffixes.length] ?? 'Group'}`
        : drawnName)
    return { facts, profile, industryName, industries, hq, style, name }
  }

  /** A company's headquarters address alone: the draws of its company draw up to it. */
  private headquarterOf(id: number): Address {
    const cached = this.companies.get(id)
    if (cached !== undefined) return cached.headquarter
    return this.draw(['company', id], (f) => {
      const head = this.companyHead(f, id)
      companySize(f, head)
      return officeAddress(f, head.hq, true)
    })
  }

  /**
   * A company's brief alone (its name, links, logo, industries and size): the draws of its company draw up to its
   * size, so a person's positions and lists name companies without building each of them whole.
   */
  companyBrief(id: number): CompanyBrief {
    const cached = this.companies.get(id) ?? this.briefs.get(id)
    if (cached !== undefined) return cached
    const brief = this.draw(['company', id], (f) => {
      const head = this.companyHead(f, id)
      return this.briefOf(id, head, companySize(f, head))
    })
    this.briefs.set(id, brief)
    return brief
  }

  private briefOf(id: number, head: CompanyHead, size: CompanySize): CompanyBrief {
    const { facts, industryName, industries, name } = head
    const universalName = facts.universalName ?? slugify(name)
    // one company in twelve has no logo, known from its id: a company's first draws stay its brief
    const logo = facts.logo ?? (this.logoSeed(id) % 12 === 0 ? null : this.media.logo(id, name))
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

  private makeCompany(f: Draw, id: number): Company {
    const head = this.companyHead(f, id)
    const { facts, profile, hq, style, name } = head
    const size = companySize(f, head)
    const headquarter = officeAddress(f, hq, true)
    const brief = this.briefOf(id, head, size)
    const { type, staffCount } = size
    const locations = [headquarter]
    // offices grow with headcount: a ten-person firm has one
    const extra = staffCount < 50 ? 0 : f.int(0, staffCount < 1000 ? 1 : 3)
    for (let i = 0; i < extra; i++) locations.push(officeAddress(f, this.place(f), false))
    const funding = fundingOf(f, type, staffCount, style.currency)
    const announced = pastMs(f, this.now, 30, 1500)
    const specialities = f.some(profile.specialities, 0, 5)
    // openings scale with headcount: a ten-person firm lists a couple, a large employer hundreds
    const openings = Math.max(2, Math.min(400, Math.round(staffCount / 10)))
    const drawnJobs = f.bool(0.2) ? 0 : Math.round(Math.exp(f.float(0, Math.log(openings))))
    const jobCount = facts.jobTotal ?? drawnJobs
    const tagline = text.companyTagline(f, profile, hq.city)
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
      }),
      type,
      phone: noPhone
        ? ''
        : fillPattern(phonePattern(hq.city, hq.country.code, style.phone), (min, max) => f.int(min, max)),
      cover: this.media.cover(this.alphanumeric(f, 16)),
      specialities,
      followerCount: heavyTail(f, staffCount * 12 + 150, 1.2, staffCount),
      locations,
      jobCount,
      fundingRounds: funding.rounds,
      fundingAmount: String(funding.amount),
      fundingType: funding.type,
      fundingCurrency: style.currency,
      fundingAnnounced: dateParts(announced, 'day'),
      fundingUpdatedAt: Math.floor(pastMs(f, this.now, 1, 29) / 1000),
      claimable: f.bool(0.1),
    }
  }

  // ---- jobs ----

  /** Job id `index` of company `companyId` (companyId * JOB_STRIDE + index, as text: no precision lost). */
  jobIdOf(companyId: number, index: number): string {
    return `${companyId}${String(index).padStart(JOB_INDEX_DIGITS, '0')}`
  }

  /** The company a job id names and the job's place in its listing. */
  jobParts(jobId: string): { companyId: number; index: number } {
    const fact = this.facts.jobs.get(jobId)?.companyId
    const head = jobId.length > JOB_INDEX_DIGITS ? Number(jobId.slice(0, -JOB_INDEX_DIGITS)) : 0
    const index = Number(jobId.slice(-JOB_INDEX_DIGITS))
    const companyId =
      fact ?? (head >= 1 && Number.isSafeInteger(head) ? head : this.intFor(['job-company', jobId], 1_000, 99_999_999))
    return { companyId, index: head >= 1 ? index : JOB_STRIDE }
  }

  job(jobId: string): Job {
    const cached = this.jobs.get(jobId)
    if (cached) return cached
    const { companyId, index } = this.jobParts(jobId)
    const job = this.draw(['job', jobId], (f) => this.makeJob(f, jobId, companyId, index))
    this.jobs.set(jobId, job)
    return job
  }

  private makeJob(f: Draw, id: string, companyId: number, index: number): Job {
    const facts = this.facts.jobs.get(id) ?? {}
    const company = this.company(companyId)
    // a job the company lists is open at the reference date; any other id of the company is an old, closed one
    const listed = index < company.jobCount
    const drawnListed = listed ? pastMs(f, this.now, 0, 28) : pastMs(f, this.now, 45, 400)
    const listedAt = facts.listedAt ?? drawnListed
    const originalListedAt = f.bool(0.3) ? listedAt - f.int(0, 20) * DAY : listedAt
    const expireAt = listedAt + 30 * DAY
    const closed = facts.state !== undefined ? facts.state === 'CLOSED' : !listed || expireAt < this.now
    const family = text.familyFor(f, company.industry)
    const type = f.weighted(JOB_TYPES.map((t, i) => ({ weight: i === 0 ? 12 : 1, value: t })))
    const opening = text.jobOpeningTitle(f, family, type)
    const title = facts.title ?? opening.title
    const experienceLevel = facts.title !== undefined ? text.experienceLevelOf(title) : opening.experienceLevel
    const place = f.bool(0.6)
      ? (() => {
          const p = this.hqPlace(company)
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
    const referenceId = this.alphanumeric(f, 24)
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
      location: facts.location ?? `${place.city}, ${place.region}, ${place.country}`,
      country: place.country,
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
}
