import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { DEFAULT_FIXTURES_DIR } from '../../src/options.js'
import { get, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'

// A save from the console over a fixture there was (a shipped one too) replaced it without asking. Now the admin API
// refuses to replace a fixture file of the value, of either status, unless the save says `overwrite: true` (409
// FIXTURE_EXISTS naming the file, nothing written); the console asks, and saves again with it (test/browser.test.ts).
const SHIPPED = 'ada-quinn.json'

function folderWithShipped(): string {
  const fixtures = tempDir('nlm-overwrite-')
  mkdirSync(join(fixtures, 'people', 'profile'), { recursive: true })
  copyFileSync(join(DEFAULT_FIXTURES_DIR, 'people', 'profile', SHIPPED), join(fixtures, 'people', 'profile', SHIPPED))
  return fixtures
}

const save = (app: ReturnType<typeof testApp>, input: Record<string, unknown>) =>
  app.request('/__admin/fixtures', { method: 'POST', body: JSON.stringify({ endpoint: 'people/profile', ...input }) })

const NOT_FOUND = { message: 'Profile not found', code: 'NOT_FOUND' }

it.each([
  ['the same spelling, 200 over 200', { value: 'ada-quinn' }],
  ['another spelling of the value', { value: 'Ada-Quinn ' }],
  ['a 404 over the 200', { value: 'ada-quinn', status: 404, body: NOT_FOUND }],
  ['overwrite: false', { value: 'ada-quinn', overwrite: false }],
])('refuses to replace a shipped fixture unasked: %s', async (_what, input) => {
  const fixtures = folderWithShipped()
  const file = join(fixtures, 'people', 'profile', SHIPPED)
  const before = readFileSync(file, 'utf8')
  const app = testApp({ fixtures })
  const body = { ...(await get(app, '/v1/people/profile?username=ada-quinn')).body, headline: 'edited' }
  const res = await save(app, { body, ...input })
  expect(res.status).toBe(409)
  expect(await res.json()).toEqual({
    error: `${file} exists: send "overwrite": true to replace it. Nothing was saved`,
    code: 'FIXTURE_EXISTS',
    file,
  })
  expect(readFileSync(file, 'utf8')).toBe(before)
  expect(readdirSync(join(fixtures, 'people', 'profile'))).toEqual([SHIPPED])
  expect((await get(app, '/v1/people/profile?username=ada-quinn')).body.headline).not.toBe('edited')
})

it.each([
  ['200 over 200', 200, 'ada-quinn.json'],
  ['404 over 200', 404, 'ada-quinn.404.json'],
])('replaces it when the save says overwrite: true (%s)', async (_what, status, name) => {
  const fixtures = folderWithShipped()
  const app = testApp({ fixtures })
  const body =
    status === 404
      ? NOT_FOUND
      : { ...(await get(app, '/v1/people/profile?username=ada-quinn')).body, headline: 'edited' }
  const res = await save(app, { value: 'ada-quinn', status, body, overwrite: true })
  expect(res.status).toBe(201)
  expect(readdirSync(join(fixtures, 'people', 'profile'))).toEqual([name])
  expect((await get(app, '/v1/people/profile?username=ada-quinn')).status).toBe(status)
})

it('saves a value that has no fixture without the flag', async () => {
  const fixtures = folderWithShipped()
  const app = testApp({ fixtures })
  const body = (await get(app, '/v1/people/profile?username=jane-doe')).body
  expect((await save(app, { value: 'jane-doe', body })).status).toBe(201)
  expect(readdirSync(join(fixtures, 'people', 'profile')).sort()).toEqual([SHIPPED, 'jane-doe.json'])
})
