import { describe, expect, it } from 'vitest'
import { runtimeOf } from '../src/app.js'
import { ENDPOINTS } from '../src/endpoints.js'
import { get, testApp } from './support/app.js'
import { generatedValue } from './support/values.js'

const app = testApp()

describe('every endpoint', () => {
  it.each(ENDPOINTS.map((e) => [e.id, e] as const))(
    '%s answers 200 with a body that passes its schema',
    async (_id, def) => {
      const value = generatedValue(def)
      const { status, body, res } = await get(app, `${def.path}?${def.param}=${encodeURIComponent(value)}`)
      expect(status).toBe(200)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(def.schema.safeParse(body).success).toBe(true)
    },
  )
})

it("serves the app's endpoint table (the 20 without a config) from one /v1 route, with no route of its own per path", () => {
  // `/v1/*` holds the stages every GET passes through, then the route that serves the row the journal stage found
  const routes = app.routes.filter((r) => r.method === 'GET' && r.path.startsWith('/v1'))
  expect([...new Set(routes.map((r) => r.path))]).toEqual(['/v1/*'])
  expect(runtimeOf(app).endpoints.list.map((e) => e.path)).toEqual(ENDPOINTS.map((e) => e.path))
})
