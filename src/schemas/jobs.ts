import { z } from 'zod'
import { builtOnUse } from '../util/lazy.js'

export const JobDetailsSchema = builtOnUse(() =>
  z.object({
    id: z.string(),
    state: z.string(),
    title: z.string(),
    description: z.string(),
    url: z.string(),
    location: z.string(),
    type: z.string(),
    workPlace: z.string(),
    formattedExperienceLevel: z.string(),
    applyMethod: z.object({ companyApplyUrl: z.string(), easyApplyUrl: z.string() }),
    company: z.object({
      id: z.number(),
      name: z.string(),
      universalName: z.string(),
      description: z.string(),
      logo: z.string().nullable(),
      url: z.string(),
      followerCount: z.number(),
      staffCount: z.number(),
      specialities: z.array(z.string()),
      industries: z.array(z.string()),
      headquarter: z.object({
        geographicArea: z.string(),
        country: z.string(),
        city: z.string(),
        postalCode: z.string(),
        line1: z.string(),
      }),
    }),
    contentLanguage: z.object({ code: z.string(), name: z.string() }),
    closed: z.boolean(),
    workRemoteAllowed: z.boolean(),
    expireAt: z.number(),
    listedAt: z.number(),
    originalListedAt: z.number(),
    listedAtDate: z.string(),
    originalListedDate: z.string(),
    formattedJobFunctions: z.array(z.string()),
    formattedIndustries: z.array(z.string()),
    jobFunctions: z.array(z.string()),
    industries: z.array(z.number()),
  }),
)
export type JobDetails = z.infer<typeof JobDetailsSchema>

export const HiringTeamMemberSchema = builtOnUse(() =>
  z.object({
    fullName: z.string(),
    username: z.string(),
    url: z.string(),
    headline: z.string(),
    profilePicture: z.string(),
  }),
)
export type HiringTeamMember = z.infer<typeof HiringTeamMemberSchema>
