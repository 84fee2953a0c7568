import { join } from 'node:path'
import { parseIsoTime, realClock, virtualClock, type Clock } from './clock.js'
import { EndpointTable } from './endpoints.js'
import { loadConfig } from './extend/load.js'
import { overriddenIds } from './extend/endpoint.js'
import { FixtureStore } from './data/fixture-store.js'
import { removeStaleTemps } from './files.js'
import { BodyResolver } from './data/resolve-body.js'
import { restoreLongNames } from './record/long-names.js'
import type { PassThrough } from './record/passthrough.js'
import { setupMode, setupPassthrough } from './record/setup.js'
import { KeyStore, checkKeyScenarios, loadKeysFile, type KeyEntry } from './keys.js'
import {
  DEFAULT_FIXTURES_DIR,
  DEFAULT_JOURNAL_SIZE,
  DEFAULT_KEYS_FILE,
  DEFAULT_NOW,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SCENARIOS_DIR,
  DEFAULTS,
  IN_PROCESS_ORIGIN,
  type MockOptions,
} from './options.js'
import { ScenarioEngine } from './scenarios/engine.js'
import { loadScenarioDirs } from './scenarios/loader.js'
import { Journal } from './journal/journal.js'
import { EventStreams } from './journal/event-streams.js'
import { World } from './world/world.js'
import { WorldFacts, settleFacts } from './world/facts.js'
import { loadWorldFile } from './world/world-file.js'
import { mediaBaseOf } from './media/paths.js'
import { printable } from './util/printable.js'
import { memoryStore, type StateStore } from './store/store.js'

const DAY_MS = 24 * 3600_000

/** Everything a running mock holds; the app and the admin API read and steer it. */
export interface MockRuntime {
  options: Required<Pick<MockOptions, 'seed' | 'pageSize' | 'validate' | 'devKey' | 'auth'>> & MockOptions
  now: Date
  clock: Clock
  world: World
  /** The endpoints served: the built-in ones and a config's; replaced whole when the config is reloaded. */
  endpoints: EndpointTable
  /** The config file, absolute (watched with --watch); undefined without one or for a config given as an object. */
  configFile: string | undefined
  fixtures: FixtureStore
  resolver: BodyResolver
  keys: KeyStore
  scenarios: ScenarioEngine
  journal: Journal
  /** Forwards GET requests for undeclared /v1 paths (option passthrough); undefined without it. */
  passthrough: PassThrough | undefined
  /** The journal's live event streams (GET /__admin/events). */
  eventStreams: EventStreams
  /** Where the mutable state lives: this process (memory) or a store replicas share (Redis). */
  store: StateStore
  warn: (message: string) => void
  /** Credits, limiter windows, counters, journal and scenario back to the start-up state. */
  reset(): void
}

function parseNow(now: string | Date | undefined): Date {
  // the start of the current UTC day: dates are current, and identical for the whole day
  if (now === 'today') return new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS)
  if (now instanceof Date) {
    if (Number.isNaN(now.getTime())) throw new Error(`now: the Date is invalid (use ISO 8601, e.g. ${DEFAULT_NOW})`)
    return now
  }
  const parsed = parseIsoTime(now ?? DEFAULT_NOW)
  if (!parsed.ok) throw new Error(`now: "${now}" is not a date: ${parsed.problem} (e.g. ${DEFAULT_NOW} or today)`)
  return new Date(parsed.ms)
}

/** The origin image URLs start with; `self` is the in-process origin until the server listens and sets its own. */
function mediaBase(base: string | undefined): string | undefined {
  return base === undefined ? undefined : base === 'self' ? IN_PROCESS_ORIGIN : mediaBaseOf(base)
}

function keyEntries(keys: MockOptions['keys']): readonly KeyEntry[] {
  if (keys === false) return []
  if (keys === undefined) return loadKeysFile(DEFAULT_KEYS_FILE).keys
  if (typeof keys === 'string') return loadKeysFile(keys).keys
  return keys
}

/**
 * Builds the mock's state from options; throws on a bad fixture, scenario or keys file. `watching`: the fixtures
 * folder is watched, so every fixture text is held (a broken edit must leave the last good version serving, which a
 * text read again on use could not).
 */
export function createRuntime(
  input: MockOptions = {},
  { watching = false, store = memoryStore() }: { watching?: boolean; store?: StateStore } = {},
): MockRuntime {
  const seed = input.seed ?? DEFAULTS.seed
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be an integer, got ${String(input.seed)}`)
  const options = {
    ...input,
    seed,
    pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
    validate: input.validate ?? true,
    devKey: input.devKey ?? DEFAULTS.devKey,
    auth: input.auth ?? true,
  }
  const sink = input.warn ?? ((m: string) => console.warn(m))
  // a warning is one line: file names, paths and scenario names in it can carry line breaks and terminal escapes
  const warn = (m: string): void => sink(printable(m))
  const now = parseNow(input.now)
  const clock: Clock =
    input.clock === 'virtual'
      ? virtualClock(now.getTime())
      : input.clock === undefined || input.clock === 'real'
        ? realClock()
        : input.clock
  const config = input.config === undefined ? undefined : loadConfig(input.config, now)
  const endpoints = new EndpointTable(config?.endpoints)
  const facts = new WorldFacts()
  if (input.world !== undefined) loadWorldFile(input.world, facts)
  const fixtures =
    input.fixtures === false
      ? FixtureStore.empty()
      : FixtureStore.load({
          dir: input.fixtures ?? DEFAULT_FIXTURES_DIR,
          endpoints: endpoints.byId,
          ...(input.fixtures === undefined ? { skip: overriddenIds(endpoints.list) } : {}),
          lenient: input.lenient ?? false,
          warn,
          facts,
          ...(watching ? { heldText: Number.POSITIVE_INFINITY } : {}),
        })
  restoreLongNames(fixtures, warn)
  // a fixture save killed halfway left its temporary file in the endpoint's folder
  if (input.fixtures !== false)
    for (const id of endpoints.byId.keys()) removeStaleTemps(join(input.fixtures ?? DEFAULT_FIXTURES_DIR, id))
  settleFacts(facts, input.lenient ?? false, warn)
  const base = mediaBase(input.mediaBase)
  const world = new World({ seed, now, facts, ...(base !== undefined ? { mediaBase: base } : {}) })
  const { mode, recorder, fixturesDir } = setupMode(input, { fixtures, clock, warn, endpoints: () => endpoints.list })
  const passthrough = setupPassthrough(input, { fixtures, fixturesDir, clock, warn, pageSize: options.pageSize })
  // only the recorder holds the real key: runtime.options may be shown or dumped
  delete options.upstreamKey
  const resolver = new BodyResolver({
    world,
    fixtures,
    cacheSize: input.cacheSize ?? 2000,
    ...(input.cacheBytes !== undefined ? { cacheBytes: input.cacheBytes } : {}),
    validate: options.validate,
    mode,
    recorder,
    fixturesDir,
  })
  // fixtures reloaded (--watch): the facts are read again, and a contradiction now is warned about, not fatal
  fixtures.onReplace(() => {
    const reloaded = new WorldFacts()
    if (input.world !== undefined) loadWorldFile(input.world, reloaded)
    fixtures.addFactsTo(reloaded, endpoints.byId)
    settleFacts(reloaded, true, warn)
    world.replaceFacts(reloaded)
    resolver.clear()
  })
  const keyList = keyEntries(input.keys)
  const keys = new KeyStore(keyList, options.devKey)
  const extra =
    input.scenarios === undefined ? [] : typeof input.scenarios === 'string' ? [input.scenarios] : input.scenarios
  const scenarios = new ScenarioEngine({
    scenarios: loadScenarioDirs([DEFAULT_SCENARIOS_DIR, ...extra], endpoints.list),
    seed,
    clock,
    endpoints: () => endpoints.list,
    ...(input.scenario !== undefined ? { initial: input.scenario } : {}),
  })
  checkKeyScenarios(
    keyList,
    scenarios.names(),
    typeof input.keys === 'string' ? input.keys : input.keys === undefined ? DEFAULT_KEYS_FILE : 'keys option',
  )
  const journal = new Journal(input.journalSize ?? DEFAULT_JOURNAL_SIZE, store.hashKey)
  store.attach({ keys, scenarios, clock, journal, warn })
  return {
    options,
    now,
    clock,
    world,
    endpoints,
    configFile: config?.file,
    fixtures,
    resolver,
    keys,
    scenarios,
    journal,
    passthrough,
    eventStreams: new EventStreams(journal),
    store,
    warn,
    reset() {
      store.resetting()
      keys.reset()
      scenarios.reset()
      journal.reset()
    },
  }
}
