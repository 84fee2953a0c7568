import { expect, it } from 'vitest'
import { z } from 'zod'
import { defineConfig, defineEndpoint, type EndpointContext } from '../../src/define.js'
import { get, testApp } from '../support/app.js'

// A config's generate that changed `ctx.world.person(...)` changed the built-in people/profile answers: what a
// generate gets from the world is the world's shared, cached entity. It is now frozen, with all it holds, so a change
// fails in the generate that tried it (a 500 naming its endpoint) and every other answer stays as it was.
const USER = 'jane-doe'
const COMPANY = 1441

type Mutation = [string, (ctx: EndpointContext<{ q?: string }>) => void]
const MUTATIONS: Mutation[] = [
  ['a field of a person', (ctx) => Object.assign(ctx.world.person(USER), { firstName: 'Mallory' })],
  [
    'a nested field of a person',
    (ctx) => {
      const p = ctx.world.person(USER) as unknown as { location: Record<string, unknown> }
      p.location.city = 'Nowhere'
    },
  ],
  [
    'a list of a person',
    (ctx) => {
      const p = ctx.world.person(USER) as unknown as Record<string, unknown>
      for (const v of Object.values(p)) if (Array.isArray(v)) v.push('x')
      throw new Error('no list to change')
    },
  ],
  [
    'a person deleted a field',
    (ctx) => {
      delete (ctx.world.person(USER) as unknown as Record<string, unknown>).lastName
    },
  ],
  ['a person by index', (ctx) => Object.assign(ctx.world.personAt(0), { headline: 'changed' })],
  ['a company', (ctx) => Object.assign(ctx.world.company(COMPANY), { name: 'Evil Corp' })],
  ['a company brief', (ctx) => Object.assign(ctx.world.companyBrief(COMPANY), { name: 'Evil Corp' })],
  [
    'a built-in body',
    (ctx) => {
      const body = ctx.builtIn('people/profile', USER) as Record<string, unknown>
      const data = (body.data ?? body) as Record<string, unknown>
      data.firstName = 'Mallory'
    },
  ],
  ['a place', (ctx) => Object.assign(ctx.world.places()[0] as object, { city: 'Nowhere' })],
  ['the population', (ctx) => Object.assign(ctx.world.population, { usernameAt: () => 'x' })],
  ['the world itself', (ctx) => Object.assign(ctx.world, { person: () => ({}) })],
]

const BUILT_IN = [
  `/v1/people/profile?username=${USER}`,
  `/v1/companies/by-id?id=${COMPANY}`,
  '/v1/people/profile?username=zz-first',
]

it.each(MUTATIONS)('a generate changing %s changes no other answer', async (_, mutate) => {
  const config = defineConfig({
    endpoints: [
      defineEndpoint({
        path: '/v1/tamper/world',
        query: z.object({ q: z.string().optional() }),
        response: z.any(),
        generate: (ctx) => {
          mutate(ctx)
          return { ok: true }
        },
      }),
    ],
  })
  const warnings: string[] = []
  const app = testApp({ config, warn: (m) => warnings.push(m) })
  const before = await Promise.all(BUILT_IN.map(async (url) => (await get(app, url)).text))
  const tampered = await get(app, '/v1/tamper/world?q=1')
  expect(tampered.status).toBe(500)
  expect(tampered.body).toMatchObject({ code: 'INTERNAL_ERROR', endpoint: 'tamper/world' })
  // a fresh app asks the world first through the tampering endpoint, then the built-in ones
  const fresh = testApp({ config, warn: (m) => warnings.push(m) })
  await get(fresh, '/v1/tamper/world?q=2')
  for (const [i, url] of BUILT_IN.entries()) {
    expect((await get(app, url)).text).toBe(before[i])
    expect((await get(fresh, url)).text).toBe(before[i])
  }
})
