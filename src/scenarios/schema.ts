import { z } from 'zod'
import { builtOnUse } from '../util/lazy.js'
import { ERRORS, type ErrorCode } from '../errors.js'
import {
  FRAMING_HEADERS,
  MAX_BODY_DEPTH,
  MAX_HEADER_CHARS,
  MAX_LATENCY_MS,
  MAX_RULES,
  NO_CONTENT_STATUSES,
  nestsDeeperThan,
} from './limits.js'

const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]

/** Which requests a rule applies to; every given field must match. */
export const RuleMatchSchema = builtOnUse(() =>
  z
    .object({
      /** Path or endpoint id, `*` as wildcard: `/v1/people/*`, `companies/search`. */
      endpoint: z.union([z.string(), z.array(z.string()).min(1)]).optional(),
      /** Query values that must be equal (names starting with __ are never seen, so they are refused). */
      query: z
        .record(
          z.string().refine((name) => !name.startsWith('__'), 'query names starting with __ never reach rules'),
          z.string(),
        )
        .optional(),
      /** The API key sent (exact). */
      key: z.string().optional(),
      /** Which call of the key this is, 1-based, counted while the scenario is active. */
      calls: z
        .object({ from: z.number().int().positive().optional(), to: z.number().int().positive().optional() })
        .strict()
        .optional(),
      /** Seeded chance in [0, 1]: the same call sequence gives the same choices. */
      probability: z.number().min(0).max(1).optional(),
    })
    .strict(),
)
export type RuleMatch = z.infer<typeof RuleMatchSchema>

/** A delay Node's timers keep: past 2^31-1 ms a timer fires at once. */
const DelaySchema = builtOnUse(() =>
  z
    .number()
    .int()
    .nonnegative()
    .max(MAX_LATENCY_MS, `at most ${MAX_LATENCY_MS} ms (${MAX_LATENCY_MS / 60_000} minutes)`),
)

const LatencySchema = builtOnUse(() =>
  z.union([DelaySchema, z.tuple([DelaySchema, DelaySchema]).refine(([a, b]) => a <= b, 'min must not exceed max')]),
)

/** A status a client gets a whole answer with: 1xx statuses are interim and would leave the client waiting. */
const StatusSchema = builtOnUse(() =>
  z.number().int().min(200, 'a status from 200 to 599 (1xx are interim answers)').max(599, 'a status from 200 to 599'),
)

/**
 * Header names and values an HTTP answer can carry: a line break or a bad name would fail the answer itself, a framing
 * header would break the connection it is sent on, and a head too large is refused by the client.
 */
const HeadersSchema = builtOnUse(() =>
  z
    .record(
      z
        .string()
        .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, "a header name is letters, digits and !#$%&'*+.^_`|~-")
        .refine((name) => !FRAMING_HEADERS.has(name.toLowerCase()), {
          error: (issue) =>
            `${String(issue.input)} frames the answer, so the server sets it itself; ` +
            `a scenario may not set ${[...FRAMING_HEADERS].join(', ')}`,
        }),
      z
        .string()
        .regex(
          /^[\t\x20-\x7e\x80-\xff]*$/,
          'a header value has no line break, control character or character above U+00FF',
        ),
    )
    .refine(
      (headers) => Object.entries(headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0) <= MAX_HEADER_CHARS,
      `at most ${MAX_HEADER_CHARS} characters of headers together (clients refuse an answer whose head is too large)`,
    ),
)

/** What a matching rule does; several parts may combine (latency plus a response). */
export const RuleEffectSchema = builtOnUse(() =>
  z
    .object({
      /** Answer with one of the mock's catalogued errors: `{ error, code }` with its status. */
      error: z.enum(ERROR_CODES).optional(),
      /** Answer with this status (one picked with the seeded chance if a list). */
      status: z.union([StatusSchema, z.array(StatusSchema).min(1)]).optional(),
      /** Body for `status` (default: the catalogued error for that status; none for 204, 205 and 304). */
      body: z
        .unknown()
        .refine((body) => !nestsDeeperThan(body, MAX_BODY_DEPTH), `nests deeper than ${MAX_BODY_DEPTH} levels`)
        .optional(),
      headers: HeadersSchema.optional(),
      /** The real service's unknown-entity answer: 404 `{ message: "<Entity> not found", code: "NOT_FOUND" }`. */
      notFound: z.literal(true).optional(),
      /** Rewrite the normal body. */
      transform: z.enum(['null-items', 'empty-items', 'drop-optional']).optional(),
      /** Added delay in ms, fixed or a seeded range [min, max]. */
      latencyMs: LatencySchema.optional(),
      /** Break the connection: reset it, or send half the JSON. */
      disconnect: z.enum(['reset', 'truncate']).optional(),
      /** Serve `afterCalls` calls, then 429 with Retry-After until the clock passes `retryAfterSeconds`. */
      throttle: z
        .object({ afterCalls: z.number().int().nonnegative(), retryAfterSeconds: z.number().int().positive() })
        .strict()
        .optional(),
    })
    .strict()
    .refine((e) => Object.values(e).some((v) => v !== undefined), 'an effect needs at least one of its fields')
    .refine((e) => e.body === undefined || e.status !== undefined, { message: 'body needs a status', path: ['body'] })
    .superRefine((e, ctx) => {
      const empty = [e.status ?? []].flat().find((s) => NO_CONTENT_STATUSES.has(s))
      if (empty === undefined) return
      const alone = Array.isArray(e.status) && e.status.length > 1 ? '; give it a rule of its own' : ''
      if (e.body !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['body'],
          message: `a ${empty} answer has no content, so no body${alone}`,
        })
      const type = Object.keys(e.headers ?? {}).find((name) => name.toLowerCase() === 'content-type')
      if (type !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['headers', type],
          message: `a ${empty} answer has no content, so no ${type}${alone}`,
        })
    }),
)
export type RuleEffect = z.infer<typeof RuleEffectSchema>

export const RuleSchema = builtOnUse(() =>
  z.object({ match: RuleMatchSchema.default({}), effect: RuleEffectSchema }).strict(),
)
export type Rule = z.infer<typeof RuleSchema>

export const ScenarioSchema = builtOnUse(() =>
  z
    .object({
      name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'names are lowercase letters, digits and dashes'),
      description: z.string(),
      rules: z.array(RuleSchema).max(MAX_RULES, `at most ${MAX_RULES} rules; match several endpoints with one rule`),
    })
    .strict(),
)
export type Scenario = z.infer<typeof ScenarioSchema>
