import { expect, it } from 'vitest'
import { ENDPOINTS } from '../../src/endpoints.js'
import { get, testApp } from '../support/app.js'

// `keywords=constructor` and `keywords=__proto__` answered 500: the alias table was a plain object, so a keyword
// naming a property of Object.prototype found a function where a list was expected.
const NAMES = [
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
  'Constructor',
  'CONSTRUCTOR',
  '__proto__ constructor',
  'constructor s',
  'constructors',
  ' __proto__ ',
]

const app = testApp()

it.each(ENDPOINTS.flatMap((e) => NAMES.map((name) => [e.path, e.param, name] as const)))(
  '%s answers %s=%j as data, never a server error',
  async (path, param, name) => {
    const { status, body } = await get(app, `${path}?${param}=${encodeURIComponent(name)}`)
    expect([200, 400, 404]).toContain(status)
    expect(body).toBeTypeOf('object')
  },
)
