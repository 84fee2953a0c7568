import type { World } from '../world.js'

/** The finite population of a seed that search indexes (the contract of src/world/population.ts). */
export interface Population {
  readonly companyCount: number
  companyIdAt(i: number): number
  readonly personCount: number
  usernameAt(i: number): string
}

const STAND_IN_COMPANIES = 5_000
const STAND_IN_PEOPLE = 20_000

/** The world's population; until the model has one, companies drawn as lists draw them and the first people. */
export function populationOf(world: World): Population {
  const own = (world as unknown as { population?: Population }).population
  if (own) return own
  const facts = [...world.facts.companies.keys()].sort((a, b) => a - b)
  return {
    companyCount: STAND_IN_COMPANIES + facts.length,
    companyIdAt: (i) =>
      i < facts.length ? (facts[i] as number) : world.intFor(['population-company', i], 1_000, 99_999_999),
    personCount: STAND_IN_PEOPLE,
    usernameAt: (i) => world.personAt(i).username,
  }
}
