import { z } from 'zod'
import { chaosProfileSchema } from '../chaos/profile.js'

/** A chaos profile, as the admin API takes and shows it (and the package's schemas export it). */
export const ChaosProfileSchema = chaosProfileSchema()

const ChaosViewSchema = z
  .object({ profile: ChaosProfileSchema, seed: z.number().int(), since: z.string(), until: z.string().nullable() })
  .strict()
export type ChaosView = z.infer<typeof ChaosViewSchema>

/** `GET /__admin/chaos`: the profile in force (null: chaos off), the presets, and the line that replays a run. */
export const ChaosAnswerSchema = z
  .object({ active: ChaosViewSchema.nullable(), presets: z.array(ChaosProfileSchema), replay: z.string().nullable() })
  .strict()
export type ChaosAnswer = z.infer<typeof ChaosAnswerSchema>

export const ChaosSetSchema = z
  .object({
    /** A preset's name or a profile of one's own; null clears it. */
    profile: z.union([z.string(), z.record(z.string(), z.unknown()), z.null()]),
  })
  .strict()

export const VerdictQuerySchema = z
  .object({
    key: z.string().optional(),
    since: z.string().optional(),
    until: z.string().optional(),
    budget: z.coerce.number().int().nonnegative().optional(),
    duplicateWindowMs: z.coerce.number().int().nonnegative().optional(),
    format: z.enum(['json', 'junit']).optional(),
  })
  .strict()
export type VerdictQuery = z.infer<typeof VerdictQuerySchema>
