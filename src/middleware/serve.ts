import type { EndpointDef } from '../endpoints.js'
import type { BodyResolver, ResolvedBody } from '../data/resolve-body.js'
import { assertSchema } from '../data/resolve-body.js'
import { MockError } from '../errors.js'
import type { Answer, Exchange } from '../pipeline/exchange.js'
import { applyTransform } from '../scenarios/effects.js'

export interface ServeOptions {
  resolver: BodyResolver
  pageSize: number
  validate: boolean
}

/** Answers one endpoint's request from the exchange, once its stages have passed. */
export type Handler = (x: Exchange) => Answer | Promise<Answer>

/** The body after the scenario's transform, if the active rule has one. */
function transformed(x: Exchange, def: EndpointDef, json: string, validate: boolean): string {
  const transform = x.decision?.effect.transform
  if (!transform) return json
  const body = applyTransform(transform, def, JSON.parse(json))
  // null-items leaves the schema on purpose: the real service does send null lists
  if (validate && transform !== 'null-items') assertSchema(def, body)
  return JSON.stringify(body)
}

/** A 200 with a stored body, its encoded bytes kept unless a transform changed it. */
function stored(x: Exchange, def: EndpointDef, body: ResolvedBody, validate: boolean): Answer {
  x.source = body.source
  x.headers['x-mock-source'] = body.source
  const json = transformed(x, def, body.json, validate)
  return x.json(200, json, undefined, json === body.json ? body.bytes : undefined)
}

/**
 * The route stage for one endpoint definition: parameters, body, scenario transform, schema check. The mode is
 * read once here, so replay pays nothing for the record modes.
 */
export function serveEndpoint(def: EndpointDef, { resolver, pageSize, validate }: ServeOptions): Handler {
  const { mode, recorder } = resolver

  if (mode === 'replay') {
    return function serve(x) {
      const { key, paging } = x.params(def, pageSize)
      return stored(x, def, resolver.resolve(def, key, paging), validate)
    }
  }

  if (mode === 'lockdown') {
    return function serveLockdown(x) {
      const { key, paging } = x.params(def, pageSize)
      const fixture = resolver.fixture(def, key, paging)
      if (!fixture) {
        throw new MockError('FIXTURE_NOT_FOUND', {
          message: `No fixture for ${def.path}?${def.param}=${key}${paging.page > 1 ? ` page ${paging.page}` : ''} (lockdown mode serves fixtures only)`,
          details: { file: resolver.fixtureFile(def, key, paging.page) },
        })
      }
      return stored(x, def, fixture, validate)
    }
  }

  if (!recorder) throw new Error(`mode ${mode} needs an upstream recorder`)
  const recordAll = mode === 'record'
  return async function serveRecording(x) {
    const { key, paging } = x.params(def, pageSize)
    const fixture = recordAll ? undefined : resolver.fixture(def, key, paging)
    if (fixture) return stored(x, def, fixture, validate)
    const answer = await recorder.forward(def, key, paging.page, x.query())
    x.source = 'upstream'
    const ok = answer.status >= 200 && answer.status < 300
    // the client sees the upstream's bytes and status; a scenario transform applies to JSON successes only
    let text = answer.text
    if (ok && x.decision?.effect.transform) {
      try {
        text = transformed(x, def, text, false)
      } catch {
        // a body that is not JSON is relayed untouched
      }
    }
    return x.json(answer.status, text, { ...answer.headers, 'x-mock-source': 'upstream' })
  }
}
