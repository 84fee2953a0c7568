import { describe, expect, it } from 'vitest'
import { industriesNamed } from '../src/world/company-kinds.js'
import { COUNTRIES, INDUSTRY_PROFILES } from '../src/world/pools.js'
import { identityAt } from '../src/world/people.js'
import { postAuthor, postContent } from '../src/world/search/posts.js'
import { type Company, type Person, World } from '../src/world/world.js'
// @ts-expect-error: a plain script module, without types
import { measureRealism } from '../scripts/bench/realism.mjs'
import {
  ENGLISH_SPEAKING,
  ageOf,
  gappedCareers,
  inventedSurnames,
  mixedCommunities,
  overStaffed,
  sharedFullNames,
  sharedFullNamesByCountry,
  spread,
} from './support/realism-measures.mjs'

/**
 * Facts that agree, over two seeds: companies as large as their staff, names real people carry, ages over a working
 * life and careers with gaps. The measures and their outside lists are shared with `npm run bench`'s realism row.
 */
const NOW = new Date('2025-06-01T12:00:00Z')
const worlds = [1, 7].map((seed) => new World({ seed, now: NOW }))

const people: [World, Person][] = worlds.flatMap((w) =>
  spread(1200, w.population.personCount, (i) => [w, w.personAt(i)] as [World, Person]),
)
const companies: [World, Company][] = worlds.flatMap((w) =>
  spread(1000, w.population.companyCount, (i) => [w, w.company(w.population.companyIdAt(i))] as [World, Company]),
)

describe('companies as large as their staff', () => {
  it('samples 2,000 companies over two seeds', () => {
    expect(companies).toHaveLength(2000)
  })

  it('no company has more current employees in the population than its staffCount', () => {
    const over = worlds.flatMap((w) =>
      overStaffed(
        w,
        companies.filter(([cw]) => cw === w).map(([, c]) => c),
      ).map((c) => `${c.name}: ${w.population.peopleAt(c.id).length} > ${c.staffCount}`),
    )
    expect(over.slice(0, 5), `${over.length} of ${companies.length}`).toEqual([])
  })

  it('no C-level or VP title at a company of 10 or fewer', () => {
    const bad = companies.flatMap(([w, c]) =>
      c.staffCount > 10
        ? []
        : w.population
            .peopleAt(c.id)
            .map((u) => w.person(u).title)
            .filter((t) => /^(VP|Vice President|Chief (?!Executive))|\bC[A-DF-Z]O\b/.test(t)),
    )
    expect(bad.slice(0, 5), `${bad.length}`).toEqual([])
  })

  it('no nonprofit, council or college raises a venture round', () => {
    const bad = companies.filter(
      ([, c]) =>
        (c.type === 'Nonprofit' || c.type === 'Government Agency' || c.type === 'Educational') &&
        /SEED|SERIES|PRE_SEED/.test(c.fundingType),
    )
    expect(bad.map(([, c]) => `${c.name} ${c.type} ${c.fundingType}`).slice(0, 3)).toEqual([])
  })
})

const GRANT_KINDS = ['Government Administration', 'Non-profit Organizations', 'Higher Education']
/** Years industries began, from outside the code: no company of them was founded before. */
const BORN: Record<string, number> = {
  'Software Development': 1968,
  'Computer Games': 1971,
  'E-Learning Providers': 1994,
  'Biotechnology Research': 1976,
  'IT Services and IT Consulting': 1955,
}

describe('companies whose kind decides their facts', () => {
  it("every industry the kind tables name is one of the vocabulary's", () => {
    const known = new Set(INDUSTRY_PROFILES.map((i) => i.name))
    expect(industriesNamed().filter((n) => !known.has(n))).toEqual([])
  })

  it('councils, charities and universities are never privately held or public, and never venture-funded', () => {
    const bad = companies.filter(
      ([, c]) =>
        GRANT_KINDS.includes(c.industry) &&
        (['Privately Held', 'Public Company', 'Partnership'].includes(c.type) ||
          /SEED|SERIES|EQUITY/.test(c.fundingType)),
    )
    expect(companies.filter(([, c]) => GRANT_KINDS.includes(c.industry)).length).toBeGreaterThan(40)
    expect(bad.map(([, c]) => `${c.name} ${c.industry} ${c.type} ${c.fundingType}`).slice(0, 3)).toEqual([])
  })

  it('no company says it exists since before its industry did, or is a giant founded in the last twenty years', () => {
    const bad = companies.filter(([w, c]) => {
      const since = Number(/since (\d{4})/.exec(c.tagline)?.[1] ?? 0)
      if (since === 0) return false
      return since < (BORN[c.industry] ?? 0) || (c.staffCount > 10_000 && since > new Date(w.now).getUTCFullYear() - 20)
    })
    expect(bad.map(([, c]) => `${c.industry} ${c.staffCount} ${c.tagline}`).slice(0, 3)).toEqual([])
  })
})

describe('names real people carry', () => {
  const english = people.filter(([, p]) => ENGLISH_SPEAKING.has(p.place.country.code))
  const singapore = people.filter(([, p]) => p.place.country.code === 'SG')

  it('samples 2,400 people, hundreds in English-speaking countries and dozens in Singapore', () => {
    expect(people).toHaveLength(2400)
    expect(english.length).toBeGreaterThan(500)
    expect(singapore.length).toBeGreaterThan(40)
  })

  it('0 invented surnames in English-speaking countries (every one is on the US Census list)', () => {
    const invented = inventedSurnames(english.map(([, p]) => p.lastName))
    expect(invented.slice(0, 8), `${invented.length} of ${english.length}`).toEqual([])
  })

  it('at most 5% of Singapore names join a given name of one community to a surname of another', () => {
    const { known, mixed } = mixedCommunities(singapore.map(([, p]) => p))
    expect(known, `${mixed} mixed of ${known} known, ${singapore.length} in all`).toBeGreaterThan(singapore.length / 3)
    expect(mixed / known).toBeLessThanOrEqual(0.05)
  })

  it("no given name holds the surname in a whole population (a Malay or Tamil father's name is not the child's)", () => {
    const twice = worlds.flatMap((w) =>
      Array.from({ length: w.population.personCount }, (_, i) => identityAt(w, i)).filter(({ first, last }) =>
        first.split(' ').includes(last),
      ),
    )
    expect(twice.map(({ first, last }) => `${first} ${last}`).slice(0, 5)).toEqual([])
  })

  it('full names shared by at most 10% of people of the population sample', () => {
    for (const w of worlds) {
      const shared = sharedFullNames(people.filter(([pw]) => pw === w).map(([, p]) => p))
      expect(shared / 1200).toBeLessThanOrEqual(0.1)
    }
  })
})

describe("full names shared in each country's whole population", () => {
  const byCountry = worlds.map((w) =>
    sharedFullNamesByCountry(
      Array.from({ length: w.population.personCount }, (_, i) => {
        const { country, first, last } = identityAt(w, i)
        return { country: country.code, firstName: first, lastName: last }
      }),
    ),
  )
  const codes = COUNTRIES.map((c) => c.code)

  it.each(codes)('at most 20% of the people of %s carry a full name another of them carries, on both seeds', (code) => {
    for (const counts of byCountry) {
      const x = counts[code]
      expect(x?.people).toBeGreaterThan(1500)
      expect((x?.shared ?? 0) / (x?.people ?? 1), JSON.stringify(x)).toBeLessThanOrEqual(0.2)
    }
  })
})

describe('careers over a working life', () => {
  const aged = people.flatMap(([w, p]) => {
    const age = ageOf(w, p)
    return age === undefined ? [] : [age]
  })

  it('ages between 22 and 67, at least 15% over 50', () => {
    expect(aged.length).toBeGreaterThan(2000)
    expect(Math.min(...aged)).toBeGreaterThanOrEqual(20)
    expect(Math.max(...aged)).toBeLessThanOrEqual(69)
    expect(aged.filter((a) => a > 50).length / aged.length).toBeGreaterThanOrEqual(0.15)
  })

  it('gaps of over 12 months between jobs in at least 10% of careers of two jobs or more', () => {
    const { careers, gapped } = gappedCareers(people.map(([, p]) => p))
    expect(gapped / careers).toBeGreaterThanOrEqual(0.1)
  })

  it('every past position with an end month has a start month', () => {
    const bad = people.flatMap(([, p]) => p.positions.filter((pos) => pos.end.month > 0 && pos.start.month === 0))
    expect(bad.length).toBe(0)
  })

  it('no two consecutive rows with the same title at the same company (one job told twice)', () => {
    const rows = people.flatMap(([, p]) => p.positions.slice(1).map((older, i) => [p.positions[i], older] as const))
    const twice = rows.filter(([newer, older]) => newer?.title === older.title && newer?.companyId === older.companyId)
    expect(rows.length).toBeGreaterThan(5000)
    expect(twice.length / rows.length).toBeLessThanOrEqual(0.01)
  })

  it("at least 75% of first degrees are from a school in the first job's country", () => {
    const countries = new Map(COUNTRIES.map((c) => [c.name, c.cities.map(([city]) => city)]))
    const pairs = people.flatMap(([, p]) => {
      const first = p.positions[p.positions.length - 1]
      const degree = p.educations[p.educations.length - 1]
      return first && degree ? [[first.location.split(', ').pop() ?? '', degree.schoolName] as const] : []
    })
    const home = pairs.filter(([country, school]) => (countries.get(country) ?? []).some((c) => school.includes(c)))
    expect(pairs.length).toBeGreaterThan(1500)
    expect(home.length / pairs.length).toBeGreaterThanOrEqual(0.75)
  })

  it('5-30% of past positions are part-time, contract or freelance spells; freelance ones say so', () => {
    const past = people.flatMap(([, p]) => p.positions.slice(1))
    const spells = past.filter((pos) => ['Part-time', 'Contract', 'Self-employed'].includes(pos.employmentType))
    expect(spells.length / past.length).toBeGreaterThanOrEqual(0.05)
    expect(spells.length / past.length).toBeLessThanOrEqual(0.3)
    for (const pos of past.filter((x) => x.employmentType === 'Self-employed')) expect(pos.title).toMatch(/Freelance/)
  })

  it('no step of three or more levels between consecutive titles', () => {
    const rank = (t: string) =>
      /^(Chief|C[A-Z]O\b|VP|Vice)/.test(t)
        ? 5
        : /^(Head|Director)/.test(t)
          ? 4
          : /^(Principal|Staff|Lead)|\bManager\b/.test(t)
            ? 3
            : /^Senior/.test(t)
              ? 2
              : /^(Junior|Associate|Graduate|Trainee)|Intern\b/.test(t)
                ? 0
                : 1
    let steps = 0
    let jumps = 0
    for (const [, p] of people)
      for (let i = 0; i + 1 < p.positions.length; i++) {
        steps++
        if (rank(p.positions[i]?.title ?? '') - rank(p.positions[i + 1]?.title ?? '') >= 3) jumps++
      }
    expect(jumps / steps).toBeLessThanOrEqual(0.01)
  })
})

describe("npm run bench's realism row", () => {
  it('measures every target over the two seeds, each met', () => {
    const row = measureRealism({ World, postAuthor, postContent, identityAt })
    expect(row.result.people).toBe(2400)
    expect(row.result.companies).toBe(2000)
    expect(row.result.texts).toBe(1000)
    const missed = row.result.checks.filter((c: { verdict: string }) => c.verdict !== 'PASS')
    expect(missed.map((c: { name: string; value: string }) => `${c.name}: ${c.value}`)).toEqual([])
    expect(row.lines).toHaveLength(10)
  })
})
