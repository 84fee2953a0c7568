import { describe, expect, it } from 'vitest'
import { ENDPOINTS_BY_ID } from '../src/endpoints.js'
import { usernameFromUrl } from '../src/params.js'
import { get, testApp } from './support/app.js'
import { paramValues, profileUrlVariant, urlFor } from './support/values.js'
import { scaled } from './support/scale.js'

const app = testApp({ seed: 11 })
const world = app.mock.world

function endpoint(id: string) {
  const def = ENDPOINTS_BY_ID.get(id)
  if (!def) throw new Error(`no endpoint ${id}`)
  return def
}

async function body(id: string, value: string, extra: Record<string, string> = {}): Promise<any> {
  const { status, body: b } = await get(app, urlFor(endpoint(id), value, extra))
  expect(status, `${id} ${value}`).toBe(200)
  return b
}

/** A person as a list shows them: only the fields that list carries. */
interface PersonRef {
  username: string
  firstName?: string
  lastName?: string
  fullName?: string
  headline?: string
  picture?: string | null
  url?: string
  urn?: string
  id?: number
}

/** Where each list names people, and which of their fields it shows. */
const PEOPLE_LISTS: readonly [string, (b: any) => PersonRef[]][] = [
  [
    'people/similar-profiles',
    (b) =>
      b.data.items.map((p: any) => ({
        username: p.username,
        firstName: p.firstName,
        lastName: p.lastName,
        headline: p.headline,
        picture: p.profilePicture,
        urn: p.urn,
        id: p.id,
      })),
  ],
  [
    'jobs/hiring-team',
    (b) =>
      b.data.items.map((p: any) => ({
        username: p.username,
        fullName: p.fullName,
        headline: p.headline,
        picture: p.profilePicture,
        url: p.url,
      })),
  ],
  [
    'people/recommendations/received',
    (b) =>
      b.data.map((r: any) => ({
        username: r.recommender.username,
        firstName: r.recommender.firstName,
        lastName: r.recommender.lastName,
        headline: r.recommender.occupation,
      })),
  ],
  [
    'people/recommendations/given',
    (b) =>
      b.data.map((r: any) => ({
        username: r.recommendee.username,
        firstName: r.recommendee.firstName,
        lastName: r.recommendee.lastName,
        headline: r.recommendee.occupation,
      })),
  ],
  [
    'posts/reposts',
    (b) =>
      b.data.items.map((r: any) => ({
        username: r.username,
        fullName: r.fullName,
        url: r.profileUrl,
        ...(r.profilePicture === null ? {} : { picture: r.profilePicture }),
      })),
  ],
  [
    'posts/search',
    (b) =>
      b.data.items.map((p: any) => ({
        username: p.author.username,
        fullName: p.author.fullName,
        headline: p.author.headline,
        picture: p.author.profilePictures,
        url: p.author.url,
        urn: p.author.urn,
        id: p.author.id,
      })),
  ],
  [
    'articles/comments',
    (b) =>
      b.data.items.map((c: any) => ({
        username: c.authorProfile.username,
        fullName: c.authorProfile.fullName,
        headline: c.authorProfile.headline,
        url: c.authorProfile.url,
        urn: c.authorProfile.urn,
        ...(c.authorProfile.profilePicture === undefined ? {} : { picture: c.authorProfile.profilePicture }),
      })),
  ],
  [
    'people/interests/newsletters',
    (b) =>
      b.data.items
        .filter((n: any) => n.publisher.username !== undefined)
        .map((n: any) => ({
          username: n.publisher.username,
          firstName: n.publisher.firstName,
          lastName: n.publisher.lastName,
          fullName: n.publisher.fullName,
          picture: n.publisher.profilePicture,
          url: n.publisher.url,
          urn: n.publisher.urn,
        })),
  ],
]

/** A company as a list shows it. */
interface CompanyRef {
  id: number
  name: string
  universalName?: string
  url?: string
  logo?: string | null
}

const COMPANY_LISTS: readonly [string, (b: any) => CompanyRef[]][] = [
  // a company without a logo shows "" where the spec wants a string and null where it allows null
  [
    'companies/search',
    (b) =>
      b.data.items.map((c: any) => ({
        id: c.id,
        name: c.name,
        universalName: c.universalName,
        url: c.networkURL,
        logo: c.logo || null,
      })),
  ],
  [
    'people/interests/companies',
    (b) => b.data.items.map((c: any) => ({ id: c.id, name: c.name, url: c.networkURL, logo: c.logo || null })),
  ],
  [
    'people/profile-by-url',
    (b) =>
      b.position.map((p: any) => ({
        id: p.companyId,
        name: p.companyName,
        universalName: p.companyUsername,
        url: p.companyURL,
        logo: p.companyLogo || null,
      })),
  ],
  // the spec lets position-skills leave the URL empty
  [
    'people/position-skills',
    (b) =>
      b.data.items.map((p: any) => ({
        id: p.companyId,
        name: p.companyName,
        universalName: p.companyUsername,
        ...(p.companyURL === '' ? {} : { url: p.companyURL }),
        logo: p.companyLogo || null,
      })),
  ],
  [
    'jobs/details',
    (b) => [
      {
        id: b.data.company.id,
        name: b.data.company.name,
        universalName: b.data.company.universalName,
        url: b.data.company.url,
        logo: b.data.company.logo,
      },
    ],
  ],
]

/** `n` values of an endpoint's key (test:fast: a fifth, at least 3). */
function keysFor(id: string, n: number): string[] {
  return paramValues(endpoint(id), world, scaled(n, 3), 3)
}

describe('one person everywhere', () => {
  it.each(keysFor('people/profile', 12))('%s: profile, profile-by-url and connection-count agree', async (username) => {
    const profile = await body('people/profile', username)
    const byUrl = await body('people/profile-by-url', profileUrlVariant(username, 0))
    expect(byUrl).toMatchObject({
      username,
      firstName: profile.firstName,
      lastName: profile.lastName,
      headline: profile.headline,
      profilePicture: profile.profilePicture,
      backgroundImage: profile.backgroundImage,
      summary: profile.about,
    })
    expect(profile.username).toBe(username)
    expect(await body('people/connection-count', username)).toEqual({
      connection: profile.connectionCount,
      follower: profile.followerCount,
    })
  })

  it.each([0, 1, 2, 3])(
    'profile-by-url takes the username from URL form %i (host, trailing slash, query)',
    async (variant) => {
      for (const username of keysFor('people/profile', 5)) {
        const canonical = await get(
          app,
          urlFor(endpoint('people/profile-by-url'), `https://www.network.example/in/${encodeURIComponent(username)}/`),
        )
        const other = await get(app, urlFor(endpoint('people/profile-by-url'), profileUrlVariant(username, variant)))
        expect(other.text, profileUrlVariant(username, variant)).toBe(canonical.text)
      }
    },
  )

  it.each(keysFor('people/profile', 8))(
    '%s: position-skills lists the positions of profile-by-url',
    async (username) => {
      const positions = (await body('people/profile-by-url', profileUrlVariant(username, 1))).position
      const skills = (await body('people/position-skills', username)).data.items
      const common = (p: any) => ({
        companyId: p.companyId,
        companyName: p.companyName,
        title: p.title,
        location: p.location,
        employmentType: p.employmentType,
        start: p.start,
        end: p.end,
      })
      expect(skills.map(common)).toEqual(positions.slice(0, 10).map(common))
    },
  )

  it.each(PEOPLE_LISTS)('people named in %s resolve to the same name, headline and picture', async (id, extract) => {
    const refs = (await Promise.all(keysFor(id, 12).flatMap((k) => [body(id, k), body(id, k, { page: '2' })]))).flatMap(
      extract,
    )
    expect(refs.length).toBeGreaterThan(5)
    for (const ref of refs) {
      const profile = await body('people/profile', ref.username)
      const byUrl = await body('people/profile-by-url', `https://www.network.example/in/${ref.username}/`)
      const seen = { ...ref }
      const expected: PersonRef = {
        username: profile.username,
        ...(ref.firstName !== undefined ? { firstName: profile.firstName } : {}),
        ...(ref.lastName !== undefined ? { lastName: profile.lastName } : {}),
        ...(ref.fullName !== undefined ? { fullName: `${profile.firstName} ${profile.lastName}` } : {}),
        ...(ref.headline !== undefined ? { headline: profile.headline } : {}),
        ...(ref.picture !== undefined ? { picture: profile.profilePicture } : {}),
        ...(ref.id !== undefined ? { id: byUrl.id } : {}),
      }
      if (seen.url !== undefined) {
        expect(usernameFromUrl(seen.url), seen.url).toBe(ref.username)
        delete seen.url
      }
      if (seen.urn !== undefined) {
        expect(seen.urn.endsWith(byUrl.urn), `${seen.urn} names ${byUrl.urn}`).toBe(true)
        delete seen.urn
      }
      expect(seen, `${id}: ${ref.username}`).toEqual(expected)
    }
  })
})

describe('one company everywhere', () => {
  it.each(keysFor('companies/by-id', 8))(
    'company %s: by-id, jobs, jobs-count and job details agree',
    async (companyId) => {
      const details = (await body('companies/by-id', companyId)).data
      const jobs = (await body('companies/jobs', companyId)).data
      const count = (await body('companies/jobs-count', companyId)).data
      expect(count.total).toBe(jobs.total)
      expect(details.id).toBe(companyId)
      for (const item of jobs.items) {
        expect(item.company).toMatchObject({ name: details.name, url: details.networkUrl, logo: details.Images.logo })
        const job = (await body('jobs/details', item.id)).data
        expect(job.company).toMatchObject({
          id: Number(companyId),
          name: details.name,
          universalName: details.universalName,
          url: details.networkUrl,
        })
        expect(job).toMatchObject({
          id: item.id,
          title: item.title,
          url: item.url,
          location: item.location,
          listedAt: item.postedTimestamp,
        })
      }
    },
  )

  it('some companies have more jobs than one page, and jobs-count still equals companies/jobs total', async () => {
    let paged = 0
    for (const companyId of keysFor('companies/by-id', 60)) {
      const jobs = (await body('companies/jobs', companyId)).data
      expect((await body('companies/jobs-count', companyId)).data.total, companyId).toBe(jobs.total)
      if (jobs.total > jobs.items.length) paged++
    }
    expect(paged).toBeGreaterThan(0)
  })

  it.each(COMPANY_LISTS)('companies named in %s resolve by id to the same name', async (id, extract) => {
    const refs = (await Promise.all(keysFor(id, 12).map((k) => body(id, k)))).flatMap(extract)
    expect(refs.length).toBeGreaterThan(3)
    for (const ref of refs) {
      const d = (await body('companies/by-id', String(ref.id))).data
      const expected: CompanyRef = {
        id: Number(d.id),
        name: d.name,
        ...(ref.universalName !== undefined ? { universalName: d.universalName } : {}),
        ...(ref.url !== undefined ? { url: d.networkUrl } : {}),
        ...(ref.logo !== undefined ? { logo: d.Images.logo } : {}),
      }
      expect(ref, `${id}: company ${ref.id}`).toEqual(expected)
    }
  })
})
