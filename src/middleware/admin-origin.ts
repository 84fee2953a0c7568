import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env.js'
import { MockError } from '../errors.js'

export interface AdminOriginOptions {
  /** Origins whose pages may call the admin API (`--admin-origins`), as `scheme://host[:port]`. */
  adminOrigins?: readonly string[]
}

const ADMIN_METHODS = 'GET, HEAD, POST, PUT, DELETE, OPTIONS'
const ADMIN_HEADERS = 'Authorization, Content-Type'

/** `scheme://host[:port]` of an origin, lower case; undefined when it is not one (`null`, garbage). */
export function normalOrigin(origin: string): string | undefined {
  try {
    const url = new URL(origin)
    return url.origin === 'null' ? undefined : url.origin.toLowerCase()
  } catch {
    return undefined
  }
}

/**
 * The admin API answers browsers of its own origin, and of the origins the user allowed (with CORS naming that
 * origin); any other Origin gets 403 whatever the method or content type, preflights included.
 */
export function adminOrigin({ adminOrigins = [] }: AdminOriginOptions = {}) {
  const allowed = new Set(adminOrigins.map((o) => normalOrigin(o) ?? o))
  return createMiddleware<AppEnv>(async function adminOrigin(c, next) {
    const origin = c.req.header('origin')
    if (origin === undefined) return next()
    const own = `${new URL(c.req.url).protocol}//${c.req.header('host') ?? new URL(c.req.url).host}`.toLowerCase()
    const given = normalOrigin(origin)
    if (given !== undefined && given === own) return next()
    if (given === undefined || !allowed.has(given)) {
      throw new MockError('ORIGIN_NOT_ALLOWED', {
        message:
          `Origin ${JSON.stringify(origin.slice(0, 200))} may not call the admin API; allow it with ` +
          `--admin-origins, or use the console this mock serves`,
        headers: { Vary: 'Origin' },
      })
    }
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': given,
        'Access-Control-Allow-Methods': ADMIN_METHODS,
        'Access-Control-Allow-Headers': ADMIN_HEADERS,
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      })
    }
    await next()
    c.res.headers.set('Access-Control-Allow-Origin', given)
    c.res.headers.append('Vary', 'Origin')
  })
}
