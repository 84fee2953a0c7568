import { renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { appOf } from '../../src/app.js'
import { createRuntime } from '../../src/runtime.js'
import { watchSources, type Source } from '../../src/watch.js'
import { get, testApp } from '../support/app.js'
import { tempDir, writeFiles } from '../support/tmp.js'

// a config reload loaded the fixtures its own way: past the held-text budget their files were read again on use, so
// a fixture broken after the reload answered 500; and a broken fixture refused every later config reload
const POLL = { timeout: 10_000, interval: 20 }
const profile = (await get(testApp(), '/v1/people/profile?username=jane-doe')).body as Record<string, unknown>

/** A config of one endpoint whose answer says which version of the config is running. */
const configWith = (version: number): string =>
  JSON.stringify({
    endpoints: [
      {
        path: '/v1/widgets/count',
        query: { type: 'object', properties: { owner: { type: 'string' } }, required: ['owner'] },
        response: { type: 'object', properties: { count: { type: 'integer', const: version } }, required: ['count'] },
      },
    ],
  })

/** Writes through a temporary file and a rename, as editors do. */
function write(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text)
  renameSync(`${file}.tmp`, file)
}

type Break = 'bad JSON' | 'schema' | 'deleted'
const BREAKS: Record<Break, (file: string, i: number) => void> = {
  'bad JSON': (file, i) => write(file, `{ "firstName": ${'"'.repeat(i % 3)}`),
  schema: (file, i) =>
    write(file, JSON.stringify({ ...profile, firstName: 'Broken', followerCount: ['lots', true, { n: 1 }][i % 3] })),
  deleted: (file) => rmSync(file),
}

// sizes: a few fixtures each past the 2M-character budget, and many small ones that pass it together (more of them
// past it than the 500 texts read again on use that stay cached)
const cases: { count: number; size: number; breaks: Break[]; order: 'reload, break' | 'break, reload' }[] = [
  { count: 3, size: 2_100_000, breaks: ['bad JSON'], order: 'reload, break' },
  { count: 3, size: 2_100_000, breaks: ['schema', 'deleted'], order: 'break, reload' },
  { count: 800, size: 10_000, breaks: ['schema', 'bad JSON', 'deleted'], order: 'reload, break' },
  { count: 600, size: 10_000, breaks: ['bad JSON', 'schema'], order: 'break, reload' },
]

it.each(cases)(
  'under --watch, $count fixtures of $size characters broken by $breaks ($order) keep their last good version',
  async ({ count, size, breaks, order }) => {
    const root = tempDir()
    const fixtures = join(root, 'fixtures')
    const config = join(root, 'mock.config.json')
    const users = Array.from({ length: count }, (_, i) => `user-${i}`)
    const about = 'x'.repeat(size)
    writeFiles(fixtures, Object.fromEntries(users.map((u) => [`people/profile/${u}.json`, { ...profile, about }])))
    writeFileSync(config, configWith(1))
    const runtime = createRuntime(
      { fixtures, config, clock: 'virtual', keys: false, warn: () => {} },
      { watching: true },
    )
    const app = appOf(runtime)
    const reloads: { source: Source; problem: string | undefined }[] = []
    const watcher = watchSources(runtime, {
      debounceMs: 10,
      onReload: (source, problem) => reloads.push({ source, problem }),
    })
    const kindOf = (i: number): Break => breaks[i % breaks.length] as Break
    const widgets = async (): Promise<unknown> => (await get(app, '/v1/widgets/count?owner=a')).body?.count
    const reloadConfig = async (version: number): Promise<void> => {
      writeFileSync(config, configWith(version))
      await expect.poll(widgets, POLL).toBe(version)
    }
    const breakAll = async (): Promise<void> => {
      const files = users.map((u) => join(fixtures, `people/profile/${u}.json`))
      files.forEach((file, i) => BREAKS[kindOf(i)](file, i))
      const refused = new Set(files.filter((_, i) => kindOf(i) !== 'deleted'))
      const told = (): number => {
        for (const r of reloads.splice(0))
          for (const file of refused) if (r.problem?.includes(file)) refused.delete(file)
        return refused.size
      }
      await expect.poll(told, POLL).toBe(0)
      await expect
        .poll(() => runtime.fixtures.size, POLL)
        .toBe(count - files.filter((_, i) => kindOf(i) === 'deleted').length)
    }
    try {
      await watcher.ready
      if (order === 'reload, break') {
        await reloadConfig(2)
        await breakAll()
      } else {
        await breakAll()
        await reloadConfig(2)
        await reloadConfig(3)
      }
      for (const [i, u] of users.entries()) {
        const { status, body } = await get(app, `/v1/people/profile?username=${u}`)
        // a deleted fixture's value is generated again (a 404 for a name the world does not hold); every other one is
        // its last good version
        if (kindOf(i) === 'deleted') expect({ status, own: body.about === about }).toMatchObject({ own: false })
        else expect({ status, own: body.about === about }).toEqual({ status: 200, own: true })
        expect(status).not.toBe(500)
      }
    } finally {
      watcher.close()
    }
  },
  // hundreds of files written, watched and asked for: the default 20 s is tight on a busy machine
  60_000,
)
