import { describe, expect, it } from 'vitest'
import { ENDPOINTS_BY_ID } from '../src/endpoints.js'
import type { GenerateContext } from '../src/generators/context.js'
import { familyOfTitle } from '../src/world/text.js'
import { World } from '../src/world/world.js'
import { get, testApp } from './support/app.js'

/** Relationship rules measured as rates over generated lists, sweeping the generators directly (no HTTP). */
const worlds = [1, 2, 3].map((seed) => new World({ seed, now: new Date('2025-06-01T12:00:00Z') }))
const NOW = Date.UTC(2025, 5, 1, 12)

function generate(world: World, id: string, key: string, page = 1): any {
  const def = ENDPOINTS_BY_ID.get(id)
  if (!def) throw new Error(id)
  const ctx: GenerateContext = {
    world,
    endpointId: id,
    entityKey: key,
    paging: { page, offset: (page - 1) * 10, size: 10 },
  }
  return def.generate(ctx)
}

/** 150 people of each world's population. */
function people(world: World): string[] {
  return Array.from({ length: 150 }, (_, i) => world.personAt(i * 13_331 + 7).username)
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
