import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FixtureLoadError, FixtureStore } from '../src/data/fixture-store.js'
import { ENDPOINTS_BY_ID } from '../src/endpoints.js'
import { MockError } from '../src/errors.js'
import { get, testApp } from './support/app.js'
import { tempDir, writeFiles } from './support/tmp.js'
import { thrownBy } from './support/throws.js'

const generated = testApp({ seed: 3 })
const profile = (await get(generated, '/v1/people/profile?username=jane-doe')).body as Record<string, unknown>

function load(dir: string): FixtureStore {
  return FixtureStore.load({ dir, endpoints: ENDPOINTS_BY_ID })
}

describe('loading fixture files', () => {
  it('serves a pretty-printed file compacted as written: a 19-digit number and 1.50 survive', async () => {
    const pretty = JSON.stringify({ ...profile, followerCount: 0, connectionCount: 1 }, null, 2)
      .replace('"followerCount": 0', '"followerCount": 7123456789012345678')
      .replace('"connectionCount": 1', '"connectionCount": 1.50')
    const dir = writeFiles(tempDir(), { 'people/profile/jane-doe.json': pretty })
    const r = await get(testApp({ fixtures: dir }), '/v1/people/profile?username=jane-doe')
    expect(r.res.headers.get('x-mock-source')).toBe('fixture')
    expect(r.text).toContain('"followerCount":7123456789012345678,"connectionCount":1.50')
    expect(r.text).toBe(pretty.replace(/\n */g, '').replace(/": /g, '":'))
  })

  it('reads a file larger than its read buffer whole', () => {
    const big = { ...profile, about: 'x'.repeat(700_000) }
    const dir = writeFiles(tempDir(), { 'people/profile/jane-doe.json': big })
    expect(load(dir).find('people/profile', 'jane-doe', 1)?.json).toBe(JSON.stringify(big))
  })

  it('reads multi-byte UTF-8 text as written', () => {
    const body = { ...profile, headline: 'Müller · 東京 · 👩‍💻' }
    const dir = writeFiles(tempDir(), { 'people/profile/jane-doe.json': body })
    expect(load(dir).find('people/profile', 'jane-doe', 1)?.json).toBe(JSON.stringify(body))
  })

  it('skips dot folders and dot files at any depth, even broken ones', () => {
    const dir = writeFiles(tempDir(), {
      '.git/people/profile/a.json': '{ broken',
      'people/.drafts/b.json': '{ broken',
      'people/profile/.c.json': '{ broken',
      'people/profile/jane-doe.json': profile,
    })
    expect(load(dir).size).toBe(1)
  })

  it('serves fixtures past the held-text budget from disk, as it serves held ones', () => {
    const files = Object.fromEntries(
      ['ann', 'bob', 'cy'].map((u) => [`people/profile/${u}.json`, { ...profile, username: u }]),
    )
    const dir = writeFiles(tempDir(), files)
    const held = load(dir)
    const onDisk = FixtureStore.load({ dir, endpoints: ENDPOINTS_BY_ID, heldText: 0 })
    for (const u of ['ann', 'bob', 'cy']) {
      const json = onDisk.find('people/profile', u, 1)?.json
      expect(json).toBe(JSON.stringify({ ...profile, username: u }))
      expect(json).toBe(held.find('people/profile', u, 1)?.json)
    }
  })

  it('checks a fixture past the budget again when its file changed since start-up', () => {
    const dir = writeFiles(tempDir(), {
      'people/profile/ann.json': profile,
      'people/profile/bob.json': profile,
      'people/profile/cy.json': profile,
    })
    const store = FixtureStore.load({ dir, endpoints: ENDPOINTS_BY_ID, heldText: 0 })
    writeFiles(dir, {
      'people/profile/ann.json': { ...profile, headline: 'Edited while running' },
      'people/profile/bob.json': { ...profile, firstName: 42 },
      'people/profile/cy.json': '{ "firstName": ',
    })
    expect(JSON.parse(store.find('people/profile', 'ann', 1)?.json ?? '')).toMatchObject({
      headline: 'Edited while running',
    })
    const error = thrownBy(() => store.find('people/profile', 'bob', 1)?.json, MockError)
    expect(error.status).toBe(500)
    expect(error.message).toContain(join(dir, 'people/profile/bob.json'))
    expect(error.message).toContain('$.firstName')
    const broken = thrownBy(() => store.find('people/profile', 'cy', 1)?.json, MockError)
    expect(broken.message).toContain(`${join(dir, 'people/profile/cy.json')}: $:`)
    expect(broken.message).toContain('fix the JSON syntax')
  })

  it.each([['as given'], ['with a trailing slash']])('names a bad file as path.join would, the folder %s', (form) => {
    const dir = writeFiles(tempDir(), { 'people/profile/jane-doe.json': { ...profile, firstName: 42 } })
    const error = thrownBy(() => load(form === 'as given' ? dir : `${dir}/`), FixtureLoadError)
    expect(error.problems[0]?.file).toBe(join(dir, 'people/profile/jane-doe.json'))
  })
})
