import { expect, it } from 'vitest'
import { matchPhrase, matchPhraseByScan } from '../src/world/keywords.js'
import { INDUSTRY_PROFILES, ROLE_FAMILIES } from '../src/world/pools.js'

/** Every phrase of the vocabulary, its words, plurals and fragments, and odd input. */
function phrases(): string[] {
  const out = new Set(['', 'a', 's', 'e', ' ', 'bench keyword 1', 'c++', '.net', 'r&d', 'x\u0001y', 'müller'])
  const add = (x: string) => {
    for (const p of [x, x.toLowerCase()]) out.add(p)
    for (const w of x.toLowerCase().split(/\s+/)) for (const v of [w, `${w}s`, w.slice(0, 3), w.slice(1)]) out.add(v)
  }
  for (const ind of INDUSTRY_PROFILES) for (const x of [ind.name, ...ind.specialities, ...ind.offers]) add(x)
  for (const f of ROLE_FAMILIES)
    for (const x of [f.id, ...f.titles, ...f.leads, ...f.skills, ...f.topics, ...f.hashtags]) add(x)
  return [...out]
}

it('finds by its index exactly the entries a scan of the whole vocabulary finds, in the same order', () => {
  const differing = phrases().filter((p) => {
    const scanned = matchPhraseByScan(p)
    const indexed = matchPhrase(p)
    return scanned.length !== indexed.length || scanned.some((e, i) => e !== indexed[i])
  })
  expect(differing).toEqual([])
})
