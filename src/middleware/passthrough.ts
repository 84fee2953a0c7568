import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env.js'
import { type PassThrough, passthroughId } from '../record/passthrough.js'
import { json } from './serve.js'
import { stateOf } from './request-state.js'

type Ctx = Context<AppEnv>

/** Credits a pass-through call costs, as any /v1 call of the spec. */
export const PASSTHROUGH_COST = 1

/**
 * Before credits: only a GET for a /v1 path no endpoint declares, with segments pass-through can name, goes on; any
 * other request gets the answer it gets without pass-through (404 ROUTE_NOT_FOUND, or a 405 on a declared path).
 */
export const forwardable = createMiddleware<AppEnv>(function forwardable(c, next) {
  return isForwardable(c) ? next() : Promise.resolve(c.notFound())
})

/** Whether pass-through forwards this request: a GET of a /v1 path no endpoint declares. */
export function isForwardable(c: Ctx): boolean {
  return c.req.method === 'GET' && !stateOf(c).endpoint && passthroughId(c.req.path) !== undefined
}

/** The last stage for an undeclared path: a recording of the request, or the upstream's answer relayed. */
export function passthrough(pass: PassThrough) {
  return async function passthrough(c: Ctx): Promise<Response> {
    const url = c.req.url
    const at = url.indexOf('?')
    const hash = url.indexOf('#', at)
    const result = await pass.answer({
      id: passthroughId(c.req.path) as string,
      search: at < 0 ? '' : url.slice(at + 1, hash < 0 ? undefined : hash),
      header: (name) => c.req.header(name),
      clientKey: stateOf(c).apiKey,
    })
    if ('fixture' in result) {
      stateOf(c).source = 'fixture'
      return json(c, 200, result.fixture.json, { 'x-mock-source': 'fixture' })
    }
    const answer = result.upstream
    stateOf(c).source = 'upstream'
    // relayed as the record modes relay: the upstream's status and bytes, its allowed headers; no scenario transform
    // (an undeclared path has no items key to empty)
    return json(c, answer.status, answer.text, { ...answer.headers, 'x-mock-source': 'upstream' })
  }
}
