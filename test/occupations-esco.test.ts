import { describe, expect, it } from 'vitest'
import { OCCUPATIONS_IN_TEAM, companyOccupations, openKinds } from '../src/world/companies.js'
import {
  duties,
  firstPerson,
  nameDrawn,
  occupationNames,
  occupationsOf,
  pluralOf,
  titleOf,
} from '../src/world/occupations.js'
import { INDUSTRIES } from '../src/world/pools.js'
import { postAuthor, postContent } from '../src/world/search/posts.js'
import { ISCO_IN_INDUSTRY, ISCO_SUB_MAJOR_GROUPS, iscoFits } from '../src/world/vocabulary/isco-industries.js'
import { ESCO_OCCUPATIONS, ONET_TASKS } from '../src/world/vocabulary/occupations-esco.js'
import { listOf, pluralNoun } from '../src/world/text-base.js'
import { World } from '../src/world/world.js'

const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The world's ESCO occupations (src/world/vocabulary/occupations-esco.ts): who holds them and who says them. */
const NOW = new Date('2025-06-01T12:00:00Z')
const worlds = [2, 13].map((seed) => new World({ seed, now: NOW }))

describe('the ESCO occupations module', () => {
  const sections = [...ESCO_OCCUPATIONS.matchAll(/^# (.+)$/gm)].map((m) => m[1] as string)

  it('is printable ASCII, so titles and sentences sliced from it keep bodies one-byte strings', () => {
    expect(ESCO_OCCUPATIONS.match(/[^\x20-\x7e\n]/g) ?? []).toEqual([])
  })

  it("names O*NET's tasks by numbers that exist, each task a plain predicate said once", () => {
    const tasks = ONET_TASKS.split('\n').slice(1)
    expect(tasks.length).toBeGreaterThan(1000)
    expect(new Set(tasks).size).toBe(tasks.length)
    for (const t of tasks) expect(t, t).toMatch(/^(?:[a-z]|[A-Z]{2,} )[A-Za-z0-9 ,'()/-]*[a-z0-9)]$/)
    let named = 0
    for (const industry of sections)
      for (const o of occupationsOf(industry)) {
        expect(o.tasks.every((t) => tasks.includes(t))).toBe(true)
        named += o.tasks.length
      }
    expect(named).toBeGreaterThan(2000)
  })

  it('opens a section only for an industry of the world, each once', () => {
    expect(sections.filter((s) => !INDUSTRIES.includes(s))).toEqual([])
    expect(new Set(sections).size).toBe(sections.length)
  })

  it.each(sections)('%s: every occupation is of an ISCO group the industry employs', (industry) => {
    const misplaced = occupationsOf(industry).filter((o) => !/^\d{4}$/.test(o.isco) || !iscoFits(industry, o.isco))
    expect(misplaced.map((o) => `${o.label} ${o.isco}`)).toEqual([])
  })

  it.each(sections)('%s: every occupation has a plain label, a plural and no rank among its names', (industry) => {
    const list = occupationsOf(industry)
    expect(list.length).toBeGreaterThan(0)
    for (const o of list) {
      expect(o.label).toMatch(/^[A-Za-z][A-Za-z -]*$/)
      expect(o.plural).not.toBe(o.label)
      expect(o.does).not.toMatch(/^[A-Z]|\.$/)
      for (const name of occupationNames(o)) expect(name).not.toMatch(/^(senior|junior|head|chief|lead) /i)
    }
  })
  it.each(sections)(
    '%s: names are titles of at most four words, each spelled once, acronyms in capitals',
    (industry) => {
      // an acronym is a word the module spells in capitals somewhere (`CNC`, `ICT`)
      const acronyms = new Set(ESCO_OCCUPATIONS.match(/\b[A-Z]{3,5}\b/g) ?? [])
      for (const o of occupationsOf(industry)) {
        const names = occupationNames(o)
        expect(o.label.split(' ').length).toBeLessThanOrEqual(4)
        expect(o.label).not.toMatch(/ (in|of|for|to|at|on) /)
        expect(new Set(names.map((n) => n.toLowerCase())).size, names.join('; ')).toBe(names.length)
        const lowered = names
          .flatMap((n) => n.split(' '))
          .filter((word) => acronyms.has(word.toUpperCase()) && word !== word.toUpperCase())
        expect(lowered, names.join('; ')).toEqual([])
      }
    },
  )
})

describe.each(worlds)('the occupations a company employs (seed $seed)', (w) => {
  const { population } = w
  const ids = Array.from({ length: 400 }, (_, i) =>
    population.companyIdAt(Math.floor((i * population.companyCount) / 400)),
  )

  it('a company of ten or more names in its description each occupation its staff hold, by the name it calls them', () => {
    let holders = 0
    const unnamed: string[] = []
    for (const id of ids) {
      const company = w.company(id)
      if (company.staffCount < 10) continue
      const occupations = companyOccupations(w, id, company.industry).slice(0, OCCUPATIONS_IN_TEAM)
      for (const username of population.staffOf(id)) {
        const person = w.person(username)
        const held = occupations.find((o) => occupationNames(o).some((n) => person.title.endsWith(titleOf(n))))
        if (held === undefined) continue
        holders++
        if (!company.description.includes(pluralOf(held, held.name))) unnamed.push(`${person.title} at ${company.name}`)
      }
    }
    expect(holders).toBeGreaterThan(100)
    expect(unnamed).toEqual([])
  })

  it("a company of ten or more says what two of its team do, in ESCO's or O*NET's words", () => {
    let said = 0
    for (const id of ids) {
      const company = w.company(id)
      if (company.staffCount < 10) continue
      const team = companyOccupations(w, id, company.industry).slice(0, OCCUPATIONS_IN_TEAM)
      for (const doer of team.filter((o) => o.does !== '' || o.tasks.length > 0).slice(0, 2)) {
        const sentences = [doer.does, ...doer.tasks]
          .filter((d) => d !== '')
          .map((d) => `Our ${pluralOf(doer, doer.name)} ${d}.`)
        expect(
          sentences.some((x) => company.description.includes(x)),
          company.description,
        ).toBe(true)
        said++
      }
    }
    expect(said).toBeGreaterThan(200)
  })

  it('a hiring company names the occupations it is hiring for beyond its team, fewer kinds in a small firm', () => {
    let named = 0
    let fewer = 0
    for (const id of ids) {
      const company = w.company(id)
      const all = companyOccupations(w, id, company.industry)
      expect(new Set(all.map((o) => o.label)).size).toBe(all.length)
      if (company.jobCount === 0) continue
      const open = all.slice(OCCUPATIONS_IN_TEAM)
      const kinds = openKinds(company.staffCount)
      expect(kinds).toBeLessThanOrEqual(Math.max(1, company.staffCount / 3))
      // the hiring line lists exactly the first kinds, and ends there
      const list = listOf(open.slice(0, kinds).map((o) => pluralOf(o, o.name)))
      expect(company.description, `${company.name}, ${company.staffCount} people`).toMatch(
        new RegExp(`(open roles for|We're hiring) ${escaped(list)}( in [^.]+ and beyond)?\\.$`),
      )
      named += Math.min(kinds, open.length)
      if (kinds < open.length) fewer++
    }
    expect(named).toBeGreaterThan(100)
    expect(fewer).toBeGreaterThan(10)
  })

  it("an author who says they hold an occupation has it as their title, and says what it does in ESCO's or O*NET's words", () => {
    let said = 0
    for (let i = 0; i < 4000; i++) {
      const author = w.person(postAuthor(w, i))
      const { text } = postContent(w, i, author)
      const own =
        /^(?:Some context: I work as|Writing this as|For those who don't know me: I'm|Quick intro: I'm) an? (.+?) at /.exec(
          text,
        )
      if (own === null) continue
      expect(own[1]).toBe(author.title)
      const occupations = companyOccupations(w, author.companyId, w.industryOf(author.companyId))
      const held = occupations.find((o) => occupationNames(o).some((n) => author.title.endsWith(titleOf(n))))
      const says = held && duties(held).map((_, k) => firstPerson(held, k))
      if (says?.length) {
        expect(
          says.some((d) => text.includes(d)),
          `${text.slice(0, 200)} | ${says.join(' | ')}`,
        ).toBe(true)
        said++
      }
    }
    expect(said).toBeGreaterThan(10)
  })
})

describe('the table of ISCO groups each industry employs', () => {
  it('has a row for every industry of the world and none else', () => {
    expect(Object.keys(ISCO_IN_INDUSTRY).sort()).toEqual([...INDUSTRIES].sort())
  })

  it.each(Object.entries(ISCO_IN_INDUSTRY))(
    '%s: names only ISCO-08 groups, each under a real sub-major group',
    (_, codes) => {
      for (const code of codes.split(' ')) {
        expect(code).toMatch(/^\d{2,4}$/)
        expect(ISCO_SUB_MAJOR_GROUPS).toHaveProperty(code.slice(0, 2))
      }
    },
  )

  it.each([
    ['Restaurants', '5120', true],
    ['Restaurants', '5169', false],
    ['Construction', '7222', false],
    ['Medical Equipment Manufacturing', '7412', false],
    ['Marketing Services', '3435', false],
  ])('%s employs unit group %s: %s', (industry, unit, fits) => {
    expect(iscoFits(industry, unit)).toBe(fits)
  })
})

describe('pluralNoun: the holders of a title or occupation, as a sentence counts them', () => {
  it.each([
    ['welder', 'welders'],
    ['secretary', 'secretaries'],
    ['attorney', 'attorneys'],
    ['glass', 'glasses'],
    ['box', 'boxes'],
    ['coach', 'coaches'],
    ['foreman', 'foremen'],
    ['editor-in-chief', 'editors-in-chief'],
    ['deputy editor-in-chief', 'deputy editors-in-chief'],
    ['site engineer', 'site engineers'],
  ])('%s -> %s', (noun, plural) => {
    expect(pluralNoun(noun)).toBe(plural)
  })
})

describe('the name an occupation goes by', () => {
  const base = { label: 'diagnostic radiographer', plural: '', does: '', isco: '3211', tasks: [] }
  it.each([0, 1, 2, 3, 6])(
    'with %i other names: the label about a third of the time, the i-th other name weighing 1/sqrt(i+1)',
    (n) => {
      const o = { ...base, alts: Array.from({ length: n }, (_, i) => `name ${i}`) }
      const counts = new Map<string, number>()
      for (let d = 0; d < 1000; d++) counts.set(nameDrawn(o, d), (counts.get(nameDrawn(o, d)) ?? 0) + 1)
      expect(counts.get(o.label)).toBe(n === 0 ? 1000 : 350)
      expect([...counts.keys()].sort()).toEqual([o.label, ...o.alts].sort())
      for (let i = 1; i < n; i++) {
        const ratio = (counts.get(`name ${i - 1}`) ?? 0) / (counts.get(`name ${i}`) ?? 1)
        const expected = Math.sqrt((i + 1) / i)
        expect(ratio, `name ${i}`).toBeGreaterThan(expected * 0.9)
        expect(ratio).toBeLessThan(expected * 1.1)
      }
    },
  )
})
