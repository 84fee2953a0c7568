import { Faker, base, en } from '@faker-js/faker'
import type { EndpointWorld, Found } from '../define.js'
import type { GenerateContext } from '../generators/context.js'
import { canonicalKey } from '../world/existence.js'
import { COUNTRIES } from '../world/pools.js'
import { searchCompanies } from '../world/search/companies.js'
import { searchPeople } from '../world/search/people.js'
import type { Place, World } from '../world/world.js'

const NOTHING: Found<never> = { total: 0, at: () => undefined as never }

const PLACES: readonly Place[] = COUNTRIES.flatMap((country) =>
  country.cities.map(([city, region, postalCode]) => ({ country, city, region, postalCode })),
)

const views = new WeakMap<World, EndpointWorld>()

/** The world as a config's `generate` reads it: the facade's lookups plus its population, places and search. */
export function endpointWorld(world: World): EndpointWorld {
  let view = views.get(world)
  if (!view) {
    const search = <T>(find: (w: World, k: string) => Found<T>, keyword: string): Found<T> => {
      const k = canonicalKey('keyword', keyword)
      return k === undefined ? NOTHING : find(world, k)
    }
    view = {
      seed: world.seed,
      person: (username) => world.person(username),
      personAt: (index) => world.personAt(index),
      company: (id) => world.company(id),
      companyBrief: (id) => world.companyBrief(id),
      jobIdOf: (companyId, index) => world.jobIdOf(companyId, index),
      job: (jobId) => world.job(jobId),
      get population() {
        return world.population
      },
      places: () => PLACES,
      searchPeople: (keyword) => search(searchPeople, keyword),
      searchCompanies: (keyword) => search(searchCompanies, keyword),
    }
    views.set(world, view)
  }
  return view
}

// one instance, seeded again for every draw: what a draw gives depends only on its seed
const faker = new Faker({ locale: [en, base] })

/** A config's seeded draw: faker seeded from (seed, endpoint, query, parts), dates relative to the world's now. */
export function fakerDraw<T>(ctx: GenerateContext, parts: (string | number)[], fn: (faker: Faker) => T): T {
  const seed = ctx.world.intFor([ctx.endpointId, ctx.entityKey, ...parts], 0, 2 ** 31 - 1)
  faker.seed(seed)
  faker.setDefaultRefDate(ctx.world.now)
  return fn(faker)
}
