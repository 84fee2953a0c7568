import { expect, it } from 'vitest'
import { DEV, testApp } from '../support/app.js'

// {"advanceMs": 9007199254740991} was applied; the clock, the journal and recording then answered 500 until restart
const post = (app: ReturnType<typeof testApp>, body: unknown) =>
  app.request('/__admin/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

it.each([
  { advanceMs: Number.MAX_SAFE_INTEGER },
  { advanceMs: 8.64e15 },
  { to: '+275760-09-13T00:00:00.001Z' },
  { to: 'tomorrow' },
  { to: '2020-01-01T00:00:00Z' },
  { advanceMs: 1, to: '2026-01-01T00:00:00Z' },
  {},
])('refuses %j with 400 JSON and leaves the clock, the journal and the API working', async (body) => {
  const app = testApp()
  const before = app.mock.clock.now()
  const res = await post(app, body)
  expect(res.status).toBe(400)
  expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST' })
  expect(app.mock.clock.now()).toBe(before)
  expect((await app.request('/__admin/clock')).status).toBe(200)
  expect((await app.request('/v1/people/profile?username=jane-doe', { headers: DEV })).status).toBe(200)
  expect((await app.request('/__admin/requests')).status).toBe(200)
})

it('moves the clock to an absolute time with {"to": ISO}', async () => {
  const app = testApp()
  const res = await post(app, { to: '2026-01-01T00:00:00Z' })
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ kind: 'virtual', iso: '2026-01-01T00:00:00.000Z' })
})

it('refuses a programmatic advance past the range of a date', () => {
  const app = testApp()
  expect(() => app.mock.clock.advance(Number.MAX_SAFE_INTEGER)).toThrow(/range of a date/)
})
