import { statSync } from 'node:fs'
import { readFile as readFileAsync } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { watch as chokidar, type ChokidarOptions, type FSWatcher } from 'chokidar'
import {
  FixtureStore,
  cannotRead,
  checkFixtureText,
  notAnEndpoint,
  readPassthroughRecording,
  type Fixture,
} from './data/fixture-store.js'
import { FileError } from './errors.js'
import { isPassthroughRecording } from './files.js'
import { compactJson } from './util/json-text.js'
import { restoreLongNames, storeStem } from './record/long-names.js'
import { checkKeyScenarios, loadKeysFile } from './keys.js'
import { DEFAULT_FIXTURES_DIR, DEFAULT_KEYS_FILE, DEFAULT_SCENARIOS_DIR } from './options.js'
import type { MockRuntime } from './runtime.js'
import { loadScenarioDirs } from './scenarios/loader.js'
import { loadConfig } from './extend/load.js'
import { overriddenIds } from './extend/endpoint.js'
import type { EndpointDef } from './endpoints.js'

export type Source = 'fixtures' | 'scenarios' | 'keys' | 'config'

/** Where the runtime's files came from: what a watcher watches and a reload re-reads. */
export interface Sources {
  fixtures: string | undefined
  scenarios: string[]
  keys: string | undefined
  /** The config file of your own endpoints. */
  config: string | undefined
}

export function sourcesOf(runtime: MockRuntime): Sources {
  const { fixtures, scenarios, keys } = runtime.options
  const extra = scenarios === undefined ? [] : typeof scenarios === 'string' ? [scenarios] : [...scenarios]
  return {
    fixtures: fixtures === false ? undefined : resolve(fixtures ?? DEFAULT_FIXTURES_DIR),
    scenarios: [DEFAULT_SCENARIOS_DIR, ...extra].map((d) => resolve(d)),
    keys: typeof keys === 'string' ? resolve(keys) : keys === undefined ? DEFAULT_KEYS_FILE : undefined,
    config: runtime.configFile,
  }
}

/**
 * Re-reads one kind of file into the running mock. All or nothing: on any problem the running
 * version stays and the problem is returned (file, JSON path and fix, as at start-up).
 */
export function reload(
  runtime: MockRuntime,
  source: Source,
  sources: Sources = sourcesOf(runtime),
): string | undefined {
  try {
    if (source === 'fixtures' && sources.fixtures !== undefined) {
      const next = FixtureStore.load({
        dir: sources.fixtures,
        endpoints: runtime.endpoints.byId,
        ...packageFixtures(runtime, runtime.endpoints.list),
        lenient: runtime.options.lenient ?? false,
        warn: runtime.warn,
      })
      restoreLongNames(next, runtime.warn)
      runtime.fixtures.replaceWith(next)
    } else if (source === 'config' && sources.config !== undefined) {
      // all or nothing: the scenarios and fixtures are read against the new table before any of it applies
      const next = loadConfig(sources.config, runtime.now).endpoints
      const scenarios = loadScenarioDirs(sources.scenarios, next)
      const fixtures =
        sources.fixtures === undefined
          ? undefined
          : FixtureStore.load({
              dir: sources.fixtures,
              endpoints: new Map(next.map((e) => [e.id, e])),
              ...packageFixtures(runtime, next),
              lenient: runtime.options.lenient ?? false,
              warn: runtime.warn,
            })
      if (fixtures) restoreLongNames(fixtures, runtime.warn)
      runtime.endpoints.replace(next)
      runtime.scenarios.replaceFiles(scenarios)
      if (fixtures) runtime.fixtures.replaceWith(fixtures)
      runtime.resolver.clear()
    } else if (source === 'scenarios') {
      const next = loadScenarioDirs(sources.scenarios, runtime.endpoints.list)
      const names = new Set([...next.keys(), 'default'])
      const pinned = runtime.keys.all().find((k) => k.scenario !== undefined && !names.has(k.scenario))
      if (pinned?.scenario !== undefined) {
        throw new FileError(
          sources.keys ?? 'keys option',
          '$.keys[*].scenario',
          `a key uses scenario "${pinned.scenario}", which the new scenario files no longer define`,
          `keep a file named ${pinned.scenario}.json or change the key's scenario first`,
        )
      }
      runtime.scenarios.replaceFiles(next)
    } else if (source === 'keys' && sources.keys !== undefined) {
      const { keys } = loadKeysFile(sources.keys)
      checkKeyScenarios(keys, runtime.scenarios.names(), sources.keys)
      runtime.keys.replace(keys)
    }
    return undefined
  } catch (err) {
    return err instanceof Error ? err.message : String(err)
  }
}

/** The package's own fixtures are not read for the built-in endpoints a config answers in their place. */
function packageFixtures(runtime: MockRuntime, table: readonly EndpointDef[]): { skip?: ReadonlySet<string> } {
  return runtime.options.fixtures === undefined ? { skip: overriddenIds(table) } : {}
}

export interface WatchOptions {
  /** Quiet time after the last change before applying it (editors write in several steps). Default 100 ms. */
  debounceMs?: number
  /** Told after every reload attempt: the problem, or undefined when the new files apply. */
  onReload?: (source: Source, problem: string | undefined) => void
}

export interface Watcher {
  /** Resolves once every watched folder has been scanned: changes from then on are seen. */
  ready: Promise<void>
  close(): void
}

/** Who a folder is: its inode and birth time (a folder made again at once often gets the same inode back). */
function identityOf(path: string): string | undefined {
  try {
    const stat = statSync(path, { bigint: true })
    return `${stat.ino}:${stat.birthtimeNs}`
  } catch {
    return undefined
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

/** Longest stretch of fixture work between two yields to the event loop. */
const SLICE_MS = 20

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

function isWithin(root: string, path: string): boolean {
  return path === root || path.startsWith(`${root}${sep}`)
}

/**
 * Where a changed file sits in the fixtures tree: its endpoint folder and file stem, or undefined for a file that is no
 * fixture.
 */
function fixtureAt(root: string, file: string): { endpointId: string; stem: string } | undefined {
  const rel = relative(root, file).split(sep).join('/')
  const name = rel.slice(rel.lastIndexOf('/') + 1)
  // hidden files (an atomic write's temporary), meta files and other extensions are not fixtures
  if (rel.startsWith('..') || name.startsWith('.') || !name.endsWith('.json') || name.endsWith('.meta.json'))
    return undefined
  return {
    endpointId: rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '',
    stem: name.slice(0, -'.json'.length),
  }
}

/**
 * Reads and checks one fixture file, as the start-up load does; a problem is a FileError naming file, JSON path and
 * fix.
 */
async function readFixture(runtime: MockRuntime, file: string, endpointId: string): Promise<Fixture | FileError> {
  const def = runtime.endpoints.byId.get(endpointId)
  if (!def)
    return isPassthroughRecording(file)
      ? readPassthroughRecording(file)
      : notAnEndpoint(file, endpointId, runtime.endpoints.byId)
  let text: string
  try {
    text = await readFileAsync(file, 'utf8')
  } catch (err) {
    return cannotRead(file, err)
  }
  const checked = checkFixtureText(def, file, text)
  if (checked instanceof FileError) return checked
  return { file, json: compactJson(text), notFound: checked.notFound }
}

/**
 * Applies a batch of changed fixture files: each added or edited file is read and checked on its own (a broken
 * one keeps its running version), deleted ones leave the store. The work yields to the event loop every
 * SLICE_MS, so requests keep being answered while a large folder changes.
 */
async function applyFixtureChanges(
  runtime: MockRuntime,
  root: string,
  changes: Map<string, 'put' | 'remove'>,
): Promise<string[]> {
  const problems: string[] = []
  const puts: { endpointId: string; stem: string; fixture: Fixture }[] = []
  const removed = new Set<string>()
  let sliceStart = performance.now()
  const pause = async (): Promise<void> => {
    if (performance.now() - sliceStart < SLICE_MS) return
    await yieldToLoop()
    sliceStart = performance.now()
  }
  for (const [path, op] of changes) {
    if (op === 'remove') {
      removed.add(path)
      continue
    }
    const at = fixtureAt(root, path)
    if (!at) continue
    const read = await readFixture(runtime, path, at.endpointId)
    if (read instanceof FileError) problems.push(read.message)
    else puts.push({ endpointId: at.endpointId, stem: storeStem(path), fixture: read })
    await pause()
  }
  const store = runtime.fixtures
  if (removed.size === 0) {
    for (const p of puts) store.put(p.endpointId, p.stem, p.fixture)
    return problems
  }
  // the store cannot drop one fixture: the survivors go into a new store, swapped in at once
  const gone = (file: string): boolean => {
    const full = resolve(file)
    for (const path of removed) if (isWithin(path, full)) return true
    return false
  }
  const next = FixtureStore.empty()
  for (const { endpointId, fixture } of store.list()) {
    if (!gone(fixture.file)) next.put(endpointId, storeStem(fixture.file), fixture)
    await pause()
  }
  for (const p of puts) next.put(p.endpointId, p.stem, p.fixture)
  store.replaceWith(next)
  return problems
}

/**
 * Watches the fixtures folder, the scenario folders and the keys file (chokidar), and applies each change.
 * A changed fixture file is read alone, never the whole folder; any watched folder deleted and made again, renamed
 * away and back, or gone with a folder above it is noticed (see watchFolder). A broken edit is reported through the
 * runtime's warn and the last good version keeps serving.
 *
 * @example
 * const watcher = watchSources(runtime)
 * await watcher.ready
 * // edit fixtures/people/profile/jane-doe.json: the next request serves it
 * watcher.close()
 */
export function watchSources(runtime: MockRuntime, options: WatchOptions = {}): Watcher {
  const { debounceMs = 100, onReload } = options
  const sources = sourcesOf(runtime)
  const watchers: FSWatcher[] = []
  const timers = new Map<Source, NodeJS.Timeout>()
  const fixtureChanges = new Map<string, 'put' | 'remove'>()
  let applying: Promise<void> = Promise.resolve()
  let closed = false

  const report = (source: Source, problem: string | undefined): void => {
    if (problem) runtime.warn(`watch: kept the running ${source}; ${problem}`)
    runtime.journal.notify(
      problem
        ? { kind: 'reload', message: `${source} reload refused; kept the running ${source}`, failed: true }
        : { kind: 'reload', message: `${source} reloaded` },
      runtime.clock.now(),
    )
    onReload?.(source, problem)
  }

  const run = (source: Source): void => {
    if (source !== 'fixtures') {
      report(source, reload(runtime, source, sources))
      return
    }
    const root = sources.fixtures
    if (root === undefined) return
    const batch = new Map(fixtureChanges)
    fixtureChanges.clear()
    // batches apply one after another, in the order they were seen
    applying = applying.then(async () => {
      if (closed) return
      const problems = await applyFixtureChanges(runtime, root, batch)
      if (problems.length === 0) report('fixtures', undefined)
      for (const problem of problems) report('fixtures', problem)
    })
  }

  const schedule = (source: Source): void => {
    if (closed) return
    clearTimeout(timers.get(source))
    const timer = setTimeout(() => {
      timers.delete(source)
      run(source)
    }, debounceMs)
    timer.unref()
    timers.set(source, timer)
  }

  const start = (
    paths: string | string[],
    opts: ChokidarOptions,
    onEvent: (event: string, path: string) => void,
  ): FSWatcher => {
    const w = chokidar(paths, { ignoreInitial: true, persistent: false, ...opts })
    w.on('all', (event, path) => onEvent(event, resolve(path)))
    w.on('error', (err) => runtime.warn(`watch: ${err instanceof Error ? err.message : String(err)}`))
    watchers.push(w)
    return w
  }

  const folders: Promise<void>[] = []
  /**
   * Watches a folder (its files down to `depth`, every level when undefined) so that it survives being deleted and
   * made again, at once or later, renamed away and back, and the same of any folder above it: chokidar watches the
   * folder's parent, or while that is missing the nearest folder above that exists, and is made again there each time
   * a folder on the way comes or goes. Events inside the folder, and `unlinkDir` of the folder itself when it goes
   * with a folder above it, reach `onEvent`; once it is back, a fresh watcher reads it again, each file an `add`.
   * `only` narrows the paths inside the folder that are watched at all.
   */
  const watchFolder = (
    dir: string,
    depth: number | undefined,
    onEvent: (event: string, path: string) => void,
    only: (path: string) => boolean = () => true,
  ): void => {
    const parent = dirname(dir)
    let current: FSWatcher | undefined
    let present = isDirectory(dir)
    let markReady: () => void = () => {}
    folders.push(new Promise<void>((done) => (markReady = done)))
    // folders deleted while watched: one made again under the same name needs a new watcher, or its edits go unseen
    const deleted = new Set<string>()
    // the folders watched, by identity: one deleted and made again at once raises no event of chokidar's, only raw ones
    const identities = new Map<string, string | undefined>()
    let checking = false
    const arm = (initial: boolean): void => {
      if (current) {
        void current.close()
        watchers.splice(watchers.indexOf(current), 1)
        current = undefined
      }
      if (closed) return
      deleted.clear()
      identities.clear()
      let anchor = parent
      while (!isDirectory(anchor) && dirname(anchor) !== anchor) anchor = dirname(anchor)
      if (present && !isDirectory(dir)) {
        present = false
        onEvent('unlinkDir', dir)
      }
      // the way down to the folder from the nearest folder that exists: its next step is all that is watched
      const next = join(anchor, relative(anchor, dir).split(sep)[0] ?? '')
      const own = anchor === parent
      const arming = [anchor, dir].map((folder) => [folder, identityOf(folder)] as const)
      let scanned = false
      const w = start(
        anchor,
        own
          ? {
              // the first watch needs no read: the runtime loaded the folder at start-up
              ignoreInitial: !initial,
              ...(depth === undefined ? {} : { depth: depth + 1 }),
              ignored: (path: string) => {
                const full = resolve(path)
                return !(full === anchor || full === dir || (isWithin(dir, full) && only(full)))
              },
            }
          : // a folder on the way that already exists when this watcher starts arrives as an addDir: the way goes on
            { ignoreInitial: false, depth: 0, ignored: (path: string) => ![anchor, next].includes(resolve(path)) },
        (event, path) => {
          if (path === anchor) {
            if (event === 'unlinkDir') arm(false)
          } else if (!own) {
            if (event === 'addDir' && path === next) arm(true)
          } else if (isWithin(dir, path)) {
            if (event === 'unlinkDir') {
              deleted.add(path)
              identities.delete(path)
              if (path === dir) present = false
            } else if (event === 'addDir' && scanned && (path === dir || deleted.has(path))) {
              present = true
              arm(true)
              return
            }
            if (event === 'addDir') {
              if (path === dir) present = true
              identities.set(path, identityOf(path))
            }
            onEvent(event, path)
          }
        },
      )
      current = w
      w.on('raw', (kind) => {
        if (kind !== 'rename' || checking || !scanned) return
        checking = true
        setImmediate(() => {
          checking = false
          if (w !== current) return
          for (const [folder, identity] of identities) {
            const now = identityOf(folder)
            if (now === identity || (now === undefined && folder !== anchor)) continue
            // made again behind chokidar's back: what the old folder held is gone, a fresh watcher reads the new one
            if (present) onEvent('unlinkDir', folder === anchor ? dir : folder)
            arm(true)
            return
          }
        })
      })
      w.once('ready', () => {
        scanned = true
        markReady()
        if (w !== current) return
        // the folder watched went, or a folder was made again, while this watcher was starting: no event will say so
        if (!isDirectory(anchor)) return arm(false)
        if (arming.some(([folder, identity]) => identityOf(folder) !== identity)) {
          if (present) onEvent('unlinkDir', dir)
          return arm(true)
        }
        for (const folder of [anchor, ...Object.keys(w.getWatched()).map((d) => resolve(d))])
          if (folder === anchor || isWithin(dir, folder)) identities.set(folder, identityOf(folder))
      })
    }
    arm(false)
  }

  const root = sources.fixtures
  if (root !== undefined) {
    watchFolder(root, undefined, (event, path) => {
      if (event === 'add' || event === 'change') fixtureChanges.set(path, 'put')
      else if (event === 'unlink' || event === 'unlinkDir') fixtureChanges.set(path, 'remove')
      else return
      schedule('fixtures')
    })
  }
  for (const dir of sources.scenarios) watchFolder(dir, 0, () => schedule('scenarios'))
  // the folder, not the file: editors replace files by renaming
  const keys = sources.keys
  if (keys !== undefined) {
    watchFolder(
      dirname(keys),
      0,
      () => schedule('keys'),
      (path) => path === keys,
    )
  }

  const config = sources.config
  if (config !== undefined) {
    watchFolder(
      dirname(config),
      0,
      () => schedule('config'),
      (path) => path === config,
    )
  }

  const ready = Promise.all(folders).then(() => undefined)
  return {
    ready,
    close() {
      closed = true
      for (const t of timers.values()) clearTimeout(t)
      timers.clear()
      for (const w of watchers) void w.close()
      watchers.length = 0
    },
  }
}
