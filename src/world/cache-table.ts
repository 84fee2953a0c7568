// THE size table of the world's derived state, apart so the modules holding process memos can import it

/** Where a cache lives: in one world (`world.caches`), or once per process for what depends on no seed or option. */
type Owner = 'world' | 'process'

/**
 * THE size table of the world's derived state: every cache and memo by name, its bound in entries (`size`: the world's
 * `cacheSize` option, default 1,000) and its owner. A world's caches hold what its seed, facts and image origin give,
 * and `WorldCaches.clear` empties them all when the facts or the origin change; a process memo holds what the
 * vocabulary alone gives (the same for every world), so nothing ever clears it but its own bound.
 */
export const CACHE_TABLE = {
  // a company's staff, whom lists point at again and again: kept many
  staff: { owner: 'world', bound: (size: number) => size },
  staffName: { owner: 'world', bound: (size: number) => size },
  // an entry that outlives a few young-generation collections and is then evicted is the costliest garbage there is:
  // the small caches serve the repeats within a request (a company's jobs, a person's employers)
  person: { owner: 'world', bound: (size: number) => few(size) },
  username: { owner: 'world', bound: (size: number) => few(size) },
  company: { owner: 'world', bound: (size: number) => few(size) },
  brief: { owner: 'world', bound: (size: number) => few(size) },
  companyName: { owner: 'world', bound: (size: number) => few(size) },
  job: { owner: 'world', bound: (size: number) => few(size) },
  // the population's companies (and the facts' own) are finite and named by every career: all kept, none evicted
  populationBrief: { owner: 'world', bound: (_size: number, companies: number) => 2 * companies },
  populationName: { owner: 'world', bound: (_size: number, companies: number) => 2 * companies },
  // items of search results shown lately: searches for related words show the same entities again and again
  shownCompany: { owner: 'world', bound: () => 256 },
  shownPost: { owner: 'world', bound: () => 256 },
  // built once per world on first use: the population, and one search index per searched kind
  population: { owner: 'world', bound: () => 1 },
  peopleIndex: { owner: 'world', bound: () => 1 },
  companyIndex: { owner: 'world', bound: () => 1 },
  postIndex: { owner: 'world', bound: () => 1 },
  // per search index: the pages of one search are asked for one after another, by keyword and by resolved query
  searchRecent: { owner: 'world', bound: () => 32 },
  searchQueries: { owner: 'world', bound: () => 64 },
  // pristine worlds (no facts fixed) by seed, date, image origin and size: apps made alike build a population and
  // search indexes once (a world that still uses an evicted one keeps it)
  pristineWorlds: { owner: 'process', bound: () => 4 },
  // the vocabulary's: the same for every seed, each bounded against callers passing any text
  slugs: { owner: 'process', bound: () => 1_000 },
  loweredPhrases: { owner: 'process', bound: () => 2_000 },
  keywordPhrases: { owner: 'process', bound: () => 1_001 },
  keywordSenses: { owner: 'process', bound: () => 1_001 },
  // one entry per industry or role family of the vocabulary, or per region code: finite by construction
  familiesByIndustry: { owner: 'process', bound: () => 1_000 },
  slotsByIndustry: { owner: 'process', bound: () => 1_000 },
  educationPaths: { owner: 'process', bound: () => 1_000 },
  companyTypeWeights: { owner: 'process', bound: () => 1_000 },
  regionCodes: { owner: 'process', bound: () => 2 * 26 * 26 },
} as const satisfies Record<string, { owner: Owner; bound: (size: number, companies: number) => number }>

export type CacheName = keyof typeof CACHE_TABLE
export type WorldCacheName = {
  [N in CacheName]: (typeof CACHE_TABLE)[N]['owner'] extends 'world' ? N : never
}[CacheName]
export type ProcessMemoName = Exclude<CacheName, WorldCacheName>
/** A world's values built once on first use (the population and the search indexes). */
export const DERIVED_NAMES = ['population', 'peopleIndex', 'companyIndex', 'postIndex'] as const
export type DerivedName = (typeof DERIVED_NAMES)[number]

function few(size: number): number {
  return Math.min(size, 32)
}

/** What a cache holds now, against its bound, for tests and diagnostics. */
export interface CacheFill {
  name: CacheName
  entries: number
  bound: number
}

/** The bound the size table gives a cache, for a world of `cacheSize` `size` and `companies` population companies. */
export function boundOf(name: CacheName, size = 1_000, companies = 0): number {
  return CACHE_TABLE[name].bound(size, companies)
}

const memos = new Map<ProcessMemoName, Map<unknown, unknown>>()

/**
 * A process-wide memo of a pure function of the vocabulary, registered by name and emptied when it reaches its bound
 * from the size table: `remember` keeps a value.
 */
export function processMemo<K, V>(name: ProcessMemoName): ProcessMemo<K, V> {
  if (memos.has(name)) throw new Error(`the process memo "${name}" is made twice`)
  const memo = new ProcessMemo<K, V>(boundOf(name))
  memos.set(name, memo as Map<unknown, unknown>)
  return memo
}

export class ProcessMemo<K, V> extends Map<K, V> {
  constructor(readonly bound: number) {
    super()
  }

  remember(key: K, value: V): V {
    if (this.size >= this.bound) this.clear()
    this.set(key, value)
    return value
  }
}

/** What each process memo holds now, against its bound. */
export function processMemoFill(): CacheFill[] {
  return [...memos].map(([name, m]) => ({ name, entries: m.size, bound: boundOf(name) }))
}
