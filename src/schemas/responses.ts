import { z } from 'zod'
import { builtOnUse } from '../util/lazy.js'
import { envelope } from './common.js'
import {
  CompanyInterestSchema,
  ConnectionCountSchema,
  GivenRecommendationSchema,
  GroupSchema,
  NewsletterSchema,
  PositionWithSkillsSchema,
  ProfileByUrlSchema,
  ProfileSchema,
  ReceivedRecommendationSchema,
  SimilarProfileSchema,
} from './people.js'
import { CompanyDetailsSchema, CompanyJobSchema, CompanySummarySchema } from './companies.js'
import { HiringTeamMemberSchema, JobDetailsSchema } from './jobs.js'
import { ArticleCommentSchema, PostSchema, RepostSchema } from './posts.js'

/** items + total + totalPages + currentPage, the usual paged list. */
function pagedList<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    totalPages: z.number(),
    currentPage: z.number(),
  })
}

function recommendations<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    data: z.array(item),
    total: z.number(),
  })
}

export const RepostsResponseSchema = builtOnUse(() =>
  envelope(
    z.object({
      currentPage: z.number(),
      items: z.array(RepostSchema),
      paginationToken: z.string(),
      total: z.number(),
      totalPages: z.number(),
    }),
  ),
)
export type RepostsResponse = z.infer<typeof RepostsResponseSchema>

export const CompanySearchResponseSchema = builtOnUse(() => envelope(pagedList(CompanySummarySchema)))
export type CompanySearchResponse = z.infer<typeof CompanySearchResponseSchema>

export const ProfileByUrlResponseSchema = ProfileByUrlSchema
export type ProfileByUrlResponse = z.infer<typeof ProfileByUrlResponseSchema>

export const RecommendationsReceivedResponseSchema = builtOnUse(() => recommendations(ReceivedRecommendationSchema))
export type RecommendationsReceivedResponse = z.infer<typeof RecommendationsReceivedResponseSchema>

export const RecommendationsGivenResponseSchema = builtOnUse(() => recommendations(GivenRecommendationSchema))
export type RecommendationsGivenResponse = z.infer<typeof RecommendationsGivenResponseSchema>

export const SimilarProfilesResponseSchema = builtOnUse(() =>
  envelope(z.object({ items: z.array(SimilarProfileSchema) })),
)
export type SimilarProfilesResponse = z.infer<typeof SimilarProfilesResponseSchema>

export const ProfileResponseSchema = ProfileSchema
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>

export const HiringTeamResponseSchema = builtOnUse(() => envelope(z.object({ items: z.array(HiringTeamMemberSchema) })))
export type HiringTeamResponse = z.infer<typeof HiringTeamResponseSchema>

export const JobDetailsResponseSchema = builtOnUse(() => envelope(JobDetailsSchema))
export type JobDetailsResponse = z.infer<typeof JobDetailsResponseSchema>

export const GroupsResponseSchema = builtOnUse(() => envelope(pagedList(GroupSchema)))
export type GroupsResponse = z.infer<typeof GroupsResponseSchema>

export const CompanyDetailsResponseSchema = builtOnUse(() => envelope(CompanyDetailsSchema))
export type CompanyDetailsResponse = z.infer<typeof CompanyDetailsResponseSchema>

/** The spec shows items only as null; the element shape is unknown. */
export const PostedJobsResponseSchema = builtOnUse(() => envelope(z.object({ items: z.array(z.unknown()).nullable() })))
export type PostedJobsResponse = z.infer<typeof PostedJobsResponseSchema>

export const JobsCountResponseSchema = builtOnUse(() => envelope(z.object({ total: z.number() })))
export type JobsCountResponse = z.infer<typeof JobsCountResponseSchema>

export const ConnectionCountResponseSchema = ConnectionCountSchema
export type ConnectionCountResponse = z.infer<typeof ConnectionCountResponseSchema>

export const CompanyInterestsResponseSchema = builtOnUse(() => envelope(pagedList(CompanyInterestSchema)))
export type CompanyInterestsResponse = z.infer<typeof CompanyInterestsResponseSchema>

export const PostSearchResponseSchema = builtOnUse(() =>
  envelope(
    z
      .object({ total: z.number(), count: z.number(), items: z.array(PostSchema) })
      .refine((d) => d.count === d.items.length, {
        message: 'count must equal the number of items',
        path: ['count'],
      }),
  ),
)
export type PostSearchResponse = z.infer<typeof PostSearchResponseSchema>

export const ArticleCommentsResponseSchema = builtOnUse(() =>
  envelope(
    z.object({
      currentPage: z.string(),
      items: z.array(ArticleCommentSchema),
      total: z.number(),
      totalPages: z.number(),
    }),
  ),
)
export type ArticleCommentsResponse = z.infer<typeof ArticleCommentsResponseSchema>

export const CompanyJobsResponseSchema = builtOnUse(() =>
  envelope(z.object({ items: z.array(CompanyJobSchema), total: z.number() })),
)
export type CompanyJobsResponse = z.infer<typeof CompanyJobsResponseSchema>

export const PositionSkillsResponseSchema = builtOnUse(() =>
  envelope(z.object({ items: z.array(PositionWithSkillsSchema) })),
)
export type PositionSkillsResponse = z.infer<typeof PositionSkillsResponseSchema>

export const NewslettersResponseSchema = builtOnUse(() => envelope(pagedList(NewsletterSchema)))
export type NewslettersResponse = z.infer<typeof NewslettersResponseSchema>
