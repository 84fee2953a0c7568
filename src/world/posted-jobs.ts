import { familyById } from './text.js'
import type { World } from './world.js'

/** Openings read at most per company: a company's first listings are the ones its hiring people posted. */
const MAX_SCANNED = 200
/** Percent of outsiders who hire for their team without a lead's title: the population's leads and recruiters are
 * about three in ten of its members. */
const OUTSIDERS_HIRING = 55

/**
 * The openings a person posted, as the hiring team shows them: a member of the population posted the jobs whose
 * hiring team lists them (its recruiters all of their company's, a family's lead those of their family). Someone
 * outside the population (a hand-typed username) who leads a team or recruits posted the openings of their
 * employer that are theirs the same way, one way only (those jobs' hiring teams stay the population's). Undefined
 * for everyone else: the observed `items: null`.
 */
export function postedJobIds(world: World, username: string): string[] | undefined {
  const inPopulation = world.population.indexOf(username) !== undefined
  const person = world.person(username)
  const { companyId } = person
  if (world.facts.missing.company.has(String(companyId))) return undefined
  const people = familyById('people')
  let posted: (jobFamily: string) => boolean
  if (inPopulation) {
    if (!world.staffRole(username)) return undefined
    const recruiters = [world.employee(companyId, people, 1), world.employee(companyId, people, 2)]
    if (recruiters.some((p) => p.username === username)) posted = () => true
    else posted = (family) => world.employee(companyId, familyById(family), 0).username === username
  } else {
    const lead = familyById(person.family).leads.includes(person.title)
    const hires = lead || world.intFor(['hires', username], 0, 99) < OUTSIDERS_HIRING
    if (person.family === 'people' && !lead) posted = () => true
    else if (hires) posted = (family) => family === person.family
    else return undefined
  }
  const ids: string[] = []
  const count = Math.min(world.company(companyId).jobCount, MAX_SCANNED)
  for (let i = 0; i < count; i++) {
    const id = world.jobIdOf(companyId, i)
    if (posted(world.job(id).family)) ids.push(id)
  }
  return ids.length ? ids : undefined
}
