import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { World } from '../src/world/world.js'
import { WorldFacts } from '../src/world/facts.js'
import { generate } from './support/generate.js'

/** The finite population of a seed, and every link of the bodies of its members staying inside it. */
const NOW = new Date('2025-06-01T12:00:00Z')

function members(world: World): { people: Set<string>; companies: Set<number> } {
  const pop = world.population
  const people = new Set<string>()
  for (let i = 0; i < pop.personCount; i++) people.add(pop.usernameAt(i))
  const companies = new Set<number>()
  for (let i = 0; i < pop.companyCount; i++) companies.add(pop.companyIdAt(i))
  return { people, companies }
}

/** Usernames and company ids one member's bodies link to. */
function links(world: World, username: string): { people: string[]; companies: number[] } {
  const people: string[] = []
  const companies: number[] = []
  const profile = generate(world, 'people/profile-by-url', username)
  for (const pos of profile.position) companies.push(pos.companyId)
  for (const r of generate(world, 'people/recommendations/received', username).data) people.push(r.recommender.username)
  for (const r of generate(world, 'people/recommendations/given', username).data) people.push(r.recommendee.username)
  for (const s of generate(world, 'people/similar-profiles', username).data.items) people.push(s.username)
  for (const c of generate(world, 'people/interests/companies', username).data.items) companies.push(c.id)
  for (const n of generate(world, 'people/interests/newsletters', username).data.items)
    if (n.publisher.username !== undefined) people.push(n.publisher.username)
  for (const p of generate(world, 'people/position-skills', username).data.items) companies.push(p.companyId)
  const current = world.person(username).companyId
  for (const j of generate(world, 'companies/jobs', String(current)).data.items)
    for (const h of generate(world, 'jobs/hiring-team', j.id).data.items) people.push(h.username)
  return { people, companies }
}

describe('the population of a seed', () => {
  it.each([1, 2, 77])('seed %i: thousands of companies, tens of thousands of people, all distinct', (seed) => {
    const world = new World({ seed, now: NOW })
    const { people, companies } = members(world)
    expect(world.population.companyCount).toBeGreaterThanOrEqual(1_500)
    expect(world.population.personCount).toBeGreaterThanOrEqual(20_000)
    expect(world.population.personCount).toBeLessThanOrEqual(60_000)
    expect(companies.size).toBe(world.population.companyCount)
    expect(people.size).toBe(world.population.personCount)
  })

  it('differs between seeds and is the same for one seed in two worlds', () => {
    const a = new World({ seed: 5, now: NOW }).population
    const b = new World({ seed: 5, now: NOW }).population
    const c = new World({ seed: 6, now: NOW }).population
    const ids = (p: typeof a) => Array.from({ length: 50 }, (_, i) => p.companyIdAt(i * 31))
    expect(ids(a)).toEqual(ids(b))
    expect(ids(a)).not.toEqual(ids(c))
    expect(a.usernameAt(12_345)).toBe(b.usernameAt(12_345))
  })

  it('every entity a member body links to is a member (property over seeds and members)', () => {
    const cache = new Map<number, { world: World; set: ReturnType<typeof members> }>()
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(), (seed, n) => {
        let entry = cache.get(seed)
        if (!entry) {
          const world = new World({ seed, now: NOW })
          entry = { world, set: members(world) }
          cache.set(seed, entry)
        }
        const { world, set } = entry
        const username = world.population.usernameAt(n % world.population.personCount)
        const linked = links(world, username)
        for (const u of linked.people) expect(set.people.has(u), `${username} links ${u}`).toBe(true)
        for (const c of linked.companies) expect(set.companies.has(c), `${username} links company ${c}`).toBe(true)
      }),
      { numRuns: 120 },
    )
  })

  it('a company the world file marks missing leaves the population; direct lookups of other ids still answer', () => {
    const plain = new World({ seed: 9, now: NOW })
    const gone = plain.population.companyIdAt(10)
    const facts = new WorldFacts()
    facts.addMissing('company', String(gone))
    const world = new World({ seed: 9, now: NOW, facts })
    const { companies } = members(world)
    expect(companies.has(gone)).toBe(false)
    expect(world.population.companyCount).toBe(plain.population.companyCount - 1)
    expect(world.company(123_456).name).not.toBe('')
    expect(world.person('someone-outside').firstName).not.toBe('')
  })
})
