import type {
  ConnectionCountResponse,
  CompanyInterestsResponse,
  GroupsResponse,
  NewslettersResponse,
  PositionSkillsResponse,
  PostedJobsResponse,
  ProfileByUrlResponse,
  ProfileResponse,
  RecommendationsGivenResponse,
  RecommendationsReceivedResponse,
  SimilarProfilesResponse,
} from '../schemas/responses.js'
import type { Faker } from '@faker-js/faker'
import type { RecommendationPerson } from '../schemas/people.js'
import { PUBLICATION_FREQUENCIES, RELATIONSHIPS } from '../world/pools.js'
import * as text from '../world/text.js'
import { SITE, type Person, type PersonPosition, type World } from '../world/world.js'
import { ok, paginate, totalOf, type GenerateContext } from './context.js'
import { heavyTail } from '../world/numbers.js'
import { fullName } from './shapes.js'

const DAY = 24 * 3600_000

/** What profile-by-url and position-skills both say of a position: the same job, seen twice. */
function positionFields(world: World, pos: PersonPosition, c = world.companyBrief(pos.companyId)) {
  return {
    companyId: c.id,
    companyName: c.name,
    companyUsername: c.universalName,
    companyURL: c.url,
    companyLogo: c.logo ?? '',
    title: pos.title,
    location: pos.location,
    locationType: pos.locationType,
    description: pos.description,
    employmentType: pos.employmentType,
    start: pos.start,
    end: pos.end,
  }
}

export function profileByUrl(ctx: GenerateContext): ProfileByUrlResponse {
  const { world } = ctx
  const p = world.person(ctx.entityKey)
  return {
    id: p.id,
    urn: p.urn,
    username: p.username,
    firstName: p.firstName,
    lastName: p.lastName,
    isTopVoice: p.isTopVoice,
    isCreator: p.isCreator,
    isPremium: p.isPremium,
    profilePicture: p.profilePicture,
    backgroundImage: p.backgroundImage,
    summary: p.about,
    headline: p.headline,
    geo: {
      country: p.place.country.name,
      city: `${p.place.city}, ${p.place.region}`,
      countryCode: p.place.country.code.toLowerCase(),
    },
    educations: p.educations.map((e) => ({
      start: e.start,
      end: e.end,
      fieldOfStudy: e.fieldOfStudy,
      degree: e.degree,
      grade: e.grade,
      schoolName: e.schoolName,
      description: e.description,
      activities: e.activities,
      url: `${SITE}/school/${e.schoolId}/`,
      schoolId: e.schoolId,
      logo: world.media.logo(e.schoolId, e.schoolName),
    })),
    // positionFields' fields and two more, added to that object: spreading one literal into another is slow
    position: p.positions.map((pos) => {
      const c = world.companyBrief(pos.companyId)
      return Object.assign(positionFields(world, pos, c), {
        companyIndustry: c.industries[0] ?? '',
        companyStaffCountRange: c.staffCountRange,
      })
    }),
    projects: {},
  }
}

export function profile(ctx: GenerateContext): ProfileResponse {
  const p = ctx.world.person(ctx.entityKey)
  return {
    username: p.username,
    firstName: p.firstName,
    lastName: p.lastName,
    headline: p.headline,
    location: p.location,
    about: p.about,
    profilePicture: p.profilePicture,
    backgroundImage: p.backgroundImage,
    followerCount: p.followerCount,
    connectionCount: p.connectionCount,
  }
}

export function connectionCount(ctx: GenerateContext): ConnectionCountResponse {
  const p = ctx.world.person(ctx.entityKey)
  return { connection: p.connectionCount, follower: p.followerCount }
}

function recommendationPerson(p: Person): RecommendationPerson {
  return { firstName: p.firstName, lastName: p.lastName, occupation: p.headline, username: p.username }
}

/** Epoch ms of DateParts; month 0 (not specified) reads as January. */
function partsMs(d: { year: number; month: number }): number {
  return Date.UTC(d.year, Math.max(0, d.month - 1))
}

/** Where the person worked at `ms`: a recommendation names the employer of its time. */
function companyAt(ctx: GenerateContext, p: Person, ms: number): string {
  const pos = p.positions.find((x) => partsMs(x.start) <= ms && (x.end.year === 0 || ms <= partsMs(x.end) + 31 * DAY))
  return pos ? ctx.world.companyName(pos.companyId) : p.companyName
}

/** The text is about `subject`, at the company they worked for when it was written. */
function recommendationText(
  ctx: GenerateContext,
  f: Faker,
  subject: Person,
  relationship: string,
  created: number,
): string {
  return text.recommendationText(f, {
    firstName: subject.firstName,
    company: companyAt(ctx, subject, created),
    family: text.familyById(subject.family),
    skills: subject.skills,
    relationship,
  })
}

/** Recommendations: `data` is the list itself, with `total` beside it. */
function recommendationList<T>(
  ctx: GenerateContext,
  item: (f: Faker) => T,
): { success: true; message: string; data: T[]; total: number } {
  const page = paginate(ctx, totalOf(ctx, 0, 12), (f) => item(f))
  return { success: true, message: '', data: page.items, total: page.total }
}

const [SENIOR, MANAGED, ADVISED, CLIENT] = RELATIONSHIPS as [string, string, string, string]
const COLLEAGUE = new Set([SENIOR, MANAGED])

/** Start and end (now for a current job) of a position, in ms. */
function span(now: number, pos: PersonPosition): [number, number] {
  return [partsMs(pos.start), pos.end.year === 0 ? now : partsMs(pos.end)]
}

/** A moment in [from, to], if that leaves a month after `from`. */
function between(f: Faker, from: number, to: number): number | undefined {
  const lo = from + 30 * DAY
  return lo < to ? f.number.int({ min: lo, max: to }) : undefined
}

interface Pairing {
  other: Person
  created: number
}

/**
 * A colleague of `subject`: someone who works at a company the subject worked at, in the same role family, over an
 * overlapping period; `lead` asks for the team's lead. The date falls after both had started there.
 */
function colleague(ctx: GenerateContext, f: Faker, subject: Person, lead: boolean): Pairing | undefined {
  const { world } = ctx
  const family = text.familyById(subject.family)
  for (const pos of subject.positions) {
    const [start, end] = span(world.now, pos)
    for (const role of lead ? [0] : [3, 4, 5, 6, 7]) {
      const other = world.employee(pos.companyId, family, role)
      const mine = other.positions[0]
      if (other.username === subject.username || !mine || mine.companyId !== pos.companyId) continue
      const [otherStart] = span(world.now, mine)
      const created = between(f, Math.max(start, otherStart), Math.min(end, world.now))
      if (created !== undefined) return { other, created }
    }
  }
  return undefined
}

/** Someone outside the subject's company: a mentor in the same field (advisor) or a client at any company. */
function outsider(ctx: GenerateContext, f: Faker, subject: Person, relationship: string): Person {
  const { world } = ctx
  if (relationship === ADVISED) {
    const industry = world.industryOf(subject.companyId)
    return world.employee(world.companyIdInIndustries(f, [industry]), text.familyById(subject.family), 0)
  }
  return world.employee(world.randomCompanyId(f), text.familyFor(f, undefined), 0)
}

/** A date while `p` held one of their positions (current one mostly), so the text names that employer. */
function whileAt(f: Faker, now: number, p: Person): number {
  for (const pos of p.positions) {
    const [start, end] = span(now, pos)
    const at = between(f, start, Math.min(end, now))
    if (at !== undefined) return at
  }
  return now - f.number.int({ min: DAY, max: 30 * DAY })
}

/**
 * One recommendation between `subject` (who it is about) and someone else: colleagues share an employer and a
 * period, advisors and clients come from outside and are worded as such.
 */
function recommendation(ctx: GenerateContext, f: Faker, subject: Person, recommenderIsLead: boolean) {
  let relationship = f.helpers.arrayElement(RELATIONSHIPS)
  let pairing = COLLEAGUE.has(relationship)
    ? colleague(ctx, f, subject, recommenderIsLead && relationship === MANAGED)
    : undefined
  if (COLLEAGUE.has(relationship) && !pairing) relationship = f.helpers.arrayElement([ADVISED, CLIENT])
  if (!pairing)
    pairing = { other: outsider(ctx, f, subject, relationship), created: whileAt(f, ctx.world.now, subject) }
  const { other, created } = pairing
  const lastModified = f.datatype.boolean({ probability: 0.2 })
    ? Math.min(created + f.number.int({ min: DAY, max: 20 * DAY }), ctx.world.now)
    : created
  return {
    other,
    relationship,
    created,
    lastModified,
    text: recommendationText(ctx, f, subject, relationship, created),
  }
}

export function recommendationsReceived(ctx: GenerateContext): RecommendationsReceivedResponse {
  const subject = ctx.world.person(ctx.entityKey)
  return recommendationList(ctx, (f) => {
    const r = recommendation(ctx, f, subject, true)
    return {
      text: r.text,
      created: r.created,
      lastModified: r.lastModified,
      relationship: r.relationship,
      recommender: recommendationPerson(r.other),
    }
  })
}

export function recommendationsGiven(ctx: GenerateContext): RecommendationsGivenResponse {
  const giver = ctx.world.person(ctx.entityKey)
  return recommendationList(ctx, (f) => {
    // the giver managed, advised or was a client of the recommendee: the text is about the recommendee
    let relationship = f.helpers.arrayElement(RELATIONSHIPS)
    let pairing = COLLEAGUE.has(relationship) ? colleague(ctx, f, giver, false) : undefined
    if (COLLEAGUE.has(relationship) && !pairing) relationship = f.helpers.arrayElement([ADVISED, CLIENT])
    if (!pairing) {
      const other =
        relationship === ADVISED
          ? ctx.world.employee(
              ctx.world.companyIdInIndustries(f, [ctx.world.industryOf(giver.companyId)]),
              text.familyById(giver.family),
              5,
            )
          : outsider(ctx, f, giver, CLIENT)
      pairing = { other, created: whileAt(f, ctx.world.now, other) }
    }
    const { other: recommendee, created } = pairing
    const lastModified = f.datatype.boolean({ probability: 0.2 })
      ? Math.min(created + f.number.int({ min: DAY, max: 20 * DAY }), ctx.world.now)
      : created
    return {
      text: recommendationText(ctx, f, recommendee, relationship, created),
      created,
      lastModified,
      relationship,
      recommendee: recommendationPerson(recommendee),
    }
  })
}

/** People in the subject's field: the same role family, at companies of the subject's industry. */
export function similarProfiles(ctx: GenerateContext): SimilarProfilesResponse {
  const subject = ctx.world.person(ctx.entityKey)
  const family = text.familyById(subject.family)
  const industry = ctx.world.industryOf(subject.companyId)
  const { items } = paginate(ctx, totalOf(ctx, 0, 10), (f) => {
    const p = ctx.world.employee(
      ctx.world.companyIdInIndustries(f, [industry]),
      family,
      f.number.int({ min: 3, max: 7 }),
    )
    return {
      id: p.id,
      urn: p.urn,
      username: p.username,
      firstName: p.firstName,
      lastName: p.lastName,
      headline: p.headline,
      profilePicture: p.profilePicture,
      isPremium: p.isPremium,
      geo: {},
      projects: {},
    }
  })
  return ok({ items })
}

export function groups(ctx: GenerateContext): GroupsResponse {
  const member = ctx.world.person(ctx.entityKey)
  const family = text.familyById(member.family)
  return ok(
    paginate(ctx, totalOf(ctx, 0, 40), (f) => {
      const id = f.number.int({ min: 10_000, max: 14_999_999 })
      const group = {
        entityUrn: `urn:li:fsd_group:${id}`,
        memberCount: heavyTail(f, 4_000, 2, 12, 3_000_000),
        name: text.groupName(f, family, member.place.city),
        url: `${SITE}/groups/${id}/`,
      }
      return f.datatype.boolean({ probability: 0.8 }) ? { ...group, logo: ctx.world.media.logo(id, group.name) } : group
    }),
  )
}

/** Companies a member follows: mostly in their own industry. */
export function companyInterests(ctx: GenerateContext): CompanyInterestsResponse {
  const member = ctx.world.person(ctx.entityKey)
  const industry = ctx.world.industryOf(member.companyId)
  return ok(
    paginate(ctx, totalOf(ctx, 0, 60), (f) => {
      const c = ctx.world.companyBrief(ctx.world.randomCompanyIdIn(f, industry, 0.75))
      return { id: c.id, name: c.name, logo: c.logo ?? '', networkURL: c.url }
    }),
  )
}

/** The only observed answer is `items: null`; the element shape is unknown, so null is served. */
export function postedJobs(_ctx: GenerateContext): PostedJobsResponse {
  return ok({ items: null })
}

export function positionSkills(ctx: GenerateContext): PositionSkillsResponse {
  const person = ctx.world.person(ctx.entityKey)
  const { items } = paginate(ctx, person.positions.length, (f, i) => {
    const pos = person.positions[i]
    if (!pos) throw new Error(`position ${i} out of range`)
    const brief = ctx.world.companyBrief(pos.companyId)
    const fields = positionFields(ctx.world, pos, brief)
    // the spec says the URL may be empty here: some positions are not linked to the company's page
    const companyURL = f.datatype.boolean({ probability: 0.1 }) ? '' : fields.companyURL
    // and the logo null: a company without one
    const companyLogo = brief.logo
    return { ...fields, companyURL, companyLogo, skills: pos.skills, networkHelpedGetJob: pos.networkHelpedGetJob }
  })
  return ok({ items })
}

/** Newsletters a member reads: written by people of their field or companies of their industry. */
export function newsletters(ctx: GenerateContext): NewslettersResponse {
  const member = ctx.world.person(ctx.entityKey)
  const family = text.familyById(member.family)
  const industry = ctx.world.industryOf(member.companyId)
  return ok(
    paginate(ctx, totalOf(ctx, 0, 15), (f) => {
      // 19 digits like real newsletter ids: beyond 2^53, so built as a string (faker would clamp a number)
      const id = `${f.number.int({ min: 6000, max: 7199 })}${f.string.numeric({ length: 15, allowLeadingZeros: true })}`
      const frequency = f.helpers.arrayElement(PUBLICATION_FREQUENCIES)
      const common = (written: { name: string; description: string }) => ({
        publicationFrequency: frequency,
        logo: ctx.world.media.logo(id, written.name),
        url: `${SITE}/newsletters/${id}/`,
        ...written,
      })
      if (f.datatype.boolean({ probability: 0.7 })) {
        const p = ctx.world.employee(
          ctx.world.companyIdInIndustries(f, [industry]),
          family,
          f.number.int({ min: 0, max: 7 }),
        )
        return {
          ...common(
            text.newsletterByPerson(f, {
              firstName: p.firstName,
              fullName: fullName(p),
              family: text.familyById(p.family),
              frequency,
            }),
          ),
          publisher: {
            fullName: fullName(p),
            url: `${SITE}/in/${p.username}/`,
            username: p.username,
            firstName: p.firstName,
            lastName: p.lastName,
            profilePicture: p.profilePicture,
            urn: `urn:li:fsd_profile:${p.urn}`,
          },
        }
      }
      const c = ctx.world.companyBrief(ctx.world.companyIdInIndustries(f, [industry]))
      return {
        ...common(text.newsletterByCompany(f, { name: c.name, industry: text.industryProfile(c.industry), frequency })),
        publisher: { fullName: c.name, url: c.url },
      }
    }),
  )
}
