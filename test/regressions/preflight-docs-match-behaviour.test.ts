import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { PACKAGE_ROOT } from '../../src/options.js'
import { testApp } from '../support/app.js'

// the docs said the preflight allows only GET; it also allowed POST, PUT and DELETE
const README = readFileSync(`${PACKAGE_ROOT}docs/keys-and-limits.md`, 'utf8')

it('answers a /v1 preflight with exactly the methods the docs name, none that changes state', async () => {
  const documented =
    /A preflight \(`OPTIONS`\) outside `\/__admin` gets a 204 allowing the methods ((?:`[A-Z]+`(?:, | and )?)+)/.exec(
      README,
    )?.[1]
  expect(documented).toBeDefined()
  const methods = [...(documented ?? '').matchAll(/`([A-Z]+)`/g)].map((m) => m[1]).sort()
  const res = await testApp().request('/v1/people/profile', {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'PUT' },
  })
  expect(res.status).toBe(204)
  const allowed = (res.headers.get('access-control-allow-methods') ?? '')
    .split(',')
    .map((m) => m.trim())
    .sort()
  expect(allowed).toEqual(methods)
  for (const m of ['POST', 'PUT', 'DELETE', 'PATCH']) expect(allowed).not.toContain(m)
})
