import { Hono, type MiddlewareHandler } from 'hono'

export interface LazyRoutesOptions {
  /** Where the group is mounted (`/__admin`): its routes' paths are below it, as `app.route(prefix, routes)` takes. */
  prefix: string
  /** Builds the group, importing its modules: called at the group's first request, once. */
  load: () => Promise<Hono>
}

/** Thrown past the group's own stages when it declares no route for the request, to the app's stages after it. */
const NO_ROUTE = Symbol('no route in the group')

/**
 * A group of routes whose modules load at its first request, so a start-up that never calls it never evaluates them.
 * Register it as `app.all(`${prefix}/*`, lazyRoutes(...))` where `app.route(prefix, routes)` stood: the group answers
 * as mounted routes do (an error goes to the app's error handler, a path the group does not declare to the app's
 * stages after it and its 404), but from its own context, so it must not read the app's context variables.
 */
export function lazyRoutes({ prefix, load }: LazyRoutesOptions): MiddlewareHandler {
  let group: Promise<Hono> | undefined
  const build = async (): Promise<Hono> => {
    // paths are matched as the app matches them (strict: false, the app's)
    const routes = new Hono({ strict: false }).route(prefix, await load())
    routes.notFound(() => {
      throw NO_ROUTE
    })
    routes.onError((err) => {
      throw err
    })
    return routes
  }
  return async function lazyRoutes(c, next) {
    // a group that failed to load is tried again at the next request
    group ??= build().catch((err: unknown) => {
      group = undefined
      throw err
    })
    const routes = await group
    try {
      return await routes.fetch(c.req.raw, c.env)
    } catch (err) {
      if (err === NO_ROUTE) return next()
      throw err
    }
  }
}
