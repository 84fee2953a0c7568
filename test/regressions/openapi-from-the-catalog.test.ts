import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../../src/endpoints.js'
import { ERRORS, type ErrorCode } from '../../src/errors.js'
import { ADMIN_OPERATIONS } from '../../src/openapi/admin-paths.js'
import { openApiDocument } from '../../src/openapi/document.js'
import { MAX_RUNTIME_SCENARIOS } from '../../src/scenarios/limits.js'
import { DEV, testApp } from '../support/app.js'
import { sampleUrl } from '../support/values.js'

// /docs summarised every people endpoint as "Profile by username (or url)"; the error answers were listed by hand,
// so the admin routes' 409 and 413 were missing, and a code added to the catalog was documented nowhere

type Json = Record<string, any>
const doc = openApiDocument() as Json
const CODES = Object.keys(ERRORS) as ErrorCode[]

/** Every operation of the document: [method, path, operation]. */
const OPERATIONS: [string, string, Json][] = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
  Object.entries(item as Json).map(([method, op]): [string, string, Json] => [method, path, op]),
)

/** The examples an operation lists under each error status: `status code`. */
function documented(op: Json): Set<string> {
  const out = new Set<string>()
  for (const [status, response] of Object.entries(op.responses as Json)) {
    if (Number(status) < 400) continue
    for (const code of Object.keys(response.content?.['application/json']?.examples ?? {})) out.add(`${status} ${code}`)
  }
  return out
}

describe('endpoint summaries', () => {
  it.each(ENDPOINTS.map((def) => [def.id, def] as const))("%s: the summary is the table's", (_id, def) => {
    expect(doc.paths[def.path].get.summary).toBe(def.summary)
    expect(def.summary).toMatch(/^[A-Z][^.]{8,}$/)
  })

  it('no two endpoints share a summary, nor a description', () => {
    const summaries = ENDPOINTS.map((def) => doc.paths[def.path].get.summary)
    const descriptions = ENDPOINTS.map((def) => doc.paths[def.path].get.description)
    expect(new Set(summaries).size).toBe(ENDPOINTS.length)
    expect(new Set(descriptions).size).toBeGreaterThan(1)
  })

  it("says which endpoints have pages, as the table's `paged` does", () => {
    for (const def of ENDPOINTS)
      expect(doc.paths[def.path].get.description, def.id).toContain(def.paged ? 'pages of' : 'no pages')
  })
})

describe('error answers from the catalog', () => {
  it.each(OPERATIONS.map(([m, p, op]) => [`${m.toUpperCase()} ${p}`, p, op] as const))(
    '%s lists only codes of the catalog, each under its own status, with its headers',
    (_name, path, op) => {
      const listed = documented(op)
      expect(listed.size).toBeGreaterThan(0)
      for (const entry of listed) {
        const [status, code] = entry.split(' ') as [string, ErrorCode]
        expect(ERRORS[code], entry).toBeDefined()
        expect(String(ERRORS[code].status), entry).toBe(status)
        const response = op.responses[status]
        for (const header of Object.keys(('headers' in ERRORS[code] && ERRORS[code].headers) || {}))
          expect(response.headers?.[header], `${path} ${entry} ${header}`).toBeDefined()
        const example = response.content['application/json'].examples[code].value
        expect(example.code).toBe(code)
      }
    },
  )

  it('every /v1 endpoint lists every code the catalog gives endpoints, and every status a scenario may answer', () => {
    for (const def of ENDPOINTS) {
      const listed = documented(doc.paths[def.path].get)
      for (const code of CODES) {
        const entry: { status: number; at: readonly string[]; forStatus?: true } = ERRORS[code]
        const expected = entry.at.includes('endpoints') || entry.forStatus === true
        expect(listed.has(`${entry.status} ${code}`), `${def.id} ${code}`).toBe(expected)
      }
    }
  })

  it('every admin operation a catalog entry names exists, and lists it', () => {
    const named = CODES.flatMap((code) =>
      ERRORS[code].at.filter((site) => site.includes(' ')).map((site) => [code, site] as const),
    )
    expect(named.length).toBeGreaterThan(0)
    for (const [code, site] of named) {
      const op = ADMIN_OPERATIONS.find((o) => `${o.method.toUpperCase()} ${o.path}` === site)
      expect(op, `${code} names ${site}`).toBeDefined()
      const documentedOp = doc.paths[`/__admin${op?.path}`][op?.method ?? '']
      expect(documented(documentedOp).has(`${ERRORS[code].status} ${code}`), `${site} ${code}`).toBe(true)
    }
  })

  it.each([
    [
      'put',
      '/__admin/scenario',
      ['400 UNKNOWN_SCENARIO', '400 BAD_REQUEST', '409 TOO_MANY_SCENARIOS', '413 PAYLOAD_TOO_LARGE'],
    ],
    ['put', '/__admin/keys/{key}', ['400 BAD_REQUEST', '409 TOO_MANY_SCENARIOS', '413 PAYLOAD_TOO_LARGE']],
    ['post', '/__admin/fixtures', ['409 FIXTURE_PATH_BLOCKED', '413 PAYLOAD_TOO_LARGE', '507 FIXTURE_STORAGE_FULL']],
    ['get', '/__admin/events', ['503 TOO_MANY_SUBSCRIBERS']],
    ['get', '/__admin/health', ['401 UNAUTHORIZED_ADMIN', '403 ORIGIN_NOT_ALLOWED']],
  ] as const)('%s %s lists %j', (method, path, codes) => {
    const listed = documented(doc.paths[path][method])
    for (const code of codes) expect(listed, code).toContain(code)
  })

  it.each([
    ['get', '/__admin/health', ['400 BAD_REQUEST', '413 PAYLOAD_TOO_LARGE', '409 TOO_MANY_SCENARIOS']],
    ['get', '/__admin/keys', ['400 BAD_REQUEST', '413 PAYLOAD_TOO_LARGE']],
    ['post', '/__admin/reset', ['400 BAD_REQUEST', '409 TOO_MANY_SCENARIOS']],
  ] as const)('%s %s does not list %j, which it never answers', (method, path, codes) => {
    const listed = documented(doc.paths[path][method])
    for (const code of codes) expect(listed, code).not.toContain(code)
  })
})

describe('the refusals the mock gives are the ones documented', () => {
  const ajv = new Ajv2020({ strict: false })
  ajv.addSchema({ $id: 'openapi.json', components: doc.components })
  const rules = [{ effect: { status: 503 } }]
  const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body), headers: { 'content-type': 'json' } })
  const profile = ENDPOINTS.find((def) => def.id === 'people/profile') as (typeof ENDPOINTS)[number]
  const paged = ENDPOINTS.find((def) => def.paged) as (typeof ENDPOINTS)[number]

  type App = ReturnType<typeof testApp>
  const fillScenarios = (app: App): void => {
    for (let i = 0; i < MAX_RUNTIME_SCENARIOS; i++)
      app.mock.scenarios.define({ name: `s-${i}`, description: 'x', rules })
  }
  const answer503 = (app: App): void => {
    app.mock.scenarios.use(app.mock.scenarios.define({ name: 'all-503', description: 'x', rules }).name)
  }
  const NO_PREP = (_app: App): void => {}

  /** [what, method, document path, URL, init, options of the app, made ready, status] */
  const CASES: [
    string,
    string,
    string,
    string,
    RequestInit,
    Parameters<typeof testApp>[0],
    (app: App) => void,
    number,
  ][] = [
    ['no key', 'get', profile.path, sampleUrl(profile), {}, {}, NO_PREP, 401],
    ['a bad page', 'get', paged.path, sampleUrl(paged, { page: 'abc' }), { headers: DEV }, {}, NO_PREP, 400],
    [
      'an unknown scenario',
      'get',
      profile.path,
      sampleUrl(profile, { __scenario: 'nope' }),
      { headers: DEV },
      {},
      NO_PREP,
      400,
    ],
    ['a scenario 503', 'get', profile.path, sampleUrl(profile), { headers: DEV }, {}, answer503, 503],
    [
      'an admin body too large',
      'put',
      '/__admin/scenario',
      '/__admin/scenario',
      { method: 'PUT', ...json({ name: 'x'.repeat(200) }) },
      { adminBodyLimit: 64 },
      NO_PREP,
      413,
    ],
    [
      'a DELETE body too large',
      'delete',
      '/__admin/requests',
      '/__admin/requests',
      { method: 'DELETE', body: 'x'.repeat(200) },
      { adminBodyLimit: 64 },
      NO_PREP,
      413,
    ],
    [
      'too many scenarios',
      'put',
      '/__admin/scenario',
      '/__admin/scenario',
      { method: 'PUT', ...json({ scenario: { name: 'one-more', description: 'x', rules } }) },
      {},
      fillScenarios,
      409,
    ],
    [
      'a bad key field',
      'put',
      '/__admin/keys/{key}',
      '/__admin/keys/mock-dev-key',
      { method: 'PUT', ...json({ credits: 'lots' }) },
      {},
      NO_PREP,
      400,
    ],
    [
      'a key pinned to an unknown scenario',
      'post',
      '/__admin/keys',
      '/__admin/keys',
      { method: 'POST', ...json({ key: 'test_new_key_000000000001', plan: 'Starter', credits: 5, scenario: 'nope' }) },
      {},
      NO_PREP,
      400,
    ],
    [
      'no admin token',
      'get',
      '/__admin/health',
      '/__admin/health',
      {},
      { adminToken: 'secret-token-0001' },
      NO_PREP,
      401,
    ],
  ]

  it.each(CASES)('%s: its status and code are listed under the operation, and the body fits', async (...c) => {
    const [what, method, path, url, init, options, prepare, status] = c
    const app = testApp(options)
    prepare(app)
    const res = await app.request(url, init)
    expect(res.status).toBe(status)
    const body = (await res.json()) as Json
    const op = doc.paths[path][method]
    expect(documented(op), `${what}: ${JSON.stringify(body)}`).toContain(`${res.status} ${body.code}`)
    const schema = JSON.parse(
      JSON.stringify(op.responses[String(res.status)].content['application/json'].schema).replaceAll(
        '"#/components',
        '"openapi.json#/components',
      ),
    )
    expect(ajv.validate(schema, body), ajv.errorsText()).toBe(true)
    for (const [name, header] of Object.entries(op.responses[String(res.status)].headers ?? {}))
      if ((header as Json).required) expect(res.headers.get(name), name).not.toBeNull()
  })
})
