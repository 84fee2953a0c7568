import { existsSync, readdirSync } from 'node:fs'
import { beforeEach, expect, it } from 'vitest'
import { get, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'
import { fakeUpstream } from '../support/upstream.js'

// pass-through forwarded the client's own API key when it was a path segment (/v1/echo/<key>), recorded it as a
// folder name; and a declared path in another case (/v1/people/Profile) was forwarded and recorded as a new folder

const REAL_KEY = 'real-upstream-key-Zq8/wX+3='
const CLIENT = 'test_growth_0000000000000042'
const OTHER = 'test_other_key_00000000000007'

const hits: string[] = []
const upstream = fakeUpstream((req, res) => {
  hits.push(req.url ?? '')
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: req.url }))
})
beforeEach(() => {
  hits.length = 0
})

const app = (fixtures: string) =>
  testApp({
    fixtures,
    passthrough: upstream.url,
    recordPassthrough: true,
    upstreamKey: REAL_KEY,
    keys: [
      { key: CLIENT, plan: 'Growth', credits: 100 },
      { key: OTHER, plan: 'Growth', credits: 100 },
    ],
    warn: () => {},
  })

const namesUnder = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true }).map((name) => String(name)) : []

const KEY_PATHS: [string, string][] = [
  ['the Bearer key as a segment', `/v1/echo/${CLIENT}`],
  ['the Bearer key in upper case', `/v1/echo/${CLIENT.toUpperCase()}`],
  ['the Bearer key inside a segment', `/v1/echo/id-${CLIENT}-x/more`],
  ['the Bearer key as base64url', `/v1/echo/${Buffer.from(CLIENT).toString('base64url')}`],
  ['the Bearer key as hex', `/v1/echo/${Buffer.from(CLIENT).toString('hex')}`],
  ['another key of the keys file', `/v1/echo/${OTHER}`],
  ['another key of the keys file, lower case', `/v1/a/b/${OTHER.toLowerCase()}`],
  ['the development key', '/v1/echo/mock-dev-key'],
]

it.each(KEY_PATHS)('does not forward or record a path carrying %s: a JSON 404', async (_name, path) => {
  const fixtures = tempDir()
  const { status, body, text } = await get(app(fixtures), path, { Authorization: `Bearer ${CLIENT}` })
  expect(status).toBe(404)
  expect(body).toMatchObject({ code: 'ROUTE_NOT_FOUND' })
  for (const key of [CLIENT, OTHER]) expect(text.toLowerCase()).not.toContain(key.toLowerCase())
  expect(hits).toEqual([])
  expect(namesUnder(fixtures)).toEqual([])
})

const CASE_VARIANTS = ['/v1/people/Profile', '/v1/PEOPLE/PROFILE', '/v1/People/profile/', '/v1/companies/Search']

it.each(CASE_VARIANTS)('answers %s, a declared path in another case, 404 without forwarding', async (path) => {
  const fixtures = tempDir()
  const { status, body } = await get(app(fixtures), `${path}?username=ann`, { Authorization: `Bearer ${CLIENT}` })
  expect(status).toBe(404)
  expect(body).toMatchObject({ code: 'ROUTE_NOT_FOUND' })
  expect(body.error).toMatch(/did you mean \/v1\/[a-z/-]+\?/)
  expect(hits).toEqual([])
  expect(namesUnder(fixtures)).toEqual([])
})

it('still forwards and records an undeclared path', async () => {
  const fixtures = tempDir()
  const { status } = await get(app(fixtures), '/v1/people/profiles?x=1', { Authorization: `Bearer ${CLIENT}` })
  expect(status).toBe(200)
  expect(hits).toEqual(['/v1/people/profiles?x=1'])
  expect(namesUnder(fixtures).length).toBeGreaterThan(0)
})
