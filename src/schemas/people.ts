import { z } from 'zod'
import { builtOnUse } from '../util/lazy.js'
import { DatePartsSchema, OpaqueObjectSchema } from './common.js'

export const GeoSchema = builtOnUse(() =>
  z.object({
    country: z.string(),
    city: z.string(),
    countryCode: z.string(),
  }),
)
export type Geo = z.infer<typeof GeoSchema>

export const EducationSchema = builtOnUse(() =>
  z.object({
    start: DatePartsSchema,
    end: DatePartsSchema,
    fieldOfStudy: z.string(),
    degree: z.string(),
    grade: z.string(),
    schoolName: z.string(),
    description: z.string(),
    activities: z.string(),
    url: z.string(),
    schoolId: z.string(),
    logo: z.url(),
  }),
)
export type Education = z.infer<typeof EducationSchema>

export const PositionSchema = builtOnUse(() =>
  z.object({
    companyId: z.number(),
    companyName: z.string(),
    companyUsername: z.string(),
    companyURL: z.string(),
    companyLogo: z.string(),
    companyIndustry: z.string(),
    companyStaffCountRange: z.string(),
    title: z.string(),
    location: z.string(),
    locationType: z.string(),
    description: z.string(),
    employmentType: z.string(),
    start: DatePartsSchema,
    end: DatePartsSchema,
  }),
)
export type Position = z.infer<typeof PositionSchema>

export const ProfileByUrlSchema = builtOnUse(() =>
  z.object({
    id: z.number(),
    urn: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    isTopVoice: z.boolean(),
    isCreator: z.boolean(),
    isPremium: z.boolean(),
    profilePicture: z.url(),
    backgroundImage: z.url(),
    summary: z.string(),
    headline: z.string(),
    geo: GeoSchema,
    educations: z.array(EducationSchema),
    position: z.array(PositionSchema),
    projects: OpaqueObjectSchema,
  }),
)
export type ProfileByUrl = z.infer<typeof ProfileByUrlSchema>

export const ProfileSchema = builtOnUse(() =>
  z.object({
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    headline: z.string(),
    location: z.string(),
    about: z.string(),
    profilePicture: z.string(),
    backgroundImage: z.string(),
    followerCount: z.number(),
    connectionCount: z.number(),
  }),
)
export type Profile = z.infer<typeof ProfileSchema>

export const ConnectionCountSchema = builtOnUse(() => z.object({ connection: z.number(), follower: z.number() }))
export type ConnectionCount = z.infer<typeof ConnectionCountSchema>

export const RecommendationPersonSchema = builtOnUse(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    occupation: z.string(),
    username: z.string(),
  }),
)
export type RecommendationPerson = z.infer<typeof RecommendationPersonSchema>

const recommendationShape = () => ({
  text: z.string(),
  created: z.number(),
  lastModified: z.number(),
  relationship: z.string(),
})

export const ReceivedRecommendationSchema = builtOnUse(() =>
  z.object({
    ...recommendationShape(),
    recommender: RecommendationPersonSchema,
  }),
)
export type ReceivedRecommendation = z.infer<typeof ReceivedRecommendationSchema>

export const GivenRecommendationSchema = builtOnUse(() =>
  z.object({
    ...recommendationShape(),
    recommendee: RecommendationPersonSchema,
  }),
)
export type GivenRecommendation = z.infer<typeof GivenRecommendationSchema>

export const SimilarProfileSchema = builtOnUse(() =>
  z.object({
    id: z.number(),
    urn: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    headline: z.string(),
    profilePicture: z.string(),
    isPremium: z.boolean(),
    geo: OpaqueObjectSchema,
    projects: OpaqueObjectSchema,
  }),
)
export type SimilarProfile = z.infer<typeof SimilarProfileSchema>

export const GroupSchema = builtOnUse(() =>
  z.object({
    entityUrn: z.string(),
    memberCount: z.number(),
    name: z.string(),
    url: z.string(),
    logo: z.string().optional(),
  }),
)
export type Group = z.infer<typeof GroupSchema>

export const CompanyInterestSchema = builtOnUse(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    logo: z.string(),
    networkURL: z.string(),
  }),
)
export type CompanyInterest = z.infer<typeof CompanyInterestSchema>

export const PositionWithSkillsSchema = builtOnUse(() =>
  z.object({
    companyId: z.number(),
    companyName: z.string(),
    companyUsername: z.string(),
    companyURL: z.string(),
    companyLogo: z.string().nullable(),
    title: z.string(),
    location: z.string(),
    locationType: z.string(),
    description: z.string(),
    employmentType: z.string(),
    skills: z.array(z.string()),
    networkHelpedGetJob: z.boolean(),
    start: DatePartsSchema,
    end: DatePartsSchema,
  }),
)
export type PositionWithSkills = z.infer<typeof PositionWithSkillsSchema>

export const NewsletterSchema = builtOnUse(() =>
  z.object({
    publicationFrequency: z.string(),
    name: z.string(),
    logo: z.string(),
    url: z.string(),
    description: z.string(),
    // a person publisher has all five person fields; a company publisher only its name and URL
    publisher: z.union([
      z.object({
        fullName: z.string(),
        url: z.string(),
        username: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        profilePicture: z.url(),
        urn: z.string(),
      }),
      z.strictObject({ fullName: z.string(), url: z.string() }),
    ]),
  }),
)
export type Newsletter = z.infer<typeof NewsletterSchema>
