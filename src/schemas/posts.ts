import { z } from 'zod'
import { builtOnUse } from '../util/lazy.js'
import { OpaqueObjectSchema, PostSocialCountsSchema, SocialCountsSchema } from './common.js'

export const RepostSchema = builtOnUse(() =>
  z.object({
    urn: z.string(),
    fullName: z.string(),
    username: z.string(),
    profileType: z.string(),
    profileUrl: z.string(),
    profilePicture: z.string().nullable(),
    post: z.object({
      urn: z.number(),
      shareUrn: z.string(),
      postedAt: z.number(),
      postedDate: z.string(),
      url: z.string().optional(),
      text: z.string().optional(),
      totalSocialActivityCounts: SocialCountsSchema.optional(),
    }),
  }),
)
export type Repost = z.infer<typeof RepostSchema>

export const PostSchema = builtOnUse(() =>
  z.object({
    urn: z.string(),
    shareUrn: z.string(),
    url: z.string(),
    template: z.string(),
    text: z.string(),
    postedAt: z.string(),
    postedDate: z.string(),
    postedDateTimestamp: z.number(),
    reposted: z.boolean(),
    video: z.object({ thumbnails: z.null(), video: z.null() }),
    entity: OpaqueObjectSchema,
    article: z.object({ title: z.string(), subtitle: z.string(), link: z.string() }),
    object: OpaqueObjectSchema,
    author: z.object({
      id: z.number(),
      fullName: z.string(),
      headline: z.string(),
      username: z.string(),
      url: z.string(),
      profilePictures: z.string(),
      type: z.string(),
      urn: z.string(),
    }),
    socialActivityCountsInsight: PostSocialCountsSchema,
  }),
)
export type Post = z.infer<typeof PostSchema>

export const ArticleCommentSchema = builtOnUse(() =>
  z.object({
    text: z.string(),
    permalink: z.string(),
    authorProfile: z.object({
      urn: z.string(),
      username: z.string(),
      url: z.string(),
      fullName: z.string(),
      headline: z.string(),
      profilePicture: z.string().optional(),
    }),
    createdAt: z.number(),
    createdDate: z.string(),
    totalSocialActivityCounts: SocialCountsSchema,
  }),
)
export type ArticleComment = z.infer<typeof ArticleCommentSchema>
