import { z } from 'zod'

/** How a request carried its API key, as the journal records it. */
export const AUTH_STYLES = ['bearer', 'x-api-key', 'both', 'none', 'not-bearer'] as const
export const AuthStyleSchema = z.enum(AUTH_STYLES)
export type AuthStyle = z.infer<typeof AuthStyleSchema>

/** One recorded request, as `GET /__admin/requests` and `calls()` return it. */
export const JournalEntrySchema = z
  .object({
    /** 1-based, increasing; survives `DELETE /__admin/requests`, restarts on reset. */
    id: z.number().int().positive(),
    /** ISO time on the mock's clock (the virtual one if the mock runs on it). */
    time: z.string(),
    method: z.string(),
    path: z.string(),
    /** Query as sent; values of secret-named parameters (`isSecretName`: api-key, accessToken...) redacted. */
    query: z.record(z.string(), z.string()),
    /** Redacted key (`redactKey`: a quarter of its characters at most, 8 at most), or null when none was sent. */
    key: z.string().nullable(),
    /**
     * How the key was sent: `Authorization: Bearer`, `x-api-key`, both, none, or an Authorization header without
     * Bearer.
     */
    auth: AuthStyleSchema,
    /** Scenario in force for the request; null off /v1 or when the request named an unknown one. */
    scenario: z.string().nullable(),
    /** 0-based index of the scenario rule that applied, or null. */
    rule: z.number().int().nonnegative().nullable(),
    /** HTTP status the client got; null when the connection was reset before any answer (`disconnect: 'reset'`). */
    status: z.number().int().nullable(),
    /**
     * The scenario broke the connection: the client got no answer at all (`reset`, status null) or its status line and
     * half of the body (`truncated`); else null.
     */
    disconnect: z.enum(['reset', 'truncated']).nullable(),
    /** Credits charged: the endpoint's cost on a 2xx, else 0. */
    credits: z.number().int().nonnegative(),
    /** Time spent in the mock, scenario latency included. */
    latencyMs: z.number().nonnegative(),
    /** Where the body came from: fixture, generated, upstream, scenario; null for refusals. */
    source: z.string().nullable(),
    /** The Retry-After a 429 or 503 carried, as sent (seconds or an HTTP date). */
    retryAfter: z.string().optional(),
    /** The chaos draw, when a chaos profile covered the request: profile, seed, scope and ordinal replay it. */
    chaos: z
      .object({
        profile: z.string(),
        seed: z.number().int(),
        scope: z.string(),
        ordinal: z.number().int().positive(),
        outcome: z.string(),
      })
      .strict()
      .optional(),
    /** The replica that answered (`--instance-name`), present when replicas share a store. */
    instance: z.string().optional(),
  })
  .strict()
export type JournalEntry = z.infer<typeof JournalEntrySchema>
