import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decodeFixtureName } from '../src/data/fixture-names.js'
import { FixtureStore } from '../src/data/fixture-store.js'
import { ENDPOINTS, ENDPOINTS_BY_ID } from '../src/endpoints.js'
import { DEFAULT_FIXTURES_DIR, DEFAULT_NOW } from '../src/options.js'
import { formatUtc, relativeAge } from '../src/util/dates.js'
import { JOB_STRIDE, MEDIA, SITE, profileUrl } from '../src/world/world.js'
import { get, testApp } from './support/app.js'

interface Shipped {
  /** `people/profile/ada-quinn.json` */
  name: string
  endpoint: string
  key: string
  body: any
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (entry.name.endsWith('.json') && !entry.name.endsWith('.meta.json')) yield full
  }
}

const SHIPPED: Shipped[] = [...walk(DEFAULT_FIXTURES_DIR)].sort().map((file) => {
  const name = relative(DEFAULT_FIXTURES_DIR, file).split(sep).join('/')
  const slash = name.lastIndexOf('/')
  return {
    name,
    endpoint: name.slice(0, slash),
    key: decodeFixtureName(name.slice(slash + 1, -'.json'.length)),
    body: JSON.parse(readFileSync(file, 'utf8')),
  }
})

const of = (endpoint: string): Shipped[] => SHIPPED.filter((s) => s.endpoint === endpoint)
const one = (endpoint: string, key: string): any => {
  const found = SHIPPED.find((s) => s.endpoint === endpoint && s.key === key)
  if (!found) throw new Error(`no shipped fixture ${endpoint}/${key}`)
  return found.body
}

/** Every object inside a value, depth first. */
function* objects(value: unknown): Generator<Record<string, any>> {
  if (Array.isArray(value)) for (const v of value) yield* objects(v)
  else if (value !== null && typeof value === 'object') {
    yield value as Record<string, any>
    for (const v of Object.values(value)) yield* objects(v)
  }
}

function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) yield* strings(v)
}

/** One request URL per fixture: the profile-by-url key is a username, so it is sent as a profile URL. */
function requestUrl(s: Shipped): string {
  const def = ENDPOINTS_BY_ID.get(s.endpoint)
  if (!def) throw new Error(`${s.name} is not under an endpoint folder`)
  const value = def.param === 'url' ? `${profileUrl(s.key)}?trk=public_profile` : s.key
  return `${def.path}?${new URLSearchParams({ [def.param]: value })}`
}

describe('shipped fixtures', () => {
  it('load at start-up without a single schema problem', () => {
    const store = FixtureStore.load({ dir: DEFAULT_FIXTURES_DIR, endpoints: ENDPOINTS_BY_ID })
    expect(store.size).toBe(SHIPPED.length)
  })

  it.each(ENDPOINTS.map((e) => e.id))('include at least one for %s', (id) => {
    expect(of(id).length).toBeGreaterThan(0)
  })

  it.each(SHIPPED.map((s) => [s.name, s] as const))('%s passes its endpoint schema', (_name, s) => {
    const def = ENDPOINTS_BY_ID.get(s.endpoint)
    expect(def, `${s.endpoint} is not an endpoint`).toBeDefined()
    const result = def?.schema.safeParse(s.body)
    expect(result?.success, JSON.stringify(result?.error?.issues[0])).toBe(true)
  })

  it.each(SHIPPED.map((s) => [s.name, s] as const))('%s is served for its parameter value', async (_name, s) => {
    const app = testApp({ fixtures: DEFAULT_FIXTURES_DIR })
    const { status, res, body } = await get(app, requestUrl(s))
    expect(status).toBe(200)
    expect(res.headers.get('x-mock-source')).toBe('fixture')
    expect(body).toEqual(s.body)
  })

  it('use made-up hosts only: the network, its media host and example domains', () => {
    for (const s of SHIPPED) {
      for (const str of strings(s.body)) {
        for (const url of str.match(/https?:\/\/[^\s"]+/g) ?? []) {
          expect(new URL(url).hostname, `${s.name}: ${url}`).toMatch(/(^|\.)(network\.example|example\.com)$/)
        }
      }
    }
  })
})

describe('shipped fixtures agree with each other', () => {
  /** name, headline and picture of every mention of a person, by username. */
  const mentions = new Map<
    string,
    { fullName: Set<string>; headline: Set<string>; picture: Set<string>; url: Set<string> }
  >()
  for (const s of SHIPPED) {
    for (const o of objects(s.body)) {
      if (typeof o.username !== 'string') continue
      const m = mentions.get(o.username) ?? {
        fullName: new Set(),
        headline: new Set(),
        picture: new Set(),
        url: new Set(),
      }
      mentions.set(o.username, m)
      const fullName = o.fullName ?? (o.firstName !== undefined ? `${o.firstName} ${o.lastName}` : undefined)
      if (typeof fullName === 'string') m.fullName.add(fullName)
      const headline = o.headline ?? o.occupation
      if (typeof headline === 'string') m.headline.add(headline)
      const picture = o.profilePicture ?? o.profilePictures
      if (typeof picture === 'string') m.picture.add(picture)
      const url = o.url ?? o.profileUrl
      if (typeof url === 'string' && url.includes('/in/')) m.url.add(url)
    }
  }

  it.each([...mentions.keys()])('%s has one name, headline, picture and profile URL everywhere', (username) => {
    const m = mentions.get(username)
    expect(m?.fullName.size).toBe(1)
    expect(m?.headline.size).toBeLessThanOrEqual(1)
    expect(m?.picture.size).toBeLessThanOrEqual(1)
    expect([...(m?.url ?? [])].every((u) => u === profileUrl(username))).toBe(true)
  })

  it.each(of('people/profile').map((s) => s.key))(
    '%s: profile, profile-by-url and connection-count agree',
    (username) => {
      const profile = one('people/profile', username)
      const full = one('people/profile-by-url', username)
      const counts = one('people/connection-count', username)
      expect(profile.username).toBe(username)
      expect(full.username).toBe(username)
      for (const field of ['firstName', 'lastName', 'headline', 'profilePicture', 'backgroundImage'] as const) {
        expect(full[field], field).toBe(profile[field])
      }
      expect(full.summary).toBe(profile.about)
      expect(profile.location.startsWith(full.geo.city)).toBe(true)
      expect(counts).toEqual({ connection: profile.connectionCount, follower: profile.followerCount })
    },
  )

  it.each(of('people/position-skills').map((s) => s.key))(
    '%s: position-skills repeat the profile positions',
    (username) => {
      const positions = one('people/profile-by-url', username).position
      const items = one('people/position-skills', username).data.items
      const pick = (p: any) => ({
        companyId: p.companyId,
        companyName: p.companyName,
        companyURL: p.companyURL,
        title: p.title,
        description: p.description,
        start: p.start,
        end: p.end,
      })
      expect(items.map(pick)).toEqual(positions.map(pick))
    },
  )

  /** name, logo and URL of every mention of a company, by numeric id. */
  const companies = new Map<number, { name: Set<string>; logo: Set<string>; url: Set<string> }>()
  const noteCompany = (id: number, name: unknown, logo: unknown, url: unknown) => {
    const c = companies.get(id) ?? { name: new Set(), logo: new Set(), url: new Set() }
    companies.set(id, c)
    if (typeof name === 'string') c.name.add(name)
    if (typeof logo === 'string') c.logo.add(logo)
    if (typeof url === 'string' && url !== '') c.url.add(url)
  }
  for (const s of SHIPPED) {
    for (const o of objects(s.body)) {
      if (typeof o.companyId === 'number') noteCompany(o.companyId, o.companyName, o.companyLogo, o.companyURL)
      else if (
        o.name !== undefined &&
        (typeof o.id === 'number' || (s.endpoint === 'companies/by-id' && o === s.body.data))
      ) {
        noteCompany(Number(o.id), o.name, o.logo ?? o.Images?.logo, o.networkURL ?? o.networkUrl ?? o.url)
      }
    }
  }
  for (const s of of('companies/jobs')) {
    for (const item of s.body.data.items)
      noteCompany(Number(s.key), item.company.name, item.company.logo, item.company.url)
  }

  it.each([...companies.keys()])('company %d has one name, logo and URL everywhere', (id) => {
    const c = companies.get(id)
    expect(c?.name.size).toBe(1)
    expect(c?.logo.size).toBeLessThanOrEqual(1)
    expect(c?.url.size).toBeLessThanOrEqual(1)
  })

  it.each(of('companies/jobs-count').map((s) => s.key))(
    'company %s: jobs-count total equals the companies/jobs total and items',
    (id) => {
      const jobs = one('companies/jobs', id).data
      expect(one('companies/jobs-count', id).data.total).toBe(jobs.total)
      expect(jobs.items).toHaveLength(jobs.total)
    },
  )

  it.each(of('jobs/details').map((s) => s.key))('job %s belongs to its company and matches its listing', (jobId) => {
    const job = one('jobs/details', jobId).data
    expect(job.id).toBe(jobId)
    const companyId = Math.floor(Number(jobId) / JOB_STRIDE)
    expect(job.company.id).toBe(companyId)
    const listing = one('companies/jobs', String(companyId)).data.items.find((i: any) => i.id === jobId)
    expect(listing).toMatchObject({
      title: job.title,
      url: job.url,
      location: job.location,
      postedTimestamp: job.listedAt,
    })
    const company = one('companies/by-id', String(companyId)).data
    expect(job.company).toMatchObject({
      name: company.name,
      universalName: company.universalName,
      logo: company.logos,
      url: company.networkUrl,
      staffCount: company.staffCount,
    })
    expect(job.closed).toBe(job.state === 'CLOSED')
  })

  it('list totals match their items on these single-page fixtures', () => {
    for (const s of SHIPPED) {
      const def = ENDPOINTS_BY_ID.get(s.endpoint)
      const list = def?.itemsKey?.split('.').reduce<any>((v, k) => v?.[k], s.body)
      if (!Array.isArray(list)) continue
      const total = s.body.data?.total ?? s.body.total
      if (total !== undefined) expect(total, s.name).toBe(list.length)
      if (s.body.data?.count !== undefined) expect(s.body.data.count, s.name).toBe(list.length)
      if (s.body.data?.totalPages !== undefined) expect(s.body.data.totalPages, s.name).toBe(1)
    }
  })

  it('date strings agree with their epoch timestamps', () => {
    const pairs = [
      ['postedDateTimestamp', 'postedDate'],
      ['postedAt', 'postedDate'],
      ['createdAt', 'createdDate'],
      ['listedAt', 'listedAtDate'],
      ['originalListedAt', 'originalListedDate'],
      ['postedTimestamp', 'postAt'],
    ] as const
    let checked = 0
    for (const s of SHIPPED) {
      for (const o of objects(s.body)) {
        for (const [ms, text] of pairs) {
          if (typeof o[ms] !== 'number' || o[text] === undefined) continue
          expect(o[text], `${s.name} ${text}`).toBe(formatUtc(o[ms]))
          checked++
        }
        if (typeof o.updatedAt === 'string') {
          expect(o.updatedDate, s.name).toBe(formatUtc(Number(o.updatedAt) * 1000))
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(10)
  })

  it.each(of('posts/search').map((s) => s.key))(
    'posts for "%s" give their age relative to the default now',
    (keywords) => {
      const now = Date.parse(DEFAULT_NOW)
      for (const post of one('posts/search', keywords).data.items) {
        expect(post.postedAt).toBe(relativeAge(now - post.postedDateTimestamp))
        expect(post.url).toBe(`${SITE}/posts/${post.author.username}_activity-${post.urn}/`)
      }
    },
  )

  it('reposts and article comments belong to shipped posts', () => {
    const posts = of('posts/search').flatMap((s) => s.body.data.items)
    for (const s of of('posts/reposts'))
      expect(
        posts.map((p: any) => p.urn),
        s.name,
      ).toContain(s.key)
    const links = posts.map((p: any) => p.article.link)
    for (const s of of('articles/comments')) {
      expect(links, s.name).toContain(`${SITE}/pulse/${s.key}/`)
      for (const c of s.body.data.items) expect(c.permalink.startsWith(`${SITE}/pulse/${s.key}?commentUrn=`)).toBe(true)
    }
  })

  it('keep media on the media host', () => {
    for (const s of SHIPPED) {
      for (const o of objects(s.body)) {
        for (const key of ['profilePicture', 'profilePictures', 'backgroundImage', 'logo', 'companyLogo', 'cover']) {
          if (typeof o[key] === 'string') expect(o[key].startsWith(`${MEDIA}/`), `${s.name} ${key}`).toBe(true)
        }
      }
    }
  })
})
