import { describe, expect, it } from 'vitest'
import { get, testApp } from './support/app.js'

// usernames a tester types by hand: none is a member of the population
const OUTSIDERS = Array.from({ length: 20 }, (_, i) => `qa-tester-${i}-${(i * 7919).toString(36)}`)

describe('outsiders (hand-typed usernames) have lives drawn from the population', () => {
  const app = testApp({ seed: 5 })
  const world = app.mock.world
  const members = (u: string) => world.population.indexOf(u) !== undefined

  it('no outsider is a member of the population', () => {
    expect(OUTSIDERS.filter(members)).toEqual([])
  })

  it('their recommendations name population members, and differ from one outsider to the next', async () => {
    const bodies = new Set<string>()
    let withAny = 0
    for (const u of OUTSIDERS) {
      const given = await get(app, `/v1/people/recommendations/given?username=${u}`)
      const received = await get(app, `/v1/people/recommendations/received?username=${u}`)
      expect([given.status, received.status]).toEqual([200, 200])
      const partners = [
        ...given.body.data.map((r: any) => r.recommendee.username),
        ...received.body.data.map((r: any) => r.recommender.username),
      ]
      for (const p of partners) expect(members(p), p).toBe(true)
      if (partners.length) withAny++
      bodies.add(given.text + received.text)
    }
    expect(withAny).toBeGreaterThanOrEqual(12)
    expect(bodies.size).toBeGreaterThanOrEqual(15)
  })

  it('some posted jobs: openings of their employer in their own field, ids jobs/details answers', async () => {
    let posting = 0
    for (const u of OUTSIDERS) {
      const r = await get(app, `/v1/people/posted-jobs?username=${u}`)
      expect(r.status).toBe(200)
      if (r.body.data.items === null) continue
      posting++
      const person = world.person(u)
      for (const jobId of r.body.data.items) {
        const job = world.job(jobId)
        expect([job.companyId, job.family]).toEqual([person.companyId, person.family])
        expect((await get(app, `/v1/jobs/details?jobId=${jobId}`)).status).toBe(200)
      }
    }
    expect(posting).toBeGreaterThanOrEqual(2)
    expect(posting).toBeLessThan(OUTSIDERS.length)
  })

  it('the same username gets the same bytes in a fresh app', async () => {
    const urls = OUTSIDERS.slice(0, 5).flatMap((u) =>
      ['recommendations/given', 'recommendations/received', 'posted-jobs'].map((e) => `/v1/people/${e}?username=${u}`),
    )
    const other = testApp({ seed: 5 })
    for (const url of [...urls].reverse()) expect((await get(other, url)).text).toBe((await get(app, url)).text)
  })

  it("inside the population, a job's hiring team posted it", async () => {
    let checked = 0
    for (let i = 0; checked < 30 && i < world.population.companyCount; i += 17) {
      const company = world.company(world.population.companyIdAt(i))
      if (company.jobCount === 0) continue
      const jobId = world.jobIdOf(company.id, 0)
      const team = await get(app, `/v1/jobs/hiring-team?jobId=${jobId}`)
      for (const m of team.body.data.items) {
        const posted = await get(app, `/v1/people/posted-jobs?username=${m.username}`)
        expect(posted.body.data.items ?? [], m.username).toContain(jobId)
        checked++
      }
    }
    expect(checked).toBeGreaterThanOrEqual(30)
  })
})
