import type { Context, Handler } from 'hono'
import type { AppEnv } from './env.js'
import type { EndpointDef } from '../endpoints.js'
import type { BodyResolver } from '../data/resolve-body.js'
import { assertSchema } from '../data/resolve-body.js'
import { MockError } from '../errors.js'
import { paramsOf, queryOf, sendJson } from './respond.js'
import { applyTransform } from '../scenarios/effects.js'

export interface ServeOptions {
  resolver: BodyResolver
  pageSize: number
  validate: boolean
}

/** The body after the scenario's transform, if the active rule has one. */
function transformed(c: Context<AppEnv>, def: EndpointDef, json: string, validate: boolean): string {
  const transform = c.get('decision')?.effect.transform
  if (!transform) return json
  const body = applyTransform(transform, def, JSON.parse(json))
  // null-items leaves the schema on purpose: the real service does send null lists
  if (validate && transform !== 'null-items') assertSchema(def, body)
  return JSON.stringify(body)
}

/**
 * The route stage for one endpoint definition: parameters, body, scenario transform, schema check. The mode is
 * read once here, so replay pays nothing for the record modes.
 */
export function serveEndpoint(def: EndpointDef, { resolver, pageSize, validate }: ServeOptions): Handler<AppEnv> {
  const { mode, recorder } = resolver
  const params = (c: Context<AppEnv>) => paramsOf(c, def, pageSize)

  if (mode === 'replay') {
    return function serve(c) {
      const { key, paging } = params(c)
      const resolved = resolver.resolve(def, key, paging)
      c.set('source', resolved.source)
      return sendJson(c, 200, transformed(c, def, resolved.json, validate), { 'x-mock-source': resolved.source })
    }
  }

  if (mode === 'lockdown') {
    return function serveLockdown(c) {
      const { key, paging } = params(c)
      const fixture = resolver.fixture(def, key, paging)
      if (!fixture) {
        throw new MockError('FIXTURE_NOT_FOUND', {
          message: `No fixture for ${def.path}?${def.param}=${key}${paging.page > 1 ? ` page ${paging.page}` : ''} (lockdown mode serves fixtures only)`,
          details: { file: resolver.fixtureFile(def, key, paging.page) },
        })
      }
      c.set('source', 'fixture')
      return sendJson(c, 200, transformed(c, def, fixture.json, validate), { 'x-mock-source': 'fixture' })
    }
  }

  if (!recorder) throw new Error(`mode ${mode} needs an upstream recorder`)
  const recordAll = mode === 'record'
  return async function serveRecording(c) {
    const { key, paging } = params(c)
    const fixture = recordAll ? undefined : resolver.fixture(def, key, paging)
    if (fixture) {
      c.set('source', 'fixture')
      return sendJson(c, 200, transformed(c, def, fixture.json, validate), { 'x-mock-source': 'fixture' })
    }
    const answer = await recorder.forward(def, key, paging.page, queryOf(c))
    c.set('source', 'upstream')
    const ok = answer.status >= 200 && answer.status < 300
    // the client sees the upstream's bytes and status; a scenario transform applies to JSON successes only
    let text = answer.text
    if (ok && c.get('decision')?.effect.transform) {
      try {
        text = transformed(c, def, text, false)
      } catch {
        // a body that is not JSON is relayed untouched
      }
    }
    return sendJson(c, answer.status, text, { ...answer.headers, 'x-mock-source': 'upstream' })
  }
}
