import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { afterEach, expect, it, vi } from 'vitest'
import { parseText } from '../../src/files.js'
import { tempDir } from '../support/tmp.js'

// Deeply nested YAML without a single alias was refused as "too many aliases": yaml reports its own stack running out
// as RESOURCE_EXHAUSTION, which the mock read as the alias limit. Deep nesting is now named as such, with where and
// a fix; "too many aliases" is left to aliases.
const dir = tempDir('nlm-yaml-deep-')

// block forms indent every level, so their text grows with the square of the depth: 3,000 levels is 4.5 M characters
const FORMS: [string, (n: number) => string, number[]][] = [
  ['flow lists', (n) => `a: ${'['.repeat(n)}1${']'.repeat(n)}`, [3000, 20_000]],
  ['flow mappings', (n) => `a: ${'{a: '.repeat(n)}1${'}'.repeat(n)}`, [3000, 20_000]],
  ['block mappings', (n) => `${Array.from({ length: n }, (_, i) => `${' '.repeat(i)}a:`).join('\n')} 1`, [3000, 6000]],
  ['block lists', (n) => `${Array.from({ length: n }, (_, i) => `${' '.repeat(2 * i)}-`).join('\n')} 1`, [3000, 4000]],
  ['mixed', (n) => `a: ${'[{a: '.repeat(n)}1${'}]'.repeat(n)}`, [3000, 20_000]],
]

it.each(FORMS.flatMap(([name, make, depths]) => depths.map((n) => [name, n, make(n)] as const)))(
  '%s nested %i deep are refused as nested too deep, never as aliases',
  (_, __, text) => {
    const file = join(dir, 'deep.yaml')
    writeFileSync(file, text)
    let message = ''
    try {
      parseText(file, text)
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toMatch(/not valid YAML.*nested too deep.*\(fix: nest fewer levels/s)
    expect(message).not.toMatch(/alias/)
    expect(message).toMatch(/at line \d+, column \d+/)
  },
)

it.each(FORMS.map(([name, make]) => [name, make(50)] as const))('%s nested 50 deep are read', (_, text) => {
  expect(parseText(join(dir, 'ok.yaml'), text)).toBeTypeOf('object')
})

// yaml's composer recurses once per level; a first use of one of its regular expressions deep in that recursion once
// crashed a worker (V8's regular expression compiler ran out of stack and took the process down). Deep text is now
// refused before the composer sees it.
const yaml = createRequire(import.meta.url)('yaml') as typeof import('yaml')
afterEach(() => {
  vi.restoreAllMocks()
})

it.each(FORMS.flatMap(([name, make]) => [513, 600, 3000].map((n) => [name, n, make(n)] as const)))(
  '%s nested %i deep never reach the recursive composer',
  (_, __, text) => {
    const compose = vi.spyOn(yaml, 'parseDocument')
    expect(() => parseText(join(dir, 'deep.yaml'), text)).toThrow(/nested too deep/)
    expect(compose).not.toHaveBeenCalled()
  },
)

// a flow mapping's level is two entries of the parser's stack and a list of mappings three: 150 of any form fit
it.each(FORMS.map(([name, make]) => [name, make(150)] as const))('%s nested 150 deep are read', (_, text) => {
  expect(parseText(join(dir, 'ok.yaml'), text)).toBeTypeOf('object')
})
