/** Every error the mock itself raises: one place for status, code and wording. */
export const ERRORS = {
  MISSING_API_KEY: { status: 401, error: 'Missing API key' },
  INVALID_API_KEY: { status: 401, error: 'Invalid API key' },
  MISSING_PARAMETER: { status: 400, error: 'Missing required query parameter' },
  INVALID_PARAMETER: { status: 400, error: 'Invalid query parameter' },
  INSUFFICIENT_CREDITS: { status: 402, error: 'Insufficient credits' },
  ROUTE_NOT_FOUND: { status: 404, error: 'Not found' },
  /** The real service's unknown-entity answer, `{ message, code }`: the message names the entity ("Profile not found"). */
  NOT_FOUND: { status: 404, error: 'Not found', shape: 'message' },
  METHOD_NOT_ALLOWED: { status: 405, error: 'Method not allowed' },
  RATE_LIMIT_EXCEEDED: { status: 429, error: 'Rate limit exceeded' },
  UNKNOWN_SCENARIO: { status: 400, error: 'Unknown scenario' },
  BAD_REQUEST: { status: 400, error: 'Bad request' },
  UNAUTHORIZED_ADMIN: { status: 401, error: 'Admin token required' },
  REQUEST_TIMEOUT: { status: 408, error: 'Request not received in time' },
  URI_TOO_LONG: { status: 414, error: 'URL too long' },
  HEADERS_TOO_LARGE: { status: 431, error: 'Request headers too large' },
  FIXTURE_NOT_FOUND: { status: 404, error: 'No fixture for this request' },
  UPSTREAM_UNAVAILABLE: { status: 502, error: 'Upstream unavailable' },
  UPSTREAM_TIMEOUT: { status: 504, error: 'Upstream timed out' },
  RECORDING_REFUSED: { status: 502, error: 'Recording refused: the upstream key would leak' },
  RESPONSE_SCHEMA_VIOLATION: { status: 500, error: 'Mock produced a body that breaks the schema' },
  INTERNAL_ERROR: { status: 500, error: 'Internal server error' },
} as const satisfies Record<string, { status: number; error: string; shape?: 'message' }>

export type ErrorCode = keyof typeof ERRORS

/** Thrown by any stage; the app's onError renders it as `{ error, code, ...details }`. */
export class MockError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly details: Record<string, unknown>
  readonly headers: Record<string, string>

  constructor(
    code: ErrorCode,
    options: { message?: string; details?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    const entry = ERRORS[code]
    // refusals are expected answers, not bugs: capturing a stack on each costs ~8% of a 401/429
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    super(options.message ?? entry.error)
    Error.stackTraceLimit = limit
    this.code = code
    this.status = entry.status
    this.details = options.details ?? {}
    this.headers = options.headers ?? {}
  }

  body(): Record<string, unknown> {
    if ('shape' in ERRORS[this.code]) return { message: this.message, code: this.code }
    return { error: this.message, code: this.code, ...this.details }
  }

  /** The body serialized; the catalog's plain refusals (a 401, a 429) are serialized once per code. */
  json(): string {
    const entry = ERRORS[this.code]
    if (this.message !== entry.error || Object.keys(this.details).length > 0) return JSON.stringify(this.body())
    return (PLAIN_JSON[this.code] ??= JSON.stringify(this.body()))
  }
}

const PLAIN_JSON: Partial<Record<ErrorCode, string>> = {}

/** A problem in a file the mock loads (fixture, scenario, keys): names the file, JSON path and fix. */
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
  return path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}.${String(key)}`),
    '$',
  )
}

/**
 * Line and column of a JSON or YAML syntax error, without the text the parsers quote:
 * the file may be a keys file or a rule matching on a key, and no part of a key may reach a message.
 */
export function syntaxProblem(text: string, err: unknown): string {
  const yamlAt = (err as { linePos?: { line: number; col: number }[] }).linePos?.[0]
  if (yamlAt) return `not valid YAML at line ${yamlAt.line}, column ${yamlAt.col}`
  const at = /position (\d+)/.exec((err as Error).message ?? '')?.[1]
  if (at === undefined) return 'not valid JSON'
  const before = text.slice(0, Number(at)).split('\n')
  return `not valid JSON at line ${before.length}, column ${(before[before.length - 1]?.length ?? 0) + 1}`
}
