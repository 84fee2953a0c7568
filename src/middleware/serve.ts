import type { Handler } from 'hono'
import type { AppEnv } from './env.js'
import type { EndpointDef } from '../endpoints.js'
import type { BodyResolver } from '../data/resolve-body.js'
import { assertSchema } from '../data/resolve-body.js'
import { readPaging, readParam } from '../params.js'
import { applyTransform } from '../scenarios/effects.js'

export interface ServeOptions {
  resolver: BodyResolver
  pageSize: number
  validate: boolean
}

const JSON_TYPE = 'application/json'

/** The route stage for one endpoint definition: parameters, body, scenario transform, schema check. */
export function serveEndpoint(def: EndpointDef, { resolver, pageSize, validate }: ServeOptions): Handler<AppEnv> {
  return function serve(c) {
    const query = (name: string): string | undefined => c.req.query(name)
    const key = readParam(query, def.param, def.aliases, def.readKey)
    const paging = readPaging(query, pageSize)
    const resolved = resolver.resolve(def, key, paging)
    c.set('source', resolved.source)
    let json = resolved.json
    const transform = c.get('decision')?.effect.transform
    if (transform) {
      const body = applyTransform(transform, def, JSON.parse(json))
      // null-items leaves the schema on purpose: the real service does send null lists
      if (validate && transform !== 'null-items') assertSchema(def, body)
      json = JSON.stringify(body)
    }
    return c.body(json, 200, { 'content-type': JSON_TYPE, 'x-mock-source': resolved.source })
  }
}
