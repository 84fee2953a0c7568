// The bench's search coverage: the held-out job-board keywords of test/data/search-held-out.ts (a measurement list,
// never the code's vocabulary) asked of a started mock's companies/search and posts/search; the share finding results.
import { get } from './processes.mjs'

const ENDPOINTS = ['companies', 'posts']

/**
 * Asks `origin` (a started mock, its search indexes warm) every held-out keyword on both search endpoints; returns
 * per endpoint the keywords found, asked and missed, per kind (common, niche, industry, skill, phrase, foreign) too,
 * plus the lines the bench prints.
 */
export async function searchCoverage(origin, headers) {
  // the list is TypeScript: read through tsx (a dev dependency), loaded only when this row runs
  const { tsImport } = await import('tsx/esm/api')
  const { HELD_OUT } = await tsImport('../../test/data/search-held-out.ts', import.meta.url)
  const result = {}
  for (const endpoint of ENDPOINTS) {
    const missed = []
    const kinds = {}
    for (const { keyword, kind } of HELD_OUT) {
      const res = await get(`${origin}/v1/${endpoint}/search?keywords=${encodeURIComponent(keyword)}`, headers)
      const found = res.status === 200 && JSON.parse(res.body).data.items.length > 0
      kinds[kind] ??= { found: 0, of: 0 }
      kinds[kind].of++
      if (found) kinds[kind].found++
      else missed.push(keyword)
    }
    const of = HELD_OUT.length
    result[endpoint] = { found: of - missed.length, of, rate: (of - missed.length) / of, kinds, missed }
  }
  const pct = (x) => `${(x * 100).toFixed(1)}%`
  const lines = ENDPOINTS.map((e) => {
    const r = result[e]
    const kinds = Object.entries(r.kinds)
      .map(([k, v]) => `${k} ${v.found}/${v.of}`)
      .join(', ')
    return `  held-out keywords finding results on ${e}/search: ${pct(r.rate)} (${r.found} of ${r.of}; ${kinds})`
  })
  return { ...result, lines }
}
