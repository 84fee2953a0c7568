import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { attachRequestLog, formatEvent } from '../src/console/request-log.js'
import { suggestEndpoint } from '../src/console/suggest.js'
import { closest, editDistance } from '../src/util/closest.js'
import { Journal } from '../src/journal/journal.js'
import { createRuntime } from '../src/runtime.js'
import { watchSources } from '../src/watch.js'
import { DEV, get, testApp } from './support/app.js'
import { tempDir, writeFiles } from './support/tmp.js'

const STARTER = 'test_starter_0000000000000001'

function sink(isTTY = false) {
  const lines: string[] = []
  return { out: { isTTY, write: (t: string) => lines.push(t) }, lines }
}

async function admin(app: ReturnType<typeof testApp>, method: string, path: string, body: unknown) {
  await app.request(`/__admin${path}`, { method, body: JSON.stringify(body) })
}

describe('request log', () => {
  it('writes one plain line per request (time, method, path, status, duration, redacted key, scenario, source) and per change', async () => {
    const app = testApp({ keys: [{ key: STARTER, plan: 'Starter', credits: 5 }] })
    const { out, lines } = sink()
    attachRequestLog(app.mock.journal, out)
    await get(app, '/v1/people/profile?username=jane-doe', { Authorization: `Bearer ${STARTER}` })
    await admin(app, 'PUT', '/scenario', { name: 'rate-limited' })
    await get(app, '/v1/people/profile?username=jane-doe&api_key=sk_live_abcdefgh1234')
    await admin(app, 'POST', '/clock', { advanceMs: 1000 })
    expect(lines).toHaveLength(4)
    expect(lines[0]).toMatch(
      /^12:00:00\.000 GET {2}\/v1\/people\/profile\?username=jane-doe 200 [\d.]+ms test…001 default generated\n$/,
    )
    expect(lines[1]).toBe('12:00:00.000 scenario: scenario switched to rate-limited\n')
    expect(lines[2]).toMatch(/ 429 [\d.]+ms mo…y rate-limited#0 scenario\n$/)
    expect(lines[2]).not.toContain('sk_live_abcdefgh1234')
    expect(lines[3]).toMatch(/clock: clock moved 1000 ms/)
    expect(lines.join('')).not.toContain(STARTER)
    expect(lines.join('')).not.toContain('\x1b[')
  })

  it('colours the status and notices on a TTY', async () => {
    const app = testApp()
    const { out, lines } = sink(true)
    attachRequestLog(app.mock.journal, out)
    await get(app, '/v1/people/profile?username=jane-doe')
    await get(app, '/v1/people/profile')
    expect(lines[0]).toContain('\x1b[32m200\x1b[0m')
    expect(lines[1]).toContain('\x1b[33m400\x1b[0m')
  })

  it('writes JSON lines with --log json, and nothing with off', async () => {
    const app = testApp()
    const json = sink(true)
    const off = sink()
    attachRequestLog(app.mock.journal, json.out, { format: 'json' })
    attachRequestLog(app.mock.journal, off.out, { format: 'off' })
    await get(app, '/v1/people/profile?username=jane-doe')
    await admin(app, 'POST', '/reset', {})
    expect(json.lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ type: 'request', id: 1, status: 200, key: 'mo…y', source: 'generated' }),
      expect.objectContaining({ type: 'notice', kind: 'reset' }),
    ])
    expect(off.lines).toEqual([])
  })

  it('names the closest endpoint for an unknown path', async () => {
    const app = testApp()
    const { out, lines } = sink()
    attachRequestLog(app.mock.journal, out)
    await get(app, '/v1/people/profil?username=x', DEV)
    expect(lines[0]).toMatch(/ 404 .*\(did you mean \/v1\/people\/profile\?\)\n$/)
  })

  it('has a line for each reload, a refused one marked', async () => {
    const dir = tempDir()
    const warnings: string[] = []
    const runtime = createRuntime({
      fixtures: dir,
      lenient: false,
      clock: 'virtual',
      keys: false,
      warn: (m) => warnings.push(m),
    })
    const { out, lines } = sink()
    attachRequestLog(runtime.journal, out)
    const reloads: (string | undefined)[] = []
    const watcher = watchSources(runtime, { debounceMs: 10, onReload: (_s, problem) => reloads.push(problem) })
    try {
      await watcher.ready
      writeFiles(dir, { 'people/profile/x.json': '{ broken' })
      await expect.poll(() => reloads.length, { timeout: 5000, interval: 20 }).toBeGreaterThan(0)
    } finally {
      watcher.close()
    }
    expect(lines[0]).toBe('12:00:00.000 reload: fixtures reload refused; kept the running fixtures\n')
    expect(warnings.join('\n')).toContain('x.json')
  })

  it('writes the query as URLSearchParams writes it, whatever its characters', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'Z', '9', '*', '-', '.', '_', '~', ' ', '&', '=', '%', '+', 'é'),
    })
    fc.assert(
      fc.property(fc.dictionary(text, text, { maxKeys: 4 }), (query) => {
        const entry = {
          id: 1,
          time: '2025-06-01T12:00:00.000Z',
          method: 'GET',
          path: '/v1/people/profile',
          query,
          key: null,
          auth: 'none' as const,
          scenario: null,
          rule: null,
          status: 200,
          disconnect: null,
          credits: 0,
          latencyMs: 1,
          source: null,
        }
        const written = new URLSearchParams(query).toString()
        const target = written ? `/v1/people/profile?${written}` : '/v1/people/profile'
        expect(formatEvent({ type: 'request', entry }, 'pretty', false)).toBe(
          `12:00:00.000 GET  ${target} 200 1ms - - -\n`,
        )
      }),
    )
  })

  it('stops when detached', async () => {
    const app = testApp()
    const { out, lines } = sink()
    const stop = attachRequestLog(app.mock.journal, out)
    stop()
    await get(app, '/v1/people/profile?username=jane-doe')
    expect(lines).toEqual([])
  })
})

describe('did you mean', () => {
  it.each([
    ['/v1/people/profil', '/v1/people/profile'],
    ['/v1/people/profile/', undefined],
    ['/people/profile', '/v1/people/profile'],
    ['/v1/company/search', '/v1/companies/search'],
    ['/v1/jobs/detail', '/v1/jobs/details'],
    ['/v1/completely/different/thing', undefined],
  ])('%s -> %s', (path, meant) => {
    expect(suggestEndpoint(path)).toBe(meant)
  })

  it.each([
    ['--seeds', ['--seed', '--port'], '--seed'],
    ['--prot', ['--seed', '--port'], '--port'],
    ['--zzzzzzzz', ['--seed', '--port'], undefined],
  ])('flag %s among %j -> %s', (flag, known, meant) => {
    expect(closest(flag, known)).toBe(meant)
  })

  it('an unknown path is answered with a 404 naming the closest endpoint', async () => {
    const { status, body } = await get(testApp(), '/v1/people/profil?username=x')
    expect(status).toBe(404)
    expect(body).toEqual({
      error: 'No endpoint GET /v1/people/profil (did you mean /v1/people/profile?)',
      code: 'ROUTE_NOT_FOUND',
    })
  })

  it('measures edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('', 'abc')).toBe(3)
    expect(closest('abc', [])).toBeUndefined()
  })
})

describe('request log lines read without the entry', () => {
  // the line of a request whose query prints as sent is made from its fields; it must equal the line of its entry
  const part = fc.oneof(
    fc.constantFrom('username', 'page', 'keywords', 'api_key', 'token', 'a', '__proto__', 'x'),
    fc.stringMatching(/^[A-Za-z0-9*._=%+&-]{0,6}$/),
  )
  const value = fc.oneof(
    fc.constantFrom('jane-doe', STARTER, '2', 'mo', '', 'a=b', '%41', 'x+y', '\u00e9'),
    fc.stringMatching(/^[A-Za-z0-9*._=%+-]{0,8}$/),
  )
  const query = fc.array(fc.tuple(part, fc.option(value, { nil: undefined })), { maxLength: 4 })
  // an object puts array-index names first: a query with one printed as sent read in another order than its entry
  it.each([
    ['username=&0=jane-doe'],
    ['username=a&7=b&page=2'],
    ['x=1&4294967294=2'],
    ['x=1&4294967295=2'],
    ['x=1&01=2'],
    ['x=1&-1=2&1.5=3'],
  ])('prints %s in the order of its entry', async (text) => {
    const app = testApp({ keys: [{ key: STARTER, plan: 'Starter', credits: 5 }] })
    const events: Parameters<typeof formatEvent>[0][] = []
    app.mock.journal.subscribe((e) => events.push(e))
    await app.request(`/v1/people/profile?${text}`, { headers: { Authorization: `Bearer ${STARTER}` } })
    const [event] = events.filter((e) => e.type === 'request')
    if (event?.type !== 'request') throw new Error('no request event')
    expect(formatEvent(event, 'pretty', false)).toBe(
      formatEvent({ type: 'request', entry: event.entry }, 'pretty', false),
    )
  })

  it('equals the line built from the entry for any query, key and colouring', async () => {
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (parts, color) => {
        const app = testApp({ keys: [{ key: STARTER, plan: 'Starter', credits: 5 }] })
        const events: Parameters<typeof formatEvent>[0][] = []
        app.mock.journal.subscribe((e) => events.push(e))
        const text = parts.map(([n, v]) => (v === undefined ? n : `${n}=${v}`)).join('&')
        await app.request(`/v1/people/profile${parts.length ? `?${text}` : ''}`, {
          headers: { Authorization: `Bearer ${STARTER}` },
        })
        expect(events.filter((e) => e.type === 'request')).toHaveLength(1)
        for (const event of events) {
          if (event.type !== 'request') continue
          const fromEntry = { type: 'request' as const, entry: event.entry }
          expect(formatEvent(event, 'pretty', color)).toBe(formatEvent(fromEntry, 'pretty', color))
        }
      }),
      { numRuns: 200 },
    )
  })

  it('writes in parts the same bytes as the line, for any path, query, key and answer', async () => {
    const path = fc.oneof(
      fc.constantFrom('/v1/people/profile', '/v1/companies/by-id', '/v1/people/profil', '/v1/x/\u00e9t\u00e9', '/'),
      fc.stringMatching(/^\/v1\/[a-z/-]{0,12}$/),
    )
    const key = fc.constantFrom(STARTER, DEV.Authorization.slice(7), 'unknown_key_1234', 'cl\u00e9-\u00ff-key', '')
    const request = fc.tuple(path, query, key)
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 4 }), async (requests) => {
        const app = testApp({ keys: [{ key: STARTER, plan: 'Starter', credits: 5 }] })
        const written: string[] = []
        const writeParts = (parts: readonly (string | Uint8Array)[]) =>
          written.push(parts.map((p) => (typeof p === 'string' ? p : Buffer.from(p).toString('utf8'))).join(''))
        attachRequestLog(app.mock.journal, { write: (t: string) => written.push(t), writeParts })
        const lines: string[] = []
        app.mock.journal.subscribe((e) => lines.push(formatEvent(e, 'pretty', false)))
        for (const [where, parts, apiKey] of requests) {
          const text = parts.map(([n, v]) => (v === undefined ? n : `${n}=${v}`)).join('&')
          const headers: Record<string, string> = apiKey ? { Authorization: `Bearer ${apiKey}` } : {}
          await app.request(`${where}${parts.length ? `?${text}` : ''}`, { headers })
        }
        expect(lines.length).toBeGreaterThanOrEqual(requests.length)
        expect(written).toEqual(lines)
      }),
      { numRuns: 150 },
    )
  })

  it('writes in parts the same bytes as the line, for any time and latency', () => {
    // latencies as the journal rounds them (to the hundredth), repeated ones, and others a replica may send
    const hundredths = fc.integer({ min: 0, max: 20_000 }).map((k) => k / 100)
    const latency = fc.oneof(
      hundredths,
      fc.constantFrom(0, 0.01, 0.1, 0.29, 1.005, 99.99, 100, 1e21, 5e-7),
      fc.double({ min: 0, max: 1e6, noNaN: true }),
    )
    const at = fc.integer({ min: 0, max: 4_102_444_800_000 })
    fc.assert(
      fc.property(fc.array(fc.tuple(at, latency), { minLength: 1, maxLength: 30 }), (requests) => {
        const journal = new Journal(4)
        const written: string[] = []
        const writeParts = (parts: readonly (string | Uint8Array)[]) =>
          written.push(parts.map((p) => (typeof p === 'string' ? p : Buffer.from(p).toString('utf8'))).join(''))
        const stop = attachRequestLog(journal, { write: (t: string) => written.push(t), writeParts })
        const lines: string[] = []
        journal.subscribe((e) => lines.push(formatEvent(e, 'pretty', false)))
        for (const [when, ms] of requests) {
          journal.record({
            at: when,
            method: 'GET',
            path: '/v1/companies/by-id',
            url: '/v1/companies/by-id?companyId=1441',
            key: 'test…0001',
            scenario: null,
            rule: null,
            status: 200,
            credits: 1,
            latencyMs: ms,
            source: 'fixture',
          })
        }
        stop()
        expect(written).toEqual(lines)
      }),
      { numRuns: 300 },
    )
  })
})
