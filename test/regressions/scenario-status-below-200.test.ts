import { expect, it } from 'vitest'
import { testApp } from '../support/app.js'

// statuses 100-199 were accepted, and the client waited for a final answer that never came
it.each([100, 101, 103, 199, [200, 102], 600])('refuses scenario status %j with 400 JSON', async (status) => {
  const app = testApp()
  const res = await app.request('/__admin/scenario', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ scenario: { rules: [{ effect: { status } }] } }),
  })
  expect(res.status).toBe(400)
  expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringContaining('200 to 599') })
})

it.each([200, 204, 599])('accepts status %d', async (status) => {
  const app = testApp()
  const res = await app.request('/__admin/scenario', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ scenario: { rules: [{ effect: { status } }] } }),
  })
  expect(res.status).toBe(200)
})
