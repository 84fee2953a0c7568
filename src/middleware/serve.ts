import type { Context } from 'hono'
import type { EndpointDef } from '../endpoints.js'
import type { Paging } from '../generators/context.js'
import type { AppEnv } from '../env.js'
import type { BodyResolver, ResolvedBody } from '../data/resolve-body.js'
import { assertSchema } from '../data/resolve-body.js'
import { MockError } from '../errors.js'
import { applyTransform } from '../scenarios/effects.js'
import { paramsOf, queryOf } from './request.js'
import { stateOf } from './request-state.js'

export interface ServeOptions {
  resolver: BodyResolver
  pageSize: number
  validate: boolean
}

type Ctx = Context<AppEnv>

/** The body after the scenario's transform, if the active rule has one. */
function transformed(c: Ctx, def: EndpointDef, json: string, validate: boolean): string {
  const transform = stateOf(c).decision?.effect.transform
  if (!transform) return json
  const body = applyTransform(transform, def, JSON.parse(json))
  // null-items leaves the schema on purpose: the real service does send null lists
  if (validate && transform !== 'null-items') assertSchema(def, body)
  return JSON.stringify(body)
}

/** A search finding nothing under a scenario that empties lists: its empty page, not the 404 (else rethrows). */
function noResults(c: Ctx, def: EndpointDef, paging: Paging, err: unknown): ResolvedBody {
  const empties = stateOf(c).decision?.effect.transform === 'empty-items'
  if (!empties || !def.noResults || !(err instanceof MockError) || err.code !== 'NOT_FOUND') throw err
  const json = JSON.stringify(def.noResults(paging))
  return { json, bytes: Buffer.from(json), source: 'generated', kept: false }
}

/**
 * A JSON answer with the stages' headers, as a plain Response (see RequestVariables.headers); a HEAD answer keeps
 * the length the GET would have (Hono drops the body, and with it the length).
 */
export function json(c: Ctx, status: number, body: string | Buffer, extra?: Record<string, string>): Response {
  const headers = stateOf(c).headers
  if (extra) Object.assign(headers, extra)
  headers['content-type'] = 'application/json'
  if (c.req.method === 'HEAD') headers['content-length'] = String(Buffer.byteLength(body))
  return new Response(body, { status, headers })
}

/**
 * A 200 with a stored body, after the scenario's transform. Untransformed, a body served again is sent as its UTF-8
 * bytes, encoded once and kept with it: a string is encoded again for every answer.
 */
function stored(c: Ctx, def: EndpointDef, body: ResolvedBody, validate: boolean): Response {
  const rq = stateOf(c)
  rq.source = body.source
  const out = rq.decision?.effect.transform
    ? transformed(c, def, body.json, validate)
    : body.kept
      ? body.bytes
      : body.json
  // set in place, after the stages' headers (as an extra would be): no object of its own per answer
  rq.headers['x-mock-source'] = body.source
  return json(c, 200, out)
}

/**
 * The handler of one endpoint's route: parameters, body (fixture, generated or upstream), scenario transform,
 * schema check. The mode is read once here, so replay pays nothing for the record modes.
 */
export function serve(def: EndpointDef, { resolver, pageSize, validate }: ServeOptions) {
  const { mode, recorder } = resolver

  if (mode === 'replay') {
    return function serve(c: Ctx): Response | Promise<Response> {
      const { entityKey, paging } = paramsOf(c, def, pageSize)
      let body: ResolvedBody | Promise<ResolvedBody>
      try {
        body = resolver.resolve(def, entityKey, paging)
      } catch (err) {
        body = noResults(c, def, paging, err)
      }
      // a promise only from a config's async generate: the built-in endpoints answer without one
      return body instanceof Promise ? body.then((b) => stored(c, def, b, validate)) : stored(c, def, body, validate)
    }
  }

  if (mode === 'lockdown') {
    return function serveLockdown(c: Ctx): Response {
      const { entityKey, paging } = paramsOf(c, def, pageSize)
      const fixture = resolver.fixture(def, entityKey, paging)
      if (!fixture) {
        const page = paging.page > 1 ? ` page ${paging.page}` : ''
        throw new MockError('FIXTURE_NOT_FOUND', {
          message:
            `No fixture for ${def.path}?${def.query ? entityKey : `${def.param}=${entityKey}`}${page} ` +
            '(lockdown mode serves fixtures only)',
          details: { file: resolver.fixtureFile(def, entityKey, paging.page) },
        })
      }
      return stored(c, def, fixture, validate)
    }
  }

  if (!recorder) throw new Error(`mode ${mode} needs an upstream recorder`)
  const recordAll = mode === 'record'
  return async function serveRecording(c: Ctx): Promise<Response> {
    const { entityKey, paging } = paramsOf(c, def, pageSize)
    const fixture = recordAll ? undefined : resolver.fixture(def, entityKey, paging)
    if (fixture) return stored(c, def, fixture, validate)
    const answer = await recorder.forward(def, entityKey, paging.page, queryOf(c))
    stateOf(c).source = 'upstream'
    const ok = answer.status >= 200 && answer.status < 300
    // the client sees the upstream's bytes and status; a scenario transform applies to JSON successes only
    let text = answer.text
    if (ok && stateOf(c).decision?.effect.transform) {
      try {
        text = transformed(c, def, text, false)
      } catch {
        // a body that is not JSON is relayed untouched
      }
    }
    return json(c, answer.status, text, { ...answer.headers, 'x-mock-source': 'upstream' })
  }
}
