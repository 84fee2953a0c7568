import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it, vi } from 'vitest'
import { appOf } from '../../src/app.js'
import { FixtureStore } from '../../src/data/fixture-store.js'
import { createRuntime } from '../../src/runtime.js'
import { watchSources } from '../../src/watch.js'
import { DEV, get, testApp } from '../support/app.js'
import { tempDir, writeFiles } from '../support/tmp.js'

// every edit reloaded the whole fixtures folder in one blocking call (about 1 s with 50,000 fixtures)
const POLL = { timeout: 5000, interval: 20 }
const profile = (await get(testApp(), '/v1/people/profile?username=jane-doe')).body as Record<string, unknown>

it('reads only the changed file: no folder load, the other fixtures untouched, a deleted one gone', async () => {
  const root = tempDir()
  const files: Record<string, unknown> = {}
  for (let i = 0; i < 300; i++)
    files[`people/profile/user-${i}.json`] = { ...profile, username: `user-${i}`, firstName: `N${i}` }
  writeFiles(root, files)
  const runtime = createRuntime({ fixtures: root, clock: 'virtual', keys: false, warn: () => {} })
  const app = appOf(runtime)
  const name = async (i: number): Promise<unknown> =>
    (await get(app, `/v1/people/profile?username=user-${i}`, DEV)).body.firstName
  const watcher = watchSources(runtime, { debounceMs: 10 })
  const load = vi.spyOn(FixtureStore, 'load')
  try {
    await watcher.ready
    const untouched = runtime.fixtures.find('people/profile', 'user-7', 1)
    writeFileSync(
      join(root, 'people/profile/user-3.json'),
      JSON.stringify({ ...profile, username: 'user-3', firstName: 'Edited' }),
    )
    await expect.poll(() => name(3), POLL).toBe('Edited')
    expect(runtime.fixtures.find('people/profile', 'user-7', 1)).toBe(untouched)
    rmSync(join(root, 'people/profile/user-5.json'))
    await expect.poll(() => runtime.fixtures.find('people/profile', 'user-5', 1), POLL).toBeUndefined()
    expect(runtime.fixtures.size).toBe(299)
    expect(await name(3)).toBe('Edited')
    expect(load).not.toHaveBeenCalled()
  } finally {
    load.mockRestore()
    watcher.close()
  }
})
