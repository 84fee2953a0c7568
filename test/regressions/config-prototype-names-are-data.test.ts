import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { z } from 'zod'
import { defineConfig, defineEndpoint } from '../../src/define.js'
import { get, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'

// A query parameter named `constructor` or `toString` stopped start-up with "p2.aliases is not iterable", and a
// response field `valueOf` beside a list answered 500: config tables were plain objects, so a name that is a property
// of Object.prototype found a function. Every such name is now a name, wherever a config gives one.
const NAMES = Object.getOwnPropertyNames(Object.prototype).filter((n) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(n))
const dir = tempDir('nlm-proto-config-')
/** A path segment of the name: a segment starts with a letter or digit. */
const segment = (name: string): string => (/^[A-Za-z]/.test(name) ? name : `x${name}`)

/** zod reads no key `__proto__` (it drops it from what it parses): a parameter of that name is refused at load. */
const PARAMETERS = NAMES.filter((n) => n !== '__proto__')

it.each(PARAMETERS)(
  'a TypeScript config with a parameter, an alias and an endpoint id named %s serves it',
  async (name) => {
    const config = defineConfig({
      endpoints: [
        defineEndpoint({
          path: `/v1/${segment(name)}/${segment(name)}`,
          query: z.object({ [name]: z.string(), other: z.string().optional() }),
          aliases: { other: [`${name}x`] },
          response: z.object({ [name]: z.string(), items: z.array(z.string()) }),
          itemsKey: 'items',
          generate: (ctx) => ({ [name]: String(ctx.query[name]), items: ['a'] }),
        }),
      ],
    })
    const app = testApp({ config })
    const { status, body } = await get(app, `/v1/${segment(name)}/${segment(name)}?${name}=v&${name}x=w`)
    expect(status).toBe(200)
    expect(body[name]).toBe('v')
    const missing = await get(app, `/v1/${segment(name)}/${segment(name)}`)
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ code: 'MISSING_PARAMETER', parameter: name })
  },
)

it.each(NAMES)(
  'a YAML config with a parameter, an alias, an endpoint id and fields named %s serves it',
  async (name) => {
    const file = join(dir, `${name}.yaml`)
    const param = name === '__proto__' ? 'q' : name
    writeFileSync(
      file,
      [
        'endpoints:',
        `  - path: /v1/${segment(name)}/list`,
        '    query:',
        '      type: object',
        `      properties: { ${param}: { type: string }, page: { type: integer } }`,
        `      required: [${param}]`,
        `    aliases: { ${param}: [${name}_alias] }`,
        '    response:',
        '      type: object',
        '      properties:',
        `        ${name}: { type: integer }`,
        '        total: { type: integer }',
        `        items: { type: array, items: { type: object, properties: { ${name}: { type: string } }, required: [${name}] } }`,
        `      required: [${name}, total, items]`,
        '    itemsKey: items',
        '',
      ].join('\n'),
    )
    const app = testApp({ config: file })
    for (const query of [`${param}=v`, `${name}_alias=v`, `${param}=v&page=2`]) {
      const { status, body } = await get(app, `/v1/${segment(name)}/list?${query}`)
      expect(status).toBe(200)
      expect(typeof body[name]).toBe('number')
      for (const item of body.items) expect(typeof item[name]).toBe('string')
    }
  },
)

it.each(['ts', 'yaml'])(
  'a parameter named __proto__ is refused at load in a %s config, with an alias offered',
  (form) => {
    const file = join(dir, `proto.${form === 'ts' ? 'mjs' : 'yaml'}`)
    writeFileSync(
      file,
      form === 'ts'
        ? "import { z } from 'zod'\nexport default { endpoints: [{ path: 'a/b', query: z.object({ ['__proto__']: z.string() }), " +
            'response: z.any(), generate: () => ({}) }] }\n'
        : 'endpoints:\n  - path: a/b\n    query: { type: object, properties: { __proto__: { type: string } } }\n' +
            '    response: { type: object }\n',
    )
    expect(() => testApp({ config: file })).toThrow(
      /\$\.endpoints\[0\]\.query(\.properties)?\.__proto__: .*\(fix: .*alias/,
    )
  },
)
