/**
 * `network-lookup-mock/schemas`: the zod schema of every body the mock answers and of every file it reads, each with
 * its type (`ProfileResponseSchema`, `type ProfileResponse`).
 *
 * @example
 * import { ProfileResponseSchema } from 'network-lookup-mock/schemas'
 * const profile = ProfileResponseSchema.parse(await res.json())
 */

// the 20 endpoints' answers, and the resources inside them
export * from './schemas/responses.js'
export * from './schemas/people.js'
export * from './schemas/companies.js'
export * from './schemas/jobs.js'
export * from './schemas/posts.js'
export {
  AddressSchema,
  DatePartsSchema,
  ErrorBodySchema,
  NotFoundBodySchema,
  PostSocialCountsSchema,
  SocialCountsSchema,
  type Address,
  type DateParts,
  type ErrorBody,
  type NotFoundBody,
  type PostSocialCounts,
  type SocialCounts,
} from './schemas/common.js'

// the admin API's answers and request bodies
export * from './admin/schemas.js'
// chaos profiles and the scorecard of a client's behaviour
export { ChaosAnswerSchema, ChaosProfileSchema, type ChaosAnswer } from './admin/qa-schemas.js'
export type { ChaosProfile, ChaosProfileInput } from './chaos/profile.js'
export { ScorecardSchema, VerdictSchema, type Scorecard, type Verdict } from './verdicts/verdicts.js'

// the files: scenarios, keys, world
export {
  RuleEffectSchema,
  RuleMatchSchema,
  RuleSchema,
  ScenarioSchema,
  type Rule,
  type RuleEffect,
  type RuleMatch,
  type Scenario,
} from './scenarios/schema.js'
export {
  CreditsSchema,
  KeyEntrySchema,
  KeysFileSchema,
  PLAN_LIMITS,
  type KeyEntry,
  type KeysFile,
  type PlanName,
} from './keys.js'
export {
  WorldCompanySchema,
  WorldFileSchema,
  WorldJobSchema,
  WorldPersonSchema,
  type WorldCompany,
  type WorldFile,
  type WorldJob,
  type WorldPerson,
} from './world/world-file.js'
