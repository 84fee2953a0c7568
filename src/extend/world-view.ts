import type { Faker } from '@faker-js/faker'
import { drawingFaker } from './faker.js'
import type { EndpointWorld, Found } from '../define.js'
import type { GenerateContext } from '../generators/context.js'
import { canonicalKey } from '../world/existence.js'
import { COUNTRIES } from '../world/pools.js'
import { searchCompanies } from '../world/search/companies.js'
import { searchPeople } from '../world/search/people.js'
import type { Place, World } from '../world/world.js'

const NOTHING: Found<never> = { total: 0, at: () => undefined as never }

/** The read-only view of each object handed out: one per object, so a value asked for again is the same view. */
const readOnlyViews = new WeakMap<object, object>()

const refuse = (): never => {
  throw new TypeError(
    "the world is read-only: it is every endpoint's answer (copy a value, { ...value }, to change it)",
  )
}

const READ_ONLY: ProxyHandler<object> = {
  get(target, key) {
    // the target as receiver: an entity's lazy getters fill their own cache, which a change through the view may not
    const value = Reflect.get(target, key, target)
    const own = Reflect.getOwnPropertyDescriptor(target, key)
    // a frozen property must read as itself (a proxy invariant)
    return own && !own.configurable && !own.writable ? value : readOnly(value)
  },
  set: refuse,
  deleteProperty: refuse,
  defineProperty: refuse,
  setPrototypeOf: refuse,
  preventExtensions: refuse,
}

/**
 * A read-only view of a value and everything it holds: what a config's code gets from the world is what the built-in
 * endpoints answer from (cached, shared), so a change to it would change their answers. A view, not a copy or a
 * freeze: entities fill lazy fields of their own, and copying each on every call would cost every call.
 */
export function readOnly<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value
  let view = readOnlyViews.get(value)
  if (!view) {
    view = new Proxy(value, READ_ONLY)
    readOnlyViews.set(value, view)
  }
  return view as T
}

const PLACES: readonly Place[] = readOnly(
  COUNTRIES.flatMap((country) =>
    country.cities.map(([city, region, postalCode]) => ({ country, city, region, postalCode })),
  ),
)

const views = new WeakMap<World, EndpointWorld>()

/** The world as a config's `generate` reads it: the facade's lookups plus its population, places and search. */
export function endpointWorld(world: World): EndpointWorld {
  let view = views.get(world)
  if (!view) {
    const search = <T>(find: (w: World, k: string) => Found<T>, keyword: string): Found<T> => {
      const k = canonicalKey('keyword', keyword)
      return k === undefined ? NOTHING : readOnly(find(world, k))
    }
    view = {
      seed: world.seed,
      person: (username) => readOnly(world.person(username)),
      personAt: (index) => readOnly(world.personAt(index)),
      company: (id) => readOnly(world.company(id)),
      companyBrief: (id) => readOnly(world.companyBrief(id)),
      jobIdOf: (companyId, index) => world.jobIdOf(companyId, index),
      job: (jobId) => readOnly(world.job(jobId)),
      // a facade, not the population itself: its methods could be replaced otherwise
      population: Object.freeze({
        get personCount() {
          return world.population.personCount
        },
        usernameAt: (index: number) => world.population.usernameAt(index),
        get companyCount() {
          return world.population.companyCount
        },
        companyIdAt: (index: number) => world.population.companyIdAt(index),
      }),
      places: () => PLACES,
      searchPeople: (keyword) => search(searchPeople, keyword),
      searchCompanies: (keyword) => search(searchCompanies, keyword),
    }
    Object.freeze(view)
    views.set(world, view)
  }
  return view
}

// one instance, made at the first draw (a start-up without a config's endpoint never pays for it) and seeded again for
// every draw: what a draw gives depends only on its seed
let shared: Faker | undefined

/** A config's seeded draw: faker seeded from (seed, endpoint, query, parts), dates relative to the world's now. */
export function fakerDraw<T>(ctx: GenerateContext, parts: (string | number)[], fn: (faker: Faker) => T): T {
  const seed = ctx.world.intFor([ctx.endpointId, ctx.entityKey, ...parts], 0, 2 ** 31 - 1)
  shared ??= drawingFaker()
  shared.seed(seed)
  shared.setDefaultRefDate(ctx.world.now)
  return fn(shared)
}
