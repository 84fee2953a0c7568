import { seedOf } from '../util/hash.js'
import { MediaUrls } from '../media/paths.js'
import { processMemo } from './cache-table.js'
import { cached, WorldCaches } from './caches.js'
import type { CacheFill, DerivedName } from './cache-table.js'
import * as companies from './companies.js'
import { Draw } from './draw.js'
import { existingKey } from './existence.js'
import { type EntityKind, WorldFacts } from './facts.js'
import * as jobs from './jobs.js'
import { seederOf } from './key-hash.js'
import type { Company, CompanyBrief, Job, Person, Place, Seeds, WorldCore, WorldOptions } from './model.js'
import { MEDIA, POPULATION } from './model.js'
import * as people from './people.js'
import * as places from './places.js'
import type { SeedPopulation } from './population.js'
import type { RoleFamily } from './pools.js'

export type { PersonPosition } from './facts.js'
export type { Company, CompanyBrief, Found, Job, Person, PersonEducation, Place, WorldOptions } from './model.js'
export type { WorldPopulation } from './population.js'
export { JOB_STRIDE, MEDIA, SITE } from './model.js'
export { profileUrl, slugify, websiteOf } from './slug.js'

// the last pristine worlds asked for are kept; any other is found while a world still reads it
const pristine = processMemo<string, World>('pristineWorlds')
const living = new Map<string, WeakRef<World>>()
const gone = new FinalizationRegistry<string>((key) => {
  if (living.get(key)?.deref() === undefined) living.delete(key)
})

/**
 * Every entity of the mock world, derived only from (seed, kind, key) and the facts it was given: the same username or
 * id gives the same person, company or job in every endpoint. The derivations live in one module per kind (people,
 * careers, companies, jobs, places); this facade holds the seed, the facts, the draws and one cache per kind.
 */
export class World implements WorldCore {
  readonly seed: number
  readonly now: number
  readonly seeds: Seeds
  private worldFacts: WorldFacts
  private mediaUrls: MediaUrls
  private mediaBase: string
  private readonly cacheSize: number
  /** The world whose population and search indexes this one reads (see `deriving`), once looked up. */
  private twin: World | undefined
  /** Every cache of this world's derived state: their sizes in src/world/cache-table.ts, one rule clears them. */
  readonly caches: WorldCaches

  constructor(options: WorldOptions) {
    this.seed = options.seed
    this.now = options.now.getTime()
    const hash = (tag: string) => seederOf(this.seed, tag)
    this.seeds = {
      industry: hash('industry'),
      country: hash('country'),
      city: hash('city'),
      script: hash('script'),
      check: hash('check'),
      logo: hash('no-logo'),
    }
    this.worldFacts = options.facts ?? new WorldFacts()
    this.cacheSize = options.cacheSize ?? 1_000
    this.caches = new WorldCaches(this.cacheSize)
    this.mediaBase = options.mediaBase ?? MEDIA
    this.mediaUrls = new MediaUrls(this.mediaBase)
  }

  /**
   * The world that builds this one's population and search indexes: while no facts are fixed, the process's pristine
   * world of the same seed, date, image origin and size (made alike, it derives the same values, so mocks made alike
   * build them once); with facts, this world itself.
   */
  private get deriving(): World {
    if (this.twin) return this.twin
    if (!this.worldFacts.empty) {
      this.twin = this
      return this
    }
    const key = `${this.seed}\0${this.now}\0${this.mediaBase}\0${this.cacheSize}`
    const options = { seed: this.seed, now: new Date(this.now), mediaBase: this.mediaBase, cacheSize: this.cacheSize }
    let made = pristine.get(key) ?? living.get(key)?.deref()
    if (!made) {
      made = new World(options)
      made.twin = made
      living.set(key, new WeakRef(made))
      gone.register(made, key)
    }
    pristine.remember(key, made)
    this.twin = made
    return made
  }

  /** What each of this world's caches holds, against its bound (its derived values where they are built). */
  cacheFill(): CacheFill[] {
    return this.caches.fill(this.deriving.caches)
  }

  /** A value derived from this world's seed and facts, built on first use (by the world that derives it). */
  derived<T>(name: DerivedName, make: (world: World) => T): T {
    const from = this.deriving
    return from.caches.derived(name, make, from)
  }

  /** Image URLs of this world's entities. */
  get media(): MediaUrls {
    return this.mediaUrls
  }

  /** A new origin for image URLs (the server's own, known once it listens): every entity is derived again. */
  useMediaBase(base: string): void {
    this.mediaBase = base
    this.mediaUrls = new MediaUrls(base)
    this.twin = undefined
    this.caches.clear()
  }

  /** Runs `fn` with a fresh Draw seeded from (seed, ...parts): the scope's own stream, whatever runs around it. */
  draw<T>(parts: (string | number)[], fn: (draw: Draw) => T): T {
    return fn(new Draw(seedOf(this.seed, ...parts)))
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
    this.twin = undefined
    this.caches.clear()
  }

  /** The canonical key of an entity that exists, or undefined (see the kinds' table in existence.ts). */
  existing(kind: EntityKind, key: string): string | undefined {
    return existingKey(kind, key, this.facts, (jobId) => jobs.jobParts(this, jobId).companyId)
  }

  /** The finite population every link, list and search of this world draws from; built on first use. */
  get population(): SeedPopulation {
    if (this.caches.population) return this.caches.population
    const from = this.deriving
    this.caches.population = from === this ? people.populationOf(this) : from.population
    return this.caches.population
  }

  /** Member `index` (modulo its size) of the population: the people lists name. */
  personAt(index: number): Person {
    return this.person(this.population.usernameAt(index % this.population.personCount))
  }

  usernameAt(index: number): string {
    const names = index >= POPULATION ? this.caches.staffName : this.caches.username
    return cached(names, index, () => people.usernameOf(this, index))
  }

  person(username: string): Person {
    const known = this.caches.staff.get(username) ?? this.caches.person.get(username)
    if (known) return known
    const index = people.populationIndex(this, username)
    const person = people.makePerson(this, username, index)
    // lists keep pointing at a company's staff (hiring teams, authors); anyone else is rarely asked for twice
    ;(index !== undefined && index >= POPULATION ? this.caches.staff : this.caches.person).set(username, person)
    return person
  }

  company(id: number): Company {
    return cached(this.caches.company, id, () => this.draw(['company', id], (f) => companies.makeCompany(this, f, id)))
  }

  cachedCompany(id: number): Company | undefined {
    return this.caches.company.get(id)
  }

  /** A company's name alone: the first draws of its company draw (a person names past employers cheaply). */
  companyName(id: number): string {
    const known = this.caches.company.get(id) ?? this.caches.brief.get(id) ?? this.caches.populationBrief.get(id)
    if (known !== undefined) return known.name
    const names = this.caches.population?.hasCompany(id) ? this.caches.populationName : this.caches.companyName
    return cached(names, id, () => this.draw(['company', id], (f) => companies.companyHead(this, f, id).name))
  }

  /** A company's brief alone (name, links, logo, industries, size): its company draw up to its size. */
  companyBrief(id: number): CompanyBrief {
    const known = this.caches.company.get(id)
    if (known !== undefined) return known
    const briefs = this.caches.population?.hasCompany(id) ? this.caches.populationBrief : this.caches.brief
    return cached(briefs, id, () => this.draw(['company', id], (f) => companies.drawnBrief(this, f, id)))
  }

  job(jobId: string): Job {
    return cached(this.caches.job, jobId, () => {
      const { companyId, index } = jobs.jobParts(this, jobId)
      return this.draw(['job', jobId], (f) => jobs.makeJob(this, f, jobId, companyId, index))
    })
  }

  // what generators ask of the model, each answered by its kind's module
  employee = (companyId: number, family: RoleFamily, role: number): Person =>
    people.employee(this, companyId, family, role)
  memberOf = (f: Draw, industries: readonly string[], family: RoleFamily, role: number): Person =>
    people.memberOf(this, f, industries, family, role)
  randomPerson = (f: Draw): Person => people.randomPerson(this, f)
  staffRole = (username: string) => people.staffRole(this, username)
  industryOf = (id: number): string => companies.industryOf(this, id)
  countryOf = (id: number): string => places.countryOf(this, id)
  placeOfCompany = (id: number): Place => places.placeOfCompany(this, id)
  randomCompanyId = (f: Draw): number => companies.randomCompanyId(this, f)
  randomCompanyIdIn = (f: Draw, industry: string, p: number): number =>
    companies.randomCompanyIdIn(this, f, industry, p)
  companyIdInIndustries = (f: Draw, industries: readonly string[], country?: string): number =>
    companies.companyIdInIndustries(this, f, industries, country)
  companyIdIn = (f: Draw, industries: readonly string[], country: string, city: string): number =>
    companies.companyIdIn(this, f, industries, country, city)
  jobIdOf = (companyId: number, index: number): string => jobs.jobIdOf(this, companyId, index)
}
