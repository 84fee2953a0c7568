import type {
  CompanyDetailsResponse,
  CompanyJobsResponse,
  CompanySearchResponse,
  JobsCountResponse,
} from '../schemas/responses.js'
import { formatUtc } from '../util/dates.js'
import { searchCompanies } from '../world/search/companies.js'
import { INVESTOR_KINDS, NAME_HEADS, NAME_TAILS } from '../world/pools.js'
import type { Company, World } from '../world/world.js'
import { draw, ok, paginate, resultPage, shownItems, type GenerateContext, type Paging } from './context.js'

const FUNDING_SITE = 'https://funding.example.com'

/** A company as search results show it. */
function companyItem(world: World, id: number) {
  const c = world.company(id)
  return {
    id: c.id,
    name: c.name,
    universalName: c.universalName,
    tagline: c.tagline,
    logo: c.logo ?? '',
    networkURL: c.url,
  }
}

/** Companies shown lately: searches for related words find the same companies. */
const shownCompany = shownItems<ReturnType<typeof companyItem>>('shownCompany')

export function companySearch(ctx: GenerateContext): CompanySearchResponse {
  const { world } = ctx
  const found = searchCompanies(world, ctx.entityKey)
  return ok(resultPage(ctx, found, (id) => shownCompany(world, id, () => companyItem(world, id))))
}

/** A company search that found nothing, as a page (the `empty-results` scenario answers it; else it is a 404). */
export function companySearchEmpty(paging: Paging): CompanySearchResponse {
  return ok({ items: [], total: 0, totalPages: 0, currentPage: paging.page })
}

/**
 * Who led the last round, by name (the spec gives no element shape, so no fields are invented): null for most
 * companies and always for grants and loans, one to three firms fitting the stage for some.
 */
function leadInvestors(ctx: GenerateContext, c: Company): string[] | null {
  const kinds = INVESTOR_KINDS[c.fundingType]
  return draw(ctx, ['lead-investors'], (f) => {
    if (!kinds || !f.bool(0.35)) return null
    const count = f.weighted([
      { value: 1, weight: 6 },
      { value: 2, weight: 3 },
      { value: 3, weight: 1 },
    ])
    return Array.from({ length: count }, () => `${f.pick(NAME_HEADS)}${f.pick(NAME_TAILS)} ${f.pick(kinds)}`)
  })
}

function companyOf(ctx: GenerateContext) {
  return ctx.world.company(Number(ctx.entityKey))
}

export function companyDetails(ctx: GenerateContext): CompanyDetailsResponse {
  const c = companyOf(ctx)
  const announced = c.fundingAnnounced
  const slug = c.universalName
  // the last round of the company's kind and stage: POST_IPO_EQUITY for public companies, GRANT for nonprofits...
  const round = c.fundingType.toLowerCase().replace(/_/g, '-')
  return ok({
    id: String(c.id),
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
    logos: c.logo ?? ctx.world.media.logoPlaceholder(),
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
      // without a website, the button opens the company's page
      url: c.website === '' ? c.url : c.website,
    },
    fundingSiteUrl: `https://funding.example.com/organization/${slug}`,
    fundingData: {
      updatedAt: String(c.fundingUpdatedAt),
      updatedDate: formatUtc(c.fundingUpdatedAt * 1000),
      numFundingRounds: c.fundingRounds,
      lastFundingRound: {
        investorsFundingSiteUrl: `${FUNDING_SITE}/funding_round/${slug}-${round}--${c.id}#section-investors`,
        leadInvestors: leadInvestors(ctx, c),
        fundingRoundFundingSiteUrl: `https://funding.example.com/funding_round/${slug}-${round}--${c.id}`,
        fundingType: c.fundingType,
        moneyRaised: { currencyCode: c.fundingCurrency, amount: c.fundingAmount },
        numOtherInvestors: draw(ctx, ['investors'], (f) => f.int(0, 9)),
        announcedOn: { month: announced.month, day: announced.day, year: announced.year },
      },
    },
    featuredCustomers: null,
    pageVerification: null,
  })
}

export function companyJobs(ctx: GenerateContext): CompanyJobsResponse {
  const company = companyOf(ctx)
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
  return ok({ total: companyOf(ctx).jobCount })
}
