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

/** The list of a field from the locale, else from English (where faker's locale has none): its name and entries. */
const listOf = (locale, field) => {
  for (const name of [locale, 'en']) {
    const value = allLocales[name]?.person?.[field]
    if (value) {
      const all = Array.isArray(value)
        ? value
        : [...(value.generic ?? []), ...(value.female ?? []), ...(value.male ?? [])]
      return [`${name}.${field === 'first_name' ? 'first' : 'last'}`, all]
    }
  }
  throw new Error(`faker has no ${field} for ${locale} nor en`)
}
// a name of one word, in letters (accents included), hyphens or apostrophes: usernames are made of its parts
const usable = (name) => /^\p{Lu}[\p{L}'-]+$/u.test(name)
const evenly = (names) => {
  const all = [...new Set(names.filter(usable))].sort()
  const step = all.length / PER_LIST
  return all.length <= PER_LIST ? all : Array.from({ length: PER_LIST }, (_, i) => all[Math.floor(i * step)])
}
// each list once, however many countries carry it (English names serve several)
const lists = {}
const countries = {}
for (const [code, locale] of Object.entries(LOCALE_OF)) {
  const [first, firstNames] = listOf(locale, 'first_name')
  const [last, lastNames] = listOf(locale, 'last_name')
  lists[first] ??= evenly(firstNames)
  lists[last] ??= evenly(lastNames)
  countries[code] = { first, last }
}
const out = new URL('../src/world/vocabulary/names-faker.ts', import.meta.url)
writeFileSync(
  out,
  `/** Names from faker's locale data (scripts/names-from-faker.mjs writes this file), each list once. */\n` +
    `const LISTS: Record<string, string[]> = ${JSON.stringify(lists, null, 2)}\n\n` +
    `/** Which lists the people of each country carry. */\n` +
    `const LISTS_OF: Record<string, { first: string; last: string }> = ${JSON.stringify(countries, null, 2)}\n\n` +
    `/** More first and last names per country. */\n` +
    `export const FAKER_NAMES: Record<string, { first: string[]; last: string[] }> = Object.fromEntries(\n` +
    `  Object.entries(LISTS_OF).map(([code, { first, last }]) => [code, { first: LISTS[first] ?? [], last: LISTS[last] ?? [] }]),\n` +
    `)\n`,
)
