import { afterAll, beforeAll, expect, it } from 'vitest'
import { startMockServer, type MockServer } from '../../src/server.js'
import { rawRequest } from '../support/raw-http.js'

// @hono/node-server answered a backslash in the path or a bad Host header with an empty 400
let mock: MockServer
beforeAll(async () => {
  mock = await startMockServer({ fixtures: false, clock: 'virtual' })
})
afterAll(() => mock.close())

it.each([
  ['a backslash in the path', 'GET /v1\\people\\profile HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
  ['a Host header that is not a host', 'GET /v1/people/profile HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n'],
  ['an asterisk target on GET', 'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
])('answers %s with a JSON 400 naming the problem', async (_name, request) => {
  const answer = await rawRequest(mock.port, request)
  expect(answer.status).toBe(400)
  expect(JSON.parse(answer.body)).toMatchObject({
    code: 'BAD_REQUEST',
    error: expect.stringMatching(/^Bad request: .+/),
  })
})
