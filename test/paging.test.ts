import { describe, expect, it } from 'vitest'
import { ENDPOINTS, type EndpointDef } from '../src/endpoints.js'
import { createApp } from '../src/app.js'
import { tempDir, writeFiles } from './support/tmp.js'
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
  if (def.itemsKey !== null && typeof totals((await get(app, sampleUrl(def))).body).total === 'number')
    TOTALLED.push(def)
}

describe('paging', () => {
  it("finds a total in the spec's ten paged lists", () => {
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

  it.each(TOTALLED.map((e) => [e.id, e] as const))(
    '%s: total stays, pages are deterministic and differ, a page past the end is empty',
    async (_id, def) => {
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
    },
  )

  it.each(TOTALLED.map((e) => [e.id, e] as const))(
    '%s: start is an offset: start=10 is page 2, start=5 overlaps both',
    async (_id, def) => {
      const { value } = await longList(def)
      const p1 = itemsOf(def, await page(def, value, { page: '1' }))
      const p2 = itemsOf(def, await page(def, value, { page: '2' }))
      expect(JSON.stringify(itemsOf(def, await page(def, value, { start: '10' })))).toBe(JSON.stringify(p2))
      expect(JSON.stringify(itemsOf(def, await page(def, value, { start: '0' })))).toBe(JSON.stringify(p1))
      const mid = itemsOf(def, await page(def, value, { start: '5' }))
      expect(JSON.stringify(mid)).toBe(JSON.stringify([...p1.slice(5), ...p2.slice(0, 5)]))
    },
  )

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
  it.each(BAD_PAGING)(
    '%s=%s is 400 INVALID_PARAMETER naming the parameter, on every paged endpoint',
    async (name, value) => {
      for (const def of ENDPOINTS.filter((d) => d.paged)) {
        const { status, body, res } = await get(app, sampleUrl(def, { [name]: value }))
        expect(status, def.id).toBe(400)
        expect(res.headers.get('content-type')).toMatch(/^application\/json/)
        expect(body).toMatchObject({ code: 'INVALID_PARAMETER', parameter: name })
        expect(body.error).toContain(name)
      }
    },
  )
})

describe('posts/reposts pages by paginationToken', () => {
  /** A post with at least three pages of reposts. */
  async function longPost(): Promise<{ postId: string; total: number }> {
    for (const postId of paramValues(
      ENDPOINTS.find((d) => d.id === 'posts/reposts') as EndpointDef,
      app.mock.world,
      200,
      29,
    )) {
      const b = (await get(app, `/v1/posts/reposts?postId=${postId}`)).body
      if (b.data.total > 2 * SIZE) return { postId, total: b.data.total }
    }
    throw new Error('no post with three pages of reposts')
  }

  it('the token of page N returns page N+1, the same as asking for page N+1, and the last page\'s token is ""', async () => {
    const { postId, total } = await longPost()
    const pages = Math.ceil(total / SIZE)
    let token = (await get(app, `/v1/posts/reposts?postId=${postId}`)).body.data.paginationToken as string
    for (let n = 2; n <= pages; n++) {
      expect(token, `page ${n - 1}`).not.toBe('')
      const byToken = await get(app, `/v1/posts/reposts?postId=${postId}&paginationToken=${encodeURIComponent(token)}`)
      const byPage = await get(app, `/v1/posts/reposts?postId=${postId}&page=${n}`)
      expect(byToken.status).toBe(200)
      expect(byToken.body.data.currentPage).toBe(n)
      expect(byToken.text).toBe(byPage.text)
      token = byToken.body.data.paginationToken
    }
    expect(token).toBe('')
  })

  it.each([
    ['an unknown token', () => 'not-a-token'],
    [
      'a token of another post',
      async () => (await get(app, '/v1/posts/reposts?postId=1748511000204817')).body.data.paginationToken,
    ],
  ])('%s is a 400 naming the parameter', async (_name, tokenOf) => {
    const { postId } = await longPost()
    const token = await tokenOf()
    const r = await get(app, `/v1/posts/reposts?postId=${postId}&paginationToken=${encodeURIComponent(token || 'x')}`)
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'paginationToken' })
  })

  it('a token of another page size is stale', async () => {
    const { postId } = await longPost()
    const token = (await get(app, `/v1/posts/reposts?postId=${postId}`)).body.data.paginationToken
    const other = testApp({ seed: 5, pageSize: 5 })
    const r = await get(other, `/v1/posts/reposts?postId=${postId}&paginationToken=${encodeURIComponent(token)}`)
    expect(r.status).toBe(400)
  })

  it('the token a recorded page 1 carries leads to page 2 of the same list', async () => {
    const postId = '7312345678901234567'
    const recorded = (await get(testApp({ pageSize: 10 }), `/v1/posts/reposts?postId=${postId}`)).body
    recorded.data = { ...recorded.data, total: 25, totalPages: 3, paginationToken: 'dXBzdHJlYW0tdG9rZW4tcGFnZS0y' }
    const dir = writeFiles(tempDir(), { [`posts/reposts/${postId}.json`]: recorded })
    const withFixture = createApp({ fixtures: dir, clock: 'virtual', warn: () => {} })
    const next = await get(
      withFixture,
      `/v1/posts/reposts?postId=${postId}&paginationToken=dXBzdHJlYW0tdG9rZW4tcGFnZS0y`,
    )
    expect(next.status).toBe(200)
    expect(next.res.headers.get('x-mock-source')).toBe('generated')
    expect(next.body.data).toMatchObject({ currentPage: 2, total: 25, totalPages: 3 })
    expect(next.body.data.items).toHaveLength(10)
    expect(next.text).toBe((await get(withFixture, `/v1/posts/reposts?postId=${postId}&page=2`)).text)
  })
})

describe('later pages of a list whose page 1 is a fixture', () => {
  const withFixtures = createApp({ clock: 'virtual', warn: () => {} })
  it.each([
    ['/v1/posts/reposts?postId=1748511000204817', (b: any) => b.data.total],
    ['/v1/companies/jobs?companyId=7340021', (b: any) => b.data.total],
    ['/v1/companies/search?keywords=data%20platform', (b: any) => b.data.total],
    ['/v1/posts/search?keywords=data%20platform', (b: any) => b.data.total],
    ['/v1/articles/comments?articleId=what-we-learned-rebuilding-our-data-platform-4821', (b: any) => b.data.total],
    ['/v1/people/recommendations/received?username=ada-quinn', (b: any) => b.total],
  ])('%s: page 2 keeps the total of page 1', async (url, totalOf) => {
    const one = await get(withFixtures, url)
    const two = await get(withFixtures, `${url}&page=2`)
    expect(one.res.headers.get('x-mock-source')).toBe('fixture')
    expect(two.status).toBe(200)
    expect(totalOf(two.body)).toBe(totalOf(one.body))
  })
})
