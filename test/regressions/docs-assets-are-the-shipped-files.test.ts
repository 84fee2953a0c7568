import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { SWAGGER_UI_DIR, SWAGGER_UI_FILES } from '../../src/docs/routes.js'
import { PACKAGE_ROOT } from '../../src/options.js'
import { testApp } from '../support/app.js'

// /docs read Swagger UI from the swagger-ui-dist dependency, which brings an install-time analytics script into every
// project installing the mock: the files are now the package's own copy. And an asset name that is a property of every
// object (constructor, toString) was looked up as an asset and answered 500.
const app = testApp()

it.each(Object.entries(SWAGGER_UI_FILES))('serves %s from the package copy, as %s', async (name, type) => {
  const res = await app.request(`/docs/assets/${name}`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe(type)
  expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(join(PACKAGE_ROOT, SWAGGER_UI_DIR, name)))).toBe(true)
})

it.each([
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'index.html',
  'swagger-ui.js',
  'LICENSE',
  'source.json',
])('answers a JSON 404 for the asset %s', async (name) => {
  const res = await app.request(`/docs/assets/${encodeURIComponent(name)}`)
  expect(res.status).toBe(404)
  expect(await res.json()).toEqual({ error: `No asset ${name}`, code: 'ROUTE_NOT_FOUND' })
})
