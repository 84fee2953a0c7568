import type { RuntimeApp } from '../../src/app.js'
import type { Company } from '../../src/world/model.js'
import { searchPeople } from '../../src/world/search/people.js'
import { postAuthor } from '../../src/world/search/posts.js'
import { GROUPS, type HeldOut, NONSENSE } from '../data/search-held-out.js'
import { get } from './app.js'

/** Lower case without accents. */
const fold = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')

const INFLECTIONS = ['ies', 'es', 's']
const DERIVATIONS = ['ians', 'ian', 'ists', 'ist', 'ers', 'er', 'ing', 'ions', 'ion', 'ies', 'es', 's', 'y']

/** The part of a word its forms share: an ending dropped (at least 4 letters left); `derived`: -er, -ing and the like too. */
function root(word: string, derived: boolean): string {
  const w = fold(word)
  for (const end of derived ? DERIVATIONS : INFLECTIONS)
    if (w.endsWith(end) && w.length - end.length >= 4) return w.slice(0, -end.length)
  return w
}

const wordsOf = (s: string): string[] =>
  fold(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)

/**
 * Whether a text holds every word of a keyword: as a whole word or its plural, or with `derived` any word sharing
 * its root (`welding` for `welder`).
 */
export function holdsEvery(text: string, keyword: string, derived = true): boolean {
  const t = fold(text)
  const words = wordsOf(text)
  return wordsOf(keyword).every((w) => {
    if (w.length < 3) return words.includes(w)
    const r = root(w, derived)
    return derived ? t.includes(r) : words.some((x) => x.startsWith(r) && x.length - r.length <= 3)
  })
}

const companyText = (c: Company): string =>
  [c.name, c.tagline, c.description, ...c.specialities, ...c.industries].join(' ')

export interface Rates {
  /** Keywords finding any result. */
  coverage: number
  /** Page-1 results about their keyword. */
  relevance: number
  /** Multi-word keywords whose first result holds every word. */
  firstHoldsAll: number
  missed: string[]
  off: string[]
}

const rate = (n: number, of: number): number => (of === 0 ? 1 : n / of)

/** Coverage and page-1 relevance of one search endpoint over held-out keywords. */
export async function measureSearch(
  app: RuntimeApp,
  endpoint: 'companies/search' | 'posts/search',
  list: readonly HeldOut[],
): Promise<Rates> {
  const world = app.mock.world
  let found = 0
  let relevant = 0
  let shown = 0
  let multi = 0
  let multiHolding = 0
  const missed: string[] = []
  const off: string[] = []
  for (const { keyword, group } of list) {
    const r = await get(app, `/v1/${endpoint}?keywords=${encodeURIComponent(keyword)}`)
    const items: any[] = r.status === 200 ? r.body.data.items : []
    if (items.length) found++
    else missed.push(keyword)
    const industries: readonly string[] = GROUPS[group]
    const about = (inds: readonly string[]) => group === 'any' || inds.some((i) => industries.includes(i))
    const texts: string[] = []
    for (const item of items) {
      let ok: boolean
      let text: string
      if (endpoint === 'companies/search') {
        const c = world.company(item.id)
        text = companyText(c)
        ok = about(c.industries) || holdsEvery(text, keyword)
      } else {
        const author = world.person(item.author.username)
        text = `${item.text} ${item.article.title} ${author.title} ${author.skills.join(' ')}`
        ok = about(world.company(author.companyId).industries) || holdsEvery(text, keyword)
      }
      texts.push(text)
      shown++
      if (ok) relevant++
      else off.push(`${keyword} -> ${endpoint === 'companies/search' ? item.name : item.text.slice(0, 60)}`)
    }
    if (wordsOf(keyword).length > 1) {
      multi++
      if (texts[0] !== undefined && holdsEvery(texts[0], keyword)) multiHolding++
    }
  }
  return {
    coverage: rate(found, list.length),
    relevance: rate(relevant, shown),
    firstHoldsAll: rate(multiHolding, multi),
    missed,
    off,
  }
}

/** Share of nonsense keywords answering the real 404 on an endpoint. */
export async function measureNonsense(app: RuntimeApp, endpoint: string): Promise<{ rate: number; found: string[] }> {
  const found: string[] = []
  for (const keyword of NONSENSE) {
    const r = await get(app, `/v1/${endpoint}?keywords=${encodeURIComponent(keyword)}`)
    if (r.status !== 404 || r.body?.code !== 'NOT_FOUND') found.push(keyword)
  }
  return { rate: 1 - found.length / NONSENSE.length, found }
}

/** Population members spread evenly: `count` of `size`, always including those `pick` prefers. */
function spread(size: number, count: number): number[] {
  return Array.from({ length: Math.min(size, count) }, (_, i) => Math.floor((i * size) / Math.min(size, count)))
}

const SPECIAL = /[&'’\u00c0-\u024f]/u

/**
 * Companies found at rank 1 by their exact name: `count` spread over the population plus every one whose name holds
 * `&`, an apostrophe or an accent. A company sharing its name with another counts when rank 1 has its name.
 */
export async function measureCompanyNames(app: RuntimeApp, count: number) {
  const world = app.mock.world
  const { population } = world
  const ids = new Set(spread(population.companyCount, count).map((i) => population.companyIdAt(i)))
  let special = 0
  for (let i = 0; i < population.companyCount; i++) {
    const id = population.companyIdAt(i)
    if (SPECIAL.test(world.company(id).name)) {
      ids.add(id)
      special++
    }
  }
  let first = 0
  const missed: string[] = []
  for (const id of ids) {
    const name = world.company(id).name
    const r = await get(app, `/v1/companies/search?keywords=${encodeURIComponent(name)}`)
    const top = r.status === 200 ? r.body.data.items[0] : undefined
    if (top && (top.id === id || top.name === name)) first++
    else missed.push(name)
  }
  return { rate: first / ids.size, tried: ids.size, special, missed }
}

/** People found at rank 1 by their exact full name (as the shipped people/search reads it); same-named count. */
export function measurePeopleNames(app: RuntimeApp, count: number) {
  const world = app.mock.world
  const { population } = world
  let first = 0
  let special = 0
  const missed: string[] = []
  const tried = spread(population.personCount, count)
  for (const i of tried) {
    const p = world.person(population.usernameAt(i))
    const name = `${p.firstName} ${p.lastName}`
    if (SPECIAL.test(name)) special++
    const hits = searchPeople(world, name.toLowerCase())
    const top = hits.total > 0 ? world.person(hits.at(0)) : undefined
    if (top && (top.username === p.username || `${top.firstName} ${top.lastName}` === name)) first++
    else missed.push(name)
  }
  return { rate: first / tried.length, tried: tried.length, special, missed }
}

/** Authors whose posts are on page 1 of a post search for their full name. */
export async function measurePostAuthors(app: RuntimeApp, count: number) {
  const world = app.mock.world
  let found = 0
  const missed: string[] = []
  const seen = new Set<string>()
  for (let i = 0; seen.size < count && i < count * 3; i++) {
    const username = postAuthor(world, i * 7)
    if (seen.has(username)) continue
    seen.add(username)
    const p = world.person(username)
    const name = `${p.firstName} ${p.lastName}`
    const r = await get(app, `/v1/posts/search?keywords=${encodeURIComponent(name)}`)
    const items: any[] = r.status === 200 ? r.body.data.items : []
    if (items.some((item) => item.author.username === username)) found++
    else missed.push(name)
  }
  return { rate: found / seen.size, tried: seen.size, missed }
}
