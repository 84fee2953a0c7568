import { createRequire } from 'node:module'
import type snowballStemmers from 'snowball-stemmers'
import { GLOSSARY, LANGUAGES } from './vocabulary/glossary.js'
import { glossaryStems } from './vocabulary/glossary-stems.js'
import { type Anchor, WORD_ANCHORS } from './vocabulary/word-anchors.js'
import { wordSenses } from './vocabulary/word-senses.js'

const MARKS = /\p{M}+/gu
const DIGIT = /\p{N}/u
const fold = (s: string): string => s.toLowerCase().normalize('NFKD').replace(MARKS, '')

let lines: string[] | undefined
let anchorList: Anchor[] | undefined
/** Nouns looked up lately (keywords are a client's words: kept to a bound). */
const looked = new Map<string, Anchor | undefined>()
const LOOKED_MAX = 10_000

/**
 * The anchor a noun leads to: WordNet's table (sorted, so looked up by halving rather than read whole into a map on
 * the first search), else the anchors' own lemmas.
 */
function senseOf(noun: string): Anchor | undefined {
  if (looked.has(noun)) return looked.get(noun)
  lines ??= wordSenses().split('|')
  let found: Anchor | undefined = Object.hasOwn(WORD_ANCHORS, noun) ? WORD_ANCHORS[noun] : undefined
  let lo = 0
  let hi = lines.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const line = lines[mid] as string
    const eq = line.lastIndexOf('=')
    const key = line.slice(0, eq)
    if (key < noun) lo = mid + 1
    else if (key > noun) hi = mid - 1
    else {
      anchorList ??= Object.values(WORD_ANCHORS)
      const anchors = anchorList
      const leads = line
        .slice(eq + 1)
        .split(',')
        .map((i) => anchors[Number(i)] as Anchor)
      // a noun of two senses (a cashier in a bank, a cashier in a shop) is about both, the commoner first
      found = leads.length === 1 ? (leads[0] as Anchor) : merged(leads)
      break
    }
  }
  if (looked.size >= LOOKED_MAX) looked.clear()
  looked.set(noun, found)
  return found
}

function merged(anchors: readonly Anchor[]): Anchor {
  return {
    industries: [...new Set(anchors.flatMap((a) => a.industries))],
    families: [...new Set(anchors.flatMap((a) => a.families))],
  }
}

/** English singular forms a plural may come from: `bakeries` `bakery`, `welders` `welder`, `boxes` `box`. */
function singulars(word: string): string[] {
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss')) return []
  const out = [word.slice(0, -1)]
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`)
  if (word.endsWith('es')) out.push(word.slice(0, -2))
  return out
}

/** Where a noun WordNet knows is worked on (its anchor's industries and families), or undefined. */
export function wordAnchor(phrase: string): Anchor | undefined {
  const p = fold(phrase)
  for (const form of [p, ...singulars(p)]) {
    const hit = senseOf(form)
    if (hit) return hit
  }
  // a newer word for a worker WordNet lacks is often its field's or craft's name with another ending
  for (const form of [p, ...singulars(p)])
    for (const [end, others] of DERIVED_ENDINGS)
      if (form.endsWith(end) && form.length > end.length + 2)
        for (const other of others) {
          const hit = senseOf(form.slice(0, -end.length) + other)
          if (hit) return hit
        }
  return undefined
}

/** English endings of a worker's or trade's name and the endings of what they work at (-ologist, -ology). */
const DERIVED_ENDINGS: [string, string[]][] = [
  ['ologist', ['ology']],
  ['grapher', ['graphy']],
  ['ician', ['ics', 'y']],
  ['ist', ['y', 'ism', 'ics']],
  ['ian', ['y']],
  ['er', ['ing', 'ery', 'y', '']],
  ['or', ['ion']],
  ['ing', ['', 'er']],
  ['ery', ['', 'er']],
]

const requireCjs = createRequire(import.meta.url)
type Stemmer = ReturnType<typeof snowballStemmers.newStemmer>
let stemmers: Stemmer[] | undefined

/** The five languages' Snowball stemmers, loaded on first use: the package is slow to load, start-up does not pay. */
function stemmersOf(): Stemmer[] {
  stemmers ??= LANGUAGES.map((l) => (requireCjs('snowball-stemmers') as typeof snowballStemmers).newStemmer(l))
  return stemmers
}
let glossary: Map<string, string>[] | undefined

/** A phrase's words, accents dropped. */
const wordsOf = (phrase: string): string[] =>
  fold(phrase)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')

/** A phrase's words through one language's stemmer, accents dropped: how the glossary compares them. */
function stemKey(phrase: string, language: number): string {
  const stemmer = stemmersOf()[language] as Stemmer
  return wordsOf(phrase)
    .map((w) => fold(stemmer.stem(w)))
    .join(' ')
}

/**
 * Per language: stemmed word -> English concept, from the glossary through each language's stemmer. Stemming the
 * whole glossary costs a first search tens of milliseconds: glossary-stems.ts holds this result, derived by
 * scripts/search-vocabulary.ts (a test checks it is current).
 */
export function stemGlossary(): Map<string, string>[] {
  const maps = LANGUAGES.map(() => new Map<string, string>())
  for (const [english, ...cells] of GLOSSARY)
    cells.forEach((cell, language) => {
      for (const word of cell.split('/')) {
        const key = stemKey(word, language)
        const map = maps[language] as Map<string, string>
        // the first concept a word names keeps it (a word two rows share means the earlier, commoner one)
        if (key !== '' && !map.has(key)) map.set(key, english)
      }
    })
  return maps
}

/** Per language: stemmed word -> English concept, read from the derived table on first use. */
function glossaryOf(): Map<string, string>[] {
  glossary ??= glossaryStems().map(
    (table) =>
      new Map(
        table.split('|').map((entry) => {
          const eq = entry.lastIndexOf('=')
          return [entry.slice(0, eq), entry.slice(eq + 1)] as const
        }),
      ),
  )
  return glossary
}

/** The most words a glossary entry has, read with the glossary. */
let longest = 0

/** The English concept a job-board word in German, French, Spanish, Dutch or Portuguese names, or undefined. */
export function translated(phrase: string): string | undefined {
  const maps = glossaryOf()
  longest ||= Math.max(...maps.flatMap((m) => [...m.keys()].map((k) => k.split(' ').length)))
  // stemming never adds a digit or a word, and no glossary word has a digit: such a phrase is no entry in any language
  if (DIGIT.test(phrase) || wordsOf(phrase).length > longest) return undefined
  for (let language = 0; language < maps.length; language++) {
    const hit = (maps[language] as Map<string, string>).get(stemKey(phrase, language))
    if (hit !== undefined) return hit
  }
  return undefined
}
