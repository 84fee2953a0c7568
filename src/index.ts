/**
 * network-lookup-mock's programmatic API: the mock as a server on a port, as a fetch function or as an app answering
 * in process, plus the OpenAPI document and the fixture drift check. The zod schemas of every body are in
 * `network-lookup-mock/schemas`; the control client (`connect`, also in `/client`) steers any of them, and the
 * test-runner helpers are in `/msw`, `/vitest` and `/jest`.
 *
 * @example
 * import { startMockServer } from 'network-lookup-mock'
 * const mock = await startMockServer({ clock: 'virtual' })
 * const res = await fetch(`${mock.url}/v1/people/profile?username=jane-doe`, {
 *   headers: { Authorization: 'Bearer mock-dev-key' },
 * })
 * await mock.close()
 */
import { createApp as createRuntimeApp, type MockApp } from './app.js'
import { checkFixtures as checkFixtureFolder, type DriftReport } from './drift/check.js'
import { ENDPOINTS_BY_ID } from './endpoints.js'
import { loadConfig } from './extend/load.js'
import { checkOptions, DEFAULT_NOW, type MockOptions } from './options.js'
import type { MockConfig } from './define.js'

export type { MockApp } from './app.js'
export {
  startMockServer,
  createMockFetch,
  type MockServer,
  type MockFetch,
  type ServerOptions,
  type ScenarioInput,
  type RuleInput,
} from './server.js'
export {
  connect,
  ExpectCalledError,
  MockAdminError,
  type MockClient,
  type RequestsFilter,
  type ExpectCalledOptions,
} from './control/client.js'
export { SERVE_MODES, OptionsError, type MockOptions, type ServeMode } from './options.js'
export type { Clock } from './clock.js'
export { formatDriftReport, type DriftReport, type FixtureDrift } from './drift/check.js'
export type { DriftProblem, DriftKind } from './drift/walk.js'
export { ERRORS, FileError, type ErrorCode, type ErrorSite } from './errors.js'
export { openApiDocument, type OpenApiOptions } from './openapi/document.js'
export { DEV_KEY } from './keys.js'
export type { RedisStoreOptions } from './store/redis-store.js'
export {
  defineEndpoint,
  defineConfig,
  type EndpointSpec,
  type EndpointContext,
  type MockConfig,
  type Page,
  type EndpointIds,
  type EndpointName,
  type BuiltInEndpointId,
  type EndpointWorld,
  type WorldPopulation,
  type Found,
} from './define.js'
export type { Person, PersonEducation, PersonPosition, Company, CompanyBrief, Job, Place } from './world/world.js'
export type { Country } from './world/pools.js'

/**
 * Builds the mock as an app that never listens: call `app.request()`, or hand `app.fetch` to a server. Steer it with
 * `connect(app)` from `network-lookup-mock/client`.
 *
 * @example
 * const app = createApp({ seed: 7, clock: 'virtual' })
 * const res = await app.request('/v1/people/profile?username=jane-doe', {
 *   headers: { Authorization: 'Bearer mock-dev-key' },
 * })
 */
export const createApp = (options: MockOptions = {}): MockApp => createRuntimeApp(checkOptions(options, 'mock'))

/**
 * Checks every fixture in a folder against its endpoint's schema, offline, as `network-lookup-mock drift` does.
 * Fixtures the strict loader would refuse are reported, not thrown; throws only when the folder is unreadable.
 * `config`: a config whose endpoints' fixtures are checked too.
 *
 * @example
 * const report = checkFixtures('fixtures')
 * if (report.fixtures.length) console.error(formatDriftReport(report))
 */
export function checkFixtures(dir: string, options: { config?: string | MockConfig } = {}): DriftReport {
  if (options.config === undefined) return checkFixtureFolder(dir, ENDPOINTS_BY_ID)
  const { endpoints } = loadConfig(options.config, new Date(DEFAULT_NOW))
  return checkFixtureFolder(dir, new Map(endpoints.map((e) => [e.id, e])))
}
