import type { Context } from 'hono'
import { entityKeyOf, type EndpointDef } from '../endpoints.js'
import type { AuthStyle } from '../journal/schema.js'
import type { AppEnv, RequestParams } from '../env.js'
import { type ErrorCode, renderRefusal } from '../errors.js'
import { readPaging } from '../params.js'
import { answerWith, stateOf } from './request-state.js'

type Ctx = Context<AppEnv>

/** A refusal of the catalog answered at once, with the headers the stages gathered (see renderRefusal). */
export function refuse(c: Ctx, code: ErrorCode, headers?: Record<string, string>): Response {
  const { status, body, headers: own } = renderRefusal(code, headers)
  const state = stateOf(c)
  return answerWith(state, body, status, { ...state.headers, ...own })
}

/** Query text Hono would decode (`%`, `+`) or cut (`#`): parsed by Hono; any other is read here, as Hono reads it. */
const ENCODED = /[%+#]/

/**
 * The query's text when nothing in it is encoded ('' without one), read in place by name; null when Hono must parse
 * it. Decided once per request.
 */
function plainText(c: Ctx): string | null {
  const state = stateOf(c)
  let text = state.queryText
  if (text === undefined) {
    const url = c.req.url
    const at = url.indexOf('?')
    text = at < 0 ? '' : url.slice(at + 1)
    if (ENCODED.test(text)) text = null
    state.queryText = text
  }
  return text
}

/** The first value of `name` in query text with nothing encoded, as Hono reads it (`a` is `a=`); no object made. */
function valueIn(text: string, name: string): string | undefined {
  let start = 0
  while (start < text.length) {
    let end = text.indexOf('&', start)
    if (end < 0) end = text.length
    const eq = text.indexOf('=', start)
    const nameEnd = eq < 0 || eq > end ? end : eq
    if (nameEnd - start === name.length && text.startsWith(name, start))
      return nameEnd === end ? '' : text.slice(eq + 1, end)
    start = end + 1
  }
  return undefined
}

/**
 * The query's first values (no prototype), made once per request for a stage that needs them all (a scenario's rules,
 * a recording): split here when nothing is encoded, else parsed by Hono.
 */
export function queryOf(c: Ctx): Record<string, string> {
  const state = stateOf(c)
  let query = state.query
  if (query === undefined) {
    const text = plainText(c)
    query = text === null ? c.req.query() : plainQuery(text)
    state.query = query
  }
  return query
}

/** The first value of each name of query text with nothing encoded, as Hono reads it (`a` is `a=`, no empty name). */
function plainQuery(text: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null)
  let start = 0
  while (start < text.length) {
    let end = text.indexOf('&', start)
    if (end < 0) end = text.length
    const eq = text.indexOf('=', start)
    const name = text.slice(start, eq < 0 || eq > end ? end : eq)
    if (name !== '' && out[name] === undefined) out[name] = eq < 0 || eq > end ? '' : text.slice(eq + 1, end)
    start = end + 1
  }
  return out
}

/** One query value (see queryOf), read without making the query's object when nothing is encoded. */
export function queryValue(c: Ctx, name: string): string | undefined {
  const text = plainText(c)
  return text === null ? queryOf(c)[name] : valueIn(text, name)
}

/** The endpoint's parameter and page, read once; a missing or malformed one throws the 400. */
export function paramsOf(c: Ctx, def: EndpointDef, pageSize: number): RequestParams {
  const state = stateOf(c)
  let params = state.params
  if (params === undefined) {
    const text = plainText(c)
    const query = text === null ? queryOf(c) : undefined
    const read = query
      ? (name: string): string | undefined => query[name]
      : (name: string) => valueIn(text as string, name)
    params = { entityKey: entityKeyOf(def, read), paging: readPaging(read, pageSize, def.paged) }
    state.params = params
  }
  return params
}

/**
 * A request header by its lower-case name, as `c.req.header(name)` gives it. Over node:http a name the request did not
 * send is answered from node's own parsed headers, where @hono/node-server's lookup validates and lower-cases the name
 * first: most requests send none of the mock's own headers (Origin, x-api-key, X-Mock-Scenario, X-Mock-Chaos).
 */
export function headerOf(c: Ctx, name: string): string | undefined {
  const incoming = c.env?.incoming
  if (incoming !== undefined && !Object.hasOwn(incoming.headers, name)) return undefined
  return c.req.header(name)
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
  const auth = headerOf(c, 'authorization')
  const apiKey = headerOf(c, 'x-api-key')
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
