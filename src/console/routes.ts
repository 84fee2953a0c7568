import { Hono, type Context } from 'hono'
import { except } from 'hono/combine'
import { html } from 'hono/html'
import type { EndpointTable } from '../endpoints.js'
import { docsRoutes } from '../docs/routes.js'
import { pageHeaders } from '../middleware/page-headers.js'
import { openApiRoutes } from '../openapi/routes.js'
import { CONSOLE_SCRIPT } from './client.js'
import { FAVICON_SVG, faviconIco } from './favicon.js'
import { PACKAGE_VERSION } from '../version.js'
import { consolePage } from './page.js'
import { SCORECARD_SCRIPT, scorecardPage } from './scorecard.js'

export interface ConsoleDeps {
  /** The admin API is served: the console page and its link are too. */
  admin: boolean
  devKey: string
  /** The endpoints served, read on each ask: a reloaded config replaces its list. */
  endpoints: Pick<EndpointTable, 'list'>
}

/**
 * The pages the mock serves to people: `/` (links), the QA console at `/__admin/ui` (when the admin API is on),
 * `/docs`, and the OpenAPI document. Mounted before the request path, which would answer 404 for them.
 */
export function consoleRoutes({ admin, devKey, endpoints }: ConsoleDeps): Hono {
  const app = new Hono()
  // a browser asks for the icon of every page it opens: answered here, so it is neither journaled nor counted
  const icon = { 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' }
  app.get('/favicon.ico', (c) => c.body(faviconIco(), 200, { ...icon, 'Content-Type': 'image/x-icon' }))
  app.get('/favicon.svg', (c) => c.body(FAVICON_SVG, 200, { ...icon, 'Content-Type': 'image/svg+xml' }))
  app.route('/', openApiRoutes({ admin, endpoints }))
  app.route('/', docsRoutes({ devKey }))
  // a browser opening the page (it says so in Sec-Fetch-Dest) gets the links; any other client keeps the JSON 404
  const opensPage = (c: Context): boolean =>
    c.req.header('sec-fetch-dest') === 'document' && (c.req.header('accept') ?? '').includes('text/html')
  app.use(
    '/',
    except((c) => !opensPage(c), pageHeaders()),
  )
  app.get('/', (c, next) => {
    if (!opensPage(c)) return next()
    return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>network-lookup-mock</title><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head>
<body style="font: 15px/1.5 system-ui, sans-serif; margin: 2em">
<h1>network-lookup-mock ${PACKAGE_VERSION}</h1>
<ul>
${
  admin
    ? html`<li><a href="/__admin/ui">QA console</a>: live request log, scenarios, keys, clock, fixtures</li>
<li><a href="/__admin/ui/scorecard">Client scorecard</a>: chaos profiles and verdicts on a client's behaviour</li>`
    : ''
}
<li><a href="/docs">API docs</a> (try it against this mock)</li>
<li><a href="/openapi.json">openapi.json</a> &middot; <a href="/openapi.yaml">openapi.yaml</a></li>
</ul>
<p>Try: <code>curl -H 'Authorization: Bearer ${
      devKey === 'mock-dev-key' ? 'mock-dev-key' : 'YOUR-DEV-KEY'
    }' '${new URL(c.req.url).origin}/v1/people/profile?username=jane-doe'</code></p>
</body></html>`)
  })
  if (admin) {
    app.use('/__admin/ui/*', pageHeaders())
    app.get('/__admin/ui', (c) => c.html(consolePage(PACKAGE_VERSION, endpoints.list)))
    app.get('/__admin/ui/console.js', (c) =>
      c.body(CONSOLE_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
    )
    app.get('/__admin/ui/scorecard', (c) => c.html(scorecardPage(PACKAGE_VERSION)))
    app.get('/__admin/ui/scorecard.js', (c) =>
      c.body(SCORECARD_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
    )
  }
  return app
}
