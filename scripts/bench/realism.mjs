// `npm run bench`'s realism row: issue #33's targets measured on the built world (dist/), in process, over seeds 1 and
// 7 (2,400 people, 2,000 companies, 500 posts and 500 about texts) with the measures the realism tests assert on
// (test/support/realism-measures.mjs). In process, not over HTTP: staff per company and whole careers are facts the
// API shows only one profile or company at a time, so a served sample would be thousands of requests for the same
// numbers; the bodies the mock serves are these entities (test/world-walk.test.ts holds them to the world).
import { join } from 'node:path'
import {
  ENGLISH_SPEAKING,
  ageOf,
  contradictedPositions,
  gappedCareers,
  inventedSurnames,
  mixedCommunities,
  overStaffed,
  overstatedExperience,
  positionFacts,
  repeatedSentences,
  sharedFullNames,
  sharedFullNamesByCountry,
  spread,
} from '../../test/support/realism-measures.mjs'

const SEEDS = [1, 7]
const NOW = new Date('2025-06-01T12:00:00Z')
/**
 * At most this share of a country's people share their full name with another: a real population of ~2,400 drawn
 * from names as concentrated as Brazil's (Silva and Maria about 5% each) gives about 12%.
 */
const NAMES_SHARED_PCT = 20
const pct = (n, d) => (d > 0 ? (100 * n) / d : 0)

/** The row on the build in `root`'s dist/. */
export async function realism(root) {
  const { World } = await import(join(root, 'dist', 'world', 'world.js'))
  const { postAuthor, postContent } = await import(join(root, 'dist', 'world', 'search', 'posts.js'))
  const { identityAt } = await import(join(root, 'dist', 'world', 'people.js'))
  return measureRealism({ World, postAuthor, postContent, identityAt })
}

/** The rates of the world these modules make, and a line per target with its verdict. */
export function measureRealism({ World, postAuthor, postContent, identityAt }) {
  const started = performance.now()
  const texts = []
  const tally = {
    people: 0,
    companies: 0,
    overStaffed: 0,
    claims: 0,
    positions: 0,
    english: 0,
    invented: 0,
    sgKnown: 0,
    sgMixed: 0,
    sharedNames: 0,
    aged: 0,
    over50: 0,
    careers: 0,
    gapped: 0,
  }
  const namesAt = {}
  for (const seed of SEEDS) {
    const w = new World({ seed, now: NOW })
    // every member's name, not a sample: how often a full name repeats depends on how many people there are
    const everyone = Array.from({ length: w.population.personCount }, (_, i) => {
      const { country, first, last } = identityAt(w, i)
      return { country: country.code, firstName: first, lastName: last }
    })
    for (const [code, x] of Object.entries(sharedFullNamesByCountry(everyone))) {
      const sum = namesAt[code] ?? { people: 0, shared: 0, most: 0 }
      namesAt[code] = { people: sum.people + x.people, shared: sum.shared + x.shared, most: Math.max(sum.most, x.most) }
    }
    const people = spread(1200, w.population.personCount, (i) => w.personAt(i))
    const companies = spread(1000, w.population.companyCount, (i) => w.company(w.population.companyIdAt(i)))
    tally.people += people.length
    tally.companies += companies.length
    tally.overStaffed += overStaffed(w, companies).length
    const positions = people.flatMap((p) => positionFacts(w, p))
    const c = contradictedPositions(positions)
    tally.positions += positions.length
    tally.claims +=
      c.consecutive.length + c.overHired.length + c.juniorLeads.length + overstatedExperience(w, people).length
    const english = people.filter((p) => ENGLISH_SPEAKING.has(p.place.country.code))
    tally.english += english.length
    tally.invented += inventedSurnames(english.map((p) => p.lastName)).length
    const sg = mixedCommunities(people.filter((p) => p.place.country.code === 'SG'))
    tally.sgKnown += sg.known
    tally.sgMixed += sg.mixed
    tally.sharedNames += sharedFullNames(people)
    const ages = people.map((p) => ageOf(w, p)).filter((a) => a !== undefined)
    tally.aged += ages.length
    tally.over50 += ages.filter((a) => a > 50).length
    const gaps = gappedCareers(people)
    tally.careers += gaps.careers
    tally.gapped += gaps.gapped
    for (let i = 0; i < 250; i++) texts.push(postContent(w, i * 31, w.person(postAuthor(w, i * 31))).text)
    texts.push(
      ...people
        .map((p) => p.about)
        .filter((a) => a !== '')
        .slice(0, 250),
    )
  }
  const sentences = repeatedSentences(texts)
  const sharedNamesByCountry = Object.fromEntries(
    Object.entries(namesAt)
      .sort()
      .map(([code, x]) => [code, { ...x, pct: pct(x.shared, x.people) }]),
  )
  const worstNames = Object.entries(sharedNamesByCountry).sort((a, b) => b[1].pct - a[1].pct)[0]
  const result = {
    seeds: SEEDS,
    ...tally,
    texts: texts.length,
    sentences: sentences.sentences,
    sharedSentencePct: pct(sentences.shared, sentences.sentences),
    selfRepeatingTexts: sentences.selfRepeating.length,
    sgMixedPct: pct(tally.sgMixed, tally.sgKnown),
    sharedNamesPct: pct(tally.sharedNames, tally.people),
    sharedNamesByCountry,
    over50Pct: pct(tally.over50, tally.aged),
    gappedPct: pct(tally.gapped, tally.careers),
    ms: Math.round(performance.now() - started),
  }
  const checks = [
    [
      'sentences shared across 500 posts and 500 about texts',
      result.sharedSentencePct <= 10,
      `${result.sharedSentencePct.toFixed(1)}% (<= 10%)`,
    ],
    ['texts repeating a sentence of their own', result.selfRepeatingTexts === 0, `${result.selfRepeatingTexts} (0)`],
    ['claims the facts contradict', result.claims === 0, `${result.claims} in ${result.positions} positions (0)`],
    ['companies over their staffCount', result.overStaffed === 0, `${result.overStaffed} of ${result.companies} (0)`],
    [
      'invented surnames in English-speaking countries',
      result.invented === 0,
      `${result.invented} of ${result.english} (0)`,
    ],
    [
      'mixed-community names in Singapore',
      result.sgMixedPct <= 5,
      `${result.sgMixedPct.toFixed(1)}% of ${result.sgKnown} (<= 5%)`,
    ],
    [
      "full names shared in a country's whole population (worst country)",
      worstNames[1].pct <= NAMES_SHARED_PCT,
      `${worstNames[0]} ${worstNames[1].pct.toFixed(1)}% (<= ${NAMES_SHARED_PCT}%)`,
    ],
    ['people over 50', result.over50Pct >= 15, `${result.over50Pct.toFixed(1)}% (>= 15%)`],
    ['careers with a gap over 12 months', result.gappedPct >= 10, `${result.gappedPct.toFixed(1)}% (>= 10%)`],
  ].map(([name, ok, value]) => ({ name: `realism: ${name}`, verdict: ok ? 'PASS' : 'FAIL', value }))
  const lines = [
    `realism of the built world, seeds ${SEEDS.join(' and ')} (${result.people} people, ${result.companies} companies, ` +
      `${result.texts} texts; in process, ${result.ms} ms); full names shared in the sample ` +
      `${result.sharedNamesPct.toFixed(1)}%, in each country's population: ` +
      Object.entries(sharedNamesByCountry)
        .map(([code, x]) => `${code} ${x.pct.toFixed(0)}%`)
        .join(', '),
    ...checks.map((c) => `  ${c.verdict.padEnd(7)} ${c.name}: ${c.value}`),
  ]
  return { result: { ...result, checks }, lines }
}
