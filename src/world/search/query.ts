import { Lru } from '../../util/lru.js'
import { boundOf } from '../cache-table.js'
import { holdsRefusedCharacter } from '../existence.js'
import { keywordHead, keywordSense, type KeywordSense } from '../keywords.js'
import { type Clause, FORM, type InvertedIndex, MAX_CLAUSES } from './inverted-index.js'
import { spellingsOf } from './spellings.js'
import { isStopWord, nameKey, stem, wordsOf } from './tokens.js'

/** How much a document about the keyword counts against one that holds it: it ranks below every holder. */
const ABOUT = 0.05
/** Each later industry or family of a sense counts this much less: the first is the most typical. */
const LATER = 0.85

/** Endings that make another form of the same word (`engineer` `engineering`, `brewery` `brewing`). */
const ENDINGS = ['ing', 'er', 'ery', 'ry', 'ist', 'al', 'ment', 'ation']

/**
 * The other forms of a word that documents hold, by its common endings: counted as the word itself, since a text
 * holding `engineering` holds the keyword `engineer`.
 */
export function formsOf(term: string, has: (term: string) => boolean): string[] {
  if (term.length < 4) return []
  const out = new Set<string>()
  const bases = [term, ...(term.endsWith('e') ? [term.slice(0, -1)] : [])]
  for (const ending of ENDINGS) {
    if (term.endsWith(ending) && term.length - ending.length >= 4) {
      const base = term.slice(0, -ending.length)
      bases.push(base, `${base}e`)
    }
  }
  for (const base of bases) {
    if (base !== term && has(base)) out.add(base)
    for (const ending of ENDINGS) {
      const form = `${base}${ending}`
      if (form !== term && has(form)) out.add(form)
    }
  }
  return [...out]
}

/** The pseudo-terms of what a word is about, each with what it counts. */
function aboutTerms(terms: readonly string[]): [string, number][] {
  return terms.map((t, i) => [t, ABOUT * LATER ** i])
}

/**
 * The clauses of a keyword: one per distinct word (its head only, so a long keyword costs no more than a short one),
 * each matched by the word or, for a word the vocabulary knows, by the pseudo-terms of what it is about (with
 * `known`, only a word no document holds).
 */
export function clausesOf(
  keyword: string,
  about: (sense: KeywordSense) => readonly string[],
  known: (term: string) => boolean = () => false,
): Clause[] {
  const head = keywordHead(keyword)
  const seen = new Set<string>()
  const words: [word: string, term: string][] = []
  for (const w of wordsOf(head)) {
    const t = stem(w)
    if (isStopWord(w) || seen.has(t)) continue
    seen.add(t)
    words.push([w, t])
    if (words.length === MAX_CLAUSES) break
  }
  let whole: [string, number][] | undefined
  return words.map(([w, t]) => {
    const clause: [string, number][] = [[t, 1]]
    if (known(t) && words.length === 1) return clause
    whole ??= aboutTerms(
      about(
        phraseSense(
          head,
          words.map(([word]) => word),
        ),
      ),
    )
    // the most typical first: a document takes the first of a clause's terms it holds
    clause.push(...[...aboutTerms(about(senseOf(w))), ...whole].sort((a, b) => b[1] - a[1]))
    return clause
  })
}

/** What a word is about, by the first of its British and American spellings that the vocabulary knows. */
function senseOf(word: string): KeywordSense {
  // a plural reads as its singular (`nurses` as `nurse`), where the vocabulary knows that
  const one = stem(word)
  if (one !== word && one.length >= 4) {
    const sense = senseOf(one)
    if (holds(sense)) return sense
  }
  // the spellings in one order, so either spelling reads as the same sense
  for (const spelling of [word, ...spellingsOf(word)].sort()) {
    const sense = keywordSense(spelling)
    if (holds(sense)) return sense
  }
  return NONE
}

/** Longest part of a keyword read for what it is about: a longer phrase is rarely a vocabulary entry. */
const PART_WORDS = 4

/**
 * What a keyword of several words is about: the whole phrase, else its longest parts the vocabulary knows (`supply
 * chain` of `supply chain planner`, `loan officer` of `mortgage loan officer`), each of those; nothing for one word.
 */
export function phraseSense(head: string, words: readonly string[]): KeywordSense {
  if (words.length < 2) return NONE
  const whole = spelledSense(words, head)
  if (holds(whole)) return whole
  for (let n = Math.min(words.length - 1, PART_WORDS); n >= 2; n--) {
    const senses: KeywordSense[] = []
    for (let i = 0; i + n <= words.length; i++) {
      const s = spelledSense(words.slice(i, i + n))
      if (holds(s)) senses.push(s)
    }
    if (senses.length)
      return {
        industries: [...new Set(senses.flatMap((s) => s.industries))],
        families: [...new Set(senses.flatMap((s) => s.families))],
      }
  }
  return NONE
}

/** Spellings of a phrase tried at most: each word's British and American ones, in one order. */
const MAX_SPELLINGS = 16

/**
 * What a phrase is about, by the first of its words' British and American spellings (`paediatric nurse`, `pediatric
 * nurse`) the vocabulary knows, tried in one order whichever was typed; `typed` is tried alone where no word has
 * another spelling.
 */
function spelledSense(words: readonly string[], typed = words.join(' ')): KeywordSense {
  let phrases: string[][] = [[]]
  for (const w of words) {
    const spellings = [w, ...spellingsOf(w)].sort()
    phrases = phrases.flatMap((p) => spellings.map((x) => [...p, x])).slice(0, MAX_SPELLINGS)
  }
  if (phrases.length === 1) return keywordSense(typed)
  for (const p of phrases) {
    const sense = keywordSense(p.join(' '))
    if (holds(sense)) return sense
  }
  return NONE
}

const NONE: KeywordSense = { industries: [], families: [] }
const holds = (s: KeywordSense): boolean => s.industries.length > 0 || s.families.length > 0

/** How a name is typed, for comparing spellings: lower case, single spaces (`&` and apostrophes kept). */
const spelling = (name: string): string => name.toLowerCase().replace(/\s+/g, ' ').trim()

/**
 * Results whose first `exact` documents share the keyword's name key (`Nova & Partners`, `Nova Partners`), the one
 * spelled as typed moved first: the key drops `&` and apostrophes, a user who typed them meant that name.
 */
function spelledFirst(
  found: Int32Array,
  exact: number,
  head: string,
  nameOf: ((doc: number) => string) | undefined,
): Int32Array {
  if (nameOf === undefined || exact < 2) return found
  const typed = spelling(head)
  const leading = Array.from(found.subarray(0, exact))
  const spelled = leading.filter((d) => spelling(nameOf(d)) === typed)
  if (spelled.length === 0 || spelled.length === exact) return found
  const out = Int32Array.from(found)
  out.set([...spelled, ...leading.filter((d) => !spelled.includes(d))])
  return out
}

/** An index with the keywords it was asked for lately: the pages of one search are asked for one after another. */
export class Searcher {
  private readonly recent = new Lru<string, Int32Array>(boundOf('searchRecent'))
  private readonly queries = new Lru<string, Int32Array>(boundOf('searchQueries'))

  constructor(
    readonly index: InvertedIndex,
    private readonly about: (sense: KeywordSense) => readonly string[],
    /** Documents are about a word only when none holds it (posts: a post is found by what it says). */
    private readonly aboutOnlyUnheld = false,
    /** A document's name as shown, to rank the one spelled as typed first among those of one name key. */
    private readonly nameOf?: (doc: number) => string,
  ) {}

  /** Documents matching a canonical keyword, best first; empty when nothing matches. */
  find(keyword: string): Int32Array {
    const hit = this.recent.get(keyword)
    if (hit) return hit
    const { index } = this
    const held = (t: string) => index.has(t) || spellingsOf(t).some((s) => index.has(s))
    const known = this.aboutOnlyUnheld ? held : undefined
    // terms no document holds match nothing: keywords differing only in them (`software 17`, `software 18`) are one
    // query, run once
    // a character the real service refuses leaves only an exact name (`Walsh & Henderson`, `O'Brien`) to find
    const clauses = holdsRefusedCharacter(keyword)
      ? []
      : clausesOf(keyword, this.about, known)
          .map(([own, ...about]): Clause => {
            const word = (own as [string, number])[0]
            const has = (t: string) => index.has(t)
            // the word's British or American spelling is the word, in one order whichever was typed (a document
            // takes the first it holds); its other forms count as it, a little less
            const spellings = [word, ...spellingsOf(word)]
            const same = spellings.filter(has).sort()
            const forms = [...new Set(spellings.flatMap((w) => formsOf(w, has)))]
              .filter((f) => !same.includes(f))
              .sort()
            return [
              ...same.map((t): [string, number] => [t, 1]),
              ...forms.map((f): [string, number] => [f, FORM]),
              ...about,
            ].filter(([term]) => index.has(term))
          })
          .filter((c) => c.length > 0)
    const head = keywordHead(keyword)
    const name = nameKey(head)
    const words = wordsOf(head).filter((w) => !isStopWord(w))
    const whole = this.about(phraseSense(head, words.slice(0, MAX_CLAUSES))).filter((t) => index.has(t))
    const exact = index.named(name)?.length ?? 0
    // names sharing a key are ordered by how the keyword spells them: each spelling is a query of its own
    const spelled = exact > 1 && this.nameOf !== undefined ? `\u0000${spelling(head)}` : ''
    const query = `${JSON.stringify(clauses)}\u0000${whole.join(' ')}\u0000${exact ? name : ''}${spelled}`
    let found = this.queries.get(query)
    if (!found) {
      found = spelledFirst(index.search(clauses, name, whole), exact, head, this.nameOf)
      this.queries.set(query, found)
    }
    this.recent.set(keyword, found)
    return found
  }
}
