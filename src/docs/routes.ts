import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { DEV_KEY } from '../keys.js'
import { pageHeaders } from '../middleware/page-headers.js'
import { PACKAGE_ROOT } from '../options.js'

/** The files of swagger-ui-dist the page loads, with their types; nothing else of the package is served. */
export const SWAGGER_UI_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
}

/**
 * Where they are, below the package root: copied from a swagger-ui-dist release by scripts/update-swagger-ui.mjs, so
 * neither this package nor a project installing it depends on swagger-ui-dist and its install-time analytics script.
 */
export const SWAGGER_UI_DIR = 'vendor/swagger-ui'

// "try it" asks the origin that served the page (the document's server is relative), and the validator badge,
// which would call a public service, is off: the page makes no request off the machine
function init(publicKey: string | undefined): string {
  const authorize =
    publicKey === undefined
      ? ''
      : `\n  onComplete: function () { window.ui.preauthorizeApiKey('apiKeyHeader', ${JSON.stringify(publicKey)}); },`
  return `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  tryItOutEnabled: true,
  validatorUrl: null,
  displayRequestDuration: true,
  defaultModelsExpandDepth: 0,${authorize}
});
`
}

function page(): ReturnType<typeof html> {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>network-lookup-mock API docs</title>
    <link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png" />
    <link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
    <style>
      body { margin: 0 }
      .nlm-bar { font: 14px/1.4 system-ui, sans-serif; padding: 8px 16px; background: #1b1f24; color: #fff }
      .nlm-bar a { color: #9fd1ff }
    </style>
  </head>
  <body>
    <nav class="nlm-bar" aria-label="mock">
      network-lookup-mock &middot; <a href="/__admin/ui">QA console</a> &middot;
        <a href="/openapi.json">openapi.json</a> &middot; <a href="/openapi.yaml">openapi.yaml</a> &middot;
        the development key is filled in under Authorize when it is the
          default <code>mock-dev-key</code>
    </nav>
    <main id="swagger-ui"></main>
    <script src="/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/docs/init.js"></script>
  </body>
</html>`
}

export interface DocsOptions {
  /** The development key, filled in for "try it" only when it is the public default (the README prints it). */
  devKey?: string
}

/** `/docs`: the OpenAPI document rendered by Swagger UI, its assets read from the package's own copy. */
export function docsRoutes(options: DocsOptions = {}): Hono {
  const app = new Hono()
  const cache = new Map<string, Buffer>()
  const script = init(options.devKey === DEV_KEY ? DEV_KEY : undefined)
  // /docs/* is /docs too
  app.use('/docs/*', pageHeaders())
  app.get('/docs', (c) => c.html(page()))
  app.get('/docs/init.js', (c) => c.body(script, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
  app.get('/docs/assets/:file', (c) => {
    const name = c.req.param('file')
    const type = Object.hasOwn(SWAGGER_UI_FILES, name) ? SWAGGER_UI_FILES[name] : undefined
    if (type === undefined) return c.json({ error: `No asset ${name}`, code: 'ROUTE_NOT_FOUND' }, 404)
    let bytes = cache.get(name)
    if (!bytes) {
      bytes = readFileSync(join(PACKAGE_ROOT, SWAGGER_UI_DIR, name))
      cache.set(name, bytes)
    }
    return c.body(new Uint8Array(bytes), 200, { 'content-type': type, 'cache-control': 'public, max-age=3600' })
  })
  return app
}
