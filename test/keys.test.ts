import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FileError } from '../src/errors.js'
import { DEV_KEY, KeyStore, loadKeysFile, parseKeysFile, redactKey, type KeyEntry } from '../src/keys.js'
import { DEFAULT_KEYS_FILE, PACKAGE_ROOT } from '../src/options.js'
import { tempDir, writeFiles } from './support/tmp.js'
import { DEV, get, testApp } from './support/app.js'
import { thrownBy } from './support/throws.js'

const PROFILE = '/v1/people/profile?username=jane-doe'

describe('the shipped keys file', () => {
  const file = loadKeysFile(DEFAULT_KEYS_FILE)

  it('holds one documented key per plan and one with 0 credits', () => {
    const byPlan = (plan: string) => file.keys.filter((k) => k.plan === plan && k.credits !== 0)
    for (const plan of ['Starter', 'Growth', 'Pay-as-you-go', 'Enterprise']) expect(byPlan(plan)).toHaveLength(1)
    expect(file.keys.filter((k) => k.credits === 0)).toHaveLength(1)
    for (const k of file.keys) expect(k.label?.length).toBeGreaterThan(5)
  })

  it('gives each plan its requests per minute', () => {
    const app = testApp()
    const limits = Object.fromEntries(
      file.keys.filter((k) => k.credits !== 0).map((k) => [k.plan, app.mock.keys.get(k.key)?.limit]),
    )
    expect(limits).toEqual({ Starter: 20, Growth: 50, 'Pay-as-you-go': 100, Enterprise: 500 })
  })

  it('matches the keys listed in README.md', () => {
    const readme = readFileSync(join(PACKAGE_ROOT, 'README.md'), 'utf8')
    for (const k of file.keys) expect(readme).toContain(k.key)
  })
})

describe('the development key', () => {
  it('has no rate limit and unlimited credits', () => {
    const state = testApp().mock.keys.get(DEV_KEY)
    expect(state).toMatchObject({ plan: 'Development', limit: null, credits: null })
  })

  it('can be renamed with the devKey option, and the old name is then refused', async () => {
    const app = testApp({ devKey: 'my-own-dev-key' })
    expect((await get(app, PROFILE, { Authorization: 'Bearer my-own-dev-key' })).status).toBe(200)
    expect((await get(app, PROFILE, DEV)).status).toBe(401)
  })

  it('is the only key when keys is false', () => {
    expect(
      testApp({ keys: false })
        .mock.keys.all()
        .map((k) => k.key),
    ).toEqual([DEV_KEY])
  })
})

describe('authentication', () => {
  const MISSING = { error: 'Missing API key', code: 'MISSING_API_KEY' }
  const INVALID = { error: 'Invalid API key', code: 'INVALID_API_KEY' }

  it.each([
    ['no Authorization header', {}, MISSING],
    ['an empty bearer token', { Authorization: 'Bearer ' }, MISSING],
    ['an unknown key', { Authorization: 'Bearer not-a-known-key' }, INVALID],
    ['a known key in the wrong case', { Authorization: 'Bearer MOCK-DEV-KEY' }, INVALID],
  ])('answers 401 with WWW-Authenticate: Bearer for %s', async (_what, headers, body) => {
    const res = await get(testApp(), PROFILE, headers as Record<string, string>)
    expect(res.status).toBe(401)
    expect(res.body).toEqual(body)
    expect(res.res.headers.get('www-authenticate')).toBe('Bearer')
  })

  it('accepts the key in an x-api-key header too', async () => {
    expect((await get(testApp(), PROFILE, { 'x-api-key': DEV_KEY })).status).toBe(200)
  })

  it('serves every request as the development key when auth is off', async () => {
    const app = testApp({ auth: false })
    expect((await get(app, PROFILE, {})).status).toBe(200)
    expect(app.mock.keys.get(DEV_KEY)?.usage.calls).toBe(0)
  })

  it('never writes a full key to the journal', async () => {
    const app = testApp()
    const key = 'test_starter_0000000000000001'
    await get(app, PROFILE, { Authorization: `Bearer ${key}` })
    await get(app, PROFILE, { Authorization: 'Bearer wrong-key-123456789' })
    const journal = JSON.stringify(app.mock.journal.list({}))
    expect(journal).not.toContain(key)
    expect(journal).not.toContain('wrong-key-123456789')
    expect(journal).toContain(redactKey(key))
  })
})

describe('redactKey', () => {
  it.each(['test_starter_0000000000000001', 'mock-dev-key', 'short-k', 'abcdefgh'])(
    'never shows the whole of %s',
    (key) => {
      const shown = redactKey(key)
      expect(shown).not.toContain(key)
      expect(shown.replace('…', '').length).toBeLessThanOrEqual(Math.min(8, key.length - 2))
    },
  )
})

describe('bad keys files', () => {
  const good = { key: 'good-key-00000001', plan: 'Growth', credits: 10 }
  const BAD = [
    [
      'an unknown plan',
      { key: 'plan-typo-0000042', plan: 'Premium', credits: 5 },
      '$.keys[1].plan',
      /plan is one of Starter, Growth, Pay-as-you-go, Enterprise/,
    ],
    [
      'an Enterprise key without requestsPerMinute',
      { key: 'ent-no-limit-0042', plan: 'Enterprise', credits: 5 },
      '$.keys[1].requestsPerMinute',
      /needs requestsPerMinute/,
    ],
    [
      'requestsPerMinute on a fixed plan',
      { key: 'starter-rpm-00042', plan: 'Starter', credits: 5, requestsPerMinute: 99 },
      '$.keys[1].requestsPerMinute',
      /only an Enterprise key/,
    ],
    ['negative credits', { key: 'neg-credits-00042', plan: 'Starter', credits: -1 }, '$.keys[1].credits', /./],
    [
      'credits as a word other than unlimited',
      { key: 'word-credits-0042', plan: 'Starter', credits: 'lots' },
      '$.keys[1].credits',
      /./,
    ],
    ['fractional credits', { key: 'frac-credits-0042', plan: 'Starter', credits: 1.5 }, '$.keys[1].credits', /./],
    ['missing credits', { key: 'no-credits-x0042', plan: 'Starter' }, '$.keys[1].credits', /./],
    ['an unknown field', { key: 'extra-field-00042', plan: 'Starter', credits: 1, quota: 3 }, '$.keys[1]', /quota/],
    [
      'a key with a space',
      { key: 'has space 0000042', plan: 'Starter', credits: 1 },
      '$.keys[1].key',
      /printable ASCII/,
    ],
    ['a duplicate key', good, '$.keys[1].key', /duplicate/],
  ] as const

  it.each(BAD)('are rejected for %s, naming the file, the key and the field', (_what, entry, path, problem) => {
    const dir = tempDir()
    const file = join(dir, 'keys.json')
    writeFiles(dir, { 'keys.json': { keys: [good, entry] } })
    const e = thrownBy(() => testApp({ keys: file }), FileError)
    expect(e.file).toBe(file)
    expect(e.path).toBe(path)
    expect(e.message).toContain(file)
    expect(e.message).toContain(path)
    expect(e.message).toMatch(problem)
    expect(e.message).toContain(redactKey(entry.key))
    expect(e.message).not.toContain(entry.key)
  })

  it.each([
    ['not JSON', '{ "keys": [ ', '$'],
    ['no keys array', '{ "key": "abc" }', '$'],
  ])('are rejected when %s, naming the file', (_what, content, path) => {
    const dir = tempDir()
    writeFiles(dir, { 'keys.json': content })
    expect(() => loadKeysFile(join(dir, 'keys.json'))).toThrow(FileError)
    try {
      loadKeysFile(join(dir, 'keys.json'))
    } catch (err) {
      expect((err as FileError).message).toContain(join(dir, 'keys.json'))
      expect((err as FileError).path.startsWith(path)).toBe(true)
    }
  })

  it('rejects key entries given in code the same way', () => {
    const entries = [{ key: 'ent-in-code-00042', plan: 'Enterprise', credits: 1 }] as unknown as KeyEntry[]
    expect(() => new KeyStore(entries)).toThrow(/keys option: \$\.keys\[0\]\.requestsPerMinute/)
  })

  it('accepts unlimited credits and an optional label and scenario', () => {
    const parsed = parseKeysFile(
      {
        keys: [
          { key: 'fine-key-0000001', plan: 'Pay-as-you-go', credits: 'unlimited', label: 'ok', scenario: 'flaky' },
        ],
      },
      'keys.json',
    )
    expect(parsed.keys[0]?.credits).toBe('unlimited')
  })
})

describe('credit holds', () => {
  const KEY = 'hold-test-key-0001'
  // which of five holds (taken in order) are settled before the shutdown's release, and how
  it.each([
    ['none settled', []],
    ['the first kept', [[0, true]]],
    ['the last given back', [[4, false]]],
    [
      'the middle ones, out of order',
      [
        [2, true],
        [1, false],
        [3, true],
      ],
    ],
    [
      'every one',
      [
        [4, true],
        [0, false],
        [2, true],
        [1, true],
        [3, false],
      ],
    ],
    [
      'one settled twice',
      [
        [1, true],
        [1, false],
      ],
    ],
  ] as [string, [number, boolean][]][])(
    'the release at shutdown gives back only the open ones: %s',
    (_what, settled) => {
      const keys = new KeyStore([{ key: KEY, plan: 'Starter', credits: 100 }])
      const state = keys.get(KEY)
      if (!state) throw new Error('no key')
      const holds = [1, 2, 3, 4, 5].map((cost) => keys.hold(state, cost))
      for (const [i, delivered] of settled) holds[i]?.settle(delivered)
      const first = new Map<number, boolean>()
      for (const [i, delivered] of settled) if (!first.has(i)) first.set(i, delivered)
      const open = holds.filter((_, i) => !first.has(i))
      const kept = holds.filter((_, i) => first.get(i) === true)
      expect(keys.releaseHolds()).toBe(open.length)
      const spent = kept.reduce((sum, h) => sum + h.cost, 0)
      expect(state.credits).toBe(100 - spent)
      expect(state.usage.creditsUsed).toBe(spent)
      // released: nothing left to give back, and a later settle changes nothing
      expect(keys.releaseHolds()).toBe(0)
      for (const h of holds) h.settle(false)
      expect(state.credits).toBe(100 - spent)
    },
  )
})
