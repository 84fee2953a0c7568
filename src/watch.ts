import { statSync } from 'node:fs'
import { readdir, readFile as readFileAsync, stat } from 'node:fs/promises'
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
import type { EndpointTable } from './endpoints.js'
import { FileError } from './errors.js'
import { isPassthroughRecording } from './files.js'
import { compactJson } from './util/json-text.js'
import { storeStem } from './record/long-names.js'
import { contentStamp, reloadSource, sourcesOf, useFacts, type MockRuntime, type Source } from './runtime.js'
import { WorldFacts, WorldFactsError, settleFacts } from './world/facts.js'
import { loadWorldFile } from './world/world-file.js'

export type { Source }

/** A reload's problem as lines: an error that lists several problems has them one a line, each already printable. */
function problemLines(err: unknown): string[] {
  if (!(err instanceof Error)) return [String(err)]
  return Array.isArray((err as { problems?: unknown }).problems) ? err.message.split('\n') : [err.message]
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

/** Past chokidar's 50 ms window in which a file's second change is dropped. */
const RECHECK_MS = 75

/** How far before start-up's read a fixture file's time may lie and the file still be read again once watched. */
const CLOCK_MARGIN_MS = 2000

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
async function readFixture(endpoints: EndpointTable, file: string, endpointId: string): Promise<Fixture | FileError> {
  const def = endpoints.byId.get(endpointId)
  if (!def)
    return isPassthroughRecording(file)
      ? readPassthroughRecording(file)
      : notAnEndpoint(file, endpointId, endpoints.byId)
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

/** Who a file is and what it holds, by its inode, size and time; undefined when it is gone. */
async function fileStamp(path: string): Promise<string | undefined> {
  try {
    const st = await stat(path, { bigint: true })
    return `${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`
  } catch {
    return undefined
  }
}

/** The text a held fixture serves, or undefined for one that cannot be served any more. */
function servedText(fixture: Fixture | undefined): string | undefined {
  try {
    return fixture?.json
  } catch {
    return undefined
  }
}

/**
 * Applies a batch of changed fixture files with the checks start-up makes: each added or edited file is read and
 * checked on its own (a broken one keeps its running version), then the facts of every fixture are checked together
 * (an edit that disagrees with another file is refused, and its running version keeps serving); deleted files leave
 * the store. The work yields to the event loop every SLICE_MS, so requests keep being answered while a large folder
 * changes. Returns the problems and whether anything changed.
 */
async function applyFixtureChanges(
  runtime: MockRuntime,
  root: string,
  changes: Map<string, 'put' | 'remove'>,
): Promise<{ problems: string[]; changed: boolean; read: Map<string, string> }> {
  const problems: string[] = []
  const read = new Map<string, string>()
  const store = runtime.fixtures
  const held = new Map(store.list().map((entry) => [resolve(entry.fixture.file), entry]))
  const puts = new Map<string, { endpointId: string; stem: string; fixture: Fixture }>()
  const removed = new Set<string>()
  let sliceStart = performance.now()
  const pause = async (): Promise<void> => {
    if (performance.now() - sliceStart < SLICE_MS) return
    await yieldToLoop()
    sliceStart = performance.now()
  }
  for (const [path, op] of changes) if (op === 'remove') removed.add(path)
  const gone = (file: string): boolean => {
    for (const path of removed) if (isWithin(path, file)) return true
    return false
  }
  for (const [path, op] of changes) {
    const at = op === 'put' ? fixtureAt(root, path) : undefined
    if (!at) continue
    // taken before the read: an edit the watcher drops after it shows as a stamp that differs (see recheck)
    const stamp = await fileStamp(path)
    if (stamp === undefined) {
      removed.add(path)
      continue
    }
    read.set(path, stamp)
    const fixture = await readFixture(runtime.endpoints, path, at.endpointId)
    if (fixture instanceof FileError) problems.push(fixture.message)
    // the same text again (a save without a change, or a file start-up read already) changes nothing, unless the
    // batch also drops the version held (its folder deleted and made again)
    else if (servedText(held.get(path)?.fixture) !== fixture.json || gone(path))
      puts.set(path, { endpointId: at.endpointId, stem: storeStem(path), fixture })
    await pause()
  }
  let accepted = puts
  for (;;) {
    if (accepted.size === 0 && removed.size === 0) return { problems, changed: false, read }
    // the store cannot drop one fixture: the survivors go into a new store, swapped in at once
    const next = FixtureStore.empty()
    for (const [file, { endpointId, fixture }] of held) {
      if (!gone(file) && !accepted.has(file)) next.put(endpointId, storeStem(fixture.file), fixture)
      await pause()
    }
    for (const p of accepted.values()) next.put(p.endpointId, p.stem, p.fixture)
    const facts = new WorldFacts()
    if (runtime.options.world !== undefined) loadWorldFile(runtime.options.world, facts)
    for (const _ of next.addFactsTo(facts, runtime.endpoints.byId)) await pause()
    try {
      settleFacts(facts, runtime.options.lenient ?? false, runtime.warn)
    } catch (err) {
      if (!(err instanceof WorldFactsError)) throw err
      const blamed = new Set(err.problems.map((p) => resolve(p.file)).filter((file) => accepted.has(file)))
      // a disagreement the edited files are not named in (a whole name against its parts) refuses them all
      const refused = blamed.size > 0 ? blamed : new Set(accepted.keys())
      if (refused.size > 0) {
        for (const p of err.problems) if (blamed.size === 0 || blamed.has(resolve(p.file))) problems.push(p.message)
        accepted = new Map([...accepted].filter(([file]) => !refused.has(file)))
        continue
      }
      // deletions alone: the files that disagree were there before, and are told about as a lenient start-up would
      for (const p of err.problems) runtime.warn(`ignored: ${p.message}`)
    }
    store.replaceWith(next)
    useFacts(runtime, facts)
    return { problems, changed: accepted.size > 0 || removed.size > 0, read }
  }
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
  const sources = sourcesOf(runtime.options)
  const watchers: FSWatcher[] = []
  const timers = new Map<Source, NodeJS.Timeout>()
  const fixtureChanges = new Map<string, 'put' | 'remove'>()
  let applying: Promise<void> = Promise.resolve()
  let closed = false

  const report = (source: Source, problem: readonly string[] | undefined): void => {
    if (problem) runtime.warn([`watch: kept the running ${source}; ${problem[0] ?? ''}`, ...problem.slice(1)])
    runtime.journal.notify(
      problem
        ? { kind: 'reload', message: `${source} reload refused; kept the running ${source}`, failed: true }
        : { kind: 'reload', message: `${source} reloaded` },
      runtime.clock.now(),
    )
    onReload?.(source, problem?.join('\n'))
  }

  /** The files of a source other than the fixtures, and their content as one number. */
  const filesOf = (source: Exclude<Source, 'fixtures'>): string[] =>
    (source === 'scenarios' ? sources.scenarios : [sources[source]]).filter((p) => p !== undefined)

  /**
   * chokidar drops a file's change that comes within 50 ms of its last one: once that window is over, what was read
   * is compared with what is there, and a difference is read again.
   */
  const recheck = (check: () => Promise<boolean> | boolean, source: Source): void => {
    const timer = setTimeout(async () => {
      if (!closed && (await check())) schedule(source)
    }, RECHECK_MS)
    timer.unref()
  }

  const run = (source: Source): void => {
    if (source !== 'fixtures') {
      const read = contentStamp(filesOf(source))
      try {
        reloadSource(runtime, source)
        report(source, undefined)
      } catch (err) {
        report(source, problemLines(err))
      }
      recheck(() => contentStamp(filesOf(source)) !== read, source)
      return
    }
    const root = sources.fixtures
    if (root === undefined) return
    const batch = new Map(fixtureChanges)
    fixtureChanges.clear()
    // batches apply one after another, in the order they were seen
    applying = applying.then(async () => {
      if (closed) return
      try {
        const { problems, changed, read } = await applyFixtureChanges(runtime, root, batch)
        if (changed && problems.length === 0) report('fixtures', undefined)
        for (const problem of problems) report('fixtures', [problem])
        recheck(async () => {
          for (const [path, stamp] of read)
            if ((await fileStamp(path)) !== stamp && !fixtureChanges.has(path)) fixtureChanges.set(path, 'put')
          return fixtureChanges.size > 0
        }, 'fixtures')
      } catch (err) {
        report('fixtures', problemLines(err))
      }
    })
  }

  /**
   * Edits made between start-up's read and the watchers being armed raise no event: a file whose content differs
   * from the one read, or a fixture file changed since (by its time, a margin for coarse clocks), is applied now.
   */
  const catchUp = async (): Promise<void> => {
    for (const source of ['config', 'scenarios', 'keys'] as const) {
      const read = runtime.loaded.stamps.get(source)
      if (read !== undefined && contentStamp(filesOf(source)) !== read) schedule(source)
    }
    const root = sources.fixtures
    if (root === undefined) return
    const since = runtime.loaded.fixturesReadAt - CLOCK_MARGIN_MS
    const present = new Set<string>()
    let entries: string[] = []
    try {
      entries = await readdir(root, { recursive: true })
    } catch {
      // no fixtures folder yet: one made later is read when it comes
    }
    for (const entry of entries) {
      const file = join(root, entry)
      // start-up reads no dot folder either
      if (!fixtureAt(root, file) || entry.split(sep).some((part) => part.startsWith('.'))) continue
      present.add(file)
      if (fixtureChanges.has(file)) continue
      const changed = await stat(file).then(
        (st) => st.isFile() && st.mtimeMs >= since,
        () => false,
      )
      if (changed) fixtureChanges.set(file, 'put')
    }
    for (const { fixture } of runtime.fixtures.list()) {
      const file = resolve(fixture.file)
      if (isWithin(root, file) && !present.has(file) && !fixtureChanges.has(file)) fixtureChanges.set(file, 'remove')
    }
    if (fixtureChanges.size > 0) schedule('fixtures')
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

  const ready = Promise.all(folders).then(catchUp)
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
