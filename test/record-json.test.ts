import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compactJson, prettyJson } from '../src/util/json-text.js'

describe('lossless JSON formatting', () => {
  it('pretty-prints like JSON.stringify(value, null, 2) and compacts like JSON.stringify(value)', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const value = JSON.parse(text)
        expect(prettyJson(text)).toBe(JSON.stringify(value, null, 2))
        expect(compactJson(JSON.stringify(value, null, '\t'))).toBe(JSON.stringify(value))
        expect(compactJson(prettyJson(text))).toBe(text)
      }),
      { numRuns: 300, seed: 5 },
    )
  })

  it.each([
    [
      'a 19-digit id',
      '{"urn":7123456789012345678}',
      '{\n  "urn": 7123456789012345678\n}',
      '{"urn":7123456789012345678}',
    ],
    ['a trailing zero and an exponent', '[1.50, 2E+3]', '[\n  1.50,\n  2E+3\n]', '[1.50,2E+3]'],
    [
      'escapes and brackets inside strings',
      '{"a":"x\\"y\\\\",  "b" : "{[, :]}"}',
      '{\n  "a": "x\\"y\\\\",\n  "b": "{[, :]}"\n}',
      '{"a":"x\\"y\\\\","b":"{[, :]}"}',
    ],
    ['empty containers with spaces inside', '{"a":{ },"b":[\n]}', '{\n  "a": {},\n  "b": []\n}', '{"a":{},"b":[]}'],
    ['a unicode escape', '"\\u00e9"', '"\\u00e9"', '"\\u00e9"'],
    [
      'backslash runs before a closing quote',
      '["a\\\\", "b\\\\\\" c"]',
      '[\n  "a\\\\",\n  "b\\\\\\" c"\n]',
      '["a\\\\","b\\\\\\" c"]',
    ],
  ])('keeps %s as written', (_name, input, pretty, compact) => {
    expect(prettyJson(input)).toBe(pretty)
    expect(compactJson(input)).toBe(compact)
  })
})
