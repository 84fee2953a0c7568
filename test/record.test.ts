import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ENDPOINTS_BY_ID } from '../src/endpoints.js'
import { decodeFixtureName } from '../src/data/fixture-names.js'
import { MAX_RULES } from '../src/scenarios/limits.js'
import { loadScenarioFile } from '../src/scenarios/loader.js'
import type { MockOptions } from '../src/options.js'
import { prettyJson } from '../src/util/json-text.js'
import { secretForms } from '../src/record/secret.js'
import { DEV, get, testApp } from './support/app.js'
import { spawnCli } from './support/cli.js'
import { generatedValue } from './support/values.js'

const REAL_KEY = 'real-upstream-key-7Hq2/zX+9='
const NOW = '2025-06-01T12:00:00.000Z'

/** How the fake upstream answers the next requests. */
type Behaviour =
  | { kind: 'generated' }
  | { kind: 'status'; status: number; body: string; headers?: Record<string, string> }
  | { kind: 'echo-body'; form: string }
  | { kind: 'echo-header'; header: string }
  | { kind: 'raw'; body: string }
  | { kind: 'hang' }

let behaviour: Behaviour = { kind: 'generated' }
const seen: { url: URL; authorization: string | undefined }[] = []
let releaseHang: () => void = () => {}
let hung: Promise<void> = Promise.resolve()

/** The real service, played by a seeded mock answering with its own generated bodies. */
const source = testApp({ seed: 42, auth: false })

/** Generated body with every numeric urn turned into a 19-digit id, which JSON.parse would round. */
async function upstreamBody(path: string): Promise<string> {
  const text = await (await source.request(path)).text()
  return text.replace(/"urn":\d+/g, '"urn":7123456789012345678')
}

const fake = new Hono()
fake.get('/v1/*', async (c) => {
  const url = new URL(c.req.url)
  seen.push({ url, authorization: c.req.header('authorization') })
  if (c.req.header('authorization') !== `Bearer ${REAL_KEY}`)
    return c.json({ error: 'Invalid API key', code: 'INVALID_API_KEY' }, 401)
  const b = behaviour
  switch (b.kind) {
    case 'status':
      return c.body(b.body, b.status as 400, { 'content-type': 'application/json', ...b.headers })
    case 'echo-body':
      return c.body(JSON.stringify({ success: true, message: `key ${b.form}`, data: { total: 1 } }), 200, {
        'content-type': 'application/json',
      })
    case 'echo-header':
      return c.body(await upstreamBody(url.pathname + url.search), 200, {
        'content-type': 'application/json',
        [b.header]: `Bearer ${REAL_KEY}`,
      })
    case 'raw':
      return c.body(b.body, 200, { 'content-type': 'application/json' })
    case 'hang':
      await hung
      return c.json({ late: true })
    default:
      return c.body(await upstreamBody(url.pathname + url.search), 200, {
        'content-type': 'application/json',
        'x-upstream-trace': 'abc',
      })
  }
})

let server: ServerType
let upstream = ''
let dir = ''
let warnings: string[] = []

function listen(app: Hono): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server: s, url: `http://127.0.0.1:${info.port}` }),
    )
  })
}

function close(s: ServerType): Promise<void> {
  return new Promise((resolve) => {
    ;(s as ServerType & { closeAllConnections?: () => void }).closeAllConnections?.()
    s.close(() => resolve())
  })
}

beforeAll(async () => {
  ;({ server, url: upstream } = await listen(fake))
})

afterAll(async () => {
  releaseHang()
  await close(server)
})

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nlm-record-'))
  behaviour = { kind: 'generated' }
  seen.length = 0
  warnings = []
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

const fixturesDir = (): string => join(dir, 'fixtures')

function recorder(options: MockOptions = {}) {
  return testApp({
    mode: 'record',
    upstream,
    upstreamKey: REAL_KEY,
    fixtures: fixturesDir(),
    now: NOW,
    warn: (m) => warnings.push(m),
    ...options,
  })
}

/** Every file under the temp folder with its text. */
function writtenFiles(): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (d: string): void => {
    if (!existsSync(d)) return
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name)
      if (e.isDirectory()) walk(full)
      else out.set(full.slice(dir.length + 1), readFileSync(full, 'utf8'))
    }
  }
  walk(dir)
  return out
}

function expectNoKeyAnywhere(texts: Iterable<string>): void {
  for (const text of texts) for (const form of secretForms(REAL_KEY)) expect(text).not.toContain(form)
}

describe('forwarding', () => {
  it('relays the upstream answer byte for byte with the real key, the path and the query minus __ switches', async () => {
    const app = recorder()
    const { status, text, res } = await get(app, '/v1/posts/reposts?postId=123&extra=1&__scenario=default')
    expect(status).toBe(200)
    expect(text).toBe(await upstreamBody('/v1/posts/reposts?postId=123&extra=1'))
    expect(res.headers.get('x-mock-source')).toBe('upstream')
    expect(res.headers.get('x-upstream-trace')).toBeNull()
    expect(seen).toHaveLength(1)
    expect(seen[0]?.authorization).toBe(`Bearer ${REAL_KEY}`)
    expect(seen[0]?.url.pathname).toBe('/v1/posts/reposts')
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ postId: '123', extra: '1' })
  })

  it("still applies the mock's own auth before forwarding", async () => {
    const { status, body } = await get(recorder(), '/v1/people/profile?username=jane-doe', {})
    expect(status).toBe(401)
    expect(body.code).toBe('MISSING_API_KEY')
    expect(seen).toHaveLength(0)
  })
})

describe('writing fixtures', () => {
  it('writes the upstream body pretty-printed with its numbers as sent, plus a meta file', async () => {
    const app = recorder()
    await get(app, '/v1/posts/reposts?postId=123&__scenario=default')
    const sent = await upstreamBody('/v1/posts/reposts?postId=123')
    const file = readFileSync(join(fixturesDir(), 'posts/reposts/123.json'), 'utf8')
    expect(file).toBe(`${prettyJson(sent)}\n`)
    expect(file).toContain('"urn": 7123456789012345678')
    expect(JSON.parse(file)).toEqual(JSON.parse(sent))
    expect(file.split('\n')[1]).toMatch(/^ {2}"/)
    const meta = JSON.parse(readFileSync(join(fixturesDir(), 'posts/reposts/123.meta.json'), 'utf8'))
    expect(meta).toEqual({
      recordedAt: NOW,
      endpoint: 'posts/reposts',
      value: '123',
      parameters: { postId: '123' },
      page: 1,
      upstream: { status: 200, contentType: 'application/json' },
    })
  })

  it.each(['api_key', 'api-key', 'x_api_key', 'access-token', 'accessToken', 'token', 'Authorization'])(
    'keeps a secret the client sent as %s out of the upstream request and the meta file',
    async (name) => {
      const secret = 'client-secret-value-4f9a2c'
      await get(recorder(), `/v1/posts/reposts?postId=123&${name}=${secret}`)
      const files = writtenFiles()
      const meta = JSON.parse(files.get('fixtures/posts/reposts/123.meta.json') ?? 'null')
      // a secret-named parameter is not forwarded, so the meta (the query sent upstream) has none
      expect(meta.parameters).toEqual({ postId: '123' })
      expect(seen[0]?.url.search).toBe('?postId=123')
      for (const text of files.values()) expect(text).not.toContain(secret)
    },
  )

  it('pretty-prints exactly like JSON.stringify(body, null, 2) for ordinary JSON', async () => {
    await get(recorder(), '/v1/companies/by-id?companyId=77')
    const sent = await upstreamBody('/v1/companies/by-id?companyId=77')
    const file = readFileSync(join(fixturesDir(), 'companies/by-id/77.json'), 'utf8')
    expect(file).toBe(`${JSON.stringify(JSON.parse(sent), null, 2)}\n`)
  })

  it.each([
    ['software engineer', 'software%20engineer'],
    ['a/b\\c', 'a%2Fb%5Cc'],
    ['..', '%2E.'],
    ['_default', '%5Fdefault'],
    ['Zürich: "ai"?', 'Z%C3%BCrich%3A%20%22ai%22%3F'],
  ])('names the fixture for %j reversibly as %s.json', async (value, stem) => {
    const res = await get(recorder(), `/v1/companies/search?keywords=${encodeURIComponent(value)}`)
    expect(res.status).toBe(200)
    expect(readdirSync(join(fixturesDir(), 'companies/search')).sort()).toEqual([`${stem}.json`, `${stem}.meta.json`])
    expect(decodeFixtureName(stem)).toBe(value)
  })

  it('names a later page page-specifically', async () => {
    await get(recorder(), '/v1/companies/search?keywords=ai&page=2')
    expect(existsSync(join(fixturesDir(), 'companies/search/ai@page-2.json'))).toBe(true)
    expect(JSON.parse(readFileSync(join(fixturesDir(), 'companies/search/ai@page-2.meta.json'), 'utf8')).page).toBe(2)
  })

  it('names a profile-by-url fixture by the username in the URL', async () => {
    await get(
      recorder(),
      `/v1/people/profile-by-url?url=${encodeURIComponent('https://www.network.example/in/sam-smith/')}`,
    )
    expect(existsSync(join(fixturesDir(), 'people/profile-by-url/sam-smith.json'))).toBe(true)
  })

  it('warns one line per drift problem of a recorded body, and still records it', async () => {
    const good = JSON.parse(await upstreamBody('/v1/people/connection-count?username=x')) as Record<string, unknown>
    behaviour = { kind: 'raw', body: JSON.stringify({ connection: '12', extra: true }) }
    expect(good).toHaveProperty('follower')
    const res = await get(recorder(), '/v1/people/connection-count?username=x')
    expect(res.status).toBe(200)
    const drift = warnings.filter((w) => w.startsWith('drift:'))
    expect(drift).toHaveLength(3)
    expect(drift.join('\n')).toMatch(/type change +\$\.connection: expected number, got string/)
    expect(drift.join('\n')).toMatch(/missing field +\$\.follower/)
    expect(drift.join('\n')).toMatch(/unknown field +\$\.extra \(boolean\)/)
    expect(existsSync(join(fixturesDir(), 'people/connection-count/x.json'))).toBe(true)
  })

  it('does not write a 2xx body that is not JSON, and says so', async () => {
    behaviour = { kind: 'raw', body: 'not json' }
    const res = await get(recorder(), '/v1/people/profile?username=x')
    expect(res.text).toBe('not json')
    expect(writtenFiles().size).toBe(0)
    expect(warnings.join('\n')).toContain('not JSON; not recorded')
  })
})

describe('modes', () => {
  it('record forwards every request, even one with a fixture', async () => {
    const app = recorder()
    await get(app, '/v1/people/profile?username=ann')
    const second = await get(app, '/v1/people/profile?username=ann')
    expect(seen).toHaveLength(2)
    expect(second.res.headers.get('x-mock-source')).toBe('upstream')
  })

  it('record-missing forwards once, then serves the new fixture at once', async () => {
    const app = recorder({ mode: 'record-missing' })
    const first = await get(app, '/v1/people/profile?username=ann')
    const second = await get(app, '/v1/people/profile?username=ann')
    expect(seen).toHaveLength(1)
    expect(first.res.headers.get('x-mock-source')).toBe('upstream')
    expect(second.res.headers.get('x-mock-source')).toBe('fixture')
    expect(second.text).toBe(first.text)
  })

  it('record-missing serves a fixture already on disk without asking the upstream', async () => {
    const body = JSON.parse(await upstreamBody('/v1/people/connection-count?username=kim'))
    mkdirSync(join(fixturesDir(), 'people/connection-count'), { recursive: true })
    writeFileSync(join(fixturesDir(), 'people/connection-count/kim.json'), JSON.stringify(body))
    const res = await get(recorder({ mode: 'record-missing' }), '/v1/people/connection-count?username=kim')
    expect(res.body).toEqual(body)
    expect(res.res.headers.get('x-mock-source')).toBe('fixture')
    expect(seen).toHaveLength(0)
  })

  it('replay serves a recorded folder byte for byte, offline', async () => {
    const app = recorder()
    const urls = [
      '/v1/posts/reposts?postId=123',
      '/v1/companies/search?keywords=data%20tools',
      '/v1/companies/search?keywords=data%20tools&page=3',
      '/v1/jobs/details?jobId=10001',
    ]
    const recorded = []
    for (const url of urls) recorded.push((await get(app, url)).text)
    expect(recorded[0]).toContain('"urn":7123456789012345678')
    const before = seen.length
    const replay = testApp({ fixtures: fixturesDir(), now: NOW })
    for (const [i, url] of urls.entries()) {
      const res = await get(replay, url)
      expect(res.res.headers.get('x-mock-source')).toBe('fixture')
      expect(res.text).toBe(recorded[i])
    }
    expect(seen.length).toBe(before)
  })

  it('replay falls back to generated data without a fixture', async () => {
    const res = await get(testApp({ fixtures: fixturesDir() }), '/v1/people/profile?username=ann')
    expect(res.res.headers.get('x-mock-source')).toBe('generated')
  })

  it('lockdown serves fixtures and answers 404 naming the file it looked for otherwise', async () => {
    await get(recorder(), '/v1/people/profile?username=ann')
    const app = testApp({ mode: 'lockdown', fixtures: fixturesDir() })
    expect((await get(app, '/v1/people/profile?username=ann')).res.headers.get('x-mock-source')).toBe('fixture')
    const missing = await get(app, '/v1/people/profile?username=bob')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({
      error: expect.stringContaining('No fixture'),
      code: 'FIXTURE_NOT_FOUND',
      file: `${fixturesDir()}/people/profile/bob.json`,
    })
    const page = await get(app, '/v1/companies/search?keywords=a%20b&page=2')
    expect(page.body.file).toBe(`${fixturesDir()}/companies/search/a%20b@page-2.json`)
  })

  it.each([
    ['record without an upstream', { mode: 'record', upstream: undefined }, /--upstream/],
    ['record without a key', { mode: 'record-missing', upstreamKey: undefined }, /--key-env/],
    ['a key too short to find in files', { upstreamKey: 'short' }, /at least 8/],
    ['an upstream that is no URL', { upstream: 'api.example.com' }, /not a URL/],
    ['lockdown without fixtures', { mode: 'lockdown', fixtures: false }, /fixtures folder/],
  ] as const)('refuses to start for %s', (_name, options, message) => {
    expect(() => recorder(options as MockOptions)).toThrow(message)
  })
})

describe('upstream faults', () => {
  it('answers 502 UPSTREAM_UNAVAILABLE when nothing listens', async () => {
    const { server: s, url } = await listen(new Hono())
    await close(s)
    const res = await get(recorder({ upstream: url }), '/v1/people/profile?username=ann')
    expect(res.status).toBe(502)
    expect(res.body).toEqual({
      error: expect.stringContaining('Upstream unavailable'),
      code: 'UPSTREAM_UNAVAILABLE',
      upstream: url,
    })
    expect(writtenFiles().size).toBe(0)
  })

  it('answers 504 UPSTREAM_TIMEOUT when the upstream does not answer in time', async () => {
    hung = new Promise((r) => (releaseHang = r))
    behaviour = { kind: 'hang' }
    const res = await get(recorder({ upstreamTimeoutMs: 100 }), '/v1/people/profile?username=ann')
    releaseHang()
    expect(res.status).toBe(504)
    expect(res.body).toMatchObject({ code: 'UPSTREAM_TIMEOUT', error: expect.stringContaining('100 ms') })
    expect(writtenFiles().size).toBe(0)
  })

  it.each([
    [401, { error: 'Invalid API key', code: 'INVALID_API_KEY' }, { 'www-authenticate': 'Bearer' }],
    [402, { error: 'Insufficient credits', code: 'INSUFFICIENT_CREDITS' }, {}],
    [429, { error: 'Rate limit exceeded', code: 'RATE_LIMIT_EXCEEDED' }, { 'retry-after': '17' }],
  ])('passes upstream %i through unchanged and records nothing', async (status, body, headers) => {
    const text = JSON.stringify(body)
    behaviour = { kind: 'status', status, body: text, headers }
    const res = await get(recorder(), '/v1/people/profile?username=ann')
    expect(res.status).toBe(status)
    expect(res.text).toBe(text)
    for (const [name, value] of Object.entries(headers)) expect(res.res.headers.get(name)).toBe(value)
    expect(writtenFiles().size).toBe(0)
  })

  it('with recordErrors saves a non-2xx answer as a recorded-errors rule that replay serves', async () => {
    const text = JSON.stringify({ error: 'Rate limit exceeded', code: 'RATE_LIMIT_EXCEEDED' })
    behaviour = { kind: 'status', status: 429, body: text, headers: { 'retry-after': '17' } }
    const app = recorder({ recordErrors: true })
    await get(app, '/v1/people/profile?username=ann&__scenario=default')
    behaviour = { kind: 'status', status: 404, body: '{"message":"Profile not found"}' }
    await get(app, '/v1/people/profile?username=gone')
    await get(app, '/v1/people/profile?username=gone')
    const file = join(dir, 'scenarios/recorded-errors.json')
    const scenario = loadScenarioFile(file)
    expect(scenario.rules).toEqual([
      {
        match: { endpoint: 'people/profile', query: { username: 'ann' } },
        effect: { status: 429, body: JSON.parse(text), headers: { 'Retry-After': '17' } },
      },
      {
        match: { endpoint: 'people/profile', query: { username: 'gone' } },
        effect: { status: 404, body: { message: 'Profile not found' } },
      },
    ])
    expect(existsSync(fixturesDir())).toBe(false)
    const replay = testApp({ fixtures: fixturesDir(), scenarios: join(dir, 'scenarios'), scenario: 'recorded-errors' })
    const res = await get(replay, '/v1/people/profile?username=ann')
    expect(res.status).toBe(429)
    expect(res.body).toEqual(JSON.parse(text))
    expect(res.res.headers.get('retry-after')).toBe('17')
    expect((await get(replay, '/v1/people/profile?username=someone')).status).toBe(200)
  })

  it('writes recorded errors into the last scenario folder given', async () => {
    behaviour = { kind: 'status', status: 500, body: '{"error":"boom","code":"X"}' }
    const scenarios = join(dir, 'my-scenarios')
    await get(recorder({ recordErrors: true, scenarios }), '/v1/jobs/details?jobId=5')
    expect(loadScenarioFile(join(scenarios, 'recorded-errors.json')).rules).toHaveLength(1)
  })

  it('records a 304 without a body, as the scenario format wants', async () => {
    behaviour = { kind: 'status', status: 304, body: '' }
    // the answer is not read: relaying an upstream 304 in process is a matter of its own
    expect((await recorder({ recordErrors: true }).request('/v1/jobs/details?jobId=5', { headers: DEV })).status).toBe(
      304,
    )
    const [rule] = loadScenarioFile(join(dir, 'scenarios/recorded-errors.json')).rules
    expect(rule?.effect).toEqual({ status: 304 })
  })

  it(`past ${MAX_RULES} recorded errors relays the answer and warns instead of failing the call`, async () => {
    const file = join(dir, 'scenarios/recorded-errors.json')
    const rules = Array.from({ length: MAX_RULES }, (_, i) => ({
      match: { endpoint: 'people/profile', query: { username: `u-${i}` } },
      effect: { status: 404, body: { message: 'Profile not found' } },
    }))
    mkdirSync(join(dir, 'scenarios'), { recursive: true })
    const before = JSON.stringify({ name: 'recorded-errors', description: 'x', rules })
    writeFileSync(file, before)
    behaviour = { kind: 'status', status: 503, body: '{"error":"down","code":"X"}' }
    const res = await get(recorder({ recordErrors: true }), '/v1/people/profile?username=one-more')
    expect([res.status, res.text]).toEqual([503, '{"error":"down","code":"X"}'])
    expect(warnings.join('\n')).toContain(`recorded-errors.json: not recorded`)
    expect(warnings.join('\n')).toContain(`at most ${MAX_RULES} rules`)
    expect(readFileSync(file, 'utf8')).toBe(before)
  })
})

describe('the upstream key', () => {
  const forms: [string, string][] = [
    ['raw', REAL_KEY],
    ['URL-encoded', encodeURIComponent(REAL_KEY)],
    ['base64 at offset 0', Buffer.from(REAL_KEY).toString('base64')],
    ['base64 inside Basic credentials', Buffer.from(`user:${REAL_KEY}`).toString('base64')],
    ['base64url at offset 2', Buffer.from(`ab${REAL_KEY}`).toString('base64url')],
    ['hex', Buffer.from(REAL_KEY).toString('hex').toUpperCase()],
  ]

  it.each(forms)('refuses to record or relay a body echoing the key %s', async (_name, form) => {
    behaviour = { kind: 'echo-body', form }
    const res = await get(recorder(), '/v1/companies/jobs-count?companyId=1')
    expect(res.status).toBe(502)
    expect(res.body.code).toBe('RECORDING_REFUSED')
    expect(res.text).not.toContain(form)
    expect(writtenFiles().size).toBe(0)
    expect(warnings.join('\n')).toContain('contains the upstream key; not recorded')
    expectNoKeyAnywhere(warnings)
  })

  it('drops an upstream header echoing the key and records the body without it', async () => {
    behaviour = { kind: 'echo-header', header: 'x-echo-key' }
    const res = await get(recorder(), '/v1/people/profile?username=ann')
    expect(res.status).toBe(200)
    expect([...res.res.headers.values()].join('\n')).not.toContain(REAL_KEY)
    const files = writtenFiles()
    expect([...files.keys()].sort()).toEqual([
      'fixtures/people/profile/ann.json',
      'fixtures/people/profile/ann.meta.json',
    ])
    expectNoKeyAnywhere(files.values())
  })

  it('refuses an answer whose relayed header carries the key', async () => {
    behaviour = { kind: 'echo-header', header: 'www-authenticate' }
    const res = await get(recorder(), '/v1/people/profile?username=ann')
    expect(res.status).toBe(502)
    expect(res.body.code).toBe('RECORDING_REFUSED')
    expect(writtenFiles().size).toBe(0)
  })

  it('writes a secret-named query parameter holding the key redacted', async () => {
    const res = await get(recorder(), `/v1/people/profile?username=ann&token=${encodeURIComponent(REAL_KEY)}`)
    expect(res.status).toBe(200)
    expectNoKeyAnywhere(writtenFiles().values())
  })

  it('refuses to write a meta file when the client put the key in the query', async () => {
    const res = await get(recorder(), `/v1/people/profile?username=ann&note=${encodeURIComponent(REAL_KEY)}`)
    expect(res.status).toBe(502)
    expect(res.body.code).toBe('RECORDING_REFUSED')
    expect(writtenFiles().size).toBe(0)
    expect(warnings.join('\n')).toMatch(/refused to write .*ann\.meta\.json: it contains the upstream key/)
    expectNoKeyAnywhere(warnings)
  })

  it('refuses a fixture named after the key and does not repeat it in the answer or the warning', async () => {
    const res = await get(recorder(), `/v1/companies/search?keywords=${encodeURIComponent(`(${REAL_KEY})!`)}`)
    expect(res.status).toBe(502)
    expect(res.body.code).toBe('RECORDING_REFUSED')
    expect(writtenFiles().size).toBe(0)
    expectNoKeyAnywhere([res.text, ...warnings])
    expect(warnings.join('\n')).toContain('[upstream key]')
  })

  it('refuses to write an error rule echoing the key', async () => {
    behaviour = { kind: 'status', status: 401, body: JSON.stringify({ error: 'bad', code: 'X' }) }
    const res = await get(
      recorder({ recordErrors: true }),
      `/v1/people/profile?username=${encodeURIComponent(REAL_KEY)}`,
    )
    expect(res.status).toBe(502)
    expect(writtenFiles().size).toBe(0)
  })

  it('never reaches the journal, the options, the warnings or the files of a recording session', async () => {
    const app = recorder({ recordErrors: true })
    await get(app, '/v1/people/profile?username=ann')
    behaviour = {
      kind: 'status',
      status: 429,
      body: '{"error":"slow down","code":"RATE_LIMIT_EXCEEDED"}',
      headers: { 'retry-after': '3' },
    }
    await get(app, '/v1/people/profile?username=bob')
    behaviour = { kind: 'echo-body', form: REAL_KEY }
    await get(app, '/v1/people/profile?username=eve')
    expectNoKeyAnywhere([
      JSON.stringify(app.mock.journal.list()),
      JSON.stringify(app.mock.options),
      ...warnings,
      ...writtenFiles().values(),
    ])
    expect(writtenFiles().size).toBe(3)
  })
})

describe('the endpoint table', () => {
  it('records every endpoint under its own folder', async () => {
    const app = recorder()
    for (const def of ENDPOINTS_BY_ID.values()) {
      const value = generatedValue(def)
      expect((await get(app, `${def.path}?${def.param}=${encodeURIComponent(value)}`, DEV)).status).toBe(200)
    }
    const files = [...writtenFiles().keys()].filter((f) => !f.endsWith('.meta.json'))
    expect(files).toHaveLength(ENDPOINTS_BY_ID.size)
    expect(warnings.filter((w) => w.startsWith('drift:'))).toEqual([])
  })
})

describe('the command line', () => {
  it('records with the key from --key-env and never prints it', { tags: ['process'] }, async () => {
    const cli = await spawnCli(
      [
        'serve',
        '--mode',
        'record',
        '--upstream',
        upstream,
        '--key-env',
        'NLM_TEST_UPSTREAM_KEY',
        '--fixtures',
        fixturesDir(),
        '--port',
        '0',
      ],
      { NLM_TEST_UPSTREAM_KEY: REAL_KEY },
    )
    try {
      const res = await fetch(`${cli.url}/v1/people/profile?username=ann`, { headers: DEV })
      expect(res.status).toBe(200)
      expect(await res.text()).toBe(await upstreamBody('/v1/people/profile?username=ann'))
      expect(existsSync(join(fixturesDir(), 'people/profile/ann.json'))).toBe(true)
    } finally {
      expect(await cli.stop()).toBe(0)
    }
    expect(cli.output()).toContain('mode record: forwarding to')
    expectNoKeyAnywhere([cli.output()])
  })
})
