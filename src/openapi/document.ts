import { z } from 'zod'
import { stringify } from 'yaml'
import { ENDPOINTS, type EndpointDef } from '../endpoints.js'
import { ERRORS, MockError, type ErrorCode } from '../errors.js'
import { ErrorBodySchema, NotFoundBodySchema } from '../schemas/common.js'
import { ADMIN_OPERATIONS, type AdminOperation } from './admin-paths.js'
import { PACKAGE_VERSION } from '../version.js'

type Json = Record<string, unknown>

export interface OpenApiOptions {
  /**
   * Base URL of the mock, for "try it": `http://127.0.0.1:4010`. Default: a relative server (`/`), the origin serving
   * the document.
   */
  serverUrl?: string
  /** Document the /__admin API too. Default true. */
  admin?: boolean
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

/** Errors every /v1 endpoint can answer, by status: the codes the mock raises, with an example each. */
/** `/keys/{key}/reset` -> `KeysKeyReset`. */
function camelPath(path: string): string {
  return path.replace(/[{}]/g, '').replace(/[/-](\w)/g, (_m, c: string) => c.toUpperCase())
}

function errorResponses(def: EndpointDef): Json {
  const example = (codes: readonly ErrorCode[]): Json =>
    Object.fromEntries(codes.map((code) => [code, { summary: ERRORS[code].error, value: errorExample(code) }]))
  const errorContent = (examples: Json): Json => ({ 'application/json': { schema: ref('ErrorBody'), examples } })
  const scenarioExamples = (statuses: readonly number[]): Json =>
    Object.fromEntries(
      statuses.map((s) => [
        `HTTP_${s}`,
        { summary: `status ${s} from a scenario`, value: MockError.forStatus(s).body() },
      ]),
    )
  const notFound = { summary: `${def.entity} not found`, value: errorExample('NOT_FOUND', `${def.entity} not found`) }
  return {
    '400': {
      description: 'A missing or invalid parameter, or an unknown scenario named in the request',
      content: errorContent(example(['MISSING_PARAMETER', 'INVALID_PARAMETER', 'UNKNOWN_SCENARIO'])),
    },
    '401': {
      description: 'No key, or an unknown one',
      headers: { 'WWW-Authenticate': { schema: { type: 'string' } } },
      content: errorContent(example(['MISSING_API_KEY', 'INVALID_API_KEY'])),
    },
    '402': {
      description: 'The key has no credits left',
      headers: { 'X-Mock-Credits-Remaining': { description: 'Credits left on the key', schema: { type: 'string' } } },
      content: errorContent(example(['INSUFFICIENT_CREDITS'])),
    },
    '404': {
      description:
        `The real service's unknown-${def.entity.toLowerCase()} answer (\`{message, code}\`), or no ` +
        `fixture in lockdown mode`,
      content: {
        'application/json': {
          schema: { oneOf: [ref('NotFoundBody'), ref('ErrorBody')] },
          examples: { NOT_FOUND: notFound, ...example(['FIXTURE_NOT_FOUND']) },
        },
      },
    },
    '405': {
      description: 'A method other than GET or HEAD',
      headers: { Allow: { schema: { type: 'string' } } },
      content: errorContent(example(['METHOD_NOT_ALLOWED'])),
    },
    '429': {
      description: "The key's plan limit, or a throttling scenario",
      headers: {
        'Retry-After': {
          description: 'Seconds until a request is accepted again',
          required: true,
          schema: { type: 'string', pattern: '^\\d+$' },
        },
        'X-RateLimit-Limit': {
          description: "Requests a minute the key's plan allows (plan limits only)",
          schema: { type: 'string' },
        },
        'X-RateLimit-Remaining': { description: 'Requests left in the window', schema: { type: 'string' } },
      },
      content: errorContent(example(['RATE_LIMIT_EXCEEDED'])),
    },
    '5XX': {
      description:
        'Injected by a scenario (server-error, flaky, a rule with a status), a generator bug, or an unreachable ' +
        'upstream in the record modes',
      content: errorContent({
        ...scenarioExamples([500, 502, 503, 504]),
        ...example(['RESPONSE_SCHEMA_VIOLATION', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT']),
      }),
    },
  }
}

function stringParam(name: string, description: string, required = false, extra: Json = {}): Json {
  return { name, in: 'query', required, description, schema: { type: 'string', ...extra } }
}

function endpointParameters(def: EndpointDef): Json[] {
  const aliasNames = def.aliases.map((a) => `\`${a.name}\``).join(', ')
  const params = [
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
  if (def.itemsKey !== null) {
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
    summary:
      `${def.entity === 'Results' ? 'Search' : def.entity} by ` +
      `${def.param}${def.aliases.length ? ` (or ${def.aliases.map((a) => a.name).join(', ')})` : ''}`,
    tags: [group],
    description: `Costs ${def.cost} credit${def.cost === 1 ? '' : 's'} on a 2xx answer.`,
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
      ...errorResponses(def),
    },
  }
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
      '400': {
        description: 'A bad field, named',
        content: {
          'application/json': {
            schema: ref('ErrorBody'),
            example: errorExample('BAD_REQUEST', 'credits: Invalid input'),
          },
        },
      },
      '401': {
        description: 'The admin token is required and was not sent',
        content: { 'application/json': { schema: ref('ErrorBody'), example: errorExample('UNAUTHORIZED_ADMIN') } },
      },
    },
  }
}

/** The OpenAPI 3.1 document of the mock, built from the endpoint table and the zod schemas. */
export function openApiDocument(options: OpenApiOptions = {}): Json {
  const paths: Json = {}
  for (const def of ENDPOINTS) paths[def.path] = { get: endpointOperation(def) }
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
  for (const def of ENDPOINTS) schemas[componentName(def)] = jsonSchema(def.schema)
  const groups = [...new Set(ENDPOINTS.map((d) => d.id.split('/')[0] ?? d.id))]
  return {
    openapi: '3.1.0',
    info: {
      title: 'network-lookup-mock',
      version: PACKAGE_VERSION,
      description:
        'The professional-network lookup API as the mock serves it: 20 read-only GET endpoints under /v1, plus ' +
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

/** The document as YAML. */
export function openApiYaml(options: OpenApiOptions = {}): string {
  return stringify(openApiDocument(options), { aliasDuplicateObjects: false })
}
