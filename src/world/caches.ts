import { Lru } from '../util/lru.js'
import type { Company, CompanyBrief, Job, Person } from './model.js'
import { COMPANY_COUNT } from './population.js'

/** The cached value of `key`, made and kept on a miss. */
export function cached<K, V>(cache: Lru<K, V>, key: K, make: () => V): V {
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const value = make()
  cache.set(key, value)
  return value
}

/** One cache per kind: a company's staff (whom lists point at again and again) kept many, the rest a few. */
export function cacheTable(size: number) {
  // an entry that outlives a few young-generation collections and is then evicted is the costliest garbage there is:
  // the small caches serve the repeats within a request (a company's jobs, a person's employers)
  const few = Math.min(size, 32)
  return {
    staff: new Lru<string, Person>(size),
    staffName: new Lru<number, string>(size),
    person: new Lru<string, Person>(few),
    username: new Lru<number, string>(few),
    company: new Lru<number, Company>(few),
    brief: new Lru<number, CompanyBrief>(few),
    companyName: new Lru<number, string>(few),
    // the population's companies (and the facts' own) are finite and named by every career: all kept, none evicted
    populationBrief: new Lru<number, CompanyBrief>(2 * COMPANY_COUNT),
    populationName: new Lru<number, string>(2 * COMPANY_COUNT),
    job: new Lru<string, Job>(few),
  }
}
