import { renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { appOf } from '../../src/app.js'
import { createRuntime } from '../../src/runtime.js'
import { watchSources } from '../../src/watch.js'
import { get, testApp } from '../support/app.js'
import { tempDir, writeFiles } from '../support/tmp.js'

// a fixture edit that disagreed with another file was served (start-up refuses the same folder): a reload now makes
// start-up's checks, refuses the edit with the file, the JSON path and the fix, and keeps the last good version
const POLL = { timeout: 10_000, interval: 20 }
const profile = (await get(testApp(), '/v1/people/profile?username=jane-doe')).body as Record<string, unknown>
const WORLD = { people: { 'jane-doe': { firstName: 'Janet', lastName: 'Doering' }, 'john-roe': { firstName: 'John' } } }
const agreeing = { ...profile, firstName: 'Janet', lastName: 'Doering' }

/** Writes through a temporary file and a rename, as editors do. */
function write(file: string, body: unknown): void {
  writeFileSync(`${file}.tmp`, JSON.stringify(body))
  renameSync(`${file}.tmp`, file)
}

const cases: { name: string; file: string; body: Record<string, unknown>; field: string; others: number }[] = [
  { name: 'a first name', file: 'jane-doe', body: { ...agreeing, firstName: 'Edited' }, field: 'firstName', others: 0 },
  { name: 'a last name', file: 'jane-doe', body: { ...agreeing, lastName: 'Other' }, field: 'lastName', others: 3 },
  {
    name: 'both names, beside good edits',
    file: 'jane-doe',
    body: { ...agreeing, firstName: 'Jan', lastName: 'Dough' },
    field: 'Name',
    others: 40,
  },
  { name: 'a new file', file: 'john-roe', body: { ...profile, firstName: 'Jack' }, field: 'firstName', others: 5 },
]

it.each(cases)('under --watch, refuses an edit of $name that disagrees with the world file', async (c) => {
  const root = tempDir()
  const fixtures = join(root, 'fixtures')
  const world = join(root, 'world.json')
  writeFileSync(world, JSON.stringify(WORLD))
  const others = Array.from({ length: c.others }, (_, i) => `other-${i}`)
  writeFiles(fixtures, {
    'people/profile/jane-doe.json': agreeing,
    ...Object.fromEntries(others.map((u) => [`people/profile/${u}.json`, { ...profile, firstName: 'Before' }])),
  })
  const warnings: string[] = []
  const runtime = createRuntime(
    { fixtures, world, clock: 'virtual', keys: false, warn: (m) => warnings.push(m) },
    { watching: true },
  )
  const app = appOf(runtime)
  const watcher = watchSources(runtime, { debounceMs: 10 })
  const firstName = async (user: string): Promise<unknown> =>
    (await get(app, `/v1/people/profile?username=${user}`)).body.firstName
  const file = join(fixtures, `people/profile/${c.file}.json`)
  try {
    await watcher.ready
    const before = await firstName(c.file)
    for (const u of others) write(join(fixtures, `people/profile/${u}.json`), { ...profile, firstName: 'After' })
    write(file, c.body)
    await expect.poll(() => warnings.find((w) => w.includes(file)), POLL).toBeDefined()
    const warning = warnings.find((w) => w.includes(file)) as string
    expect(warning).toMatch(new RegExp(`^watch: kept the running fixtures; .*: \\$: person ${c.file}: \\w*${c.field}`))
    expect(warning).toContain('disagrees with')
    expect(warning).toContain('(fix: make the two files agree)')
    // the good edits of the same moment apply; the one that disagrees does not
    for (const u of others) await expect.poll(() => firstName(u), POLL).toBe('After')
    expect(await firstName(c.file)).toBe(before)
    // start-up refuses the same folder
    expect(() => createRuntime({ fixtures, world, keys: false, warn: () => {} })).toThrow(file)
    // once it agrees again, it is served
    write(file, { ...c.body, ...WORLD.people[c.file as keyof typeof WORLD.people], followerCount: 4321 })
    await expect
      .poll(async () => (await get(app, `/v1/people/profile?username=${c.file}`)).body.followerCount, POLL)
      .toBe(4321)
  } finally {
    watcher.close()
  }
})
