import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect, it } from 'vitest'
import { appOf, type RuntimeApp } from '../../src/app.js'
import { createRuntime } from '../../src/runtime.js'
import { watchSources, type Source } from '../../src/watch.js'
import { DEV, get, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'

// --watch went deaf once the scenarios folder or the keys file's folder was deleted and made again (the fix before
// covered the fixtures folder only, and only when made again at once)
const POLL = { timeout: 8000, interval: 20 }
const profile = (await get(testApp(), '/v1/people/profile?username=jane-doe')).body as Record<string, unknown>
const STATUS: Record<string, number> = { v0: 418, v1: 503, v2: 504 }
const keyOf = (version: string): string => `watch_${version}_key_000001`

/**
 * The folder a source is read from, inside a layout `<top>/a/b/<folder>`; how to write a version; whether it serves;
 * a file only the first folder holds, and whether it is still served.
 */
interface Kind {
  source: Exclude<Source, 'config'>
  folder: string
  write: (dir: string, version: string) => void
  serves: (app: RuntimeApp, version: string) => Promise<boolean>
  writeOld: (dir: string) => void
  servesOld: (app: RuntimeApp) => Promise<boolean>
  /** The source is one file, which each version replaces: what the first one held never comes back. */
  oneFile?: true
}

const put = (file: string, text: string): void => {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}

const KINDS: Kind[] = [
  {
    source: 'fixtures',
    folder: 'fixtures',
    write: (dir, version) =>
      put(join(dir, 'people/profile/jane-doe.json'), JSON.stringify({ ...profile, firstName: version })),
    serves: async (app, version) =>
      (await get(app, '/v1/people/profile?username=jane-doe', DEV)).body.firstName === version,
    writeOld: (dir) =>
      put(
        join(dir, 'people/profile/old-user.json'),
        JSON.stringify({ ...profile, username: 'old-user', firstName: 'Stale' }),
      ),
    servesOld: async (app) => (await get(app, '/v1/people/profile?username=old-user', DEV)).body.firstName === 'Stale',
  },
  {
    source: 'scenarios',
    folder: 'scenarios',
    write: (dir, version) =>
      put(
        join(dir, 'custom.json'),
        JSON.stringify({ name: 'custom', description: version, rules: [{ effect: { status: STATUS[version] } }] }),
      ),
    serves: async (app, version) =>
      (await get(app, '/v1/people/profile?username=x', { ...DEV, 'X-Mock-Scenario': 'custom' })).status ===
      STATUS[version],
    writeOld: (dir) =>
      put(
        join(dir, 'old.json'),
        JSON.stringify({ name: 'old', description: 'x', rules: [{ effect: { status: 500 } }] }),
      ),
    servesOld: async (app) =>
      (await get(app, '/v1/people/profile?username=x', { ...DEV, 'X-Mock-Scenario': 'old' })).status === 500,
  },
  {
    source: 'keys',
    folder: 'conf',
    write: (dir, version) =>
      put(join(dir, 'keys.json'), JSON.stringify({ keys: [{ key: keyOf(version), plan: 'Growth', credits: 10 }] })),
    serves: async (app, version) =>
      (await get(app, '/v1/people/profile?username=x', { Authorization: `Bearer ${keyOf(version)}` })).status === 200,
    writeOld: () => {},
    servesOld: async (app) =>
      (await get(app, '/v1/people/profile?username=x', { Authorization: `Bearer ${keyOf('v0')}` })).status === 200,
    oneFile: true,
  },
]

interface Layout {
  /** The watched folder: `<top>/a/b/<folder>`. */
  dir: string
  /** Its parent `b`, and `a`, two levels above it. */
  parent: string
  grandparent: string
  write: (version: string, at?: string) => void
  /** Resolves once the mock has applied (or refused) the change that took the folder away. */
  gone: () => Promise<void>
}

/**
 * Ways the folder goes and comes back, each ending with version v1 written where the folder is again; whether the
 * folder that comes back is a new one (deleted and made again) or the same one (renamed back).
 */
const DISRUPTIONS: [string, 'new' | 'same', (l: Layout) => Promise<void>][] = [
  [
    'deleted and made again at once',
    'new',
    async (l) => {
      rmSync(l.dir, { recursive: true })
      l.write('v1')
    },
  ],
  [
    'deleted, and made again once the mock has seen it go',
    'new',
    async (l) => {
      rmSync(l.dir, { recursive: true })
      await l.gone()
      l.write('v1')
    },
  ],
  [
    'deleted with the folder two levels above, and made again later',
    'new',
    async (l) => {
      rmSync(l.grandparent, { recursive: true })
      await l.gone()
      l.write('v1')
    },
  ],
  [
    'renamed away and back',
    'same',
    async (l) => {
      renameSync(l.dir, `${l.dir}.away`)
      await l.gone()
      l.write('v1', `${l.dir}.away`)
      renameSync(`${l.dir}.away`, l.dir)
    },
  ],
  [
    'its parent renamed away and back',
    'same',
    async (l) => {
      renameSync(l.parent, `${l.parent}.away`)
      await l.gone()
      l.write('v1', join(`${l.parent}.away`, KINDS.find((k) => l.dir.endsWith(k.folder))?.folder ?? ''))
      renameSync(`${l.parent}.away`, l.parent)
    },
  ],
]

const cases = KINDS.flatMap((kind) =>
  DISRUPTIONS.map(([how, back, disrupt]) => ({ source: kind.source, how, back, kind, disrupt })),
)

it.each(cases)('keeps watching the $source folder $how, and sees edits after', async ({ kind, back, disrupt }) => {
  const top = tempDir()
  const grandparent = join(top, 'a')
  const parent = join(grandparent, 'b')
  const dir = join(parent, kind.folder)
  // every source is given a folder of its own, so the others stay put
  const others: Record<Exclude<Source, 'config'>, string> = {
    fixtures: join(top, 'fixtures'),
    scenarios: join(top, 'scenarios'),
    keys: join(top, 'conf'),
  }
  others[kind.source] = dir
  for (const k of KINDS) {
    k.write(others[k.source], 'v0')
    k.writeOld(others[k.source])
  }
  const runtime = createRuntime({
    fixtures: others.fixtures,
    scenarios: others.scenarios,
    keys: join(others.keys, 'keys.json'),
    clock: 'virtual',
    warn: () => {},
  })
  const app = appOf(runtime)
  const reloads: Source[] = []
  const watcher = watchSources(runtime, { debounceMs: 10, onReload: (source) => reloads.push(source) })
  const seen = (): number => reloads.filter((s) => s === kind.source).length
  const layout: Layout = {
    dir,
    parent,
    grandparent,
    write: (version, at = dir) => kind.write(at, version),
    gone: async () => {
      const before = seen()
      await expect.poll(seen, POLL).toBeGreaterThan(before)
    },
  }
  try {
    await watcher.ready
    expect(await kind.serves(app, 'v0')).toBe(true)
    expect(await kind.servesOld(app)).toBe(true)
    await disrupt(layout)
    await expect.poll(() => kind.serves(app, 'v1'), POLL).toBe(true)
    // what only the first folder held is gone with it; a folder renamed back still holds it
    expect(await kind.servesOld(app)).toBe(back === 'same' && !kind.oneFile)
    layout.write('v2')
    await expect.poll(() => kind.serves(app, 'v2'), POLL).toBe(true)
  } finally {
    watcher.close()
  }
})

it('keeps watching a folder inside the fixtures folder deleted and made again at once', async () => {
  const root = join(tempDir(), 'fixtures')
  const [fixtures] = KINDS
  if (!fixtures) throw new Error('no fixtures kind')
  fixtures.write(root, 'v0')
  fixtures.writeOld(root)
  const runtime = createRuntime({ fixtures: root, clock: 'virtual', keys: false, warn: () => {} })
  const app = appOf(runtime)
  const watcher = watchSources(runtime, { debounceMs: 10 })
  try {
    await watcher.ready
    rmSync(join(root, 'people/profile'), { recursive: true })
    fixtures.write(root, 'v1')
    await expect.poll(() => fixtures.serves(app, 'v1'), POLL).toBe(true)
    expect(await fixtures.servesOld(app)).toBe(false)
    fixtures.write(root, 'v2')
    await expect.poll(() => fixtures.serves(app, 'v2'), POLL).toBe(true)
  } finally {
    watcher.close()
  }
})
