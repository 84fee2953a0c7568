import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Journal, type JournalInput } from '../src/journal/journal.js'
import { JournalEntrySchema } from '../src/admin/schemas.js'
import { isSecretName, redactKey } from '../src/util/redact.js'
import { DEV, get, testApp } from './support/app.js'

const T0 = Date.parse('2025-06-01T12:00:00.000Z')
const STARTER = 'test_starter_0000000000000001'
const EMPTY = 'test_nocredits_00000000000005'
const KEYS = [
  { key: STARTER, plan: 'Starter' as const, credits: 100 },
  { key: EMPTY, plan: 'Growth' as const, credits: 0 },
]

function input(over: Partial<JournalInput> = {}): JournalInput {
  return {
    at: T0,
    time: new Date(T0).toISOString(),
    method: 'GET',
    path: '/v1/people/profile',
    query: { username: 'jane-doe' },
    key: null,
    scenario: 'default',
    rule: null,
    status: 200,
    credits: 1,
    latencyMs: 1,
    source: 'generated',
    ...over,
  }
}

describe('Journal', () => {
  it('keeps only the last `size` entries, oldest first', () => {
    const journal = new Journal(3)
    for (let i = 1; i <= 7; i++) journal.add(input({ query: { n: String(i) } }))

    expect(journal.list().map((e) => [e.id, e.query.n])).toEqual([
      [5, '5'],
      [6, '6'],
      [7, '7'],
    ])
    expect(journal.length).toBe(3)
  })

  it('records nothing with size 0', () => {
    const journal = new Journal(0)
    journal.add(input())
    expect(journal.list()).toEqual([])
  })

  it.each([-1, 1.5, Number.NaN])('refuses size %s', (size) => {
    expect(() => new Journal(size)).toThrow(/journalSize/)
  })

  it('keeps counting ids after clear and restarts them on reset', () => {
    const journal = new Journal(10)
    journal.add(input())
    journal.add(input())
    expect(journal.clear()).toBe(2)
    expect(journal.add(input()).id).toBe(3)
    journal.reset()
    expect(journal.list()).toEqual([])
    expect(journal.add(input()).id).toBe(1)
  })

  it('hands out frozen entries', () => {
    const entry = new Journal(1).add(input())
    expect(Object.isFrozen(entry)).toBe(true)
    expect(Object.isFrozen(entry.query)).toBe(true)
  })

  describe('filters', () => {
    const journal = new Journal(100)
    journal.add(input({ key: redactKey(STARTER) }), STARTER)
    journal.add(input({ path: '/v1/people/profile-by-url', status: 429, at: T0 + 1000 }), STARTER)
    journal.add(input({ path: '/v1/companies/search', key: redactKey(EMPTY), status: 402, at: T0 + 2000 }), EMPTY)
    journal.add(input({ path: '/v2/nothing', method: 'POST', status: 404, at: T0 + 3000 }))

    it.each([
      ['exact path', { path: '/v1/people/profile' }, [1]],
      ['endpoint id', { path: 'people/profile' }, [1]],
      ['endpoint id with a slash', { path: '/people/profile' }, [1]],
      ['wildcard', { path: 'people/*' }, [1, 2]],
      ['path off /v1', { path: '/v2/nothing' }, [4]],
      ['status', { status: 429 }, [2]],
      ['method, any case', { method: 'post' }, [4]],
      ['full key', { key: STARTER }, [1, 2]],
      ['redacted key', { key: redactKey(EMPTY) }, [3]],
      ['unknown key', { key: 'some-other-key-123' }, []],
      ['since an id', { since: 2 }, [3, 4]],
      ['since an id as digits', { since: '3' }, [4]],
      ['since an ISO time', { since: new Date(T0 + 2000).toISOString() }, [3, 4]],
      ['since a Date', { since: new Date(T0 + 3000) }, [4]],
      ['several at once', { path: 'people/*', status: 200, key: STARTER }, [1]],
    ])('by %s', (_name, filter, ids) => {
      expect(journal.list(filter).map((e) => e.id)).toEqual(ids)
    })

    it('refuses a since that is neither id nor time', () => {
      expect(() => journal.list({ since: 'yesterday-ish' })).toThrow(/since/)
    })
  })
})

describe('the query of a recorded URL', () => {
  /** What URLSearchParams reads: the first value of each named parameter, secret ones redacted. */
  function reference(query: string): Record<string, string> {
    const out: Record<string, string> = {}
    for (const [name, value] of new URLSearchParams(query)) {
      if (name === '' || Object.hasOwn(out, name)) continue
      const kept = isSecretName(name) ? redactKey(value) : value
      Object.defineProperty(out, name, { value: kept, enumerable: true, writable: true, configurable: true })
    }
    return out
  }

  const part = fc.oneof(
    fc.constantFrom('a', 'username', 'api_key', 'KEY', 'token', '__proto__', 'constructor', 'x', ''),
    fc.string({ unit: fc.constantFrom('a', 'Z', '0', '-', '.', '_', '~', '%', '+', '2', 'B', '/', ':', 'é', ' ') }),
  )
  const query = fc
    .array(fc.tuple(part, fc.option(part), fc.boolean()), { maxLength: 6 })
    .map((pairs) => pairs.map(([n, v, eq]) => (v === null ? (eq ? `${n}=` : n) : `${n}=${v}`)).join('&'))

  it('is read as URLSearchParams reads it, encoded or not, with secrets redacted', () => {
    const journal = new Journal(10)
    fc.assert(
      fc.property(query, fc.constantFrom('', '#frag', '#a=b&c'), (q, hash) => {
        const { query: read } = journal.add({ ...input(), query: undefined, url: `http://h/v1/x?${q}${hash}` })
        expect(read).toStrictEqual(reference(q))
      }),
      { numRuns: 500 },
    )
  })
})

describe('the journal recorder', () => {
  it('records every field of a served request', async () => {
    const app = testApp({ keys: KEYS })
    await get(app, '/v1/people/profile?username=jane-doe&api_key=abcdefghijklmnop', {
      Authorization: `Bearer ${STARTER}`,
    })

    const [entry] = app.mock.journal.list()
    expect(JournalEntrySchema.parse(entry)).toEqual({
      id: 1,
      time: '2025-06-01T12:00:00.000Z',
      method: 'GET',
      path: '/v1/people/profile',
      query: { username: 'jane-doe', api_key: 'ab…op' },
      key: 'test…001',
      auth: 'bearer',
      scenario: 'default',
      rule: null,
      status: 200,
      disconnect: null,
      credits: 1,
      latencyMs: expect.any(Number),
      source: 'generated',
    })
  })

  it('records the time on the virtual clock', async () => {
    const app = testApp()
    app.mock.clock.advance(90_000)
    await get(app, '/v1/people/profile?username=jane-doe')
    expect(app.mock.journal.list()[0]?.time).toBe('2025-06-01T12:01:30.000Z')
  })

  it.each([
    ['a served call', '/v1/people/profile?username=a', { Authorization: `Bearer ${STARTER}` }, 200, 1],
    ['no key', '/v1/people/profile?username=a', {}, 401, 0],
    ['an unknown key', '/v1/people/profile?username=a', { Authorization: 'Bearer not-a-known-key-000' }, 401, 0],
    ['no credits', '/v1/people/profile?username=a', { Authorization: `Bearer ${EMPTY}` }, 402, 0],
    ['a missing parameter', '/v1/people/profile', DEV, 400, 0],
    ['an unknown scenario', '/v1/people/profile?username=a&__scenario=nope', DEV, 400, 0],
    ['an unknown endpoint', '/v1/people/nothing?username=a', DEV, 404, 0],
    ['a path off /v1', '/v2/people/profile?username=a', DEV, 404, 0],
  ])('records %s with its status and charge', async (_name, url, headers, status, credits) => {
    const app = testApp({ keys: KEYS })
    const res = await get(app, url, headers)
    expect(res.status).toBe(status)
    expect(app.mock.journal.list()).toMatchObject([{ path: new URL(url, 'http://x').pathname, status, credits }])
  })

  it('records a rate-limit refusal with no charge', async () => {
    const app = testApp({ keys: KEYS })
    for (let i = 0; i < 21; i++)
      await get(app, `/v1/people/profile?username=u${i}`, { Authorization: `Bearer ${STARTER}` })
    const last = app.mock.journal.list().at(-1)
    expect(last).toMatchObject({ status: 429, credits: 0, key: 'test…001' })
  })

  it('records the scenario and the rule that applied', async () => {
    const app = testApp()
    app.mock.scenarios.define({
      name: 'two-rules',
      description: 'companies fail, people get empty lists',
      rules: [
        { match: { endpoint: 'companies/*' }, effect: { status: 503 } },
        { match: { endpoint: 'people/*' }, effect: { transform: 'empty-items' } },
      ],
    })
    app.mock.scenarios.use('two-rules')
    await get(app, '/v1/companies/search?keywords=acme')
    await get(app, '/v1/people/similar-profiles?username=a')
    await get(app, '/v1/jobs/details?jobId=10001')

    expect(app.mock.journal.list().map((e) => [e.scenario, e.rule, e.status, e.source])).toEqual([
      ['two-rules', 0, 503, 'scenario'],
      ['two-rules', 1, 200, 'generated'],
      ['two-rules', null, 200, 'generated'],
    ])
  })

  it('records the scenario a request asked for', async () => {
    const app = testApp()
    await get(app, '/v1/people/profile?username=a', { ...DEV, 'X-Mock-Scenario': 'null-items' })
    await get(app, '/v1/people/profile?username=a&__scenario=server-error')
    expect(app.mock.journal.list().map((e) => e.scenario)).toEqual(['null-items', 'server-error'])
  })

  it('leaves admin requests out', async () => {
    const app = testApp()
    await get(app, '/__admin/requests')
    await get(app, '/__admin/keys')
    expect(app.mock.journal.list()).toEqual([])
  })

  it('keeps journalSize entries', async () => {
    const app = testApp({ journalSize: 2 })
    for (const u of ['a', 'b', 'c']) await get(app, `/v1/people/profile?username=${u}`)
    expect(app.mock.journal.list().map((e) => e.query.username)).toEqual(['b', 'c'])
  })

  it('refuses a bad journalSize at start-up', () => {
    expect(() => testApp({ journalSize: -5 })).toThrow(/journalSize/)
  })
})
