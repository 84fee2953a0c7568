import { expect, it } from 'vitest'
import { ENDPOINTS } from '../../src/endpoints.js'
import { DEV, testApp } from '../support/app.js'

// a rule's headers were sent only when the rule also answered on its own (status, error, notFound); the docs say
// they are added to the answer, and a rule with headers alone changed nothing
// names in several casings and forms, values with spaces, quotes, commas and Latin-1
const HEADERS = {
  'X-Trace-Id': 'abc-123',
  'cache-control': 'no-store',
  Warning: '199 - "mock"',
  'x-rate_limit.reset~v2': '1, 2, 3',
  'X-Cafe-Note': 'cr\u00e8me br\u00fbl\u00e9e',
}

const CASES = [
  ['headers alone', { headers: HEADERS }],
  ['headers and a delay', { headers: HEADERS, latencyMs: 1 }],
  ['headers on an emptied list', { headers: HEADERS, transform: 'empty-items' }],
] as const

it.each(ENDPOINTS.flatMap((e) => CASES.map(([name, effect]) => [e.path, name, effect] as const)))(
  '%s sends the rule headers with the normal answer (%s)',
  async (path, _name, effect) => {
    const app = testApp({ clock: 'virtual' })
    const ep = ENDPOINTS.find((e) => e.path === path)
    const value =
      ep?.param === 'keywords' ? 'software' : ep?.param === 'url' ? 'https://www.network.example/in/jane-doe/' : '12345'
    const plain = await app.request(`${path}?${ep?.param}=${encodeURIComponent(value)}`, { headers: DEV })
    app.mock.scenarios.use(app.mock.scenarios.define({ name: 'traced', description: 'x', rules: [{ effect }] }).name)
    const res = await app.request(`${path}?${ep?.param}=${encodeURIComponent(value)}`, { headers: DEV })
    expect(res.status).toBe(plain.status)
    for (const [name, v] of Object.entries(HEADERS)) expect(res.headers.get(name), name).toBe(v)
    expect(res.headers.get('content-type')).toContain('application/json')
  },
)
