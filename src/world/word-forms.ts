import { createRequire } from 'node:module'
import type snowballStemmers from 'snowball-stemmers'
import { GLOSSARY, LANGUAGES } from './vocabulary/glossary.js'
import { type Anchor, WORD_ANCHORS } from './vocabulary/word-anchors.js'
import { wordSenses } from './vocabulary/word-senses.js'

const MARKS = /\p{M}+/gu
const fold = (s: string): string => s.toLowerCase().normalize('NFKD').replace(MARKS, '')

let senses: Map<string, Anchor> | undefined

/** WordNet's nouns and the anchor each leads to, read from the derived table on first use. */
function sensesOf(): Map<string, Anchor> {
  if (senses) return senses
  const anchors = Object.values(WORD_ANCHORS)
  senses = new Map(Object.entries(WORD_ANCHORS))
  for (const line of wordSenses().split('|')) {
    const eq = line.lastIndexOf('=')
    const leads = line
      .slice(eq + 1)
      .split(',')
      .map((i) => anchors[Number(i)] as Anchor)
    // a noun of two senses (a cashier in a bank, a cashier in a shop) is about both, the commoner first
    senses.set(line.slice(0, eq), leads.length === 1 ? (leads[0] as Anchor) : merged(leads))
  }
  return senses
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
  const table = sensesOf()
  const p = fold(phrase)
  for (const form of [p, ...singulars(p)]) {
    const hit = table.get(form)
    if (hit) return hit
  }
  // a newer word for a worker WordNet lacks is often its field's or craft's name with another ending
  for (const form of [p, ...singulars(p)])
    for (const [end, others] of DERIVED_ENDINGS)
      if (form.endsWith(end) && form.length > end.length + 2)
        for (const other of others) {
          const hit = table.get(form.slice(0, -end.length) + other)
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

/** A phrase's words through one language's stemmer, accents dropped: how the glossary compares them. */
function stemKey(phrase: string, language: number): string {
  const stemmer = stemmersOf()[language] as Stemmer
  return fold(phrase)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .map((w) => fold(stemmer.stem(w)))
    .join(' ')
}

/** Per language: stemmed word -> English concept, made on first use. */
function glossaryOf(): Map<string, string>[] {
  if (glossary) return glossary
  glossary = LANGUAGES.map(() => new Map<string, string>())
  for (const [english, ...cells] of GLOSSARY)
    cells.forEach((cell, language) => {
      for (const word of cell.split('/')) {
        const key = stemKey(word, language)
        const map = glossary?.[language] as Map<string, string>
        // the first concept a word names keeps it (a word two rows share means the earlier, commoner one)
        if (key !== '' && !map.has(key)) map.set(key, english)
      }
    })
  return glossary
}

/** The English concept a job-board word in German, French, Spanish, Dutch or Portuguese names, or undefined. */
export function translated(phrase: string): string | undefined {
  const maps = glossaryOf()
  for (let language = 0; language < maps.length; language++) {
    const hit = (maps[language] as Map<string, string>).get(stemKey(phrase, language))
    if (hit !== undefined) return hit
  }
  return undefined
}
