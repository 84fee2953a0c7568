import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type MockServer } from '../src/server.js'
import { get, testApp } from './support/app.js'

const POLL = { timeout: 10_000, interval: 50 }

const dir = mkdtempSync(join(tmpdir(), 'mock-watch-'))
const fixtures = join(dir, 'fixtures')
const scenarios = join(dir, 'scenarios')
const keysFile = join(dir, 'keys.json')
const warnings: string[] = []

/** Writes through a temporary file and a rename, as editors do. */
function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(`${path}.tmp`, text)
  renameSync(`${path}.tmp`, path)
}

const reference = testApp()
const profileBody = (await get(reference, '/v1/people/profile?username=jane-doe')).body as Record<string, unknown>
const companyBody = (await get(reference, '/v1/companies/by-id?companyId=77')).body as { data: Record<string, unknown> }
const profileFixture = join(fixtures, 'people/profile/jane-doe.json')
const fixtureWith = (firstName: string): string => JSON.stringify({ ...profileBody, firstName })
const scenarioWith = (status: number): string =>
  JSON.stringify({ name: 'custom', description: 'watched', rules: [{ effect: { status } }] })
const keysWith = (...keys: object[]): string => JSON.stringify({ keys })
const ALICE = { key: 'watch_alice_0000001', plan: 'Growth', credits: 10 }
const BOB = { key: 'watch_bob_000000002', plan: 'Starter', credits: 5 }

let mock: MockServer

async function call(path: string, headers: Record<string, string> = { Authorization: 'Bearer mock-dev-key' }) {
  const res = await fetch(`${mock.url}${path}`, { headers })
  const text = await res.text()
  return { status: res.status, body: JSON.parse(text) as Record<string, any> }
}
const firstName = async (): Promise<unknown> => (await call('/v1/people/profile?username=jane-doe')).body.firstName
const customStatus = async (): Promise<number> =>
  (await call('/v1/people/profile?username=x', { Authorization: 'Bearer mock-dev-key', 'X-Mock-Scenario': 'custom' }))
    .status
const statusFor = async (key: string): Promise<number> =>
  (await call('/v1/people/profile?username=x', { Authorization: `Bearer ${key}` })).status
/** Waits for a new warning that contains every part; returns it. */
const warned = async (...parts: string[]): Promise<string> => {
  await expect.poll(() => warnings.find((w) => parts.every((p) => w.includes(p))), POLL).toBeDefined()
  return warnings.find((w) => parts.every((p) => w.includes(p))) as string
}

beforeAll(async () => {
  write(profileFixture, fixtureWith('Original'))
  write(join(scenarios, 'custom.json'), scenarioWith(418))
  write(keysFile, keysWith(ALICE))
  mock = await startMockServer({
    fixtures,
    scenarios,
    keys: keysFile,
    clock: 'virtual',
    watch: true,
    warn: (m) => warnings.push(m),
  })
})
afterAll(async () => {
  await mock.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('--watch: fixtures', () => {
  it('serves an edited fixture without a restart', async () => {
    expect(await firstName()).toBe('Original')
    write(profileFixture, fixtureWith('Edited'))
    await expect.poll(firstName, POLL).toBe('Edited')
  })

  it('serves a fixture added in a new endpoint folder', async () => {
    const fixture = { ...companyBody, data: { ...companyBody.data, name: 'Watched Company' } }
    write(join(fixtures, 'companies/by-id/77.json'), JSON.stringify(fixture))
    await expect
      .poll(async () => (await call('/v1/companies/by-id?companyId=77')).body.data.name, POLL)
      .toBe('Watched Company')
  })

  it('refuses a broken edit with the file, the JSON path and the fix, and keeps serving the last good one', async () => {
    write(profileFixture, fixtureWith('Edited').replace(/"followerCount":\d+/, '"followerCount":"lots"'))
    const message = await warned(profileFixture, '$.followerCount', 'fix:')
    expect(message).toContain('make it match the people/profile response schema')
    expect(await firstName()).toBe('Edited')

    write(profileFixture, '{ "firstName": ')
    await warned(profileFixture, ': $: invalid JSON', 'fix: fix the JSON syntax')
    expect(await firstName()).toBe('Edited')
  })

  it('applies the file again once it is fixed', async () => {
    write(profileFixture, fixtureWith('Fixed'))
    await expect.poll(firstName, POLL).toBe('Fixed')
  })

  it('serves a not-found fixture added later as the 404 it holds', async () => {
    write(
      join(fixtures, 'people/profile/gone-user.404.json'),
      JSON.stringify({ message: 'Profile not found', code: 'NOT_FOUND' }),
    )
    await expect.poll(async () => (await call('/v1/people/profile?username=gone-user')).status, POLL).toBe(404)
    expect((await call('/v1/people/profile?username=gone-user')).body).toEqual({
      message: 'Profile not found',
      code: 'NOT_FOUND',
    })
    expect(warnings.filter((w) => w.includes('gone-user'))).toEqual([])
  })

  it('falls back to generated data when the fixture is deleted', async () => {
    rmSync(profileFixture)
    await expect.poll(firstName, POLL).toBe(profileBody.firstName)
    // the fixtures that stay are keyed again: a not-found one keeps its value's name
    expect((await call('/v1/people/profile?username=gone-user')).status).toBe(404)
  })
})

describe('--watch: scenarios', () => {
  it('applies an edited scenario without a restart', async () => {
    expect(await customStatus()).toBe(418)
    write(join(scenarios, 'custom.json'), scenarioWith(503))
    await expect.poll(customStatus, POLL).toBe(503)
  })

  it('refuses a scenario with a bad rule and keeps the last good version', async () => {
    write(
      join(scenarios, 'custom.json'),
      JSON.stringify({ name: 'custom', description: 'x', rules: [{ effect: { status: 700 } }] }),
    )
    const message = await warned(join(scenarios, 'custom.json'), '$.rules[0].effect.status', 'fix:')
    expect(message).toContain('see the scenario format')
    expect(await customStatus()).toBe(503)
  })

  it('serves a scenario file added later', async () => {
    write(join(scenarios, 'custom.json'), scenarioWith(503))
    write(
      join(scenarios, 'teapot.json'),
      JSON.stringify({ name: 'teapot', description: 'x', rules: [{ effect: { status: 418 } }] }),
    )
    await expect
      .poll(
        async () =>
          (
            await call('/v1/people/profile?username=x', {
              Authorization: 'Bearer mock-dev-key',
              'X-Mock-Scenario': 'teapot',
            })
          ).status,
        POLL,
      )
      .toBe(418)
  })
})

describe('--watch: keys', () => {
  it('accepts a key added to the keys file', async () => {
    expect(await statusFor(BOB.key)).toBe(401)
    write(keysFile, keysWith(ALICE, BOB))
    await expect.poll(() => statusFor(BOB.key), POLL).toBe(200)
  })

  it('refuses a keys file with a bad plan and keeps the keys it had', async () => {
    write(keysFile, keysWith(ALICE, BOB, { key: 'watch_carol_0000003', plan: 'Premium', credits: 1 }))
    const message = await warned(keysFile, '$.keys[2].plan', 'fix: plan is one of')
    expect(message).not.toContain('watch_carol_0000003')
    expect(await statusFor(BOB.key)).toBe(200)
    expect(await statusFor('watch_carol_0000003')).toBe(401)
  })

  it("keeps a key's spent balance when another key is edited", async () => {
    const before = (await mock.usage(ALICE.key)).creditsRemaining
    expect(await statusFor(ALICE.key)).toBe(200)
    write(keysFile, keysWith(ALICE, { ...BOB, credits: 50 }))
    await expect.poll(async () => (await mock.usage(BOB.key)).creditsRemaining, POLL).toBe(50)
    expect((await mock.usage(ALICE.key)).creditsRemaining).toBe((before as number) - 1)
  })

  it('stops accepting a key removed from the file', async () => {
    write(keysFile, keysWith(ALICE))
    await expect.poll(() => statusFor(BOB.key), POLL).toBe(401)
  })
})
