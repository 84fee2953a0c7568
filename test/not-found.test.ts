import { describe, expect, it } from 'vitest'
import { createApp } from '../src/app.js'
import { FixtureLoadError } from '../src/data/fixture-store.js'
import { ENDPOINTS, type EndpointDef } from '../src/endpoints.js'
import { get, testApp } from './support/app.js'
import { SAMPLE, urlFor } from './support/values.js'
import { tempDir, writeFiles } from './support/tmp.js'
import { thrownBy } from './support/throws.js'

const app = testApp({ seed: 3 })

/** A value of the endpoint's parameter that asks for a missing entity by the convention, built from `marker`. */
function conventional(def: EndpointDef, marker: string): string {
  if (def.param === 'url') return `https://www.network.example/in/ghost-${marker}/`
  return marker
}

const notFoundBody = (def: EndpointDef) => ({ message: `${def.entity} not found`, code: 'NOT_FOUND' })

describe('the not-found convention', () => {
  const MARKERS = [
    '404',
    'not-found',
    'notfound',
    'does-not-exist',
    'ghost-404',
    'does-not-exist-2',
    'acme-not-found',
    'NOT-FOUND',
  ]
  const cases = ENDPOINTS.flatMap((def) => MARKERS.map((m) => [def.id, m, def] as const))

  it.each(cases)('%s answers the real 404 body for %s', async (_id, marker, def) => {
    // ids are numbers: the convention's words are never valid ids, so they 404 whichever rule sees them first
    const res = await get(app, urlFor(def, conventional(def, marker)))
    expect(res.status).toBe(404)
    expect(res.body).toEqual(notFoundBody(def))
  })

  it.each(ENDPOINTS.map((d) => [d.id, d] as const))(
    '%s: values that only contain a marker inside a word still exist',
    async (_id, def) => {
      const near: Record<string, string> = {
        username: 'anna-4040',
        url: 'https://www.network.example/in/notfoundland-smith/',
        keywords: 'founders',
        companyId: '404404',
        jobId: '4040000001',
        postId: '7404404404404404404',
        articleId: 'why-error-pages-matter-4041',
      }
      const res = await get(app, urlFor(def, near[def.param] ?? ''))
      expect(res.status, res.text.slice(0, 200)).toBe(200)
    },
  )
})

describe('ids the service could never issue', () => {
  const ID_ENDPOINTS = ENDPOINTS.filter((d) => ['company', 'job', 'post'].includes(d.kind))
  const BAD = ['abc', '-1', '0', '007', '1.5', '1e30', '12345678901234567890123', '+7', '0x1f']
  const cases = ID_ENDPOINTS.flatMap((def) => BAD.map((v) => [def.id, v, def] as const))

  it('covers every endpoint keyed by a numeric id', () => {
    expect(ID_ENDPOINTS.map((d) => d.param).sort()).toEqual([
      'companyId',
      'companyId',
      'companyId',
      'jobId',
      'jobId',
      'postId',
    ])
  })

  it.each(cases)('%s answers 404 for %s', async (_id, value, def) => {
    const res = await get(app, urlFor(def, value))
    expect(res.status).toBe(404)
    expect(res.body).toEqual(notFoundBody(def))
  })

  const REAL: [string, string][] = [
    ['jobs/details', '4012345678'],
    ['jobs/hiring-team', '4012345678'],
    ['posts/reposts', '7312345678901234567'],
    ['posts/reposts', '1748511000204817'],
    ['companies/by-id', '7'],
    ['companies/by-id', '1441'],
    ['companies/jobs', '162479'],
    ['companies/jobs-count', '99999999'],
  ]
  it.each(REAL)('%s still answers a real id %s', async (id, value) => {
    const def = ENDPOINTS.find((d) => d.id === id) as EndpointDef
    const res = await get(app, urlFor(def, value))
    expect(res.status).toBe(200)
  })
})

describe('ids are canonical', () => {
  it('a company is named by its canonical id, never an echo of the request', async () => {
    const plain = await get(app, '/v1/companies/by-id?companyId=7')
    const padded = await get(app, '/v1/companies/by-id?companyId=%207%20')
    expect(plain.body.data.id).toBe('7')
    expect(padded.text).toBe(plain.text)
    expect((await get(app, '/v1/companies/by-id?companyId=007')).status).toBe(404)
  })

  it.each([
    ['people/profile', 'Jane-Doe'],
    ['people/profile-by-url', 'https://www.network.example/in/JANE-DOE/'],
    ['people/connection-count', 'JANE-doe'],
  ])('%s: usernames are case-insensitive and answered in lower case (%s)', async (id, value) => {
    const def = ENDPOINTS.find((d) => d.id === id) as EndpointDef
    const mixed = await get(app, urlFor(def, value))
    const lower = await get(
      app,
      urlFor(def, def.param === 'url' ? 'https://www.network.example/in/jane-doe/' : 'jane-doe'),
    )
    expect(mixed.status).toBe(200)
    expect(mixed.text).toBe(lower.text)
  })

  it('keywords are matched whatever their case and spacing', async () => {
    const a = await get(app, '/v1/companies/search?keywords=Data%20%20Platform')
    const b = await get(app, '/v1/companies/search?keywords=data%20platform')
    expect(a.text).toBe(b.text)
  })
})

describe('searches the real service refuses', () => {
  const SEARCHES = ENDPOINTS.filter((d) => d.kind === 'keyword')
  const REFUSED = [
    '---',
    '...',
    '   ',
    '(software)',
    'a/b',
    'sales,marketing',
    "o'brien",
    '"quoted"',
    'r&d',
    'a;b',
    'key:value',
    'c*',
    'c++',
    'wow!',
    'why?',
    '%%%',
  ]
  const cases = SEARCHES.flatMap((def) => REFUSED.map((v) => [def.id, v, def] as const))

  it.each(cases)('%s answers 404 NOT_FOUND for %j', async (_id, value, def) => {
    const res = await get(app, urlFor(def, value))
    if (value.trim() === '') {
      expect(res.status).toBe(400)
      return
    }
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'Results not found', code: 'NOT_FOUND' })
  })

  it.each(SEARCHES.map((d) => [d.id, d] as const))(
    '%s: the empty-results scenario still answers 200 with an empty list',
    async (_id, def) => {
      const res = await get(app, urlFor(def, 'software'), {
        Authorization: 'Bearer mock-dev-key',
        'X-Mock-Scenario': 'empty-results',
      })
      expect(res.status).toBe(200)
      expect(res.body.data.items).toEqual([])
    },
  )

  it.each(SEARCHES.flatMap((d) => ['blorptastic', 'x(y', '!!!', 'Walsh & Partners'].map((k) => [d.id, k, d] as const)))(
    '%s: the empty-results scenario answers %j, which finds nothing, with 200 and an empty page too',
    async (_id, keyword, def) => {
      const headers = { Authorization: 'Bearer mock-dev-key', 'X-Mock-Scenario': 'empty-results' }
      const res = await get(app, urlFor(def, keyword), headers)
      expect(res.status).toBe(200)
      expect(res.body.data).toMatchObject({ items: [], total: 0 })
      expect((await get(app, urlFor(def, keyword))).status).toBe(404)
    },
  )

  it.each(SEARCHES.map((d) => [d.id, d] as const))(
    '%s: the not-found scenario answers searches with the 404 too',
    async (_id, def) => {
      const res = await get(app, urlFor(def, 'software'), {
        Authorization: 'Bearer mock-dev-key',
        'X-Mock-Scenario': 'not-found',
      })
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ message: 'Results not found', code: 'NOT_FOUND' })
    },
  )
})

describe('a fixture holding a not-found answer', () => {
  const body = (def: EndpointDef) => notFoundBody(def)
  const files: Record<string, unknown> = {}
  for (const def of ENDPOINTS) {
    const value = def.param === 'url' ? 'jane-doe' : (SAMPLE[def.param] as string)
    files[`${def.id}/${encodeURIComponent(value)}.404.json`] = body(def)
  }
  // a recording whose meta file kept the upstream's 404
  files['people/profile/kept-status.json'] = { message: 'Profile not found', code: 'NOT_FOUND' }
  files['people/profile/kept-status.meta.json'] = {
    recordedAt: '2025-06-01T00:00:00Z',
    endpoint: 'people/profile',
    parameters: {},
    page: 1,
    upstream: { status: 404, contentType: 'application/json' },
  }
  const dir = writeFiles(tempDir(), files)
  const withFixtures = createApp({ fixtures: dir, clock: 'virtual', warn: () => {} })

  it.each(ENDPOINTS.map((d) => [d.id, d] as const))(
    '%s: <value>.404.json answers 404 with its body',
    async (_id, def) => {
      const res = await get(withFixtures, urlFor(def, SAMPLE[def.param] as string))
      expect(res.status).toBe(404)
      expect(res.body).toEqual(body(def))
    },
  )

  it('a fixture whose meta file kept status 404 answers 404', async () => {
    const res = await get(withFixtures, '/v1/people/profile?username=kept-status')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'Profile not found', code: 'NOT_FOUND' })
  })

  it('a 200 fixture wins over the convention: a fixture can make a missing value exist', async () => {
    const profile = (await get(testApp(), '/v1/people/profile?username=jane-doe')).body
    const d = writeFiles(tempDir(), { 'people/profile/ghost-404.json': { ...profile, username: 'ghost-404' } })
    const a = createApp({ fixtures: d, clock: 'virtual', warn: () => {} })
    const res = await get(a, '/v1/people/profile?username=ghost-404')
    expect(res.status).toBe(200)
    expect(res.body.username).toBe('ghost-404')
  })

  it('a .404.json fixture that is not a not-found body is refused with its file and path', () => {
    const d = writeFiles(tempDir(), { 'people/profile/x.404.json': { message: 'Profile not found', code: 'GONE' } })
    const err = thrownBy(() => createApp({ fixtures: d, clock: 'virtual', warn: () => {} }), FixtureLoadError)
    expect(err.message).toMatch(/people\/profile\/x\.404\.json: \$\.code: .*\(fix: a \.404\.json fixture holds/)
  })
})
