import fc from 'fast-check'
import { expect, it } from 'vitest'
import { parseQuery } from '../src/pipeline/exchange.js'

/** The reference: URLSearchParams, first value of each non-empty name. */
function reference(url: string): [string, string][] {
  const out = new Map<string, string>()
  const start = url.indexOf('?')
  if (start < 0) return []
  const hash = url.indexOf('#', start)
  for (const [name, value] of new URLSearchParams(hash < 0 ? url.slice(start + 1) : url.slice(start + 1, hash))) {
    if (name !== '' && !out.has(name)) out.set(name, value)
  }
  return [...out]
}

const piece = fc.constantFrom('a', 'b', '=', '&', '?', '#', '%', '%2', '%41', '+', '_', '1', 'é', ' ', '\ud800', '__proto__')

it('reads a query exactly as URLSearchParams does, with or without anything to decode', () => {
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 16 }), (parts) => {
      const url = `/v1/people/profile?${parts.join('')}`
      // compared as objects: integer-like names come first in any object, so entry order is not the point
      expect(Object.fromEntries(Object.entries(parseQuery(url)))).toEqual(Object.fromEntries(reference(url)))
    }),
    { numRuns: 5000, seed: 6 },
  )
})

it.each([
  ['/v1/x?username=jane-doe', [['username', 'jane-doe']]],
  ['/v1/x?a=1&a=2&b', [['a', '1'], ['b', '']]],
  ['/v1/x??a=1', [['a', '1']]],
  ['/v1/x?__proto__=1', [['__proto__', '1']]],
  ['/v1/x', []],
])('parses %s', (url, expected) => {
  expect(Object.entries(parseQuery(url))).toEqual(expected)
})
