import { expect, it } from 'vitest'
import type { RuntimeApp } from '../../src/app.js'
import { MockError } from '../../src/errors.js'
import { MAX_RUNTIME_SCENARIO_CHARS, MAX_RUNTIME_SCENARIOS } from '../../src/scenarios/limits.js'
import { testApp } from '../support/app.js'
import { thrownBy } from '../support/throws.js'
import { BUILT_IN_SCENARIOS } from '../support/values.js'

// a request without a key and with a bad scenario header listed every scenario name, per-key ones included; scenarios
// defined at run time grew memory without end until a reset

const PROFILE = '/v1/people/profile?username=jane-doe'
const FROM_FILES = BUILT_IN_SCENARIOS

const put = async (app: RuntimeApp, path: string, body: unknown) => {
  const res = await app.request(path, { method: 'PUT', body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** Scenarios the admin API holds: files and run-time ones. */
const held = async (app: RuntimeApp) =>
  ((await (await app.request('/__admin/scenarios')).json()) as { scenarios: unknown[] }).scenarios.length

/** An app where the admin defined a whole-server scenario, a named one, and pinned scenarios to two keys. */
async function withPrivateScenarios(): Promise<RuntimeApp> {
  const app = testApp()
  const rules = [{ effect: { status: 503 } }]
  expect(
    (await put(app, '/__admin/scenario', { scenario: { name: 'team-secret', description: 'x', rules } })).status,
  ).toBe(200)
  expect((await put(app, '/__admin/scenario', { scenario: rules })).status).toBe(200)
  expect((await put(app, '/__admin/keys/mock-dev-key', { scenario: rules })).status).toBe(200)
  expect((await put(app, '/__admin/keys/test_growth_00000000000000002', { scenario: 'flaky', times: 2 })).status).toBe(
    200,
  )
  expect((await put(app, '/__admin/scenario', { name: null })).status).toBe(200)
  return app
}

it.each([
  ['no key', {}],
  ['an unknown key', { Authorization: 'Bearer not_a_known_key_0000' }],
  ['a known key', { Authorization: 'Bearer test_starter_0000000000000001' }],
  ['the key with a pinned scenario', { Authorization: 'Bearer mock-dev-key' }],
])('a bad X-Mock-Scenario with %s lists the scenarios from files only', async (_, auth) => {
  const app = await withPrivateScenarios()
  for (const bad of [{ 'X-Mock-Scenario': 'nope' }, { 'X-Mock-Scenario': 'team-secret-typo' }]) {
    const res = await app.request(PROFILE, { headers: { ...auth, ...bad } })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: string; code: string; known: string[] }
    expect(body.code).toBe('UNKNOWN_SCENARIO')
    expect(body.known).toEqual(FROM_FILES)
    expect(body.error).toBe(`Unknown scenario "${bad['X-Mock-Scenario']}"; known: ${FROM_FILES.join(', ')}`)
  }
  const viaQuery = await app.request(`${PROFILE}&__scenario=nope`, { headers: auth })
  expect(((await viaQuery.json()) as { known: string[] }).known).toEqual(FROM_FILES)
})

it('the admin API, where they were defined, still names them all', async () => {
  const app = await withPrivateScenarios()
  const { status, body } = await put(app, '/__admin/scenario', { name: 'nope' })
  expect(status).toBe(400)
  const known = body.known as string[]
  expect(known).toEqual(expect.arrayContaining([...FROM_FILES, 'team-secret', 'inline', 'flaky-first-2']))
  expect(known.some((n) => /^inline-key-/.test(n))).toBe(true)
})

const refusal = (over: string) => ({
  error: `${over}; reuse a name (a new definition replaces the old), or reset (POST /__admin/reset) to drop them`,
  code: 'TOO_MANY_SCENARIOS',
  maxScenarios: MAX_RUNTIME_SCENARIOS,
  maxChars: MAX_RUNTIME_SCENARIO_CHARS,
})

it(`refuses a run-time scenario past ${MAX_RUNTIME_SCENARIOS} with 409 JSON, and holds no more`, async () => {
  const app = testApp()
  const rules = [{ effect: { status: 503 } }]
  const files = await held(app)
  for (let i = 0; i < MAX_RUNTIME_SCENARIOS - 1; i++)
    app.mock.scenarios.define({ name: `s-${i}`, description: 'x', rules })
  expect((await put(app, '/__admin/scenario', { scenario: { name: 'last', description: 'x', rules } })).status).toBe(
    200,
  )
  // every way to define one: a named scenario, a key pin given as data, a times copy
  for (let i = 0; i < 100; i++) {
    const attempts = [
      put(app, '/__admin/scenario', { scenario: { name: `more-${i}`, description: 'x', rules } }),
      put(app, '/__admin/keys/mock-dev-key', { scenario: { name: `pin-${i}`, rules } }),
      put(app, '/__admin/scenario', { name: 'flaky', times: i + 1 }),
    ]
    for (const answer of await Promise.all(attempts))
      expect(answer).toEqual({
        status: 409,
        body: refusal(`${MAX_RUNTIME_SCENARIOS} scenarios are defined at run time already`),
      })
  }
  expect(await held(app)).toBe(files + MAX_RUNTIME_SCENARIOS)
  // a refused switch or pin changes nothing
  expect(await (await app.request('/__admin/scenario')).json()).toEqual({ active: 'last' })
  expect(await (await app.request('/__admin/keys/mock-dev-key')).json()).toMatchObject({ scenario: null })
  // redefining a held name is allowed
  expect((await put(app, '/__admin/scenario', { scenario: { name: 's-7', description: 'y', rules } })).status).toBe(200)
  expect(await held(app)).toBe(files + MAX_RUNTIME_SCENARIOS)
  // a reset drops them, and there is room again
  expect((await app.request('/__admin/reset', { method: 'POST' })).status).toBe(200)
  expect(await held(app)).toBe(files)
  expect((await put(app, '/__admin/scenario', { scenario: { name: 'more-0', description: 'x', rules } })).status).toBe(
    200,
  )
})

it(`refuses run-time scenarios past ${MAX_RUNTIME_SCENARIO_CHARS} characters of JSON together with 409 JSON`, async () => {
  const app = testApp()
  // each just under the admin body limit: a handful fill the budget
  const big = (name: string) => ({
    scenario: { name, description: 'x', rules: [{ effect: { status: 200, body: { text: 'x'.repeat(1_000_000) } } }] },
  })
  const fits = Math.floor(MAX_RUNTIME_SCENARIO_CHARS / 1_000_100)
  for (let i = 0; i < fits; i++) expect((await put(app, '/__admin/scenario', big(`big-${i}`))).status).toBe(200)
  const before = await held(app)
  for (let i = 0; i < 20; i++) {
    const { status, body } = await put(app, '/__admin/scenario', big(`over-${i}`))
    expect(status).toBe(409)
    expect(body).toMatchObject({ code: 'TOO_MANY_SCENARIOS', error: expect.stringContaining('characters of JSON') })
  }
  expect(await held(app)).toBe(before)
  // replacing one with one of the same size fits
  expect((await put(app, '/__admin/scenario', big('big-0'))).status).toBe(200)
})

it('useScenario in code gets the same refusal as a MockError', () => {
  const app = testApp()
  for (let i = 0; i < MAX_RUNTIME_SCENARIOS; i++)
    app.mock.scenarios.define({ name: `c-${i}`, description: 'x', rules: [] })
  const err = thrownBy(() => app.mock.scenarios.define({ name: 'one-more', description: 'x', rules: [] }), MockError)
  expect([err.status, err.code]).toEqual([409, 'TOO_MANY_SCENARIOS'])
})
