import { seederOf } from './key-hash.js'
import { GENERAL_FAMILIES, ROLE_FAMILIES, type RoleFamily } from './pools.js'
import { processMemo } from './cache-table.js'
import { checkedCompanies, type PopulationTable } from './population-table.js'

/** The finite set of entities a seed's world links to: every link, list and search draws from it. */
export interface WorldPopulation {
  readonly companyCount: number
  /** 0 <= i < companyCount: the ids of the finite company population of this seed. */
  companyIdAt(i: number): number
  readonly personCount: number
  /** The usernames of the finite person population. */
  usernameAt(i: number): string
}

/** Generated companies per seed: enough that every industry and country has dozens, few enough to index in a blink. */
export const COMPANY_COUNT = 2_000

/** The population's companies with their headquarters in one city. */
export interface CityCompanies {
  readonly all: readonly number[]
  readonly byIndustry: ReadonlyMap<string, readonly number[]>
}

const NO_COMPANIES: CityCompanies = { all: [], byIndustry: new Map() }
/** Company ids are drawn in [FIRST_ID, FIRST_ID + COMPANY_COUNT * ID_BLOCK): one id per block, so ids never collide. */
const FIRST_ID = 1_000
const ID_BLOCK = Math.floor(99_999_000 / COMPANY_COUNT)

/** Employee slots per role family (see World.employee): slot 0 leads, 1-2 recruit (people family), 3+ contribute. */
export const SLOTS_PER_FAMILY = 8
export const EMPLOYEE_SLOTS = ROLE_FAMILIES.length * SLOTS_PER_FAMILY
const PEOPLE_FAMILY = ROLE_FAMILIES.findIndex((f) => f.id === 'people')
/** The roles of a family a company's population staff holds: its lead and one individual contributor. */
export const LEAD = 0
export const CONTRIBUTOR = 3

/** What the population needs of the world: companies' industries, and usernames of employee slots. */
export interface PopulationInputs {
  seed: number
  industryOf(id: number): string
  /** A company's staff count: the population holds no more of its people than that. */
  staffCountOf(id: number): number
  /** `country|city` of a company's headquarters. */
  cityOf(id: number): string
  /** The username of employee `slot` of company `companyId` (slot = family index * SLOTS_PER_FAMILY + role). */
  employeeUsername(companyId: number, slot: number): string
  /** The employee slot a username names, if it names one. */
  staffSlotOf(username: string): { companyId: number; slot: number } | undefined
  /** Companies and people the world file and fixtures name: linked from their bodies. */
  factCompanies: readonly number[]
  factPeople: readonly string[]
  /** True for a company the world file or a `.404.json` fixture marks missing: never linked. */
  missingCompany(id: number): boolean
  /** People marked missing: left out of the population. */
  missingPeople: readonly string[]
  /** The current employer the facts give a person, if they give one. */
  factCompanyOf(username: string): number | undefined
  /** The companies as the build stored them for this seed and facts: read when the code derives the same. */
  table?: PopulationTable | undefined
}

/** The role families a company of an industry staffs: the general ones and those at home in its industry. */
export function familiesOf(industry: string): readonly RoleFamily[] {
  let families = FAMILIES_BY_INDUSTRY.get(industry)
  if (families === undefined) {
    families = ROLE_FAMILIES.filter((f) => GENERAL_FAMILIES.includes(f.id) || f.industries.includes(industry))
    FAMILIES_BY_INDUSTRY.remember(industry, families)
  }
  return families
}
const FAMILIES_BY_INDUSTRY = processMemo<string, readonly RoleFamily[]>('familiesByIndustry')

/** How many of a company's staff are on the network: all of a small firm, three in four of a larger one. */
function onNetwork(staffCount: number): number {
  return staffCount <= 3 ? Math.max(1, staffCount) : Math.ceil(staffCount * 0.75)
}

/**
 * The employee slots of a company that belong to the population, ascending: a contributor of each family its
 * industry staffs, then their leads, then recruiters, as many as its staff count allows.
 */
export function staffSlots(industry: string, staffCount = Number.MAX_SAFE_INTEGER): readonly number[] {
  const families = familiesOf(industry)
  const all = families.length * 2 + (families.some((f) => f.id === 'people') ? 2 : 0)
  const keep = Math.min(all, onNetwork(staffCount))
  const key = `${industry}|${keep}`
  let slots = SLOTS_BY_INDUSTRY.get(key)
  if (slots === undefined) {
    const bases = families.map((family) => ROLE_FAMILIES.indexOf(family) * SLOTS_PER_FAMILY)
    const byPriority = [
      ...bases.map((b) => b + CONTRIBUTOR),
      ...bases.map((b) => b + LEAD),
      ...bases.filter((b) => b === PEOPLE_FAMILY * SLOTS_PER_FAMILY).flatMap((b) => [b + 1, b + 2]),
    ]
    slots = byPriority.slice(0, keep).sort((a, b) => a - b)
    SLOTS_BY_INDUSTRY.remember(key, slots)
  }
  return slots
}
const SLOTS_BY_INDUSTRY = processMemo<string, readonly number[]>('slotsByIndustry')

/** The population's people: staff ranges by company, missing staff, and the people the facts name. */
interface PopulationPeople {
  /** First raw person index of each company's staff, and one past the last. */
  staffStart: Uint32Array
  /** Raw person indexes of missing staff, ascending: left out, later people move down. */
  removed: readonly number[]
  staffCount: number
  factPeople: readonly string[]
  /** People the facts name, by the population company the facts say they work at. */
  factPeopleAt: ReadonlyMap<number, string[]>
}

/**
 * The population of one seed: COMPANY_COUNT generated companies (one id drawn in each block of the id range) less
 * those marked missing, then the companies the facts name; the staff of each (staffSlots), then the people the facts
 * name.
 */
export class SeedPopulation implements WorldPopulation {
  readonly companyCount: number
  private readonly inputs: PopulationInputs
  private readonly companyIds: readonly number[]
  /** Index of each company id in companyIds. */
  private readonly companyIndex: ReadonlyMap<number, number>
  /** The build's stored table of these companies, when it agrees with this code. */
  private readonly stored: PopulationTable | undefined
  /** The slots each company holds, by its index: known once its staff count is. */
  private readonly slots: (readonly number[] | undefined)[] = []
  /** Each industry's and each city's companies, by industry and by `country|city`, as they are first asked for. */
  private readonly industryLists = new Map<string, readonly number[]>()
  private readonly cityLists = new Map<string, CityCompanies>()
  /** The people, counted at their first use: most answers name companies only, and counting draws every staff size. */
  private people: PopulationPeople | undefined

  constructor(inputs: PopulationInputs) {
    this.inputs = inputs
    const offsetSeed = seederOf(inputs.seed, 'population-company')
    const generatedAt = (i: number): number => FIRST_ID + i * ID_BLOCK + (offsetSeed(i) % ID_BLOCK)
    const { table } = inputs
    if (table !== undefined) {
      this.companyIds = table.ids
      this.companyIndex = new Map(table.ids.map((id, i) => [id, i]))
      this.companyCount = table.ids.length
      if (this.agrees(table, generatedAt)) {
        this.stored = table
        return
      }
    }
    const ids: number[] = []
    for (let i = 0; i < COMPANY_COUNT; i++) {
      const id = generatedAt(i)
      if (!inputs.missingCompany(id)) ids.push(id)
    }
    const generated = new Set(ids)
    for (const id of [...new Set(inputs.factCompanies)].sort((a, b) => a - b))
      if (!generated.has(id) && !inputs.missingCompany(id)) ids.push(id)
    this.companyIds = ids
    this.companyIndex = new Map(ids.map((id, i) => [id, i]))
    this.companyCount = ids.length
  }

  /** Whether a stored table holds what this code derives: a few generated ids, industries and cities, derived again. */
  private agrees(table: PopulationTable, generatedAt: (i: number) => number): boolean {
    const { inputs } = this
    const count = table.ids.length
    if (table.industries.length !== count || table.cities.length !== count) return false
    for (const i of checkedCompanies(COMPANY_COUNT)) {
      const id = generatedAt(i)
      if (inputs.missingCompany(id) === this.companyIndex.has(id)) return false
    }
    return checkedCompanies(count).every((k) => {
      const id = table.ids[k] as number
      return table.industries[k] === inputs.industryOf(id) && table.cities[k] === inputs.cityOf(id)
    })
  }

  /** The population's companies with their industries and cities, as the build stores them. */
  table(): PopulationTable {
    const ids = [...this.companyIds]
    const industries = ids.map((id) => this.inputs.industryOf(id))
    const cities = ids.map((id) => this.inputs.cityOf(id))
    return { ids, industries, cities }
  }

  private industryAt(i: number): string {
    return this.stored?.industries[i] ?? this.inputs.industryOf(this.companyIds[i] as number)
  }

  private cityAt(i: number): string {
    return this.stored?.cities[i] ?? this.inputs.cityOf(this.companyIds[i] as number)
  }

  /** An industry's companies, listed at its first use: a scan of the population, in its order. */
  private industryList(industry: string): readonly number[] {
    let list = this.industryLists.get(industry)
    if (list === undefined) {
      const found: number[] = []
      for (const [i, id] of this.companyIds.entries()) if (this.industryAt(i) === industry) found.push(id)
      list = found
      this.industryLists.set(industry, list)
    }
    return list
  }

  /** A headquarters city's companies, all and by industry, listed at its first use: a scan, in the population order. */
  private cityList(at: string): CityCompanies {
    let city = this.cityLists.get(at)
    if (city === undefined) {
      const all: number[] = []
      const byIndustry = new Map<string, number[]>()
      for (const [i, id] of this.companyIds.entries()) {
        if (this.cityAt(i) !== at) continue
        all.push(id)
        const industry = this.industryAt(i)
        const here = byIndustry.get(industry)
        if (here === undefined) byIndustry.set(industry, [id])
        else here.push(id)
      }
      city = all.length === 0 ? NO_COMPANIES : { all, byIndustry }
      this.cityLists.set(at, city)
    }
    return city
  }

  private get counted(): PopulationPeople {
    if (this.people !== undefined) return this.people
    const { inputs } = this
    const staffStart = new Uint32Array(this.companyCount + 1)
    for (let i = 0; i < this.companyCount; i++)
      staffStart[i + 1] = (staffStart[i] as number) + this.slotsOf(this.companyIds[i] as number).length
    const missing = new Set(inputs.missingPeople)
    const removed = [...missing]
      .flatMap((u) => {
        const raw = this.rawStaffIndex(u, staffStart)
        return raw === undefined ? [] : [raw]
      })
      .sort((a, b) => a - b)
    const staffCount = (staffStart[this.companyCount] as number) - removed.length
    // a person the facts name who is also staff is counted once, as staff
    const factPeople = [...new Set(inputs.factPeople)]
      .filter((u) => !missing.has(u) && this.rawStaffIndex(u, staffStart) === undefined)
      .sort()
    const factPeopleAt = new Map<number, string[]>()
    for (const u of factPeople) {
      const at = inputs.factCompanyOf(u)
      if (at === undefined || !this.companyIndex.has(at)) continue
      const list = factPeopleAt.get(at) ?? []
      list.push(u)
      factPeopleAt.set(at, list)
    }
    this.people = { staffStart, removed, staffCount, factPeople, factPeopleAt }
    return this.people
  }

  get personCount(): number {
    const { staffCount, factPeople } = this.counted
    return staffCount + factPeople.length
  }

  /** The raw index of a username among the population's staff, if it is one of them. */
  private rawStaffIndex(username: string, staffStart = this.counted.staffStart): number | undefined {
    const at = this.inputs.staffSlotOf(username)
    const i = at === undefined ? undefined : this.companyIndex.get(at.companyId)
    if (at === undefined || i === undefined) return undefined
    const k = this.slotsOf(at.companyId).indexOf(at.slot)
    return k < 0 ? undefined : (staffStart[i] as number) + k
  }

  /** The employee slots of a population company that the population holds (see staffSlots). */
  slotsOf(companyId: number): readonly number[] {
    const i = this.companyIndex.get(companyId)
    if (i === undefined) return []
    let slots = this.slots[i]
    if (slots === undefined) {
      slots = staffSlots(this.inputs.industryOf(companyId), this.inputs.staffCountOf(companyId))
      this.slots[i] = slots
    }
    return slots
  }

  companyIdAt(i: number): number {
    if (!(i >= 0 && i < this.companyCount)) throw new RangeError(`company ${i} is outside 0..${this.companyCount - 1}`)
    return this.companyIds[i] as number
  }

  /** True for an id of the population. */
  hasCompany(id: number): boolean {
    return this.companyIndex.has(id)
  }

  /** The population's companies of an industry (none for an industry it has no company of). */
  companiesIn(industry: string): readonly number[] {
    return this.industryList(industry)
  }

  /** The population's companies with their headquarters in a city, all and by industry. */
  companiesInCity(country: string, city: string): CityCompanies {
    return this.cityList(`${country}|${city}`)
  }

  /** The index of a member of the population, or undefined for anyone else. */
  indexOf(username: string): number | undefined {
    const { removed, staffCount, factPeople } = this.counted
    const raw = this.rawStaffIndex(username)
    if (raw !== undefined) {
      let below = 0
      for (const r of removed) {
        if (r === raw) return undefined
        if (r < raw) below++
      }
      return raw - below
    }
    let lo = 0
    let hi = factPeople.length - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      const u = factPeople[mid] as string
      if (u === username) return staffCount + mid
      if (u < username) lo = mid + 1
      else hi = mid - 1
    }
    return undefined
  }

  /** The usernames of a population company's staff (missing people left out); none for another company. */
  staffOf(companyId: number): string[] {
    const i = this.companyIndex.get(companyId)
    if (i === undefined) return []
    const { staffStart, removed } = this.counted
    const out: string[] = []
    const start = staffStart[i] as number
    for (const [k, slot] of this.slotsOf(companyId).entries())
      if (!removed.includes(start + k)) out.push(this.inputs.employeeUsername(companyId, slot))
    return out
  }

  /** Everyone of the population who works at a company now: its staff, and the people the facts put there. */
  peopleAt(companyId: number): string[] {
    const staff = this.staffOf(companyId)
    const named = this.counted.factPeopleAt.get(companyId)
    return named === undefined ? staff : [...staff, ...named]
  }

  usernameAt(i: number): string {
    if (!(i >= 0 && i < this.personCount)) throw new RangeError(`person ${i} is outside 0..${this.personCount - 1}`)
    const { staffStart, removed, staffCount, factPeople } = this.counted
    if (i >= staffCount) return factPeople[i - staffCount] as string
    // skip the removed indexes at or below i
    let raw = i
    for (const r of removed) if (r <= raw) raw++
    // the company whose staff range holds raw: a binary search over the start indexes
    let lo = 0
    let hi = this.companyCount - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((staffStart[mid] as number) <= raw) lo = mid
      else hi = mid - 1
    }
    const id = this.companyIds[lo] as number
    const slot = this.slotsOf(id)[raw - (staffStart[lo] as number)] as number
    return this.inputs.employeeUsername(id, slot)
  }
}
