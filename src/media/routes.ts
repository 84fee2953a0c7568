import { Hono, type Context } from 'hono'
import { MockError } from '../errors.js'
import { MEDIA_INITIALS, MEDIA_KEY } from './paths.js'
import { avatarSvg, coverSvg, logoSvg } from './svg.js'

/** An image never changes at its URL: everything it shows is in the path. */
const HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
} as const

function missing(c: Context): never {
  throw new MockError('ROUTE_NOT_FOUND', {
    message:
      `No image at ${c.req.path} (images are /media/avatar/KEY/INITIALS.svg, /media/logo/KEY/INITIALS.svg, ` +
      `/media/cover/KEY.svg)`,
  })
}

function svg(c: Context, body: string): Response {
  return c.body(body, 200, HEADERS)
}

/**
 * `GET /media/...`: the pictures, logos and covers generated bodies point at, drawn as SVG from the path alone
 * (no state, no external request). Mounted before the request path: images need no key and are not journaled.
 */
export function mediaRoutes(): Hono {
  const app = new Hono()
  const drawn = (draw: (key: string, initials: string) => string) => (c: Context) => {
    const key = c.req.param('key') ?? ''
    const file = /^(.+)\.svg$/.exec(c.req.param('file') ?? '')?.[1] ?? ''
    if (!MEDIA_KEY.test(key) || !MEDIA_INITIALS.test(file)) missing(c)
    return svg(c, draw(key, file))
  }
  app.get('/media/avatar/:key/:file', drawn(avatarSvg))
  app.get('/media/logo/:key/:file', drawn(logoSvg))
  app.get('/media/cover/:file', (c) => {
    const key = /^(.+)\.svg$/.exec(c.req.param('file'))?.[1] ?? ''
    if (!MEDIA_KEY.test(key)) missing(c)
    return svg(c, coverSvg(key))
  })
  app.all('/media', (c) => missing(c))
  app.all('/media/*', (c) => missing(c))
  return app
}
