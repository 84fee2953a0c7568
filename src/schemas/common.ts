import { z } from 'zod'
import { builtOnUse } from '../util/lazy.js'

/** Year/month/day where 0 means "not specified". */
export const DatePartsSchema = builtOnUse(() =>
  z.object({
    year: z.number(),
    month: z.number(),
    day: z.number(),
  }),
)
export type DateParts = z.infer<typeof DatePartsSchema>

/** The counts both variants share: fresh schemas at each call, built with the schema that holds them. */
const socialCountsShape = () => ({
  numComments: z.number(),
  likeCount: z.number(),
  appreciationCount: z.number(),
  empathyCount: z.number(),
  InterestCount: z.number(),
  praiseCount: z.number(),
  funnyCount: z.number(),
  maybeCount: z.number(),
  totalReactionCount: z.number(),
})

export const SocialCountsSchema = builtOnUse(() => z.object({ ...socialCountsShape(), numShares: z.number() }))
export type SocialCounts = z.infer<typeof SocialCountsSchema>

/** The post-search variant carries no numShares. */
export const PostSocialCountsSchema = builtOnUse(() => z.object(socialCountsShape()))
export type PostSocialCounts = z.infer<typeof PostSocialCountsSchema>

export const AddressSchema = builtOnUse(() =>
  z.object({
    geographicArea: z.string().optional(),
    country: z.string(),
    city: z.string(),
    postalCode: z.string().optional(),
    headquarter: z.boolean().optional(),
    line1: z.string(),
    line2: z.string().optional(),
  }),
)
export type Address = z.infer<typeof AddressSchema>

/** An object whose content the spec does not describe (observed empty). */
export const OpaqueObjectSchema = builtOnUse(() => z.record(z.string(), z.unknown()))

export const ErrorBodySchema = builtOnUse(() => z.object({ error: z.string(), code: z.string() }))
export type ErrorBody = z.infer<typeof ErrorBodySchema>

/** Body the real service sends for an unknown entity (used by the not-found scenario). */
export const NotFoundBodySchema = builtOnUse(() => z.object({ message: z.string(), code: z.literal('NOT_FOUND') }))
export type NotFoundBody = z.infer<typeof NotFoundBodySchema>

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data })
}
