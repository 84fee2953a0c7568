import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS, ENDPOINTS_BY_PATH } from '../src/endpoints.js'
import type { KeyEntry } from '../src/keys.js'
import { DEFAULT_FIXTURES_DIR, DEFAULT_SCENARIOS_DIR } from '../src/options.js'
import { ErrorBodySchema, NotFoundBodySchema } from '../src/schemas/common.js'
import { loadScenarioDirs } from '../src/scenarios/loader.js'
import type { Scenario } from '../src/scenarios/schema.js'
import { get, testApp } from './support/app.js'

// FUZZ_RUNS raises the count (npm run fuzz); FUZZ_SEED replays or varies a run
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000)
const SEED = Number(process.env.FUZZ_SEED ?? 20250601)
/** Cases also sent to a second app to compare bytes: a share of the run keeps the test within its time. */
const REPLAYS = Math.ceil(RUNS * 0.3)
const TIMEOUT_MS = Math.max(60_000, RUNS * 10)

const KEYS: KeyEntry[] = [
  { key: 'fuzz_starter_000000000001', plan: 'Starter', credits: 40 },
  { key: 'fuzz_growth_0000000000002', plan: 'Growth', credits: 3 },
  { key: 'fuzz_payg_000000000000003', plan: 'Pay-as-you-go', credits: 0 },
  { key: 'fuzz_enterprise_000000004', plan: 'Enterprise', credits: 'unlimited', requestsPerMinute: 1000 },
]

const SCENARIOS = [...loadScenarioDirs([DEFAULT_SCENARIOS_DIR]).values()]
/** Scenarios that sleep would turn the run into minutes; latency has its own tests. */
const FAST_SCENARIOS = SCENARIOS.filter((s) => !s.rules.some((r) => r.effect.latencyMs !== undefined))
const injects5xx = (s: Scenario): boolean =>
  s.rules.some((r) => {
    const statuses = [r.effect.status ?? []].flat()
    return (
      r.effect.error === 'INTERNAL_ERROR' ||
      statuses.some((st) => st >= 500) ||
      r.effect.error?.startsWith('UPSTREAM') === true
    )
  })
const FIVE_XX_SCENARIOS = new Set(SCENARIOS.filter(injects5xx).map((s) => s.name))
const ALL_KEYS = ['mock-dev-key', ...KEYS.map((k) => k.key)]

const HOSTILE = [
  ',',
  '(',
  ')',
  '/',
  '&',
  "'",
  '"',
  ';',
  '*',
  '+',
  '!',
  '?',
  '#',
  '=',
  '%',
  '\\',
  ' ',
  '..',
  '.',
  '~',
  '\u0000',
  '\t',
]
// lone surrogates, combining marks, joiners, right-to-left text, emoji sequences, full-width digits
const GRAPHEMES = [
  '\ud800',
  '\udfff',
  'e\u0301',
  '\u200d',
  '\u202e',
  'שלום',
  '👩‍👩‍👧',
  '🇫🇷',
  '１２３',
  'ǅ',
  '\ufeff',
  'İ',
]
const BAD_PERCENT = ['%E0%A4%A', '%', '%%', '%zz', '%E0', '%C3%28', '%ED%A0%80', '%F0%9F%98', '%2', '%u0041', '%00']

const hostileString = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE, ...BAD_PERCENT, ...GRAPHEMES), fc.string({ maxLength: 6 })), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''))

const value = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(
      'jane-doe',
      'sam-smith',
      '12345',
      '1',
      '0',
      '-1',
      '1e9',
      '00042',
      'https://www.network.example/in/jane-doe/',
      'microsoft',
      '',
    ),
  },
  { weight: 8, arbitrary: hostileString },
  {
    weight: 4,
    arbitrary: fc
      .array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 12 })
      .map((cps) => String.fromCodePoint(...cps)),
  },
  { weight: 2, arbitrary: fc.integer({ min: -1e9, max: 1e12 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('x'.repeat(10_000), 'é'.repeat(10_000), '%'.repeat(10_000), '1'.repeat(10_000)),
  },
)

/** encodeURIComponent, with lone surrogates sent as U+FFFD (what a URL parser does to them). */
function enc(s: string): string {
  try {
    return encodeURIComponent(s)
  } catch {
    return encodeURIComponent(
      s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
    )
  }
}

const paramName = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.constantFrom(...new Set(ENDPOINTS.flatMap((e) => [e.param, ...e.aliases.map((a) => a.name)]))),
  },
  { weight: 3, arbitrary: fc.constantFrom('page', 'start', '__scenario', 'api_key', 'token') },
  { weight: 1, arbitrary: hostileString },
)

/** A query string: encoded or raw (raw keeps invalid percent-encoding and bare separators), repeats allowed. */
const queryString = fc
  .array(fc.tuple(paramName, value, fc.boolean()), { maxLength: 5 })
  .chain((pairs) => fc.constant(pairs.map(([k, v, raw]) => (raw ? `${k}=${v}` : `${enc(k)}=${enc(v)}`)).join('&')))
  .map((q) => (q ? `?${q}` : ''))

/** A request to a real endpoint with its parameter (or an alias) set to a hostile value, plus extras. */
const endpointUrl = fc
  .tuple(fc.constantFrom(...ENDPOINTS), fc.nat(), value, fc.boolean(), queryString)
  .map(([def, pick, v, raw, extra]) => {
    const names = [def.param, ...def.aliases.map((a) => a.name)]
    const name = names[pick % names.length] ?? def.param
    const pair = raw ? `${name}=${v}` : `${name}=${enc(v)}`
    return `${def.path}?${pair}${extra.replace('?', '&')}`
  })

const segment = fc.oneof(
  fc.constantFrom('v1', 'people', 'profile', '__admin', 'scenarios', '..', '.', '', 'V1'),
  hostileString,
)

const path = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ENDPOINTS.map((e) => e.path)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...ENDPOINTS.map((e) => e.path)),
        fc.constantFrom('/', '//', '/x', '%2F', '.json', '/..', '/%2e%2e', ';a=b'),
      )
      .map(([p, tail]) => p + tail),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '/__admin/scenarios',
      '/__admin/scenario',
      '/__admin/keys',
      '/__admin/clock',
      '/v1',
      '/v1/',
      '/',
      '/V1/people/profile',
      '/v1//people/profile',
    ),
  },
  { weight: 2, arbitrary: fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join('/')}`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('/__admin/keys/', '/__admin/requests/', '/__admin/'),
        fc.oneof(fc.constantFrom('mock-dev-key', ...KEYS.map((k) => k.key)), hostileString),
        fc.constantFrom('', '/usage', '/x'),
      )
      .map(([prefix, seg, tail]) => prefix + seg + tail),
  },
)

const url = fc.oneof(
  { weight: 3, arbitrary: endpointUrl },
  { weight: 2, arbitrary: fc.tuple(path, queryString).map(([p, q]) => p + q) },
)

/** Host names a page reaching the mock through DNS rebinding would send: refused on every path. */
const REBINDING_HOSTS = new Set([
  'evil.example',
  'evil.example:4010',
  '127.0.0.1.evil.example',
  'localhost.evil.example',
  '[::2]',
  ':80',
])

/** Header values a client can send: Latin-1, no CR, LF or NUL. */
const headerValue = fc
  .array(fc.integer({ min: 0x20, max: 0xff }), { maxLength: 40 })
  .map((codes) => String.fromCharCode(...codes.map((n) => (n === 0x7f ? 0x20 : n))))

const authorization = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.constantFrom('mock-dev-key', 'mock-dev-key', ...KEYS.map((k) => k.key)).map((k) => `Bearer ${k}`),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'Bearer',
      'Bearer ',
      'bearer mock-dev-key',
      'BEARER   mock-dev-key  ',
      'Basic bW9jazprZXk=',
      'Bearer mock-dev-key, Bearer other',
      'Bearer mock-dev-key\tx',
      'Token mock-dev-key',
      `Bearer ${'k'.repeat(10_000)}`,
      'Bearer ÿÿÿ',
      'mock-dev-key',
    ),
  },
  { weight: 2, arbitrary: headerValue },
)

const scenarioName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FAST_SCENARIOS.map((s) => s.name)) },
  { weight: 1, arbitrary: fc.constantFrom('unknown', 'SLOW', '') },
  { weight: 1, arbitrary: headerValue },
)

/** A header that is usually absent: present in about one request of `1 + absentWeight`. */
const sometimes = <T>(arb: fc.Arbitrary<T>, absentWeight: number) =>
  fc.oneof({ weight: absentWeight, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb })

const headers = fc
  .record({
    authorization: fc.option(authorization, { nil: undefined, freq: 10 }),
    'x-api-key': sometimes(fc.oneof(fc.constantFrom('mock-dev-key', ...KEYS.map((k) => k.key)), headerValue), 6),
    'x-mock-scenario': sometimes(scenarioName, 4),
    'content-type': sometimes(fc.constantFrom('application/json', 'text/html', '*/*;;;', ''), 3),
    accept: sometimes(fc.constantFrom('text/html', 'application/xml', '*/*', ''), 3),
    origin: sometimes(
      fc.oneof(
        fc.constantFrom(
          'https://example.com',
          'null',
          '',
          'http://localhost:3000',
          'http://localhost',
          'http://evil.example',
          'file://',
          'http://[::1]:3000',
        ),
        headerValue,
      ),
      3,
    ),
    // DNS rebinding names, loopback names with ports, an allowed name, garbage
    host: sometimes(
      fc.oneof(
        fc.constantFrom(
          'localhost',
          'localhost:4010',
          '127.0.0.1:1',
          '[::1]:4010',
          'LOCALHOST.',
          'mock.test:80',
          'localhost:',
          ...REBINDING_HOSTS,
        ),
        headerValue,
      ),
      3,
    ),
    'x-forwarded-for': sometimes(headerValue, 3),
  })
  .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>)

/** Bodies for the admin API: valid switches (so state changes mid-run), hostile text and arbitrary JSON. */
const body = fc.option(
  fc.oneof(
    fc.constantFrom(
      ...FAST_SCENARIOS.map((s) => JSON.stringify({ name: s.name })),
      '{"name":null}',
      '{"advanceMs":60000}',
      '{"advanceMs":-1}',
      '{"credits":5}',
      '{"credits":"unlimited","scenario":"server-error"}',
      '{"scenario":{"rules":[{"effect":{"status":418}}]}}',
      '{"plan":"Enterprise","requestsPerMinute":3}',
      // what broke the admin API before: a header with a line break, 1xx statuses, a clock past the Date range, ReDoS globs, oversized bodies
      '{"scenario":{"rules":[{"effect":{"latencyMs":0,"status":503,"headers":{"X-Bad":"a\\nb"}}}]}}',
      '{"scenario":{"rules":[{"effect":{"status":101}}]}}',
      '{"advanceMs":9007199254740991}',
      '{"to":"+275760-09-13T00:00:00.001Z"}',
      '{"to":"2030-01-01T00:00:00Z"}',
      '{"scenario":{"rules":[{"match":{"endpoint":"*e*e*e*e*e*e*s"},"effect":{"status":503}}]}}',
      '{"scenario":{"rules":[{"match":{"endpoint":"people/profil","query":{"usernme":"x"}},"effect":{"status":503}}]}}',
      `{"name":"${'x'.repeat(5000)}"}`,
      '{',
      'null',
      '[]',
    ),
    fc.json({ maxDepth: 3 }),
    hostileString,
  ),
  { nil: undefined },
)

const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])
const method = fc.oneof(
  { weight: 24, arbitrary: fc.constant('GET') },
  { weight: 3, arbitrary: fc.constantFrom('HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z]{1,8}$/).filter((m) => !FORBIDDEN_METHODS.has(m)) },
)

/** `__scenario` values a query may carry, raw or decoded, to know whether a 5xx was asked for. */
function queryScenarios(url: string): string[] {
  if (!url.includes('__scenario')) return []
  const q = url.split('?')[1] ?? ''
  return q.split('&').flatMap((pair) => {
    const [k = '', v = ''] = pair.split('=')
    const decode = (s: string): string => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '))
      } catch {
        return s
      }
    }
    return decode(k) === '__scenario' ? [v, decode(v)] : []
  })
}

function requested(url: string, hdrs: Record<string, string>): string[] {
  const fromHeader = hdrs['x-mock-scenario']
  return [...(fromHeader === undefined ? [] : [fromHeader.trim()]), ...queryScenarios(url)]
}

// the shipped fixtures too, so hostile values also go through the fixture lookup
// with the socket server's guards on: the loopback Host check, admin origins, a small admin body limit
const fresh = () =>
  testApp({
    keys: KEYS,
    seed: 7,
    fixtures: DEFAULT_FIXTURES_DIR,
    hostCheck: true,
    allowedHosts: ['mock.test'],
    adminOrigins: ['http://localhost:3000'],
    adminBodyLimit: 4096,
  })

interface Snapshot {
  status: number
  headers: string
  text: string
}

/** Scenarios in force before a request: asked for by it, set through the admin API, or pinned to a key. */
function inForce(app: ReturnType<typeof fresh>, url: string, hdrs: Record<string, string>): string[] {
  const { scenarios } = app.mock
  return [...requested(url, hdrs), scenarios.active(), ...ALL_KEYS.map((k) => scenarios.scenarioForKey(k) ?? '')]
}

async function send(
  app: ReturnType<typeof fresh>,
  url: string,
  m: string,
  hdrs: Record<string, string>,
  payload?: string,
): Promise<Snapshot & { contentType: string | null }> {
  const sendsBody = payload !== undefined && m !== 'GET' && m !== 'HEAD'
  const res = await app.request(url, { method: m, headers: hdrs, ...(sendsBody ? { body: payload } : {}) })
  const text = await res.text()
  const headerList = [...res.headers.entries()]
    .map(([k, v]) => `${k}: ${v}`)
    .sort()
    .join('\n')
  return { status: res.status, headers: headerList, text, contentType: res.headers.get('content-type') }
}

describe('hostile requests (property-based)', () => {
  it(`answers ${RUNS} hostile requests with JSON and no unasked-for 5xx; the first ${REPLAYS} replay byte for byte`, {
    timeout: TIMEOUT_MS,
  }, async () => {
    // a second app fed the same sequence must answer each request with the same bytes
    const a = fresh()
    const b = fresh()
    let cases = 0
    await fc.assert(
      fc.asyncProperty(method, url, headers, body, async (m, url, hdrs, payload) => {
        const asked = inForce(a, url, hdrs)
        const first = await send(a, url, m, hdrs, payload)
        const pathname = new URL(`http://localhost${url}`).pathname
        if (cases++ < REPLAYS) {
          const replay = await send(b, url, m, hdrs, payload)
          // the journal reports measured latency, the one thing that may differ between runs
          if (pathname.startsWith('/__admin/requests') && first.status === 200) expect(replay.status).toBe(200)
          else expect(replay).toEqual(first)
        }

        const onV1 = pathname === '/v1' || pathname.startsWith('/v1/')
        if (first.status >= 500) expect(onV1 && asked.some((s) => FIVE_XX_SCENARIOS.has(s)), first.text).toBe(true)
        // a preflight is answered 204, unless the Host or (on the admin API) the Origin is refused
        if (m === 'OPTIONS' && first.status === 204) return
        const adminPath = pathname === '/__admin' || pathname.startsWith('/__admin/')
        if (m === 'OPTIONS' && !adminPath) expect(first.status, first.text).toBe(403)
        if (REBINDING_HOSTS.has(hdrs.host ?? '')) expect(first.status, hdrs.host).toBe(403)
        // no answer of the admin API ever carries wildcard CORS
        if (adminPath) expect(first.headers).not.toMatch(/access-control-allow-origin: \*/)
        expect(first.contentType).toMatch(/^application\/json/)
        if (m === 'HEAD') return
        const parsed: unknown = JSON.parse(first.text)
        if (first.status >= 400) {
          // the real service's not-found body: for the not-found scenario, and for entities the world says do not exist
          const notFound =
            first.status === 404 &&
            (asked.includes('not-found') || onV1) &&
            NotFoundBodySchema.safeParse(parsed).success
          const shaped = ErrorBodySchema.safeParse(parsed).success || notFound
          expect(shaped, first.text.slice(0, 300)).toBe(true)
        } else {
          expect(first.status).toBe(200)
          const def = ENDPOINTS_BY_PATH.get(pathname)
          // scenarios may rewrite a body on purpose (null-items); without one, the schema holds
          if (def && asked.every((s) => s === 'default' || s === ''))
            expect(def.schema.safeParse(parsed).success).toBe(true)
        }
      }),
      { numRuns: RUNS, seed: SEED },
    )
    // both apps still serve a plain request afterwards, once the admin changes of the run are undone
    for (const app of [a, b]) {
      app.mock.reset()
      const after = await get(app, '/v1/people/profile?username=jane-doe')
      expect(after.status).toBe(200)
    }
  })
})
