import { expect, it } from 'vitest'
import { ExpectCalledError, connect } from '../../src/control/client.js'
import { DEV, get, testApp } from '../support/app.js'

// a browser's /favicon.ico got a JSON 404, landed in the journal and showed among expectCalled's near misses
const BROWSER = { accept: 'image/avif,image/webp,image/*,*/*;q=0.8', 'sec-fetch-dest': 'image' }

/** [path, content type, a check of the bytes] */
const ICONS: [string, string, (bytes: Uint8Array) => void][] = [
  [
    '/favicon.ico',
    'image/x-icon',
    (bytes) => {
      const view = Buffer.from(bytes)
      // ICONDIR: reserved 0, type 1 (icon), one image of 16x16 at 32 bits, its data after the 22-byte header
      expect([view.readUInt16LE(0), view.readUInt16LE(2), view.readUInt16LE(4)]).toEqual([0, 1, 1])
      expect([view[6], view[7], view.readUInt16LE(12)]).toEqual([16, 16, 32])
      expect(view.readUInt32LE(14) + view.readUInt32LE(18)).toBe(view.length)
    },
  ],
  [
    '/favicon.svg',
    'image/svg+xml',
    (bytes) =>
      expect(new TextDecoder().decode(bytes)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*<\/svg>$/),
  ],
]

/** [what, how the mock runs, request headers] */
const SETUPS: [string, Parameters<typeof testApp>[0], Record<string, string>][] = [
  ['a browser', {}, BROWSER],
  ['a browser sending a key', {}, { ...BROWSER, ...DEV }],
  ['a mock with the admin API off', { admin: false }, BROWSER],
  ['a mock that needs no key', { auth: false }, {}],
]

it.each(
  ICONS.flatMap(([path, type, check]) =>
    SETUPS.map(([what, options, headers]) => [path, what, options, headers, type, check] as const),
  ),
)('serves %s to %s as an image', async (path, _what, options, headers, type, check) => {
  const app = testApp(options)
  for (const method of ['GET', 'HEAD']) {
    const res = await app.request(path, { method, headers })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type)
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/)
    if (method === 'GET') check(new Uint8Array(await res.arrayBuffer()))
  }
})

it.each(SETUPS.filter(([, options]) => options?.admin !== false))(
  'keeps the icon of %s out of the journal and the key counts',
  async (_what, options, headers) => {
    const app = testApp(options)
    const usage = async () => ((await (await app.request('/__admin/keys')).json()) as { keys: unknown[] }).keys
    await get(app, '/v1/people/profile?username=jane-doe')
    const before = await usage()
    for (const path of ['/favicon.ico', '/favicon.svg', '/favicon.ico?v=2'])
      expect((await app.request(path, { headers })).status).toBe(200)
    const journal = (await (await app.request('/__admin/requests')).json()) as { requests: { path: string }[] }
    expect(journal.requests.map((e) => e.path)).toEqual(['/v1/people/profile'])
    expect(await usage()).toEqual(before)
  },
)

it('leaves the icon out of the near misses expectCalled reports', async () => {
  const app = testApp()
  for (let i = 0; i < 3; i++) await app.request('/favicon.ico', { headers: BROWSER })
  await get(app, '/v1/people/posted-jobs?username=jane-doe')
  const error = await connect(app)
    .expectCalled('people/profile')
    .then(() => undefined)
    .catch((err: unknown) => err)
  expect(error).toBeInstanceOf(ExpectCalledError)
  expect((error as ExpectCalledError).nearMisses.map((e) => e.path)).toEqual(['/v1/people/posted-jobs'])
  expect((error as ExpectCalledError).message).not.toContain('favicon')
})
