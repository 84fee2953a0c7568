import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { shapeCheck } from '../src/data/shape-check.js'
import { ENDPOINTS, ENDPOINTS_BY_ID } from '../src/endpoints.js'
import { get, testApp } from './support/app.js'
import { paramValues, urlFor } from './support/values.js'

const app = testApp({ seed: 11 })

/** Generated bodies of one endpoint, parsed. */
async function bodiesOf(id: string, count: number): Promise<unknown[]> {
  const def = ENDPOINTS_BY_ID.get(id)
  if (!def) throw new Error(`no endpoint ${id}`)
  const out: unknown[] = []
  for (const value of paramValues(def, app.mock.world, count, 11)) {
    const r = await get(app, urlFor(def, value))
    expect(r.status).toBe(200)
    out.push(r.body)
  }
  return out
}

function schemaOf(id: string): z.ZodType {
  const def = ENDPOINTS_BY_ID.get(id)
  if (!def) throw new Error(`no endpoint ${id}`)
  return def.schema
}

const profile = (await bodiesOf('people/profile', 1))[0] as Record<string, unknown>
const posts = (await bodiesOf('posts/search', 1))[0] as { data: { count: number; items: Record<string, unknown>[] } }

function changed<T>(body: T, change: (b: any) => void): T {
  const copy = structuredClone(body)
  change(copy)
  return copy
}

describe('fast shape check of fixture bodies', () => {
  it.each(ENDPOINTS.map((e) => [e.id] as const))('%s: accepts generated bodies without asking zod', async (id) => {
    const schema = schemaOf(id)
    const bodies = await bodiesOf(id, 5)
    const zod = vi.spyOn(schema, 'safeParse')
    try {
      for (const body of bodies) expect(shapeCheck(schema)(body)).toBe(true)
      expect(zod).not.toHaveBeenCalled()
    } finally {
      zod.mockRestore()
    }
  })

  it.each([
    ['a wrong type', 'people/profile', false, false, changed(profile, (b) => (b.firstName = 42))],
    ['a missing required field', 'people/profile', false, false, changed(profile, (b) => delete b.firstName)],
    ['null where null is not allowed', 'people/profile', false, false, changed(profile, (b) => (b.headline = null))],
    ['an unknown extra field', 'people/profile', true, true, changed(profile, (b) => (b.extra = { any: 1 }))],
    ['post search whose count is not the number of items', 'posts/search', false, false, changed(posts, (b) => (b.data.count += 1))],
    ['post search with an unknown field in an item (zod strips it before the refinement)', 'posts/search', false, true, changed(posts, (b) => (b.data.items[0].extra = 1))],
    ['post search as generated', 'posts/search', true, true, posts],
  ] as const)('%s (%s): fast check %s, zod %s', (_case, id, fast, zod, body) => {
    expect(shapeCheck(schemaOf(id))(body)).toBe(fast)
    expect(schemaOf(id).safeParse(body).success).toBe(zod)
  })

  const trimmed = z.object({ a: z.string().trim() }).refine((d) => d.a.endsWith(' '))
  it.each([
    ['a format', z.object({ a: z.url() }), { a: 'not a url' }, false],
    ['a format, valid', z.object({ a: z.url() }), { a: 'https://www.network.example/in/x/' }, true],
    ['a strict object with an extra key', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, false],
    ['an integer check', z.object({ n: z.int() }), { n: 1.5 }, false],
    ['a min length', z.object({ s: z.string().min(2) }), { s: 'x' }, false],
    ['a min length, valid', z.object({ s: z.string().min(2) }), { s: 'xy' }, true],
    ['a union', z.object({ u: z.union([z.string(), z.number()]) }), { u: true }, false],
    ['a record of numbers', z.record(z.string(), z.number()), { a: 'x' }, false],
    ['a refinement that sees the trimmed value zod outputs', trimmed, { a: 'x ' }, false],
    ['a refinement on an array', z.array(z.number()).refine((a) => a.length === 2), [1, 2, 3], false],
    ['a refinement on an array, valid', z.array(z.number()).refine((a) => a.length === 2), [1, 2], true],
    ['an optional field left out', z.object({ a: z.string().optional(), b: z.null() }), { b: null }, true],
  ])('%s: agrees with zod', (_case, schema: z.ZodType, value, accepted) => {
    expect(schema.safeParse(value).success).toBe(accepted)
    expect(shapeCheck(schema)(value)).toBe(accepted)
  })

  it.each([['people/profile'], ['companies/by-id'], ['posts/search'], ['jobs/details']])(
    '%s: never accepts a randomly damaged body that zod rejects',
    async (id) => {
      const schema = schemaOf(id)
      const [body] = await bodiesOf(id, 1)
      /** Every path to a value inside the body. */
      const paths: (string | number)[][] = []
      const walk = (v: unknown, path: (string | number)[]): void => {
        paths.push(path)
        if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]))
        else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k])
      }
      walk(body, [])
      let rejected = 0
      fc.assert(
        fc.property(fc.nat(paths.length - 1), fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 })), (at, replacement) => {
          const damaged = structuredClone(body) as any
          const path = paths[at] ?? []
          if (path.length === 0) return
          let parent = damaged
          for (const key of path.slice(0, -1)) parent = parent[key]
          const last = path[path.length - 1] as string | number
          if (replacement === undefined && !Array.isArray(parent)) delete parent[last]
          else parent[last] = replacement
          const zod = schema.safeParse(damaged).success
          if (!zod) rejected++
          // false only means "ask zod"; true must never contradict it
          if (shapeCheck(schema)(damaged)) expect(zod).toBe(true)
        }),
        { numRuns: 300, seed: 6 },
      )
      expect(rejected).toBeGreaterThan(50)
    },
  )
})
