// Writes src/world/vocabulary/names-faker.ts: more first and last names per country, drawn evenly from faker's locale
// data, so that a population of tens of thousands rarely gives one full name to more than a page of people.
// Run after a faker upgrade: node scripts/names-from-faker.mjs && npx biome format --write src/world/vocabulary
import { writeFileSync } from 'node:fs'
import { allLocales } from '@faker-js/faker'

const PER_LIST = 60
/** The locale whose names people of each country of the world carry. */
const LOCALE_OF = {
  US: 'en',
  GB: 'en_GB',
  DE: 'de',
  FR: 'fr',
  IN: 'en_IN',
  CA: 'en_CA',
  NL: 'nl',
  ES: 'es',
  AU: 'en_AU',
  BR: 'pt_BR',
  SG: 'en',
  IE: 'en_IE',
}

const entries = (locale, field) => {
  for (const name of [locale, 'en']) {
    const value = allLocales[name]?.person?.[field]
    if (value)
      return Array.isArray(value) ? value : [...(value.generic ?? []), ...(value.female ?? []), ...(value.male ?? [])]
  }
  return []
}
// a name of one word, in letters (accents included), hyphens or apostrophes: usernames are made of its parts
const usable = (name) => /^\p{Lu}[\p{L}'-]+$/u.test(name)
const evenly = (names) => {
  const all = [...new Set(names.filter(usable))].sort()
  const step = all.length / PER_LIST
  return all.length <= PER_LIST ? all : Array.from({ length: PER_LIST }, (_, i) => all[Math.floor(i * step)])
}
const data = Object.fromEntries(
  Object.entries(LOCALE_OF).map(([code, locale]) => [
    code,
    { first: evenly(entries(locale, 'first_name')), last: evenly(entries(locale, 'last_name')) },
  ]),
)
const out = new URL('../src/world/vocabulary/names-faker.ts', import.meta.url)
writeFileSync(
  out,
  `/** Names per country from faker's locale data (scripts/names-from-faker.mjs writes this file). */\n` +
    `export const FAKER_NAMES: Record<string, { first: string[]; last: string[] }> = ${JSON.stringify(data, null, 2)}\n`,
)
