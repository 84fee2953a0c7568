import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { familyOfTitle, topicOfSlug } from '../src/world/text.js'
import { World } from '../src/world/world.js'
import { get, testApp } from './support/app.js'
import { generate } from './support/generate.js'

/** Relationship rules measured as rates over generated lists, sweeping the generators directly (no HTTP). */
const worlds = [1, 2, 3].map((seed) => new World({ seed, now: new Date('2025-06-01T12:00:00Z') }))
const NOW = Date.UTC(2025, 5, 1, 12)

/** 150 people of each world's population. */
function people(world: World, count = 150): string[] {
  return Array.from({ length: count }, (_, i) => world.personAt(i * 13_331 + 7).username)
}

function industryOf(world: World, username: string): string {
  const p = world.person(username)
  return world.company(p.positions[0]?.companyId ?? 0).industry
}

function rate(hits: number, all: number): number {
  expect(all).toBeGreaterThan(100)
  return hits / all
}

describe('relationships hold as rates over thousands of generated entities', () => {
  it("every similar profile shares the subject's role family and industry", () => {
    let all = 0
    let same = 0
    for (const w of worlds) {
      for (const u of people(w)) {
        const subject = w.person(u)
        for (const s of generate(w, 'people/similar-profiles', u).data.items) {
          all++
          const other = w.person(s.username)
          if (other.family === subject.family && industryOf(w, s.username) === industryOf(w, u)) same++
        }
      }
    }
    expect(rate(same, all)).toBe(1)
  })

  it('at least 70% of the companies a member follows are in their industry (against 5% by chance)', () => {
    let all = 0
    let same = 0
    for (const w of worlds) {
      for (const u of people(w)) {
        for (const c of generate(w, 'people/interests/companies', u).data.items) {
          all++
          if (w.company(c.id).industry === industryOf(w, u)) same++
        }
      }
    }
    expect(rate(same, all)).toBeGreaterThanOrEqual(0.7)
  })

  it("every newsletter a person writes for a member comes from the member's field (role family)", () => {
    let all = 0
    let fit = 0
    for (const w of worlds) {
      for (const u of people(w)) {
        const member = w.person(u)
        for (const n of generate(w, 'people/interests/newsletters', u).data.items) {
          if (n.publisher.username === undefined) continue
          all++
          if (w.person(n.publisher.username).family === member.family) fit++
        }
      }
    }
    expect(rate(fit, all)).toBe(1)
  })

  it("groups a member joins carry their field's topics or their own city, never another city", () => {
    const cities = new Set([
      'San Francisco',
      'New York',
      'Austin',
      'Seattle',
      'Chicago',
      'Boston',
      'Denver',
      'London',
      'Manchester',
      'Edinburgh',
      'Berlin',
      'Munich',
      'Hamburg',
      'Paris',
      'Lyon',
      'Bengaluru',
      'Mumbai',
      'Hyderabad',
      'Toronto',
      'Vancouver',
      'Montreal',
      'Amsterdam',
      'Rotterdam',
      'Madrid',
      'Barcelona',
      'Sydney',
      'Melbourne',
      'São Paulo',
      'Rio de Janeiro',
      'Singapore',
      'Dublin',
    ])
    let all = 0
    let elsewhere = 0
    for (const w of worlds) {
      for (const u of people(w)) {
        const city = w.person(u).place.city
        for (const g of generate(w, 'people/interests/groups', u).data.items) {
          all++
          const first = (g.name as string).split(' ')[0] ?? ''
          if (cities.has(first) && first !== city) elsewhere++
        }
      }
    }
    expect(rate(elsewhere, all)).toBe(0)
  })

  it("hiring teams: every member works at the job's company now and leads the opening's function or recruits", () => {
    let all = 0
    let there = 0
    let roles = 0
    for (const w of worlds) {
      for (let i = 0; i < 300; i++) {
        const jobId = w.jobIdOf(1000 + i * 3571, i % 7)
        const job = w.job(jobId)
        for (const m of generate(w, 'jobs/hiring-team', jobId).data.items) {
          all++
          const p = w.person(m.username)
          if (p.positions[0]?.companyId === job.companyId) there++
          const fam = familyOfTitle(p.title)?.id
          if (/Recruit|Talent/.test(p.title) || fam === job.family) roles++
        }
      }
    }
    expect(rate(there, all)).toBe(1)
    expect(rate(roles, all)).toBe(1)
  })

  it("a company's listing holds open jobs only, and jobs-count counts them", () => {
    let all = 0
    let open = 0
    for (const w of worlds) {
      for (let i = 0; i < 100; i++) {
        const id = String(1000 + i * 104_729)
        const listing = generate(w, 'companies/jobs', id).data
        expect(generate(w, 'companies/jobs-count', id).data.total).toBe(listing.total)
        for (const item of listing.items) {
          all++
          const d = generate(w, 'jobs/details', item.id).data
          if (d.state === 'LISTED' && !d.closed && d.expireAt > NOW) open++
        }
      }
    }
    expect(rate(open, all)).toBe(1)
  })

  it('colleague recommendations share an employer and a period, dated after both started there', () => {
    const ms = (d: { year: number; month: number }) => Date.UTC(d.year, Math.max(0, d.month - 1))
    let all = 0
    let ok = 0
    for (const w of worlds) {
      for (const u of people(w)) {
        const subject = w.person(u)
        for (const r of generate(w, 'people/recommendations/received', u).data) {
          if (!['RECOMMENDER_MANAGED_RECOMMENDEE', 'RECOMMENDER_SENIOR_THAN_RECOMMENDEE'].includes(r.relationship))
            continue
          all++
          const other = w.person(r.recommender.username)
          const shared = subject.positions.some((a) =>
            other.positions.some(
              (b) =>
                a.companyId === b.companyId &&
                r.created >= Math.max(ms(a.start), ms(b.start)) &&
                (a.end.year === 0 || r.created <= ms(a.end) + 31 * 86_400_000),
            ),
          )
          if (shared && r.text.includes(w.company(other.positions[0]?.companyId ?? 0).name)) ok++
        }
      }
    }
    expect(rate(ok, all)).toBe(1)
  })
})

describe('relationships are stored once and seen from both sides', () => {
  const ms = (d: { year: number; month: number }) => Date.UTC(d.year, Math.max(0, d.month - 1))
  const YEAR = 365.25 * 86_400_000
  const same = (a: any, b: any) =>
    a.text === b.text &&
    a.created === b.created &&
    a.relationship === b.relationship &&
    a.lastModified === b.lastModified

  /** Every page of a member's list, as the endpoint serves it. */
  function whole(w: World, id: string, u: string): any[] {
    const first = generate(w, id, u)
    const out = [...first.data]
    for (let page = 2; out.length < first.total; page++) out.push(...generate(w, id, u, page).data)
    return out
  }

  it("every recommendation given appears on the recommendee's received list, and the other way (property)", () => {
    let checked = 0
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.nat(), (wi, n) => {
        const w = worlds[wi] as World
        const u = w.personAt(n).username
        for (const g of whole(w, 'people/recommendations/given', u)) {
          checked++
          const back = whole(w, 'people/recommendations/received', g.recommendee.username)
          expect(
            back.filter((r) => r.recommender.username === u && same(r, g)).length,
            `${u} -> ${g.recommendee.username}`,
          ).toBe(1)
        }
        for (const r of whole(w, 'people/recommendations/received', u)) {
          checked++
          const back = whole(w, 'people/recommendations/given', r.recommender.username)
          expect(
            back.filter((g) => g.recommendee.username === u && same(r, g)).length,
            `${r.recommender.username} -> ${u}`,
          ).toBe(1)
        }
      }),
      { numRuns: 150 },
    )
    expect(checked).toBeGreaterThan(100)
  })

  it('no list names the same person twice, and nobody recommends themselves', () => {
    let lists = 0
    for (const w of worlds)
      for (const u of people(w)) {
        const given = whole(w, 'people/recommendations/given', u).map((g) => g.recommendee.username)
        const received = whole(w, 'people/recommendations/received', u).map((r) => r.recommender.username)
        for (const names of [given, received]) {
          if (names.length > 1) lists++
          expect(new Set(names).size).toBe(names.length)
          expect(names).not.toContain(u)
        }
      }
    expect(lists).toBeGreaterThan(50)
  })

  it('texts agree with both careers: who joined first, who managed whom, for no longer than they overlapped', () => {
    const counts = { senior: 0, managed: 0, years: 0, ahead: 0 }
    const WORDS: Record<string, number> = {
      two: 2,
      three: 3,
      four: 4,
      five: 5,
      six: 6,
      seven: 7,
      eight: 8,
      nine: 9,
      ten: 10,
    }
    // a larger sample than the other checks: senior and managing recommendations are a minority of all
    for (const w of worlds)
      for (const u of people(w, 400)) {
        const giver = w.person(u)
        for (const g of whole(w, 'people/recommendations/given', u)) {
          const other = w.person(g.recommendee.username)
          const mine = giver.positions[0]
          const theirs = other.positions[0]
          if (!mine || !theirs) continue
          if (g.relationship === 'RECOMMENDER_SENIOR_THAN_RECOMMENDEE') {
            counts.senior++
            expect(mine.companyId).toBe(theirs.companyId)
            expect(ms(mine.start), `${u} joined before ${other.username}`).toBeLessThan(ms(theirs.start))
            if (g.text.includes('a few years ahead of them in my career')) {
              counts.ahead++
              const begin = (p: typeof giver) => ms(p.positions[p.positions.length - 1]?.start ?? mine.start)
              expect(begin(other) - begin(giver)).toBeGreaterThanOrEqual(2 * YEAR - 31 * 86_400_000)
            }
          }
          if (g.relationship === 'RECOMMENDER_MANAGED_RECOMMENDEE') {
            counts.managed++
            expect(mine.companyId).toBe(theirs.companyId)
            expect(giver.family).toBe(other.family)
            const m = /I managed \S+ for (over a year|several months|(\w+) years)/.exec(g.text)
            if (m?.[1] !== undefined) {
              counts.years++
              const overlap = (g.created - Math.max(ms(mine.start), ms(theirs.start))) / YEAR
              const said = m[2] !== undefined ? (WORDS[m[2]] ?? Number(m[2])) : m[1] === 'over a year' ? 1 : 0
              expect(said, g.text).toBeLessThanOrEqual(overlap)
            }
          }
          // colleagues wrote it once both were there; an advisor or client while the recommendee was at their job
          const colleague =
            g.relationship.endsWith('SENIOR_THAN_RECOMMENDEE') || g.relationship.endsWith('MANAGED_RECOMMENDEE')
          expect(g.created).toBeGreaterThanOrEqual(
            colleague ? Math.max(ms(mine.start), ms(theirs.start)) : ms(theirs.start),
          )
        }
      }
    expect(counts.senior).toBeGreaterThan(20)
    expect(counts.managed).toBeGreaterThan(20)
    expect(counts.years).toBeGreaterThan(3)
  })

  it('group and followed-company lists name each group and company once, on every page', () => {
    let lists = 0
    for (const w of worlds)
      for (const u of people(w).slice(0, 60)) {
        for (const [id, key] of [
          ['people/interests/groups', (x: any) => x.entityUrn],
          ['people/interests/companies', (x: any) => x.id],
        ] as const) {
          const first = generate(w, id, u).data
          const all = [...first.items]
          for (let page = 2; page <= first.totalPages; page++) all.push(...generate(w, id, u, page).data.items)
          expect(all.length).toBe(first.total)
          if (all.length > 1) lists++
          expect(new Set(all.map(key)).size, `${id} ${u}`).toBe(all.length)
          if (id === 'people/interests/groups') expect(new Set(all.map((g) => g.name)).size).toBe(all.length)
        }
      }
    expect(lists).toBeGreaterThan(100)
  })

  it("a group is the same group on every member's list: one id, size and logo for one name", () => {
    const byName = new Map<string, string>()
    let shared = 0
    for (const w of worlds.slice(0, 1))
      for (const u of people(w))
        for (const g of generate(w, 'people/interests/groups', u).data.items) {
          const seen = JSON.stringify(g)
          const before = byName.get(g.name)
          if (before !== undefined) {
            shared++
            expect(seen).toBe(before)
          }
          byName.set(g.name, seen)
        }
    expect(shared).toBeGreaterThan(50)
  })

  it('at least 80% of comments on an article about a topic mention that topic, written by people who work on it', () => {
    const topics = ['data quality', 'technical debt', 'negotiation', 'onboarding', 'code review', 'patient safety']
    let all = 0
    let about = 0
    for (const w of worlds)
      for (const [i, t] of topics.entries()) {
        const slug = `${t.replace(/ /g, '-')}-a-practical-guide-for-busy-teams-${1000 + i * 37}`
        const known = topicOfSlug(slug)
        if (known === undefined) continue
        for (const c of generate(w, 'articles/comments', slug).data.items) {
          all++
          if (c.text.toLowerCase().includes(known.topic.toLowerCase())) about++
        }
      }
    expect(rate(about, all)).toBeGreaterThanOrEqual(0.8)
  })
})

it('a not-found answer costs no credit', async () => {
  const app = testApp({ seed: 4 })
  const key = { Authorization: 'Bearer test_starter_0000000000000001' }
  const before = (await get(app, '/v1/people/profile?username=jane-doe', key)).res.headers.get(
    'x-mock-credits-remaining',
  )
  const missing = await get(app, '/v1/people/profile?username=ghost-404', key)
  expect(missing.status).toBe(404)
  expect(missing.res.headers.get('x-mock-credits-remaining')).toBe(before)
})
