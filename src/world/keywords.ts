import { GENERAL_FAMILIES, INDUSTRY_PROFILES, ROLE_FAMILIES, type IndustryProfile, type RoleFamily } from './pools.js'
import { processMemo } from './cache-table.js'
import { lazy } from '../util/lazy.js'
import { translated, wordAnchor } from './word-forms.js'

/** What a keyword is about, in the world's own vocabulary: the industries and role families it names. */
export interface KeywordSense {
  /** Industries whose companies are about the keyword. */
  industries: IndustryProfile[]
  /** Role families whose work touches the keyword: people and posts of theirs are about it. */
  families: RoleFamily[]
}

interface Entry {
  text: string
  industries: IndustryProfile[]
  families: RoleFamily[]
  /** How directly the entry names an industry or field: an industry's name first, its offers last. */
  rank: number
}

const RANK = {
  industry: 0,
  speciality: 1,
  title: 2,
  skill: 3,
  topic: 4,
  family: 5,
  function: 6,
  hashtag: 7,
  offer: 8,
} as const

/** Words people search for that the vocabulary spells differently (a Map: a keyword such as `constructor` is data). */
const ALIASES = new Map<string, string[]>(
  Object.entries({
    ai: ['artificial intelligence', 'machine learning'],
    biotech: ['biotechnology research'],
    'real estate': ['real estate'],
    ml: ['machine learning'],
    hr: ['human resources'],
    healthcare: ['hospitals and health care', 'patient care'],
    'health care': ['hospitals and health care'],
    sustainability: ['clean energy', 'climate tech', 'sustainable construction'],
    climate: ['climate tech', 'clean energy'],
    tech: ['software development'],
    crypto: ['fintech'],
    insurtech: ['insurtech'],
    saas: ['saas'],
    leadership: ['leadership', 'change management'],
    startup: ['startups'],
    recruiting: ['recruiting'],
    recruiter: ['recruiter'],
    nurse: ['registered nurse'],
    banking: ['banking'],
    games: ['computer games'],
    gaming: ['computer games'],
    logistics: ['logistics'],
    hotel: ['hospitality', 'hotel management'],
    restaurant: ['restaurants'],
    catering: ['catering', 'contract catering'],
    tourism: ['tourism', 'travel arrangements'],
    legal: ['law practice', 'legal services'],
    law: ['law practice'],
    attorney: ['associate attorney'],
    farm: ['farming'],
    farmer: ['farming', 'farm manager'],
    agriculture: ['agriculture', 'farming'],
    agritech: ['precision agriculture'],
    agtech: ['precision agriculture'],
    airline: ['airlines and aviation'],
    aerospace: ['aerospace', 'aviation and aerospace component manufacturing'],
    pharma: ['pharmaceutical manufacturing'],
    pharmaceutical: ['pharmaceutical manufacturing'],
    medtech: ['medical devices'],
    art: ['fine art'],
    arts: ['performing arts', 'fine art'],
    museum: ['museums, historical sites, and zoos'],
    theater: ['theatre'],
    accountant: ['accounting'],
    teaching: ['teaching'],
    edtech: ['edtech', 'e-learning providers'],
    media: ['media production'],
    news: ['news', 'journalism'],
    energy: ['oil and gas', 'utilities', 'clean energy'],
    automotive: ['automotive'],
    cars: ['automotive'],
    fashion: ['fashion', 'retail apparel and fashion'],
    nonprofit: ['non-profit organizations'],
    charity: ['non-profit organizations'],
    government: ['government administration'],
    shipping: ['shipping', 'maritime transportation'],
    chips: ['semiconductors'],
    construction: ['construction'],
  }),
)

const STOP = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to', 'with', 'or', 'by'])

function familiesOfIndustry(industry: IndustryProfile): RoleFamily[] {
  const typical = ROLE_FAMILIES.filter((f) => f.industries.includes(industry.name))
  return typical.length ? typical : ROLE_FAMILIES.filter((f) => GENERAL_FAMILIES.includes(f.id))
}

/** Where a family is at home; none for a family every company has (a bank's recruiters are not about banking). */
function industriesOfFamily(family: RoleFamily): IndustryProfile[] {
  // in the family's order: its most typical industry first
  return family.industries.flatMap((name) => INDUSTRY_PROFILES.filter((i) => i.name === name))
}

function entries(): Entry[] {
  const out: Entry[] = []
  const add = (text: string, e: Omit<Entry, 'text'>) => out.push({ text: text.toLowerCase(), ...e })
  for (const ind of INDUSTRY_PROFILES) {
    const families = familiesOfIndustry(ind)
    add(ind.name, { industries: [ind], families, rank: RANK.industry })
    // specialities are common nouns in a sentence ("fintech", "cloud migration"), acronyms kept ("SaaS", "IoT")
    for (const s of ind.specialities) add(s, { industries: [ind], families, rank: RANK.speciality })
    for (const o of ind.offers) add(o, { industries: [ind], families, rank: RANK.offer })
  }
  for (const fam of ROLE_FAMILIES) {
    const industries = industriesOfFamily(fam)
    const families = [fam]
    add(fam.id, { industries, families, rank: RANK.family })
    for (const t of [...fam.titles, ...fam.leads]) add(t, { industries, families, rank: RANK.title })
    for (const s of fam.skills) add(s, { industries, families, rank: RANK.skill })
    for (const t of fam.topics) add(t, { industries, families, rank: RANK.topic })
    for (const h of fam.hashtags) add(h, { industries, families, rank: RANK.hashtag })
    for (const [, label] of fam.functions) add(label, { industries, families, rank: RANK.function })
  }
  return out
}

const WORD_CHAR = /[\p{L}\p{N}]/u

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && WORD_CHAR.test(ch)
}

/** Whole-word containment, a plural `s` tolerated: `engineer` is in `software engineers`. */
export function containsWord(haystack: string, needle: string): boolean {
  return containsLowerWord(haystack.toLowerCase(), needle.toLowerCase())
}

/** containsWord of texts already in lower case. */
function containsLowerWord(h: string, n: string): boolean {
  if (n === '') return false
  for (let at = h.indexOf(n); at >= 0; at = h.indexOf(n, at + 1)) {
    let end = at + n.length
    if (h[end] === 's') end += isWordChar(h[end + 1]) ? 0 : 1
    if (!isWordChar(h[at - 1]) && !isWordChar(h[end])) return true
  }
  return false
}

function singular(w: string): string {
  return w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w
}

/**
 * The vocabulary's entries; their texts in lower case, as containsWord compares them, joined so one search finds every
 * entry holding one; and the entries by text. Built at the first search: a start-up that answers none never builds it.
 */
const vocabulary = lazy(() => {
  const all = entries()
  const lowerTexts = all.map((e) => e.text.toLowerCase())
  const joined = lowerTexts.join(SEPARATOR)
  const starts: number[] = []
  let at = 0
  for (const t of lowerTexts) {
    starts.push(at)
    at += t.length + SEPARATOR.length
  }
  const byText = new Map<string, number[]>()
  for (const [i, e] of all.entries()) {
    const same = byText.get(e.text)
    if (same === undefined) byText.set(e.text, [i])
    else same.push(i)
  }
  return { all, lowerTexts, joined, starts, byText }
})
const SEPARATOR = '\u0001'
/** Phrases already matched: the words of keywords repeat far more than the keywords do. */
const phraseCache = processMemo<string, Entry[]>('keywordPhrases')

/** The entry whose text holds position `at` of the joined texts. */
function entryAt(at: number): number {
  const { starts } = vocabulary()
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if ((starts[mid] as number) <= at) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** Three characters from position i, as one number. */
const trigramAt = (s: string, i: number): number =>
  s.charCodeAt(i) * 4_294_967_296 + s.charCodeAt(i + 1) * 65_536 + s.charCodeAt(i + 2)
/** Every three-character run of the joined texts, made on first use. */
let trigrams: Set<number> | undefined

/** False when `n` has a three-character run the joined texts lack: no entry can hold it, and no scan is needed. */
function mayOccur(n: string): boolean {
  if (n.length < 3) return true
  const { joined } = vocabulary()
  if (!trigrams) {
    trigrams = new Set()
    for (let i = 0; i + 2 < joined.length; i++) trigrams.add(trigramAt(joined, i))
  }
  for (let i = 0; i + 2 < n.length; i++) if (!trigrams.has(trigramAt(n, i))) return false
  return true
}

/** Indexes of the entries whose lower-case text holds `n` as a whole word. */
function entriesHolding(n: string, into: Set<number>): void {
  if (n === '') return
  const { lowerTexts, joined } = vocabulary()
  if (n.includes(SEPARATOR)) {
    lowerTexts.forEach((t, i) => {
      if (containsLowerWord(t, n)) into.add(i)
    })
    return
  }
  // a keyword's made-up words (a product code, a name) are in no entry: most searches end here
  if (!mayOccur(n)) return
  for (let at = joined.indexOf(n); at >= 0; at = joined.indexOf(n, at + 1)) {
    const i = entryAt(at)
    if (!into.has(i) && containsLowerWord(lowerTexts[i] as string, n)) into.add(i)
  }
}

/** The vocabulary entries a phrase names: itself, an alias, or a whole word of theirs. */
export function matchPhrase(phrase: string): Entry[] {
  const hit = phraseCache.get(phrase)
  if (hit) return hit
  const { all, byText } = vocabulary()
  const forms = [phrase, ...(ALIASES.get(phrase) ?? [])]
  const sing = singular(phrase)
  if (sing !== phrase) forms.push(sing, ...(ALIASES.get(sing) ?? []))
  const found = new Set<number>()
  for (const p of forms) {
    for (const i of byText.get(p) ?? []) found.add(i)
    entriesHolding(p.toLowerCase(), found)
  }
  const out = [...found].sort((a, b) => a - b).map((i) => all[i] as Entry)
  phraseCache.remember(phrase, out)
  return out
}

/** matchPhrase by scanning every entry: the reference the indexed search must agree with. */
export function matchPhraseByScan(phrase: string): Entry[] {
  const forms = [phrase, ...(ALIASES.get(phrase) ?? [])]
  const sing = singular(phrase)
  if (sing !== phrase) forms.push(sing, ...(ALIASES.get(sing) ?? []))
  return vocabulary().all.filter((e) => forms.some((p) => e.text === p || containsWord(e.text, p)))
}

function uniq<T>(xs: T[]): T[] {
  return [...new Set(xs)]
}

/** How much of a search keyword is read: a longer one is matched on its head, so its cost stays bounded. */
export const KEYWORD_LOOKED_AT = 256

/** The part of a keyword search reads: all of it up to KEYWORD_LOOKED_AT characters, else its head cut at a word. */
export function keywordHead(keyword: string): string {
  if (keyword.length <= KEYWORD_LOOKED_AT) return keyword
  // a cut through a surrogate pair or a word would make up a word the keyword lacks
  const cut = keyword.slice(0, KEYWORD_LOOKED_AT + 1)
  const space = cut.lastIndexOf(' ')
  const head = space > 0 ? cut.slice(0, space) : cut.slice(0, KEYWORD_LOOKED_AT).replace(/[\uD800-\uDBFF]$/, '')
  return head.trim()
}

const cache = processMemo<string, KeywordSense>('keywordSenses')
const NONE: KeywordSense = { industries: [], families: [] }

/**
 * What a phrase (lower-case, single-spaced) is about: the vocabulary entries closest to it (itself or an alias
 * first, an industry's name before its offers), or nothing for a phrase the vocabulary does not hold.
 */
export function keywordSense(phrase: string): KeywordSense {
  phrase = keywordHead(phrase)
  const hit = cache.get(phrase)
  if (hit) return hit
  const entries = STOP.has(phrase) ? [] : matchPhrase(phrase)
  let sense = NONE
  if (entries.length) {
    const forms = new Set([phrase, singular(phrase), ...(ALIASES.get(phrase) ?? [])])
    const score = (e: Entry): number => (forms.has(e.text) ? 0 : 100) + e.rank
    const best = Math.min(...entries.map(score))
    const lead = entries.filter((e) => score(e) === best)
    sense = { industries: uniq(lead.flatMap((e) => e.industries)), families: uniq(lead.flatMap((e) => e.families)) }
    // a word the vocabulary holds only inside longer phrases (`machine` of machine learning) means what it means alone
    if (best >= 100) {
      const alone = senseOfWorkWord(phrase)
      if (alone.industries.length || alone.families.length) sense = alone
    }
  } else if (!STOP.has(phrase)) sense = senseOfWorkWord(phrase)
  cache.remember(phrase, sense)
  return sense
}

const PROFILE_BY_NAME = new Map(INDUSTRY_PROFILES.map((i) => [i.name, i]))
const FAMILY_BY_ID = new Map(ROLE_FAMILIES.map((f) => [f.id, f]))

/**
 * What a word the world's own vocabulary lacks is about: a job-board word in another language read as its English
 * concept, else the industries and families of the WordNet anchor the noun leads to.
 */
function senseOfWorkWord(phrase: string): KeywordSense {
  const english = translated(phrase)
  if (english !== undefined && english !== phrase) return keywordSense(english)
  const anchor = wordAnchor(phrase)
  if (!anchor) return NONE
  return {
    industries: anchor.industries.flatMap((n) => PROFILE_BY_NAME.get(n) ?? []),
    families: anchor.families.flatMap((id) => FAMILY_BY_ID.get(id) ?? []),
  }
}
