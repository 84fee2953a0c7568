import { expect, it } from 'vitest'
import { DEV, testApp } from '../support/app.js'

// the QA console and /docs could be framed by any site (clickjacking): no frame-ancestors, no X-Frame-Options
const BROWSER = { 'sec-fetch-dest': 'document', accept: 'text/html,application/xhtml+xml' }

const PAGES: [string, Record<string, string>][] = [
  ['/', BROWSER],
  ['/docs', {}],
  ['/docs/', BROWSER],
  ['/__admin/ui', {}],
  ['/__admin/ui/', BROWSER],
]

const apps = [
  ['default options', testApp()],
  ['an admin token', testApp({ adminToken: 'admin-token-0001' })],
] as const

it.each(apps.flatMap(([options, app]) => PAGES.map(([path, headers]) => ({ options, app, path, headers }))))(
  'no other site may frame $path (with $options)',
  async ({ app, path, headers }) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await app.request(path, { method, headers })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('strict-transport-security')).toBeNull()
    }
  },
)

it.each(['/docs/init.js', '/docs/assets/swagger-ui.css', '/__admin/ui/console.js'])(
  'the scripts and styles of the pages carry the same headers: %s',
  async (path) => {
    const res = await testApp().request(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  },
)

// /v1 answers keep the headers production sends; JSON is no page to frame
it.each([
  ['a /v1 answer', '/v1/people/profile?username=jane-doe', DEV],
  ['a /v1 refusal', '/v1/people/profile', DEV],
  ['a /v1 call without a key', '/v1/people/profile?username=jane-doe', {}],
  ['the JSON 404 at / for a non-browser client', '/', DEV],
  ['the OpenAPI document', '/openapi.json', {}],
  ['an admin API answer', '/__admin/health', {}],
])('%s gets no page headers', async (_name, path, headers) => {
  const res = await testApp().request(path, { headers })
  expect(res.headers.get('content-type')).toMatch(/json/)
  for (const name of ['x-frame-options', 'content-security-policy', 'cross-origin-opener-policy', 'referrer-policy'])
    expect(res.headers.get(name)).toBeNull()
})
