import { join } from 'node:path'
import { runCli } from './support/cli.js'
import { describe, expect, it } from 'vitest'
import type { RuntimeApp } from '../src/app.js'
import { FileError } from '../src/errors.js'
import { startMockServer } from '../src/server.js'
import type { KeyEntry } from '../src/keys.js'
import { tempDir, writeFiles } from './support/tmp.js'
import { DEV, get, testApp } from './support/app.js'
import { thrownBy } from './support/throws.js'
import { BUILT_IN_SCENARIOS } from './support/values.js'

const URL = '/v1/people/profile?username=jane-doe'
const ALICE = 'alice-ci-job-key-1'
const BOB = 'bob-ci-job-key-22'
const KEYS: KeyEntry[] = [
  { key: ALICE, plan: 'Enterprise', requestsPerMinute: 100_000, credits: 'unlimited' },
  { key: BOB, plan: 'Enterprise', requestsPerMinute: 100_000, credits: 'unlimited', scenario: 'credits-exhausted' },
]
const as = (key: string, extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${key}`, ...extra })

const BUILT_IN = BUILT_IN_SCENARIOS

async function put(app: RuntimeApp, path: string, body: unknown) {
  const res = await app.request(path, { method: 'PUT', body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as any }
}

const status = async (app: RuntimeApp, url: string, headers: Record<string, string>) =>
  (await get(app, url, headers)).status

describe('switching precedence', () => {
  it('applies start-up < PUT /__admin/scenario < per key < per request, each level over the ones below', async () => {
    const app = testApp({ keys: KEYS, scenario: 'server-error' })
    // start-up scenario for everyone
    expect(await status(app, URL, as(ALICE))).toBe(500)
    // run time beats start-up
    expect((await put(app, '/__admin/scenario', { name: 'not-found' })).status).toBe(200)
    expect(await status(app, URL, as(ALICE))).toBe(404)
    // the keys file pins BOB, beating the run-time scenario
    expect(await status(app, URL, as(BOB))).toBe(402)
    // PUT /__admin/keys pins ALICE and beats BOB's keys-file pin
    expect((await put(app, `/__admin/keys/${ALICE}`, { scenario: 'rate-limited' })).status).toBe(200)
    expect((await put(app, `/__admin/keys/${BOB}`, { scenario: 'invalid-key' })).status).toBe(200)
    expect(await status(app, URL, as(ALICE))).toBe(429)
    expect(await status(app, URL, as(BOB))).toBe(401)
    expect(await status(app, URL, DEV)).toBe(404)
    // per request beats every other level, by header or query
    expect(await status(app, URL, as(ALICE, { 'X-Mock-Scenario': 'default' }))).toBe(200)
    expect(await status(app, `${URL}&__scenario=default`, as(BOB))).toBe(200)
    expect(await status(app, `${URL}&__scenario=server-error`, DEV)).toBe(500)
  })

  it('lets the header win over the query parameter when a request sends both', async () => {
    const app = testApp()
    expect(await status(app, `${URL}&__scenario=server-error`, { ...DEV, 'X-Mock-Scenario': 'not-found' })).toBe(404)
  })

  it('treats an empty header or query value as not sent', async () => {
    const app = testApp({ scenario: 'not-found' })
    expect(await status(app, `${URL}&__scenario=`, { ...DEV, 'X-Mock-Scenario': '' })).toBe(404)
  })

  it('goes back a level when the level above is cleared', async () => {
    const app = testApp({ keys: KEYS, scenario: 'server-error' })
    await put(app, '/__admin/scenario', { name: 'not-found' })
    await put(app, `/__admin/keys/${BOB}`, { scenario: 'rate-limited' })
    expect(await status(app, URL, as(BOB))).toBe(429)
    // unpinning the run-time pin falls back to the keys-file pin
    await put(app, `/__admin/keys/${BOB}`, { scenario: null })
    expect(await status(app, URL, as(BOB))).toBe(402)
    // clearing the run-time scenario falls back to the start-up one
    expect((await put(app, '/__admin/scenario', { name: null })).body.active).toBe('server-error')
    expect(await status(app, URL, as(ALICE))).toBe(500)
  })

  it('gives parallel CI jobs sharing one server their own scenarios through their keys', async () => {
    const app = testApp({ keys: KEYS })
    await put(app, `/__admin/keys/${ALICE}`, { scenario: 'null-items' })
    await put(app, `/__admin/keys/${BOB}`, { scenario: 'empty-results' })
    const url = '/v1/people/interests/companies?username=satyanadella'
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => get(app, url, as(i % 2 ? BOB : ALICE))))
    answers.forEach((a, i) => {
      expect(a.body.data.items).toEqual(i % 2 ? [] : null)
    })
    expect((await get(app, url, DEV)).body.data.items.length).toBeGreaterThan(0)
  })

  it('restarts a key’s call counting when a scenario is pinned to it', async () => {
    const app = testApp({ keys: KEYS })
    await put(app, `/__admin/keys/${ALICE}`, { scenario: 'throttle-then-recover' })
    for (let i = 0; i < 3; i++) expect(await status(app, URL, as(ALICE))).toBe(200)
    expect(await status(app, URL, as(ALICE))).toBe(429)
    await put(app, `/__admin/keys/${ALICE}`, { scenario: 'throttle-then-recover' })
    expect(await status(app, URL, as(ALICE))).toBe(200)
  })

  it.each([
    ['NETWORK_LOOKUP_MOCK_SCENARIO', [], { NETWORK_LOOKUP_MOCK_SCENARIO: 'server-error' }, 500],
    [
      '--scenario over NETWORK_LOOKUP_MOCK_SCENARIO',
      ['--scenario', 'not-found'],
      { NETWORK_LOOKUP_MOCK_SCENARIO: 'server-error' },
      404,
    ],
  ] as const)(
    'sets the whole-server scenario of the command line from %s',
    async (_how, args, env, expected) => {
      const run = await runCli(['serve', '--port', '0', '--no-fixtures', '--quiet', ...args], env)
      try {
        const res = await fetch(`${run.server?.url}${URL}`, { headers: DEV })
        expect(res.status).toBe(expected)
      } finally {
        await run.server?.close()
      }
    },
    60_000,
  )
})

describe('unknown scenario names', () => {
  const expectKnownList = (body: any) => {
    expect(body.code).toBe('UNKNOWN_SCENARIO')
    expect(body.known).toEqual(expect.arrayContaining(BUILT_IN))
    expect(body.error).toContain('no-such')
  }

  it.each([
    ['the X-Mock-Scenario header', URL, { ...DEV, 'X-Mock-Scenario': 'no-such' }],
    ['the __scenario query parameter', `${URL}&__scenario=no-such`, DEV],
  ])('answers 400 listing the known ones, for %s', async (_how, url, headers) => {
    const { status, body } = await get(testApp(), url, headers)
    expect(status).toBe(400)
    expectKnownList(body)
  })

  it.each([
    ['PUT /__admin/scenario', '/__admin/scenario', { name: 'no-such' }],
    ['PUT /__admin/keys/{key}', `/__admin/keys/${ALICE}`, { scenario: 'no-such' }],
  ])('answers 400 listing the known ones, for %s, and changes nothing', async (_how, path, body) => {
    const app = testApp({ keys: KEYS })
    const res = await put(app, path, body)
    expect(res.status).toBe(400)
    expectKnownList(res.body)
    expect(await status(app, URL, as(ALICE))).toBe(200)
  })

  it('refuses to start with an unknown start-up scenario, listing the known ones', () => {
    expect(() => testApp({ scenario: 'no-such' })).toThrow(/no-such.*known: .*server-error/)
  })

  it('refuses a keys file whose key names an unknown scenario, naming the file, key and field', () => {
    const dir = tempDir()
    const file = join(dir, 'keys.json')
    writeFiles(dir, {
      'keys.json': { keys: [{ key: 'key-with-typo-0001', plan: 'Starter', credits: 5, scenario: 'no-such' }] },
    })
    const error = thrownBy(() => testApp({ keys: file }), FileError)
    expect(error.message).toContain(file)
    expect(error.path).toBe('$.keys[0].scenario')
    expect(error.message).toContain('ke…01')
    expect(error.message).not.toContain('key-with-typo-0001')
  })
})

describe('GET /__admin/scenarios', () => {
  it('lists every built-in scenario with its description', async () => {
    const res = await testApp().request('/__admin/scenarios')
    const body = (await res.json()) as { scenarios: { name: string; description: string }[] }
    expect(res.status).toBe(200)
    expect(body.scenarios.map((s) => s.name).sort()).toEqual(BUILT_IN)
    for (const s of body.scenarios) expect(s.description.length).toBeGreaterThan(10)
  })
})

describe('the __scenario query parameter', () => {
  it('is removed before hashing: the body is the same bytes as without it', async () => {
    const app = testApp()
    const url = '/v1/people/interests/companies?username=satyanadella&page=2'
    const plain = await get(app, url)
    expect(plain.body.data.items.length).toBeGreaterThan(0)
    const fresh = testApp()
    expect((await get(fresh, `${url}&__scenario=default`)).text).toBe(plain.text)
    expect(
      (await get(fresh, '/v1/people/interests/companies?__scenario=default&username=satyanadella&page=2')).text,
    ).toBe(plain.text)
  })

  it('is removed before matching: a rule on it could never match, so it is refused', async () => {
    const app = testApp()
    const define = () =>
      app.mock.scenarios.define({
        name: 'exact-query',
        description: 'matches only when the query is exactly username=jane-doe',
        rules: [{ match: { query: { username: 'jane-doe', __scenario: 'exact-query' } }, effect: { status: 418 } }],
      })
    expect(define).toThrow(/\$\.rules\[0\]\.match\.query\.__scenario/)
    expect(await status(app, `${URL}&__scenario=default`, DEV)).toBe(200)
  })
})

describe('scenario files', () => {
  const dir = tempDir()
  writeFiles(dir, {
    'teapot.json': {
      name: 'teapot',
      description: 'Every call answers 418 with a custom body and header.',
      rules: [
        { effect: { status: 418, body: { error: 'I am a teapot', code: 'TEAPOT' }, headers: { 'X-Teapot': 'yes' } } },
      ],
    },
    'maintenance.yaml': [
      'name: maintenance',
      'description: Companies are down for maintenance, people work.',
      'rules:',
      '  - match: { endpoint: "companies/*" }',
      '    effect: { status: 503, headers: { Retry-After: "120" } }',
      '',
    ].join('\n'),
    'server-error.yml':
      'name: server-error\ndescription: Overridden to answer 502.\nrules:\n  - effect: { status: 502 }\n',
    'notes.txt': 'not a scenario',
  })

  it('are added without code: JSON and YAML files in a folder given as `scenarios`', async () => {
    const app = testApp({ scenarios: dir })
    const teapot = await get(app, URL, { ...DEV, 'X-Mock-Scenario': 'teapot' })
    expect(teapot.status).toBe(418)
    expect(teapot.body).toEqual({ error: 'I am a teapot', code: 'TEAPOT' })
    expect(teapot.res.headers.get('x-teapot')).toBe('yes')
    const down = await get(app, '/v1/companies/by-id?companyId=1441', { ...DEV, 'X-Mock-Scenario': 'maintenance' })
    expect(down.status).toBe(503)
    expect(down.body).toEqual({ error: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' })
    expect(down.res.headers.get('retry-after')).toBe('120')
    expect(await status(app, URL, { ...DEV, 'X-Mock-Scenario': 'maintenance' })).toBe(200)
  })

  it('are listed by GET /__admin/scenarios, and override a built-in of the same name', async () => {
    const app = testApp({ scenarios: dir })
    const listed = (await (await app.request('/__admin/scenarios')).json()) as {
      scenarios: { name: string; description: string }[]
    }
    expect(listed.scenarios.map((s) => s.name)).toEqual(expect.arrayContaining(['teapot', 'maintenance', ...BUILT_IN]))
    expect(listed.scenarios.find((s) => s.name === 'server-error')?.description).toBe('Overridden to answer 502.')
    expect(await status(app, URL, { ...DEV, 'X-Mock-Scenario': 'server-error' })).toBe(502)
  })

  const MISTAKES = [
    [
      'a status out of range',
      'bad-status.json',
      { name: 'bad-status', description: 'x', rules: [{ effect: { status: 999 } }] },
      '$.rules[0].effect.status',
    ],
    [
      'an unknown effect field',
      'bad-field.json',
      { name: 'bad-field', description: 'x', rules: [{ effect: { stauts: 500 } }] },
      '$.rules[0].effect',
    ],
    [
      'an unknown error code',
      'bad-code.json',
      { name: 'bad-code', description: 'x', rules: [{ effect: { error: 'NOPE' } }] },
      '$.rules[0].effect.error',
    ],
    [
      'a probability above 1',
      'bad-p.json',
      { name: 'bad-p', description: 'x', rules: [{ match: { probability: 2 }, effect: { status: 500 } }] },
      '$.rules[0].match.probability',
    ],
    [
      'a body without a status',
      'bad-body.json',
      { name: 'bad-body', description: 'x', rules: [{ effect: { body: {} } }] },
      '$.rules[0].effect.body',
    ],
    ['no description', 'no-desc.json', { name: 'no-desc', rules: [] }, '$.description'],
    ['a name unlike the file name', 'other.json', { name: 'another', description: 'x', rules: [] }, '$.name'],
    [
      'a YAML mistake in a rule',
      'bad-yaml.yaml',
      'name: bad-yaml\ndescription: x\nrules:\n  - effect: { latencyMs: [300, 100] }\n',
      '$.rules[0].effect.latencyMs',
    ],
    ['broken JSON', 'broken.json', '{ "name": "broken", ', '$'],
  ] as const

  it.each(MISTAKES)('are rejected at start-up for %s, naming the file and JSON path', (_what, file, content, path) => {
    const bad = tempDir()
    writeFiles(bad, { [file]: content })
    const error = thrownBy(() => testApp({ scenarios: bad }), FileError)
    expect(error.file).toBe(join(bad, file))
    expect(error.path).toBe(path)
    expect(error.message).toContain(join(bad, file))
    expect(error.message).toContain(path)
  })
})

describe('rule matching', () => {
  /** An app with one scenario of the given rules, active for the whole server. */
  function withRules(rules: unknown[], options = {}): RuntimeApp {
    const app = testApp({ keys: KEYS, ...options })
    app.mock.scenarios.use(
      app.mock.scenarios.define({ name: 'under-test', description: 'rules under test', rules }).name,
    )
    return app
  }

  it('matches an endpoint glob', async () => {
    const app = withRules([{ match: { endpoint: '/v1/people/recommendations/*' }, effect: { status: 503 } }])
    expect(await status(app, '/v1/people/recommendations/given?username=a', DEV)).toBe(503)
    expect(await status(app, '/v1/people/recommendations/received?username=a', DEV)).toBe(503)
    expect(await status(app, '/v1/people/recommendations/received/?username=a', DEV)).toBe(503)
    expect(await status(app, '/v1/people/profile?username=a', DEV)).toBe(200)
  })

  it('matches a list of endpoint ids', async () => {
    const app = withRules([{ match: { endpoint: ['jobs/details', 'companies/by-id'] }, effect: { status: 500 } }])
    expect(await status(app, '/v1/jobs/details?jobId=14410003', DEV)).toBe(500)
    expect(await status(app, '/v1/companies/by-id?companyId=1441', DEV)).toBe(500)
    expect(await status(app, '/v1/jobs/hiring-team?jobId=14410003', DEV)).toBe(200)
  })

  it('matches query values', async () => {
    const app = withRules([{ match: { query: { username: 'ghost' } }, effect: { notFound: true } }])
    const ghost = await get(app, '/v1/people/profile?username=ghost')
    expect(ghost.status).toBe(404)
    expect(ghost.body).toEqual({ message: 'Profile not found', code: 'NOT_FOUND' })
    expect(await status(app, '/v1/people/profile?username=jane-doe', DEV)).toBe(200)
  })

  it('matches the API key', async () => {
    const app = withRules([{ match: { key: ALICE }, effect: { error: 'INVALID_API_KEY' } }])
    const refused = await get(app, URL, as(ALICE))
    expect(refused.status).toBe(401)
    expect(refused.res.headers.get('www-authenticate')).toBe('Bearer')
    expect(await status(app, URL, DEV)).toBe(200)
  })

  it('matches calls from/to of a key', async () => {
    const app = withRules([{ match: { calls: { from: 4, to: 6 } }, effect: { status: 500 } }])
    const alice = []
    for (let i = 0; i < 8; i++) alice.push(await status(app, URL, as(ALICE)))
    expect(alice).toEqual([200, 200, 200, 500, 500, 500, 200, 200])
    // each key counts its own calls
    expect(await status(app, URL, DEV)).toBe(200)
  })

  it('matches with a seeded probability, the same choices for the same seed', async () => {
    const run = async (seed: number) => {
      const app = withRules([{ match: { probability: 0.5 }, effect: { status: 500 } }], { seed })
      const out: number[] = []
      for (let i = 0; i < 200; i++) out.push(await status(app, URL, DEV))
      return out
    }
    const first = await run(5)
    const failed = first.filter((s) => s === 500).length
    expect(failed).toBeGreaterThan(70)
    expect(failed).toBeLessThan(130)
    expect(await run(5)).toEqual(first)
  })

  it('applies the first matching rule only', async () => {
    const app = withRules([
      { match: { endpoint: 'people/profile' }, effect: { status: 404 } },
      { effect: { status: 500 } },
    ])
    expect(await status(app, URL, DEV)).toBe(404)
    expect(await status(app, '/v1/jobs/details?jobId=14410003', DEV)).toBe(500)
  })

  it('drops optional fields, keeping the body schema-true', async () => {
    const app = withRules([{ effect: { transform: 'drop-optional' } }])
    const { ENDPOINTS_BY_ID } = await import('../src/endpoints.js')
    const def = ENDPOINTS_BY_ID.get('companies/jobs')
    const { status: code, body } = await get(app, '/v1/companies/jobs?companyId=1441')
    expect(code).toBe(200)
    expect(def?.schema.safeParse(body).success).toBe(true)
    expect(body.data.items.some((i: Record<string, unknown>) => 'benefits' in i)).toBe(false)
  })
})

describe('disconnect effects', () => {
  const TRUNCATE = [{ effect: { disconnect: 'truncate' } }]
  const RESET = [{ effect: { disconnect: 'reset' as const } }]

  it('truncate sends the first half of the JSON body with a JSON content type', async () => {
    const app = testApp()
    const full = (await get(app, URL)).text
    app.mock.scenarios.use(app.mock.scenarios.define({ name: 'cut', description: 'half bodies', rules: TRUNCATE }).name)
    const { status: code, text, res } = await get(app, URL)
    expect(code).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(text).toBe(full.slice(0, Math.floor(full.length / 2)))
    expect(() => JSON.parse(text)).toThrow()
  })

  it('reset fails the body in process', async () => {
    const app = testApp()
    app.mock.scenarios.use(app.mock.scenarios.define({ name: 'drop', description: 'resets', rules: RESET }).name)
    const res = await app.request(URL, { headers: DEV })
    await expect(res.text()).rejects.toThrow()
  })

  it('reset drops the connection of a real server', async () => {
    const server = await startMockServer({ fixtures: false, clock: 'virtual' })
    try {
      await server.useScenario({ name: 'drop', description: 'resets', rules: RESET })
      await expect(fetch(`${server.url}${URL}`, { headers: DEV }).then((r) => r.text())).rejects.toThrow()
      await server.useScenario(undefined)
      expect((await fetch(`${server.url}${URL}`, { headers: DEV })).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
