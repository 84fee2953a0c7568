export { createApp, type MockApp } from './app.js'
export {
  startMockServer,
  createMockFetch,
  inProcessFetch,
  mockControls,
  isLoopback,
  adminEnabled,
  IN_PROCESS_ORIGIN,
  type MockServer,
  type MockControls,
  type MockFetch,
  type ServerOptions,
  type CallFilter,
  type ScenarioInput,
  type RuleInput,
} from './server.js'
export { createRuntime, type MockRuntime } from './runtime.js'
export { SERVE_MODES, type MockOptions, type ServeMode } from './options.js'
export { checkFixtures, formatDriftReport, type DriftReport, type FixtureDrift } from './drift/check.js'
export { driftOf, type DriftProblem, type DriftKind } from './drift/walk.js'
export { ENDPOINTS, ENDPOINTS_BY_ID, ENDPOINTS_BY_PATH, type EndpointDef } from './endpoints.js'
export { ERRORS, MockError, FileError, type ErrorCode } from './errors.js'
export {
  ScenarioSchema,
  RuleSchema,
  RuleMatchSchema,
  RuleEffectSchema,
  type Scenario,
  type Rule,
  type RuleMatch,
  type RuleEffect,
} from './scenarios/schema.js'
export { KeysFileSchema, KeyEntrySchema, PLAN_LIMITS, DEV_KEY, redactKey, type KeysFile, type KeyEntry, type PlanName } from './keys.js'
export type { JournalFilter } from './admin/journal.js'
export * from './admin/schemas.js'
export type { Clock } from './clock.js'
export * from './schemas/index.js'
