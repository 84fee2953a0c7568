import type { HiringTeamResponse, JobDetailsResponse } from '../schemas/responses.js'
import { formatUtc } from '../util/dates.js'
import { ok, paginate, totalOf, type GenerateContext } from './context.js'
import { personLink } from './shapes.js'
import * as text from '../world/text.js'
import { type Person, websiteOf } from '../world/world.js'

export function jobDetails(ctx: GenerateContext): JobDetailsResponse {
  const { world } = ctx
  const job = world.job(ctx.entityKey)
  const c = world.company(job.companyId)
  const hq = c.headquarter
  return ok({
    id: job.id,
    state: job.closed ? 'CLOSED' : 'LISTED',
    title: job.title,
    description: job.description,
    url: job.url,
    location: job.location,
    type: job.type,
    workPlace: job.workPlace,
    formattedExperienceLevel: job.experienceLevel,
    applyMethod: {
      // the careers site exists even where the company page shows no website
      companyApplyUrl: `${websiteOf(c.universalName)}/careers/${job.referenceId}`,
      easyApplyUrl: job.easyApply ? `${job.url}apply/` : '',
    },
    company: {
      id: c.id,
      name: c.name,
      universalName: c.universalName,
      description: c.description,
      logo: c.logo,
      url: c.url,
      followerCount: c.followerCount,
      staffCount: c.staffCount,
      specialities: c.specialities,
      industries: c.industries,
      headquarter: {
        geographicArea: hq.geographicArea ?? '',
        country: hq.country,
        city: hq.city,
        postalCode: hq.postalCode ?? '',
        line1: hq.line1,
      },
    },
    contentLanguage: { code: job.language.code, name: job.language.name },
    closed: job.closed,
    workRemoteAllowed: job.workPlace !== 'On-site',
    expireAt: job.expireAt,
    listedAt: job.listedAt,
    originalListedAt: job.originalListedAt,
    listedAtDate: formatUtc(job.listedAt),
    originalListedDate: formatUtc(job.originalListedAt),
    formattedJobFunctions: job.functions.map(([, label]) => label),
    formattedIndustries: c.industries,
    jobFunctions: job.functions.map(([code]) => code),
    industries: job.industryIds,
  })
}

/** Who hires for an opening at the company: a recruiter, the lead of the opening's family, a second recruiter. */
export function hiringTeam(ctx: GenerateContext): HiringTeamResponse {
  const { world } = ctx
  const job = world.job(ctx.entityKey)
  const people = text.familyById('people')
  const team = [
    world.employee(job.companyId, people, 1),
    world.employee(job.companyId, text.familyById(job.family), 0),
    world.employee(job.companyId, people, 2),
  ]
  const { items } = paginate(ctx, totalOf(ctx, 0, 3), (_f, i) => {
    const p = team[i % team.length] as Person
    const link = personLink(p)
    return {
      fullName: link.fullName,
      username: link.username,
      url: link.url,
      headline: link.headline,
      profilePicture: p.profilePicture,
    }
  })
  return ok({ items })
}
