import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { MockError, render } from '../errors.js'
import type { ControlHandler } from './control-handle.js'
import type { AdminServices } from './routes.js'

/**
 * The admin API for a caller that holds the app (`connect(app)`, `startMockServer()`'s own controls): the same routes,
 * answers and refusals as over HTTP, without the guards that keep other callers out (admin token, host and origin
 * checks, `admin: false`), which protect the socket, not the process. Built on first use.
 */
export function inProcessAdmin(services: AdminServices): ControlHandler {
  let app: Promise<Hono> | undefined
  const build = async (): Promise<Hono> => {
    // the admin API's modules load at the first call, as over HTTP
    const { adminRoutes } = await import('./routes.js')
    const control = new Hono({ strict: false })
    control.route('/__admin', adminRoutes(services, { trusted: true }))
    control.notFound((c) =>
      answer(new MockError('ROUTE_NOT_FOUND', { message: `No endpoint ${c.req.method} ${c.req.path}` })),
    )
    control.onError((err, c) => {
      if (err instanceof MockError) return answer(err)
      if (err instanceof HTTPException)
        return answer(MockError.forStatus(err.status, { message: err.message || 'Bad request' }))
      services.warn(
        `internal error on ${c.req.method} ${c.req.path}: ${err instanceof Error ? err.message : String(err)}`,
      )
      return answer(new MockError('INTERNAL_ERROR'))
    })
    return control
  }
  return async (request) => {
    // a build that failed is tried again at the next call
    app ??= build().catch((err: unknown) => {
      app = undefined
      throw err
    })
    return (await app).fetch(request)
  }
}

function answer(error: MockError): Response {
  const { status, body, headers } = render(error)
  return new Response(body, { status, headers })
}
