import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { KeyStore } from '../../src/keys.js'
import { createRuntime } from '../../src/runtime.js'
import { StatePersister } from '../../src/state-file.js'
import { DEV, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'

// a state file that could not be renamed into place left one temporary file per flush (4 a second), and a write
// killed halfway left hidden temporary files that nothing removed
const KEY = { key: 'temp_files_key_0001', plan: 'Growth' as const, credits: 1000 }

/** A pid no process has now: a child that has exited. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '']).pid as number

it('leaves no temporary file behind when the state file cannot be renamed into place, however many flushes', () => {
  const dir = tempDir()
  // a folder where the file should be: every rename fails
  const file = join(dir, 'state.json')
  mkdirSync(file)
  const keys = new KeyStore([KEY])
  const warnings: string[] = []
  const state = new StatePersister({ file, keys, warn: (m) => warnings.push(m) })
  for (let i = 0; i < 40; i++) {
    const key = keys.get(KEY.key)
    if (key) key.usage.calls++
    state.flush()
  }
  expect(readdirSync(dir)).toEqual(['state.json'])
  expect(warnings).toHaveLength(1)
  expect(warnings[0]).toContain(`state file ${file}: cannot write`)
})

it('leaves no temporary file behind when a fixture save cannot be renamed into place', async () => {
  const fixtures = tempDir()
  const folder = join(fixtures, 'people/profile')
  mkdirSync(join(folder, 'jane-doe.json'), { recursive: true })
  const app = testApp({ fixtures, warn: () => {} })
  const body = await (await app.request('/v1/people/profile?username=jane-doe', { headers: DEV })).json()
  for (let i = 0; i < 5; i++) {
    const res = await app.request('/__admin/fixtures', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: 'people/profile', value: 'jane-doe', body }),
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.headers.get('content-type')).toMatch(/json/)
  }
  expect(readdirSync(folder)).toEqual(['jane-doe.json'])
})

it('removes at start the temporary files of dead writers, and nothing else', () => {
  const fixtures = tempDir()
  const scenarios = tempDir()
  const stateDir = tempDir()
  const profile = join(fixtures, 'people/profile')
  const search = join(fixtures, 'posts/search')
  for (const d of [profile, search]) mkdirSync(d, { recursive: true })
  const dead = deadPid()
  const twoHoursAgo = (Date.now() - 2 * 3600_000) / 1000
  const stale = [
    join(profile, `.jane-doe.json.${dead}.1.tmp`),
    join(profile, `.jane-doe.meta.json.${dead}.2.tmp`),
    join(search, `.ai.json.${dead}.12.tmp`),
    join(profile, `.john.json.${process.pid}.3.tmp`),
    join(scenarios, `.recorded-errors.json.${dead}.4.tmp`),
    join(stateDir, `.state.json.${dead}.5.tmp`),
  ]
  // a live writer's temporary file stays while it is young; an old one is stale whoever holds the pid now
  const liveOld = join(profile, `.old.json.${process.ppid}.6.tmp`)
  const kept = [
    join(profile, `.young.json.${process.ppid}.7.tmp`),
    join(profile, '.jane-doe.json.tmp'),
    join(stateDir, `notes.${dead}.1.tmp`),
    join(stateDir, `state.json.${dead}.tmp`),
    join(profile, `.jane-doe.json.x${dead}.1.tmp`),
    join(fixtures, `.top.json.${dead}.1.tmp`),
    join(scenarios, `.other.json.${dead}.8.tmp`),
    join(stateDir, `.other-state.json.${dead}.9.tmp`),
  ]
  for (const f of [...stale, liveOld, ...kept]) writeFileSync(f, '{"partial":')
  utimesSync(liveOld, twoHoursAgo, twoHoursAgo)
  const keptDir = join(profile, `.folder.json.${dead}.1.tmp`)
  mkdirSync(keptDir)

  createRuntime({
    fixtures,
    scenarios,
    mode: 'record',
    upstream: 'http://127.0.0.1:9',
    upstreamKey: 'upstream_key_secret_01',
    recordErrors: true,
    clock: 'virtual',
    keys: false,
    warn: () => {},
  })
  new StatePersister({ file: join(stateDir, 'state.json'), keys: new KeyStore([KEY]), warn: () => {} }).load()

  for (const f of [...stale, liveOld]) expect(existsSync(f), f).toBe(false)
  for (const f of [...kept, keptDir]) expect(existsSync(f), f).toBe(true)
})
