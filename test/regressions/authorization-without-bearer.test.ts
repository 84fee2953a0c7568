import { expect, it } from 'vitest'
import { testApp } from '../support/app.js'

// `Authorization: mock-dev-key` (no Bearer) was accepted
it.each(['mock-dev-key', 'Token mock-dev-key', 'Bearermock-dev-key', 'Basic bW9jay1kZXYta2V5'])(
  'refuses Authorization: %s with 401 INVALID_API_KEY saying it must be Bearer <key>',
  async (value) => {
    const app = testApp()
    const res = await app.request('/v1/people/profile?username=jane-doe', { headers: { Authorization: value } })
    expect(res.status).toBe(401)
    const body = (await res.json()) as { code: string; error: string }
    expect(body.code).toBe('INVALID_API_KEY')
    expect(body.error).toContain('Bearer <key>')
    expect(body.error).not.toContain('mock-dev-key')
  },
)

it.each([
  { Authorization: 'Bearer mock-dev-key' },
  { Authorization: 'bearer   mock-dev-key ' },
  { 'x-api-key': 'mock-dev-key' },
])('accepts %j', async (headers) => {
  const res = await testApp().request('/v1/people/profile?username=jane-doe', { headers })
  expect(res.status).toBe(200)
})
