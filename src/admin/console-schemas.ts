import { z } from 'zod'
import { JournalEntrySchema } from '../journal/schema.js'

/** Body of `POST /__admin/fixtures`: the answer to save, and the request it answers. */
export const FixtureSaveSchema = z
  .object({
    /** Endpoint id: `people/profile`. */
    endpoint: z.string().min(1),
    /** The parameter's value the fixture answers (`jane-doe`), as the mock reads it. */
    value: z.string().min(1),
    /** Page the fixture answers; 1 (the default) also answers requests without paging. */
    page: z.number().int().positive().optional(),
    /** 404: the body is the service's not-found answer, saved as `<value>.404.json`. Default 200. */
    status: z.literal([200, 404], { error: '200 (the body of an answer) or 404 (a not-found answer)' }).optional(),
    body: z.unknown(),
    /** true: replace the value's fixture file there is (a shipped one too); else a save over one is 409. */
    overwrite: z.boolean().optional(),
  })
  .strict()

/** The fixture a save of a recorded answer writes: its file name (the value's canonical spelling) and its status. */
export const FixtureTargetSchema = z
  .object({
    /** `jane-doe.json`, `ghost-404.404.json`, `jane-doe@page-2.json`. */
    name: z.string(),
    status: z.union([z.literal(200), z.literal(404)]),
  })
  .strict()

export const FixtureRefSchema = z
  .object({
    endpoint: z.string(),
    /** File name inside the endpoint's folder: `jane-doe.json`, `_default.json`, `x@page-2.json`. */
    name: z.string(),
    file: z.string(),
  })
  .strict()

export const FixturesAnswerSchema = z
  .object({ count: z.number().int().nonnegative(), fixtures: z.array(FixtureRefSchema) })
  .strict()
export type FixturesAnswer = z.infer<typeof FixturesAnswerSchema>

export const FixtureAnswerSchema = FixtureRefSchema.extend({ body: z.unknown() }).strict()
export type FixtureAnswer = z.infer<typeof FixtureAnswerSchema>

/** `GET /__admin/requests/{id}/answer`: a journal entry and, when the mock can give it again, its body. */
export const RequestAnswerSchema = z
  .object({
    entry: JournalEntrySchema,
    /**
     * The endpoint and value the request named, for saving the answer as a fixture; null off /v1 or on a bad request.
     */
    endpoint: z.string().nullable(),
    value: z.string().nullable(),
    page: z.number().int().positive().nullable(),
    /** The body as the mock serves it now (before any scenario transform), or null when it cannot be given again. */
    body: z.unknown(),
    /** Why the body is missing or may differ from what was sent. */
    note: z.string().nullable(),
    /** What saving this answer writes; null when it cannot be saved (a refusal, an error, an answer not kept). */
    fixture: FixtureTargetSchema.nullable(),
  })
  .strict()
export type RequestAnswer = z.infer<typeof RequestAnswerSchema>

/** One key's rate-limit window as the limiter sees it now (read only: nothing expires by looking). */
export const RateWindowSchema = z
  .object({
    key: z.string(),
    /** Requests a minute; null: no limit. */
    limit: z.number().int().positive().nullable(),
    /** Admitted requests in the last 60 s. */
    used: z.number().int().nonnegative(),
    /** Seconds until the oldest of them leaves the window; null when the window is empty. */
    oldestLeavesInSeconds: z.number().int().nonnegative().nullable(),
  })
  .strict()

export const RateWindowsAnswerSchema = z
  .object({ windowMs: z.number().int().positive(), keys: z.array(RateWindowSchema) })
  .strict()
export type RateWindowsAnswer = z.infer<typeof RateWindowsAnswerSchema>
