import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { get, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'

// a fixture saved from the console kept the request's spelling (Jane-Doe.json), so jane-doe and JANE-DOE missed it
async function saveGenerated(fixtures: string, endpoint: string, value: string, page = 1) {
  const app = testApp({ fixtures })
  const query = `${ENDPOINT_PARAM[endpoint]}=${encodeURIComponent(value)}${page > 1 ? `&page=${page}` : ''}`
  const { body } = await get(app, `/v1/${endpoint}?${query}`)
  const saved = await app.request('/__admin/fixtures', {
    method: 'POST',
    body: JSON.stringify({ endpoint, value, page, body: { ...body, marker: value } }),
  })
  return { app, saved: { status: saved.status, body: (await saved.json()) as { name: string; file: string } } }
}

const ENDPOINT_PARAM: Record<string, string> = {
  'people/profile': 'username',
  'people/similar-profiles': 'username',
  'companies/search': 'keywords',
  'companies/by-id': 'companyId',
}

/** [endpoint, value as saved, page, file name, other spellings a request may use] */
const CASES: [string, string, number, string, string[]][] = [
  ['people/profile', 'Jane-Doe', 1, 'jane-doe.json', ['jane-doe', 'JANE-DOE', 'jAnE-dOe', ' jane-doe ']],
  ['people/profile', '  jane-doe\t', 1, 'jane-doe.json', ['jane-doe', 'Jane-Doe']],
  ['people/profile', 'ÉLODIE-MÜLLER', 1, '%C3%A9lodie-m%C3%BCller.json', ['élodie-müller', 'Élodie-Müller']],
  ['people/similar-profiles', 'Jane-Doe', 2, 'jane-doe@page-2.json', ['jane-doe', 'JANE-DOE']],
  [
    'companies/search',
    'Data   TOOLS',
    1,
    'data%20tools.json',
    ['data tools', 'DATA TOOLS', ' Data Tools ', 'data\ttools'],
  ],
  ['companies/by-id', '1441', 1, '1441.json', ['1441']],
]

it.each(CASES)(
  'saves %s "%s" (page %i) as %s, and every spelling of it is served the fixture, before and after a restart',
  async (endpoint, value, page, name, spellings) => {
    const fixtures = tempDir()
    const { app, saved } = await saveGenerated(fixtures, endpoint, value, page)
    expect(saved.status).toBe(201)
    expect(saved.body.name).toBe(name)
    expect(readdirSync(join(fixtures, endpoint))).toEqual([name])
    const restarted = testApp({ fixtures })
    for (const mock of [app, restarted]) {
      for (const spelling of [value, ...spellings]) {
        const url = `/v1/${endpoint}?${ENDPOINT_PARAM[endpoint]}=${encodeURIComponent(spelling)}&page=${page}`
        const res = await get(mock, url)
        expect({ spelling, source: res.res.headers.get('x-mock-source'), marker: res.body.marker }).toEqual({
          spelling,
          source: 'fixture',
          marker: value,
        })
      }
    }
  },
)

it('names a fixture by the same canonical spelling whatever casing and spacing the value was saved with', async () => {
  const username = fc.stringMatching(/^[a-z][a-z0-9-]{2,14}$/)
  const spelling = (base: string) =>
    fc
      .tuple(fc.array(fc.boolean(), { minLength: base.length, maxLength: base.length }), fc.nat(2), fc.nat(2))
      .map(([upper, before, after]) => {
        const cased = [...base].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join('')
        return `${' '.repeat(before)}${cased}${' '.repeat(after)}`
      })
  const cases = username.chain((base) => fc.tuple(fc.constant(base), spelling(base), spelling(base)))
  await fc.assert(
    fc.asyncProperty(cases, async ([base, saveAs, askAs]) => {
      const fixtures = tempDir()
      const { app, saved } = await saveGenerated(fixtures, 'people/profile', saveAs)
      expect(saved.body.name).toBe(`${base}.json`)
      const res = await get(app, `/v1/people/profile?username=${encodeURIComponent(askAs)}`)
      expect(res.res.headers.get('x-mock-source')).toBe('fixture')
    }),
    { numRuns: 20 },
  )
})

it.each(['jane.404', 'jane.META', 'x.404'])(
  'saves the value %s under a name that is no not-found or meta file, served after a restart',
  async (value) => {
    const fixtures = tempDir()
    const { saved } = await saveGenerated(fixtures, 'people/profile', value)
    expect(saved.status).toBe(201)
    expect(saved.body.name).not.toMatch(/\.(404|meta)\.json$/i)
    const res = await get(testApp({ fixtures }), `/v1/people/profile?username=${encodeURIComponent(value)}`)
    expect({ status: res.status, source: res.res.headers.get('x-mock-source') }).toEqual({
      status: 200,
      source: 'fixture',
    })
  },
)
