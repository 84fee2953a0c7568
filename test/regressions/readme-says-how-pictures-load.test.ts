import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startMockServer, type MockServer } from '../../src/server.js'

// README said "a picture URL loads", but by default the URL's host is media.network.example, which does not resolve:
// only --media-base self gives URLs a browser loads. The default stays (it keeps bodies byte-identical on any port and
// machine, which tests across processes pin); README now says both, and this holds the code to what it says.
const README = readFileSync(resolve(import.meta.dirname, '../..', 'README.md'), 'utf8')
const DEV = { Authorization: 'Bearer mock-dev-key' }

let fixed: MockServer
let self: MockServer
beforeAll(async () => {
  fixed = await startMockServer({ fixtures: false, clock: 'virtual' })
  self = await startMockServer({ fixtures: false, clock: 'virtual', mediaBase: 'self' })
})
afterAll(async () => {
  await fixed?.close()
  await self?.close()
})

it('README does not say a picture loads without saying how', () => {
  // each list item or paragraph that speaks of picture URLs
  const about = README.split(/\n- |\n\n/).filter((item) => /picture URL/i.test(item))
  expect(about.length).toBeGreaterThan(0)
  for (const item of about) {
    if (!/\bload/.test(item)) continue
    expect(item).toContain('--media-base self')
    expect(item).toContain('media.network.example')
  }
})

const picturesOf = async (mock: MockServer, username: string) => {
  const body = (await (await fetch(`${mock.url}/v1/people/profile?username=${username}`, { headers: DEV })).json()) as {
    profilePicture: string
    backgroundImage?: string
  }
  return [body.profilePicture, body.backgroundImage].filter((u): u is string => typeof u === 'string' && u !== '')
}

it.each(['jane-doe', 'ada-quinn', 'some-one-else', 'x'])(
  'by default %s has pictures on media.network.example, the same path the mock serves; with self they load as written',
  async (username) => {
    const defaults = await picturesOf(fixed, username)
    const loaded = await picturesOf(self, username)
    expect(loaded.length).toBe(defaults.length)
    for (const [i, url] of defaults.entries()) {
      expect(url.startsWith('https://media.network.example/media/'), url).toBe(true)
      const path = new URL(url).pathname
      expect(loaded[i]).toBe(`${self.url}${path}`)
      const res = await fetch(loaded[i] as string)
      expect([res.status, res.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)])
      await res.arrayBuffer()
    }
  },
)
