import { retext } from 'retext'
import retextIndefiniteArticle from 'retext-indefinite-article'
import retextRepeatedWords from 'retext-repeated-words'
import retextSentenceSpacing from 'retext-sentence-spacing'
import { describe, expect, it } from 'vitest'
import { postAuthor, postContent } from '../src/world/search/posts.js'
import { recommendationsOf } from '../src/world/recommendations.js'
import { type Company, type Person, World } from '../src/world/world.js'
import {
  contradictedPositions,
  overstatedExperience,
  positionFacts,
  repeatedSentences,
  spread,
} from './support/realism-measures.mjs'

/**
 * The words people and companies write, measured over two seeds: no sentence shared by many texts, no template
 * seam a reader would see, and no claim the entity's own facts deny.
 */
const NOW = new Date('2025-06-01T12:00:00Z')
const worlds = [1, 7].map((seed) => new World({ seed, now: NOW }))

const people: [World, Person][] = worlds.flatMap((w) =>
  spread(500, w.population.personCount, (i) => [w, w.personAt(i)] as [World, Person]),
)
const companies: [World, Company][] = worlds.flatMap((w) =>
  spread(300, w.population.companyCount, (i) => [w, w.company(w.population.companyIdAt(i))] as [World, Company]),
)
const posts = worlds.flatMap((w) =>
  Array.from({ length: 250 }, (_, i) => {
    const index = i * 31
    return postContent(w, index, w.person(postAuthor(w, index))).text
  }),
)

describe('text that is not a template', () => {
  const abouts = people
    .map(([, p]) => p.about)
    .filter((a) => a !== '')
    .slice(0, 500)
  const texts = [...posts, ...abouts]

  it('samples 500 posts and 500 about texts over two seeds', () => {
    expect(posts).toHaveLength(500)
    expect(abouts).toHaveLength(500)
  })

  it('at most 10% of sentences of posts and about texts appear word for word in another text', () => {
    const { sentences, shared } = repeatedSentences(texts)
    expect(sentences).toBeGreaterThan(2000)
    expect(shared / sentences).toBeLessThanOrEqual(0.1)
  })

  it('no text repeats a sentence of its own', () => {
    const repeating = repeatedSentences(texts).selfRepeating
    expect(repeating.slice(0, 3), `${repeating.length} of ${texts.length}`).toEqual([])
  })
})

/** Template seams retext does not know: unfilled slots, doubled or lone punctuation, a sentence starting small. */
const SEAMS: [string, RegExp][] = [
  ['unfilled slot', /\{\w*\}|\bundefined\b|\bNaN\b|\bnull\b/],
  ['doubled period', /(?<![.])\.\.(?!\.)/],
  ['punctuation after a comma or colon', /[,;:]\s*[.,;:!?]/],
  ['space before punctuation', /\S [,.;:!?](\s|$)/],
  ['a line of punctuation alone', /^\s*[.,;:!?-]\s*$/m],
  ['an empty bullet', /^\s*[-•]\s*$/m],
  [
    'a sentence starting in lower case',
    /(?<!\b(?:e\.g|i\.e|vs|etc|approx|Inc|Ltd|Ltda|Co|Corp|St|[A-Z]\.[A-Z]))[.!?] +[a-z]/,
  ],
  ['"I" before a possessive noun', /\bI [a-z]+'s\b/],
  ['a verb missing after "should"', /\bshould [a-z]+ (beats|is|are|wins|matters)\b/],
  ['one with a plural', /\b1 (?:\w+ )?(years|months|people|teams|days|weeks)\b/],
]

const linter = retext().use(retextRepeatedWords).use(retextIndefiniteArticle).use(retextSentenceSpacing)

function findings(t: string): string[] {
  const out = SEAMS.filter(([, re]) => re.test(t)).map(([name]) => name)
  // retext reads prose: bullet markers and hashtags are not words
  // a heading ("About Oak IT") is a paragraph of its own, not the start of the sentence below it
  const prose = t
    .replace(/^\s*(?:[-•]|\d+\.)\s+/gm, '')
    .replace(/#[\p{L}\p{N}]+/gu, '')
    .replace(/^([^\n]*[^.!?:\n])\n(?=\S)/gm, '$1\n\n')
  for (const m of linter.processSync(prose).messages) out.push(`${m.ruleId}: ${m.reason}`)
  return out
}

describe('text that reads as written', () => {
  const texts: string[] = []
  for (const [w, p] of people.slice(0, 400).concat(people.slice(500, 900))) {
    texts.push(p.headline, p.about)
    for (const pos of p.positions.slice(0, 2)) texts.push(pos.description)
    if (texts.length % 7 === 0)
      for (const r of recommendationsOf(w, p.username).received.slice(0, 1)) texts.push(r.text)
  }
  for (const [w, c] of companies) {
    texts.push(c.description, c.tagline)
    // the English linter reads the English postings; the others are checked for their language below
    const job = w.job(w.jobIdOf(c.id, 0))
    if (job.language.code === 'en') texts.push(job.description)
  }
  texts.push(...posts)
  const written = texts.filter((t) => t !== '')

  it('lints over 2,000 texts of every kind', () => {
    expect(written.length).toBeGreaterThan(2000)
  })

  it('0 findings from retext (repeated words, articles, sentence spacing) and the seam rules', () => {
    const found = written.flatMap((t) => findings(t).map((x) => `${x} in: ${t.slice(0, 160)}`))
    expect(found.slice(0, 8), `${found.length} findings`).toEqual([])
  })
})

describe('claims the facts allow', () => {
  const positions = people.flatMap(([w, p]) => positionFacts(w, p))
  const contradicted = contradictedPositions(positions)

  it('samples over 2,000 positions with a description', () => {
    expect(positions.filter((x) => x.pos.description !== '').length).toBeGreaterThan(2000)
  })

  it('no "N consecutive years" or "N years running" longer than the job', () => {
    const bad = contradicted.consecutive
    expect(
      bad.map((b) => `${b.pos.description} (${b.years.toFixed(1)} y)`).slice(0, 3),
      `${bad.length} of ${positions.length}`,
    ).toEqual([])
  })

  it('no one hired or managed more people than their company has', () => {
    const bad = contradicted.overHired
    expect(
      bad.map((b) => `${b.pos.description} (staff ${b.staff})`).slice(0, 3),
      `${bad.length} of ${positions.length}`,
    ).toEqual([])
  })

  it('no lead-level claim on a junior or intern title', () => {
    const bad = contradicted.juniorLeads
    expect(
      bad.map((b) => `${b.pos.title}: ${b.pos.description}`).slice(0, 3),
      `${bad.length} of ${positions.length}`,
    ).toEqual([])
  })

  it('years of experience in an about text are no more than the career holds', () => {
    const bad = worlds.flatMap((w) =>
      overstatedExperience(
        w,
        people.filter(([pw]) => pw === w).map(([, p]) => p),
      ),
    )
    expect(bad.map((p) => p.about.slice(0, 100)).slice(0, 3), `${bad.length} of ${people.length}`).toEqual([])
  })

  it("a company's description tells its own staff count", () => {
    for (const [, c] of companies) {
      const m = /(?:we are|team of) ([\d,]+)/.exec(c.description)
      if (m) expect(Number((m[1] ?? '').replace(/,/g, ''))).toBe(c.staffCount)
    }
  })

  it("a company's description counts its other offices in the number's own form (1 more office, 3 more offices)", () => {
    let counted = 0
    for (const [, c] of companies) {
      const m = /and (\d+) more (offices?)\b/.exec(c.description)
      if (m === null) continue
      counted++
      expect(Number(m[1])).toBe(c.locations.length - 1)
      expect(m[2], c.description).toBe(m[1] === '1' ? 'office' : 'offices')
    }
    expect(counted).toBeGreaterThan(10)
  })
})

/** Words only one of the languages uses often, from outside the code: a text is in the language of most of them. */
const STOPWORDS: Record<string, string[]> = {
  en: ['the', 'and', 'with', 'you', 'our', 'for'],
  de: ['und', 'die', 'der', 'mit', 'für', 'du'],
  fr: ['et', 'les', 'vous', 'des', 'pour', 'une'],
  es: ['y', 'los', 'con', 'para', 'tu', 'las'],
  nl: ['en', 'het', 'een', 'je', 'van', 'voor'],
  pt: ['e', 'com', 'para', 'seu', 'da', 'em'],
}
const LOCAL_LANGUAGE: Record<string, string> = { DE: 'de', FR: 'fr', ES: 'es', NL: 'nl', BR: 'pt' }

function languageOf(t: string): string {
  const words = t.toLowerCase().split(/[^\p{L}]+/u)
  let best = ['', 0] as [string, number]
  for (const [code, list] of Object.entries(STOPWORDS)) {
    const n = words.filter((w) => list.includes(w)).length
    if (n > best[1]) best = [code, n]
  }
  return best[0]
}

describe('jobs in the language of their country', () => {
  const jobs = companies.flatMap(([w, c]) => Array.from({ length: 4 }, (_, i) => w.job(w.jobIdOf(c.id, i))))

  it('every posting is written in the language it says, and English outside the five other-language countries', () => {
    expect(jobs.length).toBeGreaterThan(2000)
    const bad = jobs.filter(
      (j) => languageOf(j.description) !== j.language.code || (!LOCAL_LANGUAGE[j.country] && j.language.code !== 'en'),
    )
    expect(bad.map((j) => `${j.country} ${j.language.code}: ${j.description.slice(0, 80)}`).slice(0, 3)).toEqual([])
  })

  it('at least 40% of postings in Germany, France, Spain, the Netherlands and Brazil are in the local language', () => {
    const there = jobs.filter((j) => LOCAL_LANGUAGE[j.country] !== undefined)
    const local = there.filter((j) => j.language.code === LOCAL_LANGUAGE[j.country])
    expect(there.length).toBeGreaterThan(300)
    expect(local.length / there.length).toBeGreaterThanOrEqual(0.4)
  })
})
