// Configs of two endpoints of one's own, in the TypeScript and the YAML form, written to a folder for a test.
import { join } from 'node:path'
import { writeFiles } from './tmp.js'

/** `people/finder`: a paged list (alias `q`, `start` in steps of 10, 404 on an empty page); `gadgets/by-id`: one. */
export const TS_CONFIG = `import { defineConfig, defineEndpoint } from 'network-lookup-mock'
import { z } from 'zod'

const Person = z.object({ username: z.string(), fullName: z.string(), rank: z.number().int() })

export default defineConfig({
  endpoints: [
    defineEndpoint({
      path: '/v1/people/finder',
      summary: 'People whose names match keywords',
      query: z.object({
        keywords: z.string().min(2),
        start: z.coerce.number().int().multipleOf(10).optional(),
      }),
      aliases: { keywords: ['q'] },
      response: z.object({
        success: z.boolean(),
        message: z.string(),
        data: z.object({ total: z.number().int(), items: z.array(Person).nullable() }),
      }),
      itemsKey: 'data.items',
      notFound: 'empty',
      generate(ctx) {
        const total = ctx.query.keywords.startsWith('none') ? 0 : ctx.draw(['total'], (f) => f.number.int({ min: 11, max: 40 }))
        const page = ctx.paginate(total, (f, i) => ({
          username: \`\${ctx.query.keywords}-\${i}\`,
          fullName: f.person.fullName(),
          rank: i,
        }))
        return { success: true, message: '', data: { total: page.total, items: page.items } }
      },
    }),
    defineEndpoint({
      path: 'gadgets/by-id',
      query: z.object({ gadgetId: z.string().regex(/^\\d+$/) }),
      response: z.object({ success: z.boolean(), data: z.object({ id: z.string(), name: z.string() }) }),
      cost: 3,
      entity: 'Gadget',
      notFound: (body) => body.data.id.endsWith('0'),
      generate: (ctx) => ({ success: true, data: { id: ctx.query.gadgetId, name: ctx.draw(['name'], (f) => f.commerce.productName()) } }),
    }),
  ],
})
`

export const YAML_CONFIG = `endpoints:
  - path: /v1/people/finder
    summary: People whose names match keywords
    query:
      type: object
      properties:
        keywords: { type: string, minLength: 2 }
        start: { type: integer, multipleOf: 10 }
      required: [keywords]
    aliases: { keywords: [q] }
    response:
      type: object
      properties:
        success: { type: boolean, const: true }
        message: { type: string, const: "" }
        data:
          type: object
          properties:
            total: { type: integer }
            items:
              type: [array, "null"]
              items:
                type: object
                properties:
                  username: { type: string }
                  fullName: { type: string }
                  rank: { type: integer }
                required: [username, fullName, rank]
          required: [total, items]
      required: [success, message, data]
    itemsKey: data.items
    notFound: empty
  - path: gadgets/by-id
    query:
      type: object
      properties:
        gadgetId: { type: string, pattern: "^\\\\d+$" }
      required: [gadgetId]
    response:
      type: object
      properties:
        success: { type: boolean, const: true }
        data:
          type: object
          properties:
            id: { type: string }
            name: { type: string }
          required: [id, name]
      required: [success, data]
    cost: 3
    entity: Gadget
`

/** The two forms, each written to a file of its own in `dir`. */
export function writeConfigs(dir: string): { ts: string; yaml: string } {
  writeFiles(dir, { 'mock.config.ts': TS_CONFIG, 'mock.config.yaml': YAML_CONFIG })
  return { ts: join(dir, 'mock.config.ts'), yaml: join(dir, 'mock.config.yaml') }
}
