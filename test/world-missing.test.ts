import { describe, expect, it } from 'vitest'
import { createApp, type RuntimeApp } from '../src/app.js'
import { get, testApp } from './support/app.js'
import { tempDir, writeFiles } from './support/tmp.js'

// A company or person marked missing (world file or a .404.json fixture) is linked from no other body, and a missing
// company's jobs are not found either.
const START = ['jane-doe', 'wei-zhang', 'maria-garcia', 'sam-smith', 'ola-nordmann', 'li-na']

interface Links {
  people: Map<string, number>
  companies: Map<number, number>
}

function count<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1)
}

/** Follows a few hops from START and counts every person and company the bodies link to. */
async function walk(app: RuntimeApp): Promise<Links> {
  const links: Links = { people: new Map(), companies: new Map() }
  const queue = [...START]
  const seen = new Set<string>()
  while (queue.length && seen.size < 40) {
    const u = queue.shift() as string
    if (seen.has(u)) continue
    seen.add(u)
    const found: string[] = []
    const profile = await get(app, `/v1/people/profile-by-url?url=https://www.network.example/in/${u}/`)
    if (profile.status !== 200) continue
    for (const p of profile.body.position) count(links.companies, p.companyId)
    for (const c of (await get(app, `/v1/people/interests/companies?username=${u}`)).body.data.items)
      count(links.companies, c.id)
    for (const r of (await get(app, `/v1/people/recommendations/received?username=${u}`)).body.data)
      found.push(r.recommender.username)
    for (const s of (await get(app, `/v1/people/similar-profiles?username=${u}`)).body.data.items)
      found.push(s.username)
    const current = profile.body.position[0]?.companyId
    const jobs = await get(app, `/v1/companies/jobs?companyId=${current}`)
    for (const j of jobs.status === 200 ? jobs.body.data.items.slice(0, 2) : [])
      for (const h of (await get(app, `/v1/jobs/hiring-team?jobId=${j.id}`)).body.data.items) found.push(h.username)
    for (const f of found) count(links.people, f)
    queue.push(...found)
  }
  return links
}

function mostLinked<K>(map: Map<K, number>): K {
  return [...map].sort((a, b) => b[1] - a[1])[0]?.[0] as K
}

describe.each(['world file', '.404.json fixture'])('marked missing by a %s', (how) => {
  it('is linked from no body, and its jobs answer 404', async () => {
    const plain = await walk(testApp())
    const company = mostLinked(plain.companies)
    const person = mostLinked(plain.people)
    expect(plain.companies.get(company)).toBeGreaterThan(0)
    expect(plain.people.get(person)).toBeGreaterThan(0)
    const jobId = `${company}0000`
    expect((await get(testApp(), `/v1/jobs/details?jobId=${jobId}`)).status).toBe(200)

    const dir = tempDir()
    const notFound = (message: string) => ({ message, code: 'NOT_FOUND' })
    if (how === 'world file')
      writeFiles(dir, { 'world.json': { missing: { companies: [String(company)], people: [person] } } })
    else
      writeFiles(dir, {
        [`fixtures/companies/by-id/${company}.404.json`]: notFound('Company not found'),
        [`fixtures/people/profile/${person}.404.json`]: notFound('Profile not found'),
      })
    const app = createApp({
      clock: 'virtual',
      warn: () => {},
      fixtures: how === 'world file' ? false : `${dir}/fixtures`,
      ...(how === 'world file' ? { world: `${dir}/world.json` } : {}),
    })
    const after = await walk(app)
    expect(after.companies.size).toBeGreaterThan(20)
    expect(after.people.size).toBeGreaterThan(20)
    expect(after.companies.has(company)).toBe(false)
    expect(after.people.has(person)).toBe(false)
    for (const url of [
      `/v1/companies/by-id?companyId=${company}`,
      `/v1/companies/jobs?companyId=${company}`,
      `/v1/companies/jobs-count?companyId=${company}`,
      `/v1/jobs/details?jobId=${jobId}`,
      `/v1/jobs/hiring-team?jobId=${jobId}`,
      `/v1/people/profile?username=${person}`,
      `/v1/people/recommendations/given?username=${person}`,
    ])
      expect((await get(app, url)).status, url).toBe(404)
  })
})
