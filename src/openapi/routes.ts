import { Hono } from 'hono'
import type { EndpointDef, EndpointTable } from '../endpoints.js'

export interface OpenApiDeps {
  /** The admin API is served: the document describes it. */
  admin: boolean
  /** The endpoints served, read on each ask: a reloaded config replaces its list. */
  endpoints: Pick<EndpointTable, 'list'>
}

/** `/openapi.json` and `/openapi.yaml`, built on first ask and again after the config's endpoints are reloaded. */
export function openApiRoutes({ admin, endpoints }: OpenApiDeps): Hono {
  const app = new Hono()
  const options = { admin }
  let json: string | undefined
  let yaml: string | undefined
  let builtFor = endpoints.list
  const fresh = (): readonly EndpointDef[] => {
    const list = endpoints.list
    if (list !== builtFor) {
      builtFor = list
      json = undefined
      yaml = undefined
    }
    return list
  }
  // the document's modules (every schema it describes) load at the first ask: serving /v1 never needs them
  const loadDocument = () => import('./document.js')
  app.get('/openapi.json', async (c) => {
    const list = fresh()
    json ??= JSON.stringify((await loadDocument()).documentFor(options, list), null, 2)
    return c.body(json, 200, { 'content-type': 'application/json; charset=utf-8' })
  })
  app.get('/openapi.yaml', async (c) => {
    const list = fresh()
    yaml ??= (await loadDocument()).openApiYaml(options, list)
    return c.body(yaml, 200, { 'content-type': 'application/yaml; charset=utf-8' })
  })
  return app
}
