import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { ENDPOINTS_BY_ID } from '../../src/endpoints.js'
import { FixtureStore } from '../../src/data/fixture-store.js'
import { MAX_NAME_BYTES, fixtureName, fixtureStem } from '../../src/data/fixture-names.js'
import { tempDir } from '../support/tmp.js'

// item 7: a value ending in `.meta` was written as x.meta.json, skipped as a meta file, and clobbered by the meta of x
// item 8: values whose encoded name passed ~233 bytes answered 500 after the upstream answered 200, sometimes leaving a fixture without meta
let upstream: Server
let base = ''
beforeAll(async () => {
  // a valid profile body naming the username asked for, so the recordings load again
  const profile = (await (
    await createApp({ fixtures: false, clock: 'virtual' }).request('/v1/people/profile?username=jane-doe', {
      headers: { Authorization: 'Bearer mock-dev-key' },
    })
  ).json()) as Record<string, unknown>
  upstream = createServer((req, res) => {
    const username = new URL(req.url ?? '/', 'http://x').searchParams.get('username') ?? ''
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...profile, username }))
  })
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => upstream.close(() => r())))

function recorder(fixtures: string) {
  return createApp({
    mode: 'record-missing',
    upstream: base,
    upstreamKey: 'upstream-secret-0001',
    fixtures,
    clock: 'virtual',
    warn: () => {},
  })
}

it.each(['x.meta', 'x.META', 'x.Meta'])(
  'gives the value %s a fixture file that is neither a meta file nor the meta of x',
  (value) => {
    expect(fixtureStem(value, 1)).not.toMatch(/\.meta$/i)
    expect(`${fixtureStem(value, 1)}.json`).not.toBe(`${fixtureStem('x', 1)}.meta.json`)
  },
)

it('records x and x.meta side by side: two fixtures, two metas, both served', async () => {
  const dir = tempDir()
  const app = recorder(dir)
  for (const value of ['x', 'x.meta'])
    expect(
      (await app.request(`/v1/people/profile?username=${value}`, { headers: { Authorization: 'Bearer mock-dev-key' } }))
        .status,
    ).toBe(200)
  const files = readdirSync(join(dir, 'people/profile')).sort()
  expect(files).toHaveLength(4)
  const metaOfX = JSON.parse(readFileSync(join(dir, 'people/profile/x.meta.json'), 'utf8')) as { value: string }
  expect(metaOfX.value).toBe('x')
  const store = FixtureStore.load({ dir, endpoints: ENDPOINTS_BY_ID })
  expect(JSON.parse(store.find('people/profile', 'x.meta', 1)?.json ?? '{}')).toMatchObject({ username: 'x.meta' })
  expect(JSON.parse(store.find('people/profile', 'x', 1)?.json ?? '{}')).toMatchObject({ username: 'x' })
})

it.each([
  ['26 CJK characters', '中'.repeat(26)],
  ['300 CJK characters', '中'.repeat(300)],
  ['2,000 ASCII characters', 'a'.repeat(2000)],
])(
  'records a value of %s: 200, a fixture with its meta holding the full value, a name under the limit',
  async (_name, value) => {
    const dir = tempDir()
    const app = recorder(dir)
    const res = await app.request(`/v1/people/profile?username=${encodeURIComponent(value)}`, {
      headers: { Authorization: 'Bearer mock-dev-key' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ username: value })
    const files = readdirSync(join(dir, 'people/profile'))
    expect(files).toHaveLength(2)
    for (const f of files) expect(Buffer.byteLength(f)).toBeLessThan(255 - 30)
    const meta = files.find((f) => f.endsWith('.meta.json')) ?? ''
    expect((JSON.parse(readFileSync(join(dir, 'people/profile', meta), 'utf8')) as { value: string }).value).toBe(value)
    // served from the recording for the rest of the run, and after a restart (the meta file gives the value back)
    const again = await app.request(`/v1/people/profile?username=${encodeURIComponent(value)}`, {
      headers: { Authorization: 'Bearer mock-dev-key' },
    })
    expect(again.headers.get('x-mock-source')).toBe('fixture')
    const restarted = createApp({ mode: 'lockdown', fixtures: dir, clock: 'virtual', warn: () => {} })
    const replayed = await restarted.request(`/v1/people/profile?username=${encodeURIComponent(value)}`, {
      headers: { Authorization: 'Bearer mock-dev-key' },
    })
    expect(replayed.status).toBe(200)
    expect(await replayed.json()).toMatchObject({ username: value })
  },
)

it('shortens only names over the limit, and two long values that share a start get different names', () => {
  expect(fixtureName('jane-doe')).toBe('jane-doe')
  const a = fixtureName(`${'a'.repeat(500)}1`)
  const b = fixtureName(`${'a'.repeat(500)}2`)
  expect(a).not.toBe(b)
  expect(a.length).toBeLessThanOrEqual(MAX_NAME_BYTES)
})
