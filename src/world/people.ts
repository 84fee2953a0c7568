import type { Draw } from './draw.js'
import { COUNTRIES, PEOPLE_NAMES, type Country, ROLE_FAMILIES, type RoleFamily } from './pools.js'
import * as text from './text.js'
import { slugify } from './slug.js'
import { heavyTail } from './numbers.js'
import { NAME_COMMUNITIES } from './vocabulary/names-communities.js'
import { namesOfParts, nativeNames, oneByte } from './names.js'
import type { PersonFacts, PersonPosition } from './facts.js'
import { CONTRIBUTOR, EMPLOYEE_SLOTS, LEAD, SLOTS_PER_FAMILY, SeedPopulation, familiesOf } from './population.js'
import { populationKey, readPopulationTable } from './population-table.js'
import {
  DAY,
  type Employment,
  MAX_EMPLOYER_ID,
  POPULATION,
  type Person,
  type PersonEducation,
  type Place,
  type WorldCore,
  YEAR,
} from './model.js'
import { locationText } from './slug.js'
import { countryOf, placeOf, placeOfCompany } from './places.js'
import {
  type Career,
  type CareerJob,
  POSITION_COUNT_WEIGHTS,
  ageOf,
  careerSpans,
  bulletOf,
  educationsOf,
  familyIndustries,
  positionsOf,
} from './careers.js'
import {
  OCCUPATIONS_IN_TEAM,
  companyIdIn,
  companyIdInIndustries,
  companyOccupations,
  industryOf,
  sizeOf,
} from './companies.js'
import { nameDrawn, titleOf } from './occupations.js'

/** A person without the parts drawn on first read. */
export type PersonHead = Omit<Person, 'about' | 'positions' | 'educations'>

/** A person whose about text and career details are drawn when first read (each by a draw of its own). */
export class DrawnPerson implements Person {
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

export const RECRUITER_TITLES = [
  'Technical Recruiter',
  'Senior Technical Recruiter',
  'Talent Acquisition Partner',
  'Recruiter',
  'Senior Recruiter',
]

export const OPERATIONS = ROLE_FAMILIES.find((f) => f.id === 'operations')

export function familyIndex(family: RoleFamily): number {
  return ROLE_FAMILIES.indexOf(family)
}

/** Fields every industry has (selling, hiring, the books): their people do not hold the industry's own occupations. */
const BUSINESS_FUNCTIONS = new Set(['data', 'product', 'design', 'sales', 'marketing', 'people', 'finance', 'customer'])

/** Whether a field's people at a company of `industry` do its own work: operations, or a field at home there. */
export function worksInOccupations(family: RoleFamily, industry: string): boolean {
  if (BUSINESS_FUNCTIONS.has(family.id) || family.id === 'consulting') return false
  return family.id === 'operations' || family.industries.includes(industry)
}

/** Share, in a thousand, of a company's operations and own-field contributors who hold an occupation it employs. */
const FRONTLINE_SHARE = 750

/**
 * A contributor of operations or of a field at home in the company's industry often holds one of the ESCO
 * occupations the company employs (its description names them): their current job and the one before it have its
 * title (`Senior Hotel Concierge`), earlier ones keep the field's ladder. A hash of the username picks, so no other
 * draw of the person shifts.
 */
function frontline(
  w: WorldCore,
  username: string,
  titles: string[],
  family: RoleFamily,
  companyId: number,
  industry: string,
): void {
  if (!worksInOccupations(family, industry)) return
  // the occupations its description counts among its team, not those it is still hiring for
  const occupations = companyOccupations(w, companyId, industry).slice(0, OCCUPATIONS_IN_TEAM)
  if (!occupations.length || w.intFor(['frontline', username], 0, 999) >= FRONTLINE_SHARE) return
  const held = occupations[w.intFor(['occupation-of', username], 0, occupations.length - 1)]
  if (held === undefined) return
  // ESCO's label a third of the time, else another name job boards print for it
  const occupation = titleOf(nameDrawn(held, w.intFor(['occupation-name', username], 0, 999)))
  for (let i = 0; i < Math.min(2, titles.length); i++) {
    if (i > 0 && titles[i] === titles[i - 1]) break
    const base = family.titles.find((t) => titles[i] === t || titles[i]?.endsWith(` ${t}`))
    if (base === undefined) break
    titles[i] = `${(titles[i] as string).slice(0, -base.length)}${occupation}`
  }
}

/** An entry of a list ranked by frequency, the head `skew` times as favoured (1: every entry alike). */
function byRank(f: Draw, list: readonly string[], skew: number): string {
  return list[Math.floor(list.length * f.float(0, 1) ** skew)] ?? (list[0] as string)
}

/** Where member `index` lives (an employee: where their company is) and the names people there have. */
export function identityAt(w: WorldCore, index: number): { country: Country; first: string; last: string } {
  const employment = employmentOf(w, index)
  // the country of a company's headquarters is known from its id
  const code = employment ? countryOf(w, employment.companyId) : undefined
  return w.draw(['pop', index], (f) => {
    const country = (code !== undefined ? COUNTRIES.find((c) => c.code === code) : undefined) ?? f.pick(COUNTRIES)
    return { country, ...namesIn(f, country.code) }
  })
}

/**
 * A given name and a surname of the country: one community's, common names often and rare ones seldom as a census
 * counts them, where the country has a community table; else any of its names.
 */
function namesIn(f: Draw, code: string): { first: string; last: string } {
  const communities = NAME_COMMUNITIES[code]
  if (communities !== undefined) {
    const { first, last, skew } = f.weighted(communities.map((c) => ({ weight: c.weight, value: c })))
    const given = byRank(f, first, skew)
    // a father's name closing a Malay or Tamil name is seldom the child's own (no "Suresh Suresh")
    let surname = byRank(f, last, skew)
    for (let i = 0; i < 3 && given.split(' ').includes(surname); i++) surname = byRank(f, last, skew)
    return { first: given, last: surname }
  }
  const names = PEOPLE_NAMES[code] ?? (PEOPLE_NAMES.US as { first: string[]; last: string[] })
  const first = f.pick(names.first)
  const last = f.pick(names.last)
  if (!f.bool(TWO_SURNAMES[code] ?? 0)) return { first, last }
  const other = f.pick(names.last)
  return { first, last: other === last ? last : `${other} ${last}` }
}

/** Shares of people who show two surnames, their mother's and their father's (Brazil: Oliveira Santos). */
const TWO_SURNAMES: Record<string, number> = { BR: 0.4 }

/** A random member of the population, drawn with the current draw state. */
export function randomPerson(w: WorldCore, f: Draw): Person {
  const { population } = w
  return w.person(population.usernameAt(f.int(0, population.personCount - 1)))
}

/**
 * Someone who works at the company now, in that role family: role 0 leads the team, roles 1-2 of the people
 * family recruit, others are individual contributors. At a company of the population, one of its population staff:
 * its lead or its contributor of the family (a family it does not staff: operations). Falls back to a random
 * member of the population for ids too large to encode.
 */
export function employee(w: WorldCore, companyId: number, family: RoleFamily, role: number): Person {
  if (companyId > MAX_EMPLOYER_ID) {
    const { population } = w
    return w.person(
      population.usernameAt(w.intFor(['employee', companyId, family.id, role], 0, population.personCount - 1)),
    )
  }
  let slot = familyIndex(family) * SLOTS_PER_FAMILY + (role % SLOTS_PER_FAMILY)
  const { population } = w
  if (population.hasCompany(companyId)) {
    const families = familiesOf(industryOf(w, companyId))
    const staffed = families.includes(family) ? family : (OPERATIONS ?? family)
    const kept = role === LEAD || (staffed.id === 'people' && (role === 1 || role === 2)) ? role : CONTRIBUTOR
    slot = familyIndex(staffed) * SLOTS_PER_FAMILY + kept
    // a small company has fewer people than roles: someone of the family if it has one, else anyone of its staff
    const slots = population.slotsOf(companyId)
    if (!slots.includes(slot)) {
      const base = familyIndex(staffed) * SLOTS_PER_FAMILY
      slot = slots.find((s) => s >= base && s < base + SLOTS_PER_FAMILY) ?? (slots[role % slots.length] as number)
    }
  }
  const person = w.person(w.usernameAt(POPULATION + companyId * EMPLOYEE_SLOTS + slot))
  if (!w.facts.missing.person.has(person.username)) return person
  // someone the world file or a fixture marks missing is never linked: a stand-in from the population
  return w.person(population.usernameAt(w.intFor(['stand-in', companyId, slot], 0, population.personCount - 1)))
}

/**
 * Someone of a role family at a company of these industries: a company whose staff has the family (a small firm
 * has people of a few families only), else the family's stand-in at the last company drawn.
 */
export function memberOf(
  w: WorldCore,
  f: Draw,
  industries: readonly string[],
  family: RoleFamily,
  role: number,
): Person {
  const base = familyIndex(family) * SLOTS_PER_FAMILY
  let companyId = companyIdInIndustries(w, f, industries)
  for (let i = 0; i < 16; i++) {
    if (!w.population.hasCompany(companyId)) break
    if (w.population.slotsOf(companyId).some((s) => s >= base && s < base + SLOTS_PER_FAMILY)) break
    companyId = companyIdInIndustries(w, f, industries)
  }
  return employee(w, companyId, family, role)
}

export function check(w: WorldCore, index: number): string {
  return String.fromCharCode(97 + (w.seeds.check(index) % 26))
}

/** The population index a username encodes, if it is one of ours. */
export function populationIndex(w: WorldCore, username: string): number | undefined {
  const m = /-([0-9a-z]+)([a-z])$/.exec(username)
  if (!m || m[1] === undefined || m[1].length > 11) return undefined
  const index = parseInt(m[1], 36)
  if (!Number.isSafeInteger(index) || check(w, index) !== m[2] || index.toString(36) !== m[1]) return undefined
  if (index >= POPULATION && Math.floor((index - POPULATION) / EMPLOYEE_SLOTS) < 1) return undefined
  // a name that merely ends like one of ours ("fatima-al-sayed") is its own person
  if (w.usernameAt(index) !== username) return undefined
  return index
}

/** Where a member of a company's staff works by construction (their company, role family and role), if they are one. */
export function staffRole(w: WorldCore, username: string): Employment | undefined {
  const employment = employmentOf(w, populationIndex(w, username) ?? -1)
  return employment && w.population.staffOf(employment.companyId).includes(username) ? employment : undefined
}

export function employmentOf(_w: WorldCore, index: number): Employment | undefined {
  if (index < 0) return undefined
  if (index < POPULATION) return undefined
  const rel = index - POPULATION
  const slot = rel % EMPLOYEE_SLOTS
  const family = ROLE_FAMILIES[Math.floor(slot / SLOTS_PER_FAMILY)]
  if (!family) return undefined
  return { companyId: Math.floor(rel / EMPLOYEE_SLOTS), family, role: slot % SLOTS_PER_FAMILY }
}

/** The facts' names over the drawn ones; a whole name alone keeps the drawn split when it joins to it. */
function namesOf(facts: PersonFacts, drawnFirst: string, drawnLast: string): [string, string] {
  const { fullName } = facts
  if (fullName !== undefined && facts.firstName === undefined && facts.lastName === undefined) {
    if (`${drawnFirst} ${drawnLast}` === fullName) return [drawnFirst, drawnLast]
    // "Ada Quinn" -> Ada, Quinn: the last name keeps every later word
    const [first = '', ...rest] = fullName.split(/\s+/)
    return [first, rest.join(' ')]
  }
  return [facts.firstName ?? drawnFirst, facts.lastName ?? drawnLast]
}

export function makePerson(w: WorldCore, username: string, index: number | undefined): Person {
  const facts: PersonFacts = w.facts.people.get(username) ?? {}
  const employed = index === undefined ? undefined : employmentOf(w, index)
  // staff of a missing company work elsewhere: it is linked from nowhere, their profile included
  const employment = employed && w.facts.missing.company.has(String(employed.companyId)) ? undefined : employed
  const identity = index === undefined ? undefined : identityAt(w, index)
  // a share of people whose country has a script of its own write their name in it
  const native =
    identity && nativeNames(identity.country.code, identity.first, identity.last, w.seeds.script(index ?? 0) / 2 ** 32)
  const [drawnFirst, drawnLast] =
    identity === undefined ? namesFromUsername(w, username) : (native ?? [identity.first, identity.last])
  const [firstName, lastName] = namesOf(facts, drawnFirst, drawnLast)
  return w.draw(['person', username], (f): Person => {
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
      companyIdInIndustries(w, f, [], home)
    // a company's industry is known from its id: the whole company is built only for its headquarters
    const currentIndustry = industryOf(w, currentId)
    // people live where their employer has its office (its headquarters), unless the facts say otherwise
    const place = facts.location ? placeOf(facts.location) : placeOfCompany(w, currentId)
    // most careers hold a few jobs; senior people a long list (up to 25), each job shorter the more there are
    const [fewest, most] = f.weighted(POSITION_COUNT_WEIGHTS)
    const positionCount = f.int(fewest, most)
    const factTitle = facts.title ?? facts.positions?.[0]?.title
    const family =
      employment?.family ??
      (factTitle !== undefined ? text.familyOfTitle(factTitle) : undefined) ??
      text.familyFor(f, currentIndustry)
    const skills = f.some(family.skills, 3, 6)
    const location = locationText(place)
    // a team lead has led for a while: their career holds a few jobs before this one
    const leads = employment?.role === 0
    const age = ageOf(f, leads)
    const born = new Date(w.now).getUTCFullYear() - age
    // the career's dates, newest first
    const spans = careerSpans(f, w.now, age, leads ? Math.max(3, positionCount) : positionCount, facts.since)
    const begun = (spans[spans.length - 1] as [number, number])[0]
    // titles follow experience: juniors early, leadership late, and no more than a step or two per move
    const titles = text.careerTitles(
      f,
      family,
      spans.map(([start]) => (start - begun) / YEAR),
    )
    if (leads) {
      const staff = w.companyBrief(currentId).staffCount
      text.leadTitles(f, family, titles, staff, (w.now - begun) / YEAR)
    } else if (employment && family.id === 'people' && employment.role <= 2) titles[0] = f.pick(RECRUITER_TITLES)
    else if (employment?.role === CONTRIBUTOR) frontline(w, username, titles, family, currentId, currentIndustry)
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
        companyId = companyIdIn(w, f, industries, country.code, city)
        // the same title twice in a row at one company is one job, not two: such a move is to another employer
        const newer = jobs[i - 1]
        for (let k = 0; k < 4 && newer && companyId === newer.companyId && titles[i] === newer.title; k++)
          companyId = companyIdIn(w, f, k < 2 ? industries : [], country.code, city)
        const hq = placeOfCompany(w, companyId)
        ;({ country, city } = { country: hq.country, city: hq.city })
        where = locationText(hq)
      }
      jobs.push({ companyId, title: titles[i] ?? family.titles[0] ?? '', start, end: jobEnd, location: where })
    }
    const factPositions = facts.positions?.length ? facts.positions : undefined
    const first = factPositions?.[factPositions.length - 1]?.start
    // degrees are mostly from where the first job was
    const firstJob = jobs[jobs.length - 1]
    const firstPlace = firstJob && !factPositions ? placeOfCompany(w, firstJob.companyId) : place
    const careerStart = first && first.year > 0 ? Date.UTC(first.year, Math.max(0, first.month - 1)) : begun
    const title = factPositions ? (factPositions[0]?.title ?? '') : (jobs[0]?.title ?? '')
    const companyId = factPositions?.[0]?.companyId ?? currentId
    const previousId = factPositions ? factPositions[1]?.companyId : jobs[1]?.companyId
    const currentName = w.companyName(companyId)
    const headline =
      facts.headline ?? (noHeadline ? '' : text.headline(f, { title, company: currentName, skills, family }))
    const id = f.int(10_000_000, 999_999_999)
    // the service shows 500 for "500+": a third of people are past it; followers add people who are not connections
    const connectionCount = heavyTail(f, 280, 1.1, 0, 500)
    const followerCount = connectionCount + heavyTail(f, 80, 2.3, 0, 2_000_000)
    const urn = `ACoAA${f.alphanumeric(34)}`
    const personId = facts.id ?? id
    const backgroundImage = w.media.cover(f.alphanumeric(16))
    const isPremium = f.bool(0.2)
    const isTopVoice = f.bool(0.03)
    const isCreator = f.bool(0.1)
    const head: PersonHead = {
      id: personId,
      urn: facts.urn ?? urn,
      // the key may come decoded from a URL (two-byte); the body keeps one-byte text one-byte
      username: oneByte(username),
      firstName,
      lastName,
      headline,
      // one person in eight has no picture: the placeholder where the spec wants a URL, null or absent where it allows
      profilePicture:
        (facts.picture !== undefined ? w.media.given(facts.picture) : undefined) ??
        (noPicture ? w.media.avatarPlaceholder() : w.media.avatar(personId, firstName, lastName)),
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
      w.draw(['about', username], (g) =>
        text.about(g, {
          title,
          company: currentName,
          previousCompany: previousId === undefined ? undefined : w.companyName(previousId),
          industry: currentIndustry,
          family,
          skills,
          years: Math.floor((w.now - careerStart) / (365 * DAY)),
          city: place.city,
          staff: w.companyBrief(companyId).staffCount,
          junior: text.seniorityOf(title) === 0,
        }),
      )
    const careerOf = () =>
      w.draw(['career', username], (g) => ({
        positions:
          factPositions ??
          positionsOf(w, g, jobs, { family, skills, location, city: place.city, bullet: bulletOf(w, username) }),
        educations: educationsOf(w, g, family, firstPlace, new Date(careerStart).getUTCFullYear(), born + 18),
      }))
    return new DrawnPerson(head, facts.about ?? (noAbout ? '' : aboutOf), careerOf)
  })
}

/**
 * A username that is a name in any script gets that name: "jane-doe" is Jane Doe, "josé-garcía" José García,
 * "李伟" 伟 李 (family name first); anything else gets names of a country drawn for it.
 */
export function namesFromUsername(w: WorldCore, username: string): readonly [string, string] {
  const named = namesOfParts(username)
  if (named !== undefined) return named
  const han = /^[\p{Script=Han}]{2,4}$/u.test(username) ? [...username] : undefined
  if (han) return [han.slice(1).join(''), han[0] as string]
  return w.draw(['names', username], (f) => {
    const { first, last } = namesIn(f, f.pick(COUNTRIES).code)
    return [first, last] as const
  })
}

/** The username of member `index` of the id space (indexes past POPULATION are a company's staff). */
export function usernameOf(w: WorldCore, index: number): string {
  const { first, last } = identityAt(w, index)
  return `${slugify(first)}-${slugify(last)}-${index.toString(36)}${check(w, index)}`
}

/** The finite population of the world's seed and facts (see population.ts), from the build's table where it has one. */
export function populationOf(
  w: WorldCore,
  table = readPopulationTable(populationKey(w.seed, w.now, w.facts.content)),
): SeedPopulation {
  const { facts } = w
  return new SeedPopulation({
    seed: w.seed,
    industryOf: (id) => industryOf(w, id),
    staffCountOf: (id) => sizeOf(w, id).staffCount,
    cityOf: (id) => {
      const p = placeOfCompany(w, id)
      return `${p.country.code}|${p.city}`
    },
    employeeUsername: (companyId, slot) => w.usernameAt(POPULATION + companyId * EMPLOYEE_SLOTS + slot),
    factCompanies: [...facts.companies.keys()].filter((id) => id <= MAX_EMPLOYER_ID),
    factPeople: [...facts.people.keys()],
    missingCompany: (id) => facts.missing.company.has(String(id)),
    missingPeople: [...facts.missing.person],
    factCompanyOf: (username) =>
      facts.people.get(username)?.companyId ?? facts.people.get(username)?.positions?.[0]?.companyId,
    staffSlotOf: (username) => {
      const employment = employmentOf(w, populationIndex(w, username) ?? -1)
      if (employment === undefined) return undefined
      return {
        companyId: employment.companyId,
        slot: familyIndex(employment.family) * SLOTS_PER_FAMILY + employment.role,
      }
    },
    table,
  })
}
