import { z } from 'zod'
import { builtOnUse } from '../util/lazy.js'
import { AddressSchema, OpaqueObjectSchema } from './common.js'

export const CompanySummarySchema = builtOnUse(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    universalName: z.string(),
    tagline: z.string(),
    logo: z.string(),
    networkURL: z.string(),
  }),
)
export type CompanySummary = z.infer<typeof CompanySummarySchema>

export const LastFundingRoundSchema = builtOnUse(() =>
  z.object({
    investorsFundingSiteUrl: z.string(),
    leadInvestors: z.array(z.unknown()).nullable(),
    fundingRoundFundingSiteUrl: z.string(),
    fundingType: z.string(),
    moneyRaised: z.object({ currencyCode: z.string(), amount: z.string() }),
    numOtherInvestors: z.number(),
    announcedOn: z.object({ month: z.number(), day: z.number(), year: z.number() }),
  }),
)
export type LastFundingRound = z.infer<typeof LastFundingRoundSchema>

export const CompanyDetailsSchema = builtOnUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    universalName: z.string(),
    networkUrl: z.string(),
    tagline: z.string(),
    description: z.string(),
    type: z.string(),
    phone: z.string(),
    website: z.string(),
    Images: z.object({ logo: z.string().nullable(), cover: z.string() }),
    isClaimable: z.boolean(),
    backgroundCoverImages: z.url(),
    logos: z.url(),
    staffCount: z.number(),
    followerCount: z.number(),
    headquarter: AddressSchema,
    locations: z.array(AddressSchema),
    industries: z.array(z.string()),
    specialities: z.array(z.string()),
    founded: z.null(),
    callToAction: z.object({
      callToActionType: z.string(),
      visible: z.boolean(),
      callToActionMessage: z.object({ textDirection: z.string(), text: z.string() }),
      url: z.string(),
    }),
    fundingSiteUrl: z.string(),
    fundingData: z.object({
      updatedAt: z.string(),
      updatedDate: z.string(),
      numFundingRounds: z.number(),
      lastFundingRound: LastFundingRoundSchema,
    }),
    featuredCustomers: z.null(),
    pageVerification: z.null(),
  }),
)
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>

export const CompanyJobSchema = builtOnUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    url: z.string(),
    referenceId: z.string(),
    company: z.object({
      name: z.string(),
      logo: z.string().nullable(),
      url: z.string(),
      headquarter: OpaqueObjectSchema,
    }),
    location: z.string(),
    postAt: z.string(),
    postedTimestamp: z.number(),
    benefits: z.string().optional(),
  }),
)
export type CompanyJob = z.infer<typeof CompanyJobSchema>
