import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../../src/endpoints.js'
import { get, testApp } from '../support/app.js'
import { sampleUrl, urlFor } from '../support/values.js'

// `page=abc` was refused with 400 INVALID_PARAMETER on endpoints that have no pages, and `page=2` of one of them
// missed its fixture (page 2 of a fixture is only ever its own recording), so a saved profile was not served

const UNPAGED = ENDPOINTS.filter((def) => !def.paged)
const PAGED = ENDPOINTS.filter((def) => def.paged)

/** Paging parameters as clients send them, good and bad. */
const PAGING: Record<string, string>[] = [
  { page: 'abc' },
  { page: '0' },
  { page: '-1' },
  { page: '1.5' },
  { page: '2' },
  { page: '99999999999' },
  { start: 'ten' },
  { start: '10' },
  { page: '3', start: '-5' },
  { paginationToken: 'not-a-token' },
  { sortBy: 'date_posted', page: '' },
]

describe('endpoints without pages', () => {
  const app = testApp({ seed: 3 })

  it('are the endpoints without a list', () => {
    expect(UNPAGED.map((def) => def.id).sort()).toEqual(
      ENDPOINTS.filter((def) => def.itemsKey === null)
        .map((def) => def.id)
        .sort(),
    )
    expect(UNPAGED.length).toBeGreaterThan(0)
  })

  it.each(UNPAGED.map((def) => [def.id, def] as const))(
    '%s ignores every paging parameter: the same answer as without them',
    async (_id, def) => {
      const plain = await get(app, sampleUrl(def))
      expect(plain.status).toBe(200)
      for (const paging of PAGING) {
        const asked = await get(app, sampleUrl(def, paging))
        expect({ paging, status: asked.status }).toEqual({ paging, status: 200 })
        expect(asked.text).toBe(plain.text)
      }
    },
  )

  it('ignore any page value, whatever its bytes', async () => {
    const def = UNPAGED[0] as (typeof UNPAGED)[number]
    const plain = (await get(app, sampleUrl(def))).text
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('page', 'start'), fc.string({ unit: 'binary', maxLength: 40 }), async (n, v) => {
        const asked = await get(app, sampleUrl(def, { [n]: v }))
        expect(asked.status).toBe(200)
        expect(asked.text).toBe(plain)
      }),
      { numRuns: 60 },
    )
  })

  it('serve their fixture whatever page is asked for', async () => {
    const shipped = testApp({ fixtures: undefined })
    const def = ENDPOINTS.find((d) => d.id === 'people/profile') as (typeof ENDPOINTS)[number]
    const plain = await get(shipped, urlFor(def, 'ada-quinn'))
    expect(plain.res.headers.get('x-mock-source')).toBe('fixture')
    for (const paging of [{ page: '2' }, { start: '30' }] as Record<string, string>[]) {
      const asked = await get(shipped, urlFor(def, 'ada-quinn', paging))
      expect(asked.res.headers.get('x-mock-source'), JSON.stringify(paging)).toBe('fixture')
      expect(asked.text).toBe(plain.text)
    }
  })
})

describe('endpoints with pages', () => {
  const app = testApp({ seed: 3 })

  it.each(PAGED.map((def) => [def.id, def] as const))('%s still refuses page=abc naming it', async (_id, def) => {
    const { status, body } = await get(app, sampleUrl(def, { page: 'abc' }))
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'page' })
  })
})
