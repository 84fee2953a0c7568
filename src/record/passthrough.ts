import type { Fixture } from '../data/fixture-store.js'
import type { EndpointDef } from '../endpoints.js'
import { MockError } from '../errors.js'
import { Lru } from '../util/lru.js'
import { isSecretName } from '../util/redact.js'
import { RECORDING_VARIANT_HEADERS, type RecordingContext, writeRecording } from './recorder.js'
import { MIN_SECRET_LENGTH, SecretGuard, SecretLeakError, readText } from './secret.js'
import type { UpstreamAnswer, UpstreamClient } from './upstream.js'

/** Client headers forwarded upstream; any other (Authorization, Cookie, hop-by-hop, X-Mock-*) stays behind. */
export const FORWARDED_HEADERS = ['accept', 'accept-language', 'user-agent'] as const

/** A path segment pass-through forwards and names a folder after: no dot segment, no hidden folder, nothing encoded. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/
/** Longest path below /v1 forwarded: its folder name must stay a valid file name. */
const MAX_PATH_LENGTH = 200

/**
 * The path below /v1 a request names (`people/search`, a trailing slash dropped) if pass-through may forward and
 * record it; undefined for a path outside /v1 or with a segment that could name something else on disk or upstream.
 */
export function passthroughId(path: string): string | undefined {
  if (!path.startsWith('/v1/')) return undefined
  const id = path.slice('/v1/'.length).replace(/\/$/, '')
  if (id === '' || id.length > MAX_PATH_LENGTH) return undefined
  return id.split('/').every((s) => SEGMENT.test(s)) ? id : undefined
}

/** A query component as a server reads it: `+` a space, percent-escapes decoded (a bad escape left as it is). */
function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

/** Finds one secret (the client's mock key) in a text however it is encoded. */
type SecretCheck = (text: string) => boolean

/**
 * A check for the client's key: the recorder's guard (every encoding it knows) for a key long enough for it, else the
 * key in any case in any decoding of the text.
 */
function secretCheck(key: string): SecretCheck {
  if (key.length >= MIN_SECRET_LENGTH) {
    const guard = new SecretGuard(key)
    return (text) => guard.contains(text)
  }
  const folded = key.toLowerCase()
  return (text) => readText(text).folded.some((view) => view.includes(folded))
}

/** What is forwarded of a client's query, and what a recording keeps of it. */
export interface ForwardedQuery {
  /** The query string sent upstream: the client's pairs as written, in order, minus those held back. */
  search: string
  /** First value of each forwarded parameter, decoded: what names and describes a recording. */
  parameters: Record<string, string>
  /** Every forwarded pair, decoded, in order: a repeated name's values all name a recording. */
  pairs: [string, string][]
}

/**
 * The client's query minus what never goes upstream: the mock's `__` switches, parameters with a secret's name
 * (`api_key`, `X-Api-Key`, `token`, in any case or encoding of the name), and any pair carrying the client's key.
 */
export function forwardedQuery(search: string, carriesKey: SecretCheck | undefined): ForwardedQuery {
  const kept: string[] = []
  const parameters: Record<string, string> = {}
  const pairs: [string, string][] = []
  for (const pair of search.split('&')) {
    if (pair === '') continue
    const eq = pair.indexOf('=')
    const name = decodeComponent(eq < 0 ? pair : pair.slice(0, eq))
    if (name.startsWith('__') || isSecretName(name) || carriesKey?.(pair)) continue
    kept.push(pair)
    const value = eq < 0 ? '' : decodeComponent(pair.slice(eq + 1))
    pairs.push([name, value])
    if (!Object.hasOwn(parameters, name)) {
      Object.defineProperty(parameters, name, { value, enumerable: true, writable: true, configurable: true })
    }
  }
  return { search: kept.join('&'), parameters, pairs }
}

/** The allowed client headers, minus any carrying the client's key. */
export function forwardedHeaders(
  header: (name: string) => string | undefined,
  carriesKey: SecretCheck | undefined,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of FORWARDED_HEADERS) {
    const value = header(name)
    if (value !== undefined && !carriesKey?.(value)) out[name] = value
  }
  return out
}

/** A whole number of at most 9 digits, or undefined. */
function whole(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,9}$/.test(value.trim()) ? Number(value) : undefined
}

/** `%`, `&` and `=` escaped, so a value can stand in a `name=value&...` key and be told apart; the rest as it is. */
const keyPart = (text: string): string =>
  text.replace(/[%&=]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * The value and page a recording of an undeclared path is filed under, as a recorded fixture's: the page from
 * `start` (an offset, pages of `pageSize`) or `page`; the value is the one other parameter's value, null for none
 * (the folder's `_default.json`), or for several the others sorted by name as `firstName=Jane&lastName=Doe`. A value
 * holding `=`, or a name repeated in `pairs`, takes that form too (every value of a repeated name, in the order sent),
 * so no two queries the upstream may answer differently share a recording.
 */
export function recordingKey(
  parameters: Record<string, string>,
  pageSize: number,
  pairs?: readonly (readonly [string, string])[],
): { key: string | null; page: number } {
  const rest = { ...parameters }
  let page = 1
  const start = whole(rest.start)
  const numbered = whole(rest.page)
  if (start !== undefined) {
    page = Math.floor(start / pageSize) + 1
    delete rest.start
    if (numbered !== undefined) delete rest.page
  } else if (numbered !== undefined && numbered >= 1) {
    page = numbered
    delete rest.page
  }
  const names = Object.keys(rest).sort()
  const [only] = names
  if (only === undefined) return { key: null, page }
  if (pairs && pairs.length > Object.keys(parameters).length) {
    const all = pairs.filter(([name]) => Object.hasOwn(rest, name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return { key: all.map(([name, value]) => `${keyPart(name)}=${keyPart(value)}`).join('&'), page }
  }
  const single = rest[only]?.trim() ?? ''
  if (names.length === 1 && single !== '' && !single.includes('=')) return { key: single, page }
  return { key: names.map((name) => `${keyPart(name)}=${keyPart(rest[name] ?? '')}`).join('&'), page }
}

export interface PassThroughOptions extends RecordingContext {
  upstream: UpstreamClient
  /** The app's endpoints: a declared path in another case is not forwarded. */
  endpoints?: () => readonly EndpointDef[]
  /** Every API key the mock knows (keys file, development key, keys added at run time): none is forwarded in a path. */
  keys?: () => Iterable<string>
  /** Save 2xx JSON answers as fixtures of the undeclared path (--record-passthrough). */
  record: boolean
  /** Forward every request, a recording of it or not (mode record); otherwise a recording answers first. */
  always: boolean
  pageSize: number
}

/** One request to an undeclared path, as pass-through forwards it. */
export interface PassThroughRequest {
  /** Path below /v1 (passthroughId). */
  id: string
  /** The raw query string, without `?`. */
  search: string
  header: (name: string) => string | undefined
  /** The mock key the client sent, which must never leave the mock. */
  clientKey: string | undefined
}

/** What a request to an undeclared path gets: a recording of it, or the upstream's answer. */
export type PassThroughAnswer = { fixture: Fixture } | { upstream: UpstreamAnswer }

/**
 * Forwards requests for paths no endpoint declares to the real service, through the recorder's redaction: the
 * client's key and secret parameters stay behind, the upstream key (from the environment) is sent, an answer or a
 * recording carrying the upstream key is refused; with `record`, 2xx JSON answers are saved as fixtures of the path.
 */
export class PassThrough {
  /** Checks for the keys clients sent, made once per key. */
  private readonly checks = new Lru<string, SecretCheck>(64)

  constructor(private readonly options: PassThroughOptions) {}

  get baseUrl(): string {
    return this.options.upstream.baseUrl
  }

  async answer(req: PassThroughRequest): Promise<PassThroughAnswer> {
    const { guard, warn, upstream, fixtures } = this.options
    this.refuseUnforwardablePath(req)
    const carriesKey = req.clientKey ? this.checkFor(req.clientKey) : undefined
    const { search, parameters, pairs } = forwardedQuery(req.search, carriesKey)
    const { key, page } = recordingKey(parameters, this.options.pageSize, pairs)
    if (!this.options.always) {
      const fixture = fixtures.exact(req.id, key, page)
      if (fixture) return { fixture }
    }
    const headers = forwardedHeaders(req.header, carriesKey)
    // a recording is keyed by path and query: a header that varies the answer would file one client's variant for all
    if (this.options.record) for (const name of RECORDING_VARIANT_HEADERS) delete headers[name]
    const answer = await upstream.forward(`/v1/${req.id}`, search, headers)
    if ((await guard.containsAsync(answer.text)) || Object.values(answer.headers).some((v) => guard.contains(v))) {
      warn(
        `passthrough: ${req.id}?${guard.scrub(search)}: the upstream answer (status ${answer.status}) contains the ` +
          'upstream key; not recorded and not relayed',
      )
      throw refused('the upstream answer contains the upstream key')
    }
    if (this.options.record && answer.status >= 200 && answer.status < 300) {
      try {
        const request = { key, page, parameters, carriesKey }
        await writeRecording(this.options, { id: req.id, passthrough: true }, request, answer)
      } catch (err) {
        if (!(err instanceof SecretLeakError)) throw err
        warn(`passthrough: ${guard.scrub(err.message)}`)
        throw refused('a recorded file would contain the upstream key')
      }
    }
    return { upstream: answer }
  }

  /**
   * A path is matched case-sensitively as the real service does, so a declared path in another case names no endpoint
   * (and would name the declared one's folder on a case-insensitive disk); a path carrying an API key would hand the
   * client's key to the upstream: both are 404s, not forwarded.
   */
  private refuseUnforwardablePath(req: PassThroughRequest): void {
    const folded = req.id.toLowerCase()
    const declared = this.options.endpoints?.().find((def) => def.id.toLowerCase() === folded)
    if (declared) {
      throw new MockError('ROUTE_NOT_FOUND', {
        message:
          `No endpoint GET /v1/${req.id} (did you mean ${declared.path}?); paths are matched case-sensitively and ` +
          'a declared path in another case is not forwarded',
      })
    }
    const segments = folded.split('/')
    // the client's own key in every encoding the guard reads; any other key the mock knows as written, in any case
    const client = req.clientKey
    let carried = client !== undefined && client.length >= MIN_SECRET_LENGTH && this.checkFor(client)(req.id)
    for (const key of [...(client === undefined ? [] : [client]), ...(this.options.keys?.() ?? [])]) {
      if (carried) break
      // a short key is refused as a whole segment only: as a part of one it would match ordinary words
      carried =
        key.length >= MIN_SECRET_LENGTH ? folded.includes(key.toLowerCase()) : segments.includes(key.toLowerCase())
    }
    if (carried) {
      throw new MockError('ROUTE_NOT_FOUND', {
        message: 'No endpoint at this path; pass-through forwards no path carrying an API key',
      })
    }
  }

  private checkFor(key: string): SecretCheck {
    let check = this.checks.get(key)
    if (!check) {
      check = secretCheck(key)
      this.checks.set(key, check)
    }
    return check
  }
}

function refused(reason: string): MockError {
  return new MockError('RECORDING_REFUSED', { message: `Pass-through refused: ${reason}; see the server log` })
}
