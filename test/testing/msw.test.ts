// MSW handlers: calls to the real base URLs are answered in process by the mock, whatever the HTTP client.
import http from 'node:http'
import axios from 'axios'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../src/testing/msw.js'

const KEY = 'msw_key_000000000000001'
const mock = handlers({
  baseUrl: ['http://plain.network.example/v1', 'https://www.network.example/api/v1/'],
  fixtures: false,
  clock: 'virtual',
  keys: [{ key: KEY, plan: 'Growth', credits: 100 }],
})
const server = setupServer(...mock)
const unhandled: string[] = []
beforeAll(() => server.listen({ onUnhandledRequest: (request) => void unhandled.push(request.url) }))
afterAll(() => server.close())

const AUTH = { Authorization: `Bearer ${KEY}` }

function nodeGet(url: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: AUTH }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('msw handlers', () => {
  it('answer node:http at an http base, with the body the mock serves in process', async () => {
    const direct = await mock.app.request('/v1/people/profile?username=jane-doe', { headers: AUTH })
    const res = await nodeGet('http://plain.network.example/v1/people/profile?username=jane-doe')

    expect(res.status).toBe(200)
    expect(res.body).toBe(await direct.text())
  })

  it('map the /api/v1 form of a base (trailing slash and all) to the mock /v1', async () => {
    const res = await axios.get('https://www.network.example/api/v1/people/connection-count', {
      params: { username: 'jane-doe' },
      headers: AUTH,
    })

    expect(res.status).toBe(200)
    expect((await mock.client.requests({ endpoint: 'people/connection-count' })).at(-1)).toMatchObject({
      path: '/v1/people/connection-count',
      key: 'msw…01',
    })
  })

  it.each([
    ['an unknown endpoint', 'http://plain.network.example/v1/nope', 404, 'ROUTE_NOT_FOUND'],
    ['a POST', 'http://plain.network.example/v1/people/profile?username=jane-doe', 405, 'METHOD_NOT_ALLOWED'],
  ])('pass the mock refusals through: %s', async (_, url, status, code) => {
    const res = await fetch(url, {
      method: status === 405 ? 'POST' : 'GET',
      headers: AUTH,
      ...(status === 405 ? { body: '{}' } : {}),
    })

    expect(res.status).toBe(status)
    expect(await res.json()).toMatchObject({ code })
  })

  it('answer HEAD with the headers and no body', async () => {
    const res = await nodeGet('http://plain.network.example/v1/people/profile?username=jane-doe', 'HEAD')

    expect(res).toEqual({ status: 200, body: '' })
  })

  it('leave other paths and hosts alone', async () => {
    for (const url of ['http://plain.network.example/other', 'http://127.0.0.1:9/v1/people/profile'])
      await fetch(url).catch(() => undefined)

    expect(unhandled).toEqual(['http://plain.network.example/other', 'http://127.0.0.1:9/v1/people/profile'])
  })

  it.each([
    ['not a URL', 'api.network.example/v1', /not an absolute URL/],
    ['a base without /v1', 'https://api.network.example', /should end with \/v1/],
  ])('refuse a base URL that is %s', (_, baseUrl, message) => {
    expect(() => handlers({ baseUrl, fixtures: false })).toThrow(message)
  })
})
