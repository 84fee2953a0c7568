import type { Context } from 'hono'
import { entityKeyOf, type EndpointDef } from '../endpoints.js'
import type { AuthStyle } from '../journal/schema.js'
import type { AppEnv, RequestParams } from '../env.js'
import { type ErrorCode, renderRefusal } from '../errors.js'
import { readPaging } from '../params.js'

type Ctx = Context<AppEnv>

/** A refusal of the catalog answered at once, with the headers the stages gathered (see renderRefusal). */
export function refuse(c: Ctx, code: ErrorCode, headers?: Record<string, string>): Response {
  const { status, body, headers: own } = renderRefusal(code, headers)
  return new Response(body, { status, headers: { ...c.get('headers'), ...own } })
}

/** The query's first values, read once per request whichever stage asks first. */
export function queryOf(c: Ctx): Record<string, string> {
  let query = c.get('query')
  if (query === undefined) {
    query = c.req.query()
    c.set('query', query)
  }
  return query
}

/**
 * One query value. Looked up by name while the URL has nothing encoded; once it has (`%`, `+`), Hono parses the whole
 * query for every name asked, so it is parsed once instead.
 */
export function queryValue(c: Ctx, name: string): string | undefined {
  return queryReader(c)(name)
}

/** Reads query values by name (see queryValue), deciding once how. */
function queryReader(c: Ctx): (name: string) => string | undefined {
  const q = c.get('query') ?? (ENCODED.test(c.req.url) ? queryOf(c) : undefined)
  return q ? (name) => q[name] : (name) => c.req.query(name)
}

const ENCODED = /[%+]/

/** The endpoint's parameter and page, read once; a missing or malformed one throws the 400. */
export function paramsOf(c: Ctx, def: EndpointDef, pageSize: number): RequestParams {
  let params = c.get('params')
  if (params === undefined) {
    const query = queryReader(c)
    params = {
      entityKey: entityKeyOf(def, query),
      paging: readPaging(query, pageSize, def.paged),
    }
    c.set('params', params)
  }
  return params
}

const BEARER = /^\s*bearer(?:\s+(.*))?$/i

/**
 * The key from `Authorization: Bearer <key>` or `x-api-key`; '' when a header is present but empty. Notes how the key
 * was sent (`authStyle`) from the same two header reads.
 */
export function readApiKey(c: Ctx): string | undefined {
  const auth = c.req.header('authorization')
  const apiKey = c.req.header('x-api-key')
  const m = auth === undefined ? null : BEARER.exec(auth)
  let style: AuthStyle
  if (auth === undefined || auth.trim() === '') style = apiKey !== undefined ? 'x-api-key' : 'none'
  else if (!m) style = 'not-bearer'
  else style = apiKey !== undefined ? 'both' : 'bearer'
  c.set('authStyle', style)
  // without the scheme the whole value is taken, so the journal redacts it; auth refuses it
  if (auth !== undefined) return m ? (m[1] ?? '').trim() : auth.trim()
  return apiKey?.trim()
}

/** How the request sent its key, for the journal and for auth's refusal of a bare Authorization value. */
export function authStyleOf(c: Ctx): AuthStyle {
  const style = c.get('authStyle')
  if (style !== undefined) return style
  readApiKey(c)
  return c.get('authStyle')
}
