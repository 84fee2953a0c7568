import { z } from 'zod'
import { ISO_EXAMPLE, IsoTimeSchema, parseIsoTime } from '../clock.js'
import { KeyEntrySchema, PLAN_NAMES, type PlanName } from '../keys.js'
import { JournalEntrySchema } from '../journal/schema.js'

const PlanSchema = z.enum(PLAN_NAMES as [PlanName, ...PlanName[]])

// the journal's entry is part of the admin API's answers (and of the package's schemas)
export {
  AUTH_STYLES,
  AuthStyleSchema,
  JournalEntrySchema,
  type AuthStyle,
  type JournalEntry,
} from '../journal/schema.js'

export const KeyUsageSchema = z
  .object({
    /** Requests that carried the key and got an answer from it (refusals included). */
    calls: z.number().int().nonnegative(),
    creditsUsed: z.number().int().nonnegative(),
    /** 429 answers: the plan's limiter or a scenario. */
    throttled: z.number().int().nonnegative(),
    /** 402 answers: no credits left, or a scenario. */
    refused: z.number().int().nonnegative(),
  })
  .strict()
export type KeyUsageView = z.infer<typeof KeyUsageSchema>

/** A key's plan, balance and usage, as the admin API and `usage()` return it. */
export const KeyViewSchema = z
  .object({
    key: z.string(),
    label: z.string().nullable(),
    plan: PlanSchema,
    /** null: no rate limit. */
    requestsPerMinute: z.number().int().positive().nullable(),
    creditsRemaining: z.union([z.number().int().nonnegative(), z.literal('unlimited')]),
    /** Scenario pinned to the key (admin or keys file), or null. */
    scenario: z.string().nullable(),
    usage: KeyUsageSchema,
  })
  .strict()
export type KeyView = z.infer<typeof KeyViewSchema>

export const RequestsAnswerSchema = z
  .object({ count: z.number().int().nonnegative(), requests: z.array(JournalEntrySchema) })
  .strict()
export type RequestsAnswer = z.infer<typeof RequestsAnswerSchema>

export const KeysAnswerSchema = z.object({ keys: z.array(KeyViewSchema) }).strict()
export type KeysAnswer = z.infer<typeof KeysAnswerSchema>

export const ScenarioAnswerSchema = z.object({ active: z.string() }).strict()
export type ScenarioAnswer = z.infer<typeof ScenarioAnswerSchema>

export const ScenariosAnswerSchema = z
  .object({
    active: z.string(),
    scenarios: z.array(
      z.object({ name: z.string(), description: z.string(), rules: z.number().int().nonnegative() }).strict(),
    ),
  })
  .strict()
export type ScenariosAnswer = z.infer<typeof ScenariosAnswerSchema>

export const ClockAnswerSchema = z
  .object({ kind: z.enum(['real', 'virtual']), now: z.number(), iso: z.string() })
  .strict()
export type ClockAnswer = z.infer<typeof ClockAnswerSchema>

export const ClearedAnswerSchema = z.object({ cleared: z.number().int().nonnegative() }).strict()
export type ClearedAnswer = z.infer<typeof ClearedAnswerSchema>

export const ResetAnswerSchema = z.object({ reset: z.literal(true), scenario: z.string() }).strict()
export type ResetAnswer = z.infer<typeof ResetAnswerSchema>

/** `GET /__admin/health`: for readiness checks. */
export const HealthAnswerSchema = z
  .object({
    /** `unavailable` (HTTP 503) while a shared store is unreachable, hangs or lost its state (requests fail closed). */
    status: z.enum(['ok', 'unavailable']),
    version: z.string(),
    uptimeSeconds: z.number().int().nonnegative(),
    /** Fixtures loaded (and saved since). */
    fixtures: z.number().int().nonnegative(),
    /** The server's scenario. */
    scenario: z.string(),
    /** A server's search indexes: built after it listens (`warming`), then `ready`; absent in process. */
    search: z.enum(['warming', 'ready']).optional(),
    /** Where the state lives, when replicas share it: `unavailable` while the store cannot be reached. */
    store: z
      .object({
        kind: z.enum(['memory', 'redis']),
        /** `lost`: the namespace was wiped or replaced while this replica served from it (503 until a reset). */
        status: z.enum(['ok', 'unavailable', 'lost']),
        /** What is wrong: unreachable, no answer within the timeout, the settings unreadable, the namespace wiped. */
        detail: z.string().optional(),
        /** Settings fields this replica skipped (it cannot read them), each with why; the other settings apply. */
        skippedSettings: z.record(z.string(), z.string()).optional(),
        url: z.string().optional(),
        prefix: z.string().optional(),
        instance: z.string().optional(),
        failOpen: z.boolean().optional(),
        /**
         * How this replica follows the others' changes: `subscribed` (pub/sub, each change confirmed before the admin
         * API answers) or `read per request` (until its subscription works again).
         */
        changes: z.enum(['subscribed', 'read per request']).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>

/** Its rules apply to the first N calls of each key only, then answers are normal again. */
const TimesSchema = z.number().int().positive()

/**
 * Body of `PUT /__admin/scenario`: a name (null = back to the start-up one) or a scenario as data, optionally for the
 * first `times` calls.
 */
export const ScenarioSwitchSchema = z
  .object({
    name: z.string().nullable().optional(),
    scenario: z.unknown().optional(),
    times: TimesSchema.optional(),
  })
  .strict()
  .refine(
    (b) => (b.name === undefined) !== (b.scenario === undefined),
    'give exactly one of name (a scenario name or null) or scenario (a scenario object)',
  )
  .refine((b) => b.times === undefined || (b.name ?? b.scenario) != null, {
    message: 'times needs a scenario (name or scenario)',
    path: ['times'],
  })
export type ScenarioSwitch = z.infer<typeof ScenarioSwitchSchema>

/** Body of `POST /__admin/clock`: move forward by `advanceMs`, or to the time `to` (ISO 8601, not before now). */
export const ClockAdvanceSchema = z
  .object({
    advanceMs: z.number().int().nonnegative().optional(),
    to: IsoTimeSchema.optional(),
  })
  .strict()
  .refine(
    (b) => (b.advanceMs === undefined) !== (b.to === undefined),
    'give exactly one of advanceMs (ms to move forward) or to (an ISO time)',
  )
export type ClockAdvance = z.infer<typeof ClockAdvanceSchema>

/** Body of `PUT /__admin/keys/{key}`: any of the fields, at least one. */
export const KeyUpdateSchema = z
  .object({
    credits: z.union([z.number().int().nonnegative(), z.literal('unlimited')]).optional(),
    plan: PlanSchema.optional(),
    /** Only for an Enterprise key (the other plans have fixed limits). */
    requestsPerMinute: z.number().int().positive().optional(),
    /** A scenario pinned to the key: a name, or a scenario as data (rules list or object); null unpins. */
    scenario: z.union([z.string(), z.null(), z.array(z.unknown()), z.looseObject({})]).optional(),
    /** With scenario: it applies to the key's first N calls only. */
    times: TimesSchema.optional(),
  })
  .strict()
  .refine(
    (u) => Object.values(u).some((v) => v !== undefined),
    'give at least one of credits, plan, requestsPerMinute, scenario',
  )
  .refine((u) => u.times === undefined || (u.scenario !== undefined && u.scenario !== null), {
    message: 'times needs a scenario',
    path: ['times'],
  })
export type KeyUpdate = z.infer<typeof KeyUpdateSchema>

/**
 * Body of `POST /__admin/keys`: a key entry as in the keys file; the key is added until the process ends (a reset keeps
 * it).
 */
export const KeyCreateSchema = KeyEntrySchema
export type KeyCreate = z.infer<typeof KeyCreateSchema>

/**
 * `since` of the journal query: digits are an entry id, anything else an ISO time on the clock's range. A `+` the
 * query string turned into a space (`+010000-01-01...`, `...T00:00:00+02:00` sent unencoded) is read back as `+`.
 */
const SinceSchema = z.string().transform((text, ctx): number | Date => {
  if (/^\d+$/.test(text)) return Number(text)
  const parsed = parseIsoTime(
    text.replace(/^ (?=\d{6}-)/, '+').replace(/(\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?) (?=\d{2}:?\d{2}$)/, '$1+'),
  )
  if (parsed.ok) return new Date(parsed.ms)
  const message = parsed.format
    ? `neither an entry id (digits) nor an ISO 8601 time such as ${ISO_EXAMPLE}`
    : parsed.problem
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER
})

/** Query of `GET /__admin/requests`; every filter optional, unknown names refused. */
export const RequestsQuerySchema = z
  .object({
    path: z.string().min(1).optional(),
    status: z
      .string()
      .regex(/^\d{3}$/, 'a three-digit HTTP status')
      .transform(Number)
      .optional(),
    key: z.string().min(1).optional(),
    /** An entry id (digits), or an ISO time: entries at or after it (every time the clock can show). */
    since: SinceSchema.optional(),
    method: z
      .string()
      .regex(/^[A-Za-z]+$/, 'an HTTP method')
      .optional(),
  })
  .strict()
export type RequestsQuery = z.infer<typeof RequestsQuerySchema>
