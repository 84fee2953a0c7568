import fc from 'fast-check'
import { expect, it } from 'vitest'
import { z } from 'zod'
import { BODY_CACHE_BYTES } from '../../src/data/resolve-body.js'
import { defineConfig, defineEndpoint } from '../../src/define.js'
import { get, testApp } from '../support/app.js'

// The body cache was capped by count only: 8 distinct 50 MB bodies of a config, each asked twice, were all kept
// (1.05 GB resident). It is now capped by bytes as well: what it keeps stays within BODY_CACHE_BYTES, a body over an
// eighth of that is served but never kept, and the bodies pushed out are made again when asked.

/** A cap small enough that the test's bodies are large against it. */
const CAP = 2 * 1024 * 1024

function appOfSizes(cacheBytes?: number) {
  const made = new Map<string, number>()
  const config = defineConfig({
    endpoints: [
      defineEndpoint({
        path: '/v1/big/bodies',
        query: z.object({ kb: z.coerce.number().int(), n: z.string() }),
        response: z.object({ pad: z.string() }),
        generate: (ctx) => {
          const key = `${ctx.query.kb}/${ctx.query.n}`
          made.set(key, (made.get(key) ?? 0) + 1)
          return { pad: 'é'.repeat(ctx.query.kb * 512) + 'x'.repeat(ctx.query.kb * 512) }
        },
      }),
    ],
  })
  return { app: testApp({ config, ...(cacheBytes !== undefined ? { cacheBytes } : {}) }), made }
}

it('bodies far larger than the cap, asked again and again, are never all kept', async () => {
  const { app, made } = appOfSizes()
  for (let round = 0; round < 3; round++)
    for (let n = 0; n < 8; n++) {
      const { status } = await get(app, `/v1/big/bodies?kb=${3 * 1024}&n=${n}`)
      expect(status).toBe(200)
      expect(app.mock.resolver.keptBytes).toBeLessThanOrEqual(BODY_CACHE_BYTES)
    }
  // over an eighth of the cap each: none kept, each made on every ask
  expect([...made.values()]).toEqual(Array(8).fill(3))
})

it('what the cache keeps stays within its bytes for any sequence of asks', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.record({ kb: fc.constantFrom(1, 16, 64, 120, 300), n: fc.integer({ min: 0, max: 12 }) }), {
        minLength: 10,
        maxLength: 40,
      }),
      async (asks) => {
        const { app } = appOfSizes(CAP)
        for (const { kb, n } of asks) {
          const { status, text } = await get(app, `/v1/big/bodies?kb=${kb}&n=${n}`)
          expect(status).toBe(200)
          expect(text.length).toBeGreaterThan(kb * 1024)
          expect(app.mock.resolver.keptBytes).toBeLessThanOrEqual(CAP)
          expect(app.mock.resolver.keptBytes).toBeGreaterThanOrEqual(0)
        }
      },
    ),
    { numRuns: 20 },
  )
})

it('small bodies asked twice are still kept and served from the cache', async () => {
  const { app, made } = appOfSizes()
  for (let round = 0; round < 4; round++)
    for (let n = 0; n < 50; n++) expect((await get(app, `/v1/big/bodies?kb=2&n=${n}`)).status).toBe(200)
  // made on the first and second ask, kept from the second on
  expect([...made.values()]).toEqual(Array(50).fill(2))
  expect(app.mock.resolver.keptBytes).toBeGreaterThan(50 * 2 * 1024)
})

it('large bodies that fit are kept up to the cap, and the ones pushed out are made again', async () => {
  const { app, made } = appOfSizes(CAP)
  // 64 KB of text each, 192 KB counted: ten fit in the cap, twenty do not
  for (let round = 0; round < 3; round++)
    for (let n = 0; n < 20; n++) expect((await get(app, `/v1/big/bodies?kb=64&n=${n}`)).status).toBe(200)
  expect(app.mock.resolver.keptBytes).toBeLessThanOrEqual(CAP)
  expect(app.mock.resolver.keptBytes).toBeGreaterThan(CAP / 2)
  expect([...made.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(40)
})
