import { Hono, type Context, type ErrorHandler, type MiddlewareHandler, type Next } from 'hono'

export interface LazyRoutesOptions {
  /** Builds the group, importing its modules: called at the group's first request. */
  load: () => Promise<Hono>
  /** The app's error handler: an error in the group is answered by it where it arose, as in a mounted group. */
  onError: ErrorHandler
}

/** Where the group's request came from: the app's context, and the app's stages after the group. */
const APP = Symbol('the app around the group')

interface FromApp {
  c: Context
  next: Next
}

/**
 * A group of routes whose modules load at its first request, so a start-up that never calls it never evaluates them.
 * Register it as `app.all('/prefix/*', lazyRoutes(...))` where `app.route('/prefix', routes)` stood: the group answers
 * as mounted routes do (an error is answered by the app's error handler where it arose; a path the group does not
 * declare goes on, from inside the group's middleware, to the app's stages after it and its 404), but from a context
 * of its own: neither the group nor the error handler may read what the app's stages put in theirs.
 */
export function lazyRoutes({ load, onError }: LazyRoutesOptions): MiddlewareHandler {
  // by where the group is mounted: an app that mounts this one with route() puts its own prefix in front
  const groups = new Map<string, Promise<Hono>>()
  const build = async (prefix: string): Promise<Hono> => {
    // paths are matched as the app matches them (strict: false, the app's)
    const routes = new Hono({ strict: false }).route(prefix, await load())
    routes.notFound(async (c) => {
      const app = (c.env as { [APP]: FromApp })[APP]
      await app.next()
      return app.c.res
    })
    routes.onError(onError)
    return routes
  }
  return async function lazyRoutes(c, next) {
    const prefix = c.req.routePath.replace(/\/\*$/, '')
    let group = groups.get(prefix)
    if (!group) {
      // a group that failed to load is tried again at the next request
      group = build(prefix).catch((err: unknown) => {
        groups.delete(prefix)
        throw err
      })
      groups.set(prefix, group)
    }
    const routes = await group
    // the group sees the app's environment (the Node request and response), and where to go on when it has no route
    const env = Object.assign(Object.create((c.env ?? null) as object | null) as object, { [APP]: { c, next } })
    return routes.fetch(c.req.raw, env)
  }
}
