import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { extname, isAbsolute, resolve, sep } from 'node:path'
import * as zod from 'zod'
import { z } from 'zod'
import type { EndpointDef } from '../endpoints.js'
import { FileError, jsonPath } from '../errors.js'
import { readFile } from '../files.js'
import { PACKAGE_ROOT } from '../options.js'
import type { Faker } from '@faker-js/faker'
import { drawingFaker } from './faker.js'
import { defineConfig, defineEndpoint, type EndpointContext, type EndpointSpec, type MockConfig } from '../define.js'
import { hash53 } from '../util/hash.js'
import { lazy } from '../util/lazy.js'
import { checkDrawable } from './check-schema.js'
import { endpointDef, tableOf } from './endpoint.js'
import { bodyFromSchema, type JsonSchema } from './json-body.js'
import * as common from '../schemas/common.js'
import * as companies from '../schemas/companies.js'
import * as jobs from '../schemas/jobs.js'
import * as people from '../schemas/people.js'
import * as posts from '../schemas/posts.js'
import * as responses from '../schemas/responses.js'

/** What a config importing `network-lookup-mock/schemas` gets: the schemas of every built-in body. */
const SCHEMAS = { ...common, ...people, ...companies, ...jobs, ...posts, ...responses }

const CODE = new Set(['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs'])
const DATA = new Set(['.json', '.yaml', '.yml'])
const FIX = 'see docs/own-endpoints.md'

/** What a config loads as: its endpoints in the table, and the file to watch. */
export interface LoadedConfig {
  /** The whole table: built-in endpoints, the config's added or in their place. */
  endpoints: EndpointDef[]
  /** The file, absolute; undefined for a config given as an object. */
  file: string | undefined
}

/** A JSON or YAML config's schema, built when one is read. */
const fileConfigSchema = lazy(() => {
  /** An object of a JSON/YAML config that should be a JSON Schema. */
  const JsonSchemaObject = z.record(z.string(), z.unknown())
  const FileEndpointSchema = z
    .object({
      path: z.string(),
      summary: z.string().optional(),
      query: JsonSchemaObject.optional(),
      aliases: z.record(z.string(), z.array(z.string())).optional(),
      response: JsonSchemaObject,
      itemsKey: z.string().nullable().optional(),
      cost: z.number().int().min(0).optional(),
      entity: z.string().optional(),
      notFound: z.literal('empty').optional(),
      override: z.boolean().optional(),
    })
    .strict()
  return z.object({ endpoints: z.array(FileEndpointSchema) }).strict()
})
type FileEndpoint = z.infer<ReturnType<typeof fileConfigSchema>>['endpoints'][number]

const PROTO_FIX = 'name it otherwise, with an alias __proto__'
const NUMERIC = new Set(['integer', 'number'])

/** A query's JSON Schema as a zod object: values come as text, so numbers and booleans are read from it first. */
function queryFromJsonSchema(json: Record<string, unknown>, file: string, at: string): z.ZodType {
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>
  if (json.type !== undefined && json.type !== 'object')
    throw new FileError(file, at, 'the query schema is not of type object', 'give type: object with properties')
  const required = new Set(Array.isArray(json.required) ? (json.required as string[]) : [])
  const shape: Record<string, z.ZodType> = Object.create(null)
  for (const [name, property] of Object.entries(properties)) {
    // zod drops a key of that name from what it reads (prototype safety): the parameter would never arrive
    if (name === '__proto__')
      throw new FileError(file, `${at}.properties.__proto__`, 'zod reads no parameter named __proto__', PROTO_FIX)
    const inner = converted(property, file, `${at}.properties.${name}`)
    const type = Array.isArray(property.type) ? property.type[0] : property.type
    const read = (v: unknown): unknown =>
      typeof v !== 'string'
        ? v
        : NUMERIC.has(type ?? '') && /^-?\d+(\.\d+)?$/.test(v)
          ? Number(v)
          : type === 'boolean' && (v === 'true' || v === 'false')
            ? v === 'true'
            : v
    const one = z.preprocess(read, inner)
    shape[name] = required.has(name) ? one : one.optional()
  }
  return z.object(shape)
}

/** zod's own reading of a JSON Schema; one it cannot read is refused at its JSON path. */
function converted(json: unknown, file: string, at: string): z.ZodType {
  try {
    return z.fromJSONSchema(json as Parameters<typeof z.fromJSONSchema>[0]) as z.ZodType
  } catch (err) {
    throw new FileError(
      file,
      at,
      `is not a JSON Schema zod can read: ${err instanceof Error ? err.message : String(err)}`,
      'give a JSON Schema (draft 2020-12) such as {type: object, properties: {...}}',
    )
  }
}

/** Where a sample body is drawn at load: pages 1 and 2 of a few queries. */
const SAMPLES = 12

/**
 * A response schema as zod, refused at load unless bodies drawn from it pass it: every keyword honoured
 * (checkDrawable), every value given (const, enum, examples) of its node, and sample bodies checked.
 */
function drawable(json: JsonSchema, itemsKey: string | null, file: string, at: string): z.ZodType {
  const given = checkDrawable(json, itemsKey, file, at)
  const schema = converted(json, file, at)
  const defs = {
    $defs: (json as Record<string, unknown>).$defs,
    definitions: (json as Record<string, unknown>).definitions,
  }
  for (const { node, path } of given) {
    const { const: one, enum: list, examples, ...rest } = node as JsonSchema & Record<string, unknown>
    const check = converted({ ...rest, ...defs }, file, path)
    for (const [key, values] of [
      ['const', one === undefined ? [] : [one]],
      ['enum', list ?? []],
      ['examples', examples ?? []],
    ] as const)
      values.forEach((value, i) => {
        const issue = check.safeParse(value).error?.issues[0]
        if (issue)
          throw new FileError(
            file,
            `${path}.${key}${key === 'const' ? '' : `[${i}]`}`,
            `is not a value of its own schema: ${issue.message}`,
            'give values the rest of the schema accepts',
          )
      })
  }
  for (let i = 0; i < SAMPLES; i++) {
    const body = bodyFromSchema(json, itemsKey, sampleContext(i), new Date(0))
    const issue = schema.safeParse(body).error?.issues[0]
    if (issue)
      throw new FileError(
        file,
        at,
        `a body drawn from it breaks it at ${jsonPath(issue.path)}: ${issue.message}`,
        'give examples: [...] for that field, or write this endpoint in a TypeScript config',
      )
  }
  return schema
}

let sampleFaker: Faker | undefined

/** A context for drawing a sample body at load: query `i`, page 1 or 2. */
function sampleContext(i: number): EndpointContext<unknown> {
  const page = (i % 2) + 1
  const size = 10
  const seeded = <T>(parts: (string | number)[], fn: (f: Faker) => T): T => {
    sampleFaker ??= drawingFaker()
    sampleFaker.seed(hash53(`${i}\u0000${parts.join('\u0000')}`) % 2 ** 31)
    return fn(sampleFaker)
  }
  return {
    query: {},
    world: undefined as never,
    endpointId: 'sample',
    page,
    start: (page - 1) * size,
    size,
    draw: seeded,
    paginate: (total, item) => {
      const first = (page - 1) * size
      const items = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, k) =>
        seeded(['item', first + k], (f) => item(f, first + k)),
      )
      return { items, total, totalPages: Math.ceil(total / size), currentPage: page }
    },
    builtIn: () => undefined,
    notFound: () => {
      throw new Error('no sample is missing')
    },
  }
}

/** One endpoint of a JSON/YAML config as a spec: its schemas converted, its bodies drawn from its response schema. */
function specOfFile(e: FileEndpoint, i: number, file: string, now: Date): EndpointSpec<string, z.ZodType, z.ZodType> {
  const at = `$.endpoints[${i}]`
  const query = queryFromJsonSchema(e.query ?? { type: 'object', properties: {} }, file, `${at}.query`)
  const itemsKey = e.itemsKey ?? null
  const response = drawable(e.response as JsonSchema, itemsKey, file, `${at}.response`)
  return {
    ...e,
    query,
    response,
    itemsKey,
    generate: (ctx) => bodyFromSchema(e.response as JsonSchema, itemsKey, ctx, now),
  }
}

/** The config module's exports, loaded through jiti: TypeScript runs from the installed package, no build step. */
function importCode(file: string): unknown {
  // loaded for a code config only: every start-up would pay for it otherwise
  const { createJiti } = createRequire(import.meta.url)('jiti') as typeof import('jiti')
  const jiti = createJiti(import.meta.url, {
    moduleCache: false,
    fsCache: false,
    interopDefault: true,
    // the config's imports of the package and of zod are this process's own: one zod, and no dist/ needed
    virtualModules: {
      'network-lookup-mock': { defineEndpoint, defineConfig },
      'network-lookup-mock/schemas': SCHEMAS,
      zod,
      'zod/v4': zod,
    },
  })
  try {
    return jiti(file)
  } catch (err) {
    if (err instanceof FileError) throw err
    throw new FileError(
      file,
      '',
      `cannot be loaded: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
      'fix the error in the file (it must run: node loads it as a module)',
    )
  }
}

/** The config object a module exported (its default export, else the module itself). */
function configOf(exported: unknown, file: string): MockConfig {
  const mod = exported as { default?: unknown; endpoints?: unknown } | null
  const config = (mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod) as MockConfig | null
  if (!config || typeof config !== 'object' || !Array.isArray(config.endpoints))
    throw new FileError(file, '$', 'exports no endpoints list', 'export default defineConfig({ endpoints: [...] })')
  return config
}

/** The specs of a config object, with where each was declared. */
function tableOfConfig(config: MockConfig, file: string): EndpointDef[] {
  return tableOf(
    config.endpoints.map((spec, i) => {
      const site = { file, at: `$.endpoints[${i}]` }
      return { def: endpointDef(spec, site), site, override: spec?.override === true }
    }),
  )
}

/** The package's examples: `--config examples/...` names them from any folder, as README and docs give it. */
const SHIPPED_EXAMPLES = resolve(PACKAGE_ROOT, 'examples')

/**
 * The config file a path names: from the working directory; else, when it names a file of the package's examples
 * (`examples/extra-endpoints/mock.config.ts`), that file of the installed package. The banner names the one used.
 */
export function configFile(input: string): { file: string; looked: string[] } {
  const file = resolve(input)
  if (existsSync(file) || isAbsolute(input)) return { file, looked: [file] }
  const shipped = resolve(PACKAGE_ROOT, input)
  if (!shipped.startsWith(`${SHIPPED_EXAMPLES}${sep}`)) return { file, looked: [file] }
  return existsSync(shipped) ? { file: shipped, looked: [shipped] } : { file, looked: [file, shipped] }
}

/**
 * Loads a config (a file: .ts, .mts, .js, .mjs, .cjs, .json, .yaml; or the object itself) into the endpoint table.
 * Throws a FileError naming the file, the endpoint's JSON path and the fix.
 */
export function loadConfig(input: string | MockConfig, now: Date): LoadedConfig {
  if (typeof input !== 'string')
    return { endpoints: tableOfConfig(configOf(input, 'config'), 'config'), file: undefined }
  const { file, looked } = configFile(input)
  const ext = extname(file).toLowerCase()
  if (!CODE.has(ext) && !DATA.has(ext))
    throw new FileError(
      file,
      '',
      `is not a config file (${ext || 'no extension'})`,
      'name it mock.config.ts, .mjs, .js, .json or .yaml',
    )
  if (!existsSync(file))
    throw new FileError(
      file,
      '',
      `cannot read the config file (ENOENT)${looked.length > 1 ? `; nor ${looked.slice(1).join(', ')}` : ''}`,
      'check the path',
    )
  if (CODE.has(ext)) return { endpoints: tableOfConfig(configOf(importCode(file), file), file), file }
  const raw = readFile(file, fileConfigSchema(), { kind: 'config file', fix: FIX })
  const specs = raw.endpoints.map((e, i) => ({ spec: specOfFile(e, i, file, now), i }))
  return {
    endpoints: tableOf(
      specs.map(({ spec, i }) => {
        const site = { file, at: `$.endpoints[${i}]` }
        return { def: endpointDef(spec, site), site, override: spec.override === true }
      }),
    ),
    file,
  }
}
