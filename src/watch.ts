import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { ENDPOINTS_BY_ID } from './endpoints.js'
import { FixtureStore } from './data/fixture-store.js'
import { FileError } from './errors.js'
import { checkKeyScenarios, loadKeysFile } from './keys.js'
import { DEFAULT_FIXTURES_DIR, DEFAULT_KEYS_FILE, DEFAULT_SCENARIOS_DIR } from './options.js'
import type { MockRuntime } from './runtime.js'
import { loadScenarioDirs } from './scenarios/loader.js'

export type Source = 'fixtures' | 'scenarios' | 'keys'

/** Where the runtime's files came from: what a watcher watches and a reload re-reads. */
export interface Sources {
  fixtures: string | undefined
  scenarios: string[]
  keys: string | undefined
}

export function sourcesOf(runtime: MockRuntime): Sources {
  const { fixtures, scenarios, keys } = runtime.options
  const extra = scenarios === undefined ? [] : typeof scenarios === 'string' ? [scenarios] : [...scenarios]
  return {
    fixtures: fixtures === false ? undefined : resolve(fixtures ?? DEFAULT_FIXTURES_DIR),
    scenarios: [DEFAULT_SCENARIOS_DIR, ...extra].map((d) => resolve(d)),
    keys: typeof keys === 'string' ? resolve(keys) : keys === undefined ? DEFAULT_KEYS_FILE : undefined,
  }
}

/**
 * Re-reads one kind of file into the running mock. All or nothing: on any problem the running
 * version stays and the problem is returned (file, JSON path and fix, as at start-up).
 */
export function reload(runtime: MockRuntime, source: Source, sources: Sources = sourcesOf(runtime)): string | undefined {
  try {
    if (source === 'fixtures' && sources.fixtures !== undefined) {
      const next = FixtureStore.load({ dir: sources.fixtures, endpoints: ENDPOINTS_BY_ID, lenient: runtime.options.lenient ?? false, warn: runtime.warn })
      runtime.fixtures.replaceWith(next)
    } else if (source === 'scenarios') {
      const next = loadScenarioDirs(sources.scenarios)
      const names = new Set([...next.keys(), 'default'])
      const pinned = runtime.keys.all().find((k) => k.scenario !== undefined && !names.has(k.scenario))
      if (pinned?.scenario !== undefined) {
        throw new FileError(sources.keys ?? 'keys option', '$.keys[*].scenario', `a key uses scenario "${pinned.scenario}", which the new scenario files no longer define`, `keep a file named ${pinned.scenario}.json or change the key's scenario first`)
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

export interface WatchOptions {
  /** Quiet time after the last change before reloading (editors write in several steps). Default 100 ms. */
  debounceMs?: number
  /** Told after every reload attempt: the problem, or undefined when the new files apply. */
  onReload?: (source: Source, problem: string | undefined) => void
}

export interface Watcher {
  close(): void
}

function directories(root: string): string[] {
  const out = [root]
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory() && !entry.name.startsWith('.')) out.push(...directories(join(root, entry.name)))
  }
  return out
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

function inode(path: string): number | undefined {
  try {
    return statSync(path).ino
  } catch {
    return undefined
  }
}

// fs.watch is recursive natively on macOS and Windows; elsewhere every folder gets its own watcher
const NATIVE_RECURSIVE = process.platform === 'darwin' || process.platform === 'win32'

/**
 * Watches the fixtures folder, the scenario folders and the keys file, and reloads each on change.
 * A broken edit is reported through the runtime's warn and the last good version keeps serving.
 *
 * @example
 * const watcher = watchSources(runtime)
 * // edit fixtures/people/profile/jane-doe.json: the next request serves it
 * watcher.close()
 */
export function watchSources(runtime: MockRuntime, options: WatchOptions = {}): Watcher {
  const { debounceMs = 100, onReload } = options
  const sources = sourcesOf(runtime)
  const watchers = new Map<string, { watcher: FSWatcher; dir: string; ino: number | undefined }>()
  const timers = new Map<Source, NodeJS.Timeout>()
  let closed = false

  const schedule = (source: Source): void => {
    if (closed) return
    clearTimeout(timers.get(source))
    const timer = setTimeout(() => {
      timers.delete(source)
      const problem = reload(runtime, source, sources)
      if (problem) runtime.warn(`watch: kept the running ${source}; ${problem}`)
      runtime.journal.notify(problem ? { kind: 'reload', message: `${source} reload refused; kept the running ${source}`, failed: true } : { kind: 'reload', message: `${source} reloaded` }, runtime.clock.now())
      if (source === 'fixtures') watchTree(sources.fixtures, 'fixtures')
      onReload?.(source, problem)
    }, debounceMs)
    timer.unref()
    timers.set(source, timer)
  }

  const watchDir = (dir: string, source: Source, recursive: boolean, only?: string): void => {
    const id = `${source}\u0000${dir}\u0000${only ?? ''}`
    const existing = watchers.get(id)
    // a folder deleted and made again is a new inode and needs a new watcher
    if (existing && existing.ino === inode(dir)) return
    existing?.watcher.close()
    watchers.delete(id)
    if (closed) return
    try {
      const w = watch(dir, { recursive, persistent: false }, (_event, name) => {
        if (only === undefined || name === null || basename(String(name)) === only) schedule(source)
      })
      w.on('error', (err) => {
        w.close()
        watchers.delete(id)
        // a folder that disappears is normal (a deleted endpoint folder); the reload notices it
        if (isDirectory(dir)) runtime.warn(`watch: stopped watching ${dir}: ${err.message}`)
        schedule(source)
      })
      watchers.set(id, { watcher: w, dir, ino: inode(dir) })
    } catch (err) {
      runtime.warn(`watch: cannot watch ${dir}: ${(err as Error).message}`)
    }
  }

  const watchTree = (root: string | undefined, source: Source): void => {
    for (const [id, w] of watchers) {
      if (id.startsWith(`${source}\u0000`) && w.ino !== inode(w.dir)) {
        w.watcher.close()
        watchers.delete(id)
      }
    }
    if (root === undefined || !isDirectory(root)) return
    if (NATIVE_RECURSIVE) {
      watchDir(root, source, true)
      return
    }
    let dirs: string[]
    try {
      dirs = directories(root)
    } catch {
      return
    }
    for (const dir of dirs) watchDir(dir, source, false)
  }

  watchTree(sources.fixtures, 'fixtures')
  for (const dir of sources.scenarios) if (isDirectory(dir)) watchDir(dir, 'scenarios', false)
  // the folder, not the file: editors replace files by renaming, which ends a watch on the file itself
  if (sources.keys !== undefined && isDirectory(dirname(sources.keys))) watchDir(dirname(sources.keys), 'keys', false, basename(sources.keys))

  return {
    close() {
      closed = true
      for (const t of timers.values()) clearTimeout(t)
      timers.clear()
      for (const w of watchers.values()) w.watcher.close()
      watchers.clear()
    },
  }
}
