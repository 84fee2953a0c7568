import { http, HttpResponse, type HttpHandler } from 'msw'
import { createApp, type MockApp } from '../app.js'
import { MockError, render } from '../errors.js'
import { checkOptions, type MockOptions } from '../options.js'
import { connect, type MockClient } from '../control/client.js'
import type { EndpointIds, MockConfig } from '../define.js'

export interface MswHandlerOptions<Paths extends string = string> extends MockOptions {
  /** Endpoints of your own (see MockOptions); given as the config itself, its ids type the client. */
  config?: string | MockConfig<Paths>
  /**
   * The real service's base URL as your code has it, up to and including `/v1`
   * (`https://api.network.example/v1`, `https://www.network.example/api/v1`); several for clients that use more than
   * one.
   */
  baseUrl: string | readonly string[]
}

/** MSW request handlers answering from one in-process mock, with the typed control client of that mock. */
export type MockHandlers<Ids extends string = string> = HttpHandler[] & {
  /** The in-process mock: `app.request()` reaches its admin API too. */
  app: MockApp
  /** The control client of this in-process mock: `connect(app)`, with the verbs `connect(url)` has for a server. */
  client: MockClient<Ids>
}

const IN_PROCESS = 'http://mock.local'

/** Where the mock's `/v1` sits under one base URL: its origin and the path before `/v1`. */
function mount(baseUrl: string): { origin: string; prefix: string } {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new Error(
      `baseUrl: "${baseUrl}" is not an absolute URL; give the real service's base, e.g. https://api.network.example/v1`,
    )
  }
  const path = url.pathname.replace(/\/+$/, '')
  if (!/(^|\/)v1$/.test(path))
    throw new Error(
      `baseUrl: "${baseUrl}" should end with /v1, as the real service's base does (e.g. ` +
        `https://api.network.example/v1)`,
    )
  return { origin: url.origin, prefix: path.slice(0, -'/v1'.length) }
}

/** Statuses whose answers carry no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304])

/** The catalog's answer to an error, as a Response MSW sends. */
function errorResponse(error: MockError): Response {
  const { status, body, headers } = render(error)
  return new Response(body, { status, headers })
}

/**
 * The mock's answer as MSW should send it; a connection the scenario resets becomes a network error. The API is
 * GET-only and the mock answers any other method without a body, so no request body is ever read: a huge one costs
 * nothing and a failing one cannot fail the answer.
 */
async function relay(app: MockApp, request: Request, prefix: string): Promise<Response> {
  try {
    const url = new URL(request.url)
    const target = `${IN_PROCESS}${url.pathname.slice(prefix.length)}${url.search}`
    const answer = await app.fetch(new Request(target, { method: request.method, headers: request.headers }))
    let body: ArrayBuffer
    try {
      body = await answer.arrayBuffer()
    } catch {
      return HttpResponse.error()
    }
    return new Response(NO_BODY.has(answer.status) || request.method === 'HEAD' ? null : body, {
      status: answer.status,
      headers: answer.headers,
    })
  } catch {
    // MSW would answer a thrown error with a 500 carrying its stack
    return errorResponse(new MockError('INTERNAL_ERROR', { message: 'The MSW handler could not relay this request' }))
  }
}

/**
 * MSW handlers that answer every call under the real base URL(s) from an in-process mock: no port, no edit to the
 * code under test. The options are createApp's (seed, fixtures, scenarios, keys, clock...).
 *
 * @example
 * const mock = handlers({ baseUrl: 'https://api.network.example/v1', clock: 'virtual' })
 * const server = setupServer(...mock)
 * beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
 * afterEach(() => mock.client.reset())
 * afterAll(() => server.close())
 */
export function handlers<const Paths extends string = string>(
  options: MswHandlerOptions<Paths>,
): MockHandlers<string extends Paths ? string : EndpointIds<MockConfig<Paths>>> {
  const { baseUrl, ...mockOptions } = options
  const bases = typeof baseUrl === 'string' ? [baseUrl] : [...baseUrl]
  if (bases.length === 0) throw new Error('baseUrl: give at least one base URL, e.g. https://api.network.example/v1')
  const app = createApp(checkOptions(mockOptions, 'mock'))
  const list = bases.flatMap((base) => {
    const { origin, prefix } = mount(base)
    const answer = ({ request }: { request: Request }) => relay(app, request, prefix)
    return [http.all(`${origin}${prefix}/v1`, answer), http.all(`${origin}${prefix}/v1/*`, answer)]
  })
  return Object.assign(list, {
    app,
    client: connect<string extends Paths ? string : EndpointIds<MockConfig<Paths>>>(app),
  })
}
