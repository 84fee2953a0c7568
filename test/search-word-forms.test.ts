import { expect, it } from 'vitest'
import { formsOf } from '../src/world/search/query.js'

// a document holding another form of a keyword's word holds that word: it ranks with those holding the word itself
const held = (...terms: string[]) => {
  const set = new Set(terms)
  return (t: string) => set.has(t)
}

it.each([
  ['engineer', ['engineering', 'engineers'], ['engineering']],
  ['engineering', ['engineer', 'engine'], ['engineer']],
  ['brewery', ['brewing', 'brewer', 'brew'], ['brew', 'brewing', 'brewer']],
  ['plumber', ['plumbing', 'plum'], ['plumbing']],
  ['manage', ['management', 'managing', 'manager', 'managed'], ['managing', 'manager', 'management']],
  ['manager', ['managed', 'management', 'manage'], ['manage', 'management']],
  ['art', ['artist', 'arts'], []],
  ['audit', [], []],
])('the forms of %s among the terms held', (word, terms, forms) => {
  expect(formsOf(word, held(...terms)).sort()).toEqual([...forms].sort())
})
