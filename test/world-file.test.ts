import { describe, expect, it } from 'vitest'
import { createApp } from '../src/app.js'
import { ENDPOINTS, type EndpointDef } from '../src/endpoints.js'
import { WorldFactsError } from '../src/world/facts.js'
import { get } from './support/app.js'
import { tempDir, writeFiles } from './support/tmp.js'
import { thrownBy } from './support/throws.js'
import { urlFor } from './support/values.js'

const WORLD_YAML = `
missing:
  people: [former-employee]
  companies: [5551234]
  jobs: ["4012345678"]
  posts: ["7312345678901234567"]
  articles: [retracted-article-1]
  keywords: [vaporware]
people:
  jane-doe:
    firstName: Janet
    lastName: Doering
    headline: Chief Widget Officer at Widgetworks Holdings
    title: Chief Widget Officer
    company: 4242
    location: { city: Lisbon, region: Lisbon, country: Portugal }
companies:
  "4242":
    name: Widgetworks Holdings
    industry: Manufacturing
    staffCount: 1234
    tagline: Widgets for everyone
jobs:
  "42420001":
    title: Widget Inspector
    state: LISTED
  "42429999":
    title: Retired Widget Role
    state: CLOSED
`

const dir = tempDir()
writeFiles(dir, { 'world.yaml': WORLD_YAML })
const app = createApp({ fixtures: false, clock: 'virtual', warn: () => {}, world: `${dir}/world.yaml` })

function def(id: string): EndpointDef {
  const d = ENDPOINTS.find((e) => e.id === id)
  if (!d) throw new Error(id)
  return d
}

async function ok(id: string, value: string, extra: Record<string, string> = {}): Promise<any> {
  const r = await get(app, urlFor(def(id), value, extra))
  expect(r.status, `${id} ${value}: ${r.text.slice(0, 200)}`).toBe(200)
  return r.body
}

describe('entities the world file lists as missing', () => {
  const MISSING: Record<string, string> = {
    username: 'former-employee',
    url: 'https://www.network.example/in/former-employee/',
    companyId: '5551234',
    jobId: '4012345678',
    postId: '7312345678901234567',
    articleId: 'retracted-article-1',
    keywords: 'vaporware',
  }
  it.each(ENDPOINTS.map((d) => [d.id, d] as const))('%s answers the real 404 body', async (_id, d) => {
    const r = await get(app, urlFor(d, MISSING[d.param] as string))
    expect(r.status).toBe(404)
    expect(r.body).toEqual({ message: `${d.entity} not found`, code: 'NOT_FOUND' })
  })

  it('the same values exist without the world file', async () => {
    const plain = createApp({ fixtures: false, clock: 'virtual', warn: () => {} })
    expect((await get(plain, '/v1/people/profile?username=former-employee')).status).toBe(200)
    expect((await get(plain, '/v1/companies/by-id?companyId=5551234')).status).toBe(200)
  })
})

describe('facts the world file sets, seen from every endpoint about them', () => {
  it('a person: profile, profile-by-url, position-skills and the current employer agree with the file', async () => {
    const profile = await ok('people/profile', 'jane-doe')
    expect(profile).toMatchObject({
      firstName: 'Janet',
      lastName: 'Doering',
      headline: 'Chief Widget Officer at Widgetworks Holdings',
      location: 'Lisbon, Lisbon, Portugal',
    })
    const byUrl = await ok('people/profile-by-url', 'https://www.network.example/in/jane-doe/')
    expect(byUrl).toMatchObject({ firstName: 'Janet', lastName: 'Doering', headline: profile.headline })
    expect(byUrl.position[0]).toMatchObject({
      companyId: 4242,
      companyName: 'Widgetworks Holdings',
      title: 'Chief Widget Officer',
      companyIndustry: 'Manufacturing',
    })
    const skills = await ok('people/position-skills', 'jane-doe')
    expect(skills.data.items[0]).toMatchObject({
      companyId: 4242,
      companyName: 'Widgetworks Holdings',
      title: 'Chief Widget Officer',
    })
  })

  it("recommendations the person received call them by the file's name", async () => {
    const received = await ok('people/recommendations/received', 'jane-doe')
    expect(received.data.length).toBeGreaterThan(0)
    for (const r of received.data) expect(r.text).toMatch(/\bJanet\b/)
  })

  it("a company: by-id, jobs, jobs-count, job details and a person working there all say the file's name and industry", async () => {
    const d = (await ok('companies/by-id', '4242')).data
    expect(d).toMatchObject({
      id: '4242',
      name: 'Widgetworks Holdings',
      universalName: 'widgetworks-holdings',
      tagline: 'Widgets for everyone',
      staffCount: 1234,
      industries: ['Manufacturing'],
    })
    const jobs = (await ok('companies/jobs', '4242')).data
    const count = (await ok('companies/jobs-count', '4242')).data
    expect(count.total).toBe(jobs.total)
    for (const item of jobs.items) expect(item.company.name).toBe('Widgetworks Holdings')
    const job = (await ok('jobs/details', '42420001')).data
    expect(job.company).toMatchObject({ id: 4242, name: 'Widgetworks Holdings', industries: ['Manufacturing'] })
  })

  it('a job: details and the company listing show its title and state', async () => {
    const listed = (await ok('jobs/details', '42420001')).data
    expect(listed).toMatchObject({ title: 'Widget Inspector', state: 'LISTED', closed: false })
    const closed = (await ok('jobs/details', '42429999')).data
    expect(closed).toMatchObject({ title: 'Retired Widget Role', state: 'CLOSED', closed: true })
    const listing = (await ok('companies/jobs', '4242')).data.items
    const inListing = listing.find((j: any) => j.id === '42420001')
    if (inListing) expect(inListing.title).toBe('Widget Inspector')
    const team = (await ok('jobs/hiring-team', '42420001')).data.items
    // some people leave their headline empty; every other names the company
    for (const member of team) if (member.headline !== '') expect(member.headline).toMatch(/Widgetworks Holdings/)
  })

  it("a search for the company's name finds it first", async () => {
    const items = (await ok('companies/search', 'widgetworks')).data.items
    expect(items[0]).toMatchObject({ id: 4242, name: 'Widgetworks Holdings' })
  })

  it('the JSON form of the same file gives the same bytes', async () => {
    const { parse } = await import('yaml')
    const jdir = writeFiles(tempDir(), { 'world.json': parse(WORLD_YAML) })
    const json = createApp({ fixtures: false, clock: 'virtual', warn: () => {}, world: `${jdir}/world.json` })
    for (const url of [
      '/v1/people/profile?username=jane-doe',
      '/v1/companies/by-id?companyId=4242',
      '/v1/jobs/details?jobId=42420001',
    ]) {
      expect((await get(json, url)).text).toBe((await get(app, url)).text)
    }
  })
})

describe('a bad world file is refused with its file, JSON path and a fix', () => {
  const CASES: [string, string, string, RegExp][] = [
    ['an unknown top-level key', 'world.json', '{"peeple": {}}', /world\.json: \$: .*peeple.*\(fix: remove peeple/],
    [
      'an unknown person field',
      'world.yaml',
      'people:\n  jane-doe:\n    nickname: JD\n',
      /world\.yaml: \$\.people\.jane-doe: .*nickname/,
    ],
    [
      'an industry the world does not know',
      'world.yaml',
      'companies:\n  "12":\n    industry: Widgets\n',
      /\$\.companies\.12\.industry: .*\(fix: use one of: Software Development/,
    ],
    [
      'a company id with leading zeros',
      'world.json',
      '{"companies": {"012": {"name": "X"}}}',
      /\$\.companies\.012: .*\(fix: ids are positive integers without leading zeros/,
    ],
    [
      'a job state that is not LISTED or CLOSED',
      'world.json',
      '{"jobs": {"12340001": {"state": "OPEN"}}}',
      /\$\.jobs\.12340001\.state/,
    ],
    [
      'a missing id that could never exist',
      'world.json',
      '{"missing": {"companies": ["abc"]}}',
      /\$\.missing\.companies\[0\]: "abc" is never a valid company/,
    ],
    ['broken JSON', 'world.json', '{"people": ', /world\.json: \$: not valid JSON.*\(fix: fix the JSON syntax\)/],
    ['broken YAML', 'world.yml', 'people:\n  - a\n  b: [\n', /world\.yml: \$: not valid YAML at line \d+/],
  ]
  it.each(CASES)('%s', (_name, file, text, message) => {
    const d = writeFiles(tempDir(), { [file]: text })
    const err = thrownBy(
      () => createApp({ fixtures: false, clock: 'virtual', warn: () => {}, world: `${d}/${file}` }),
      WorldFactsError,
    )
    expect(err.message).toMatch(message)
  })

  it('a file that does not exist', () => {
    const err = thrownBy(
      () => createApp({ fixtures: false, clock: 'virtual', warn: () => {}, world: '/nonexistent/world.yaml' }),
      WorldFactsError,
    )
    expect(err.message).toMatch(/\/nonexistent\/world\.yaml: \$: cannot read \(ENOENT\)/)
  })

  it('a fixture that contradicts the world file is reported with both file names', () => {
    const d = tempDir()
    writeFiles(d, {
      'world.json': { companies: { '4242': { name: 'Widgetworks Holdings' } } },
      'fixtures/companies/search/widgets.json': {
        success: true,
        message: '',
        data: {
          items: [
            {
              id: 4242,
              name: 'Gadgetworks',
              universalName: 'gadgetworks',
              tagline: '',
              logo: 'https://media.network.example/x.png',
              networkURL: 'https://www.network.example/company/gadgetworks/',
            },
          ],
          total: 1,
          totalPages: 1,
          currentPage: 1,
        },
      },
    })
    const err = thrownBy(
      () => createApp({ fixtures: `${d}/fixtures`, clock: 'virtual', warn: () => {}, world: `${d}/world.json` }),
      WorldFactsError,
    )
    expect(err.message).toMatch(
      /widgets\.json: \$\.data\.items\[0\]: company 4242: name "Gadgetworks" disagrees with "Widgetworks Holdings" in .*world\.json/,
    )
  })
})
