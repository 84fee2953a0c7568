import { expect, it } from 'vitest'
import { z } from 'zod'
import { defineConfig, defineEndpoint } from '../../src/define.js'
import { get, testApp } from '../support/app.js'

// A generate returning undefined, a function or a Symbol answered 200 with an empty body, an async one 200 `{}`, and
// `throw null` 400: what a config's code gives is now checked, awaited, and a fault is a 500 naming the endpoint.
const ID = 'things/list'

function appOf(generate: () => unknown) {
  const warnings: string[] = []
  const config = defineConfig({
    endpoints: [defineEndpoint({ path: `/v1/${ID}`, query: z.object({ q: z.string() }), response: z.any(), generate })],
  })
  return { app: testApp({ config, warn: (m) => warnings.push(m) }), warnings }
}

const FAULTS: [string, () => unknown][] = [
  ['returns undefined', () => undefined],
  ['returns nothing', () => {}],
  ['returns a function', () => () => 1],
  ['returns a Symbol', () => Symbol('s')],
  ['returns a BigInt', () => 10n],
  ['returns a body holding a BigInt', () => ({ n: 1n })],
  [
    'returns a body holding itself',
    () => {
      const a: Record<string, unknown> = {}
      a.self = a
      return a
    },
  ],
  ['resolves to undefined', async () => undefined],
  ['resolves to a function', async () => () => 1],
  [
    'throws null',
    () => {
      throw null
    },
  ],
  [
    'throws undefined',
    () => {
      throw undefined
    },
  ],
  [
    'throws a string',
    () => {
      throw 'str'
    },
  ],
  [
    'throws 42',
    () => {
      throw 42
    },
  ],
  [
    'throws a Symbol',
    () => {
      throw Symbol('x')
    },
  ],
  [
    'throws an object without a prototype',
    () => {
      throw Object.create(null)
    },
  ],
  [
    'throws an Error',
    () => {
      throw new Error('boom')
    },
  ],
  [
    'throws a TypeError',
    () => {
      throw new TypeError('bad')
    },
  ],
  [
    'rejects with null',
    async () => {
      throw null
    },
  ],
  [
    'rejects with an Error',
    async () => {
      throw new Error('late boom')
    },
  ],
  ['returns a rejected promise', () => Promise.reject('nope')],
]

it.each(FAULTS)('a generate that %s is a 500 JSON error naming the endpoint, and a warning', async (_, generate) => {
  const { app, warnings } = appOf(generate)
  const { status, body, res } = await get(app, `/v1/${ID}?q=a`)
  expect(status).toBe(500)
  expect(res.headers.get('content-type')).toContain('application/json')
  expect(body).toMatchObject({ code: 'INTERNAL_ERROR', endpoint: ID })
  expect(body.error).toContain(ID)
  expect(warnings.join('\n')).toContain(ID)
})

const BODIES: [string, () => unknown, unknown][] = [
  ['an object', () => ({ a: 1 }), { a: 1 }],
  ['an array', () => [1, 2], [1, 2]],
  ['null', () => null, null],
  ['a string', () => 'text', 'text'],
  ['a number', () => 7, 7],
  ['an object, async', async () => ({ a: 1 }), { a: 1 }],
  ['an array, async', async () => [{ b: 'x' }], [{ b: 'x' }]],
  ['an object through a promise', () => Promise.resolve({ c: true }), { c: true }],
]

it.each(BODIES)('a generate that gives %s answers it as JSON', async (_, generate, expected) => {
  const { app, warnings } = appOf(generate)
  for (let i = 0; i < 3; i++) {
    // the third ask is served from the body cache
    const { status, body } = await get(app, `/v1/${ID}?q=a`)
    expect(status).toBe(200)
    expect(body).toEqual(expected)
  }
  expect(warnings).toEqual([])
})

it('an async generate calling ctx.notFound answers 404', async () => {
  const config = defineConfig({
    endpoints: [
      defineEndpoint({
        path: `/v1/${ID}`,
        query: z.object({ q: z.string() }),
        response: z.any(),
        generate: async (ctx) => (ctx.query.q === 'none' ? ctx.notFound() : { ok: true }),
      }),
    ],
  })
  const app = testApp({ config })
  expect((await get(app, `/v1/${ID}?q=none`)).status).toBe(404)
  expect((await get(app, `/v1/${ID}?q=some`)).body).toEqual({ ok: true })
})
