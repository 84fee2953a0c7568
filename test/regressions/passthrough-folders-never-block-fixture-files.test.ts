import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { get, testApp } from '../support/app.js'
import { tempDir, writeFiles } from '../support/tmp.js'
import { fakeUpstream } from '../support/upstream.js'

// a pass-through recording of /v1/people/profile/jane-doe.json made a folder of that name, so saving jane-doe's
// fixture failed with 409 ever after

const REAL_KEY = 'real-upstream-key-Tw5/kD+1='
const fake = fakeUpstream((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ success: true, data: { url: req.url } }))
})

/** Every folder below `dir`, relative. */
function folders(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((rel) => statSync(join(dir, rel)).isDirectory())
}

const passApp = (fixtures: string, warnings: string[] = []) =>
  testApp({
    passthrough: fake.url,
    recordPassthrough: true,
    upstreamKey: REAL_KEY,
    fixtures,
    warn: (m) => warnings.push(m),
  })

/** Paths whose folder could take the name of a fixture file, in any case, with what Windows drops from a name. */
const PATHS = [
  '/v1/people/profile/jane-doe.json',
  '/v1/people/profile/Jane-Doe.JSON',
  '/v1/people/profile/jane-doe.Json/extra',
  '/v1/people/profile/jane-doe.meta.json',
  '/v1/people/profile/jane-doe.404.json',
  '/v1/people/profile/jane-doe.json.',
  '/v1/people/profile/jane-doe.json..',
  '/v1/people/profile/jane-doe.json~',
  '/v1/people/profile%2Fjane-doe.json',
  '/v1/people/profile/jane-doe%2Ejson',
  '/v1/people/profile/..%2Fjane-doe.json',
  '/v1/undeclared/x.json',
]

it.each(PATHS)('%s makes no folder a fixture file could be named, and jane-doe is saved after it', async (path) => {
  const fixtures = tempDir()
  const app = passApp(fixtures)
  const first = await app.request(`${path}?q=1`, { headers: { Authorization: 'Bearer mock-dev-key' } })
  expect(first.headers.get('content-type')).toMatch(/json/)
  for (const folder of folders(fixtures)) expect(folder).not.toMatch(/\.json[. ]*$/i)
  const { body } = await get(app, '/v1/people/profile?username=jane-doe')
  const saved = await app.request('/__admin/fixtures', {
    method: 'POST',
    body: JSON.stringify({ endpoint: 'people/profile', value: 'jane-doe', body }),
  })
  expect(saved.status).toBe(201)
  expect(existsSync(join(fixtures, 'people/profile/jane-doe.json'))).toBe(true)
})

it('relays, and records nothing, for a path through an existing fixture file', async () => {
  const fixtures = tempDir()
  const { body } = await get(testApp(), '/v1/people/profile?username=jane-doe')
  writeFiles(fixtures, { 'people/profile/jane-doe.json': body })
  const warnings: string[] = []
  const res = await passApp(fixtures, warnings).request('/v1/people/profile/jane-doe.json/posts?q=1', {
    headers: { Authorization: 'Bearer mock-dev-key' },
  })
  expect(res.status).toBe(200)
  expect(statSync(join(fixtures, 'people/profile/jane-doe.json')).isFile()).toBe(true)
  expect(warnings.join('\n')).toMatch(/not recorded/)
})
