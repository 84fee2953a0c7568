import type { Draw } from './draw.js'
import { seedOf } from '../util/hash.js'
import { RELATIONSHIPS } from './pools.js'
import * as text from './text.js'
import type { Person, World } from './world.js'

/** One recommendation: a single fact, listed as given on the recommender's profile and received on the other's. */
export interface Recommendation {
  recommender: Person
  recommendee: Person
  relationship: string
  created: number
  lastModified: number
  text: string
}

const DAY = 24 * 3600_000
const YEAR = 365.25 * DAY
const [SENIOR, MANAGED, ADVISED, CLIENT] = RELATIONSHIPS as [string, string, string, string]
/** Acquaintances outside one's company: members at these distances (both ways) in the population's order. */
const ACQUAINTANCE_OFFSETS = 12
/** Chance that two candidates wrote a recommendation, before each one's activity scales it. */
const BASE_CHANCE = 0.06

function ms(d: { year: number; month: number }): number {
  return Date.UTC(d.year, Math.max(0, d.month - 1))
}

/**
 * How keen a person is on recommendations: most a little, some a lot (a heavy tail of long lists); people the world
 * file or fixtures describe are among the keen ones, so their profiles show the relationships too.
 */
function activity(world: World, username: string): number {
  if (world.facts.people.has(username)) return 4
  const r = world.intFor(['recommendation-activity', username], 0, 99)
  return r < 60 ? 0.5 : r < 90 ? 1.5 : r < 97 ? 4 : 10
}

/**
 * The people a member could have a recommendation with, a symmetric relation: the staff of their company, and
 * population members at fixed distances either way. Someone outside the population (a hand-typed username) has
 * partners too, drawn from the population by their username: one way, since the population's lists are the
 * population's own (a partner's profile does not list the outsider back).
 */
function candidates(world: World, username: string): { colleagues: string[]; acquaintances: string[] } {
  const { population } = world
  const index = population.indexOf(username)
  if (index === undefined) return outsiderCandidates(world, username)
  const at = world.staffRole(username)?.companyId ?? world.facts.people.get(username)?.companyId
  const colleagues = at === undefined ? [] : population.peopleAt(at).filter((u) => u !== username)
  const n = population.personCount
  const acquaintances = new Set<string>()
  const half = Math.max(1, Math.floor((n - 1) / 2))
  for (let k = 0; k < ACQUAINTANCE_OFFSETS; k++) {
    const d = 1 + (seedOf(world.seed, 'acquaintance', k) % half)
    for (const j of [(index + d) % n, (index - d + n) % n]) {
      const u = population.usernameAt(j)
      if (u !== username && !colleagues.includes(u)) acquaintances.add(u)
    }
  }
  return { colleagues, acquaintances: [...acquaintances] }
}

/** An outsider's partners: the staff of the population company they work at, and members their username picks. */
function outsiderCandidates(world: World, username: string): { colleagues: string[]; acquaintances: string[] } {
  const { population } = world
  const n = population.personCount
  if (n === 0) return { colleagues: [], acquaintances: [] }
  const colleagues = population.peopleAt(world.person(username).companyId).filter((u) => u !== username)
  const acquaintances = new Set<string>()
  for (let k = 0; k < 2 * ACQUAINTANCE_OFFSETS; k++) {
    const u = population.usernameAt(seedOf(world.seed, 'outsider-acquaintance', username, k) % n)
    if (u !== username && !colleagues.includes(u)) acquaintances.add(u)
  }
  return { colleagues, acquaintances: [...acquaintances] }
}

/** A moment in [from + 30 days, to], if there is one. */
function between(f: Draw, from: number, to: number): number | undefined {
  const lo = from + 30 * DAY
  return lo < to ? f.int(lo, to) : undefined
}

/** A colleague's role family and whether they lead it: by construction for staff, from the title for others. */
function roleOf(world: World, p: Person): { family: string; lead: boolean } {
  const staff = world.staffRole(p.username)
  if (staff) return { family: staff.family.id, lead: staff.role === 0 }
  return { family: p.family, lead: text.familyById(p.family).leads.includes(p.title) }
}

/** The one recommendation between two people of the same company staff, if they wrote one. */
function betweenColleagues(
  world: World,
  f: Draw,
  a: Person,
  b: Person,
): Omit<Recommendation, 'text' | 'lastModified'> | undefined {
  const ra = roleOf(world, a)
  const rb = roleOf(world, b)
  const pa = a.positions[0]
  const pb = b.positions[0]
  if (!pa || !pb || pa.companyId !== pb.companyId) return undefined
  const [startA, startB] = [ms(pa.start), ms(pb.start)]
  // a team lead managed the members of their family; otherwise whoever joined first was the senior one
  let recommender: Person
  let relationship: string
  if (ra.family === rb.family && ra.lead !== rb.lead) {
    relationship = MANAGED
    recommender = ra.lead ? a : b
  } else if (startA !== startB) {
    relationship = SENIOR
    recommender = startA < startB ? a : b
  } else return undefined
  const recommendee = recommender === a ? b : a
  const created = between(f, Math.max(startA, startB), world.now)
  if (created === undefined) return undefined
  return { recommender, recommendee, relationship, created }
}

/** The one recommendation between two people of different companies: an advisor or a client of the recommendee. */
function betweenAcquaintances(
  world: World,
  f: Draw,
  a: Person,
  b: Person,
): Omit<Recommendation, 'text' | 'lastModified'> {
  const relationship = f.bool() ? ADVISED : CLIENT
  const [recommender, recommendee] = f.bool() ? [a, b] : [b, a]
  const at = recommendee.positions[0]
  const start = at ? ms(at.start) : world.now - 90 * DAY
  const created = between(f, start, world.now) ?? world.now - f.int(DAY, 30 * DAY)
  return { recommender, recommendee, relationship, created }
}

/** The recommendation two people wrote, if any: drawn from the pair alone, so both profiles show the same one. */
function pairFact(world: World, x: string, y: string, colleagues: boolean): Recommendation | undefined {
  const [lo, hi] = x < y ? [x, y] : [y, x]
  const chance = Math.min(0.9, BASE_CHANCE * activity(world, lo) * activity(world, hi))
  if (seedOf(world.seed, 'recommendation-pair', lo, hi) / 2 ** 32 >= chance) return undefined
  const a = world.person(lo)
  const b = world.person(hi)
  return world.draw(['recommendation', lo, hi], (f) => {
    const fact = colleagues ? betweenColleagues(world, f, a, b) : betweenAcquaintances(world, f, a, b)
    if (fact === undefined) return undefined
    const { recommender, recommendee, relationship, created } = fact
    const there = recommendee.positions[0]
    const since = there ? ms(there.start) : created
    const started = (p: Person) => ms(p.positions[p.positions.length - 1]?.start ?? { year: 0, month: 0 })
    const together =
      relationship === MANAGED || relationship === SENIOR
        ? created - Math.max(since, ms(recommender.positions[0]?.start ?? { year: 0, month: 0 }))
        : created - since
    const lastModified = f.bool(0.2) ? Math.min(created + f.int(DAY, 20 * DAY), world.now) : created
    return {
      recommender,
      recommendee,
      relationship,
      created,
      lastModified,
      text: text.recommendationText(f, {
        firstName: recommendee.firstName,
        company: recommendee.companyName,
        family: text.familyById(recommendee.family),
        skills: recommendee.skills,
        relationship,
        together,
        ahead: started(recommendee) - started(recommender) >= 2 * YEAR,
      }),
    }
  })
}

/** Every recommendation a member gave and received, newest first (an outsider's: with population members). */
export function recommendationsOf(
  world: World,
  username: string,
): { given: Recommendation[]; received: Recommendation[] } {
  const { colleagues, acquaintances } = candidates(world, username)
  const given: Recommendation[] = []
  const received: Recommendation[] = []
  // the ones fixtures show come first; a pair they show gets no generated one
  const told = new Set<string>()
  for (const r of world.facts.recommendations.values()) {
    if (r.recommender !== username && r.recommendee !== username) continue
    const other = r.recommender === username ? r.recommendee : r.recommender
    if (world.facts.missing.person.has(other)) continue
    told.add(other)
    const fact = { ...r, recommender: world.person(r.recommender), recommendee: world.person(r.recommendee) }
    if (r.recommender === username) given.push(fact)
    else received.push(fact)
  }
  const add = (other: string, colleague: boolean) => {
    if (told.has(other)) return
    const fact = pairFact(world, username, other, colleague)
    if (fact === undefined) return
    // a list a fixture shows is whole: nobody else's generated list adds to it
    const fixed = (endpoint: string, who: string) =>
      world.facts.listTotals.has(`people/recommendations/${endpoint}\u0000${who}`)
    if (fixed('given', fact.recommender.username) || fixed('received', fact.recommendee.username)) return
    if (fact.recommender.username === username) given.push(fact)
    else received.push(fact)
  }
  for (const u of colleagues) add(u, true)
  for (const u of acquaintances) add(u, false)
  const newestFirst = (x: Recommendation, y: Recommendation) => y.created - x.created
  return { given: given.sort(newestFirst), received: received.sort(newestFirst) }
}
