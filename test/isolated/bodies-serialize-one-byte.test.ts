import type { ResolvedBody } from '../../src/data/resolve-body.js'
import { serialize } from 'node:v8'
import { expect, it } from 'vitest'
import { ENDPOINTS } from '../../src/endpoints.js'
import { testApp } from '../support/app.js'
import { paramValues } from '../support/values.js'

// In a process of its own (the isolated project): run after some other test files in the same process (which ones is
// not known), bodies of a few endpoints came out two-byte even with this file's modules loaded afresh.

/**
 * V8 keeps a string one byte a character or two; the serializer's tag says which ('"' one-byte, 'c' two-byte, after
 * an alignment byte). A two-byte string inside a body (a username slugged from an accented name was one) made
 * JSON.stringify write the whole body two bytes a character: slower to build, to measure and to send.
 */
function isTwoByte(s: string): boolean {
  const bytes = serialize(s)
  return (bytes[2] === 0 ? bytes[3] : bytes[2]) === 'c'.charCodeAt(0)
}

const app = testApp({ seed: 7 })
const { world, resolver } = app.mock

it.each(ENDPOINTS.map((def) => [def.id, def] as const))(
  '%s bodies whose characters fit one byte are one-byte strings',
  (_, def) => {
    let checked = 0
    for (const value of paramValues(def, world, 80, 11)) {
      const key = def.readKey ? def.readKey(value) : value
      let json: string
      try {
        // pages of three: a third of posts carry an emoji (two bytes by nature), so most pages of ten do
        json = (resolver.resolve(def, key, { offset: 0, page: 1, size: 3 }) as ResolvedBody).json
      } catch {
        continue
      }
      if (/[^\x00-\xff]/.test(json)) continue
      checked++
      expect(isTwoByte(json), `${def.id} ${value}`).toBe(false)
    }
    // profiles mostly hold a bullet (two bytes by nature); enough of them do not
    expect(checked).toBeGreaterThan(5)
  },
)

it('tells the two forms apart', () => {
  expect(isTwoByte('plain ascii text that is long enough')).toBe(false)
  expect(isTwoByte('Zürich'.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))).toBe(true)
})
