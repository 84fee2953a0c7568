import { Hono, type ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { expect, it, vi } from 'vitest'
import { createApp } from '../src/app.js'
import { lazyRoutes } from '../src/middleware/lazy-routes.js'

// A group loaded at its first request must answer every request as the same group mounted with app.route() does.

/** A group with a middleware, a parameter, an after-next header, a thrown error and an HTTPException. */
function group(): Hono {
  const g = new Hono()
  g.use('*', async (c, next) => {
    if (c.req.header('x-refuse') !== undefined) throw new HTTPException(401, { message: 'refused by the group' })
    await next()
    c.res.headers.set('x-group', 'seen')
  })
  g.get('/items/:id', (c) => c.json({ id: c.req.param('id') }))
  g.post('/items', async (c) => c.json({ posted: await c.req.text() }, 201))
  g.get('/boom', () => {
    throw new Error('boom')
  })
  return g
}

const onError: ErrorHandler = (err, c) =>
  c.json({ error: err.message }, err instanceof HTTPException ? err.status : 500)

/** An app around the group: a header after it, its own 404 and error handler, a route after it. */
function appWith(mount: (app: Hono) => void): Hono {
  const app = new Hono({ strict: false })
  app.use('*', async (c, next) => {
    await next()
    c.res.headers.set('x-app', 'seen')
  })
  mount(app)
  app.get('/g/late', (c) => c.text('a route after the group'))
  app.notFound((c) => c.json({ notFound: c.req.path }, 404))
  app.onError(onError)
  return app
}

const REQUESTS: [string, string, Record<string, string>?, string?][] = [
  ['GET', '/g/items/7'],
  ['GET', '/g/items/7/'],
  ['HEAD', '/g/items/7'],
  ['POST', '/g/items', {}, 'a body'],
  ['PUT', '/g/items/7'],
  ['GET', '/g/nope'],
  ['GET', '/g/late'],
  ['GET', '/g'],
  ['GET', '/g/boom'],
  ['GET', '/g/items/7', { 'x-refuse': '1' }],
  ['GET', '/elsewhere'],
]

async function answers(app: Hono, prefix = '') {
  const out = []
  for (const [method, path, headers, body] of REQUESTS) {
    const res = await app.request(`${prefix}${path}`, {
      method,
      ...(headers ? { headers } : {}),
      ...(body ? { body } : {}),
    })
    out.push({ method, path, status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() })
  }
  return out
}

it.each([
  ['served directly', ''],
  ['mounted in another app with a prefix', '/outer'],
])('answers every request as the same routes mounted with app.route() (%s)', async (_n, prefix) => {
  const wrap = (app: Hono): Hono => (prefix ? new Hono({ strict: false }).route(prefix, app) : app)
  const mounted = wrap(appWith((app) => app.route('/g', group())))
  const lazy = wrap(appWith((app) => app.all('/g/*', lazyRoutes({ load: async () => group(), onError }))))
  expect(await answers(lazy, prefix)).toEqual(await answers(mounted, prefix))
})

it('loads the group at its first request, once', async () => {
  const load = vi.fn(async () => group())
  const app = appWith((a) => a.all('/g/*', lazyRoutes({ load, onError })))
  await app.request('/elsewhere')
  expect(load).not.toHaveBeenCalled()
  await Promise.all([app.request('/g/items/1'), app.request('/g/items/2')])
  await app.request('/g/nope')
  expect(load).toHaveBeenCalledTimes(1)
})

it('loads a group that failed to load again at the next request', async () => {
  const load = vi
    .fn()
    .mockRejectedValueOnce(new Error('not now'))
    .mockImplementation(async () => group())
  const app = appWith((a) => a.all('/g/*', lazyRoutes({ load, onError })))
  expect((await app.request('/g/items/1')).status).toBe(500)
  expect(await (await app.request('/g/items/1')).json()).toEqual({ id: '1' })
})

it("counts the admin API's uptime from the app's creation, not from its first call", async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    const app = createApp({ clock: 'virtual' })
    vi.advanceTimersByTime(5_000)
    const health = (await (await app.request('/__admin/health')).json()) as { uptimeSeconds: number }
    expect(health.uptimeSeconds).toBe(5)
  } finally {
    vi.useRealTimers()
  }
})
