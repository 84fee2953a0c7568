import { MockError } from '../errors.js'

export interface UpstreamOptions {
  /** Base URL the `/v1/...` path is appended to: `https://api.example.com`. */
  baseUrl: string
  /** The real API key, sent as `Authorization: Bearer <key>`. */
  key: string
  timeoutMs: number
  /** Masks the key in error text that could reach a log. */
  scrub: (text: string) => string
  /** Largest upstream body read, in bytes; a larger one is a 502. Default MAX_UPSTREAM_BODY_BYTES. */
  maxBodyBytes?: number
}

/** Largest upstream body read whole: a runaway answer must not fill the mock's memory. */
export const MAX_UPSTREAM_BODY_BYTES = 16 * 1024 * 1024

/** The body as UTF-8 text, refused (502) past `max` bytes, announced or read. */
async function readCapped(res: Response, max: number, controller: AbortController): Promise<string> {
  const tooLarge = (): MockError => {
    controller.abort()
    return new MockError('UPSTREAM_UNAVAILABLE', {
      message: `Upstream answer larger than ${max} bytes; not read`,
    })
  }
  if (Number(res.headers.get('content-length') ?? 0) > max) throw tooLarge()
  if (!res.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > max) throw tooLarge()
    chunks.push(chunk)
  }
  // as res.text() decodes: a byte order mark is dropped
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/** What the upstream answered, read whole. */
export interface UpstreamAnswer {
  status: number
  /** Headers worth relaying to the client or keeping with a recorded error. */
  headers: Record<string, string>
  text: string
  url: string
}

/** Headers relayed from the upstream; anything else (cookies, echoes, tracing) stays behind. */
const RELAYED_HEADERS = [
  'content-type',
  'retry-after',
  'www-authenticate',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
]

/** Checks and normalizes an upstream base URL; throws a message naming the option. */
export function parseUpstreamUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`upstream: "${value}" is not a URL (use e.g. https://api.example.com)`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`upstream: "${value}" must be http or https`)
  if (url.username || url.password)
    throw new Error('upstream: put no credentials in the URL; the key comes from --key-env')
  if (url.search || url.hash) throw new Error(`upstream: "${value}" must not carry a query or fragment`)
  return url.href.replace(/\/+$/, '')
}

/** Forwards one request to the real service with the real key; faults become 502/504 MockErrors. */
export class UpstreamClient {
  readonly baseUrl: string

  constructor(private readonly options: UpstreamOptions) {
    this.baseUrl = parseUpstreamUrl(options.baseUrl)
  }

  /** The upstream URL for a mock path and the client's query (`__` switches dropped). */
  urlFor(path: string, query: Record<string, string>): string {
    const params = new URLSearchParams()
    for (const [k, v] of Object.entries(query)) if (!k.startsWith('__')) params.append(k, v)
    const search = params.toString()
    return `${this.baseUrl}${path}${search ? `?${search}` : ''}`
  }

  get(path: string, query: Record<string, string>): Promise<UpstreamAnswer> {
    return this.send(this.urlFor(path, query), {})
  }

  /**
   * Forwards a path and query string as they are (pass-through), with the allowed client headers given; the key and
   * the timeout are the record modes'.
   */
  forward(path: string, search: string, headers: Record<string, string>): Promise<UpstreamAnswer> {
    return this.send(`${this.baseUrl}${path}${search ? `?${search}` : ''}`, headers)
  }

  private async send(url: string, sent: Record<string, string>): Promise<UpstreamAnswer> {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, this.options.timeoutMs)
    const request = (): Promise<Response> =>
      fetch(url, {
        headers: { accept: 'application/json', ...sent, authorization: `Bearer ${this.options.key}` },
        signal: controller.signal,
        // only the configured upstream is ever contacted: a redirect is an answer, refused below
        redirect: 'manual',
      })
    try {
      let res: Response
      try {
        res = await request()
      } catch (err) {
        // a kept-alive socket the upstream closed meanwhile fails before any byte of answer: every request is a GET
        if (timedOut || !STALE_SOCKET.has(causeCode(err) ?? '')) throw err
        res = await request()
      }
      if (isRedirect(res)) throw this.redirected(res, controller)
      // the timeout also covers a body that trickles in
      const text = await readCapped(res, this.options.maxBodyBytes ?? MAX_UPSTREAM_BODY_BYTES, controller)
      const headers: Record<string, string> = {}
      for (const name of RELAYED_HEADERS) {
        const value = res.headers.get(name)
        if (value !== null) headers[name] = value
      }
      return { status: res.status, headers, text, url }
    } catch (err) {
      if (err instanceof MockError) throw err
      if (timedOut) {
        throw new MockError('UPSTREAM_TIMEOUT', {
          message: `Upstream did not answer within ${this.options.timeoutMs} ms`,
          details: { upstream: this.baseUrl },
        })
      }
      const cause = (err as { cause?: { message?: string } }).cause
      const reason = this.options.scrub(causeCode(err) ?? cause?.message ?? (err as Error).message ?? String(err))
      throw new MockError('UPSTREAM_UNAVAILABLE', {
        message: `Upstream unavailable: ${reason}`,
        details: { upstream: this.baseUrl },
      })
    } finally {
      clearTimeout(timer)
    }
  }

  /** The 502 for a redirect: its body is not read, its target never contacted. */
  private redirected(res: Response, controller: AbortController): MockError {
    controller.abort()
    const location = res.headers.get('location')
    const target = location === null ? '' : ` to ${this.options.scrub(location.slice(0, MAX_LOCATION_SHOWN))}`
    return new MockError('UPSTREAM_UNAVAILABLE', {
      message:
        `Upstream answered ${res.status}, a redirect${target}; redirects are not followed (the mock contacts ` +
        `${this.baseUrl} only): give the address the upstream redirects to as the base URL`,
      details: { upstream: this.baseUrl, status: res.status },
    })
  }
}

/** Errors of a request written to a connection the other side had already closed: safe to send once more. */
const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'])

/** The statuses that send a client elsewhere; any other 3xx is one only with a `Location` (a 304 is an answer). */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

const isRedirect = (res: Response): boolean =>
  REDIRECT_STATUSES.has(res.status) || (res.status >= 300 && res.status < 400 && res.headers.has('location'))

/** Characters of a redirect's target shown in its 502. */
const MAX_LOCATION_SHOWN = 200

/** The system or undici error code under a failed fetch. */
function causeCode(err: unknown): string | undefined {
  const code = (err as { cause?: { code?: unknown } }).cause?.code
  return typeof code === 'string' ? code : undefined
}
