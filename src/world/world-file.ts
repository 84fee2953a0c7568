import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { builtOnUse } from '../util/lazy.js'
import { FileError, jsonPath } from '../errors.js'
import { parseText } from '../files.js'
import { canonicalKey, ENTITY_RULES, MISSING_LISTS, type MissingList } from './existence.js'
import { WorldFactsError, type WorldFacts } from './facts.js'
import { INDUSTRIES } from './pools.js'

const CompanyIdSchema = builtOnUse(() =>
  z.union([
    z.number().int().positive(),
    z.string().regex(ENTITY_RULES.company.pattern, 'a company id is a positive integer without leading zeros'),
  ]),
)
const NameSchema = builtOnUse(() => z.string().trim().min(1))

export const WorldPersonSchema = builtOnUse(() =>
  z
    .object({
      firstName: NameSchema,
      lastName: NameSchema,
      headline: NameSchema,
      title: NameSchema,
      company: CompanyIdSchema,
      location: z.object({ city: NameSchema, region: z.string().default(''), country: NameSchema }).strict(),
    })
    .partial()
    .strict(),
)
export type WorldPerson = z.infer<typeof WorldPersonSchema>

export const WorldCompanySchema = builtOnUse(() =>
  z
    .object({
      name: NameSchema,
      industry: z.enum(INDUSTRIES as [string, ...string[]]),
      staffCount: z.number().int().positive(),
      tagline: z.string(),
    })
    .partial()
    .strict(),
)
export type WorldCompany = z.infer<typeof WorldCompanySchema>

export const WorldJobSchema = builtOnUse(() =>
  z
    .object({
      title: NameSchema,
      state: z.enum(['LISTED', 'CLOSED']),
      company: CompanyIdSchema,
    })
    .partial()
    .strict(),
)
export type WorldJob = z.infer<typeof WorldJobSchema>

const Keys = builtOnUse(() => z.array(z.union([z.string().min(1), z.number()]).transform(String)))

/** What `--world FILE` holds: entities that do not exist and facts of those that do. */
export const WorldFileSchema = builtOnUse(() =>
  z
    .object({
      missing: z
        .object(Object.fromEntries(MISSING_LISTS.map(({ list }) => [list, Keys])) as Record<MissingList, typeof Keys>)
        .partial()
        .strict()
        .optional(),
      people: z.record(z.string().min(1), WorldPersonSchema).optional(),
      companies: z
        .record(
          z.string().regex(ENTITY_RULES.company.pattern, 'a company id is a positive integer without leading zeros'),
          WorldCompanySchema,
        )
        .optional(),
      jobs: z
        .record(
          z.string().regex(ENTITY_RULES.job.pattern, 'a job id is a positive integer without leading zeros'),
          WorldJobSchema,
        )
        .optional(),
    })
    .strict(),
)
export type WorldFile = z.infer<typeof WorldFileSchema>

/** Adds a parsed world file's facts; `file` names it in every problem. */
export function addWorldFile(facts: WorldFacts, world: WorldFile, file: string): void {
  for (const { list, kind } of MISSING_LISTS) {
    ;(world.missing?.[list] ?? []).forEach((value, i) => {
      const key = canonicalKey(kind, value)
      if (key === undefined) {
        facts.problems.push(
          new FileError(
            file,
            `$.missing.${list}[${i}]`,
            `"${value}" is never a valid ${kind} (it is missing anyway)`,
            'remove it',
          ),
        )
      } else facts.addMissing(kind, key)
    })
  }
  for (const [username, p] of Object.entries(world.people ?? {})) {
    facts.person(
      username.trim().toLowerCase(),
      {
        firstName: p.firstName,
        lastName: p.lastName,
        headline: p.headline,
        title: p.title,
        companyId: p.company === undefined ? undefined : Number(p.company),
        location: p.location
          ? { city: p.location.city, region: p.location.region, country: p.location.country }
          : undefined,
      },
      file,
      jsonPath(['people', username]),
    )
  }
  for (const [id, c] of Object.entries(world.companies ?? {})) {
    facts.company(
      Number(id),
      { name: c.name, industry: c.industry, staffCount: c.staffCount, tagline: c.tagline },
      file,
      jsonPath(['companies', id]),
    )
  }
  for (const [id, j] of Object.entries(world.jobs ?? {})) {
    facts.job(
      id,
      { title: j.title, state: j.state, companyId: j.company === undefined ? undefined : Number(j.company) },
      file,
      jsonPath(['jobs', id]),
    )
  }
}

/** A fix for the first zod issue, in words a world-file author can act on. */
function fixFor(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_key') return 'ids are positive integers without leading zeros, written as strings'
  if (issue.code === 'unrecognized_keys')
    return `remove ${issue.keys.join(', ')} (allowed: see docs/data.md, "World file")`
  if (issue.code === 'invalid_value' && issue.path.includes('industry')) return `use one of: ${INDUSTRIES.join(', ')}`
  return 'see docs/data.md, "World file"'
}

/** Reads and checks a world file (`.json`, `.yaml` or `.yml`); every problem names the file, JSON path and a fix. */
export function loadWorldFile(file: string, facts: WorldFacts): void {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (err) {
    throw new WorldFactsError([
      new FileError(
        file,
        '$',
        `cannot read (${(err as NodeJS.ErrnoException).code ?? 'unreadable'})`,
        'pass an existing file to --world',
      ),
    ])
  }
  let raw: unknown
  try {
    raw = parseText(file, text, /\.ya?ml$/i.test(file) ? 'fix the YAML syntax' : 'fix the JSON syntax')
  } catch (err) {
    throw new WorldFactsError([err as FileError])
  }
  const result = WorldFileSchema.safeParse(raw ?? {})
  if (!result.success) {
    throw new WorldFactsError(
      result.error.issues.map((issue) => new FileError(file, jsonPath(issue.path), issue.message, fixFor(issue))),
    )
  }
  addWorldFile(facts, result.data, file)
}
