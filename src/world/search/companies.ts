import type { KeywordSense } from '../keywords.js'
import type { Found } from '../model.js'
import type { World } from '../world.js'
import { boostOf, industryTerm, perWorld, SLICE } from './built.js'
import { IndexBuilder, InvertedIndex } from './inverted-index.js'
import { checkedDocs, checks, readStored, type Stored, storedKey } from './prebuilt.js'
import { Searcher } from './query.js'
import { termsOf } from './tokens.js'

interface CompanyIndex {
  searcher: Searcher
  /** Company id of each document. */
  ids: Float64Array
}

const about = (sense: KeywordSense) => sense.industries.map((i) => industryTerm(i.name))

/** A company document's name as shown. */
const nameAt = (world: World, ids: Float64Array) => (doc: number) => world.company(ids[doc] as number).name

export const companyIndex = perWorld('companyIndex', function* (world: World): Generator<void, CompanyIndex> {
  const stored = readStored(world, 'companies')
  if (stored) {
    const ids = stored.arrays.ids as Float64Array
    if (checks(stored, (d) => world.company(ids[d] as number).name))
      return { searcher: new Searcher(InvertedIndex.of(stored.index), about, false, nameAt(world, ids)), ids }
  }
  const population = world.population
  const builder = new IndexBuilder()
  const ids: number[] = []
  const seen = new Set<number>()
  for (let i = 0; i < population.companyCount; i++) {
    if (i % SLICE === SLICE - 1) yield
    const id = population.companyIdAt(i)
    if (seen.has(id) || world.facts.missing.company.has(String(id))) continue
    seen.add(id)
    const c = world.company(id)
    builder.add(
      [
        [termsOf(c.name), 8],
        [c.industries.flatMap(termsOf), 5],
        [c.industries.map(industryTerm), 5],
        [c.specialities.flatMap(termsOf), 5],
        [termsOf(c.tagline), 3],
        [termsOf(c.headquarter.city), 2],
        [termsOf(c.description), 1],
      ],
      c.name,
      boostOf(c.followerCount),
    )
    ids.push(id)
  }
  const docIds = Float64Array.from(ids)
  return { searcher: new Searcher(builder.build(), about, false, nameAt(world, docIds)), ids: docIds }
})

/** The world's company index as the build stores it. */
export function storedCompanies(world: World): Stored {
  const { searcher, ids } = companyIndex(world)
  const check = checkedDocs(ids.length).map((d) => world.company(ids[d] as number).name)
  return { key: storedKey(world, 'companies'), check, index: searcher.index.parts(), arrays: { ids }, strings: {} }
}

/**
 * Companies of the world's population matching a canonical keyword, best first: an exact name first, then those
 * holding its words (name, industry, speciality, tagline, city), then those about it (an industry it names).
 */
export function searchCompanies(world: World, keyword: string): Found<number> {
  const { searcher, ids } = companyIndex(world)
  const docs = searcher.find(keyword)
  return { total: docs.length, at: (rank) => ids[docs[rank] as number] as number }
}
