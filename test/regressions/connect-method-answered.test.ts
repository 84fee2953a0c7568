import { afterAll, beforeAll, expect, it } from 'vitest'
import { startMockServer, type MockServer } from '../../src/server.js'
import { rawRequest } from '../support/raw-http.js'

// CONNECT went to Node's tunnel path and the connection was dropped without any answer
let mock: MockServer
beforeAll(async () => {
  mock = await startMockServer({ fixtures: false, clock: 'virtual' })
})
afterAll(() => mock.close())

it('answers CONNECT with a JSON 405 and an Allow header', async () => {
  const answer = await rawRequest(mock.port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n')
  expect(answer.status).toBe(405)
  expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS')
  expect(JSON.parse(answer.body)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' })
})
