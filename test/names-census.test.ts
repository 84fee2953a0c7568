import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
// @ts-expect-error the script is plain JavaScript without declarations
import { censusModule, display } from '../scripts/names-from-census.mjs'

it('names-census.ts is what scripts/names-from-census.mjs writes from the Census lists', () => {
  expect(readFileSync('src/world/vocabulary/names-census.ts', 'utf8')).toBe(censusModule())
})

it.each([
  ['SMITH', 'Smith'],
  ['Mcdonald', 'McDonald'],
  ['Obrien', "O'Brien"],
  ['Odell', "O'Dell"],
  ['Ono', 'Ono'],
])('the Census spelling %s is shown as %s', (raw, shown) => {
  expect(display(raw)).toBe(shown)
})
