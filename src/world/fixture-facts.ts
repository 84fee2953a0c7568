import { headlineParts, type PersonFacts, type WorldFacts } from './facts.js'
import type { PersonPosition } from './world.js'

/**
 * Reads the facts one fixture body states about the people, companies and jobs it names, so generated answers
 * elsewhere agree with it. `key` is the fixture's parameter value, `file` names it in conflict reports.
 */
export type FactsOf = (facts: WorldFacts, key: string, body: any, file: string) => void

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)
/** A name as stated: an empty last name is one ("Cher"), not a name left out. */
const name = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const arr = (v: unknown): any[] => (Array.isArray(v) ? v : [])

/** A person as a list shows them; the headline's "Title at Company" becomes their current job. */
function person(facts: WorldFacts, file: string, path: string, p: any, extra: PersonFacts = {}): void {
  const username = str(p?.username)
  if (!username) return
  const headline = str(p.headline) ?? str(p.occupation)
  const parts = headline ? headlineParts(headline) : {}
  const urn = str(p.urn)?.replace(/^urn:li:fsd_profile:/, '')
  facts.person(
    username.toLowerCase(),
    {
      firstName: name(p.firstName),
      lastName: name(p.lastName),
      fullName:
        p.firstName === undefined && p.lastName === undefined
          ? str(p.fullName)?.trim().replace(/\s+/g, ' ')
          : undefined,
      headline,
      title: parts.title,
      companyName: parts.company,
      picture: str(p.profilePicture) ?? str(p.profilePictures),
      id: num(p.id),
      urn,
      ...extra,
    },
    file,
    path,
  )
}

/** A company as a list or a position shows it. */
function company(
  facts: WorldFacts,
  file: string,
  path: string,
  c: {
    id: unknown
    name?: unknown
    universalName?: unknown
    url?: unknown
    logo?: unknown
    industry?: unknown
    staffCount?: unknown
    tagline?: unknown
  },
): void {
  const id =
    typeof c.id === 'number' ? c.id : typeof c.id === 'string' && /^[1-9]\d*$/.test(c.id) ? Number(c.id) : undefined
  if (id === undefined || !Number.isSafeInteger(id)) return
  facts.company(
    id,
    {
      name: str(c.name),
      universalName: str(c.universalName),
      url: str(c.url),
      logo: str(c.logo),
      industry: str(c.industry),
      staffCount: num(c.staffCount),
      tagline: str(c.tagline),
    },
    file,
    path,
  )
}

function positionCompany(facts: WorldFacts, file: string, path: string, p: any): void {
  company(facts, file, path, {
    id: p.companyId,
    name: p.companyName,
    universalName: p.companyUsername,
    url: p.companyURL,
    logo: p.companyLogo,
    industry: p.companyIndustry,
  })
}

export const profileFacts: FactsOf = (facts, key, b, file) => {
  const headline = str(b.headline)
  const parts = headline ? headlineParts(headline) : {}
  facts.person(
    key.toLowerCase(),
    {
      firstName: name(b.firstName),
      lastName: name(b.lastName),
      headline,
      title: parts.title,
      companyName: parts.company,
      picture: str(b.profilePicture),
      about: str(b.about),
      followerCount: num(b.followerCount),
      connectionCount: num(b.connectionCount),
    },
    file,
  )
}

export const profileByUrlFacts: FactsOf = (facts, key, b, file) => {
  const positions: PersonPosition[] = arr(b.position).map((p) => ({
    companyId: p.companyId,
    title: p.title,
    location: p.location,
    locationType: p.locationType,
    description: p.description,
    employmentType: p.employmentType,
    skills: [],
    networkHelpedGetJob: false,
    start: p.start,
    end: p.end,
  }))
  arr(b.position).forEach((p, i) => positionCompany(facts, file, `$.position[${i}]`, p))
  const headline = str(b.headline)
  facts.person(
    (str(b.username) ?? key).toLowerCase(),
    {
      firstName: name(b.firstName),
      lastName: name(b.lastName),
      headline,
      title: positions[0]?.title,
      companyId: positions[0]?.companyId,
      picture: str(b.profilePicture),
      id: num(b.id),
      urn: str(b.urn),
      about: str(b.summary),
      ...(positions.length ? { positions } : {}),
    },
    file,
  )
}

export const positionSkillsFacts: FactsOf = (facts, _key, b, file) => {
  arr(b.data?.items).forEach((p, i) => positionCompany(facts, file, `$.data.items[${i}]`, p))
}

export const connectionCountFacts: FactsOf = (facts, key, b, file) => {
  facts.person(key.toLowerCase(), { connectionCount: num(b.connection), followerCount: num(b.follower) }, file)
}

/** Relationships in which both people worked at one company at the recommendation's date. */
const COLLEAGUES = new Set(['RECOMMENDER_MANAGED_RECOMMENDEE', 'RECOMMENDER_SENIOR_THAN_RECOMMENDEE'])

/** The other person of a colleague recommendation works at their current company since its date at the latest. */
function since(facts: WorldFacts, r: any, other: any): void {
  const username = str(other?.username)
  if (username && COLLEAGUES.has(r.relationship) && typeof r.created === 'number')
    facts.personSince(username.toLowerCase(), r.created)
}

/** The recommendation itself, so the other person's list shows the same one. */
function recommendation(facts: WorldFacts, r: any, recommender: unknown, recommendee: unknown): void {
  const [from, to] = [str(recommender), str(recommendee)]
  if (!from || !to || typeof r.created !== 'number' || typeof r.text !== 'string') return
  facts.recommendation({
    recommender: from.toLowerCase(),
    recommendee: to.toLowerCase(),
    text: r.text,
    created: r.created,
    lastModified: num(r.lastModified) ?? r.created,
    relationship: str(r.relationship) ?? 'RECOMMENDER_SENIOR_THAN_RECOMMENDEE',
  })
}

export const recommendationsReceivedFacts: FactsOf = (facts, key, b, file) => {
  arr(b.data).forEach((r, i) => {
    person(facts, file, `$.data[${i}].recommender`, r.recommender)
    since(facts, r, r.recommender)
    recommendation(facts, r, r.recommender?.username, key)
  })
}

export const recommendationsGivenFacts: FactsOf = (facts, key, b, file) => {
  arr(b.data).forEach((r, i) => {
    person(facts, file, `$.data[${i}].recommendee`, r.recommendee)
    since(facts, r, r.recommendee)
    recommendation(facts, r, key, r.recommendee?.username)
  })
}

/** Lists whose items are people as they are (similar profiles, hiring team). */
export const peopleItemsFacts: FactsOf = (facts, _key, b, file) => {
  arr(b.data?.items).forEach((p, i) => person(facts, file, `$.data.items[${i}]`, p))
}

export const newslettersFacts: FactsOf = (facts, _key, b, file) => {
  arr(b.data?.items).forEach((n, i) => person(facts, file, `$.data.items[${i}].publisher`, n.publisher))
}

export const companyInterestsFacts: FactsOf = (facts, _key, b, file) => {
  arr(b.data?.items).forEach((c, i) =>
    company(facts, file, `$.data.items[${i}]`, { id: c.id, name: c.name, logo: c.logo, url: c.networkURL }),
  )
}

export const companySearchFacts: FactsOf = (facts, _key, b, file) => {
  arr(b.data?.items).forEach((c, i) =>
    company(facts, file, `$.data.items[${i}]`, {
      id: c.id,
      name: c.name,
      universalName: c.universalName,
      logo: c.logo,
      url: c.networkURL,
      tagline: c.tagline,
    }),
  )
}

export const companyDetailsFacts: FactsOf = (facts, key, b, file) => {
  const d = b.data ?? {}
  company(facts, file, '$.data', {
    id: key,
    name: d.name,
    universalName: d.universalName,
    url: d.networkUrl,
    logo: d.Images?.logo,
    industry: arr(d.industries)[0],
    staffCount: d.staffCount,
    tagline: d.tagline,
  })
}

export const companyJobsFacts: FactsOf = (facts, key, b, file) => {
  const items = arr(b.data?.items)
  const total = num(b.data?.total)
  const companyId = Number(key)
  if (total !== undefined && Number.isSafeInteger(companyId))
    facts.company(companyId, { jobTotal: total }, file, '$.data.total')
  items.forEach((j, i) => {
    company(facts, file, `$.data.items[${i}].company`, {
      id: key,
      name: j.company?.name,
      logo: j.company?.logo,
      url: j.company?.url,
    })
    const id = str(j.id)
    if (id)
      facts.job(
        id,
        {
          title: str(j.title),
          companyId,
          location: str(j.location),
          listedAt: num(j.postedTimestamp),
          referenceId: str(j.referenceId),
          benefits: str(j.benefits),
        },
        file,
        `$.data.items[${i}]`,
      )
  })
}

export const jobsCountFacts: FactsOf = (facts, key, b, file) => {
  const total = num(b.data?.total)
  if (total !== undefined && /^[1-9]\d*$/.test(key))
    facts.company(Number(key), { jobTotal: total }, file, '$.data.total')
}

export const jobDetailsFacts: FactsOf = (facts, key, b, file) => {
  const d = b.data ?? {}
  const c = d.company ?? {}
  company(facts, file, '$.data.company', {
    id: c.id,
    name: c.name,
    universalName: c.universalName,
    url: c.url,
    logo: c.logo,
    industry: arr(c.industries)[0],
    staffCount: c.staffCount,
  })
  facts.job(
    key,
    {
      title: str(d.title),
      companyId: typeof c.id === 'number' ? c.id : undefined,
      state: d.state === 'LISTED' || d.state === 'CLOSED' ? d.state : undefined,
      location: str(d.location),
      listedAt: num(d.listedAt),
    },
    file,
  )
}

export const postSearchFacts: FactsOf = (facts, _key, b, file) => {
  arr(b.data?.items).forEach((p, i) => person(facts, file, `$.data.items[${i}].author`, p.author))
}

export const repostsFacts: FactsOf = (facts, _key, b, file) => {
  arr(b.data?.items).forEach((r, i) =>
    person(facts, file, `$.data.items[${i}]`, {
      username: r.username,
      fullName: r.fullName,
      profilePicture: r.profilePicture ?? undefined,
    }),
  )
}

export const commentsFacts: FactsOf = (facts, _key, b, file) => {
  arr(b.data?.items).forEach((c, i) => person(facts, file, `$.data.items[${i}].authorProfile`, c.authorProfile))
}
