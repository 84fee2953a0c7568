import { describe, expect, it } from 'vitest'
import { createApp } from '../src/app.js'
import { FixtureLoadError } from '../src/data/fixture-store.js'
import { ENDPOINTS } from '../src/endpoints.js'
import { FileError } from '../src/errors.js'
import { WorldFactsError } from '../src/world/facts.js'
import { get, testApp } from './support/app.js'
import { thrownBy } from './support/throws.js'
import { tempDir, writeFiles } from './support/tmp.js'

const generated = testApp({ seed: 8 })

/** A schema-true body of an endpoint, changed so it cannot be mistaken for generated data. */
async function bodyOf(url: string, change: (b: any) => void): Promise<any> {
  const { status, body } = await get(generated, url)
  expect(status).toBe(200)
  change(body)
  return body
}

function companyItem(id: number, name: string) {
  const slug = name.toLowerCase().replace(/ /g, '-')
  return {
    id,
    name,
    universalName: slug,
    tagline: 'Made up for a test',
    logo: `https://media.network.example/${slug}.png`,
    networkURL: `https://www.network.example/company/${slug}/`,
  }
}

const profile = await bodyOf('/v1/people/profile?username=jane-doe', (b) => {
  b.firstName = 'Fixturia'
  b.headline = 'Recorded by hand'
})
const byUrl = await bodyOf('/v1/people/profile-by-url?url=https://www.network.example/in/jane-doe/', (b) => {
  b.firstName = 'Fixturia'
  b.headline = 'Recorded by hand'
})
const companyDefault = await bodyOf('/v1/companies/by-id?companyId=1', (b) => {
  b.data.name = 'Default Fixture Corp'
})
const company1441 = await bodyOf('/v1/companies/by-id?companyId=1441', (b) => {
  b.data.name = 'Fixture 1441 Ltd'
})
const search1 = await bodyOf('/v1/companies/search?keywords=software%20engineer', (b) => {
  b.data.items = [companyItem(1, 'Page One Fixture')]
})
const search2 = await bodyOf('/v1/companies/search?keywords=software%20engineer&page=2', (b) => {
  b.data.items = [companyItem(2, 'Page Two Fixture')]
})
const umlaut = await bodyOf('/v1/people/connection-count?username=m%C3%BCller-anna', (b) => {
  b.connection = 4242
})

const dir = writeFiles(tempDir(), {
  'people/profile/jane-doe.json': profile,
  'people/profile-by-url/jane-doe.json': byUrl,
  'companies/by-id/_default.json': companyDefault,
  'companies/by-id/1441.json': company1441,
  'companies/search/software%20engineer.json': search1,
  'companies/search/software%20engineer@page-2.json': search2,
  'people/connection-count/m%C3%BCller-anna.json': umlaut,
  'people/profile/.notes.json': '{ not even json',
  'people/profile/jane-doe.meta.json': '{ "recordedAt": 1 }',
})
const app = testApp({ seed: 8, fixtures: dir })

describe('fixtures', () => {
  it('serves a value fixture instead of generated data, marked X-Mock-Source: fixture', async () => {
    const r = await get(app, '/v1/people/profile?username=jane-doe')
    expect(r.status).toBe(200)
    expect(r.text).toBe(JSON.stringify(profile))
    expect(r.res.headers.get('x-mock-source')).toBe('fixture')
    expect(r.res.headers.get('content-type')).toMatch(/^application\/json/)
  })

  it('generates data for values without a fixture, marked X-Mock-Source: generated', async () => {
    const r = await get(app, '/v1/people/profile?username=john-smith')
    const plain = await get(generated, '/v1/people/profile?username=john-smith')
    expect(r.res.headers.get('x-mock-source')).toBe('generated')
    expect(r.text).toBe(plain.text)
  })

  it('finds the fixture by the canonical value: the username inside a profile URL, or an alias', async () => {
    const viaUrl = await get(
      app,
      `/v1/people/profile-by-url?url=${encodeURIComponent('https://uk.network.example/in/jane-doe?trk=x')}`,
    )
    expect(viaUrl.text).toBe(JSON.stringify(byUrl))
    const viaAlias = await get(
      app,
      `/v1/people/profile?url=${encodeURIComponent('https://www.network.example/in/jane-doe/')}`,
    )
    expect(viaAlias.text).toBe(JSON.stringify(profile))
    const viaId = await get(app, '/v1/companies/by-id?id=1441')
    expect(viaId.body.data.name).toBe('Fixture 1441 Ltd')
  })

  it('serves _default.json for any value without its own fixture', async () => {
    for (const id of ['1', '999', '7777777']) {
      const r = await get(app, `/v1/companies/by-id?companyId=${id}`)
      expect(r.text).toBe(JSON.stringify(companyDefault))
      expect(r.res.headers.get('x-mock-source')).toBe('fixture')
    }
    expect((await get(app, '/v1/companies/by-id?companyId=1441')).body.data.name).toBe('Fixture 1441 Ltd')
  })

  it('serves <value>@page-2.json for page 2 (and start=10), the value fixture for page 1', async () => {
    const q = '/v1/companies/search?keywords=software%20engineer'
    expect((await get(app, q)).text).toBe(JSON.stringify(search1))
    expect((await get(app, `${q}&page=1`)).text).toBe(JSON.stringify(search1))
    expect((await get(app, `${q}&page=2`)).text).toBe(JSON.stringify(search2))
    expect((await get(app, `${q}&start=10`)).text).toBe(JSON.stringify(search2))
    expect((await get(app, '/v1/companies/search?keyword=software+engineer&page=2')).text).toBe(JSON.stringify(search2))
  })

  it('reads percent-encoded file names: spaces and non-ASCII letters', async () => {
    expect((await get(app, '/v1/people/connection-count?username=m%C3%BCller-anna')).body).toEqual(umlaut)
  })

  it('ignores dot files and .meta.json side files', () => {
    expect(app.mock.fixtures.size).toBe(7)
  })
})

/** The error createApp throws for these fixture files. */
function loadError(files: Record<string, unknown>, lenient = false): FixtureLoadError {
  const d = writeFiles(tempDir(), files)
  try {
    createApp({ fixtures: d, lenient, clock: 'virtual' })
  } catch (err) {
    if (err instanceof FixtureLoadError) return err
    throw err
  }
  throw new Error('start-up did not fail')
}

describe('invalid fixtures stop start-up', () => {
  const badProfile = { ...profile, firstName: 42 }
  const badCompany = structuredClone(companyDefault)
  delete badCompany.data.headquarter.country

  it.each([
    ['invalid JSON', 'people/profile/jane-doe.json', '{"username": "jane-doe",', '$', /invalid JSON/],
    ['a wrong type', 'people/profile/jane-doe.json', badProfile, '$.firstName', /expected string/i],
    [
      'a missing nested field',
      'companies/by-id/1441.json',
      badCompany,
      '$.data.headquarter.country',
      /expected string/i,
    ],
    ['a folder that is no endpoint', 'people/nope/jane-doe.json', profile, '$', /people\/nope.*not an endpoint/],
    ['a file outside any endpoint folder', 'jane-doe.json', profile, '$', /not an endpoint/],
  ] as const)('%s: names the file, the JSON path and the problem', (_case, rel, content, path, problem) => {
    const err = loadError({ [rel]: content })
    expect(err.problems).toHaveLength(1)
    const p = err.problems[0]
    expect(p).toBeInstanceOf(FileError)
    expect(p?.file.endsWith(rel)).toBe(true)
    expect(p?.path).toBe(path)
    expect(p?.problem).toMatch(problem)
    expect(err.message).toContain(rel)
    expect(err.message).toContain(`${rel}: ${path}: `)
    expect(err.message).toMatch(problem)
  })

  it('rejects a post search fixture whose count is not the number of items', () => {
    const posts = { success: true, message: '', data: { total: 3, count: 2, items: [] } }
    const err = loadError({ 'posts/search/ai.json': posts })
    expect(err.problems[0]?.path).toBe('$.data.count')
  })

  it('lists every bad file at once', () => {
    const err = loadError({
      'people/profile/a.json': '{',
      'people/profile/b.json': badProfile,
      'people/profile/ok.json': profile,
    })
    expect(err.problems.map((p) => p.file.split('/').pop()).sort()).toEqual(['a.json', 'b.json'])
    expect(err.message).toContain('2 invalid fixture file(s)')
  })

  it('lenient skips bad files with a warning naming each, and serves the good ones', async () => {
    const d = writeFiles(tempDir(), {
      'people/profile/a.json': '{',
      'people/profile/b.json': badProfile,
      'people/profile/jane-doe.json': profile,
    })
    const warnings: string[] = []
    const lenient = createApp({ fixtures: d, lenient: true, clock: 'virtual', warn: (m) => warnings.push(m) })
    expect(warnings).toHaveLength(2)
    expect(warnings.join('\n')).toMatch(/a\.json.*invalid JSON/)
    expect(warnings.join('\n')).toMatch(/b\.json: \$\.firstName/)
    expect(lenient.mock.fixtures.size).toBe(1)
    const r = await get(lenient as any, '/v1/people/profile?username=jane-doe')
    expect(r.text).toBe(JSON.stringify(profile))
    const b = await get(lenient as any, '/v1/people/profile?username=b')
    expect(b.res.headers.get('x-mock-source')).toBe('generated')
  })
})

describe('fixtures are part of the world', () => {
  it('a person a fixture names has that name and headline on their own generated profile', async () => {
    const d = writeFiles(tempDir(), {
      'companies/search/founders.json': search1,
      'people/profile/jane-doe.json': profile,
      'people/profile-by-url/jane-doe.json': byUrl,
    })
    const a = createApp({ fixtures: d, clock: 'virtual', warn: () => {} })
    const company = await get(a, '/v1/companies/by-id?companyId=1')
    expect(company.body.data).toMatchObject({
      id: '1',
      name: 'Page One Fixture',
      universalName: 'page-one-fixture',
      Images: { logo: 'https://media.network.example/page-one-fixture.png' },
    })
    const skills = await get(a, '/v1/people/position-skills?username=jane-doe')
    expect(skills.res.headers.get('x-mock-source')).toBe('generated')
    expect(skills.body.data.items[0]).toMatchObject({
      companyId: byUrl.position[0].companyId,
      title: byUrl.position[0].title,
    })
  })

  it('two fixtures that disagree are reported at start-up with both file names', () => {
    const other = {
      ...search1,
      data: { ...search1.data, items: [{ ...companyItem(1, 'Another Name'), universalName: 'page-one-fixture' }] },
    }
    const d = writeFiles(tempDir(), { 'companies/search/one.json': search1, 'companies/search/two.json': other })
    const err = thrownBy(() => createApp({ fixtures: d, clock: 'virtual', warn: () => {} }), WorldFactsError)
    expect(err.message).toMatch(
      /two\.json: \$\.data\.items\[0\]: company 1: name "Another Name" disagrees with "Page One Fixture" in .*one\.json \(fix: make the two files agree\)/,
    )
  })

  it("lenient keeps the first file's fact and warns about the second", () => {
    const other = { ...search1, data: { ...search1.data, items: [companyItem(1, 'Another Name')] } }
    const d = writeFiles(tempDir(), { 'companies/search/one.json': search1, 'companies/search/two.json': other })
    const warnings: string[] = []
    createApp({ fixtures: d, lenient: true, clock: 'virtual', warn: (m) => warnings.push(m) })
    expect(warnings.join('\n')).toMatch(/two\.json.*disagrees with "Page One Fixture"/)
  })
})

describe('shipped fixtures', () => {
  it('load without a problem and cover every endpoint', () => {
    const shipped = createApp({ clock: 'virtual' })
    expect(shipped.mock.fixtures.size).toBeGreaterThanOrEqual(ENDPOINTS.length)
    for (const def of ENDPOINTS) expect(shipped.mock.fixtures.countFor(def.id), def.id).toBeGreaterThan(0)
  })
})
