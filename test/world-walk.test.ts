import { describe, expect, it } from 'vitest'
import { createApp } from '../src/app.js'
import { usernameFromUrl } from '../src/params.js'
import { familyOfTitle } from '../src/world/text.js'
import { get } from './support/app.js'
import { prng } from './support/values.js'

/**
 * A client's walk through the world, shipped fixtures included: from 200 searches and profiles it follows every
 * id, username and URL in every body to that entity's own endpoint and records each fact that disagrees.
 */
const app = createApp({ clock: 'virtual', warn: () => {}, seed: 13 })
const world = app.mock.world
const NOW = app.mock.now.getTime()
const DAY = 24 * 3600_000

const problems: string[] = []
const bodies = new Map<string, Promise<any>>()
let requests = 0
/** Recommendations followed to the other person's list, and how many were found there. */
const mirrored = { all: 0, seen: 0 }

function body(url: string): Promise<any> {
  let b = bodies.get(url)
  if (!b) {
    requests++
    b = get(app, url).then((r) => {
      if (r.status !== 200) problems.push(`${url}: status ${r.status} ${r.text.slice(0, 120)}`)
      return r.body
    })
    bodies.set(url, b)
  }
  return b
}

function agree(where: string, what: string, seen: unknown, own: unknown): void {
  if (seen !== undefined && JSON.stringify(seen) !== JSON.stringify(own))
    problems.push(`${where}: ${what} ${JSON.stringify(seen)} but its own endpoint says ${JSON.stringify(own)}`)
}

const enc = encodeURIComponent
const profile = (u: string) => body(`/v1/people/profile?username=${enc(u)}`)
const byUrl = (u: string) => body(`/v1/people/profile-by-url?url=${enc(`https://www.network.example/in/${u}/`)}`)
const company = async (id: number | string) => (await body(`/v1/companies/by-id?companyId=${id}`))?.data
const job = async (id: string) => (await body(`/v1/jobs/details?jobId=${id}`))?.data

/** Epoch ms of a position date; month 0 reads as January. */
const ms = (d: { year: number; month: number }) => Date.UTC(d.year, Math.max(0, d.month - 1))
/** A position's span; an end month runs to its last day. */
function span(p: any): [number, number] {
  return [ms(p.start), p.end.year === 0 ? NOW : ms(p.end) + 31 * DAY]
}

interface PersonRef {
  username: string
  firstName?: string
  lastName?: string
  fullName?: string
  headline?: string
  picture?: string | null
  urn?: string
  id?: number
}

async function checkPerson(where: string, ref: PersonRef): Promise<void> {
  const [p, u] = await Promise.all([profile(ref.username), byUrl(ref.username)])
  if (!p || !u) return
  const at = `${where} -> ${ref.username}`
  agree(at, 'username', ref.username, p.username)
  agree(at, 'firstName', ref.firstName, p.firstName)
  agree(at, 'lastName', ref.lastName, p.lastName)
  agree(at, 'fullName', ref.fullName, `${p.firstName} ${p.lastName}`)
  agree(at, 'headline', ref.headline, p.headline)
  if (ref.picture !== null) agree(at, 'picture', ref.picture, p.profilePicture)
  if (ref.urn !== undefined) agree(at, 'urn', ref.urn.replace('urn:li:fsd_profile:', ''), u.urn)
  agree(at, 'id', ref.id, u.id)
  // a headline that names a job names the current one
  const job = String(p.headline)
    .split('|')
    .map((s) => /^(.*?) at ([A-Z0-9].*)$/.exec(s.trim()))
    .find((m) => m !== null)
  const current = u.position?.[0]
  if (job && current) {
    agree(`${at} headline`, 'current employer', job[2], current.companyName)
    agree(`${at} headline`, 'current title', job[1], current.title)
  }
}

interface CompanyRef {
  id: number
  name?: string
  universalName?: string
  url?: string
  logo?: string | null
  industry?: string
}

async function checkCompany(where: string, ref: CompanyRef): Promise<void> {
  const c = await company(ref.id)
  if (!c) return
  const at = `${where} -> company ${ref.id}`
  agree(at, 'id', String(ref.id), c.id)
  agree(at, 'name', ref.name, c.name)
  agree(at, 'universalName', ref.universalName, c.universalName)
  agree(at, 'url', ref.url, c.networkUrl)
  // no logo: "" where the spec wants a string, null where it allows null
  agree(at, 'logo', ref.logo === '' ? null : ref.logo, c.Images.logo)
  agree(at, 'industry', ref.industry, c.industries[0])
}

async function visitProfile(username: string): Promise<void> {
  const where = `profile ${username}`
  await checkPerson(where, { username })
  const u = await byUrl(username)
  if (!u) return
  const positions: any[] = u.position
  await Promise.all(
    positions.map((p) =>
      checkCompany(`${where} position`, {
        id: p.companyId,
        name: p.companyName,
        universalName: p.companyUsername,
        url: p.companyURL,
        logo: p.companyLogo,
        industry: p.companyIndustry,
      }),
    ),
  )
  const skills = (await body(`/v1/people/position-skills?username=${enc(username)}`))?.data.items ?? []
  skills.forEach((s: any, i: number) => {
    agree(
      `${where} position-skills[${i}]`,
      'position',
      { c: s.companyId, t: s.title, s: s.start, e: s.end },
      { c: positions[i]?.companyId, t: positions[i]?.title, s: positions[i]?.start, e: positions[i]?.end },
    )
  })
  const counts = await body(`/v1/people/connection-count?username=${enc(username)}`)
  const p = await profile(username)
  agree(`${where} connection-count`, 'counts', counts, { connection: p.connectionCount, follower: p.followerCount })

  for (const [kind, other] of [
    ['received', 'recommender'],
    ['given', 'recommendee'],
  ] as const) {
    const list = (await body(`/v1/people/recommendations/${kind}?username=${enc(username)}`))?.data ?? []
    for (const r of list.slice(0, 4)) {
      const o = r[other]
      await checkPerson(`${where} recommendations/${kind}`, {
        username: o.username,
        firstName: o.firstName,
        lastName: o.lastName,
        headline: o.occupation,
      })
      if (
        r.relationship === 'RECOMMENDER_MANAGED_RECOMMENDEE' ||
        r.relationship === 'RECOMMENDER_SENIOR_THAN_RECOMMENDEE'
      ) {
        const theirs: any[] = (await byUrl(o.username))?.position ?? []
        const shared = positions.some((a) =>
          theirs.some((b) => {
            if (a.companyId !== b.companyId) return false
            const [s1, e1] = span(a)
            const [s2, e2] = span(b)
            return r.created >= Math.max(s1, s2) && r.created <= Math.min(e1, e2)
          }),
        )
        if (!shared)
          problems.push(
            `${where} recommendations/${kind}: colleague ${o.username} shares no employer with ${username} at ${new Date(r.created).toISOString()}`,
          )
      }
      if (r.created > NOW) problems.push(`${where} recommendations/${kind}: dated in the future`)
      // the same recommendation, on the other person's list of the other kind
      const mirror = kind === 'received' ? 'given' : 'received'
      const self = kind === 'received' ? 'recommendee' : 'recommender'
      const theirList = (await body(`/v1/people/recommendations/${mirror}?username=${enc(o.username)}`))?.data ?? []
      const total = (await body(`/v1/people/recommendations/${mirror}?username=${enc(o.username)}`))?.total ?? 0
      const pages = [theirList]
      for (let page = 2; (page - 1) * 10 < total; page++)
        pages.push(
          (await body(`/v1/people/recommendations/${mirror}?username=${enc(o.username)}&page=${page}`))?.data ?? [],
        )
      const found = pages
        .flat()
        .some((m: any) => m.text === r.text && m.created === r.created && m.relationship === r.relationship)
      mirrored.all++
      if (found) mirrored.seen++
      else problems.push(`${where} recommendations/${kind}: ${o.username}'s ${mirror} list does not show it (${self})`)
    }
  }

  const subjectIndustry = positions[0]?.companyIndustry
  const subjectFamily = familyOfTitle(positions[0]?.title ?? '')?.id
  for (const s of ((await body(`/v1/people/similar-profiles?username=${enc(username)}`))?.data.items ?? []).slice(
    0,
    4,
  )) {
    await checkPerson(`${where} similar-profiles`, {
      username: s.username,
      firstName: s.firstName,
      lastName: s.lastName,
      headline: s.headline,
      picture: s.profilePicture,
      urn: s.urn,
      id: s.id,
    })
    const theirs = (await byUrl(s.username))?.position?.[0]
    const sameField =
      theirs &&
      (theirs.companyIndustry === subjectIndustry ||
        (subjectFamily !== undefined && familyOfTitle(theirs.title)?.id === subjectFamily))
    if (!sameField)
      problems.push(
        `${where} similar-profiles: ${s.username} (${theirs?.title}, ${theirs?.companyIndustry}) shares neither field nor industry with ${positions[0]?.title}, ${subjectIndustry}`,
      )
  }
  for (const c of ((await body(`/v1/people/interests/companies?username=${enc(username)}`))?.data.items ?? []).slice(
    0,
    3,
  )) {
    await checkCompany(`${where} interests/companies`, { id: c.id, name: c.name, url: c.networkURL, logo: c.logo })
  }
  for (const n of ((await body(`/v1/people/interests/newsletters?username=${enc(username)}`))?.data.items ?? []).slice(
    0,
    3,
  )) {
    if (n.publisher.username)
      await checkPerson(`${where} newsletters`, {
        username: n.publisher.username,
        firstName: n.publisher.firstName,
        lastName: n.publisher.lastName,
        picture: n.publisher.profilePicture,
        urn: n.publisher.urn,
      })
    else if (!/\/company\//.test(n.publisher.url))
      problems.push(`${where} newsletters: publisher url ${n.publisher.url}`)
  }
}

async function visitCompany(id: number | string, depth: number): Promise<void> {
  const c = await company(id)
  if (!c) return
  const jobs = (await body(`/v1/companies/jobs?companyId=${id}`))?.data
  const count = (await body(`/v1/companies/jobs-count?companyId=${id}`))?.data
  agree(`company ${id} jobs-count`, 'total', count.total, jobs.total)
  for (const item of jobs.items.slice(0, depth)) {
    const d = await job(item.id)
    const at = `company ${id} jobs -> job ${item.id}`
    agree(at, 'title', item.title, d.title)
    agree(at, 'url', item.url, d.url)
    agree(at, 'location', item.location, d.location)
    agree(at, 'listedAt', item.postedTimestamp, d.listedAt)
    agree(
      at,
      'company',
      { name: item.company.name, url: item.company.url, logo: item.company.logo },
      { name: c.name, url: c.networkUrl, logo: c.Images.logo },
    )
    agree(at, 'company id', Number(id), d.company.id)
    if (d.state !== 'LISTED' || d.closed || d.expireAt <= NOW)
      problems.push(
        `${at}: a listed job is ${d.state}, closed ${d.closed}, expires ${new Date(d.expireAt).toISOString()}`,
      )
    for (const m of (await body(`/v1/jobs/hiring-team?jobId=${item.id}`))?.data.items ?? []) {
      await checkPerson(`${at} hiring-team`, {
        username: m.username,
        fullName: m.fullName,
        headline: m.headline,
        picture: m.profilePicture,
      })
      if (usernameFromUrl(m.url) !== m.username) problems.push(`${at} hiring-team: url ${m.url} names another user`)
      const works = (await byUrl(m.username))?.position?.[0]
      if (works?.companyId !== Number(id))
        problems.push(`${at} hiring-team: ${m.username} works at ${works?.companyName}, not ${c.name}`)
    }
  }
}

async function visitCompanySearch(keyword: string): Promise<void> {
  const items = (await body(`/v1/companies/search?keywords=${enc(keyword)}`))?.data?.items ?? []
  for (const c of items.slice(0, 4))
    await checkCompany(`companies/search ${keyword}`, {
      id: c.id,
      name: c.name,
      universalName: c.universalName,
      url: c.networkURL,
      logo: c.logo,
    })
  if (items[0]) await visitCompany(items[0].id, 2)
}

async function visitPostSearch(keyword: string): Promise<void> {
  const items = (await body(`/v1/posts/search?keywords=${enc(keyword)}`))?.data?.items ?? []
  for (const p of items.slice(0, 4)) {
    const a = p.author
    await checkPerson(`posts/search ${keyword}`, {
      username: a.username,
      fullName: a.fullName,
      headline: a.headline,
      picture: a.profilePictures,
      urn: a.urn,
      id: a.id,
    })
    if (!p.url.includes(`/posts/${a.username}_activity-${p.urn}`))
      problems.push(`posts/search ${keyword}: url ${p.url} names another author or post`)
    for (const r of ((await body(`/v1/posts/reposts?postId=${p.urn}`))?.data.items ?? []).slice(0, 3)) {
      await checkPerson(`posts/reposts ${p.urn}`, {
        username: r.username,
        fullName: r.fullName,
        picture: r.profilePicture,
      })
      if (r.post.postedAt < Math.floor(p.postedDateTimestamp / 1000) * 1000)
        problems.push(`posts/reposts ${p.urn}: reposted ${r.post.postedDate}, before the post (${p.postedDate})`)
    }
    const slug = /\/pulse\/([^/?]+)\/?$/.exec(p.article.link)?.[1]
    if (slug) {
      for (const c of ((await body(`/v1/articles/comments?articleId=${enc(slug)}`))?.data.items ?? []).slice(0, 3)) {
        await checkPerson(`articles/comments ${slug}`, {
          username: c.authorProfile.username,
          fullName: c.authorProfile.fullName,
          headline: c.authorProfile.headline,
          urn: c.authorProfile.urn,
          picture: c.authorProfile.profilePicture,
        })
        // the article came out on the day it was shared or the day before
        if (c.createdAt < p.postedDateTimestamp - 2 * DAY)
          problems.push(
            `articles/comments ${slug}: comment of ${c.createdDate} before the article shared ${p.postedDate}`,
          )
      }
    }
  }
}

const KEYWORDS = [
  'data platform',
  'software',
  'fintech',
  'construction',
  'kubernetes',
  'recruiter',
  'healthcare',
  'leadership',
  'hotel',
  'larkspur data',
  'data engineer',
  'logistics',
  'python',
  'insurance',
  'sustainability',
  'retail',
  'product manager',
  'machine learning',
  'banking',
  'figma',
]
const FIXTURE_PEOPLE = [
  'ada-quinn',
  'tomasz-wren',
  'imogen-hale',
  'rowan-ellery',
  'nadia-ferreira',
  'jonah-lindqvist',
  'ilse-vandermeer',
]

describe('a client walking the world finds no disagreement', () => {
  it('200 searches and profiles, every link followed', async () => {
    const rand = prng(13)
    const starts: (() => Promise<void>)[] = []
    for (let i = 0; i < 60; i++) starts.push(() => visitCompanySearch(KEYWORDS[i % KEYWORDS.length] as string))
    for (let i = 0; i < 40; i++) starts.push(() => visitPostSearch(KEYWORDS[(i * 7) % KEYWORDS.length] as string))
    for (const u of FIXTURE_PEOPLE) starts.push(() => visitProfile(u))
    while (starts.length < 200) {
      const u = world.personAt(Math.floor(rand() * 2_000_000)).username
      starts.push(() => visitProfile(u))
    }
    starts.push(() => visitCompany(7340021, 4))
    for (const start of starts) await start()
    expect(requests).toBeGreaterThan(2000)
    expect(mirrored.all).toBeGreaterThan(30)
    expect(problems.slice(0, 30)).toEqual([])
    expect(mirrored.seen).toBe(mirrored.all)
  })
})
