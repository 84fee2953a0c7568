import { getRequestListener, type HttpBindings } from '@hono/node-server'
import { METHODS, STATUS_CODES, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { endpointForPath } from './endpoints.js'
import { MockError, render } from './errors.js'
import { firstBuildsHolder } from './util/class-shape.js'
import { printable } from './util/printable.js'

/** Longest request target the mock reads; longer ones get a JSON 414. */
export const MAX_URL_LENGTH = 16 * 1024
/** Most header bytes the mock reads; more get a JSON 431. */
export const MAX_HEADER_BYTES = 16 * 1024
/** Node's parser limit, above ours so the app can answer in JSON between the two; past it the parser refuses. */
const PARSER_MAX_HEADER_SIZE = 128 * 1024

export interface ListenOptions {
  port: number
  host: string
  /** Connections held at once; further ones are closed at accept. Default 4096. */
  maxConnections?: number
  /**
   * How long a client may take to send its headers, and its whole request, before a JSON 408. Default 15 s and 30 s.
   */
  timeouts?: { headersMs: number; requestMs: number }
  /** Told after each answered request (the state file saves from here). */
  onRequest?: () => void
  /** Where socket problems are reported. Default: console.warn. */
  warn?: (message: string) => void
  /** Whether a path is an endpoint's (a request of an unknown method to it gets a 405). Default: the built-in ones. */
  isEndpoint?: (path: string) => boolean
}

export interface Listening {
  server: Server
  port: number
  /**
   * Stops accepting at once; requests in flight may finish for up to `graceMs`, then every
   * connection is dropped. Resolves when the server is closed.
   */
  close(graceMs: number): Promise<void>
}

const builtIn = (path: string): boolean => endpointForPath(path) !== undefined

function jsonResponse(err: MockError): Response {
  const { status, body, headers } = render(err)
  return new Response(body, { status, headers })
}

/** A refusal for a request over the size limits, or undefined. */
export function oversized(incoming: Pick<IncomingMessage, 'url' | 'rawHeaders'>): MockError | undefined {
  const url = incoming.url ?? ''
  if (url.length > MAX_URL_LENGTH) {
    return new MockError('URI_TOO_LONG', { message: `URL is ${url.length} bytes; the limit is ${MAX_URL_LENGTH}` })
  }
  let bytes = 0
  // name, value, and the ": " and CRLF around them
  for (const part of incoming.rawHeaders) bytes += part.length + 2
  if (bytes > MAX_HEADER_BYTES) {
    return new MockError('HEADERS_TOO_LARGE', {
      message: `Headers are ${bytes} bytes; the limit is ${MAX_HEADER_BYTES}`,
    })
  }
  return undefined
}

/** The refusal for a request Node's parser rejects, as a raw HTTP/1.1 answer with a JSON body. */
export function parserRefusal(
  err: NodeJS.ErrnoException & { rawPacket?: Buffer },
  isEndpoint: (path: string) => boolean = builtIn,
): string {
  const packet = err.rawPacket?.toString('latin1') ?? ''
  // an overflow in a packet that starts with a request line longer than the URL limit: the URL is too long
  const lineEnd = packet.indexOf('\n')
  const urlTooLong =
    err.code === 'HPE_HEADER_OVERFLOW' && /^[A-Z]+ \S/.test(packet) && (lineEnd < 0 || lineEnd > MAX_URL_LENGTH)
  const method = unparsedMethod(packet, isEndpoint)
  const refusal =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? new MockError(urlTooLong ? 'URI_TOO_LONG' : 'HEADERS_TOO_LARGE')
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new MockError('REQUEST_TIMEOUT')
        : method !== undefined
          ? new MockError('METHOD_NOT_ALLOWED', { message: `Method ${method} not allowed; use GET` })
          : new MockError('BAD_REQUEST', { message: `Malformed HTTP request (${err.code ?? 'parse error'})` })
  return rawAnswer(refusal)
}

/** `METHOD target HTTP/1.x`, the method any RFC 9110 token. */
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\S+) HTTP\/1\.[01]\r?\n/

/**
 * The method of a well-formed request line naming an endpoint's path, when Node's parser does not know the method
 * (`PURGE` it knows and hands on; `FOO` it refuses): such a request gets the 405 the app gives for any method.
 */
function unparsedMethod(packet: string, isEndpoint: (path: string) => boolean): string | undefined {
  const m = REQUEST_LINE.exec(packet)
  if (!m?.[1] || !m[2] || METHODS.includes(m[1])) return undefined
  let path: string
  try {
    path = decodeURI(new URL(m[2], 'http://localhost').pathname)
  } catch {
    return undefined
  }
  return isEndpoint(path) ? m[1] : undefined
}

/** How long a refusal sent on a socket the HTTP layer has given up on may take to flush before the socket is cut. */
const REFUSAL_FLUSH_MS = 5_000

/**
 * Sends a last answer and then destroys the socket: ending only half-closes it, and a client that never closes its
 * side would keep the connection counted against maxConnections.
 */
function refuseAndClose(socket: Duplex, answer: string): void {
  const cut = setTimeout(() => socket.destroy(), REFUSAL_FLUSH_MS)
  cut.unref()
  socket.end(answer, () => {
    clearTimeout(cut)
    socket.destroy()
  })
}

/** A whole HTTP/1.1 answer with a JSON error body, for sockets the HTTP layer has given up on. */
function rawAnswer(refusal: MockError): string {
  const { status, body, headers } = render(refusal)
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}

/**
 * Serves a fetch handler on a socket with the mock's limits: JSON answers for oversized or malformed
 * requests, a cap on connections, socket errors reported instead of thrown, and a graceful close.
 */
export function listen(
  fetch: (request: Request, env: HttpBindings) => Response | Promise<Response>,
  options: ListenOptions,
): Promise<Listening> {
  const { onRequest } = options
  const sink = options.warn ?? ((m: string) => console.warn(m))
  // a socket error's text can quote the request: one line, nothing a terminal acts on
  const warn = (m: string): void => sink(printable(m))
  const handle = (request: Request, env: HttpBindings): Response | Promise<Response> => {
    const refusal = oversized(env.incoming)
    if (refusal) return jsonResponse(refusal)
    const res = fetch(request, env)
    if (!onRequest) return res
    if (res instanceof Promise) return res.finally(onRequest)
    onRequest()
    return res
  }
  const serve = getRequestListener(handle as Parameters<typeof getRequestListener>[0], {
    hostname: options.host,
    // node-server answers a bad request target (a backslash, a bad Host) with an empty 400 unless told
    errorHandler: (err) =>
      jsonResponse(
        new MockError('BAD_REQUEST', { message: `Bad request: ${err instanceof Error ? err.message : String(err)}` }),
      ),
  })
  // without a Host header Node answers an empty 400 itself; the mock serves it as its own host instead
  const { headersMs = 15_000, requestMs = 30_000 } = options.timeouts ?? {}
  const server = createServer({
    maxHeaderSize: PARSER_MAX_HEADER_SIZE,
    headersTimeout: headersMs,
    requestTimeout: requestMs,
    // how often Node looks for requests past those times
    connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(headersMs / 2))),
    requireHostHeader: false,
  })
  server.maxConnections = options.maxConnections ?? 4096
  // Node drops headers past 2,000 silently; keep them all so the byte limit above sees them (the parser caps the bytes)
  server.maxHeadersCount = 0

  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // an answer already under way on this socket (an event stream) must not get another one written into it
    const inFlight = (socket as { _httpMessage?: ServerResponse | null })._httpMessage
    if (err.code === 'ECONNRESET' || err.code === 'EPIPE' || !socket.writable || inFlight?.headersSent) {
      socket.destroy()
      return
    }
    refuseAndClose(socket, parserRefusal(err, options.isEndpoint))
  })

  // CONNECT asks for a tunnel, which Node hands over raw and would otherwise drop without an answer
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    refuseAndClose(
      socket,
      rawAnswer(new MockError('METHOD_NOT_ALLOWED', { message: 'Method CONNECT not allowed; use GET' })),
    )
  })

  let closing = false
  // tracked per connection, not per request: a listener on every response costs ~3% of a request
  const sockets = new Set<Duplex & { _httpMessage?: ServerResponse | null }>()
  // a ServerResponse has more than 12 fields set by key, a Socket too: both are dictionaries for the process's life if
  // a collection frees their first builds before V8 sizes their class (the search warm-up's may); a response holds its
  // request
  const holdSocket = firstBuildsHolder()
  const holdResponse = firstBuildsHolder()
  server.on('connection', (socket: Duplex) => {
    holdSocket(socket)
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  const track = (req: IncomingMessage, res: ServerResponse): void => {
    holdResponse(res)
    if (closing) res.shouldKeepAlive = false
    serve(req, res).catch((err: unknown) => {
      warn(`cannot serve: ${err instanceof Error ? err.message : String(err)}`)
      res.destroy()
    })
  }
  server.on('request', track)
  // an Expect header Node does not know gets an empty 417 by default; the mock answers as usual
  server.on('checkExpectation', track)

  return new Promise<Listening>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      // after start-up an error (EMFILE on accept, say) is reported: a mock must not die of load
      let lastWarned = 0
      server.on('error', (err) => {
        if (Date.now() - lastWarned < 1000) return
        lastWarned = Date.now()
        warn(`server: ${err.message}`)
      })
      let closed: Promise<void> | undefined
      resolve({
        server,
        port: (server.address() as AddressInfo).port,
        close(graceMs) {
          closed ??= new Promise<void>((done) => {
            closing = true
            // an answer not yet sent says Connection: close (node keeps the socket's current response there)
            for (const socket of sockets) {
              const res = socket._httpMessage
              if (res && !res.headersSent) res.shouldKeepAlive = false
            }
            const force = setTimeout(() => server.closeAllConnections(), graceMs)
            // a keep-alive connection whose request just finished goes idle: close it soon after
            const idle = setInterval(() => server.closeIdleConnections(), 20)
            server.close(() => {
              clearTimeout(force)
              clearInterval(idle)
              done()
            })
            if (graceMs <= 0) server.closeAllConnections()
          })
          return closed
        },
      })
    })
  })
}
