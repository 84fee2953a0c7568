import { afterAll, beforeAll, expect, it } from 'vitest'
import { startMockServer, type MockServer } from '../../src/server.js'
import { rawRequest } from '../support/raw-http.js'

// Node's parser refused these with a bare "HTTP/1.1 400 Bad Request" and no body; clients got no JSON to read
let mock: MockServer
beforeAll(async () => {
  mock = await startMockServer({ fixtures: false, clock: 'virtual' })
})
afterAll(() => mock.close())

it.each([
  ['an invalid header line', 'GET / HTTP/1.1\r\nHost: x\r\nNo Colon Here\r\nConnection: close\r\n\r\n'],
  [
    'a control byte in the URL',
    'GET /v1/people/profile?username=a\u0001b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  ],
  ['an unknown method token', 'G(ET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
])('answers %s with a JSON 400', async (_name, request) => {
  const answer = await rawRequest(mock.port, request)
  expect(answer.status).toBe(400)
  expect(answer.headers['content-type']).toBe('application/json')
  expect(JSON.parse(answer.body)).toMatchObject({
    code: 'BAD_REQUEST',
    error: expect.stringContaining('Malformed HTTP request'),
  })
})
