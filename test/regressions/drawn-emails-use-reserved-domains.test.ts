import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { z } from 'zod'
import { defineConfig, defineEndpoint } from '../../src/define.js'
import { get, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'

// Config endpoints drew e-mail addresses on real mail domains (gmail.com, yahoo.com, hotmail.com): a test sending
// mail from the bodies would write to real people. Every address a config draws is now on RFC 2606's reserved
// example.com, example.org or example.net: a JSON/YAML config's `format: email` and *email* fields, and a code
// config's `f.internet.email()` in `ctx.draw` and `ctx.paginate`.
const RESERVED = /@example\.(com|org|net)$/
const dir = tempDir('nlm-mail-')

writeFileSync(
  join(dir, 'mail.json'),
  JSON.stringify({
    endpoints: [
      {
        path: '/v1/mail/list',
        query: { type: 'object', properties: { q: { type: 'string' } } },
        itemsKey: 'items',
        response: {
          type: 'object',
          properties: {
            items: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  contact: { type: 'string', format: 'email' },
                  workEmail: { type: 'string' },
                  email_address: { type: 'string' },
                },
                required: ['contact', 'workEmail', 'email_address'],
              },
            },
          },
          required: ['items'],
        },
      },
    ],
  }),
)
const fromFile = testApp({ config: join(dir, 'mail.json') })

const fromCode = testApp({
  config: defineConfig({
    endpoints: [
      defineEndpoint({
        path: '/v1/mail/code',
        query: z.object({ q: z.string().optional() }),
        response: z.object({ one: z.string(), items: z.array(z.string()) }),
        itemsKey: 'items',
        generate: (ctx) => ({
          one: ctx.draw(['one'], (f) => f.internet.email()),
          items: ctx.paginate(10, (f) => f.internet.email({ firstName: f.person.firstName() })).items,
        }),
      }),
    ],
  }),
})

const QUERY = fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent)

it('every address a JSON config draws is on a reserved example domain', async () => {
  let seen = 0
  await fc.assert(
    fc.asyncProperty(QUERY, fc.integer({ min: 1, max: 3 }), async (q, page) => {
      const { status, body } = await get(fromFile, `/v1/mail/list?q=${q}&page=${page}`)
      expect(status).toBe(200)
      for (const item of body.items)
        for (const value of [item.contact, item.workEmail, item.email_address]) {
          expect(value).toMatch(RESERVED)
          seen++
        }
    }),
    { numRuns: 60 },
  )
  expect(seen).toBeGreaterThan(100)
})

it("every address a code config's draw makes with f.internet.email() is on a reserved example domain", async () => {
  await fc.assert(
    fc.asyncProperty(QUERY, async (q) => {
      const { status, body } = await get(fromCode, `/v1/mail/code?q=${q}`)
      expect(status).toBe(200)
      expect(body.items).toHaveLength(10)
      for (const value of [body.one, ...body.items]) expect(value).toMatch(RESERVED)
    }),
    { numRuns: 60 },
  )
})
