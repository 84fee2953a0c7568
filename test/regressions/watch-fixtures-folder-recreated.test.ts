import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { appOf } from '../../src/app.js'
import { createRuntime } from '../../src/runtime.js'
import { watchSources } from '../../src/watch.js'
import { DEV, get, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'

// --watch went deaf once the fixtures folder was deleted and made again
const POLL = { timeout: 5000, interval: 20 }
const profile = (await get(testApp(), '/v1/people/profile?username=jane-doe')).body as Record<string, unknown>

it('notices a fixtures folder deleted and made again, and serves what the new one holds', async () => {
  const root = join(tempDir(), 'fixtures')
  const file = join(root, 'people/profile/jane-doe.json')
  const write = (firstName: string): void => {
    mkdirSync(join(root, 'people/profile'), { recursive: true })
    writeFileSync(file, JSON.stringify({ ...profile, firstName }))
  }
  write('Before')
  const runtime = createRuntime({ fixtures: root, clock: 'virtual', keys: false, warn: () => {} })
  const app = appOf(runtime)
  const firstName = async (): Promise<unknown> =>
    (await get(app, '/v1/people/profile?username=jane-doe', DEV)).body.firstName
  const watcher = watchSources(runtime, { debounceMs: 10 })
  try {
    await watcher.ready
    expect(await firstName()).toBe('Before')
    rmSync(root, { recursive: true })
    await expect.poll(firstName, POLL).toBe(profile.firstName)
    write('Recreated')
    await expect.poll(firstName, POLL).toBe('Recreated')
    write('Edited again')
    await expect.poll(firstName, POLL).toBe('Edited again')
  } finally {
    watcher.close()
  }
})
