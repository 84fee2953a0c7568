import { createRequire } from 'node:module'
import { z } from 'zod'
import { ENDPOINTS, type EndpointDef } from '../endpoints.js'
import { ERRORS, MockError, type CatalogEntry, type ErrorCode, type ErrorSite } from '../errors.js'
import { ErrorBodySchema, NotFoundBodySchema } from '../schemas/common.js'
import { ADMIN_OPERATIONS, type AdminOperation } from './admin-paths.js'
import { PACKAGE_VERSION } from '../version.js'
import type { MockConfig } from '../define.js'
import { loadConfig } from '../extend/load.js'
import { DEFAULT_NOW } from '../options.js'

type Json = Record<string, unknown>

export interface OpenApiOptions {
  /**
   * Base URL of the mock, for "try it": `http://127.0.0.1:4010`. Default: a relative server (`/`), the origin serving
   * the document.
   */
  serverUrl?: string
  /** Document the /__admin API too. Default true. */
  admin?: boolean
  /** Endpoints of your own to document with the built-in ones: a config file or the config (see MockOptions). */
  config?: string | MockConfig
}

/** A zod schema as an OpenAPI 3.1 (JSON Schema 2020-12) schema, without the `$schema` a component must not carry. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Json
  return rest
}

/** `people/recommendations/received` -> `PeopleRecommendationsReceivedResponse`. */
export function componentName(def: EndpointDef): string {
  return `${def.id
    .split(/[/-]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')}Response`
}

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` })

const errorExample = (code: ErrorCode, message?: string): Json =>
  new MockError(code, message === undefined ? {} : { message }).body()

/** `/keys/{key}/reset` -> `KeysKeyReset`. */
function camelPath(path: string): string {
  return path.replace(/[{}]/g, '').replace(/[/-](\w)/g, (_m, c: string) => c.toUpperCase())
}

/** What each header an error answer carries says, and its form. */
const ERROR_HEADERS: Readonly<Record<string, Json>> = {
  'WWW-Authenticate': { description: 'The scheme to authenticate with', schema: { type: 'string' } },
  Allow: { description: 'The methods the path answers', schema: { type: 'string' } },
  'Retry-After': {
    description: 'Seconds until a request is accepted again',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
  'X-RateLimit-Limit': { description: "Requests a minute the key's plan allows", schema: { type: 'string' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the window', schema: { type: 'string' } },
  'X-Mock-Credits-Remaining': { description: 'Credits left on the key', schema: { type: 'string' } },
}

const CATALOG: Readonly<Record<ErrorCode, CatalogEntry>> = ERRORS
const CODES = Object.keys(CATALOG) as ErrorCode[]

/** Which errors of the catalog an operation answers with. */
interface ErrorSites {
  /** The operation answers with the errors whose `at` names a site this accepts. */
  answers: (site: ErrorSite) => boolean
  /** Scenarios act on it: a scenario's bare status answers with the catalog's error for that status. */
  scenarios: boolean
  /** Words the example of the real service's not-found answer (`Profile not found`). */
  entity?: string
}

/**
 * The error answers of one operation, by status, from the catalog: every code the operation can answer with, with
 * when, its headers and an example body each.
 */
function errorResponses({ answers, scenarios, entity }: ErrorSites): Json {
  const byStatus = new Map<number, ErrorCode[]>()
  const lines = new Map<ErrorCode, string>()
  for (const code of CODES) {
    const { at, status, when, forStatus } = CATALOG[code]
    if (at.length > 0 && when === undefined) throw new Error(`the error catalog's ${code} has sites but no \`when\``)
    const causes = [
      at.some(answers) ? when : undefined,
      scenarios && forStatus ? `a scenario answering \`{ "status": ${status} }\`` : undefined,
    ].filter((cause) => cause !== undefined)
    if (causes.length === 0) continue
    const line = causes.join('; or ')
    lines.set(code, line.charAt(0).toUpperCase() + line.slice(1))
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  const responses: Json = {}
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const entries = codes.map((code) => CATALOG[code])
    const shapes = new Set(entries.map((e) => e.shape ?? 'error'))
    const schemas = [...shapes].map((shape) => ref(shape === 'message' ? 'NotFoundBody' : 'ErrorBody'))
    const examples = Object.fromEntries(
      codes.map((code) => {
        const message = CATALOG[code].shape === 'message' && entity ? `${entity} not found` : undefined
        return [code, { summary: message ?? CATALOG[code].error, value: errorExample(code, message) }]
      }),
    )
    const headers: Json = {}
    for (const name of new Set(entries.flatMap((e) => [...Object.keys(e.headers ?? {}), ...(e.mayAdd ?? [])]))) {
      const doc = ERROR_HEADERS[name]
      if (!doc) throw new Error(`the error catalog names header ${name}, which the OpenAPI document does not describe`)
      const always = entries.every((e) => e.headers !== undefined && name in e.headers)
      headers[name] = always ? { ...doc, required: true } : doc
    }
    responses[String(status)] = {
      description: codes.map((code) => `- \`${code}\`: ${lines.get(code)}`).join('\n'),
      ...(Object.keys(headers).length ? { headers } : {}),
      content: {
        'application/json': { schema: schemas.length === 1 ? schemas[0] : { oneOf: schemas }, examples },
      },
    }
  }
  return responses
}

function stringParam(name: string, description: string, required = false, extra: Json = {}): Json {
  return { name, in: 'query', required, description, schema: { type: 'string', ...extra } }
}

/** A config endpoint's parameters: its query schema's properties, each alias beside its parameter. */
function queryParameters(def: EndpointDef, query: NonNullable<EndpointDef['query']>): Json[] {
  const object = jsonSchema(query.schema, 'input')
  const properties = (object.properties ?? {}) as Record<string, Json>
  const required = new Set((object.required ?? []) as string[])
  return query.names.flatMap(({ name, aliases }) => {
    if (def.paged && (name === 'page' || name === 'start')) return []
    const schema = properties[name] ?? { type: 'string' }
    const description = typeof schema.description === 'string' ? schema.description : `The \`${name}\` parameter.`
    return [
      { name, in: 'query', required: required.has(name), description, schema },
      ...aliases.map((alias) => ({
        name: alias,
        in: 'query',
        required: false,
        description: `Alias of \`${name}\`; used when \`${name}\` is absent.`,
        schema,
        'x-alias-of': name,
      })),
    ]
  })
}

function endpointParameters(def: EndpointDef): Json[] {
  const aliasNames = def.aliases.map((a) => `\`${a.name}\``).join(', ')
  const params = def.query
    ? queryParameters(def, def.query)
    : [
        stringParam(
          def.param,
          `The ${def.entity.toLowerCase()} to look ` +
            `up.${aliasNames ? ` Required unless an alias (${aliasNames}) is sent.` : ''}`,
          def.aliases.length === 0,
        ),
        ...def.aliases.map((a) =>
          stringParam(
            a.name,
            `Alias of \`${def.param}\`${a.read ? ', read as the real service reads it' : ''}; used when ` +
              `\`${def.param}\` is absent.`,
            false,
            { 'x-alias-of': def.param },
          ),
        ),
      ]
  if (def.paged) {
    params.push(
      {
        name: 'page',
        in: 'query',
        required: false,
        description: '1-based page of the list.',
        schema: { type: 'integer', minimum: 1 },
      },
      {
        name: 'start',
        in: 'query',
        required: false,
        description: '0-based offset into the list; wins over `page`.',
        schema: { type: 'integer', minimum: 0 },
      },
    )
  }
  if (def.pagedByToken) {
    params.push(
      stringParam(
        'paginationToken',
        'The `paginationToken` of the page before: names the next page (wins over `page` and `start`).',
      ),
    )
  }
  params.push({
    name: 'X-Mock-Scenario',
    in: 'header',
    required: false,
    description: 'Scenario for this request only (see GET /__admin/scenarios).',
    schema: { type: 'string' },
  })
  return params
}

function endpointOperation(def: EndpointDef): Json {
  const [group = def.id] = def.id.split('/')
  return {
    operationId: def.id.replace(/[/-](\w)/g, (_m, c: string) => c.toUpperCase()),
    summary: def.summary,
    tags: [group],
    description: endpointDescription(def),
    parameters: endpointParameters(def),
    responses: {
      '200': {
        description: 'The answer: a fixture if one is saved for the value, else generated data',
        headers: {
          'X-Mock-Source': {
            description: 'fixture, generated or upstream',
            schema: { type: 'string', enum: ['fixture', 'generated', 'upstream'] },
          },
          'X-Mock-Credits-Remaining': {
            description: 'Credits left on the key (absent for unlimited keys)',
            schema: { type: 'string' },
          },
        },
        content: { 'application/json': { schema: ref(componentName(def)) } },
      },
      ...errorResponses({ answers: (site) => site === 'endpoints', scenarios: true, entity: def.entity }),
    },
  }
}

/** How to ask for the endpoint: the parameter, what it costs, and whether the answer comes in pages. */
function endpointDescription(def: EndpointDef): string {
  const aliases = def.aliases.map((a) => `\`${a.name}\``)
  const by = def.query
    ? `Declared in ${def.source ?? 'a config'}: by its query ` +
      `(${def.query.names.map((n) => `\`${n.name}\``).join(', ')}).`
    : `By \`${def.param}\`${aliases.length ? ` (or ${aliases.join(', ')})` : ''}.`
  const cost = `Costs ${def.cost} credit${def.cost === 1 ? '' : 's'} on a 2xx answer.`
  const pages = def.paged
    ? `The list comes in pages of \`pageSize\` items (10 unless the mock is started otherwise): \`page\` or \`start\`${
        def.pagedByToken ? ', or the `paginationToken` of the page before' : ''
      }.`
    : 'One answer, no pages: `page`, `start` and `paginationToken` are ignored.'
  return `${by} ${cost} ${pages}`
}

function adminOperation(op: AdminOperation): Json {
  const parameters: Json[] = [
    ...(op.pathParams ?? []).map((p) => ({
      name: p.name,
      in: 'path',
      required: true,
      description: p.description,
      schema: { type: 'string' },
    })),
    ...(op.queryParams ?? []).map((p) => stringParam(p.name, p.description, p.required ?? false)),
    ...Object.keys(op.query?.shape ?? {}).map((name) => ({
      name,
      in: 'query',
      required: false,
      schema: jsonSchema(op.query?.shape[name] as z.ZodType, 'input'),
    })),
  ]
  const content = op.answer
    ? { 'application/json': { schema: jsonSchema(op.answer) } }
    : { [op.mediaType ?? 'application/json']: { schema: { type: 'string' } } }
  return {
    operationId: `admin${op.method.charAt(0).toUpperCase()}${op.method.slice(1)}${camelPath(op.path)}`,
    summary: op.summary,
    tags: ['admin'],
    security: [{}, { adminToken: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } }
      : {}),
    responses: {
      [String(op.status ?? 200)]: { description: 'OK', content },
      ...errorResponses({ answers: (site) => adminAnswers(op, site), scenarios: false }),
    },
  }
}

/** Whether an admin operation answers with the errors of a site of the catalog. */
function adminAnswers(op: AdminOperation, site: ErrorSite): boolean {
  switch (site) {
    case 'endpoints':
      return false
    case 'admin':
      return true
    case 'admin-input':
      return (
        op.body !== undefined ||
        op.query !== undefined ||
        (op.pathParams?.length ?? 0) + (op.queryParams?.length ?? 0) > 0
      )
    case 'admin-body':
      return op.method !== 'get'
    default:
      return site === `${op.method.toUpperCase()} ${op.path}`
  }
}

/** The OpenAPI 3.1 document of the mock, built from the endpoint table and the zod schemas. */
export function openApiDocument(options: OpenApiOptions = {}): Json {
  return documentFor(options)
}

/** The document of an app's own table (its config's endpoints with the built-in ones). */
export function documentFor(options: OpenApiOptions, table?: readonly EndpointDef[]): Json {
  const endpoints =
    table ?? (options.config === undefined ? ENDPOINTS : loadConfig(options.config, new Date(DEFAULT_NOW)).endpoints)
  const paths: Json = {}
  for (const def of endpoints) paths[def.path] = { get: endpointOperation(def) }
  if (options.admin !== false) {
    for (const op of ADMIN_OPERATIONS) {
      const path = `/__admin${op.path}`
      paths[path] = { ...(paths[path] as Json | undefined), [op.method]: adminOperation(op) }
    }
  }
  const schemas: Json = {
    ErrorBody: {
      ...jsonSchema(ErrorBodySchema, 'input'),
      description: '`{error, code}`, with details such as `parameter` or `field` on some codes',
    },
    NotFoundBody: { ...jsonSchema(NotFoundBodySchema), description: "The real service's unknown-entity body" },
  }
  for (const def of endpoints) schemas[componentName(def)] = jsonSchema(def.schema)
  const groups = [...new Set(endpoints.map((d) => d.id.split('/')[0] ?? d.id))]
  return {
    openapi: '3.1.0',
    info: {
      title: 'network-lookup-mock',
      version: PACKAGE_VERSION,
      description:
        `The professional-network lookup API as the mock serves it: ${endpoints.length} read-only GET endpoints ` +
        'under /v1, plus ' +
        "the /__admin API that steers scenarios, keys, the clock and fixtures. Generated from the mock's zod " +
        'schemas and endpoint table.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: options.serverUrl ?? '/', description: 'this mock' }],
    security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
    tags: [
      ...groups.map((name) => ({ name })),
      ...(options.admin !== false
        ? [{ name: 'admin', description: 'Steer the mock (never charged, never limited)' }]
        : []),
    ],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'Authorization: Bearer <key> (the development key is mock-dev-key)',
        },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        ...(options.admin !== false
          ? {
              adminToken: {
                type: 'http',
                scheme: 'bearer',
                description: 'Only when the mock was started with --admin-token',
              },
            }
          : {}),
      },
      schemas,
    },
  }
}

/** The document as YAML (the YAML library loaded when first asked: a start-up need not parse it). */
export function openApiYaml(options: OpenApiOptions = {}, table?: readonly EndpointDef[]): string {
  const { stringify } = createRequire(import.meta.url)('yaml') as typeof import('yaml')
  return stringify(documentFor(options, table), { aliasDuplicateObjects: false })
}
