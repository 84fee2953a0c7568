// Writes src/world/vocabulary/names-faker.ts: the given names and surnames of the countries without a community table
// (names-communities.ts), evenly drawn from faker's locale data (MIT; lists of names people carry, not counts: drawn
// evenly). Enough of them that a country's ~2,400 people rarely share a full name. test/names-faker.test.ts checks the file is this script's output.
// Run after a faker upgrade: node scripts/names-from-faker.mjs
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { allLocales } from '@faker-js/faker'

const PER_LIST = 250
const OUT = 'src/world/vocabulary/names-faker.ts'
/** The locale whose names people of each country carry. */
const LOCALE_OF = { DE: 'de', FR: 'fr', NL: 'nl', ES: 'es', BR: 'pt_BR' }

/** The entries of a field of the locale (generic, female and male together). */
const listOf = (locale, field) => {
  const value = allLocales[locale]?.person?.[field]
  if (!value) throw new Error(`faker has no ${field} for ${locale}`)
  return Array.isArray(value) ? value : [...(value.generic ?? []), ...(value.female ?? []), ...(value.male ?? [])]
}
// a name of one word, in letters (accents included), hyphens or apostrophes: usernames are made of its parts
const usable = (name) => /^\p{Lu}[\p{L}'-]+$/u.test(name)
const evenly = (names) => {
  const all = [...new Set(names.filter(usable))].sort()
  const step = all.length / PER_LIST
  return all.length <= PER_LIST ? all : Array.from({ length: PER_LIST }, (_, i) => all[Math.floor(i * step)])
}

/** The file's text, one name a line as the formatter writes it. */
export function fakerModule() {
  const quote = (s) => (s.includes("'") ? `"${s}"` : `'${s}'`)
  const list = (items) => items.map((n) => `      ${quote(n)},`).join('\n')
  const countries = Object.entries(LOCALE_OF).map(([code, locale]) =>
    [
      `  ${code}: {`,
      '    first: [',
      list(evenly(listOf(locale, 'first_name'))),
      '    ],',
      '    last: [',
      list(evenly(listOf(locale, 'last_name'))),
      '    ],',
      '  },',
    ].join('\n'),
  )
  return [
    "/** Given names and surnames from faker's locale data (scripts/names-from-faker.mjs writes this file: do not edit). */",
    'export const FAKER_NAMES: Record<string, { first: string[]; last: string[] }> = {',
    ...countries,
    '}',
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(OUT, fakerModule())
