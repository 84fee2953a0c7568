import { Lru } from '../util/lru.js'
import type { Company, CompanyBrief, Job, Person } from './model.js'
import { COMPANY_COUNT, type SeedPopulation } from './population.js'
import { boundOf, type CacheFill, DERIVED_NAMES, type DerivedName, type WorldCacheName } from './cache-table.js'

/** The cached value of `key`, made and kept on a miss. */
export function cached<K, V>(cache: Lru<K, V>, key: K, make: () => V): V {
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const value = make()
  cache.set(key, value)
  return value
}

/**
 * Every cache of one world's derived state, each registered by name with its bound from CACHE_TABLE; `clear` is the one
 * invalidation rule. The entity caches are fields, so the hot paths read them without a lookup.
 */
export class WorldCaches {
  readonly staff: Lru<string, Person>
  readonly staffName: Lru<number, string>
  readonly person: Lru<string, Person>
  readonly username: Lru<number, string>
  readonly company: Lru<number, Company>
  readonly brief: Lru<number, CompanyBrief>
  readonly companyName: Lru<number, string>
  readonly job: Lru<string, Job>
  readonly populationBrief: Lru<number, CompanyBrief>
  readonly populationName: Lru<number, string>
  readonly shownCompany: Lru<number, unknown>
  readonly shownPost: Lru<number, unknown>
  /** The world's population once built (read on hot paths: a field, not a lookup). */
  population: SeedPopulation | undefined
  private readonly lrus = new Map<WorldCacheName, Lru<unknown, unknown>>()
  private readonly derivedValues = new Map<DerivedName, unknown>()

  constructor(private readonly size: number) {
    this.staff = this.lru('staff')
    this.staffName = this.lru('staffName')
    this.person = this.lru('person')
    this.username = this.lru('username')
    this.company = this.lru('company')
    this.brief = this.lru('brief')
    this.companyName = this.lru('companyName')
    this.job = this.lru('job')
    this.populationBrief = this.lru('populationBrief')
    this.populationName = this.lru('populationName')
    this.shownCompany = this.lru('shownCompany')
    this.shownPost = this.lru('shownPost')
  }

  /** A new cache of this world, bounded by the size table: made once per name (the registry refuses a second). */
  lru<K, V>(name: WorldCacheName): Lru<K, V> {
    if (this.lrus.has(name)) throw new Error(`the world cache "${name}" is made twice`)
    const cache = new Lru<K, V>(boundOf(name, this.size, COMPANY_COUNT))
    this.lrus.set(name, cache as Lru<unknown, unknown>)
    return cache
  }

  /** A value of this world built on first use (by `make(arg)`) and kept until the next `clear`. */
  derived<A, T>(name: DerivedName, make: (arg: A) => T, arg: A): T {
    if (this.derivedValues.has(name)) return this.derivedValues.get(name) as T
    const value = make(arg)
    this.derivedValues.set(name, value)
    return value
  }

  /** THE invalidation rule: new facts (world file or fixtures reloaded) or a new image origin empty every cache. */
  clear(): void {
    this.population = undefined
    this.derivedValues.clear()
    for (const cache of this.lrus.values()) cache.clear()
  }

  /** What each registered cache holds now, against its bound; derived values as `derivedIn` holds them. */
  fill(derivedIn: WorldCaches = this): CacheFill[] {
    const out: CacheFill[] = [...this.lrus].map(([name, c]) => ({
      name,
      entries: c.size,
      bound: boundOf(name, this.size, COMPANY_COUNT),
    }))
    for (const name of DERIVED_NAMES) {
      const built = name === 'population' ? this.population !== undefined : derivedIn.derivedValues.has(name)
      out.push({ name, entries: built ? 1 : 0, bound: boundOf(name) })
    }
    return out
  }
}
