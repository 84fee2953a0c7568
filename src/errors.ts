/**
 * The body shapes an error answer can have: the spec's `{ error, code }`, or the real service's not-found `{ message,
 * code }`.
 */
type BodyShape = 'error' | 'message'

/**
 * The operations of the OpenAPI document that answer with an error, as data the document is built from:
 * `endpoints`: every /v1 endpoint; `admin`: every admin operation; `admin-input`: the admin operations that read a
 * body, a path or a query parameter; `admin-body`: the admin operations a body can be sent to (PUT, POST, DELETE);
 * `PUT /scenario`: one admin operation, by its method and its path below /__admin.
 */
export type ErrorSite =
  | 'endpoints'
  | 'admin'
  | 'admin-input'
  | 'admin-body'
  | `${'GET' | 'PUT' | 'POST' | 'DELETE'} /${string}`

export interface CatalogEntry {
  status: number
  /** Default wording; a thrown error may say more. */
  error: string
  /**
   * When the mock answers with it, in one line (the OpenAPI document lists it under the status); absent when only a
   * scenario's bare status gives it.
   */
  when?: string
  /** The operations whose own stages answer with it (a scenario's bare status aside: see `forStatus`). */
  at: readonly ErrorSite[]
  /** Default `error`. */
  shape?: BodyShape
  /** Headers every answer of this error carries (a thrown error may override their values). */
  headers?: Readonly<Record<string, string>>
  /** Headers some answers of this error add (the plan's limit on a 429 of the limiter). */
  mayAdd?: readonly string[]
  /** The error a scenario's bare `{ "status": N }` answers with. */
  forStatus?: true
}

const CHALLENGE = { 'WWW-Authenticate': 'Bearer' } as const
/** Every request, whatever its path, before any route reads it. */
const ANY: readonly ErrorSite[] = ['endpoints', 'admin']

/** Every error the mock answers with: status, body shape, wording and default headers, each defined once. */
export const ERRORS = {
  MISSING_API_KEY: {
    status: 401,
    error: 'Missing API key',
    when: 'No key: neither `Authorization: Bearer <key>` nor `x-api-key` was sent',
    at: ['endpoints'],
    headers: CHALLENGE,
  },
  INVALID_API_KEY: {
    status: 401,
    error: 'Invalid API key',
    when: 'A key the mock does not know, or an `Authorization` header without the Bearer scheme',
    at: ['endpoints'],
    headers: CHALLENGE,
    forStatus: true,
  },
  MISSING_PARAMETER: {
    status: 400,
    error: 'Missing required query parameter',
    when: "The endpoint's parameter is missing or empty, and so is every alias of it",
    at: ['endpoints'],
  },
  INVALID_PARAMETER: {
    status: 400,
    error: 'Invalid query parameter',
    when:
      'A value the mock cannot read: a `url` that is not a profile URL, or on a paged list a `page` or `start` that ' +
      'is not a whole number in range, or a stale `paginationToken`',
    at: ['endpoints'],
  },
  INSUFFICIENT_CREDITS: {
    status: 402,
    error: 'Insufficient credits',
    when: "The key's credits are fewer than the call costs",
    at: ['endpoints'],
    mayAdd: ['X-Mock-Credits-Remaining'],
    forStatus: true,
  },
  FORBIDDEN: { status: 403, error: 'Forbidden', at: [], forStatus: true },
  ROUTE_NOT_FOUND: { status: 404, error: 'Not found', when: 'No endpoint at this path', at: [] },
  /** The real service's unknown-entity answer: the message names the entity ("Profile not found"). */
  NOT_FOUND: {
    status: 404,
    error: 'Not found',
    when:
      "The real service's answer for an entity that does not exist (a value of the not-found convention, a " +
      '`.404.json` fixture, the world file), or the `not-found` scenario',
    at: ['endpoints'],
    shape: 'message',
    forStatus: true,
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    error: 'Method not allowed',
    when: "A method other than GET, HEAD or OPTIONS on the endpoint's path",
    at: ['endpoints'],
    headers: { Allow: 'GET, HEAD, OPTIONS' },
    forStatus: true,
  },
  RATE_LIMIT_EXCEEDED: {
    status: 429,
    error: 'Rate limit exceeded',
    when: "The key's requests per minute are used up, or a throttling scenario",
    at: ['endpoints'],
    headers: { 'Retry-After': '60' },
    mayAdd: ['X-RateLimit-Limit', 'X-RateLimit-Remaining'],
    forStatus: true,
  },
  UNKNOWN_SCENARIO: {
    status: 400,
    error: 'Unknown scenario',
    when: 'A scenario the mock does not have, named in `X-Mock-Scenario` or `__scenario`, or in a field of the body',
    at: ['endpoints', 'PUT /scenario', 'POST /keys', 'PUT /keys/{key}'],
  },
  /** Past the number of scenarios the admin API and code may define until a reset. */
  TOO_MANY_SCENARIOS: {
    status: 409,
    error: 'Too many scenarios defined at run time',
    when: 'A scenario given as data (or limited by `times`) past the number the mock keeps until a reset',
    at: ['PUT /scenario', 'PUT /keys/{key}'],
  },
  BAD_REQUEST: {
    status: 400,
    error: 'Bad request',
    when: 'A field of the body, a path or a query parameter the admin API cannot take (named in `field`)',
    at: ['admin-input'],
    forStatus: true,
  },
  HOST_NOT_ALLOWED: {
    status: 403,
    error: 'Host not allowed',
    when: 'Listening on a loopback address, a `Host` that is not a loopback name or one of `--allowed-hosts`',
    at: ANY,
  },
  ORIGIN_NOT_ALLOWED: {
    status: 403,
    error: 'Origin not allowed',
    when: 'A browser page of another origin than the mock and `--admin-origins`',
    at: ['admin'],
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    error: 'Request body too large',
    when: "A request body over the admin API's body limit (option `adminBodyLimit`)",
    at: ['admin-body'],
  },
  UNAUTHORIZED_ADMIN: {
    status: 401,
    error: 'Admin token required',
    when: 'The mock was started with `--admin-token` and the request does not send it as a Bearer token',
    at: ['admin'],
    headers: { 'WWW-Authenticate': 'Bearer realm="__admin"' },
  },
  REQUEST_TIMEOUT: {
    status: 408,
    error: 'Request not received in time',
    when: 'The headers or the body came too slowly',
    at: ANY,
    forStatus: true,
  },
  URI_TOO_LONG: {
    status: 414,
    error: 'URL too long',
    when: 'A URL longer than the mock reads',
    at: ANY,
    forStatus: true,
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    error: 'Request headers too large',
    when: 'More header bytes than the mock reads',
    at: ANY,
    forStatus: true,
  },
  FIXTURE_NOT_FOUND: {
    status: 404,
    error: 'No fixture for this request',
    when: 'In lockdown mode, no fixture for the value and page (the body names the file it looked for)',
    at: ['endpoints'],
  },
  UPSTREAM_UNAVAILABLE: {
    status: 502,
    error: 'Upstream unavailable',
    when: 'In a record mode or pass-through, the upstream could not be reached (or sent more than 16 MB)',
    at: ['endpoints'],
  },
  BAD_GATEWAY: { status: 502, error: 'Bad gateway', at: [], forStatus: true },
  SERVICE_UNAVAILABLE: { status: 503, error: 'Service unavailable', at: [], forStatus: true },
  STATE_UNAVAILABLE: {
    status: 503,
    error: 'Shared state store unavailable',
    when:
      'The mock keeps its state in Redis (`--store`) and cannot reach it; answers resume once it is back ' +
      '(`--store-fail-open` serves from local state instead)',
    at: ['endpoints', 'admin'],
  },
  STORE_RESET: {
    status: 503,
    error: 'Shared state store was wiped',
    when:
      'The Redis namespace the mock keeps its state in (`--store`) was emptied or replaced while it ran (a restart ' +
      'without persistence, FLUSHALL): nothing is served from a fresh grant until `POST /__admin/reset`',
    at: ['endpoints', 'admin'],
  },
  TOO_MANY_SUBSCRIBERS: {
    status: 503,
    error: 'Too many event streams open',
    when: 'Every event stream the mock serves at once is open; ask again after `Retry-After`',
    at: ['GET /events'],
    headers: { 'Retry-After': '5' },
  },
  /** The last event of an event stream whose reader fell too far behind (its 200 went out when it opened). */
  EVENT_STREAM_DROPPED: {
    status: 503,
    error: 'Event stream dropped: its reader fell too far behind',
    when: 'The last event of a stream whose reader fell too far behind (sent inside the stream, not as a status)',
    at: [],
  },
  UPSTREAM_TIMEOUT: {
    status: 504,
    error: 'Upstream timed out',
    when: 'In a record mode or pass-through, the upstream did not answer in time',
    at: ['endpoints'],
  },
  GATEWAY_TIMEOUT: { status: 504, error: 'Gateway timeout', at: [], forStatus: true },
  RECORDING_REFUSED: {
    status: 502,
    error: 'Recording refused: the upstream key would leak',
    when:
      "In a record mode or pass-through, the upstream's answer holds the upstream key, or nests deeper than a " +
      'recording keeps (64 levels), so it is neither saved nor sent',
    at: ['endpoints'],
  },
  /** A fixture save the disk refused: said so with the file and the reason, never a bare 500. */
  FIXTURE_STORAGE_FULL: {
    status: 507,
    error: 'No room left to save the fixture',
    when: 'The disk or the quota is full',
    at: ['POST /fixtures'],
  },
  FIXTURE_FOLDER_NOT_WRITABLE: {
    status: 507,
    error: 'The fixtures folder cannot be written',
    when: "The fixtures folder is read-only or not the user's to write",
    at: ['POST /fixtures'],
  },
  FIXTURE_PATH_BLOCKED: {
    status: 409,
    error: 'Something else is where the fixture file goes',
    when: 'A folder is where the fixture file goes, or a file where a folder of its path goes',
    at: ['POST /fixtures'],
  },
  FIXTURE_EXISTS: {
    status: 409,
    error: 'The fixture file exists',
    when: 'A fixture file of that name is there (a shipped one too) and the save did not say `overwrite: true`',
    at: ['POST /fixtures'],
  },
  FIXTURE_WRITE_FAILED: {
    status: 500,
    error: 'The fixture could not be written',
    when: 'Another failure of the disk (the body names the reason)',
    at: ['POST /fixtures'],
  },
  RESPONSE_SCHEMA_VIOLATION: {
    status: 500,
    error: 'Mock produced a body that breaks the schema',
    when: "A generated body that breaks the endpoint's schema (a bug of the mock; checked unless `validate` is off)",
    at: ['endpoints'],
  },
  INTERNAL_ERROR: {
    status: 500,
    error: 'Internal server error',
    when: 'A fault of the mock',
    at: ANY,
    forStatus: true,
  },
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

/**
 * A fault of a config's own endpoint code (its generate gave no JSON body, or threw): a 500 naming the endpoint, and a
 * warning for whoever runs the mock, which may say more than the client is told.
 */
export class HandlerFault extends MockError {
  constructor(
    endpoint: string,
    problem: string,
    readonly warning = `endpoint ${endpoint}: ${problem}`,
  ) {
    super('INTERNAL_ERROR', { message: `Endpoint ${endpoint}: ${problem}`, details: { endpoint } })
  }
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
