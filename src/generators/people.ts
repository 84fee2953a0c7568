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
import type { RecommendationPerson } from '../schemas/people.js'
import { PUBLICATION_FREQUENCIES } from '../world/pools.js'
import { postedJobIds } from '../world/posted-jobs.js'
import { recommendationsOf } from '../world/recommendations.js'
import * as text from '../world/text.js'
import { SITE, type Person, type PersonPosition, type World } from '../world/world.js'
import { draw, fixedTotal, ok, paginate, totalOf, type GenerateContext } from './context.js'
import { heavyTail } from '../world/numbers.js'
import { fullName } from './shapes.js'

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

/** Recommendations: `data` is one page of the list itself, with `total` beside it. */
function recommendationPage<T>(ctx: GenerateContext, list: readonly T[]) {
  const { offset, size } = ctx.paging
  // a fixture's page 1 fixed the total: later pages keep it
  const total = fixedTotal(ctx) ?? list.length
  return { success: true as const, message: '', data: list.slice(offset, offset + size), total }
}

export function recommendationsReceived(ctx: GenerateContext): RecommendationsReceivedResponse {
  const { received } = recommendationsOf(ctx.world, ctx.entityKey)
  return recommendationPage(
    ctx,
    received.map((r) => ({
      text: r.text,
      created: r.created,
      lastModified: r.lastModified,
      relationship: r.relationship,
      recommender: recommendationPerson(r.recommender),
    })),
  )
}

export function recommendationsGiven(ctx: GenerateContext): RecommendationsGivenResponse {
  const { given } = recommendationsOf(ctx.world, ctx.entityKey)
  return recommendationPage(
    ctx,
    given.map((r) => ({
      text: r.text,
      created: r.created,
      lastModified: r.lastModified,
      relationship: r.relationship,
      recommendee: recommendationPerson(r.recommendee),
    })),
  )
}

/** People in the subject's field: the same role family, at companies of the subject's industry. */
export function similarProfiles(ctx: GenerateContext): SimilarProfilesResponse {
  const subject = ctx.world.person(ctx.entityKey)
  const family = text.familyById(subject.family)
  const industry = ctx.world.industryOf(subject.companyId)
  const { items } = paginate(ctx, totalOf(ctx, 0, 10), (f) => {
    const p = ctx.world.memberOf(f, [industry], family, f.int(3, 7))
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

/** One page of a list drawn whole (each entry once), with the paging fields of the other lists. */
function pageOf<T>(ctx: GenerateContext, list: readonly T[], total = list.length) {
  const { offset, size, page } = ctx.paging
  return { items: list.slice(offset, offset + size), total, totalPages: Math.ceil(total / size), currentPage: page }
}

/**
 * Groups a member belongs to, each once: a group is known by its name, so its id, size and logo are the same on every
 * member's list.
 */
export function groups(ctx: GenerateContext): GroupsResponse {
  const { world } = ctx
  const member = world.person(ctx.entityKey)
  const family = text.familyById(member.family)
  const wanted = totalOf(ctx, 0, 40)
  const names = draw(ctx, ['groups'], (f) => {
    const seen = new Set<string>()
    for (let tries = 0; seen.size < wanted && tries < wanted * 4; tries++)
      seen.add(text.groupName(f, family, member.place.city))
    return [...seen]
  })
  const list = names.map((name) => {
    const id = world.intFor(['group', name], 10_000, 14_999_999)
    const group = {
      entityUrn: `urn:li:fsd_group:${id}`,
      memberCount: world.draw(['group-size', name], (f) => heavyTail(f, 4_000, 2, 12, 3_000_000)),
      name,
      url: `${SITE}/groups/${id}/`,
    }
    return world.intFor(['group-logo', name], 0, 4) > 0 ? { ...group, logo: world.media.logo(id, name) } : group
  })
  return ok(pageOf(ctx, list, fixedTotal(ctx) ?? list.length))
}

/** Companies a member follows, each once: mostly in their own industry. */
export function companyInterests(ctx: GenerateContext): CompanyInterestsResponse {
  const { world } = ctx
  const member = world.person(ctx.entityKey)
  const industry = world.industryOf(member.companyId)
  const wanted = totalOf(ctx, 0, 60)
  const ids = draw(ctx, ['followed'], (f) => {
    const seen = new Set<number>()
    for (let tries = 0; seen.size < wanted && tries < wanted * 4; tries++)
      seen.add(world.randomCompanyIdIn(f, industry, 0.75))
    return [...seen]
  })
  const page = pageOf(ctx, ids, fixedTotal(ctx) ?? ids.length)
  return ok({
    ...page,
    items: page.items.map((id) => {
      const c = world.companyBrief(id)
      return { id: c.id, name: c.name, logo: c.logo ?? '', networkURL: c.url }
    }),
  })
}

/**
 * The openings a person posted, each as its job id (what jobs/details takes): the spec shows no element shape, so no
 * field is invented. The many who posted none get the observed `items: null`.
 */
export function postedJobs(ctx: GenerateContext): PostedJobsResponse {
  const ids = postedJobIds(ctx.world, ctx.entityKey)
  return ok({ items: ids === undefined ? null : pageOf(ctx, ids).items })
}

export function positionSkills(ctx: GenerateContext): PositionSkillsResponse {
  const person = ctx.world.person(ctx.entityKey)
  const { items } = paginate(ctx, person.positions.length, (f, i) => {
    const pos = person.positions[i]
    if (!pos) throw new Error(`position ${i} out of range`)
    const brief = ctx.world.companyBrief(pos.companyId)
    const fields = positionFields(ctx.world, pos, brief)
    // the spec says the URL may be empty here: some positions are not linked to the company's page
    const companyURL = f.bool(0.1) ? '' : fields.companyURL
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
      // 19 digits like real newsletter ids: beyond 2^53, so built as a string
      const id = `${f.int(6000, 7199)}${f.numeric(15)}`
      const frequency = f.pick(PUBLICATION_FREQUENCIES)
      const common = (written: { name: string; description: string }) => ({
        publicationFrequency: frequency,
        logo: ctx.world.media.logo(id, written.name),
        url: `${SITE}/newsletters/${id}/`,
        ...written,
      })
      if (f.bool(0.7)) {
        const p = ctx.world.memberOf(f, [industry], family, f.int(0, 7))
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
