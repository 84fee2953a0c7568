import fc from 'fast-check'
import { beforeAll, expect, it } from 'vitest'
import { get, testApp } from '../support/app.js'

// The shipped example's jobs/search ignored keywords and locationId: 162 jobs for a nonsense word, anywhere. It now
// answers the open jobs of the world's companies with every word of the keywords in the title, the company's name or
// the description, in the city of the location id locations/search gives, and 404 Results not found for none, as
// the real service and the example's people/search do.
const app = testApp({ config: 'examples/extra-endpoints/mock.config.ts' })
const NOT_FOUND = { message: 'Results not found', code: 'NOT_FOUND' }
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

// the first job search reads the companies' open jobs once per world (a second or so of CPU)
beforeAll(async () => {
  expect((await get(app, '/v1/jobs/search?keywords=engineer')).status).toBe(200)
}, 120_000)

it('answers 404 Results not found for words no job has', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.stringMatching(/^[a-z]{6,12}$/).map((w) => `zq${w}`),
      fc.option(fc.constantFrom('100000010', '100000000', '103644278'), { nil: undefined }),
      async (word, locationId) => {
        const q = new URLSearchParams({ keywords: word, ...(locationId ? { locationId } : {}) })
        const { status, body } = await get(app, `/v1/jobs/search?${q}`)
        expect([status, body]).toEqual([404, NOT_FOUND])
      },
    ),
    { numRuns: 30 },
  )
})

it.each(['engineer', 'data engineer', 'Nurse', 'python', 'sales manager', 'désigner'])(
  'every job %s finds has each word in its title, company or description',
  async (keywords) => {
    const { status, body } = await get(app, `/v1/jobs/search?keywords=${encodeURIComponent(keywords)}`)
    if (status === 404) return expect(body).toEqual(NOT_FOUND)
    expect(status).toBe(200)
    expect(body.data.items.length).toBeGreaterThan(0)
    for (const hit of body.data.items) {
      const job = (await get(app, `/v1/jobs/details?jobId=${hit.id}`)).body.data
      const text = fold(`${hit.title} ${hit.company.name} ${job.description}`)
      for (const word of fold(keywords).split(' ')) expect(text, hit.title).toContain(word)
    }
  },
)

it.each(['berlin', 'paris', 'london', 'toronto', 'sydney'])(
  'narrows jobs/search to the city of the location id locations/search gives for %s',
  async (keyword) => {
    const place = (await get(app, `/v1/locations/search?keyword=${keyword}`)).body.data.items[0]
    const city = place.name.split(',')[0]
    const all = (await get(app, '/v1/jobs/search?keywords=a')).body.data.total
    const { status, body } = await get(app, `/v1/jobs/search?keywords=a&locationId=${place.id}`)
    expect(status).toBe(200)
    expect(body.data.total).toBeLessThan(all)
    for (const hit of body.data.items) expect(hit.location.startsWith(`${city},`), hit.location).toBe(true)
    const geo = await get(app, `/v1/jobs/search?keywords=a&geo=${place.id}&start=0`)
    expect(geo.body.data.total).toBe(body.data.total)
  },
)

it('pages the same list: the total is the same on every page, and no job is on two', async () => {
  const first = (await get(app, '/v1/jobs/search?keywords=engineer')).body.data
  const second = (await get(app, '/v1/jobs/search?keywords=engineer&start=10')).body.data
  expect(second.total).toBe(first.total)
  const ids = new Set(first.items.map((j: { id: string }) => j.id))
  for (const job of second.items) expect(ids.has(job.id)).toBe(false)
})
