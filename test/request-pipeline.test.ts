import fc from 'fast-check'
import { Hono } from 'hono'
import { afterEach, expect, it } from 'vitest'
import { createApp, type RuntimeApp } from '../src/app.js'
import type { AppEnv } from '../src/env.js'
import { pipeline, type Stage } from '../src/middleware/pipeline.js'
import { queryOf, queryValue } from '../src/middleware/request.js'
import { DEV, STARTER_FLOOD, V1_REQUESTS, bearer, type RequestCase } from './support/request-cases.js'

// A GET of /v1 runs its stages as one handler; mounted in another Hono app, the same stages run as routes. Both must
// answer and journal every request alike.

const CASES: RequestCase[] = [
  ...V1_REQUESTS,
  ['GET', '/v1/companies/search?keywords=zzqxv-nothing', [bearer(DEV)]],
  ['GET', '/v1/people/profile?username=jane-doe', [['Authorization', 'Token abc']]],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(DEV), ['X-Mock-Scenario', 'truncated-body']]],
  ['GET', '/v1/', [bearer(DEV)]],
  ['GET', '/v1', [bearer(DEV)]],
  ['GET', '/v1/people/profile?username=jane-doe', [bearer(DEV), ['Host', 'evil.example']]],
  ...STARTER_FLOOD,
]

async function answer(fetch: (r: Request) => Response | Promise<Response>, [method, target, headers]: RequestCase) {
  const res = await fetch(new Request(`http://127.0.0.1${target}`, { method, headers }))
  let body: string
  try {
    body = await res.text()
  } catch (err) {
    body = `body failed: ${(err as Error).message}`
  }
  return { status: res.status, headers: Object.fromEntries(res.headers), body }
}

const journal = (app: RuntimeApp) => app.mock.journal.list({}).map(({ latencyMs: _l, id: _i, ...e }) => e)

it.each([
  ['host check off', {}],
  ['host check on', { hostCheck: true }],
])('answers and journals every /v1 request alike as one handler and as mounted routes (%s)', async (_n, options) => {
  const direct = createApp({ clock: 'virtual', ...options })
  const mounted = createApp({ clock: 'virtual', ...options })
  const parent = new Hono<AppEnv>({ strict: false }).route('/', mounted)
  for (const c of CASES) {
    const a = await answer(direct.fetch, c)
    const b = await answer((r) => parent.fetch(r), c)
    expect({ request: c, ...a }).toEqual({ request: c, ...b })
  }
  expect(journal(direct)).toEqual(journal(mounted))
  expect(journal(direct).length).toBeGreaterThan(CASES.length - 2)
})

it('answers a fixture GET without a promise, and one that waits (a latency scenario) with one', async () => {
  const app = createApp({ clock: 'virtual' })
  const get = (extra: Record<string, string> = {}) =>
    app.fetch(
      new Request('http://127.0.0.1/v1/companies/by-id?companyId=7340021', {
        headers: { Authorization: `Bearer ${DEV}`, ...extra },
      }),
    )
  const plain = get()
  expect(plain).toBeInstanceOf(Response)
  expect((plain as Response).status).toBe(200)
  for (const refused of [get({ Authorization: 'Bearer nope-nope-nope' }), get({ Authorization: '' })]) {
    expect(refused).toBeInstanceOf(Response)
    expect((refused as Response).status).toBe(401)
  }
  const slow = get({ 'X-Mock-Scenario': 'server-error' })
  expect(slow).toBeInstanceOf(Promise)
  expect((await slow).status).toBe(500)
})

// ---- the pipeline itself ----

type Trace = string[]
const ctxStage =
  (trace: Trace, name: string, how: 'sync' | 'async' | 'later' | 'throw' | 'answer' | 'throw-value'): Stage =>
  (c, next) => {
    trace.push(`${name}>`)
    if (how === 'throw') throw new Error(`${name} failed`)
    if (how === 'throw-value') throw `${name} threw a string`
    if (how === 'answer') return c.text(`answered by ${name}`, 201)
    const after = () => {
      trace.push(`<${name} saw ${c.res.status}`)
    }
    // waits before going on: the stages after it run on a later turn
    if (how === 'later') return Promise.resolve().then(() => Promise.resolve(next()).then(after))
    const out = next() as Promise<void> | undefined
    if (how === 'async') return Promise.resolve(out).then(after)
    if (out instanceof Promise) return out.then(after)
    after()
    return undefined
  }

let trace: Trace = []
afterEach(() => {
  trace = []
})

function run(stages: Stage[]): Promise<Response> {
  const handler = pipeline(
    stages,
    (err, c) => c.text(`error: ${err.message}`, 500),
    (c) => c.text('nothing answered', 404),
  )
  const app = new Hono<AppEnv>().get('*', (c) => handler(c))
  // a sync throw becomes the rejection here, as it would reach a server
  return new Promise((resolve) => resolve(app.request('/x')))
}

it.each([
  ['every stage at once', ['sync', 'sync', 'sync'], 404, 'nothing answered'],
  ['a stage that waits', ['sync', 'async', 'sync'], 404, 'nothing answered'],
  ['a stage that waits before going on', ['sync', 'later', 'sync', 'later', 'sync'], 404, 'nothing answered'],
  ['a stage that answers after a stage that waited', ['later', 'sync', 'answer', 'sync'], 201, 'answered by s2'],
  ['a stage that throws', ['sync', 'async', 'throw'], 500, 'error: s2 failed'],
  ['a stage that throws first', ['throw', 'sync', 'sync'], 500, 'error: s0 failed'],
  ['a stage that answers', ['sync', 'sync', 'answer'], 201, 'answered by s2'],
  ['a stage that answers after a wait', ['async', 'answer', 'sync'], 201, 'answered by s1'],
] as const)('runs the stages in order as compose does: %s', async (_n, kinds, status, body) => {
  const res = await run(kinds.map((k, i) => ctxStage(trace, `s${i}`, k)))
  expect(res.status).toBe(status)
  expect(await res.text()).toBe(body)
  // every stage before the one that answered or threw sees the final answer, innermost first
  const last = kinds.findIndex((k) => k === 'throw' || k === 'answer')
  const entered = last < 0 ? kinds.length : last + 1
  expect(trace.slice(0, entered)).toEqual(kinds.slice(0, entered).map((_k, i) => `s${i}>`))
  const seen = Array.from({ length: last < 0 ? kinds.length : last }, (_v, i) => `<s${i} saw ${status}`).reverse()
  expect(trace.slice(entered)).toEqual(seen)
})

it('runs each request through every stage once while other requests wait in the same stages', async () => {
  const seen: string[] = []
  const stage =
    (name: string): Stage =>
    (c, next) => {
      seen.push(`${c.req.query('n')}:${name}`)
      return Promise.resolve().then(() => next())
    }
  const handler = pipeline(
    [stage('a'), stage('b'), stage('c')],
    (err, c) => c.text(err.message, 500),
    (c) => c.text(`done ${c.req.query('n')}`),
  )
  const app = new Hono<AppEnv>().get('*', (c) => handler(c))
  const bodies = await Promise.all(['1', '2', '3'].map(async (n) => (await app.request(`/x?n=${n}`)).text()))
  expect(bodies).toEqual(['done 1', 'done 2', 'done 3'])
  for (const n of ['1', '2', '3'])
    expect(seen.filter((s) => s.startsWith(`${n}:`))).toEqual([`${n}:a`, `${n}:b`, `${n}:c`])
})

it('lets a thrown value that is not an Error through, as compose does', async () => {
  await expect(run([ctxStage(trace, 's0', 'sync'), ctxStage(trace, 's1', 'throw-value')])).rejects.toBe(
    's1 threw a string',
  )
})

// ---- the query, read once ----

it('reads every query as Hono reads it, by name and whole: first values, no prototype, encoded ones decoded', async () => {
  const names = ['a', 'b', 'ab', 'ba', 'x', 'é', '__proto__', 'constructor', 'toString']
  // each value read alone first (no query object made yet), then the whole query
  const app = new Hono<AppEnv>().get('*', (c) =>
    c.json({
      ours: { values: names.map((n) => queryValue(c, n) ?? null), all: { ...queryOf(c) } },
      hono: { values: names.map((n) => c.req.query(n) ?? null), all: { ...c.req.query() } },
    }),
  )
  const part = fc.stringMatching(/^[ab=]{0,3}$/)
  const text = fc.array(fc.oneof(part, fc.constantFrom('__proto__=x', 'constructor', 'a%20b=c', 'x=1+2', 'é=ü')), {
    maxLength: 5,
  })
  await fc.assert(
    fc.asyncProperty(text, fc.constantFrom('', '#frag', '&'), async (parts, tail) => {
      const target = `/v1/x?${parts.join('&')}${tail}`
      const { ours, hono } = (await (await app.request(target)).json()) as Record<string, unknown>
      expect(ours).toEqual(hono)
    }),
    { numRuns: 300 },
  )
})
