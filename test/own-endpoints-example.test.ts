// The shipped example config (examples/extra-endpoints): its endpoints answer the shapes docs/own-endpoints.md lists.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createApp } from '../src/app.js'
import { DEV, get, testApp } from './support/app.js'

const CONFIG = 'examples/extra-endpoints/mock.config.ts'
const app = testApp({ config: CONFIG })

// the first people search indexes the world's whole population (seconds of CPU on a busy machine), once per world
beforeAll(async () => {
  expect((await get(app, '/v1/people/search?keywords=engineer')).status).toBe(200)
}, 180_000)

/** The shapes docs/own-endpoints.md lists, field for field. */
const PERSON_HIT = z
  .object({
    fullName: z.string().min(1),
    firstName: z.string(),
    lastName: z.string(),
    headline: z.string(),
    summary: z.string(),
    // empty for a person without a picture, as profile bodies have it
    profilePicture: z.union([z.string().url(), z.literal('')]),
    location: z.string(),
    profileURL: z.string().regex(/^https:\/\/www\.network\.example\/in\/[^/]+$/),
    username: z.string(),
  })
  .strict()
const LOCATION = z.object({ id: z.string().regex(/^\d+$/), name: z.string().min(1) }).strict()
const JOB_HIT = z
  .object({
    id: z.string().regex(/^\d+$/),
    title: z.string(),
    url: z.string().url(),
    referenceId: z.string(),
    postAt: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+0000 UTC$/),
    postedTimestamp: z.number().int(),
    location: z.string(),
    type: z.string(),
    company: z
      .object({ id: z.number().int(), name: z.string(), logo: z.string().nullable(), url: z.string() })
      .strict(),
  })
  .strict()
const page = <T extends z.ZodType>(item: T) =>
  z
    .object({
      success: z.literal(true),
      message: z.string(),
      data: z.object({ total: z.number().int(), items: z.array(item) }).strict(),
    })
    .strict()
const LONG_PROFILE_FIELDS = [
  // people/profile's own
  'username',
  'firstName',
  'lastName',
  'headline',
  'location',
  'about',
  'profilePicture',
  'backgroundImage',
  'followerCount',
  'connectionCount',
  // profile-by-url's
  'id',
  'urn',
  'isTopVoice',
  'isCreator',
  'isPremium',
  'summary',
  'geo',
  'educations',
  'position',
  'projects',
]

describe('the example config', () => {
  it.each([
    ['/v1/people/search?keywords=engineer', PERSON_HIT],
    ['/v1/people/search?keywords=data%20engineer&geo=103644278&start=10', PERSON_HIT],
    ['/v1/people/search?keywordTitle=nurse&schoolId=12345', PERSON_HIT],
    ['/v1/locations/search?keyword=berlin', LOCATION],
    ['/v1/locations/search?keywords=New%20York', LOCATION],
    ['/v1/jobs/search?keywords=python&locationId=103644278&datePosted=pastWeek&sort=mostRecent', JOB_HIT],
    ['/v1/jobs/search?keyword=nurse&geo=101174742&start=20', JOB_HIT],
  ])('answers %s with the documented shape', async (url, item) => {
    const { status, body } = await get(app, url)
    expect(status, JSON.stringify(body)).toBe(200)
    const parsed = page(item).parse(body)
    expect(parsed.data.items.length).toBeLessThanOrEqual(10)
  })

  it('pages people/search 10 at a time by start, in steps of 10', async () => {
    const first = (await get(app, '/v1/people/search?keywords=pm')).body
    const second = (await get(app, '/v1/people/search?keywords=pm&start=10')).body
    expect(first.data.items).toHaveLength(10)
    expect(second.data.total).toBe(first.data.total)
    expect(second.data.items[0]).not.toEqual(first.data.items[0])
    expect((await get(app, '/v1/people/search?keywords=pm&start=15')).body.code).toBe('INVALID_PARAMETER')
  })

  it.each(['engineer', 'marketing', 'sales', 'nurse', 'designer'])(
    'finds a person of the world by the first and last name a %s search shows',
    async (word) => {
      const first = (await get(app, `/v1/people/search?keywords=${word}`)).body.data.items[0]
      const q = new URLSearchParams({ firstName: first.firstName, lastName: first.lastName })
      const { status, body } = await get(app, `/v1/people/search?${q}`)
      expect(status).toBe(200)
      expect(body.data.items.map((h: { username: string }) => h.username)).toContain(first.username)
      for (const hit of body.data.items)
        expect([hit.firstName, hit.lastName]).toEqual([first.firstName, first.lastName])
    },
  )

  it('answers the real 404 for a name no one in the world has', async () => {
    const { status, body } = await get(app, '/v1/people/search?firstName=Zqxwv&lastName=Kjhgf')
    expect([status, body]).toEqual([404, { message: 'Results not found', code: 'NOT_FOUND' }])
  })

  it('narrows people/search to the city of a location id that locations/search gives', async () => {
    const berlin = (await get(app, '/v1/locations/search?keyword=berlin')).body.data.items[0]
    const { body } = await get(app, `/v1/people/search?keywords=engineer&geo=${berlin.id}`)
    expect(body.data.items.length).toBeGreaterThan(0)
    for (const hit of body.data.items) expect(hit.location).toMatch(/Berlin/)
  })

  it.each([
    '/v1/people/search?keywords=a(b',
    '/v1/people/search?firstName=O%27Brien',
    '/v1/people/search?keywordTitle=C%2B%2B',
    '/v1/jobs/search?keywords=sales%3Bmarketing',
    '/v1/locations/search?keyword=what%3F',
    '/v1/people/search?keywords=ghost-404',
  ])('answers %s with the real 404 body, as the built-in searches do', async (url) => {
    const { status, body } = await get(app, url)
    expect([status, body]).toEqual([404, { message: 'Results not found', code: 'NOT_FOUND' }])
  })

  it('answers the long profile on people/profile, by username or profile URL, and 404 for an unknown one', async () => {
    const { status, body } = await get(app, '/v1/people/profile?username=jane-doe')
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual([...LONG_PROFILE_FIELDS].sort())
    expect(body.position.length).toBeGreaterThan(0)
    expect(body.geo).toEqual({ country: expect.any(String), city: expect.any(String), countryCode: expect.any(String) })
    const byUrl = await get(
      app,
      `/v1/people/profile?url=${encodeURIComponent('https://www.network.example/in/jane-doe/')}`,
    )
    expect(byUrl.body).toEqual(body)
    const plain = await get(testApp(), '/v1/people/profile?username=jane-doe')
    for (const [k, v] of Object.entries(plain.body)) expect(body[k], k).toEqual(v)
    expect((await get(app, '/v1/people/profile?username=ghost-404')).body).toEqual({
      message: 'Profile not found',
      code: 'NOT_FOUND',
    })
  })

  it("starts with the package's fixtures, whose people/profile ones describe the short profile it answers in place of", async () => {
    const warnings: string[] = []
    const shipped = createApp({ config: CONFIG, clock: 'virtual', warn: (m) => warnings.push(m) })
    expect(warnings).toEqual([expect.stringMatching(/^skipped fixture .*people\/profile\/ada-quinn\.json: /)])
    const { status, res, body } = await get(shipped, '/v1/people/profile?username=ada-quinn')
    expect([status, res.headers.get('x-mock-source')]).toEqual([200, 'generated'])
    expect(Object.keys(body).sort()).toEqual([...LONG_PROFILE_FIELDS].sort())
    expect((await get(shipped, '/v1/people/profile-by-url?url=ada-quinn')).res.headers.get('x-mock-source')).toBe(
      (await get(createApp({ clock: 'virtual' }), '/v1/people/profile-by-url?url=ada-quinn')).res.headers.get(
        'x-mock-source',
      ),
    )
  })

  describe('with EXTRA_ENDPOINTS_SEARCH_DATA=array', () => {
    afterEach(() => {
      delete process.env.EXTRA_ENDPOINTS_SEARCH_DATA
    })

    it('answers each search with data as the array of items, and the scenarios find the list there', async () => {
      process.env.EXTRA_ENDPOINTS_SEARCH_DATA = 'array'
      const arrays = testApp({ config: CONFIG })
      for (const [url, item] of [
        ['/v1/people/search?keywords=pm', PERSON_HIT],
        ['/v1/locations/search?keyword=paris', LOCATION],
        ['/v1/jobs/search?keywords=go', JOB_HIT],
      ] as const) {
        const { body } = await get(arrays, url)
        z.object({ success: z.literal(true), message: z.string(), data: z.array(item) })
          .strict()
          .parse(body)
        const empty = await get(arrays, url, { ...DEV, 'X-Mock-Scenario': 'empty-results' })
        expect(empty.body.data).toEqual([])
      }
      // a new app is a new world, whose first people search indexes its population again
    }, 180_000)
  })
})
