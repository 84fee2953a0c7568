import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkFixtures } from '../src/drift/check.js'
import { ENDPOINTS, ENDPOINTS_BY_ID } from '../src/endpoints.js'
import type { MockOptions } from '../src/options.js'
import { forwardedQuery, passthroughId, recordingKey } from '../src/record/passthrough.js'
import { SecretGuard } from '../src/record/secret.js'
import { UpstreamClient } from '../src/record/upstream.js'
import { isSecretName } from '../src/util/redact.js'
import { DEV, get, testApp } from './support/app.js'
import { tempDir, writeFiles } from './support/tmp.js'
import { sampleUrl } from './support/values.js'

const REAL_KEY = 'real-upstream-key-Zq8/wX+3='
const STARTER = 'test_starter_0000000000000001'

/** How the fake upstream answers. */
type Behaviour =
  | { kind: 'echo' }
  | { kind: 'status'; status: number; body: string; type?: string; headers?: Record<string, string> }
  | { kind: 'hang' }
  | { kind: 'reset' }

let behaviour: Behaviour = { kind: 'echo' }
const received: { url: string; headers: IncomingHttpHeaders }[] = []
const hanging: ServerResponse[] = []

/** The real service, played by a node:http server that answers what it was sent (or as `behaviour` says). */
const fake: Server = createServer((req, res) => {
  received.push({ url: req.url ?? '', headers: req.headers })
  const b = behaviour
  if (b.kind === 'hang') {
    hanging.push(res)
    return
  }
  if (b.kind === 'reset') {
    req.socket.destroy()
    return
  }
  if (b.kind === 'status') {
    res.writeHead(b.status, { 'content-type': b.type ?? 'application/json', ...b.headers })
    res.end(b.body)
    return
  }
  // hop-by-hop and private headers the mock must not relay
  res.writeHead(200, {
    'content-type': 'application/json',
    'set-cookie': 'session=upstream-session-cookie',
    'keep-alive': 'timeout=5',
    'x-upstream-trace': 'trace-1',
    'retry-after': '7',
  })
  res.end(JSON.stringify({ success: true, data: { url: req.url, items: [{ name: 'Ann' }] } }))
})

let upstream = ''
let down = ''

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  )
}

beforeAll(async () => {
  upstream = await listen(fake)
  // a port that was just free and is closed again: connection refused
  const closed = createServer()
  down = await listen(closed)
  await new Promise<void>((resolve) => closed.close(() => resolve()))
})

afterAll(async () => {
  for (const res of hanging) res.destroy()
  fake.closeAllConnections()
  await new Promise<void>((resolve) => fake.close(() => resolve()))
})

let warnings: string[] = []
beforeEach(() => {
  behaviour = { kind: 'echo' }
  received.length = 0
  warnings = []
})

function passApp(options: MockOptions = {}) {
  return testApp({
    passthrough: upstream,
    upstreamKey: REAL_KEY,
    warn: (m) => warnings.push(m),
    ...options,
  })
}

/** Every file below a folder, path and text. */
function filesBelow(dir: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = []
  for (const name of readdirSync(dir)) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) out.push(...filesBelow(full))
    else out.push({ file: full, text: readFileSync(full, 'utf8') })
  }
  return out
}

/** The upstream key, and each mock key given, in any encoding the recorder's guard knows. */
function expectNoSecret(texts: readonly string[], keys: readonly string[] = []): void {
  const guards = [REAL_KEY, ...keys].map((k) => [k, new SecretGuard(k)] as const)
  for (const text of texts)
    for (const [key, guard] of guards) expect(guard.contains(text), `${key} in ${text}`).toBe(false)
}

describe('forwarding undeclared paths', () => {
  it.each([
    '/v1/people/search?firstName=Jane&lastName=Doe',
    '/v1/locations/search?keywords=New%20York',
    '/v1/jobs/search?keywords=data+engineer&start=10',
    '/v1/people/search?keywords=caf%C3%A9&keywords=caf%c3%a9&keywords=café',
    '/v1/people/search?q=%2F%3F%26%3D&empty=&flag',
    '/v1/companies/extra/deep/path',
    '/v1/people/search?firstName=Ren%C3%A9e&geo=%5B%22103644278%22%5D',
  ])('%s reaches the upstream with its query as sent and the upstream key', async (url) => {
    const { status, body, res } = await get(passApp(), url)
    expect(status).toBe(200)
    expect(res.headers.get('x-mock-source')).toBe('upstream')
    expect(received).toHaveLength(1)
    const [seen] = received
    // a non-ASCII character is sent percent-encoded, as any HTTP client sends it
    expect(seen?.url).toBe(new URL(url, 'http://x').pathname + new URL(url, 'http://x').search)
    expect(seen?.headers.authorization).toBe(`Bearer ${REAL_KEY}`)
    expect(body).toEqual({ success: true, data: { url: seen?.url, items: [{ name: 'Ann' }] } })
  })

  it('relays status, body and the allowed headers; drops cookies, hop-by-hop and private headers both ways', async () => {
    const { res } = await get(passApp(), '/v1/people/search?keywords=x', {
      ...DEV,
      Cookie: 'mock-session=abc',
      'Accept-Language': 'de-DE',
      'User-Agent': 'client/1.0',
      Accept: 'application/json, */*',
      'X-Forwarded-For': '10.0.0.1',
      'X-Mock-Scenario': 'default',
      Connection: 'keep-alive, x-private',
      'X-Private': 'secret-ish',
    })
    const sent = received[0]?.headers ?? {}
    expect(sent['accept-language']).toBe('de-DE')
    expect(sent['user-agent']).toBe('client/1.0')
    expect(sent.accept).toBe('application/json, */*')
    for (const name of ['cookie', 'x-forwarded-for', 'x-mock-scenario', 'x-private', 'x-api-key'])
      expect(sent[name], name).toBeUndefined()
    expect(res.headers.get('retry-after')).toBe('7')
    expect(res.headers.get('content-type')).toBe('application/json')
    for (const name of ['set-cookie', 'keep-alive', 'x-upstream-trace']) expect(res.headers.get(name), name).toBeNull()
  })

  it.each([
    ['an endpoint path', (def: (typeof ENDPOINTS)[number]) => sampleUrl(def)],
    ['an endpoint path with a trailing slash', (def: (typeof ENDPOINTS)[number]) => sampleUrl(def).replace('?', '/?')],
    ['an endpoint path without its parameter', (def: (typeof ENDPOINTS)[number]) => def.path],
  ])('never forwards %s, for every endpoint', async (_, url) => {
    const app = passApp()
    for (const def of ENDPOINTS) {
      const { res } = await get(app, url(def))
      expect(res.headers.get('x-mock-source'), def.id).not.toBe('upstream')
    }
    expect(received).toEqual([])
  })

  it.each([
    ['POST', '/v1/people/search?keywords=x', 404],
    ['DELETE', '/v1/people/search', 404],
    ['HEAD', '/v1/people/search?keywords=x', 404],
    ['POST', '/v1/people/profile?username=x', 405],
    ['GET', '/v2/people/search?keywords=x', 404],
    ['GET', '/v1', 404],
    ['GET', '/v1/', 404],
    ['GET', '/v1/people/a%20b', 404],
    ['GET', '/v1/.hidden/x', 404],
    ['GET', '/v1/people/%2e%2e%2fadmin', 404],
    ['GET', '/people/search', 404],
  ])('%s %s is not forwarded (%i)', async (method, url, status) => {
    const res = await passApp().request(url, { method, headers: DEV })
    expect(res.status).toBe(status)
    expect(received).toEqual([])
    if (method !== 'HEAD')
      expect(await res.json()).toMatchObject({ code: status === 405 ? 'METHOD_NOT_ALLOWED' : 'ROUTE_NOT_FOUND' })
  })
})

describe("the client's key never reaches the upstream", () => {
  const b64 = (s: string): string => Buffer.from(s).toString('base64')
  it.each([
    ['Bearer header', '', (k: string) => ({ Authorization: `Bearer ${k}` })],
    ['x-api-key header', '', (k: string) => ({ 'x-api-key': k })],
    ['api_key query', 'api_key=@KEY@', () => ({})],
    ['API_KEY query', 'API_KEY=@KEY@', () => ({})],
    ['Api-Key query', 'Api-Key=@KEY@', () => ({})],
    ['apiKey query', 'apiKey=@KEY@', () => ({})],
    ['encoded name api%5Fkey', 'api%5Fkey=@KEY@', () => ({})],
    ['encoded name API%5fKEY', 'API%5fKEY=@KEY@', () => ({})],
    ['token query', 'token=@KEY@', () => ({})],
    ['access_token query', 'access_token=@KEY@', () => ({})],
    ['the key as an ordinary value', 'q=@KEY@', () => ({})],
    ['the key percent-encoded in a value', 'q=@ENC@', () => ({})],
    ['the key in base64 in a value', 'q=@B64@', () => ({})],
    ['the key double-encoded under a double-encoded name', 'api%255Fkey=@ENC2@', () => ({})],
    ['the key in User-Agent', '', (k: string) => ({ 'User-Agent': `app ${k}` })],
  ])('%s', async (_, query, headers) => {
    for (const key of ['mock-dev-key', STARTER]) {
      received.length = 0
      const q = query
        .replace('@ENC2@', encodeURIComponent(encodeURIComponent(key)))
        .replace('@ENC@', [...key].map((ch) => `%${ch.charCodeAt(0).toString(16)}`).join(''))
        .replace('@B64@', encodeURIComponent(b64(key)))
        .replace('@KEY@', key)
      const url = `/v1/people/search?keywords=data${q ? `&${q}` : ''}`
      const hs = { Authorization: `Bearer ${key}`, ...headers(key) }
      const { status } = await get(passApp(), url, hs)
      expect(status, url).toBe(200)
      expect(received).toHaveLength(1)
      const seen = received[0]
      expect(seen?.headers.authorization).toBe(`Bearer ${REAL_KEY}`)
      expect(new SecretGuard(key).contains(JSON.stringify(seen)), `${key} sent for ${url}`).toBe(false)
      // what is not the key goes through
      expect(seen?.url).toContain('keywords=data')
    }
  })

  it('holds back any parameter with a secret name, and keeps every other pair as written (property)', () => {
    const name = fc.oneof(
      fc.constantFrom('api_key', 'apiKey', 'X-Api-Key', 'token', 'auth', 'secret', 'keywords', 'monkey', 'author'),
      fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.-]{0,12}$/),
    )
    const value = fc.string({ maxLength: 20 })
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 8 }), (pairs) => {
        const written = pairs.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`)
        const { search, parameters } = forwardedQuery(written.join('&'), undefined)
        const kept = written.filter((_, i) => {
          const n = pairs[i]?.[0] ?? ''
          return !isSecretName(n) && !n.startsWith('__')
        })
        expect(search).toBe(kept.join('&'))
        for (const n of Object.keys(parameters)) expect(isSecretName(n)).toBe(false)
      }),
      { numRuns: 300 },
    )
  })
})

describe('the mock stages apply to pass-through', () => {
  it('needs a key: a call without one is 401 and is not forwarded', async () => {
    const { status, body } = await get(passApp(), '/v1/people/search?keywords=x', {})
    expect(status).toBe(401)
    expect(body.code).toBe('MISSING_API_KEY')
    expect(received).toEqual([])
  })

  it('costs 1 credit when the upstream answers 2xx, nothing when it does not; 402 once the credits are gone', async () => {
    const app = passApp({ keys: [{ key: 'test_small_000000000000000001', plan: 'Growth', credits: 2 }] })
    const key = { Authorization: 'Bearer test_small_000000000000000001' }
    const first = await get(app, '/v1/people/search?keywords=a', key)
    expect(first.res.headers.get('x-mock-credits-remaining')).toBe('1')
    behaviour = { kind: 'status', status: 503, body: '{"message":"busy"}' }
    const failed = await get(app, '/v1/people/search?keywords=b', key)
    expect(failed.status).toBe(503)
    expect(failed.res.headers.get('x-mock-credits-remaining')).toBe('1')
    behaviour = { kind: 'echo' }
    expect((await get(app, '/v1/people/search?keywords=c', key)).status).toBe(200)
    const out = await get(app, '/v1/people/search?keywords=d', key)
    expect(out.status).toBe(402)
    expect(out.body.code).toBe('INSUFFICIENT_CREDITS')
    expect(received).toHaveLength(3)
  })

  it('is rate limited with the key', async () => {
    const app = passApp()
    const key = { Authorization: `Bearer ${STARTER}` }
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await get(app, `/v1/people/search?keywords=k${i}`, key)).status)
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses[20]).toBe(429)
    expect(received).toHaveLength(20)
  })

  it.each([
    ['server-error', 500, 'INTERNAL_ERROR'],
    ['rate-limited', 429, 'RATE_LIMIT_EXCEEDED'],
    ['credits-exhausted', 402, 'INSUFFICIENT_CREDITS'],
  ])('scenario %s answers in place of the upstream', async (scenario, status, code) => {
    const { status: got, body } = await get(passApp({ scenario }), '/v1/people/search?keywords=x')
    expect(got).toBe(status)
    expect(body.code).toBe(code)
    expect(received).toEqual([])
  })

  it('is journaled with its source and credit, its secrets redacted', async () => {
    const app = passApp()
    await get(app, `/v1/people/search?keywords=x&api_key=${STARTER}`, { Authorization: `Bearer ${STARTER}` })
    const res = await app.request('/__admin/requests')
    const text = await res.text()
    const entry = JSON.parse(text).requests[0]
    expect(entry).toMatchObject({ path: '/v1/people/search', status: 200, source: 'upstream', credits: 1 })
    expectNoSecret([text, ...warnings], [STARTER])
  })
})

describe('upstream faults', () => {
  it('an upstream that refuses connections is 502 UPSTREAM_UNAVAILABLE JSON, at no cost', async () => {
    const { status, body, res } = await get(passApp({ passthrough: down }), '/v1/people/search?keywords=x', {
      Authorization: `Bearer ${STARTER}`,
    })
    expect(status).toBe(502)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
    expect(res.headers.get('x-mock-credits-remaining')).toBe('1000')
  })

  it('a connection the upstream drops is 502 UPSTREAM_UNAVAILABLE', async () => {
    behaviour = { kind: 'reset' }
    const { status, body } = await get(passApp(), '/v1/people/search?keywords=x')
    expect(status).toBe(502)
    expect(body.code).toBe('UPSTREAM_UNAVAILABLE')
  })

  it('an upstream that does not answer in time is 504 UPSTREAM_TIMEOUT', async () => {
    behaviour = { kind: 'hang' }
    const { status, body } = await get(passApp({ upstreamTimeoutMs: 300 }), '/v1/people/search?keywords=x')
    expect(status).toBe(504)
    expect(body).toMatchObject({ code: 'UPSTREAM_TIMEOUT' })
  })

  it.each([
    [500, '{"message":"Internal error"}', 'application/json'],
    [404, '{"message":"Results not found","code":"NOT_FOUND"}', 'application/json'],
    [429, '{"message":"slow down"}', 'application/json'],
  ])('a %i answer is relayed with its status and body, and not recorded', async (status, body, type) => {
    behaviour = { kind: 'status', status, body, type }
    const fixtures = tempDir('nlm-pass-')
    const res = await get(passApp({ fixtures, recordPassthrough: true }), '/v1/people/search?keywords=x')
    expect(res.status).toBe(status)
    expect(res.text).toBe(body)
    expect(filesBelow(fixtures)).toEqual([])
  })

  it('an HTML answer is relayed as the record modes relay it, not recorded, and said so', async () => {
    const html = '<html><body>Bad gateway</body></html>'
    behaviour = { kind: 'status', status: 200, body: html, type: 'text/html' }
    const fixtures = tempDir('nlm-pass-')
    const res = await get(passApp({ fixtures, recordPassthrough: true }), '/v1/people/search?keywords=x')
    expect(res.status).toBe(200)
    expect(res.text).toBe(html)
    expect(res.res.headers.get('content-type')).toBe('application/json')
    expect(filesBelow(fixtures)).toEqual([])
    expect(warnings.join('\n')).toContain('people/search answered 200 with a body that is not JSON; not recorded')
  })

  it('an answer carrying the upstream key is neither relayed nor recorded (502 RECORDING_REFUSED)', async () => {
    for (const body of [
      JSON.stringify({ echo: REAL_KEY }),
      JSON.stringify({ echo: encodeURIComponent(REAL_KEY) }),
      JSON.stringify({ echo: Buffer.from(REAL_KEY).toString('base64') }),
    ]) {
      behaviour = { kind: 'status', status: 200, body }
      const fixtures = tempDir('nlm-pass-')
      const res = await get(passApp({ fixtures, recordPassthrough: true }), '/v1/people/search?keywords=x')
      expect(res.status).toBe(502)
      expect(res.body.code).toBe('RECORDING_REFUSED')
      expect(filesBelow(fixtures)).toEqual([])
      expectNoSecret([res.text, ...warnings])
    }
  })

  it.each([
    [1000, 1001, true],
    [1000, 1000, false],
  ])('a body over the upstream client limit (%i bytes) is refused: %i bytes', async (max, size, refused) => {
    behaviour = { kind: 'status', status: 200, body: JSON.stringify({ pad: 'x'.repeat(size - 10) }) }
    const client = new UpstreamClient({
      baseUrl: upstream,
      key: REAL_KEY,
      timeoutMs: 5000,
      scrub: (t) => t,
      maxBodyBytes: max,
    })
    const answer = client.forward('/v1/x', '', {})
    if (refused) await expect(answer).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
    else expect((await answer).text).toHaveLength(size)
  })
})

describe('--record-passthrough', () => {
  const requests = [
    ['/v1/people/search?firstName=Jane&lastName=Doe', 'people/search/firstName%3DJane%26lastName%3DDoe.json'],
    ['/v1/locations/search?keywords=berlin', 'locations/search/berlin.json'],
    ['/v1/locations/search?keywords=S%C3%A3o%20Paulo', 'locations/search/S%C3%A3o%20Paulo.json'],
    ['/v1/jobs/search?keywords=data&start=10', 'jobs/search/data@page-2.json'],
    ['/v1/jobs/search?keywords=data&page=3', 'jobs/search/data@page-3.json'],
    ['/v1/geo/regions', 'geo/regions/_default.json'],
  ] as const

  it('writes each 2xx answer as a fixture of its path, with its meta, nothing secret in either', async () => {
    const fixtures = tempDir('nlm-pass-')
    const app = passApp({ fixtures, recordPassthrough: true })
    for (const [url] of requests) {
      const res = await get(app, `${url}${url.includes('?') ? '&' : '?'}api_key=${STARTER}&__scenario=default`, {
        Authorization: `Bearer ${STARTER}`,
      })
      expect(res.status, url).toBe(200)
    }
    for (const [i, [, file]] of requests.entries()) {
      const body = JSON.parse(readFileSync(join(fixtures, file), 'utf8'))
      expect(body.data.url).toBe(received[i]?.url)
      const meta = JSON.parse(readFileSync(join(fixtures, file.replace(/\.json$/, '.meta.json')), 'utf8'))
      expect(meta).toMatchObject({ passthrough: true, endpoint: file.slice(0, file.lastIndexOf('/')) })
      expect(meta.parameters).not.toHaveProperty('api_key')
    }
    const written = filesBelow(fixtures)
    expect(written).toHaveLength(requests.length * 2)
    expectNoSecret(
      written.flatMap((f) => [f.file, f.text]),
      [STARTER],
    )
  })

  it('replays the recordings afterwards from the fixtures folder, the upstream gone', async () => {
    const fixtures = tempDir('nlm-pass-')
    const recording = passApp({ fixtures, recordPassthrough: true })
    const answers = new Map<string, string>()
    for (const [url] of requests) answers.set(url, (await get(recording, url)).text)
    const replay = passApp({ fixtures, passthrough: down })
    for (const [url] of requests) {
      const { status, text, res } = await get(replay, url)
      expect(status, url).toBe(200)
      expect(res.headers.get('x-mock-source')).toBe('fixture')
      expect(text).toBe(answers.get(url))
    }
    // a query never recorded is forwarded (here to nothing), not served another recording
    expect((await get(replay, '/v1/locations/search?keywords=paris')).status).toBe(502)
    expect((await get(replay, '/v1/geo/regions?country=de')).status).toBe(502)
    // mode record forwards even what is recorded
    expect(
      (await get(passApp({ fixtures, passthrough: down, mode: 'record', upstream: down }), requests[1][0])).status,
    ).toBe(502)
  })

  it('leaves a fixtures folder that loads without --passthrough and passes drift', async () => {
    const fixtures = tempDir('nlm-pass-')
    const recording = passApp({ fixtures, recordPassthrough: true })
    for (const [url] of requests) await get(recording, url)
    const plain = testApp({ fixtures })
    const { status, body } = await get(plain, '/v1/locations/search?keywords=berlin')
    expect(status).toBe(404)
    expect(body.code).toBe('ROUTE_NOT_FOUND')
    expect(checkFixtures(fixtures, ENDPOINTS_BY_ID).fixtures).toEqual([])
  })

  it.each([
    ['no meta file', { 'people/search/x.json': { a: 1 } }, /folder "people\/search" is not an endpoint/],
    [
      'a meta file without the pass-through mark',
      { 'people/search/x.json': { a: 1 }, 'people/search/x.meta.json': { passthrough: false } },
      /folder "people\/search" is not an endpoint/,
    ],
    [
      'a pass-through recording that is not JSON',
      { 'people/search/x.json': '{"a":', 'people/search/x.meta.json': { passthrough: true } },
      /people\/search\/x\.json.*invalid JSON/,
    ],
  ])('a folder no endpoint declares is still refused at start-up with %s', (_, files, message) => {
    const fixtures = writeFiles(tempDir('nlm-pass-'), files)
    expect(() => testApp({ fixtures })).toThrow(message)
  })

  it('is refused without passthrough, and passthrough without the upstream key', () => {
    expect(() => testApp({ recordPassthrough: true })).toThrow(/--passthrough/)
    expect(() => testApp({ passthrough: upstream })).toThrow(/--key-env/)
    expect(() =>
      testApp({ passthrough: upstream, upstreamKey: REAL_KEY, mode: 'lockdown', fixtures: tempDir() }),
    ).toThrow(/lockdown/)
    expect(() => testApp({ passthrough: 'ftp://x', upstreamKey: REAL_KEY })).toThrow(/passthrough: .* must be http/)
  })
})

describe('without --passthrough', () => {
  it.each([
    ['/v1/people/search?keywords=x', undefined],
    ['/v1/people/profil?username=x', '/v1/people/profile'],
    ['/v1/companies/by-i?id=1', '/v1/companies/by-id'],
    ['/v1/locations/search', undefined],
  ])('%s is 404 ROUTE_NOT_FOUND naming the closest declared path', async (url, meant) => {
    const { status, body } = await get(testApp(), url)
    expect(status).toBe(404)
    expect(body.code).toBe('ROUTE_NOT_FOUND')
    if (meant) expect(body.error).toContain(`did you mean ${meant}`)
    expect(received).toEqual([])
  })
})

describe('naming', () => {
  it.each([
    ['/v1/people/search', 'people/search'],
    ['/v1/people/search/', 'people/search'],
    ['/v1/a.b/c_d/e~f', 'a.b/c_d/e~f'],
    ['/v1/', undefined],
    ['/v1/.git/config', undefined],
    ['/v1/people/..', undefined],
    ['/v1/people//x', undefined],
    ['/v1/a b', undefined],
    [`/v1/${'a'.repeat(201)}`, undefined],
    ['/v2/people/search', undefined],
  ])('passthroughId(%s) is %s', (path, id) => {
    expect(passthroughId(path)).toBe(id)
  })

  it.each([
    [{}, null, 1],
    [{ keywords: 'berlin' }, 'berlin', 1],
    [{ keywords: ' berlin ' }, 'berlin', 1],
    [{ keywords: 'x', start: '20' }, 'x', 3],
    [{ keywords: 'x', page: '2' }, 'x', 2],
    [{ keywords: 'x', page: 'two' }, 'keywords=x&page=two', 1],
    [{ lastName: 'Doe', firstName: 'Jane' }, 'firstName=Jane&lastName=Doe', 1],
    // a value with `=` takes the name=value form: alone it could read as several parameters
    [{ q: 'a&b=c%' }, 'q=a%26b%3Dc%25', 1],
    [{ q: 'a&b', r: '1' }, 'q=a%26b&r=1', 1],
    [{ q: '' }, 'q=', 1],
  ])('recordingKey(%j) is %s page %i', (parameters, key, page) => {
    expect(recordingKey(parameters, 10)).toEqual({ key, page })
  })
})
