import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HealthAnswerSchema } from '../src/admin/schemas.js'
import { Journal, type JournalEvent } from '../src/journal/journal.js'
import type { RuntimeApp } from '../src/app.js'
import { DEV, get, testApp } from './support/app.js'
import { tempDir, writeFiles } from './support/tmp.js'

const STARTER = 'test_starter_0000000000000001'
const KEYS = [{ key: STARTER, plan: 'Starter' as const, credits: 5 }]
const PROFILE = '/v1/people/profile?username=jane-doe'

async function call(app: RuntimeApp, method: string, path: string, body?: unknown) {
  const res = await app.request(`/__admin${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, body: (await res.json()) as any }
}

/** Reads server-sent events from a stream until `count` events arrived, then closes it. */
async function readEvents(res: Response, count: number): Promise<{ event: string; data: any }[]> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let text = ''
  const events: { event: string; data: any }[] = []
  while (events.length < count) {
    const { value, done } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
    for (let at = text.indexOf('\n\n'); at >= 0; at = text.indexOf('\n\n')) {
      const block = text.slice(0, at)
      text = text.slice(at + 2)
      const event = /^event: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      if (event && data) events.push({ event, data: JSON.parse(data) })
    }
  }
  await reader.cancel()
  return events
}

describe('journal subscribers', () => {
  it('hear each recorded request and each notice until they unsubscribe', () => {
    const journal = new Journal(10)
    const heard: JournalEvent[] = []
    const stop = journal.subscribe((e) => heard.push(e))
    const input = {
      at: 0,
      method: 'GET',
      path: '/v1/x',
      key: null,
      scenario: null,
      rule: null,
      status: 200,
      credits: 1,
      latencyMs: 1,
      source: 'generated',
      url: '/v1/x?a=1',
    }
    journal.record(input)
    journal.notify({ kind: 'clock', message: 'moved' }, 0)
    stop()
    journal.record(input)
    // a request's entry is built when read: the events are compared by what a subscriber reads of them
    expect(heard.map((e) => (e.type === 'request' ? { type: e.type, entry: e.entry } : e))).toEqual([
      { type: 'request', entry: expect.objectContaining({ id: 1, path: '/v1/x', query: { a: '1' } }) },
      { type: 'notice', time: '1970-01-01T00:00:00.000Z', kind: 'clock', message: 'moved' },
    ])
  })

  it('a throwing subscriber does not fail the request', async () => {
    const app = testApp()
    app.mock.journal.subscribe(() => {
      throw new Error('broken')
    })
    expect((await get(app, PROFILE)).status).toBe(200)
  })
})

describe('GET /__admin/health', () => {
  it('says status, version, uptime, fixtures and scenario', async () => {
    const app = testApp({ scenario: 'flaky' })
    const { status, body } = await call(app, 'GET', '/health')
    expect(status).toBe(200)
    expect(HealthAnswerSchema.parse(body)).toMatchObject({ status: 'ok', fixtures: 0, scenario: 'flaky' })
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/)
  })
})

describe('GET /__admin/events', () => {
  it('streams requests as they are answered and notices of scenario switches and clock moves', async () => {
    const app = testApp({ keys: KEYS })
    const res = await app.request('/__admin/events')
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    // the stream listens from the moment it is answered
    const events = readEvents(res, 4)
    await get(app, PROFILE, { Authorization: `Bearer ${STARTER}` })
    await call(app, 'PUT', '/scenario', { name: 'flaky' })
    await call(app, 'POST', '/clock', { advanceMs: 60_000 })
    await get(app, '/v1/nope')
    const got = await events
    expect(got.map((e) => e.event)).toEqual(['request', 'notice', 'notice', 'request'])
    expect(got[0]?.data).toMatchObject({
      path: '/v1/people/profile',
      status: 200,
      key: 'test…001',
      source: 'generated',
    })
    expect(JSON.stringify(got)).not.toContain(STARTER)
    expect(got[1]?.data).toMatchObject({ kind: 'scenario', message: 'scenario switched to flaky' })
    expect(got[2]?.data.message).toMatch(/^clock moved 60000 ms to 2025-06-01T12:01:00/)
    expect(got[3]?.data).toMatchObject({ id: 2, path: '/v1/nope', scenario: 'flaky' })
  })

  it('stops telling a stream once it is closed', async () => {
    const app = testApp()
    const res = await app.request('/__admin/events')
    await readEvents(res, 0)
    await expect.poll(() => app.mock.journal.watched).toBe(false)
  })
})

describe('GET /__admin/requests/{id}/answer', () => {
  it('gives a served answer again, with the endpoint, value and page to save it under', async () => {
    const app = testApp({ fixtures: tempDir() })
    const served = await get(app, '/v1/people/similar-profiles?url=https://www.network.example/in/jane-doe/&page=2')
    const { status, body } = await call(app, 'GET', '/requests/1/answer')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      endpoint: 'people/similar-profiles',
      value: 'jane-doe',
      page: 2,
      note: null,
      fixture: { name: 'jane-doe@page-2.json', status: 200 },
    })
    expect(body.body).toEqual(served.body)
  })

  it.each([
    ['a refusal', PROFILE, {}, /a 401 refusal has no stored body/],
    ['an unknown path', '/v1/people/nothing', DEV, /is not an endpoint/],
  ])('has no body for %s, and says why', async (_what, url, headers, note) => {
    const app = testApp()
    await get(app, url, headers)
    const { body } = await call(app, 'GET', '/requests/1/answer')
    expect(body.body).toBeNull()
    expect(body.note).toMatch(note)
  })

  it('refuses an unknown id with a 400', async () => {
    expect((await call(testApp(), 'GET', '/requests/99/answer')).status).toBe(400)
  })
})

describe('fixtures from the admin API', () => {
  it('saves an answer as a fixture file (atomically, pretty JSON) and serves it from the next request on', async () => {
    const dir = tempDir()
    const app = testApp({ fixtures: dir })
    const first = await get(app, PROFILE)
    expect(first.res.headers.get('x-mock-source')).toBe('generated')
    const body = { ...first.body, firstName: 'Saved' }
    const saved = await call(app, 'POST', '/fixtures', { endpoint: 'people/profile', value: 'jane-doe', body })
    expect(saved.status).toBe(201)
    expect(saved.body).toMatchObject({
      endpoint: 'people/profile',
      name: 'jane-doe.json',
      file: join(dir, 'people/profile/jane-doe.json'),
    })
    expect(JSON.parse(readFileSync(join(dir, 'people/profile/jane-doe.json'), 'utf8'))).toEqual(body)
    expect(readdirSync(join(dir, 'people/profile'))).toEqual(['jane-doe.json'])
    const again = await get(app, PROFILE)
    expect(again.res.headers.get('x-mock-source')).toBe('fixture')
    expect(again.body.firstName).toBe('Saved')
    const list = await call(app, 'GET', '/fixtures')
    expect(list.body).toEqual({
      count: 1,
      fixtures: [
        { endpoint: 'people/profile', name: 'jane-doe.json', file: join(dir, 'people/profile/jane-doe.json') },
      ],
    })
    const open = await call(app, 'GET', '/fixtures/content?endpoint=people/profile&name=jane-doe.json')
    expect(open.body.body).toEqual(body)
  })

  it('saves a later page under its own name', async () => {
    const dir = tempDir()
    const app = testApp({ fixtures: dir })
    const { body } = await get(app, '/v1/people/similar-profiles?username=jane-doe&page=3')
    expect(
      (await call(app, 'POST', '/fixtures', { endpoint: 'people/similar-profiles', value: 'jane doe', page: 3, body }))
        .status,
    ).toBe(201)
    expect(existsSync(join(dir, 'people/similar-profiles/jane%20doe@page-3.json'))).toBe(true)
  })

  it.each([
    [
      'a body that breaks the schema',
      { endpoint: 'people/profile', value: 'x', body: { data: 1 } },
      /^\$\.body.*people\/profile response schema/,
    ],
    ['an unknown endpoint', { endpoint: 'people/nothing', value: 'x', body: {} }, /unknown endpoint people\/nothing/],
    ['a missing value', { endpoint: 'people/profile', body: {} }, /^\$\.value/],
    ['an unknown field', { endpoint: 'people/profile', value: 'x', body: {}, extra: 1 }, /^\$/],
  ])('refuses %s with a 400 and writes nothing', async (_what, input, message) => {
    const dir = tempDir()
    const app = testApp({ fixtures: dir })
    const { status, body } = await call(app, 'POST', '/fixtures', input)
    expect(status).toBe(400)
    expect(body.error).toMatch(message)
    expect(readdirSync(dir)).toEqual([])
  })

  it('never writes an API key to disk', async () => {
    const dir = tempDir()
    const app = testApp({ fixtures: dir, keys: KEYS })
    const { body } = await get(app, PROFILE)
    const leaky = { ...body, headline: `key ${STARTER}` }
    const refused = await call(app, 'POST', '/fixtures', { endpoint: 'people/profile', value: 'jane-doe', body: leaky })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatch(/contains an API key/)
    expect(JSON.stringify(refused.body)).not.toContain(STARTER)
    expect(readdirSync(dir)).toEqual([])
  })

  it('refuses to save when fixtures are off', async () => {
    const app = testApp({ fixtures: false })
    const { body } = await get(app, PROFILE)
    expect(
      (await call(app, 'POST', '/fixtures', { endpoint: 'people/profile', value: 'jane-doe', body })).body.error,
    ).toMatch(/fixtures are off/)
  })

  it('lists loaded fixtures and opens only those', async () => {
    const dir = writeFiles(tempDir(), {})
    const app = testApp({ fixtures: dir })
    expect((await call(app, 'GET', '/fixtures/content?endpoint=people/profile&name=../../etc/passwd')).status).toBe(400)
  })
})

describe('POST /__admin/keys/{key}/reset', () => {
  it('puts one key back to its start-up credits, usage and scenario, leaving the others', async () => {
    const app = testApp({ keys: KEYS })
    await get(app, PROFILE, { Authorization: `Bearer ${STARTER}` })
    await get(app, PROFILE)
    await call(app, 'PUT', `/keys/${STARTER}`, { credits: 0, scenario: 'flaky' })
    const { status, body } = await call(app, 'POST', '/keys/test…001/reset')
    expect(status).toBe(200)
    expect(body).toMatchObject({ creditsRemaining: 5, scenario: null, usage: { calls: 0, creditsUsed: 0 } })
    expect((await call(app, 'GET', '/keys/mock-dev-key')).body.usage.calls).toBe(1)
  })
})

describe('the event stream and fixtures over a socket', () => {
  it('a closing server ends open event streams instead of waiting for them', async () => {
    const { startMockServer } = await import('../src/server.js')
    const mock = await startMockServer({ fixtures: false })
    const res = await fetch(`${mock.url}/__admin/events`)
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    await reader.read()
    const closing = mock.close({ graceMs: 20_000 })
    let done = false
    while (!done) done = (await reader.read()).done
    await closing
    expect(done).toBe(true)
  })

  it('refuses to save a fixture for a page of another origin', async () => {
    const dir = tempDir()
    const app = testApp({ fixtures: dir })
    const { body } = await get(app, PROFILE)
    const input = { endpoint: 'people/profile', value: 'jane-doe', body }
    const foreign = await app.request('http://127.0.0.1:4010/__admin/fixtures', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: JSON.stringify(input),
    })
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' })
    expect(readdirSync(dir)).toEqual([])
    const same = await app.request('http://127.0.0.1:4010/__admin/fixtures', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:4010' },
      body: JSON.stringify(input),
    })
    expect(same.status).toBe(201)
  })
})

describe('the console page', () => {
  it('is served without the admin token (it holds no data); the admin API it calls still wants the token', async () => {
    const app = testApp({ adminToken: 'admin-secret-123' })
    const page = await app.request('/__admin/ui')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<script src="/__admin/ui/console.js"></script>')
    expect((await app.request('/__admin/health')).status).toBe(401)
    expect((await app.request('/__admin/events')).status).toBe(401)
    expect(
      (await app.request('/__admin/health', { headers: { Authorization: 'Bearer admin-secret-123' } })).status,
    ).toBe(200)
  })

  it('is not served when the admin API is off, and /docs and /openapi.json leave the admin API out', async () => {
    const app = testApp({ admin: false })
    const page = await app.request('/__admin/ui')
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type')).toMatch(/^application\/json/)
    const doc = (await (await app.request('/openapi.json')).json()) as { paths: Record<string, unknown> }
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/__admin'))).toBe(false)
    expect((await app.request('/docs')).status).toBe(200)
  })
})

describe('GET /__admin/rate-windows', () => {
  it("counts each key's admitted requests in the last 60 s and says when the oldest leaves, without expiring any", async () => {
    const app = testApp({ keys: KEYS })
    const starter = { Authorization: `Bearer ${STARTER}` }
    await get(app, PROFILE, starter)
    app.mock.clock.advance(20_000)
    await get(app, PROFILE, starter)
    const { body } = await call(app, 'GET', '/rate-windows')
    expect(body.windowMs).toBe(60_000)
    expect(body.keys).toEqual([
      { key: 'mo…y', limit: null, used: 0, oldestLeavesInSeconds: null },
      { key: 'test…001', limit: expect.any(Number), used: 2, oldestLeavesInSeconds: 40 },
    ])
    app.mock.clock.advance(45_000)
    expect((await call(app, 'GET', '/rate-windows')).body.keys[1]).toMatchObject({ used: 1, oldestLeavesInSeconds: 15 })
  })
})
