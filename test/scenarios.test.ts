import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENDPOINTS, type EndpointDef } from '../src/endpoints.js'
import type { RuntimeApp } from '../src/app.js'
import { SAMPLE, sampleUrl, urlFor } from './support/values.js'
import { DEV, get, testApp } from './support/app.js'

/** Response headers without the CORS ones, which every answer carries alike. */
function ownHeaders(res: Response): Record<string, string> {
  const out: Record<string, string> = {}
  res.headers.forEach((v, k) => {
    if (!k.startsWith('access-control-')) out[k] = v
  })
  return out
}

const JSON_ONLY = { 'content-type': 'application/json' }
const SERVED = { 'content-type': 'application/json', 'x-mock-source': 'generated' }

const withScenario = (name: string) => ({ ...DEV, 'X-Mock-Scenario': name })

async function defaultBody(app: RuntimeApp, def: EndpointDef): Promise<string> {
  const { status, text } = await get(app, sampleUrl(def))
  expect(status).toBe(200)
  return text
}

const LISTS = ENDPOINTS.filter((d) => d.itemsKey !== null)
const NON_LISTS = ENDPOINTS.filter((d) => d.itemsKey === null)
const all = ENDPOINTS.map((d) => [d.id, d] as const)

/** Where each endpoint's list lives, written out rather than read from the endpoint table. */
const LIST_AT: Record<string, string[]> = {
  'posts/reposts': ['data', 'items'],
  'companies/search': ['data', 'items'],
  'people/recommendations/received': ['data'],
  'people/recommendations/given': ['data'],
  'people/similar-profiles': ['data', 'items'],
  'jobs/hiring-team': ['data', 'items'],
  'people/interests/groups': ['data', 'items'],
  'people/posted-jobs': ['data', 'items'],
  'people/interests/companies': ['data', 'items'],
  'posts/search': ['data', 'items'],
  'articles/comments': ['data', 'items'],
  'companies/jobs': ['data', 'items'],
  'people/position-skills': ['data', 'items'],
  'people/interests/newsletters': ['data', 'items'],
}

/** posted-jobs answers `items: null` (as observed) for everyone who posted no job, so there a list may not be an array. */
const ALWAYS_NULL = new Set(['people/posted-jobs'])

const MORE_VALUES: Record<string, string[]> = {
  username: ['satyanadella', 'a', 'sam-smith'],
  companyId: ['1', '777'],
  keywords: ['software', 'ai'],
  jobId: ['14410000', '14410002'],
}

const listOf = (body: Obj, path: string[]): unknown => path.reduce<unknown>((v, p) => (v as Obj | null)?.[p], body)

/** A request URL whose normal answer has a non-empty list, so emptying or nulling it is a visible change. */
async function urlWithItems(app: RuntimeApp, def: EndpointDef): Promise<string> {
  const path = LIST_AT[def.id] ?? []
  // members of the world's population last: only they have recommendations (both sides of each)
  const members =
    def.param === 'username' ? Array.from({ length: 40 }, (_, i) => app.mock.world.personAt(i * 97).username) : []
  for (const value of [SAMPLE[def.param] ?? '', ...(MORE_VALUES[def.param] ?? []), ...members]) {
    const url = urlFor(def, value)
    const list = listOf((await get(app, url)).body as Obj, path)
    if (Array.isArray(list) && list.length > 0) return url
  }
  if (!ALWAYS_NULL.has(def.id)) throw new Error(`no sample value of ${def.id} gives a non-empty list`)
  return sampleUrl(def)
}

/** The real service's not-found wording for each lookup; null: the endpoint is a search and answers empty. */
const NOT_FOUND: Record<string, string | null> = {
  'posts/reposts': 'Post not found',
  'companies/search': 'Results not found',
  'people/profile-by-url': 'Profile not found',
  'people/recommendations/received': 'Profile not found',
  'people/recommendations/given': 'Profile not found',
  'people/similar-profiles': 'Profile not found',
  'people/profile': 'Profile not found',
  'jobs/hiring-team': 'Job not found',
  'jobs/details': 'Job not found',
  'people/interests/groups': 'Profile not found',
  'companies/by-id': 'Company not found',
  'people/posted-jobs': 'Profile not found',
  'companies/jobs-count': 'Company not found',
  'people/connection-count': 'Profile not found',
  'people/interests/companies': 'Profile not found',
  'posts/search': 'Results not found',
  'articles/comments': 'Article not found',
  'companies/jobs': 'Company not found',
  'people/position-skills': 'Profile not found',
  'people/interests/newsletters': 'Profile not found',
}

type Obj = Record<string, unknown>

/** Sets the value at a path of a parsed body, returning the parent that held it. */
function setAt(body: Obj, path: string[], value: unknown): Obj {
  let holder = body
  for (const p of path.slice(0, -1)) holder = holder[p] as Obj
  holder[path[path.length - 1] as string] = value
  return holder
}

describe('the table of list endpoints', () => {
  it('names exactly the endpoints whose bodies carry a list', () => {
    expect(LISTS.map((d) => d.id).sort()).toEqual(Object.keys(LIST_AT).sort())
    expect(Object.keys(NOT_FOUND).sort()).toEqual(ENDPOINTS.map((d) => d.id).sort())
  })
})

describe('default', () => {
  it.each(all)('%s answers 200 with a schema-true body and the same bytes as without the switch', async (_id, def) => {
    const app = testApp()
    const plain = await defaultBody(app, def)
    const { status, text, body, res } = await get(app, sampleUrl(def), withScenario('default'))
    expect(status).toBe(200)
    expect(ownHeaders(res)).toEqual(SERVED)
    expect(text).toBe(plain)
    expect(def.schema.safeParse(body).success).toBe(true)
  })
})

const REFUSALS = [
  ['missing-key', 401, { error: 'Missing API key', code: 'MISSING_API_KEY' }, { 'www-authenticate': 'Bearer' }],
  ['invalid-key', 401, { error: 'Invalid API key', code: 'INVALID_API_KEY' }, { 'www-authenticate': 'Bearer' }],
  ['rate-limited', 429, { error: 'Rate limit exceeded', code: 'RATE_LIMIT_EXCEEDED' }, { 'retry-after': '30' }],
  ['credits-exhausted', 402, { error: 'Insufficient credits', code: 'INSUFFICIENT_CREDITS' }, {}],
  ['server-error', 500, { error: 'Internal server error', code: 'INTERNAL_ERROR' }, {}],
] as const

describe.each(REFUSALS)('%s', (name, status, body, headers) => {
  it.each(all)(`%s answers ${status} with the exact error body and headers`, async (_id, def) => {
    const app = testApp()
    const res = await get(app, sampleUrl(def), withScenario(name))
    expect(res.status).toBe(status)
    expect(res.body).toEqual(body)
    expect(ownHeaders(res.res)).toEqual({ ...JSON_ONLY, ...headers })
  })

  it('charges nothing and counts nothing against the key', async () => {
    const app = testApp()
    const key = 'test_starter_0000000000000001'
    const before = app.mock.keys.get(key)?.credits
    for (const def of ENDPOINTS)
      await get(app, sampleUrl(def), { Authorization: `Bearer ${key}`, 'X-Mock-Scenario': name })
    expect(app.mock.keys.get(key)?.credits).toBe(before)
    expect(app.mock.keys.get(key)?.window.length).toBe(0)
  })
})

describe('null-items', () => {
  it.each(LISTS.map((d) => [d.id, d] as const))(
    '%s answers its list as null, everything else unchanged',
    async (id, def) => {
      const app = testApp()
      const url = await urlWithItems(app, def)
      const expected = (await get(app, url)).body as Obj
      setAt(expected, LIST_AT[id] ?? [], null)
      const { status, body, res } = await get(app, url, withScenario('null-items'))
      expect(status).toBe(200)
      expect(ownHeaders(res)).toEqual(SERVED)
      expect(body).toEqual(expected)
    },
  )

  it.each(NON_LISTS.map((d) => [d.id, d] as const))('%s has no list and answers unchanged', async (_id, def) => {
    const app = testApp()
    const plain = await defaultBody(app, def)
    const { status, text } = await get(app, sampleUrl(def), withScenario('null-items'))
    expect(status).toBe(200)
    expect(text).toBe(plain)
  })
})

describe('empty-results', () => {
  it.each(LISTS.map((d) => [d.id, d] as const))(
    '%s answers an empty list with total, totalPages and count at 0',
    async (id, def) => {
      const app = testApp()
      const url = await urlWithItems(app, def)
      const expected = (await get(app, url)).body as Obj
      const path = LIST_AT[id] ?? []
      const holder = setAt(expected, path, [])
      // totals sit beside the list, or at the top level when `data` is the list itself
      const totals = path.length > 1 ? holder : expected
      for (const t of ['total', 'totalPages', 'count']) if (t in totals) totals[t] = 0
      const { status, body, res } = await get(app, url, withScenario('empty-results'))
      expect(status).toBe(200)
      expect(ownHeaders(res)).toEqual(SERVED)
      expect(body).toEqual(expected)
      expect(def.schema.safeParse(body).success).toBe(true)
    },
  )

  const counts = NON_LISTS.filter((d) => d.countKey === undefined)
  it.each(counts.map((d) => [d.id, d] as const))('%s has no list and answers unchanged', async (_id, def) => {
    const app = testApp()
    const plain = await defaultBody(app, def)
    const { status, text } = await get(app, sampleUrl(def), withScenario('empty-results'))
    expect(status).toBe(200)
    expect(text).toBe(plain)
  })

  it.each(['1441', '2345678', '98765'])('company %s: jobs-count agrees with the emptied companies/jobs', async (id) => {
    const app = testApp()
    const plain = await get(app, `/v1/companies/jobs-count?companyId=${id}`)
    const jobs = await get(app, `/v1/companies/jobs?companyId=${id}`, withScenario('empty-results'))
    const count = await get(app, `/v1/companies/jobs-count?companyId=${id}`, withScenario('empty-results'))
    expect(count.status).toBe(200)
    expect(jobs.body.data.total).toBe(0)
    expect(count.body).toEqual({ ...plain.body, data: { ...plain.body.data, total: jobs.body.data.total } })
  })
})

describe('not-found', () => {
  const lookups = ENDPOINTS.filter((d) => NOT_FOUND[d.id] !== null).map((d) => [d.id, d] as const)

  it.each(lookups)('%s answers 404 with the real service body for its entity', async (id, def) => {
    const app = testApp()
    const res = await get(app, sampleUrl(def), withScenario('not-found'))
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: NOT_FOUND[id], code: 'NOT_FOUND' })
    expect(ownHeaders(res.res)).toEqual(JSON_ONLY)
  })
})

describe('slow', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Steps fake time until the request settles; returns the delay it was held for, to 10 ms. */
  async function heldFor(app: RuntimeApp, url: string): Promise<{ ms: number; res: Response }> {
    let settled: Response | undefined
    void Promise.resolve(app.request(url, { headers: withScenario('slow') })).then((r) => (settled = r))
    let ms = 0
    while (!settled && ms <= 5000) {
      await vi.advanceTimersByTimeAsync(10)
      ms += 10
    }
    if (!settled) throw new Error('still pending after 5 s of fake time')
    return { ms, res: settled }
  }

  it.each(all)('%s answers normally after a delay of 1.5 to 3 s', async (_id, def) => {
    const app = testApp()
    const plain = await defaultBody(app, def)
    vi.useFakeTimers()
    const { ms, res } = await heldFor(app, sampleUrl(def))
    expect(ms).toBeGreaterThanOrEqual(1500)
    expect(ms).toBeLessThanOrEqual(3010)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(plain)
  })

  it('draws the same delays for the same seed and call sequence', async () => {
    vi.useFakeTimers()
    const url = sampleUrl(ENDPOINTS[0] as EndpointDef)
    const delays = async (seed: number) => {
      const app = testApp({ seed })
      const out: number[] = []
      for (let i = 0; i < 4; i++) out.push((await heldFor(app, url)).ms)
      return out
    }
    const first = await delays(3)
    expect(await delays(3)).toEqual(first)
    expect(new Set(first).size).toBeGreaterThan(1)
  })
})

describe('flaky', () => {
  const ERROR_BODIES: Record<number, unknown> = {
    500: { error: 'Internal server error', code: 'INTERNAL_ERROR' },
    503: { error: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' },
  }

  async function statuses(app: RuntimeApp, url: string, n: number): Promise<number[]> {
    const out: number[] = []
    for (let i = 0; i < n; i++) {
      const { status, body } = await get(app, url, withScenario('flaky'))
      if (status !== 200) expect(body).toEqual(ERROR_BODIES[status])
      out.push(status)
    }
    return out
  }

  it.each(all)('%s mixes normal answers with 500 and 503 errors', async (_id, def) => {
    const seen = new Set(await statuses(testApp(), sampleUrl(def), 60))
    expect(seen.has(200)).toBe(true)
    expect([...seen].every((s) => s === 200 || s === 500 || s === 503)).toBe(true)
    expect(seen.size).toBeGreaterThan(1)
  })

  it('fails about 20% of 1000 calls with both 500 and 503, the same sequence on a rerun', async () => {
    const url = sampleUrl(ENDPOINTS[6] as EndpointDef)
    const first = await statuses(testApp({ seed: 11 }), url, 1000)
    const failures = first.filter((s) => s !== 200)
    expect(failures.length).toBeGreaterThan(150)
    expect(failures.length).toBeLessThan(250)
    expect(failures).toContain(500)
    expect(failures).toContain(503)
    expect(await statuses(testApp({ seed: 11 }), url, 1000)).toEqual(first)
    expect(await statuses(testApp({ seed: 12 }), url, 200)).not.toEqual(first.slice(0, 200))
  })
})

describe('throttle-then-recover', () => {
  it.each(all)(
    '%s serves 3 calls, then 429 with Retry-After, then serves once the clock passed it',
    async (_id, def) => {
      const app = testApp()
      const plain = await defaultBody(app, def)
      const url = sampleUrl(def)
      for (let i = 0; i < 3; i++) expect((await get(app, url, withScenario('throttle-then-recover'))).text).toBe(plain)
      const refused = await get(app, url, withScenario('throttle-then-recover'))
      expect(refused.status).toBe(429)
      expect(refused.body).toEqual({ error: 'Rate limit exceeded', code: 'RATE_LIMIT_EXCEEDED' })
      expect(ownHeaders(refused.res)).toEqual({ ...JSON_ONLY, 'retry-after': '30' })
      app.mock.clock.advance(10_000)
      const still = await get(app, url, withScenario('throttle-then-recover'))
      expect(still.status).toBe(429)
      expect(still.res.headers.get('retry-after')).toBe('20')
      app.mock.clock.advance(20_000)
      for (let i = 0; i < 5; i++) {
        const after = await get(app, url, withScenario('throttle-then-recover'))
        expect(after.status).toBe(200)
        expect(after.text).toBe(plain)
      }
    },
  )

  it('throttles each key on its own', async () => {
    const app = testApp()
    const url = sampleUrl(ENDPOINTS[6] as EndpointDef)
    const growth = { Authorization: 'Bearer test_growth_00000000000000002', 'X-Mock-Scenario': 'throttle-then-recover' }
    for (let i = 0; i < 3; i++) await get(app, url, withScenario('throttle-then-recover'))
    expect((await get(app, url, withScenario('throttle-then-recover'))).status).toBe(429)
    expect((await get(app, url, growth)).status).toBe(200)
  })
})
