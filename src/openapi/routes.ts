import { Hono } from 'hono'
import type { MockRuntime } from '../runtime.js'
import { openApiDocument, openApiYaml } from './document.js'

/** `/openapi.json` and `/openapi.yaml`, built once on first ask (the schemas never change while serving). */
export function openApiRoutes(runtime: MockRuntime): Hono {
  const app = new Hono()
  const options = { admin: runtime.options.admin !== false }
  let json: string | undefined
  let yaml: string | undefined
  app.get('/openapi.json', (c) => {
    json ??= JSON.stringify(openApiDocument(options), null, 2)
    return c.body(json, 200, { 'content-type': 'application/json; charset=utf-8' })
  })
  app.get('/openapi.yaml', (c) => {
    yaml ??= openApiYaml(options)
    return c.body(yaml, 200, { 'content-type': 'application/yaml; charset=utf-8' })
  })
  return app
}
