import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import { parse as parseYaml } from 'yaml'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../src/endpoints.js'
import { componentName, openApiDocument } from '../src/openapi/document.js'
import { DEFAULT_SERVER_URL, openApiText, writeOpenApi } from '../src/openapi/write.js'
import { World } from '../src/world/world.js'
import { DEFAULT_NOW } from '../src/options.js'
import { DEV, get, testApp } from './support/app.js'
import { tempDir } from './support/tmp.js'
import { paramValues, sampleUrl, urlFor } from './support/values.js'

type Json = Record<string, any>

const doc = openApiDocument() as Json
const ajv = new Ajv2020({ strict: false, allErrors: false })
// the document marks fields the spec types as URLs with format uri (zod's z.url())
ajv.addFormat('uri', (s: string) => URL.canParse(s))
ajv.addSchema({ $id: 'openapi.json', components: doc.components })

const validators = new Map<string, ValidateFunction>()

/** The validator for a response of one operation, from the document (its $refs resolved into the components). */
function responseValidator(path: string, method: string, status: string): ValidateFunction {
  const id = `${method} ${path} ${status}`
  const known = validators.get(id)
  if (known) return known
  const response = doc.paths[path]?.[method]?.responses?.[status]
  if (!response) throw new Error(`the document has no ${status} answer for ${method.toUpperCase()} ${path}`)
  const schema = JSON.parse(
    JSON.stringify(response.content['application/json'].schema).replaceAll(
      '"#/components',
      '"openapi.json#/components',
    ),
  )
  const validate = ajv.compile(schema)
  validators.set(id, validate)
  return validate
}

function check(validate: ValidateFunction, body: unknown, what: string): void {
  if (!validate(body)) throw new Error(`${what}: ${ajv.errorsText(validate.errors)}`)
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document for an independent validator, as JSON and as YAML', async () => {
    for (const text of [openApiText('x.json'), openApiText('x.yaml')]) {
      const parsed = text.trimStart().startsWith('{') ? JSON.parse(text) : parseYaml(text)
      const result = await new Validator().validate(parsed)
      expect(result.errors ?? []).toEqual([])
      expect(result.valid).toBe(true)
      expect(parsed.openapi).toBe('3.1.0')
    }
  })

  it('has every /v1 endpoint with its parameter, its aliases marked as such, and paging on list endpoints', () => {
    for (const def of ENDPOINTS) {
      const op = doc.paths[def.path]?.get
      expect(op, def.path).toBeDefined()
      const names = op.parameters.map((p: Json) => p.name)
      expect(names).toContain(def.param)
      for (const alias of def.aliases) {
        const p = op.parameters.find((x: Json) => x.name === alias.name)
        expect(p.schema['x-alias-of']).toBe(def.param)
        expect(p.description).toMatch(/^Alias of/)
      }
      expect(names.includes('page') && names.includes('start')).toBe(def.paged)
      expect(names.includes('paginationToken')).toBe(def.pagedByToken === true)
      expect(op.responses['200'].content['application/json'].schema.$ref).toBe(
        `#/components/schemas/${componentName(def)}`,
      )
    }
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/v1/'))).toHaveLength(ENDPOINTS.length)
  })

  it('documents every error answer: 400, 401, 402, 404, 429 with Retry-After, 500, each with examples', () => {
    for (const def of ENDPOINTS) {
      const r = doc.paths[def.path].get.responses
      for (const status of ['400', '401', '402', '404', '405', '429', '500', '502', '503', '504']) {
        expect(
          Object.keys(r[status]?.content['application/json'].examples ?? {}).length,
          `${def.id} ${status}`,
        ).toBeGreaterThan(0)
      }
      expect(r['429'].headers['Retry-After'].required).toBe(true)
      expect(r['405'].headers.Allow.required).toBe(true)
      expect(r['404'].content['application/json'].examples.NOT_FOUND.value).toEqual({
        message: `${def.entity} not found`,
        code: 'NOT_FOUND',
      })
    }
  })

  it('names every operation uniquely', () => {
    const ids = Object.values(doc.paths).flatMap((item: any) => Object.values(item).map((op: any) => op.operationId))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has both auth schemes and the admin API', () => {
    expect(Object.keys(doc.components.securitySchemes)).toEqual(expect.arrayContaining(['bearerAuth', 'apiKeyHeader']))
    for (const path of [
      '/__admin/health',
      '/__admin/scenario',
      '/__admin/keys/{key}',
      '/__admin/clock',
      '/__admin/fixtures',
      '/__admin/events',
    ]) {
      expect(doc.paths[path], path).toBeDefined()
    }
    expect(openApiDocument({ admin: false }).paths).not.toHaveProperty('/__admin/health')
  })
})

describe('answers against the document', () => {
  const world = new World({ seed: 1, now: new Date(DEFAULT_NOW) })

  it.each(ENDPOINTS.map((d) => [d.id, d] as const))('generated answers of %s match its 200 schema', (_id, def) => {
    const validate = responseValidator(def.path, 'get', '200')
    for (const [i, key] of paramValues(def, world, 25, 3).entries()) {
      const page = def.paged && i % 5 === 4 ? 2 : 1
      const body = def.generate({
        world,
        endpointId: def.id,
        entityKey: def.readKey ? def.readKey(key) : key,
        paging: { page, offset: (page - 1) * 10, size: 10 },
      })
      check(validate, body, `${def.id} ${key}`)
    }
  })

  it('refuses a body that breaks the schema (the check can fail)', () => {
    const def = ENDPOINTS.find((d) => d.itemsKey === 'data.items') as (typeof ENDPOINTS)[number]
    const body = def.generate({
      world,
      endpointId: def.id,
      entityKey: paramValues(def, world, 1, 3)[0] as string,
      paging: { page: 1, offset: 0, size: 10 },
    }) as Json
    const validate = responseValidator(def.path, 'get', '200')
    expect(validate({ ...body, data: { ...body.data, items: 'not a list' } })).toBe(false)
    expect(validate({ ...body, unexpected: 1 })).toBe(false)
  })

  it('served answers (HTTP, every endpoint, shipped fixtures included) match the 200 schema', async () => {
    const app = testApp({ fixtures: undefined })
    for (const def of ENDPOINTS) {
      const { status, body } = await get(app, sampleUrl(def))
      expect(status, def.id).toBe(200)
      check(responseValidator(def.path, 'get', '200'), body, def.id)
    }
  })

  const refusals: [string, number, () => Promise<{ status: number; body: any; res: Response }>][] = []
  const def = ENDPOINTS.find((d) => d.id === 'people/profile') ?? (ENDPOINTS[0] as (typeof ENDPOINTS)[number])
  const app = testApp({ keys: [{ key: 'test_starter_empty_0001', plan: 'Starter', credits: 0 }] })
  refusals.push(
    ['missing parameter', 400, () => get(app, def.path)],
    ['no key', 401, () => get(app, sampleUrl(def), {})],
    ['no credits', 402, () => get(app, sampleUrl(def), { Authorization: 'Bearer test_starter_empty_0001' })],
    ['not-found scenario', 404, () => get(app, sampleUrl(def), { ...DEV, 'X-Mock-Scenario': 'not-found' })],
    ['rate-limited scenario', 429, () => get(app, sampleUrl(def), { ...DEV, 'X-Mock-Scenario': 'rate-limited' })],
    [
      'server-error scenario',
      500,
      () => get(app, urlFor(def, 'jane-doe'), { ...DEV, 'X-Mock-Scenario': 'server-error' }),
    ],
  )
  it.each(refusals)('a refusal (%s, %i) matches the documented answer', async (_what, expected, send) => {
    const { status, body, res } = await send()
    expect(status).toBe(expected)
    check(responseValidator(def.path, 'get', String(status)), body, `${status}`)
    if (status === 429) expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('admin answers match their documented schemas', async () => {
    const admin = testApp()
    for (const path of ['/health', '/scenarios', '/clock', '/keys', '/requests', '/fixtures', '/rate-windows']) {
      const res = await admin.request(`/__admin${path}`)
      check(responseValidator(`/__admin${path}`, 'get', '200'), await res.json(), path)
    }
  })
})

describe('served and written', () => {
  let app: ReturnType<typeof testApp>
  beforeAll(() => {
    app = testApp()
  })

  it('serves /openapi.json and /openapi.yaml, the same document, with a relative server for "try it"', async () => {
    const json = (await (await app.request('/openapi.json')).json()) as Json
    const yaml = parseYaml(await (await app.request('/openapi.yaml')).text()) as Json
    expect(yaml).toEqual(json)
    expect(json.servers).toEqual([{ url: '/', description: 'this mock' }])
    expect(Object.keys(json.paths)).toEqual(Object.keys(doc.paths))
  })

  it('writes the document, pointed at the default port, to a file (YAML by extension) or to a stream', () => {
    const dir = tempDir()
    const standalone = openApiDocument({ serverUrl: DEFAULT_SERVER_URL })
    expect(standalone.servers).toEqual([{ url: 'http://127.0.0.1:4010', description: 'this mock' }])
    writeOpenApi(join(dir, 'out', 'api.json'))
    writeOpenApi(join(dir, 'api.yaml'))
    expect(JSON.parse(readFileSync(join(dir, 'out', 'api.json'), 'utf8'))).toEqual(standalone)
    expect(parseYaml(readFileSync(join(dir, 'api.yaml'), 'utf8'))).toEqual(standalone)
    let written = ''
    writeOpenApi(undefined, { write: (t: string) => (written += t) })
    expect(JSON.parse(written)).toEqual(standalone)
  })
})
