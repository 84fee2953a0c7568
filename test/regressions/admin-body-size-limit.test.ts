import { expect, it } from 'vitest'
import { testApp } from '../support/app.js'

// a 700 MB PUT to the admin API was read whole (1.5 GB RSS): there was no size limit
it.each([
  ['with a Content-Length', true],
  ['streamed without a Content-Length', false],
])('answers an admin body over 1 MB %s with 413 JSON', async (_name, sized) => {
  const app = testApp()
  const big = `{"name":"${'x'.repeat(1024 * 1024 + 10)}"}`
  const body = sized
    ? big
    : new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big))
          controller.close()
        },
      })
  const res = await app.request('/__admin/scenario', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(sized ? { 'Content-Length': String(big.length) } : {}) },
    body,
    ...(sized ? {} : { duplex: 'half' }),
  } as RequestInit)
  expect(res.status).toBe(413)
  expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
})

it('takes a body under the limit, and the limit is an option', async () => {
  const app = testApp({ adminBodyLimit: 100 })
  const ok = await app.request('/__admin/scenario', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: '{"name":"default"}',
  })
  expect(ok.status).toBe(200)
  const over = await app.request('/__admin/scenario', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'x'.repeat(200) }),
  })
  expect(over.status).toBe(413)
})
