import { afterAll, beforeAll, expect, it } from 'vitest'
import { startMockServer, type MockServer } from '../../src/server.js'
import { rawRequest } from '../support/raw-http.js'

// Node answered an HTTP/1.1 request without Host with an empty 400, and an unknown Expect with an empty 417
let mock: MockServer
beforeAll(async () => {
  mock = await startMockServer({ fixtures: false, clock: 'virtual' })
})
afterAll(() => mock.close())

it.each([
  [
    'no Host header',
    'GET /v1/people/profile?username=jane-doe HTTP/1.1\r\nAuthorization: Bearer mock-dev-key\r\nConnection: close\r\n\r\n',
  ],
  [
    'Expect: nothing-known',
    'GET /v1/people/profile?username=jane-doe HTTP/1.1\r\nHost: localhost\r\nExpect: nothing-known\r\nAuthorization: Bearer mock-dev-key\r\nConnection: close\r\n\r\n',
  ],
])('serves a request with %s', async (_name, request) => {
  const answer = await rawRequest(mock.port, request)
  expect(answer.status).toBe(200)
  expect(JSON.parse(answer.body)).toMatchObject({ username: 'jane-doe' })
})
