import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { createRuntime } from '../../src/runtime.js'
import { watchSources } from '../../src/watch.js'
import { tempDir, writeFiles } from '../support/tmp.js'

// a refused reload with several problems printed them on one line joined by a literal \u000a: each is a line of its
// own now, every line still escaped (a file name's own line break or escape never starts a line)
const POLL = { timeout: 10_000, interval: 20 }
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

const configWith = (endpoints: object[]): string => JSON.stringify({ endpoints })
const WIDGETS = {
  path: '/v1/widgets/count',
  query: { type: 'object', properties: { owner: { type: 'string' } } },
  response: { type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] },
}

it.each([
  { names: ['owner%3Da'] },
  { names: ['owner%3Da', 'owner%3Db'] },
  { names: ['owner%3Da', 'owner%3Db\nforged line', 'owner%3Dc\u001b[31m', 'owner%3Dd\u2028e', 'owner%3De'] },
])('a config reload refused for $names.length fixtures prints one line a problem', async ({ names }) => {
  const root = tempDir()
  const config = join(root, 'mock.config.json')
  writeFileSync(config, configWith([WIDGETS]))
  writeFiles(root, Object.fromEntries(names.map((n) => [`fixtures/widgets/count/${n}.json`, { count: 7 }])))
  const warnings: string[] = []
  const runtime = createRuntime(
    { fixtures: join(root, 'fixtures'), config, clock: 'virtual', keys: false, warn: (m) => warnings.push(m) },
    { watching: true },
  )
  const watcher = watchSources(runtime, { debounceMs: 10 })
  try {
    await watcher.ready
    // the endpoint goes: its fixtures' folder names none, which start-up refuses too
    writeFileSync(config, configWith([]))
    await expect.poll(() => warnings.find((w) => w.startsWith('watch: kept the running config')), POLL).toBeDefined()
  } finally {
    watcher.close()
  }
  const lines = (warnings.find((w) => w.startsWith('watch: kept the running config')) as string).split('\n')
  expect(lines[0]).toBe(`watch: kept the running config; ${names.length} invalid fixture file(s):`)
  expect(lines).toHaveLength(names.length + 1)
  for (const line of lines.slice(1)) {
    expect(line).toMatch(/^ {2}.*widgets\/count\/owner%3D.*: \$: folder "widgets\/count" is not an endpoint \(fix: /)
    expect(line).not.toMatch(UNPRINTABLE)
  }
  for (const n of names.filter((n) => UNPRINTABLE.test(n)))
    expect(
      lines.some((l) =>
        l.includes(
          n.replace(new RegExp(UNPRINTABLE, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
        ),
      ),
    ).toBe(true)
  expect(runtime.endpoints.byId.has('widgets/count')).toBe(true)
})
