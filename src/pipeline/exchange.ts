import type { Decision } from '../scenarios/engine.js'
import type { KeyState } from '../keys.js'
import type { EndpointDef } from '../endpoints.js'
import { endpointForPath } from '../endpoints.js'
import type { Paging } from '../generators/context.js'
import { readPaging, readParam } from '../params.js'

export interface RequestParams {
  key: string
  paging: Paging
}

/** The TCP socket under a request served over HTTP; none in `app.request()`. */
export interface NodeSocket {
  destroyed: boolean
  destroy(): void
  resetAndDestroy?: () => void
}

/** Reads one request header (lower-case name; repeated headers joined with ", " as fetch does). */
export type HeaderReader<T> = (carrier: T, name: string) => string | undefined

/** What the pipeline answers: the writer (node:http or a fetch Response) adds content-length. */
export interface Answer {
  status: number
  /** null: no body (a 204). */
  body: string | null
  /** `body` as UTF-8 when already encoded (a cached body), so the socket writer need not encode it again. */
  bytes?: Buffer | undefined
  headers: Record<string, string>
  /** Set by the reset effect: drop the connection instead of answering. */
  reset?: boolean
}

/** CORS for browser apps pointed at the mock: any origin, the mock's headers readable. */
const EXPOSED = 'Retry-After, WWW-Authenticate, X-RateLimit-Limit, X-RateLimit-Remaining, X-Mock-Credits-Remaining, X-Mock-Source'

/** A fresh header object for one answer: a literal, since V8 adds keys to a spread copy ~200x slower. */
export function corsHeaders(): Record<string, string> {
  return { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED }
}

export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  ...corsHeaders(),
  'access-control-allow-methods': 'GET, HEAD, OPTIONS, POST, PUT, DELETE',
  'access-control-allow-headers': 'Authorization, x-api-key, X-Mock-Scenario, Content-Type',
  'access-control-max-age': '600',
}

const NEEDS_DECODING = /[%+\u0080-\uffff]/

// objects with no inherited names (a parameter named __proto__ or constructor is a parameter) that stay in V8's
// fast mode: Object.create(null) gives a dictionary, where a lookup by a fresh string costs ~1.3 µs
const QueryRecord = function QueryRecord() {} as unknown as new () => Record<string, string>
QueryRecord.prototype = Object.create(null) as object

/** First value of each name, as Hono's c.req.query() gives: URLSearchParams' decoding, split by hand when nothing needs decoding. */
export function parseQuery(url: string): Record<string, string> {
  const out = new QueryRecord()
  const start = url.indexOf('?')
  if (start < 0) return out
  const hash = url.indexOf('#', start)
  const search = hash < 0 ? url.slice(start + 1) : url.slice(start + 1, hash)
  if (NEEDS_DECODING.test(search)) {
    for (const [name, value] of new URLSearchParams(search)) if (name !== '' && out[name] === undefined) out[name] = value
    return out
  }
  // the common case, split by hand (iterating URLSearchParams cost ~8% of a fixture answer); it drops one leading '?'
  let from = search.charCodeAt(0) === 63 ? 1 : 0
  while (from <= search.length) {
    let to = search.indexOf('&', from)
    if (to < 0) to = search.length
    if (to > from) {
      const eq = search.indexOf('=', from)
      const name = eq < 0 || eq > to ? search.slice(from, to) : search.slice(from, eq)
      if (name !== '' && out[name] === undefined) out[name] = eq < 0 || eq > to ? '' : search.slice(eq + 1, to)
    }
    from = to + 1
  }
  return out
}

/**
 * One request on its way through the stages, and what they learn about it. Every field is set in the
 * constructor so all exchanges share one shape (V8 keeps the stages' property reads monomorphic).
 */
export class Exchange {
  /** The endpoint of the path, if any. */
  readonly def: EndpointDef | undefined
  /** Headers every stage adds to the answer, merged in one place; CORS ones for browsers (they send Origin). */
  readonly headers: Record<string, string>
  rawKey: string | undefined = undefined
  keyState: KeyState | undefined = undefined
  decision: Decision | undefined = undefined
  /** Name of the scenario in force for this request. */
  scenario: string | undefined = undefined
  charged = 0
  source: string | undefined = undefined
  /** performance.now() when the pipeline took the request. */
  readonly started = performance.now()
  private parsedQuery: Record<string, string> | undefined = undefined
  private parsedParams: RequestParams | undefined = undefined

  private constructor(
    readonly method: string,
    /** Decoded path, without a trailing slash. */
    readonly path: string,
    /** Path and query as received, or a whole URL: only the part after `?` is read. */
    readonly url: string,
    private readonly carrier: unknown,
    private readonly readHeader: HeaderReader<unknown>,
    readonly socket: NodeSocket | undefined,
  ) {
    this.def = endpointForPath(path)
    this.headers = readHeader(carrier, 'origin') === undefined ? {} : corsHeaders()
  }

  /** A request carried by anything whose headers `readHeader` can read (node's message, Hono's request). */
  static of<T>(method: string, path: string, url: string, carrier: T, readHeader: HeaderReader<T>, socket: NodeSocket | undefined): Exchange {
    return new Exchange(method, path, url, carrier, readHeader as HeaderReader<unknown>, socket)
  }

  header(name: string): string | undefined {
    return this.readHeader(this.carrier, name)
  }

  /** The query, parsed once (first value of each name). */
  query(): Record<string, string> {
    return (this.parsedQuery ??= parseQuery(this.url))
  }

  /** The endpoint's parameter and page, read once whichever stage asks first. */
  params(def: EndpointDef, pageSize: number): RequestParams {
    if (!this.parsedParams) {
      const q = this.query()
      const query = (name: string): string | undefined => q[name]
      this.parsedParams = { key: readParam(query, def.param, def.aliases, def.readKey), paging: readPaging(query, pageSize) }
    }
    return this.parsedParams
  }

  /** A JSON answer carrying every stage's headers. */
  json(status: number, json: string, extra?: Record<string, string>, bytes?: Buffer): Answer {
    const headers = this.headers
    if (extra) Object.assign(headers, extra)
    headers['content-type'] = 'application/json'
    return { status, body: json, headers, bytes }
  }
}
