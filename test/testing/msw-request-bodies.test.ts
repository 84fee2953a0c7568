// MSW handlers read a request body whole before answering 405 (a 200 MB upload was buffered), and a body stream that
// failed was answered by MSW with a 500 carrying the error's stack
import http from 'node:http'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { handlers } from '../../src/testing/msw.js'

const URL_ = 'http://api.bodies.example/v1/people/profile?username=jane-doe'
const mock = handlers({ baseUrl: 'http://api.bodies.example/v1', fixtures: false, clock: 'virtual' })
const server = setupServer(...mock)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

/** What a stream's reader may have buffered ahead (stream queues, MSW's and undici's): far below the body sizes. */
const READ_AHEAD = 1 << 20
const CHUNK = 64 * 1024

/** A body stream of `size` bytes that counts what was pulled from it; `failAt` makes it error at that many bytes. */
function body(size: number, failAt = Number.POSITIVE_INFINITY) {
  const seen = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= failAt) return controller.error(new Error('the upload broke'))
      if (seen.pulled >= size) return controller.close()
      seen.pulled += CHUNK
      controller.enqueue(new Uint8Array(CHUNK))
    },
  })
  return { stream, seen }
}

const METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']
const BODIES: [string, number, number?][] = [
  ['a 200 MB body', 200 << 20],
  ['a body that fails at once', 200 << 20, 0],
  ['a body that fails after 256 KB', 200 << 20, 256 * 1024],
  ['a small body', 10],
]

it.each(METHODS.flatMap((method) => BODIES.map(([what, size, failAt]) => ({ method, what, size, failAt }))))(
  'answers $method with $what 405 in JSON without reading it',
  async ({ method, size, failAt }) => {
    const { stream, seen } = body(size, failAt)
    const res = await fetch(URL_, { method, body: stream, duplex: 'half' } as RequestInit)
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect(await res.json()).toEqual({ error: `Method ${method} not allowed; use GET`, code: 'METHOD_NOT_ALLOWED' })
    expect(seen.pulled).toBeLessThanOrEqual(READ_AHEAD)
  },
)

it('answers node:http before a 200 MB upload is sent, and the upload can stop there', async () => {
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(URL_, { method: 'PUT', headers: { 'content-length': String(200 << 20) } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (text += c))
      res.on('end', () => {
        req.destroy()
        resolve({ status: res.statusCode ?? 0, body: text })
      })
    })
    req.on('error', reject)
    req.write(Buffer.alloc(CHUNK))
  })
  expect(answer.status).toBe(405)
  expect(JSON.parse(answer.body)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' })
})

it('answers a failure inside the handler with a JSON 500 that shows no stack', async () => {
  vi.spyOn(mock.app, 'fetch').mockRejectedValue(new Error('relay broke'))
  const res = await fetch(URL_, { headers: { Authorization: 'Bearer mock-dev-key' } })
  const text = await res.text()
  expect(res.status).toBe(500)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  expect(JSON.parse(text)).toEqual({ error: 'The MSW handler could not relay this request', code: 'INTERNAL_ERROR' })
  expect(text).not.toMatch(/relay broke|stack|at /)
})

it('still answers GET and HEAD', async () => {
  const headers = { Authorization: 'Bearer mock-dev-key' }
  const get = await fetch(URL_, { headers })
  expect(get.status).toBe(200)
  expect(await get.json()).toMatchObject({ username: 'jane-doe' })
  const head = await fetch(URL_, { method: 'HEAD', headers })
  expect(head.status).toBe(200)
  expect(await head.text()).toBe('')
})
