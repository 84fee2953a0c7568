import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { builtOnUse, lazyRecord } from '../src/util/lazy.js'
import * as common from '../src/schemas/common.js'
import * as people from '../src/schemas/people.js'
import * as responses from '../src/schemas/responses.js'
import { WorldFileSchema } from '../src/world/world-file.js'
import { ScenarioSchema } from '../src/scenarios/schema.js'

/** Schemas of several kinds, each made twice: once as it is, once built on use. */
const KINDS: [string, () => z.ZodType][] = [
  ['an object', () => z.object({ a: z.string(), b: z.number().int().optional() }).strict()],
  ['a union', () => z.union([z.literal('x'), z.number().nonnegative()])],
  ['an array of objects', () => z.array(z.object({ id: z.number(), url: z.url() }))],
  ['a record', () => z.record(z.string().min(1), z.boolean())],
  ['a refined object', () => z.object({ lo: z.number(), hi: z.number() }).refine((v) => v.lo <= v.hi, 'lo > hi')],
  ['a defaulted field', () => z.object({ list: z.array(z.string()).default([]) })],
]
const VALUES: unknown[] = [
  { a: 'x' },
  { a: 'x', b: 2 },
  { a: 1 },
  { a: 'x', c: 1 },
  'x',
  3,
  -1,
  [{ id: 1, url: 'https://a.test/p' }],
  [{ id: 1, url: 'not a url' }],
  { k: true },
  { '': true },
  { lo: 1, hi: 2 },
  { lo: 3, hi: 2 },
  {},
  null,
  undefined,
]

describe('a value built on use', () => {
  it('is not built before its first use, and is built once', () => {
    let builds = 0
    const lazy = builtOnUse(() => {
      builds++
      return { n: 1, twice: (k: number) => k * 2 }
    })
    expect(builds).toBe(0)
    expect(lazy.n).toBe(1)
    expect(lazy.twice(4)).toBe(8)
    expect('n' in lazy).toBe(true)
    expect(Object.keys(lazy)).toEqual(['n', 'twice'])
    expect({ ...lazy }.n).toBe(1)
    expect(JSON.stringify(lazy)).toBe('{"n":1}')
    lazy.n = 5
    expect(lazy.n).toBe(5)
    expect(builds).toBe(1)
  })

  it('is an instance of what its builder returns', () => {
    class Thing {
      value = 3
    }
    const lazy = builtOnUse(() => new Thing())
    expect(lazy).toBeInstanceOf(Thing)
    expect(builtOnUse(() => z.string())).toBeInstanceOf(z.ZodType)
  })

  it.each(KINDS)('parses, refuses and describes as %s made at once does', (_, make) => {
    const eager = make()
    const lazy = builtOnUse(make)
    for (const value of VALUES) {
      const [a, b] = [eager.safeParse(value), lazy.safeParse(value)]
      expect(b.success, JSON.stringify(value)).toBe(a.success)
      expect(b.success ? b.data : b.error.issues).toEqual(a.success ? a.data : a.error.issues)
    }
    expect(z.toJSONSchema(lazy, { unrepresentable: 'any' })).toEqual(z.toJSONSchema(eager, { unrepresentable: 'any' }))
    // nested in another schema, it is read through as well
    const outerEager = z.object({ inner: eager })
    const outerLazy = z.object({ inner: lazy })
    for (const value of VALUES)
      expect(outerLazy.safeParse({ inner: value }).success).toBe(outerEager.safeParse({ inner: value }).success)
  })

  it('leaves the package schemas whole: methods, shape and JSON Schema', () => {
    const extended = people.PositionSchema.extend({ note: z.string() })
    expect(Object.keys(extended.shape)).toContain('note')
    expect(Object.keys(people.PositionSchema.shape)).not.toContain('note')
    expect(common.NotFoundBodySchema.safeParse({ message: 'x', code: 'NOT_FOUND' }).success).toBe(true)
    for (const schema of [responses.ProfileResponseSchema, WorldFileSchema, ScenarioSchema])
      expect(JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' })).length).toBeGreaterThan(100)
  })
})

describe('a record built on use', () => {
  it('builds each value at its first read only, once, and lists every key from the start', () => {
    const built: string[] = []
    const builder = (key: string, value: number) => () => {
      built.push(key)
      return [value]
    }
    const record = lazyRecord({ a: builder('a', 1), b: builder('b', 2) })
    expect(Object.keys(record)).toEqual(['a', 'b'])
    expect('b' in record).toBe(true)
    expect(built).toEqual([])
    expect(record.a).toEqual([1])
    expect(record.a).toBe(record.a)
    expect(built).toEqual(['a'])
    expect(record.c).toBeUndefined()
    expect(record.b).toEqual([2])
    expect(built).toEqual(['a', 'b'])
  })
})
