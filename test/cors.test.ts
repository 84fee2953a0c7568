import { expect, it } from 'vitest'
import { DEV, testApp } from './support/app.js'

const app = testApp()
const ORIGIN = { Origin: 'http://localhost:5173' }

it.each([
  ['an API answer', '/v1/people/profile?username=jane-doe', DEV],
  ['a refusal', '/v1/people/profile?username=jane-doe', {}],
])('lets a browser app read %s and the mock headers (requests with Origin)', async (_name, url, headers) => {
  const res = await app.request(url, { headers: { ...headers, ...ORIGIN } })
  expect(res.headers.get('access-control-allow-origin')).toBe('*')
  expect(res.headers.get('access-control-expose-headers')).toContain('X-Mock-Credits-Remaining')
})

it.each([
  ['an API answer', '/v1/people/profile?username=jane-doe', DEV],
  ['an admin answer', '/__admin/keys', {}],
])('sends no CORS headers on %s to clients that are not browsers (no Origin)', async (_name, url, headers) => {
  const res = await app.request(url, { headers })
  expect(res.status).toBe(200)
  expect([...res.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([])
})

it('gives the admin API no wildcard CORS: an origin it was not told about gets 403', async () => {
  const res = await app.request('/__admin/keys', { headers: ORIGIN })
  expect(res.status).toBe(403)
  expect(res.headers.get('access-control-allow-origin')).toBeNull()
})

it('answers a preflight to /v1 with 204 and the allowed methods and headers', async () => {
  const res = await app.request('/v1/people/profile', {
    method: 'OPTIONS',
    headers: { ...ORIGIN, 'Access-Control-Request-Method': 'GET' },
  })
  expect(res.status).toBe(204)
  expect(res.headers.get('access-control-allow-origin')).toBe('*')
  expect(res.headers.get('access-control-allow-headers')).toContain('Authorization')
  expect(res.headers.get('access-control-allow-methods')).toContain('GET')
})
