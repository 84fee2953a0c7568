import { afterAll, beforeAll, expect, it } from 'vitest'
import { startMockServer, type MockServer } from '../../src/server.js'
import { getRequest, rawRequest } from '../support/raw-http.js'

// a URL or headers over Node's 16 KB limit got a bare 431 with no body; 2,001+ headers were dropped silently
let mock: MockServer
beforeAll(async () => {
  mock = await startMockServer({ fixtures: false, clock: 'virtual' })
})
afterAll(() => mock.close())

it.each([
  {
    name: 'a 17 KB URL',
    request: getRequest(`/v1/people/profile?username=${'u'.repeat(17_000)}`),
    status: 414,
    code: 'URI_TOO_LONG',
  },
  {
    name: 'a 17 KB header',
    request: getRequest('/v1/people/profile?username=a', { 'X-Pad': 'p'.repeat(17_000) }),
    status: 431,
    code: 'HEADERS_TOO_LARGE',
  },
  {
    name: '2,500 headers of 8 bytes',
    request: getRequest(
      '/v1/people/profile?username=a',
      Object.fromEntries(Array.from({ length: 2500 }, (_, i) => [`h${i}`, 'v'])),
    ),
    status: 431,
    code: 'HEADERS_TOO_LARGE',
  },
])('answers $name with a JSON $status', async ({ request, status, code }) => {
  const answer = await rawRequest(mock.port, request)
  expect(answer.status).toBe(status)
  expect(JSON.parse(answer.body)).toMatchObject({ code })
})
