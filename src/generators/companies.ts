import type {
  CompanyDetailsResponse,
  CompanyJobsResponse,
  CompanySearchResponse,
  JobsCountResponse,
} from '../schemas/responses.js'
import { formatUtc } from '../util/dates.js'
import { draw, ok, paginate, totalOf, type GenerateContext } from './context.js'

export function companySearch(ctx: GenerateContext): CompanySearchResponse {
  return ok(
    paginate(ctx, totalOf(ctx, 0, 480), (f) => {
      const c = ctx.world.company(ctx.world.randomCompanyId(f))
      return { id: c.id, name: c.name, universalName: c.universalName, tagline: c.tagline, logo: c.logo, networkURL: c.url }
    }),
  )
}

export function companyDetails(ctx: GenerateContext): CompanyDetailsResponse {
  const c = ctx.world.company(ctx.world.companyIdOf(ctx.key))
  const announced = c.fundingAnnounced
  const slug = c.universalName
  return ok({
    id: ctx.key,
    name: c.name,
    universalName: c.universalName,
    networkUrl: c.url,
    tagline: c.tagline,
    description: c.description,
    type: c.type,
    phone: c.phone,
    website: c.website,
    Images: { logo: c.logo, cover: c.cover },
    isClaimable: c.claimable,
    backgroundCoverImages: c.cover,
    logos: c.logo,
    staffCount: c.staffCount,
    followerCount: c.followerCount,
    headquarter: c.headquarter,
    locations: c.locations,
    industries: c.industries,
    specialities: c.specialities,
    founded: null,
    callToAction: {
      callToActionType: 'VISIT_COMPANY_WEBSITE',
      visible: true,
      callToActionMessage: { textDirection: 'USER_LOCALE', text: 'Visit website' },
      url: c.website,
    },
    fundingSiteUrl: `https://funding.example.com/organization/${slug}`,
    fundingData: {
      updatedAt: String(c.fundingUpdatedAt),
      updatedDate: formatUtc(c.fundingUpdatedAt * 1000),
      numFundingRounds: c.fundingRounds,
      lastFundingRound: {
        investorsFundingSiteUrl: `https://funding.example.com/funding_round/${slug}-post-ipo-equity--${c.id}#section-investors`,
        leadInvestors: null,
        fundingRoundFundingSiteUrl: `https://funding.example.com/funding_round/${slug}-post-ipo-equity--${c.id}`,
        fundingType: 'POST_IPO_EQUITY',
        moneyRaised: { currencyCode: 'USD', amount: c.fundingAmount },
        numOtherInvestors: draw(ctx, ['investors'], (f) => f.number.int({ min: 0, max: 9 })),
        announcedOn: { month: announced.month, day: announced.day, year: announced.year },
      },
    },
    featuredCustomers: null,
    pageVerification: null,
  })
}

export function companyJobs(ctx: GenerateContext): CompanyJobsResponse {
  const company = ctx.world.company(ctx.world.companyIdOf(ctx.key))
  const page = paginate(ctx, company.jobCount, (_f, i) => {
    const job = ctx.world.job(ctx.world.jobIdOf(company.id, i))
    const item = {
      id: job.id,
      title: job.title,
      url: job.url,
      referenceId: job.referenceId,
      company: { name: company.name, logo: company.logo, url: company.url, headquarter: {} },
      location: job.location,
      postAt: formatUtc(job.listedAt),
      postedTimestamp: job.listedAt,
    }
    return job.benefits === undefined ? item : { ...item, benefits: job.benefits }
  })
  return ok({ items: page.items, total: page.total })
}

export function jobsCount(ctx: GenerateContext): JobsCountResponse {
  return ok({ total: ctx.world.company(ctx.world.companyIdOf(ctx.key)).jobCount })
}
