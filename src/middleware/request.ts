import type { Context } from 'hono'
import { entityKeyOf, type EndpointDef } from '../endpoints.js'
import type { AuthStyle } from '../journal/schema.js'
import type { AppEnv, RequestParams } from '../env.js'
import { type ErrorCode, renderRefusal } from '../errors.js'
import { readPaging } from '../params.js'
import { stateOf } from './request-state.js'

type Ctx = Context<AppEnv>

/** A refusal of the catalog answered at once, with the headers the stages gathered (see renderRefusal). */
export function refuse(c: Ctx, code: ErrorCode, headers?: Record<string, string>): Response {
  const { status, body, headers: own } = renderRefusal(code, headers)
  return new Response(body, { status, headers: { ...stateOf(c).headers, ...own } })
}

/** Query text Hono would decode (`%`, `+`) or cut (`#`): parsed by Hono; any other is split here, as Hono splits it. */
const ENCODED = /[%+#]/

/**
 * The query's first values (no prototype), read once per request whichever stage asks first: split here when nothing
 * is encoded (the usual query), else parsed by Hono.
 */
export function queryOf(c: Ctx): Record<string, string> {
  const state = stateOf(c)
  let query = state.query
  if (query === undefined) {
    const url = c.req.url
    const at = url.indexOf('?')
    query = at >= 0 && ENCODED.test(url.slice(at + 1)) ? c.req.query() : plainQuery(url, at)
    state.query = query
  }
  return query
}

/** The first value of each name of a query with nothing encoded, as Hono reads it (`a` is `a=`, no empty name). */
function plainQuery(url: string, at: number): Record<string, string> {
  const out: Record<string, string> = Object.create(null)
  if (at < 0) return out
  let start = at + 1
  while (start <= url.length) {
    let end = url.indexOf('&', start)
    if (end < 0) end = url.length
    const eq = url.indexOf('=', start)
    const name = url.slice(start, eq < 0 || eq > end ? end : eq)
    if (name !== '' && out[name] === undefined) out[name] = eq < 0 || eq > end ? '' : url.slice(eq + 1, end)
    start = end + 1
  }
  return out
}

/** One query value (see queryOf). */
export function queryValue(c: Ctx, name: string): string | undefined {
  return queryOf(c)[name]
}

/** The endpoint's parameter and page, read once; a missing or malformed one throws the 400. */
export function paramsOf(c: Ctx, def: EndpointDef, pageSize: number): RequestParams {
  const state = stateOf(c)
  let params = state.params
  if (params === undefined) {
    const query = queryOf(c)
    const read = (name: string): string | undefined => query[name]
    params = { entityKey: entityKeyOf(def, read), paging: readPaging(read, pageSize, def.paged) }
    state.params = params
  }
  return params
}

const BEARER = /^\s*bearer(?:\s+(.*))?$/i

/** The last two key headers read and what they gave: a client sends the same ones on every request. */
let lastAuth: string | undefined
let lastApiKeyHeader: string | undefined
let lastKey: string | undefined
let lastStyle: AuthStyle = 'none'

/**
 * The key from `Authorization: Bearer <key>` or `x-api-key`; '' when a header is present but empty. Notes how the key
 * was sent (`authStyle`) from the same two header reads.
 */
export function readApiKey(c: Ctx): string | undefined {
  const auth = c.req.header('authorization')
  const apiKey = c.req.header('x-api-key')
  const state = stateOf(c)
  if (auth === lastAuth && apiKey === lastApiKeyHeader) {
    state.authStyle = lastStyle
    return lastKey
  }
  const m = auth === undefined ? null : BEARER.exec(auth)
  let style: AuthStyle
  if (auth === undefined || auth.trim() === '') style = apiKey !== undefined ? 'x-api-key' : 'none'
  else if (!m) style = 'not-bearer'
  else style = apiKey !== undefined ? 'both' : 'bearer'
  // without the scheme the whole value is taken, so the journal redacts it; auth refuses it
  const key = auth !== undefined ? (m ? (m[1] ?? '').trim() : auth.trim()) : apiKey?.trim()
  state.authStyle = style
  lastAuth = auth
  lastApiKeyHeader = apiKey
  lastKey = key
  lastStyle = style
  return key
}

/** How the request sent its key, for the journal and for auth's refusal of a bare Authorization value. */
export function authStyleOf(c: Ctx): AuthStyle {
  const state = stateOf(c)
  if (state.authStyle === undefined) readApiKey(c)
  return state.authStyle as AuthStyle
}
