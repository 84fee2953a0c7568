import { describe, expect, it } from 'vitest'
import { ENDPOINTS, ENDPOINTS_BY_ID } from '../src/endpoints.js'
import { get, testApp } from './support/app.js'
import { sampleUrl } from './support/values.js'

const app = testApp({ seed: 3 })

function path(id: string): string {
  const def = ENDPOINTS_BY_ID.get(id)
  if (!def) throw new Error(`no endpoint ${id}`)
  return def.path
}

/** [endpoint, query with the spec's name, the same request as real clients send it]. */
const ALIASES: readonly [string, string, string][] = [
  ['companies/search', 'keywords=cloud%20security', 'keyword=cloud%20security'],
  ['posts/search', 'keywords=hiring%20engineers', 'keyword=hiring%20engineers'],
  ['companies/jobs', 'companyId=1441', 'companyIds=1441'],
  ['companies/jobs', 'companyId=1', 'companyIds=1,2'],
  ['companies/jobs', 'companyId=1', 'companyIds=1%2C2%2C3'],
  ['companies/jobs', 'companyId=162479', 'companyIds=%20162479%20,1441'],
  ['companies/by-id', 'companyId=1441', 'id=1441'],
  ['jobs/details', 'jobId=14410003', 'id=14410003'],
  ['jobs/details', 'jobId=14410003', 'job_id=14410003'],
  ['jobs/hiring-team', 'jobId=3912345678', 'id=3912345678'],
  ['jobs/hiring-team', 'jobId=3912345678', 'job_id=3912345678'],
  // the spec's name wins over an alias, and an empty spec name falls back to the alias
  ['companies/search', 'keywords=fintech', 'keywords=fintech&keyword=other'],
  ['companies/search', 'keywords=fintech', 'keywords=&keyword=fintech'],
]

const PEOPLE = ENDPOINTS.filter((e) => e.param === 'username')

describe('parameter aliases', () => {
  it.each(ALIASES)('%s: ?%s and ?%s give the same body', async (id, spec, alias) => {
    const a = await get(app, `${path(id)}?${spec}`)
    const b = await get(app, `${path(id)}?${alias}`)
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    expect(b.text).toBe(a.text)
  })

  it('lists every people endpoint that takes a username', () => {
    expect(PEOPLE.length).toBe(10)
  })

  it.each(PEOPLE.map((e) => [e.id, e] as const))('%s: url (a profile URL) stands for username', async (_id, def) => {
    const a = await get(app, `${def.path}?username=priya-sharma`)
    for (const url of [
      'https://www.network.example/in/priya-sharma/',
      'https://fr.network.example/in/priya-sharma',
      'https://www.network.example/in/priya-sharma/?originalSubdomain=fr',
      'priya-sharma',
    ]) {
      const b = await get(app, `${def.path}?url=${encodeURIComponent(url)}`)
      expect(b.status, url).toBe(200)
      expect(b.text, url).toBe(a.text)
    }
  })

  it.each(PEOPLE.map((e) => [e.id, e] as const))(
    '%s: a url that is no profile URL is 400 INVALID_PARAMETER naming url',
    async (_id, def) => {
      const { status, body } = await get(
        app,
        `${def.path}?url=${encodeURIComponent('https://www.network.example/company/acme/')}`,
      )
      expect(status).toBe(400)
      expect(body).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'url' })
    },
  )
})

const FILTERS = [
  'locations=Berlin',
  'companySizes=B,C',
  'hasJobs=true',
  'industries=4,96',
  'sortBy=recent',
  'locations=',
  'companySizes=',
  'hasJobs=',
  'industries=',
  'sortBy=',
  'foo',
  'a=1&a=2',
  '%ZZ=1',
]

describe('unknown extra parameters', () => {
  it.each(ENDPOINTS.map((e) => [e.id, e] as const))(
    '%s: filters and other unknown parameters, even empty, are ignored',
    async (_id, def) => {
      const plain = await get(app, sampleUrl(def))
      for (const extra of FILTERS) {
        const noisy = await get(app, `${sampleUrl(def)}&${extra}`)
        expect(noisy.status, extra).toBe(200)
        expect(noisy.text, extra).toBe(plain.text)
      }
    },
  )
})

describe('missing or empty required parameter', () => {
  const CASES = ENDPOINTS.flatMap((def) =>
    ['', `${def.param}=`, `${def.param}=%20%20`, 'locations=Berlin', ...def.aliases.map((a) => `${a.name}=`)].map(
      (q) => [def.id, q, def] as const,
    ),
  )

  it.each(CASES)('%s?%s is 400 MISSING_PARAMETER naming the parameter', async (_id, query, def) => {
    const { status, body, res } = await get(app, `${def.path}?${query}`)
    expect(status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(body).toMatchObject({ code: 'MISSING_PARAMETER', parameter: def.param })
    expect(body.error).toContain(def.param)
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'parameter'])
  })
})
