import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseIsoTime, realClock, virtualClock, type Clock } from './clock.js'
import { ENDPOINTS, EndpointTable, type EndpointDef } from './endpoints.js'
import { configFile, loadConfig } from './extend/load.js'
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
import { ChaosController, chaosChoiceOf, type ChaosChoice } from './chaos/controller.js'
import { loadScenarioDirs } from './scenarios/loader.js'
import type { Scenario } from './scenarios/schema.js'
import { Journal } from './journal/journal.js'
import { EventStreams } from './journal/event-streams.js'
import { World } from './world/world.js'
import { WorldFacts, settleFacts } from './world/facts.js'
import { loadWorldFile } from './world/world-file.js'
import { mediaBaseOf } from './media/paths.js'
import { printable } from './util/printable.js'
import { hash53 } from './util/hash.js'
import { memoryStore } from './store/memory-store.js'
import type { StateStore } from './store/store.js'

const DAY_MS = 24 * 3600_000

/**
 * Tells a warning: one line, or several given as lines. Every line is made printable (file names, paths and scenario
 * names in it can carry line breaks and terminal escapes); only the breaks between the lines given are real.
 */
export type Warn = (message: string | readonly string[]) => void

function warnThrough(sink: (message: string) => void): Warn {
  return (message) => sink(typeof message === 'string' ? printable(message) : message.map(printable).join('\n'))
}

/** Everything a running mock holds: appOf hands each route group and stage only what it uses; the server and the
 * watcher steer it whole. */
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
  /** The chaos profile in force, if any, and the presets. */
  chaos: ChaosController
  journal: Journal
  /** Forwards GET requests for undeclared /v1 paths (option passthrough); undefined without it. */
  passthrough: PassThrough | undefined
  /** The journal's live event streams (GET /__admin/events). */
  eventStreams: EventStreams
  /** Where the mutable state lives: this process (memory) or a store replicas share (Redis). */
  store: StateStore
  warn: Warn
  /** Started with --watch: every fixture text is held. */
  watching: boolean
  /** What the options' files held when last read and checked (see loadState); a reload replaces it. */
  loaded: LoadedState
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

/** A kind of file the options name: what start-up reads, and what a --watch reload reads again on its own. */
export type Source = 'fixtures' | 'scenarios' | 'keys' | 'config'

/** Where the runtime's files are: what start-up reads, a watcher watches and a reload reads again. */
export interface Sources {
  fixtures: string | undefined
  scenarios: string[]
  keys: string | undefined
  /** The config file of your own endpoints; undefined without one or for a config given as an object. */
  config: string | undefined
}

export function sourcesOf(input: MockOptions): Sources {
  const { fixtures, scenarios, keys, config } = input
  const extra = scenarios === undefined ? [] : typeof scenarios === 'string' ? [scenarios] : [...scenarios]
  return {
    fixtures: fixtures === false ? undefined : resolve(fixtures ?? DEFAULT_FIXTURES_DIR),
    scenarios: [DEFAULT_SCENARIOS_DIR, ...extra].map((d) => resolve(d)),
    keys: typeof keys === 'string' ? resolve(keys) : keys === undefined ? DEFAULT_KEYS_FILE : undefined,
    // the file loadConfig reads (a shipped example's path names the package's), so watching and the banner agree
    config: typeof config === 'string' ? configFile(config).file : undefined,
  }
}

/** What the options' files hold once read and checked together; a reload replaces it whole or not at all. */
export interface LoadedState {
  /** The whole endpoint table: the built-in endpoints and a config's. */
  endpoints: readonly EndpointDef[]
  fixtures: FixtureStore
  /** The world file's facts and the fixtures', settled. */
  facts: WorldFacts
  scenarios: Map<string, Scenario>
  /** The keys the keys option names (the file's, or the list given). */
  keys: readonly KeyEntry[]
  /** Under --watch, the content of the config, keys and scenario files as read: an edit made before the watcher was
   * armed shows. */
  stamps: ReadonlyMap<Source, number>
  /** When the fixtures were read (epoch ms): a fixture file changed since then may not be in the store. */
  fixturesReadAt: number
}

export interface LoadContext {
  now: Date
  warn: Warn
  /** Under --watch every fixture text is held: a broken edit must leave the last good version serving. */
  watching: boolean
}

/** The content of files, and of the files of folders, as one number (a folder's subfolders are not read). */
export function contentStamp(paths: readonly string[]): number {
  const parts: string[] = []
  const add = (path: string): void => {
    try {
      parts.push(path, readFileSync(path, 'utf8'))
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EISDIR') return void parts.push(path, '')
      for (const name of readdirSync(path).sort()) if (!name.startsWith('.')) add(join(path, name))
    }
  }
  for (const path of paths) add(path)
  return hash53(parts.join('\u0000'))
}

/**
 * Reads the endpoint table, fixtures, facts, scenarios and keys from the options and checks them together, as
 * start-up does; throws a FileError (file, JSON path, fix) or a FixtureLoadError on a problem. With `reread`, only
 * that source and what depends on it are read again (a config: the fixtures and scenarios checked against its table);
 * the rest is the running state's, and a fixture file now broken keeps its running version.
 */
export function loadState(
  input: MockOptions,
  { now, warn, watching }: LoadContext,
  reread?: { running: LoadedState; source: Source },
): LoadedState {
  const running = reread?.running
  const fresh = (source: Source): boolean => reread === undefined || reread.source === source
  const sources = sourcesOf(input)
  const stamps = new Map(running?.stamps)
  // stamped before each read: an edit landing during the read leaves a stamp that differs from the file after it
  const stamp = (source: Source, paths: (string | undefined)[]): void => {
    if (watching && fresh(source)) stamps.set(source, contentStamp(paths.filter((p) => p !== undefined)))
  }
  stamp('config', [sources.config])
  const endpoints = fresh('config')
    ? input.config === undefined
      ? ENDPOINTS
      : loadConfig(input.config, now).endpoints
    : (running as LoadedState).endpoints
  let { fixtures, facts, fixturesReadAt } = running ?? { fixturesReadAt: Date.now() }
  if (fresh('fixtures') || fresh('config') || !fixtures || !facts) {
    fixturesReadAt = Date.now()
    facts = new WorldFacts()
    if (input.world !== undefined) loadWorldFile(input.world, facts)
    fixtures =
      sources.fixtures === undefined
        ? FixtureStore.empty()
        : FixtureStore.load({
            dir: input.fixtures || DEFAULT_FIXTURES_DIR,
            endpoints: new Map(endpoints.map((e) => [e.id, e])),
            // the package's own fixtures are not read for the built-in endpoints a config answers in their place
            ...(input.fixtures === undefined ? { skip: overriddenIds(endpoints) } : {}),
            lenient: input.lenient ?? false,
            warn,
            facts,
            ...(watching ? { heldText: Number.POSITIVE_INFINITY } : {}),
            ...(running ? { lastGood: running.fixtures } : {}),
          })
    restoreLongNames(fixtures, warn)
    settleFacts(facts, input.lenient ?? false, warn)
  }
  stamp('scenarios', sources.scenarios)
  const scenarios =
    fresh('scenarios') || fresh('config')
      ? loadScenarioDirs(sources.scenarios, endpoints)
      : (running as LoadedState).scenarios
  stamp('keys', [sources.keys])
  const keys = fresh('keys') ? keyEntries(input.keys) : (running as LoadedState).keys
  checkKeyScenarios(
    keys,
    ['default', ...scenarios.keys()],
    typeof input.keys === 'string' ? input.keys : input.keys === undefined ? DEFAULT_KEYS_FILE : 'keys option',
  )
  return { endpoints, fixtures, facts, scenarios, keys, stamps, fixturesReadAt }
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
  const warn = warnThrough(input.warn ?? ((m: string) => console.warn(m)))
  const now = parseNow(input.now)
  const clock: Clock =
    input.clock === 'virtual'
      ? virtualClock(now.getTime())
      : input.clock === undefined || input.clock === 'real'
        ? realClock()
        : input.clock
  const loaded = loadState(input, { now, warn, watching })
  const endpoints = new EndpointTable(loaded.endpoints)
  const { fixtures } = loaded
  // a fixture save killed halfway left its temporary file in the endpoint's folder
  if (input.fixtures !== false)
    for (const id of endpoints.byId.keys()) removeStaleTemps(join(input.fixtures ?? DEFAULT_FIXTURES_DIR, id))
  const base = mediaBase(input.mediaBase)
  const world = new World({ seed, now, facts: loaded.facts, ...(base !== undefined ? { mediaBase: base } : {}) })
  const { mode, recorder, fixturesDir } = setupMode(input, { fixtures, clock, warn, endpoints: () => endpoints.list })
  const passthrough = setupPassthrough(input, {
    fixtures,
    fixturesDir,
    clock,
    warn,
    pageSize: options.pageSize,
    endpoints: () => endpoints.list,
    keys: () => keys.all().map((state) => state.key),
  })
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
  const keys = new KeyStore(loaded.keys, options.devKey)
  const scenarios = new ScenarioEngine({
    scenarios: loaded.scenarios,
    seed,
    clock,
    endpoints: () => endpoints.list,
    ...(input.scenario !== undefined ? { initial: input.scenario } : {}),
  })
  const initialChaos =
    input.chaos === undefined
      ? undefined
      : typeof input.chaos === 'string'
        ? chaosChoiceOf(input.chaos)
        : (input.chaos as ChaosChoice)
  const chaos = new ChaosController({ seed, clock, initial: initialChaos })
  const journal = new Journal(input.journalSize ?? DEFAULT_JOURNAL_SIZE, store.hashKey)
  store.attach({ keys, scenarios, clock, journal, warn, chaos })
  return {
    options,
    now,
    clock,
    world,
    endpoints,
    configFile: sourcesOf(input).config,
    fixtures,
    resolver,
    keys,
    scenarios,
    chaos,
    journal,
    passthrough,
    eventStreams: new EventStreams(journal),
    store,
    warn,
    watching,
    loaded,
    reset() {
      store.resetting()
      keys.reset()
      scenarios.reset()
      chaos.reset()
      journal.reset()
    },
  }
}

/**
 * Reads one source again with what depends on it (see loadState) and applies it: all or nothing, so on any problem
 * the running version stays and the problem is thrown (file, JSON path and fix, as at start-up).
 */
export function reloadSource(runtime: MockRuntime, source: Source): void {
  const running = runtime.loaded
  const next = loadState(runtime.options, runtime, { running, source })
  // the one step that can still refuse (a scenario in use that no file defines now) goes first
  if (next.scenarios !== running.scenarios) runtime.scenarios.replaceFiles(next.scenarios)
  if (next.endpoints !== running.endpoints) runtime.endpoints.replace(next.endpoints)
  if (next.keys !== running.keys) runtime.keys.replace(next.keys)
  if (next.fixtures !== running.fixtures) runtime.fixtures.replaceWith(next.fixtures)
  runtime.loaded = { ...next, fixtures: runtime.fixtures }
  if (next.facts !== running.facts) useFacts(runtime, next.facts)
  else if (next.endpoints !== running.endpoints) runtime.resolver.clear()
}

/** Serves from new facts: the world's entities and every body made from the old ones are made again. */
export function useFacts(runtime: MockRuntime, facts: WorldFacts): void {
  runtime.loaded = { ...runtime.loaded, facts }
  runtime.world.replaceFacts(facts)
  runtime.resolver.clear()
}
