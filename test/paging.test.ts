import { describe, expect, it } from 'vitest'
import { ENDPOINTS, type EndpointDef } from '../src/endpoints.js'
import { get, testApp } from './support/app.js'
import { paramValues, sampleUrl, urlFor } from './support/values.js'

const app = testApp({ seed: 5 })
const SIZE = 10

/** The items list at the endpoint's `itemsKey`. */
function itemsOf(def: EndpointDef, body: any): unknown[] {
  let v = body
  for (const part of (def.itemsKey ?? '').split('.')) v = v?.[part]
  if (!Array.isArray(v)) throw new Error(`${def.id}: no items at ${def.itemsKey}`)
  return v
}

/** total / totalPages wherever the endpoint reports them (`data`, or top level for recommendations). */
function totals(body: any): { total: unknown; totalPages: unknown } {
  const d = Array.isArray(body.data) ? body : body.data
  return { total: d.total, totalPages: d.totalPages }
}

async function page(def: EndpointDef, value: string, extra: Record<string, string>) {
  const r = await get(app, urlFor(def, value, extra))
  expect(r.status, `${def.id} ${value} ${JSON.stringify(extra)}: ${r.text.slice(0, 200)}`).toBe(200)
  return r.body
}

/** A value whose list has three pages or more, else the longest one with two (recommendations stop at 12). */
async function longList(def: EndpointDef): Promise<{ value: string; total: number }> {
  let best: { value: string; total: number } | undefined
  for (const value of paramValues(def, app.mock.world, 200, 17)) {
    const total = totals(await page(def, value, {})).total
    if (typeof total !== 'number' || total <= SIZE) continue
    if (!best || total > best.total) best = { value, total }
    if (total > 2 * SIZE) break
  }
  if (!best) throw new Error(`${def.id}: no value with more than one page among 200`)
  return best
}

// lists that report a total: the ones whose paging can be checked against it
const TOTALLED: EndpointDef[] = []
for (const def of ENDPOINTS) {
  if (def.itemsKey !== null && typeof totals((await get(app, sampleUrl(def))).body).total === 'number') TOTALLED.push(def)
}

describe('paging', () => {
  it('finds a total in the spec\'s ten paged lists', () => {
    expect(TOTALLED.map((e) => e.id).sort()).toEqual(
      [
        'posts/reposts',
        'companies/search',
        'people/recommendations/received',
        'people/recommendations/given',
        'people/interests/groups',
        'people/interests/companies',
        'posts/search',
        'articles/comments',
        'companies/jobs',
        'people/interests/newsletters',
      ].sort(),
    )
  })

  it.each(TOTALLED.map((e) => [e.id, e] as const))('%s: total stays, pages are deterministic and differ, a page past the end is empty', async (_id, def) => {
    const { value, total } = await longList(def)
    const first = await page(def, value, {})
    const p1 = await page(def, value, { page: '1' })
    const p2 = await page(def, value, { page: '2' })
    const p2again = await get(testApp({ seed: 5 }), urlFor(def, value, { page: '2' }))
    const p3 = await page(def, value, { page: '3' })
    expect(JSON.stringify(p1)).toBe(JSON.stringify(first))
    expect(p2again.text).toBe(JSON.stringify(p2))
    for (const p of [p2, p3]) expect(totals(p)).toEqual(totals(p1))
    if (totals(p1).totalPages !== undefined) expect(totals(p1).totalPages).toBe(Math.ceil(total / SIZE))
    expect(itemsOf(def, p1)).toHaveLength(SIZE)
    expect(itemsOf(def, p2)).toHaveLength(Math.min(SIZE, total - SIZE))
    expect(itemsOf(def, p3)).toHaveLength(Math.max(0, Math.min(SIZE, total - 2 * SIZE)))
    expect(JSON.stringify(itemsOf(def, p2))).not.toBe(JSON.stringify(itemsOf(def, p1)))
    expect(JSON.stringify(itemsOf(def, p3))).not.toBe(JSON.stringify(itemsOf(def, p2)))

    const lastPage = Math.ceil(total / SIZE)
    const last = await page(def, value, { page: String(lastPage) })
    expect(itemsOf(def, last)).toHaveLength(total - (lastPage - 1) * SIZE)
    const past = await page(def, value, { page: String(lastPage + 1) })
    expect(itemsOf(def, past)).toEqual([])
    expect(totals(past)).toEqual(totals(p1))
    const farPast = await page(def, value, { page: '999999' })
    expect(itemsOf(def, farPast)).toEqual([])
  })

  it.each(TOTALLED.map((e) => [e.id, e] as const))('%s: start is an offset: start=10 is page 2, start=5 overlaps both', async (_id, def) => {
    const { value } = await longList(def)
    const p1 = itemsOf(def, await page(def, value, { page: '1' }))
    const p2 = itemsOf(def, await page(def, value, { page: '2' }))
    expect(JSON.stringify(itemsOf(def, await page(def, value, { start: '10' })))).toBe(JSON.stringify(p2))
    expect(JSON.stringify(itemsOf(def, await page(def, value, { start: '0' })))).toBe(JSON.stringify(p1))
    const mid = itemsOf(def, await page(def, value, { start: '5' }))
    expect(JSON.stringify(mid)).toBe(JSON.stringify([...p1.slice(5), ...p2.slice(0, 5)]))
  })

  it('reports the page number asked for in currentPage (a string in article comments)', async () => {
    const reposts = ENDPOINTS.find((e) => e.id === 'posts/reposts')
    const comments = ENDPOINTS.find((e) => e.id === 'articles/comments')
    if (!reposts || !comments) throw new Error('missing endpoint')
    expect((await get(app, sampleUrl(reposts, { page: '3' }))).body.data.currentPage).toBe(3)
    expect((await get(app, sampleUrl(comments, { page: '3' }))).body.data.currentPage).toBe('3')
  })
})

const BAD_PAGING: readonly [string, string, string][] = [
  ['page', '0', 'page=0'],
  ['page', 'abc', 'page=abc'],
  ['page', '-1', 'page=-1'],
  ['page', '1.5', 'page=1.5'],
  ['start', '-1', 'start=-1'],
  ['start', 'ten', 'start=ten'],
]

describe('bad paging parameters', () => {
  it.each(BAD_PAGING)('%s=%s is 400 INVALID_PARAMETER naming the parameter, on every endpoint', async (name, value) => {
    for (const def of ENDPOINTS) {
      const { status, body, res } = await get(app, sampleUrl(def, { [name]: value }))
      expect(status, def.id).toBe(400)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(body).toMatchObject({ code: 'INVALID_PARAMETER', parameter: name })
      expect(body.error).toContain(name)
    }
  })
})
