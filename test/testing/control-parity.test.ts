// One control API: the same script of control calls gives the same answers and the same refusals in process
// (connect(app), startMockServer's and createMockFetch's own controls) and over HTTP (connect(url)).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { createMockFetch, startMockServer, type MockServer } from '../../src/server.js'
import { ExpectCalledError, MockAdminError, connect, type MockClient } from '../../src/control/client.js'
import type { JournalEntry } from '../../src/admin/schemas.js'

const KEY = 'parity_key_000000000001'
const OTHER = 'parity_key_000000000002'
const ADDED = 'parity_added_0000000003'
const TOKEN = 'parity-admin-token'
const NOW = '2025-06-01T12:00:00.000Z'
const OPTIONS = {
  fixtures: false,
  clock: 'virtual',
  now: NOW,
  keys: [
    { key: KEY, plan: 'Growth', credits: 5 },
    { key: OTHER, plan: 'Starter', credits: 5 },
  ],
} as const

/** A way to reach a mock: its control client and a call to its /v1 API answering the status. */
interface Reach {
  control: MockClient
  call(path: string, key?: string): Promise<number>
}

const servers: MockServer[] = []
afterAll(() => Promise.all(servers.map((s) => s.close())))

async function served(options: Parameters<typeof startMockServer>[0] = {}): Promise<MockServer> {
  const server = await startMockServer({ ...OPTIONS, ...options })
  servers.push(server)
  return server
}

async function overSocket(url: string, path: string, key: string): Promise<number> {
  const res = await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${key}` } })
  await res.arrayBuffer()
  return res.status
}

/** Each way in, on a mock of its own started with the same options. */
const TARGETS: [string, () => Promise<Reach>][] = [
  [
    'connect(app), in process',
    async () => {
      const app = createApp(OPTIONS)
      return {
        control: connect(app),
        call: async (path, key = KEY) => {
          const res = await app.request(path, { headers: { Authorization: `Bearer ${key}` } })
          await res.arrayBuffer()
          return res.status
        },
      }
    },
  ],
  [
    'connect(url), over HTTP',
    async () => {
      const server = await served()
      return { control: connect(server.url), call: (path, key = KEY) => overSocket(server.url, path, key) }
    },
  ],
  [
    'connect(url) with the admin token, over HTTP',
    async () => {
      const server = await served({ adminToken: TOKEN })
      return {
        control: connect(new URL(`${server.url}/`), { token: TOKEN }),
        call: (path, key = KEY) => overSocket(server.url, path, key),
      }
    },
  ],
  [
    "startMockServer()'s own controls",
    async () => {
      const server = await served()
      return { control: server, call: (path, key = KEY) => overSocket(server.url, path, key) }
    },
  ],
  [
    "startMockServer()'s own controls with the HTTP admin API off",
    async () => {
      const server = await served({ admin: false })
      return { control: server, call: (path, key = KEY) => overSocket(server.url, path, key) }
    },
  ],
  [
    "createMockFetch()'s own controls",
    async () => {
      const fetch = createMockFetch(OPTIONS)
      return {
        control: fetch,
        call: async (path, key = KEY) => {
          const res = await fetch(path, { headers: { Authorization: `Bearer ${key}` } })
          await res.arrayBuffer()
          return res.status
        },
      }
    },
  ],
]

const PROFILE = '/v1/people/profile?username=jane-doe'

/** A journal entry without the time the mock spent, the only field that differs run to run. */
function shown(entry: JournalEntry): unknown {
  const { latencyMs, ...rest } = entry
  return { ...rest, latencyMs: typeof latencyMs }
}

/** What a call answered, or how it failed: class, message and what the error carries. */
async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    const value = await run()
    return { value: Array.isArray(value) ? value.map((v) => (isEntry(v) ? shown(v) : v)) : value }
  } catch (err) {
    if (err instanceof ExpectCalledError)
      return {
        error: err.name,
        message: err.message,
        matching: err.matching.map((e) => e.id),
        nearMisses: err.nearMisses.map((e) => e.id),
      }
    if (err instanceof MockAdminError)
      return { error: err.name, message: err.message, status: err.status, code: err.code, body: err.body }
    return { error: (err as Error).name, message: (err as Error).message }
  }
}

function isEntry(v: unknown): v is JournalEntry {
  return typeof v === 'object' && v !== null && 'latencyMs' in v && 'path' in v
}

/** The script: every verb, with answers and refusals, steering the /v1 calls in between. */
type Step = [string, 'answers' | 'refuses', (r: Reach) => Promise<unknown>]
const STEPS: Step[] = [
  ['scenario()', 'answers', (r) => r.control.scenario()],
  ['scenarios()', 'answers', (r) => r.control.scenarios()],
  ['useScenario(name, { times: 1 })', 'answers', (r) => r.control.useScenario('server-error', { times: 1 })],
  ['the next two calls', 'answers', async (r) => [await r.call(PROFILE), await r.call(PROFILE)]],
  ['useScenario(null)', 'answers', (r) => r.control.useScenario(null)],
  [
    'useScenario(rules, { key })',
    'answers',
    (r) => r.control.useScenario([{ effect: { status: 503 } }], { key: OTHER }),
  ],
  ['calls with each key', 'answers', async (r) => [await r.call(PROFILE), await r.call(PROFILE, OTHER)]],
  ['forKey(key).useScenario(undefined)', 'answers', (r) => r.control.forKey(OTHER).useScenario(undefined)],
  ['useScenario(unknown name)', 'refuses', (r) => r.control.useScenario('no-such-scenario')],
  ['useScenario(bad rules)', 'refuses', (r) => r.control.useScenario([{ effect: { status: 42 } }])],
  [
    'useScenario(scenario object)',
    'answers',
    (r) => r.control.useScenario({ name: 'teapot', rules: [{ effect: { status: 418 } }] }),
  ],
  ['a call under it', 'answers', (r) => r.call('/v1/companies/search?name=acme')],
  ['useScenario(undefined)', 'answers', (r) => r.control.useScenario(undefined)],
  ['addKey', 'answers', (r) => r.control.addKey({ key: ADDED, plan: 'Starter', credits: 2, label: 'parity' })],
  ['addKey(existing)', 'refuses', (r) => r.control.addKey({ key: ADDED, plan: 'Starter', credits: 2 })],
  ['setCredits(key, 1)', 'answers', (r) => r.control.setCredits(KEY, 1)],
  ['calls past the credits', 'answers', async (r) => [await r.call(PROFILE), await r.call(PROFILE)]],
  ['usage(key)', 'answers', (r) => r.control.usage(KEY)],
  ['usage(redacted key)', 'answers', (r) => r.control.usage('par…02')],
  ['usage(unknown key)', 'refuses', (r) => r.control.usage('unknown_key_000000000099')],
  ['setPlan(Enterprise) without a limit', 'refuses', (r) => r.control.setPlan(KEY, 'Enterprise')],
  ['setPlan(Enterprise, 5)', 'answers', (r) => r.control.setPlan(KEY, 'Enterprise', 5)],
  ['updateKey(unlimited)', 'answers', (r) => r.control.updateKey(KEY, { credits: 'unlimited' })],
  ['updateKey(bad credits)', 'refuses', (r) => r.control.updateKey(KEY, { credits: -1 })],
  ['resetKey', 'answers', (r) => r.control.resetKey(KEY)],
  ['keys()', 'answers', (r) => r.control.keys()],
  ['clock.now()', 'answers', (r) => r.control.clock.now()],
  ['clock.advance(1000)', 'answers', (r) => r.control.clock.advance(1000)],
  ['clock.set(ISO string)', 'answers', (r) => r.control.clock.set('2025-06-01T13:00:00Z')],
  ['clock.set(Date)', 'answers', (r) => r.control.clock.set(new Date('2025-06-02T00:00:00.000Z'))],
  ['clock.set(epoch ms)', 'answers', (r) => r.control.clock.set(Date.parse('2025-06-02T00:00:01.000Z'))],
  ['clock.set(a past time)', 'refuses', (r) => r.control.clock.set(NOW)],
  ['clock.set(a day that does not exist)', 'refuses', (r) => r.control.clock.set('2026-02-30')],
  ['clock.set(not a date)', 'refuses', (r) => r.control.clock.set(Number.NaN)],
  ['clock.advance(negative)', 'refuses', (r) => r.control.clock.advance(-1)],
  ['a call at the new time', 'answers', (r) => r.call('/v1/people/connection-count?username=jane-doe', OTHER)],
  ['a call to no endpoint', 'answers', (r) => r.call('/v1/people/nothing-here')],
  ['requests()', 'answers', (r) => r.control.requests()],
  ['requests({ endpoint })', 'answers', (r) => r.control.requests({ endpoint: 'people/profile' })],
  [
    'requests({ endpoint: wildcard, status })',
    'answers',
    (r) => r.control.requests({ endpoint: '/v1/people/*', status: 200 }),
  ],
  ['requests({ key })', 'answers', (r) => r.control.requests({ key: OTHER })],
  ['forKey(key).requests()', 'answers', (r) => r.control.forKey(OTHER).requests()],
  ['requests({ since: id })', 'answers', (r) => r.control.requests({ since: 5 })],
  ['requests({ since: Date })', 'answers', (r) => r.control.requests({ since: new Date('2025-06-02T00:00:00.000Z') })],
  ['requests({ method })', 'answers', (r) => r.control.requests({ method: 'get', status: 404 })],
  ['requests({ bad status })', 'refuses', (r) => r.control.requests({ status: 99, key: KEY })],
  ['expectCalled, matching', 'answers', (r) => r.control.expectCalled('people/profile', { times: 6, method: 'GET' })],
  ['expectCalled, a wrong count', 'refuses', (r) => r.control.expectCalled('people/profile', { times: 1 })],
  [
    'expectCalled, the near-miss report',
    'refuses',
    (r) => r.control.expectCalled('/v1/people/profile', { query: { username: 'janet' }, status: 200 }),
  ],
  ['forKey(key).expectCalled', 'answers', (r) => r.control.forKey(OTHER).expectCalled('people/*', { times: 2 })],
  ['expectCalled({ since })', 'answers', (r) => r.control.expectCalled('people/profile', { since: 5, times: 2 })],
  ['clearRequests()', 'answers', (r) => r.control.clearRequests()],
  ['requests() after clearing', 'answers', (r) => r.control.requests()],
  ['useScenario before reset', 'answers', (r) => r.control.useScenario('rate-limited')],
  ['reset()', 'answers', (r) => r.control.reset()],
  [
    'after reset',
    'answers',
    async (r) => [await r.control.scenario(), await r.control.usage(KEY), await r.control.requests()],
  ],
  ['the clock stays on reset', 'answers', (r) => r.control.clock.now()],
]

describe('the control API answers alike in process and over HTTP', () => {
  const results = new Map<string, unknown[]>()

  beforeAll(async () => {
    for (const [name, make] of TARGETS) {
      const reach = await make()
      const seen: unknown[] = []
      for (const [step, , run] of STEPS) seen.push({ step, ...((await outcome(() => run(reach))) as object) })
      results.set(name, seen)
    }
  })

  it('each step answers or refuses as the script says, refusals as MockAdminError or ExpectCalledError', () => {
    const reference = results.get(TARGETS[0]?.[0] ?? '') as { step: string; error?: string }[]
    expect(reference.map((r) => [r.step, r.error === undefined ? 'answers' : 'refuses'])).toEqual(
      STEPS.map(([step, kind]) => [step, kind]),
    )
    expect(new Set(reference.map((r) => r.error).filter(Boolean))).toEqual(
      new Set(['MockAdminError', 'ExpectCalledError']),
    )
  })

  it.each(TARGETS.slice(1).map(([name]) => name))('%s answers every step as connect(app) does', (name) => {
    expect(results.get(name)).toEqual(results.get(TARGETS[0]?.[0] ?? ''))
  })

  it('the near-miss report names the nearest calls first', () => {
    const reference = results.get(TARGETS[0]?.[0] ?? '') as { step: string; message?: string }[]
    const report = reference.find((r) => r.step === 'expectCalled, the near-miss report')?.message
    expect(report?.split('\n').slice(0, 2)).toEqual([
      'Expected GET people/profile with username=janet answered 200 called at least once, but it was called 0 times.',
      'Near misses:',
    ])
  })
})
