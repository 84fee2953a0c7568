import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { appOf, type RuntimeApp } from '../../src/app.js'
import { createRuntime } from '../../src/runtime.js'
import { watchSources } from '../../src/watch.js'
import { get, testApp } from '../support/app.js'
import { tempDir, writeFiles } from '../support/tmp.js'

// an edit made between start-up's read and the watcher being armed was never applied, and chokidar drops a file's
// second change within 50 ms of its first: both are seen now (files are written in place, as `>` and many tools do)
const POLL = { timeout: 10_000, interval: 20 }
const profile = (await get(testApp(), '/v1/people/profile?username=jane-doe')).body as Record<string, unknown>

interface Source {
  name: string
  /** Writes version `v` of the source's file under `root`. */
  write: (root: string, v: number) => void
  /** The version the app serves, or undefined. */
  serves: (app: RuntimeApp) => Promise<number | undefined>
}

const SOURCES: Source[] = [
  {
    name: 'a JSON config',
    write: (root, v) =>
      writeFileSync(
        join(root, 'mock.config.json'),
        JSON.stringify({
          endpoints: [
            {
              path: '/v1/widgets/count',
              query: { type: 'object', properties: { owner: { type: 'string' } } },
              response: { type: 'object', properties: { count: { type: 'integer', const: v } }, required: ['count'] },
            },
          ],
        }),
      ),
    serves: async (app) => (await get(app, '/v1/widgets/count?owner=a')).body?.count,
  },
  {
    name: 'a YAML config',
    write: (root, v) =>
      writeFileSync(
        join(root, 'mock.config.yaml'),
        `endpoints:\n  - path: /v1/widgets/count\n    response: { type: object, properties: { count: { const: ${v} } } }\n`,
      ),
    serves: async (app) => (await get(app, '/v1/widgets/count')).body?.count,
  },
  {
    name: 'a keys file',
    write: (root, v) =>
      writeFileSync(
        join(root, 'keys.json'),
        JSON.stringify({ keys: [{ key: `arming_key_${v}_000001`, plan: 'Growth', credits: 5 }] }),
      ),
    serves: async (app) => {
      for (const v of [1, 2, 3, 4, 5])
        if (
          (await get(app, '/v1/people/profile?username=x', { Authorization: `Bearer arming_key_${v}_000001` }))
            .status === 200
        )
          return v
      return undefined
    },
  },
  {
    name: 'a scenario file',
    write: (root, v) =>
      writeFiles(root, {
        'scenarios/custom.json': { name: 'custom', description: 'x', rules: [{ effect: { status: 500 + v } }] },
      }),
    serves: async (app) =>
      (
        await get(app, '/v1/people/profile?username=x', {
          Authorization: 'Bearer mock-dev-key',
          'X-Mock-Scenario': 'custom',
        })
      ).status - 500,
  },
  {
    name: 'a fixture',
    write: (root, v) => writeFiles(root, { 'fixtures/people/profile/jane-doe.json': { ...profile, followerCount: v } }),
    serves: async (app) => (await get(app, '/v1/people/profile?username=jane-doe')).body.followerCount,
  },
]

it.each(SOURCES)(
  'applies an edit of $name made after start-up read it, before the watcher was armed',
  async (source) => {
    const root = tempDir()
    for (const s of SOURCES) s.write(root, 1)
    const config = source.name.includes('YAML') ? 'mock.config.yaml' : 'mock.config.json'
    const runtime = createRuntime(
      {
        fixtures: join(root, 'fixtures'),
        scenarios: join(root, 'scenarios'),
        keys: join(root, 'keys.json'),
        config: join(root, config),
        clock: 'virtual',
        warn: () => {},
      },
      { watching: true },
    )
    const app = appOf(runtime)
    expect(await source.serves(app)).toBe(1)
    source.write(root, 2)
    const watcher = watchSources(runtime, { debounceMs: 10 })
    try {
      await watcher.ready
      await expect.poll(() => source.serves(app), POLL).toBe(2)
      // edits in quick succession: each one after the last is applied
      for (const v of [3, 4, 5]) {
        source.write(root, v)
        await expect.poll(() => source.serves(app), POLL).toBe(v)
      }
    } finally {
      watcher.close()
    }
  },
)

it.each([
  [
    'added',
    (root: string) => writeFiles(root, { 'people/profile/new-user.json': { ...profile, firstName: 'Added' } }),
    'Added',
  ],
  ['deleted', (root: string) => rmSync(join(root, 'people/profile/old-user.json')), undefined],
] as const)(
  'applies a fixture %s after start-up read the folder, before the watcher was armed',
  async (_, change, name) => {
    const root = tempDir()
    writeFiles(root, { 'people/profile/old-user.json': { ...profile, firstName: 'Old' } })
    const runtime = createRuntime({ fixtures: root, clock: 'virtual', keys: false, warn: () => {} }, { watching: true })
    const app = appOf(runtime)
    change(root)
    const watcher = watchSources(runtime, { debounceMs: 10 })
    const user = name === undefined ? 'old-user' : 'new-user'
    try {
      await watcher.ready
      await expect
        .poll(() => runtime.fixtures.find('people/profile', user, 1) !== undefined, POLL)
        .toBe(name !== undefined)
      if (name) expect((await get(app, `/v1/people/profile?username=${user}`)).body.firstName).toBe(name)
    } finally {
      watcher.close()
    }
  },
)
