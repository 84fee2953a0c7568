import { expect, it } from 'vitest'
import { testApp } from '../support/app.js'
import { connect } from '../../src/control/client.js'

// every parameter whose name contained key/token/auth was redacted, so keyword/keywords values were hidden
const SECRET = 'sk_live_ABCDEFGHIJKLMNOP_1234'

it('keeps keyword values and redacts exactly the secret names, whatever their case', async () => {
  const app = testApp()
  const secrets = [
    'key',
    'apiKey',
    'api_key',
    'token',
    'access_token',
    'password',
    'secret',
    'authorization',
    'API_KEY',
  ]
  const query = new URLSearchParams({
    keywords: 'data engineer',
    keyword: 'rust',
    author: 'ann',
    monkey: 'x',
    ...Object.fromEntries(secrets.map((s) => [s, SECRET])),
  })
  await app.request(`/v1/companies/search?${query}`, { headers: { Authorization: 'Bearer mock-dev-key' } })
  const [entry] = app.mock.journal.list()
  expect(entry?.query).toMatchObject({ keywords: 'data engineer', keyword: 'rust', author: 'ann', monkey: 'x' })
  for (const name of secrets) expect(entry?.query[name], name).toBe('sk_l…234')
  expect(JSON.stringify(entry)).not.toContain(SECRET)
})

it('lets expectCalled match on keywords', async () => {
  const app = testApp()
  await app.request('/v1/companies/search?keywords=acme', { headers: { Authorization: 'Bearer mock-dev-key' } })
  await expect(
    connect(app).expectCalled('companies/search', { times: 1, query: { keywords: 'acme' } }),
  ).resolves.toBeDefined()
})

it.each([
  [{ Authorization: 'Bearer mock-dev-key' }, 'bearer'],
  [{ 'x-api-key': 'mock-dev-key' }, 'x-api-key'],
  [{ Authorization: 'Bearer mock-dev-key', 'x-api-key': 'mock-dev-key' }, 'both'],
  [{}, 'none'],
  [{ Authorization: 'mock-dev-key' }, 'not-bearer'],
])('records the auth style of %j as %s', async (headers, style) => {
  const app = testApp()
  await app.request('/v1/people/profile?username=jane-doe', { headers })
  expect(app.mock.journal.list()[0]?.auth).toBe(style)
})
