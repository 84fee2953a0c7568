import { Hono } from 'hono'
import type { EndpointDef } from '../endpoints.js'
import type { MockRuntime } from '../runtime.js'
import { documentFor, openApiYaml } from './document.js'

/** `/openapi.json` and `/openapi.yaml`, built on first ask and again after the config's endpoints are reloaded. */
export function openApiRoutes(runtime: MockRuntime): Hono {
  const app = new Hono()
  const options = { admin: runtime.options.admin !== false }
  let json: string | undefined
  let yaml: string | undefined
  let builtFor = runtime.endpoints.list
  const fresh = (): readonly EndpointDef[] => {
    const list = runtime.endpoints.list
    if (list !== builtFor) {
      builtFor = list
      json = undefined
      yaml = undefined
    }
    return list
  }
  app.get('/openapi.json', (c) => {
    const list = fresh()
    json ??= JSON.stringify(documentFor(options, list), null, 2)
    return c.body(json, 200, { 'content-type': 'application/json; charset=utf-8' })
  })
  app.get('/openapi.yaml', (c) => {
    const list = fresh()
    yaml ??= openApiYaml(options, list)
    return c.body(yaml, 200, { 'content-type': 'application/yaml; charset=utf-8' })
  })
  return app
}
