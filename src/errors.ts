/**
 * The body shapes an error answer can have: the spec's `{ error, code }`, or the real service's not-found `{ message,
 * code }`.
 */
type BodyShape = 'error' | 'message'

interface CatalogEntry {
  status: number
  /** Default wording; a thrown error may say more. */
  error: string
  /** Default `error`. */
  shape?: BodyShape
  /** Headers every answer of this error carries (a thrown error may override their values). */
  headers?: Readonly<Record<string, string>>
  /** The error a scenario's bare `{ "status": N }` answers with. */
  forStatus?: true
}

const CHALLENGE = { 'WWW-Authenticate': 'Bearer' } as const

/** Every error the mock answers with: status, body shape, wording and default headers, each defined once. */
export const ERRORS = {
  MISSING_API_KEY: { status: 401, error: 'Missing API key', headers: CHALLENGE },
  INVALID_API_KEY: { status: 401, error: 'Invalid API key', headers: CHALLENGE, forStatus: true },
  MISSING_PARAMETER: { status: 400, error: 'Missing required query parameter' },
  INVALID_PARAMETER: { status: 400, error: 'Invalid query parameter' },
  INSUFFICIENT_CREDITS: { status: 402, error: 'Insufficient credits', forStatus: true },
  FORBIDDEN: { status: 403, error: 'Forbidden', forStatus: true },
  ROUTE_NOT_FOUND: { status: 404, error: 'Not found' },
  /** The real service's unknown-entity answer: the message names the entity ("Profile not found"). */
  NOT_FOUND: { status: 404, error: 'Not found', shape: 'message', forStatus: true },
  METHOD_NOT_ALLOWED: { status: 405, error: 'Method not allowed', headers: { Allow: 'GET, HEAD' }, forStatus: true },
  RATE_LIMIT_EXCEEDED: { status: 429, error: 'Rate limit exceeded', headers: { 'Retry-After': '60' }, forStatus: true },
  UNKNOWN_SCENARIO: { status: 400, error: 'Unknown scenario' },
  /** Past the number of scenarios the admin API and code may define until a reset. */
  TOO_MANY_SCENARIOS: { status: 409, error: 'Too many scenarios defined at run time' },
  BAD_REQUEST: { status: 400, error: 'Bad request', forStatus: true },
  HOST_NOT_ALLOWED: { status: 403, error: 'Host not allowed' },
  ORIGIN_NOT_ALLOWED: { status: 403, error: 'Origin not allowed' },
  PAYLOAD_TOO_LARGE: { status: 413, error: 'Request body too large' },
  UNAUTHORIZED_ADMIN: {
    status: 401,
    error: 'Admin token required',
    headers: { 'WWW-Authenticate': 'Bearer realm="__admin"' },
  },
  REQUEST_TIMEOUT: { status: 408, error: 'Request not received in time', forStatus: true },
  URI_TOO_LONG: { status: 414, error: 'URL too long', forStatus: true },
  HEADERS_TOO_LARGE: { status: 431, error: 'Request headers too large', forStatus: true },
  FIXTURE_NOT_FOUND: { status: 404, error: 'No fixture for this request' },
  UPSTREAM_UNAVAILABLE: { status: 502, error: 'Upstream unavailable' },
  BAD_GATEWAY: { status: 502, error: 'Bad gateway', forStatus: true },
  SERVICE_UNAVAILABLE: { status: 503, error: 'Service unavailable', forStatus: true },
  TOO_MANY_SUBSCRIBERS: { status: 503, error: 'Too many event streams open', headers: { 'Retry-After': '5' } },
  /** The last event of an event stream whose reader fell too far behind (its 200 went out when it opened). */
  EVENT_STREAM_DROPPED: { status: 503, error: 'Event stream dropped: its reader fell too far behind' },
  UPSTREAM_TIMEOUT: { status: 504, error: 'Upstream timed out' },
  GATEWAY_TIMEOUT: { status: 504, error: 'Gateway timeout', forStatus: true },
  RECORDING_REFUSED: { status: 502, error: 'Recording refused: the upstream key would leak' },
  /** A fixture save the disk refused: said so with the file and the reason, never a bare 500. */
  FIXTURE_STORAGE_FULL: { status: 507, error: 'No room left to save the fixture' },
  FIXTURE_FOLDER_NOT_WRITABLE: { status: 507, error: 'The fixtures folder cannot be written' },
  FIXTURE_PATH_BLOCKED: { status: 409, error: 'Something else is where the fixture file goes' },
  FIXTURE_WRITE_FAILED: { status: 500, error: 'The fixture could not be written' },
  RESPONSE_SCHEMA_VIOLATION: { status: 500, error: 'Mock produced a body that breaks the schema' },
  INTERNAL_ERROR: { status: 500, error: 'Internal server error', forStatus: true },
} as const satisfies Record<string, CatalogEntry>

export type ErrorCode = keyof typeof ERRORS

const CATALOG: Readonly<Record<string, CatalogEntry>> = ERRORS

const BY_STATUS = new Map<number, ErrorCode>()
for (const [code, entry] of Object.entries(CATALOG)) if (entry.forStatus) BY_STATUS.set(entry.status, code as ErrorCode)

export interface MockErrorOptions {
  message?: string
  /** Extra fields of an `{ error, code }` body (the parameter at fault, say). */
  details?: Record<string, unknown>
  /** Headers added to, or overriding, the catalog's defaults. */
  headers?: Record<string, string>
}

/** Thrown by any stage; `render()` turns it into the one answer for its code. */
export class MockError extends Error {
  readonly code: string
  readonly status: number
  readonly details: Record<string, unknown>
  readonly headers: Record<string, string>
  private readonly shape: BodyShape

  constructor(code: ErrorCode, options: MockErrorOptions = {}) {
    const entry: CatalogEntry = CATALOG[code] as CatalogEntry
    // refusals are expected answers, not bugs: no stack to capture
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    super(options.message ?? entry.error)
    Error.stackTraceLimit = limit
    this.code = code
    this.status = entry.status
    this.shape = entry.shape ?? 'error'
    this.details = options.details ?? {}
    this.headers = entry.headers || options.headers ? { ...entry.headers, ...options.headers } : {}
  }

  /** The catalog's error for a bare status (a scenario's `{ "status": 503 }`); `HTTP_<status>` when it has none. */
  static forStatus(status: number, options: MockErrorOptions = {}): MockError {
    const code = BY_STATUS.get(status)
    if (code) return new MockError(code, options)
    const err = new MockError('INTERNAL_ERROR', { message: `HTTP ${status}`, ...options })
    return Object.assign(err, { code: `HTTP_${status}`, status })
  }

  body(): Record<string, unknown> {
    if (this.shape === 'message') return { message: this.message, code: this.code }
    return { error: this.message, code: this.code, ...this.details }
  }
}

/** What every error answer is made of, wherever it is sent (Hono, a raw socket, a scenario). */
export interface RenderedError {
  status: number
  /** The JSON body. */
  body: string
  /** Content-Type and the error's headers. */
  headers: Record<string, string>
}

const PLAIN_BODIES = new Map<string, string>()

/**
 * A plain refusal of the catalog (its own wording, no details) with extra headers, rendered without an Error object:
 * the answer `render(new MockError(code, { headers }))` gives, for the stages that refuse on the hot path (a thrown
 * and caught error is most of the CPU of a 429).
 */
export function renderRefusal(code: ErrorCode, headers?: Record<string, string>): RenderedError {
  const entry = CATALOG[code] as CatalogEntry
  let body = PLAIN_BODIES.get(code)
  if (body === undefined) {
    body = JSON.stringify(entry.shape === 'message' ? { message: entry.error, code } : { error: entry.error, code })
    PLAIN_BODIES.set(code, body)
  }
  return { status: entry.status, body, headers: { 'content-type': 'application/json', ...entry.headers, ...headers } }
}

/**
 * The one place an error becomes an answer; anything that is not a MockError is a 500 that says nothing of its cause.
 */
export function render(err: unknown): RenderedError {
  const e = err instanceof MockError ? err : new MockError('INTERNAL_ERROR')
  const plain = e.message === (CATALOG[e.code]?.error ?? '') && Object.keys(e.details).length === 0
  let body = plain ? PLAIN_BODIES.get(e.code) : undefined
  if (body === undefined) {
    body = JSON.stringify(e.body())
    if (plain) PLAIN_BODIES.set(e.code, body)
  }
  return { status: e.status, body, headers: { 'content-type': 'application/json', ...e.headers } }
}

/** A problem in a file the mock loads (fixture, scenario, keys, world, state): names the file, JSON path and fix. */
export class FileError extends Error {
  constructor(
    readonly file: string,
    readonly path: string,
    readonly problem: string,
    readonly fix?: string,
  ) {
    super(`${file}: ${path ? `${path}: ` : ''}${problem}${fix ? ` (fix: ${fix})` : ''}`)
  }
}

/** `$.a.b[0].c` from a zod issue path. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}.${String(key)}`), '$')
}

/**
 * Line and column of a JSON syntax error, without the text the parser quotes:
 * the file may be a keys file or a rule matching on a key, and no part of a key may reach a message.
 */
export function syntaxProblem(text: string, err: unknown): string {
  const at = /position (\d+)/.exec((err as Error).message ?? '')?.[1]
  if (at === undefined) return 'not valid JSON'
  const before = text.slice(0, Number(at)).split('\n')
  return `not valid JSON at line ${before.length}, column ${(before[before.length - 1]?.length ?? 0) + 1}`
}
