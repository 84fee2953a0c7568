// The admin API's additions for test suites: keys created at run time, one key reset, a scenario given as data
// pinned to one key, and scenarios limited to the first N calls.
import { describe, expect, it } from 'vitest'
import { KeyViewSchema } from '../../src/admin/schemas.js'
import type { RuntimeApp } from '../../src/app.js'
import { testApp } from '../support/app.js'

const NEW_KEY = 'suite_key_0000000000000042'
const OTHER_KEY = 'suite_key_0000000000000043'
const PROFILE = '/v1/people/profile?username=jane-doe'

async function call(app: RuntimeApp, method: string, path: string, body?: unknown) {
  const res = await app.request(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  return { status: res.status, body: (await res.json()) as any }
}

const keyPath = (key: string) => `/__admin/keys/${encodeURIComponent(key)}`
const api = async (app: RuntimeApp, key: string) =>
  (await app.request(PROFILE, { headers: { Authorization: `Bearer ${key}` } })).status
const statuses = async (app: RuntimeApp, key: string, n: number) => {
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push(await api(app, key))
  return out
}

function appWithKeys(): RuntimeApp {
  return testApp({ keys: false })
}

async function addKeys(app: RuntimeApp, credits = 2) {
  for (const key of [NEW_KEY, OTHER_KEY])
    expect((await call(app, 'POST', '/__admin/keys', { key, plan: 'Growth', credits })).status).toBe(201)
}

describe('POST /__admin/keys', () => {
  it('adds a key that authenticates, is charged and runs out like a key from the keys file', async () => {
    const app = appWithKeys()
    const created = await call(app, 'POST', '/__admin/keys', {
      key: NEW_KEY,
      plan: 'Starter',
      credits: 2,
      label: 'suite',
    })

    expect(created.status).toBe(201)
    expect(KeyViewSchema.parse(created.body)).toMatchObject({
      key: 'sui…042',
      plan: 'Starter',
      creditsRemaining: 2,
      label: 'suite',
    })
    expect(await statuses(app, NEW_KEY, 3)).toEqual([200, 200, 402])
  })

  it('keeps an added key through a reset, back at its starting balance', async () => {
    const app = appWithKeys()
    await addKeys(app)
    await statuses(app, NEW_KEY, 2)

    await call(app, 'POST', '/__admin/reset')

    expect((await call(app, 'GET', keyPath(NEW_KEY))).body.creditsRemaining).toBe(2)
  })

  it.each([
    ['an existing key', { key: 'mock-dev-key', plan: 'Growth', credits: 1 }, '$.key', /already exists/],
    ['an unknown plan', { key: NEW_KEY, plan: 'Gold', credits: 1 }, '$.plan', /./],
    ['a missing credits field', { key: NEW_KEY, plan: 'Growth' }, '$.credits', /./],
    ['a short key', { key: 'short', plan: 'Growth', credits: 1 }, '$.key', /at least 8/],
    [
      'an unknown scenario',
      { key: NEW_KEY, plan: 'Growth', credits: 1, scenario: 'nope' },
      '$.scenario',
      /Unknown scenario/,
    ],
    ['an unknown field', { key: NEW_KEY, plan: 'Growth', credits: 1, colour: 'red' }, '$.colour', /unknown field/],
  ])('refuses %s with a 400 naming the field, without the full key', async (_, body, field, message) => {
    const app = appWithKeys()
    const res = await call(app, 'POST', '/__admin/keys', body)

    expect(res.status).toBe(400)
    expect(res.body.field).toBe(field)
    expect(res.body.error).toMatch(message)
    expect(JSON.stringify(res.body)).not.toContain(NEW_KEY)
  })
})

describe('POST /__admin/keys/{key}/reset', () => {
  it('restores one key (balance, plan, usage, pinned scenario) and leaves the other keys alone', async () => {
    const app = appWithKeys()
    await addKeys(app)
    await statuses(app, NEW_KEY, 2)
    await statuses(app, OTHER_KEY, 1)
    await call(app, 'PUT', keyPath(NEW_KEY), { plan: 'Starter', scenario: 'server-error' })

    const reset = await call(app, 'POST', `${keyPath(NEW_KEY)}/reset`)

    expect(reset.status).toBe(200)
    expect(reset.body).toMatchObject({
      plan: 'Growth',
      creditsRemaining: 2,
      scenario: null,
      usage: { calls: 0, creditsUsed: 0 },
    })
    expect((await call(app, 'GET', keyPath(OTHER_KEY))).body).toMatchObject({
      creditsRemaining: 1,
      usage: { calls: 1 },
    })
    expect(await api(app, NEW_KEY)).toBe(200)
  })

  it('answers an unknown key with a 400 naming it redacted', async () => {
    const res = await call(appWithKeys(), 'POST', `${keyPath(NEW_KEY)}/reset`)

    expect(res.status).toBe(400)
    expect(res.body.error).toContain('sui…042')
  })
})

describe('PUT /__admin/keys/{key} with a scenario given as data', () => {
  it('pins the rules to that key only, and two keys pinning different rules each get their own', async () => {
    const app = appWithKeys()
    await addKeys(app, 10)

    await call(app, 'PUT', keyPath(NEW_KEY), { scenario: [{ effect: { status: 503 } }] })
    const pinned = await call(app, 'PUT', keyPath(OTHER_KEY), {
      scenario: { name: 'teapot', rules: [{ effect: { status: 418 } }] },
    })

    expect(pinned.body.scenario).toMatch(/^teapot-key-[a-z0-9]+$/)
    expect(await api(app, NEW_KEY)).toBe(503)
    expect(await api(app, OTHER_KEY)).toBe(418)
    expect(await api(app, 'mock-dev-key')).toBe(200)
  })

  it('refuses bad rules with a 400 naming the path inside scenario, changing nothing', async () => {
    const app = appWithKeys()
    await addKeys(app)

    const res = await call(app, 'PUT', keyPath(NEW_KEY), { credits: 0, scenario: [{ effect: { status: 99 } }] })

    expect(res.status).toBe(400)
    expect(res.body.field).toMatch(/^\$\.scenario\.rules\[0\]\.effect\.status/)
    expect((await call(app, 'GET', keyPath(NEW_KEY))).body).toMatchObject({ creditsRemaining: 2, scenario: null })
  })
})

describe('times: a scenario for the first N calls', () => {
  it('applies a named scenario to a key for its next N calls, then answers normally', async () => {
    const app = appWithKeys()
    await addKeys(app, 10)

    await call(app, 'PUT', keyPath(NEW_KEY), { scenario: 'server-error', times: 2 })

    expect(await statuses(app, NEW_KEY, 4)).toEqual([500, 500, 200, 200])
    expect(await api(app, OTHER_KEY)).toBe(200)
  })

  it('applies rules given as data to a key for its next N calls', async () => {
    const app = appWithKeys()
    await addKeys(app, 10)

    await call(app, 'PUT', keyPath(NEW_KEY), { scenario: [{ effect: { status: 503 } }], times: 1 })

    expect(await statuses(app, NEW_KEY, 2)).toEqual([503, 200])
  })

  it('keeps a rule that starts later inside the limit: calls 2..3 of a rule from call 2, limited to 3', async () => {
    const app = appWithKeys()
    await addKeys(app, 10)

    await call(app, 'PUT', keyPath(NEW_KEY), {
      scenario: [{ match: { calls: { from: 2 } }, effect: { status: 503 } }],
      times: 3,
    })

    expect(await statuses(app, NEW_KEY, 4)).toEqual([200, 503, 503, 200])
  })

  it('switches the whole server for the first N calls of each key', async () => {
    const app = appWithKeys()
    await addKeys(app, 10)

    const res = await call(app, 'PUT', '/__admin/scenario', { name: 'server-error', times: 1 })

    expect(res.body.active).toBe('server-error-first-1')
    expect(await statuses(app, NEW_KEY, 2)).toEqual([500, 200])
    expect(await statuses(app, OTHER_KEY, 2)).toEqual([500, 200])
  })

  it.each([
    ['/__admin/scenario', { name: null, times: 2 }, '$.times'],
    ['/__admin/scenario', { name: 'server-error', times: 0 }, '$.times'],
    ['/__admin/scenario', { name: 'nope', times: 2 }, '$.name'],
    [keyPath('mock-dev-key'), { credits: 3, times: 2 }, '$.times'],
    [keyPath('mock-dev-key'), { scenario: 'nope', times: 2 }, '$.scenario'],
  ])('PUT %s %j is a 400 naming %s', async (path, body, field) => {
    const res = await call(appWithKeys(), 'PUT', path, body)

    expect(res.status).toBe(400)
    expect(res.body.field).toBe(field)
  })
})
