import { afterAll, beforeAll, expect, it } from 'vitest'
import { runtimeOf } from '../../src/app.js'
import { startMockServer, type MockServer } from '../../src/server.js'
import { DEV, testApp } from '../support/app.js'
import { rawRequest } from '../support/raw-http.js'

// any page could drive the admin API: wildcard CORS, a text/plain POST without preflight, and no Host check (DNS rebinding)
const app = testApp({ hostCheck: true, adminOrigins: ['http://localhost:3000'] })
const EVIL = 'https://evil.example'

it.each([
  ['evil.example'],
  ['evil.example:4010'],
  ['127.0.0.1.evil.example'],
  ['localhost.evil.example:80'],
  ['[::2]:4010'],
])('refuses Host %s with 403 JSON HOST_NOT_ALLOWED on every path', async (host) => {
  for (const path of [
    '/__admin/requests',
    '/v1/people/profile?username=jane-doe',
    '/__admin/ui',
    '/docs',
    '/openapi.json',
    '/nowhere',
  ]) {
    const res = await app.request(path, { headers: { ...DEV, Host: host } })
    expect(res.status, path).toBe(403)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toMatchObject({ code: 'HOST_NOT_ALLOWED' })
  }
})

it.each(['localhost', 'localhost:4010', '127.0.0.1', '127.0.0.1:1', 'LOCALHOST:9', '[::1]', '[::1]:4010'])(
  'serves loopback Host %s',
  async (host) => {
    const res = await app.request('/__admin/scenario', { headers: { Host: host } })
    expect(res.status).toBe(200)
  },
)

it('serves a host given with allowedHosts, any port', async () => {
  const allowed = testApp({ hostCheck: true, allowedHosts: ['mock.test'] })
  expect((await allowed.request('/__admin/scenario', { headers: { Host: 'mock.test:8080' } })).status).toBe(200)
  expect((await allowed.request('/__admin/scenario', { headers: { Host: 'other.test' } })).status).toBe(403)
})

it.each([
  ['POST', '/__admin/reset', 'text/plain'],
  ['PUT', '/__admin/scenario', 'text/plain'],
  ['POST', '/__admin/clock', 'application/x-www-form-urlencoded'],
  ['DELETE', '/__admin/requests', 'multipart/form-data; boundary=x'],
  ['PUT', '/__admin/keys/mock-dev-key', 'application/json'],
  ['GET', '/__admin/requests', 'text/plain'],
])('refuses %s %s from a foreign Origin with 403 JSON whatever the content type (%s)', async (method, path, type) => {
  const before = app.mock.scenarios.active()
  const res = await app.request(path, {
    method,
    headers: { Origin: EVIL, 'Content-Type': type },
    ...(method === 'GET' || method === 'DELETE'
      ? {}
      : { body: '{"name":"server-error","advanceMs":1000,"credits":0}' }),
  })
  expect(res.status).toBe(403)
  expect(await res.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' })
  expect(res.headers.get('access-control-allow-origin')).toBeNull()
  expect(app.mock.scenarios.active()).toBe(before)
})

it.each(['null', 'garbage', 'http://localhost:3001', 'http://127.0.0.1:3000'])(
  'refuses the admin preflight from Origin %s, with no CORS headers',
  async (origin) => {
    const res = await app.request('/__admin/scenario', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT' },
    })
    expect(res.status).toBe(403)
    expect([...res.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([])
  },
)

it('answers an allowed origin with CORS naming that origin, never *', async () => {
  const origin = 'http://localhost:3000'
  const pre = await app.request('/__admin/scenario', {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT' },
  })
  expect(pre.status).toBe(204)
  expect(pre.headers.get('access-control-allow-origin')).toBe(origin)
  expect(pre.headers.get('access-control-allow-methods')).toContain('PUT')
  const res = await app.request('/__admin/scenario', {
    method: 'PUT',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: '{"name":"default"}',
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('access-control-allow-origin')).toBe(origin)
})

it('keeps same-origin pages working: the console origin equals the Host', async () => {
  const res = await app.request('http://127.0.0.1:4010/__admin/scenario', {
    method: 'PUT',
    headers: { Host: '127.0.0.1:4010', Origin: 'http://127.0.0.1:4010', 'Content-Type': 'application/json' },
    body: '{"name":"default"}',
  })
  expect(res.status).toBe(200)
})

it('keeps wildcard CORS on /v1 for browser apps, and a preflight there allows only reading', async () => {
  const res = await app.request('/v1/people/profile?username=jane-doe', { headers: { ...DEV, Origin: EVIL } })
  expect(res.status).toBe(200)
  expect(res.headers.get('access-control-allow-origin')).toBe('*')
  const pre = await app.request('/v1/people/profile', {
    method: 'OPTIONS',
    headers: { Origin: EVIL, 'Access-Control-Request-Method': 'GET' },
  })
  expect(pre.headers.get('access-control-allow-methods')).toBe('GET,HEAD,OPTIONS')
})

let mock: MockServer
beforeAll(async () => {
  mock = await startMockServer({ fixtures: false, clock: 'virtual', warn: () => {} })
})
afterAll(() => mock.close())

it('refuses a rebinding Host over a real socket, and serves the loopback one', async () => {
  const evil = await rawRequest(
    mock.port,
    `POST /__admin/reset HTTP/1.1\r\nHost: evil.example:${mock.port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  )
  expect(evil.status).toBe(403)
  expect(JSON.parse(evil.body)).toMatchObject({ code: 'HOST_NOT_ALLOWED' })
  const own = await rawRequest(
    mock.port,
    `GET /__admin/scenario HTTP/1.1\r\nHost: localhost:${mock.port}\r\nConnection: close\r\n\r\n`,
  )
  expect(own.status).toBe(200)
})

it('checks no Host in process (no socket, nothing to rebind), and checks it on a loopback bind', async () => {
  expect(
    (await testApp().request('/v1/people/profile?username=jane-doe', { headers: { ...DEV, Host: 'api.example.com' } }))
      .status,
  ).toBe(200)
  expect(runtimeOf(mock.app).options.hostCheck).toBe(true)
})
