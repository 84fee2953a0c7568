import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { serve as listenHono, type ServerType } from '@hono/node-server'
import { Validator } from '@seriousme/openapi-schema-validator'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import fc from 'fast-check'
import { z } from 'zod'
import { runtimeOf } from '../src/app.js'
import { connect } from '../src/control/client.js'
import { defineConfig, defineEndpoint, type EndpointIds } from '../src/define.js'
import { runDrift } from '../src/drift/command.js'
import { FileError } from '../src/errors.js'
import { checkFixtures, openApiDocument, startMockServer } from '../src/index.js'
import { DEV, get, testApp } from './support/app.js'
import { writeConfigs } from './support/own-configs.js'
import { tempDir, writeFiles } from './support/tmp.js'
import { BUILT_IN_SCENARIOS } from './support/values.js'

const dir = tempDir('nlm-own-')
const CONFIGS = writeConfigs(dir)
const FORMS = [
  ['TypeScript', CONFIGS.ts],
  ['YAML', CONFIGS.yaml],
] as const

const FINDER = '/v1/people/finder'
const GADGET = '/v1/gadgets/by-id'

/** What each form's endpoints answer, as the response schemas say. */
const FinderBody = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    total: z.number().int(),
    items: z.array(z.object({ username: z.string(), fullName: z.string(), rank: z.number().int() })),
  }),
})
const GadgetBody = z.object({ success: z.literal(true), data: z.object({ id: z.string(), name: z.string() }) })
const NotFound = z.object({ message: z.string(), code: z.literal('NOT_FOUND') }).strict()

describe.each(FORMS)('a config of two endpoints in %s form', (_form, config) => {
  const app = testApp({ config })

  it.each([
    [`${FINDER}?keywords=jane`, FinderBody],
    [`${FINDER}?q=jane`, FinderBody],
    [`${FINDER}?keywords=jane%20doe&start=10`, FinderBody],
    [`${FINDER}?keywords=${encodeURIComponent('Zoë Ünal')}`, FinderBody],
    [`${GADGET}?gadgetId=123`, GadgetBody],
    [`${GADGET}?gadgetId=98765432101`, GadgetBody],
  ])('answers %s with a body of its schema', async (url, schema) => {
    const { status, body, res } = await get(app, url)
    expect(status).toBe(200)
    expect(res.headers.get('x-mock-source')).toBe('generated')
    schema.parse(body)
  })

  it('reads an alias as its parameter, and pages by start without changing the total', async () => {
    const a = await get(app, `${FINDER}?keywords=ada`)
    const b = await get(app, `${FINDER}?q=ada`)
    expect(b.text).toBe(a.text)
    const next = await get(app, `${FINDER}?keywords=ada&start=10`)
    expect(next.body.data.total).toBe(a.body.data.total)
    expect(next.body.data.items.length).toBeGreaterThan(0)
    expect(next.body.data.items[0]).not.toEqual(a.body.data.items[0])
  })

  it('answers the same bytes for the same seed and query, in another app and in another order', async () => {
    const urls = [`${FINDER}?keywords=bo`, `${GADGET}?gadgetId=7`, `${FINDER}?keywords=bo&start=20`]
    const first = await Promise.all(urls.map(async (u) => (await get(app, u)).text))
    const other = testApp({ config })
    const second = await Promise.all([...urls].reverse().map(async (u) => (await get(other, u)).text))
    expect(second.reverse()).toEqual(first)
  })

  it.each([
    [FINDER, 400, 'MISSING_PARAMETER', 'keywords'],
    [`${FINDER}?keywords=x`, 400, 'INVALID_PARAMETER', 'keywords'],
    [`${FINDER}?keywords=ok&start=15`, 400, 'INVALID_PARAMETER', 'start'],
    [`${GADGET}?gadgetId=12a`, 400, 'INVALID_PARAMETER', 'gadgetId'],
  ])('refuses %s with %i %s naming the parameter', async (url, status, code, parameter) => {
    const res = await get(app, url)
    expect(res.status).toBe(status)
    expect(res.body).toMatchObject({ code, parameter })
  })

  it('answers 404 {message, code} where the endpoint says not found', async () => {
    const finder = await get(app, `${FINDER}?keywords=ghost-404`)
    expect(finder.status).toBe(404)
    expect(NotFound.parse(finder.body).message).toBe('Results not found')
    if (config.endsWith('.ts')) {
      const empty = await get(app, `${FINDER}?keywords=nobody`)
      expect(empty.status).toBe(200)
      const none = await get(app, `${FINDER}?keywords=none-at-all`)
      expect(NotFound.parse(none.body).message).toBe('Results not found')
      const gadget = await get(app, `${GADGET}?gadgetId=120`)
      expect(gadget.status).toBe(404)
      expect(NotFound.parse(gadget.body).message).toBe('Gadget not found')
    }
  })

  it('answers any query text with a body of its schema or a JSON refusal, the same bytes twice', async () => {
    const other = testApp({ config })
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.nat({ max: 5 }), async (text, page) => {
        const url = `${FINDER}?keywords=${encodeURIComponent(text)}&start=${page * 10}`
        const a = await get(app, url)
        expect([200, 400, 404]).toContain(a.status)
        if (a.status === 200) FinderBody.parse(a.body)
        else
          expect(a.body).toEqual(
            expect.objectContaining(a.status === 404 ? { code: 'NOT_FOUND' } : { error: expect.any(String) }),
          )
        expect((await get(other, url)).text).toBe(a.text)
      }),
      { numRuns: 150 },
    )
  })

  it('leaves every built-in endpoint and the unknown-path answer as they were', async () => {
    const plain = testApp()
    for (const url of ['/v1/people/profile?username=jane-doe', '/v1/companies/search?keywords=acme']) {
      expect((await get(app, url)).text).toBe((await get(plain, url)).text)
    }
    const unknown = await get(app, '/v1/people/finders?keywords=ab')
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('ROUTE_NOT_FOUND')
    expect(unknown.body.error).toContain('did you mean /v1/people/finder?')
    const post = await app.request(`${FINDER}?keywords=ab`, { method: 'POST', headers: DEV })
    expect(post.status).toBe(405)
  })
})

/** What each built-in scenario does to a call of an extra endpoint, named by the scenario's own effect. */
const SCENARIO_OUTCOMES: Record<string, (res: { status: number; body: any }) => void> = {
  default: (r) => expect(r.status).toBe(200),
  'credits-exhausted': (r) => expect([r.status, r.body.code]).toEqual([402, 'INSUFFICIENT_CREDITS']),
  'empty-results': (r) => expect([r.status, r.body.data.items, r.body.data.total]).toEqual([200, [], 0]),
  'invalid-key': (r) => expect([r.status, r.body.code]).toEqual([401, 'INVALID_API_KEY']),
  'missing-key': (r) => expect([r.status, r.body.code]).toEqual([401, 'MISSING_API_KEY']),
  'not-found': (r) => expect([r.status, r.body]).toEqual([404, { message: 'Results not found', code: 'NOT_FOUND' }]),
  'null-items': (r) => expect([r.status, r.body.data.items]).toEqual([200, null]),
  'rate-limited': (r) => expect([r.status, r.body.code]).toEqual([429, 'RATE_LIMIT_EXCEEDED']),
  'server-error': (r) => expect([r.status, r.body.code]).toEqual([500, 'INTERNAL_ERROR']),
  // seeded: which calls fail is fixed, so the first 30 calls hold both outcomes
  flaky: () => {},
  slow: (r) => expect(r.status).toBe(200),
  'throttle-then-recover': (r) => expect(r.status).toBe(200),
}

describe.each(FORMS)('the shared features on an extra endpoint (%s config)', (_form, config) => {
  it('covers every built-in scenario in this table', () => {
    expect(Object.keys(SCENARIO_OUTCOMES).sort()).toEqual(BUILT_IN_SCENARIOS)
  })

  it.each(BUILT_IN_SCENARIOS.filter((s) => s !== 'slow'))('applies the %s scenario', async (name) => {
    const app = testApp({ config })
    const headers = { ...DEV, 'X-Mock-Scenario': name }
    SCENARIO_OUTCOMES[name]?.(await get(app, `${FINDER}?keywords=sc`, headers))
    if (name === 'flaky') {
      const statuses = new Set<number>()
      for (let i = 0; i < 30; i++) statuses.add((await get(app, `${FINDER}?keywords=sc${i}`, headers)).status)
      expect([...statuses].sort()).toEqual(expect.arrayContaining([200]))
      expect([...statuses].some((s) => s === 500 || s === 503)).toBe(true)
    }
    if (name === 'throttle-then-recover') {
      const key = { Authorization: 'Bearer test_growth_00000000000000002', 'X-Mock-Scenario': name }
      const keyed = testApp({ config, keys: [{ key: 'test_growth_00000000000000002', plan: 'Growth', credits: 100 }] })
      const statuses = []
      for (let i = 0; i < 5; i++) statuses.push((await get(keyed, `${FINDER}?keywords=tr`, key)).status)
      expect(statuses).toEqual([200, 200, 200, 429, 429])
    }
  })

  it('matches a scenario rule on the endpoint and one of its query names, and refuses a name it does not read', async () => {
    const app = testApp({ config })
    const client = connect(app)
    await client.useScenario([{ match: { endpoint: 'people/finder', query: { q: 'boom' } }, effect: { status: 503 } }])
    expect((await get(app, `${FINDER}?q=boom`)).status).toBe(503)
    expect((await get(app, `${FINDER}?q=calm`)).status).toBe(200)
    await expect(
      client.useScenario([{ match: { endpoint: 'people/finder', query: { nope: 'x' } }, effect: { status: 503 } }]),
    ).rejects.toThrow(/people\/finder takes a query parameter "nope"/)
  })

  it('asks for a key, charges its cost only on a 2xx, and refuses with 402 when the credits are short', async () => {
    const key = 'test_starter_own_0000000001'
    const app = testApp({ config, keys: [{ key, plan: 'Starter', credits: 7 }] })
    const auth = { Authorization: `Bearer ${key}` }
    expect((await get(app, `${GADGET}?gadgetId=1`, {})).status).toBe(401)
    expect((await get(app, `${GADGET}?gadgetId=1`, { Authorization: 'Bearer wrong-key-123' })).status).toBe(401)
    const first = await get(app, `${GADGET}?gadgetId=1`, auth)
    expect([first.status, first.res.headers.get('x-mock-credits-remaining')]).toEqual([200, '4'])
    expect((await get(app, `${GADGET}?gadgetId=x`, auth)).status).toBe(400)
    expect((await get(app, `${FINDER}?keywords=ab`, auth)).res.headers.get('x-mock-credits-remaining')).toBe('3')
    expect((await get(app, `${GADGET}?gadgetId=2`, auth)).status).toBe(200)
    const short = await get(app, `${GADGET}?gadgetId=3`, auth)
    expect([short.status, short.body.code]).toEqual([402, 'INSUFFICIENT_CREDITS'])
  })

  it('counts calls against the plan limit and answers 429 past it', async () => {
    const key = 'test_starter_own_0000000002'
    const app = testApp({ config, keys: [{ key, plan: 'Starter', credits: 'unlimited' }] })
    const statuses: number[] = []
    for (let i = 0; i < 21; i++)
      statuses.push((await get(app, `${FINDER}?keywords=rl${i}`, { Authorization: `Bearer ${key}` })).status)
    expect(statuses.slice(0, 20).every((s) => s === 200 || s === 404)).toBe(true)
    expect(statuses[20]).toBe(429)
  })

  it('journals each call with its path, query and status, the key redacted', async () => {
    const app = testApp({ config })
    await get(app, `${FINDER}?q=jo&start=10`)
    await get(app, `${GADGET}?gadgetId=zz`)
    const entries = await connect(app).requests()
    expect(entries.map((e) => [e.path, e.status])).toEqual([
      [FINDER, 200],
      [GADGET, 400],
    ])
    expect(entries[0]?.query).toEqual({ q: 'jo', start: '10' })
    expect(JSON.stringify(entries)).not.toContain('mock-dev-key')
    await connect(app).expectCalled('people/finder', { query: { q: 'jo' } })
  })

  it('is in the OpenAPI document it serves, which an independent validator accepts, and on the console page', async () => {
    const app = testApp({ config })
    const doc = (await get(app, '/openapi.json')).body
    const result = await new Validator().validate(doc)
    expect(result.errors ?? []).toEqual([])
    const op = doc.paths[FINDER].get
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['keywords', 'q', 'page', 'start']),
    )
    expect(op.parameters.find((p: { name: string }) => p.name === 'q')['x-alias-of']).toBe('keywords')
    expect(doc.paths[GADGET].get.responses['200']).toBeDefined()
    expect(openApiDocument({ config }).paths).toHaveProperty([GADGET])
    const page = await app.request('/__admin/ui')
    expect(await page.text()).toContain('gadgets/by-id')
  })

  it('serves a fixture from the fixtures folder by its query, and drift checks it against the schema', async () => {
    const fixtures = tempDir('nlm-own-fx-')
    writeFiles(fixtures, {
      'gadgets/by-id/gadgetId%3D42.json': { success: true, data: { id: '42', name: 'Recorded gadget' } },
      'people/finder/keywords%3Dold.json': { success: true, message: '', data: { total: '3', items: [] } },
    })
    const app = testApp({ config, fixtures: join(fixtures, 'gadgets/..'), lenient: true, warn: () => {} })
    const res = await get(app, `${GADGET}?gadgetId=42`)
    expect([res.status, res.res.headers.get('x-mock-source'), res.body.data.name]).toEqual([
      200,
      'fixture',
      'Recorded gadget',
    ])
    const report = checkFixtures(fixtures, { config })
    expect(report.fixtures.map((f) => f.endpoint)).toEqual(['people/finder'])
    expect(report.fixtures[0]?.problems[0]?.path).toBe('$.data.total')
    let out = ''
    expect(runDrift({ fixtures, config, write: (t) => (out += t), writeError: () => {} })).toBe(1)
    expect(out).toContain('people/finder')
  })
})

// the delay is real time: both forms wait it at once
it('applies the slow scenario on an extra endpoint of either form (its delay, journaled)', async () => {
  await Promise.all(
    FORMS.map(async ([form, config]) => {
      const app = testApp({ config })
      const res = await get(app, `${FINDER}?keywords=sl`, { ...DEV, 'X-Mock-Scenario': 'slow' })
      SCENARIO_OUTCOMES.slow?.(res)
      const [entry] = await connect(app).requests({ endpoint: FINDER })
      expect(entry?.scenario, form).toBe('slow')
      expect(entry?.latencyMs, form).toBeGreaterThanOrEqual(1500)
    }),
  )
}, 20_000)

describe('recording an extra endpoint from the real service', () => {
  const REAL_KEY = 'real-upstream-key-Own/9x'
  const seen: { url: string; auth: string | undefined }[] = []
  let upstream: ServerType
  let url = ''
  beforeAll(async () => {
    const fake = new Hono()
    fake.get('*', (c) => {
      seen.push({ url: c.req.url, auth: c.req.header('authorization') })
      return c.json({ success: true, data: { id: c.req.query('gadgetId') ?? '', name: 'Upstream gadget' } })
    })
    await new Promise<void>((resolve) => {
      upstream = listenHono({ fetch: fake.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        url = `http://127.0.0.1:${info.port}`
        resolve()
      })
    })
  })
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())))

  it.each(FORMS)(
    'forwards with the real key, writes the fixture by its query, and replays it (%s)',
    async (_f, config) => {
      const fixtures = tempDir('nlm-own-rec-')
      const rec = testApp({ config, mode: 'record', upstream: url, upstreamKey: REAL_KEY, fixtures, warn: () => {} })
      const res = await get(rec, `${GADGET}?gadgetId=55`)
      expect([res.status, res.body.data.name]).toEqual([200, 'Upstream gadget'])
      expect(seen.at(-1)).toEqual({ url: `${url}${GADGET}?gadgetId=55`, auth: `Bearer ${REAL_KEY}` })
      expect(readdirSync(join(fixtures, 'gadgets/by-id')).sort()).toEqual([
        'gadgetId%3D55.json',
        'gadgetId%3D55.meta.json',
      ])
      expect(readFileSync(join(fixtures, 'gadgets/by-id/gadgetId%3D55.json'), 'utf8')).not.toContain(REAL_KEY)
      const replay = testApp({ config, fixtures })
      const again = await get(replay, `${GADGET}?gadgetId=55`)
      expect([again.res.headers.get('x-mock-source'), again.body.data.name]).toEqual(['fixture', 'Upstream gadget'])
    },
  )
})

describe('refusals of a config', () => {
  const anEndpoint = (over: Record<string, unknown> = {}) => ({
    path: '/v1/things/list',
    query: z.object({ name: z.string() }),
    response: z.object({ ok: z.boolean() }),
    generate: () => ({ ok: true }),
    ...over,
  })
  /** The FileError a config given as an object is refused with. */
  const refusal = (endpoints: unknown[]): FileError => {
    try {
      testApp({ config: { endpoints } as never })
    } catch (err) {
      if (err instanceof FileError) return err
      throw err
    }
    throw new Error('not refused')
  }

  it.each([
    [
      'a built-in path without override',
      [anEndpoint({ path: '/v1/people/profile' })],
      '$.endpoints[0].path',
      /people\/profile has the path of the built-in endpoint people\/profile.*override: true/,
    ],
    [
      'two endpoints on one path',
      [anEndpoint(), anEndpoint({ path: 'things/list' })],
      '$.endpoints[1].path',
      /things\/list is declared twice: here and at \$\.endpoints\[0\]/,
    ],
    ['a path outside /v1 words', [anEndpoint({ path: '/v1/bad path' })], '$.endpoints[0].path', /not a path/],
    ['a query that is no zod object', [anEndpoint({ query: z.string() })], '$.endpoints[0].query', /zod object/],
    ['a query that is no schema', [anEndpoint({ query: { name: 'string' } })], '$.endpoints[0].query', /zod/],
    ['a response that is no schema', [anEndpoint({ response: 3 })], '$.endpoints[0].response', /zod schema/],
    ['no generate', [anEndpoint({ generate: undefined })], '$.endpoints[0].generate', /function/],
    ['a negative cost', [anEndpoint({ cost: -1 })], '$.endpoints[0].cost', /whole number/],
    ['an alias of no parameter', [anEndpoint({ aliases: { nmae: ['n'] } })], '$.endpoints[0].aliases.nmae', /name/],
    ['"empty" without a list', [anEndpoint({ notFound: 'empty' })], '$.endpoints[0].notFound', /itemsKey/],
  ])('refuses %s, naming the endpoint and the fix', (_what, endpoints, path, message) => {
    const err = refusal(endpoints)
    expect(err.path).toBe(path)
    expect(err.message).toMatch(message)
    expect(err.fix).toBeTruthy()
  })

  it('answers a built-in path with an endpoint marked override, and the rest stay built in', async () => {
    const app = testApp({
      config: {
        endpoints: [
          anEndpoint({ path: '/v1/people/profile', override: true, query: z.object({ username: z.string() }) }),
        ],
      },
    })
    expect((await get(app, '/v1/people/profile?username=jane')).body).toEqual({ ok: true })
    expect((await get(app, '/v1/people/profile-by-url?url=jane')).status).toBe(200)
    expect(runtimeOf(app).endpoints.list).toHaveLength(20)
  })

  const bad = tempDir('nlm-own-bad-')
  it.each([
    ['missing.ts', undefined, '', /cannot read the config file/],
    ['config.txt', 'x', '', /is not a config file/],
    ['syntax.ts', 'export default {{', '', /cannot be loaded/],
    ['throws.mjs', 'throw new Error("boom in config")', '', /cannot be loaded: boom in config/],
    ['no-list.mjs', 'export default { endpoint: [] }', '$', /exports no endpoints list/],
    ['bad.yaml', 'endpoints: [\n  - path: a\n  x', '$', /YAML|yaml|line/],
    ['unknown-field.yaml', 'endpoints:\n  - path: a/b\n    response: {}\n    cots: 2\n', '$.endpoints[0]', /cots/],
    [
      'bad-schema.json',
      JSON.stringify({
        endpoints: [{ path: 'a/b', response: { type: 'object', properties: { x: { type: 'wat' } } } }],
      }),
      '$.endpoints[0].response.properties.x.type',
      /JSON Schema/,
    ],
    [
      'collides.yaml',
      'endpoints:\n  - path: /v1/jobs/details\n    response: { type: object }\n',
      '$.endpoints[0].path',
      /built-in endpoint jobs\/details/,
    ],
  ])('refuses the file %s with its name, the JSON path and a fix', (name, text, path, message) => {
    if (text !== undefined) writeFiles(bad, { [name]: text })
    let err: unknown
    try {
      testApp({ config: join(bad, name) })
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(FileError)
    const e = err as FileError
    expect(e.file).toBe(join(bad, name))
    expect(e.path).toBe(path)
    expect(e.message).toMatch(message)
    expect(e.fix).toBeTruthy()
  })
})

describe('the types of defineEndpoint', () => {
  it('infers the query and the body from the schemas', () => {
    const e = defineEndpoint({
      path: '/v1/typed/one',
      query: z.object({ n: z.coerce.number(), tag: z.string().optional() }),
      response: z.object({ twice: z.number() }),
      generate: (ctx) => ({ twice: ctx.query.n * 2 }),
    })
    const config = defineConfig({ endpoints: [e] })
    defineEndpoint({
      path: 'x/y',
      query: z.object({}),
      response: z.object({ a: z.string() }),
      // @ts-expect-error: the body must have the schema's shape
      generate: () => ({ a: 1 }),
    })
    defineEndpoint({
      path: 'x/y',
      query: z.object({ a: z.string() }),
      // @ts-expect-error: an alias names a parameter of the query
      aliases: { b: ['c'] },
      response: z.object({}),
      generate: () => ({}),
    })
    defineEndpoint({
      path: 'x/y',
      query: z.object({ a: z.string() }),
      response: z.string(),
      // @ts-expect-error: the query has no such parameter
      generate: (c) => c.query.b,
    })
    expect(config.endpoints[0]?.path).toBe('/v1/typed/one')
  })

  it('types the control client and the MSW handlers with the ids of a config', () => {
    const config = defineConfig({
      endpoints: [
        defineEndpoint({
          path: '/v1/people/finder',
          query: z.object({}),
          response: z.object({}),
          generate: () => ({}),
        }),
      ],
    })
    type Ids = EndpointIds<typeof config>
    expectTypeOf<Ids>().toEqualTypeOf<'people/finder'>()
    const client = connect<Ids>(testApp({ config }))
    const named = (name: Parameters<typeof client.expectCalled>[0]) => name
    named('people/finder')
    named('/v1/people/finder')
    named('people/profile')
    named('people/*')
    // @ts-expect-error: no endpoint of that name
    named('people/findr')
    const untyped = connect(testApp())
    expectTypeOf<Parameters<typeof untyped.expectCalled>[0]>().toEqualTypeOf<string>()
  })
})

describe('over a real socket', () => {
  it.each(FORMS)('serves the %s config with the same bytes as app.request()', async (_f, config) => {
    const server = await startMockServer({ config, port: 0, fixtures: false, warn: () => {} })
    try {
      const app = testApp({ config })
      for (const url of [`${FINDER}?keywords=sock`, `${GADGET}?gadgetId=9`, `${FINDER}?keywords=x`]) {
        const res = await fetch(`${server.url}${url}`, { headers: DEV })
        const local = await get(app, url)
        expect(res.status).toBe(local.status)
        expect(await res.text()).toBe(local.text)
      }
    } finally {
      await server.close()
    }
  })
})
