import { describe, expect, it } from 'vitest'
import { COUNTRIES, FOUNDER_NAMES, INDUSTRY_PROFILES, PEOPLE_NAMES } from '../src/world/pools.js'
import { slugify } from '../src/world/world.js'

/** The slug rule as written once: decomposed, accents dropped, lower case, other runs one dash, none at the ends. */
function reference(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

describe('slugify', () => {
  const samples = [
    'Orbitleaf Studio',
    '  --Acme & Sons, Ltd.--  ',
    'A/B Testing (v2)',
    'José García',
    'Zürich Labs GmbH',
    '李伟',
    'ÉCOLE 42!',
    '',
    '---',
    'x',
    'Already-a-slug-9',
    'Tabs\tand\nnew lines',
    '~`!@#$%^&*()_+={}[]|\\:;"<>,.?/',
  ]
  for (const names of Object.values(PEOPLE_NAMES)) samples.push(...names.first.slice(0, 20), ...names.last.slice(0, 20))
  for (const names of Object.values(FOUNDER_NAMES)) samples.push(...names.slice(0, 20))
  for (const i of INDUSTRY_PROFILES) samples.push(i.name, ...i.specialities)
  for (const c of COUNTRIES) samples.push(c.name, ...c.cities.map(([city]) => city))

  it('follows the slug rule for names, places and vocabulary of every script', () => {
    for (const s of samples) expect(slugify(s), s).toBe(reference(s))
  })
})
