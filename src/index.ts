/**
 * network-lookup-mock's programmatic API: the mock as a Hono app, as a server on a port, or as a fetch function,
 * with the controls tests steer it by, and the schemas of every body it answers.
 *
 * @example
 * import { startMockServer } from 'network-lookup-mock'
 * const mock = await startMockServer({ clock: 'virtual' })
 * const res = await fetch(`${mock.url}/v1/people/profile?username=jane-doe`, {
 *   headers: { Authorization: 'Bearer mock-dev-key' },
 * })
 * await mock.close()
 */
export { createApp, type MockApp } from './app.js'
export {
  startMockServer,
  createMockFetch,
  type MockServer,
  type MockControls,
  type MockFetch,
  type ServerOptions,
  type CallFilter,
  type ScenarioInput,
  type RuleInput,
} from './server.js'
export { SERVE_MODES, type MockOptions, type ServeMode } from './options.js'
export { checkFixtures, formatDriftReport, type DriftReport, type FixtureDrift } from './drift/check.js'
export type { DriftProblem, DriftKind } from './drift/walk.js'
export { ENDPOINTS, ENDPOINTS_BY_ID, type EndpointDef } from './endpoints.js'
export { ERRORS, MockError, FileError, type ErrorCode } from './errors.js'
export { openApiDocument } from './openapi/document.js'
export {
  ScenarioSchema,
  RuleSchema,
  type Scenario,
  type Rule,
  type RuleMatch,
  type RuleEffect,
} from './scenarios/schema.js'
export {
  KeysFileSchema,
  KeyEntrySchema,
  PLAN_LIMITS,
  DEV_KEY,
  type KeysFile,
  type KeyEntry,
  type PlanName,
} from './keys.js'
export type { JournalFilter } from './journal/journal.js'
export * from './admin/schemas.js'
export type { Clock } from './clock.js'
export * from './schemas/index.js'
export {
  WorldFileSchema,
  type WorldFile,
  type WorldPerson,
  type WorldCompany,
  type WorldJob,
} from './world/world-file.js'
