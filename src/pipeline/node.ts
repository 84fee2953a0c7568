import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Next } from './compose.js'
import { Exchange, type Answer } from './exchange.js'

// the URLs @hono/node-server and Hono pass through unchanged (no dot segments, no % in the path, a plain host):
// for these the lane builds the same path and query Hono would, and anything else takes Hono's way
const PLAIN_URL = /^\/v1(?:\/[A-Za-z0-9_\-/]*)?(?:\?[!$%&-;=?-[\]_a-z~]*)?$/
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/

/** A header from the raw list, repeats joined with ", " as fetch's Headers does, without building `req.headers`. */
function rawHeader(req: IncomingMessage, name: string): string | undefined {
  const raw = req.rawHeaders
  const length = name.length
  let value: string | undefined
  outer: for (let i = 0; i < raw.length; i += 2) {
    const n = raw[i] as string
    if (n.length !== length) continue
    // header names are tokens, so setting the 0x20 bit lower-cases letters and leaves digits and '-' alone
    for (let j = 0; j < length; j++) if ((n.charCodeAt(j) | 0x20) !== name.charCodeAt(j)) continue outer
    const v = raw[i + 1] as string
    value = value === undefined ? v : `${value}, ${v}`
  }
  return value
}

/** Writes an answer to node's response: what @hono/node-server does for a string body and plain headers. */
function writeAnswer(res: ServerResponse, answer: Answer): void {
  if (answer.reset) {
    const socket = res.socket
    if (socket && !socket.destroyed) {
      if (socket.resetAndDestroy) socket.resetAndDestroy()
      else socket.destroy()
    }
    return
  }
  const { headers, body } = answer
  if (body === null) {
    res.writeHead(answer.status, headers)
    res.end()
    return
  }
  const bytes = answer.bytes ?? Buffer.from(body)
  headers['content-length'] = String(bytes.length)
  res.writeHead(answer.status, headers)
  res.end(bytes)
}

const INTERNAL = '{"error":"Internal server error","code":"INTERNAL_ERROR"}'

/**
 * The /v1 request path straight on node:http, skipping the Request/Response objects a fetch handler needs
 * (about a third of the CPU a request costs). Returns false for requests it leaves to the Hono listener.
 * Both lanes run the same pipeline, so they answer alike.
 */
export function nodeLane(handle: Next, warn: (message: string) => void): (req: IncomingMessage, res: ServerResponse) => boolean {
  const failed = (err: unknown, res: ServerResponse): void => {
    warn(`internal error: ${err instanceof Error ? err.message : String(err)}`)
    if (!res.headersSent) writeAnswer(res, { status: 500, body: INTERNAL, headers: { 'content-type': 'application/json' } })
    else res.destroy()
  }
  return function lane(req, res) {
    const url = req.url ?? ''
    if (!PLAIN_URL.test(url)) return false
    const host = rawHeader(req, 'host')
    if (host !== undefined && !PLAIN_HOST.test(host)) return false
    const q = url.indexOf('?')
    let path = q < 0 ? url : url.slice(0, q)
    // Hono's non-strict routing: one trailing slash is dropped
    if (path.length > 1 && path.charCodeAt(path.length - 1) === 47) path = path.slice(0, -1)
    try {
      const answer = handle(Exchange.of(req.method ?? 'GET', path, url, req, rawHeader, req.socket))
      if (answer instanceof Promise) {
        answer.then(
          (a) => writeAnswer(res, a),
          (err: unknown) => failed(err, res),
        )
      } else writeAnswer(res, answer)
    } catch (err) {
      failed(err, res)
    }
    return true
  }
}
