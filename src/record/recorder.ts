import type { z } from 'zod'
import { isSecretName, redactQuery } from '../util/redact.js'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Clock } from '../clock.js'
import type { EndpointDef } from '../endpoints.js'
import { FileError, MockError } from '../errors.js'
import { writeFileAtomic } from '../files.js'
import type { FixtureStore } from '../data/fixture-store.js'
import { DEFAULT_FIXTURE, fixtureFile, lookupStem } from '../data/fixture-names.js'
import { driftOf, formatProblem } from '../drift/walk.js'
import { MAX_BODY_DEPTH, NO_CONTENT_STATUSES } from '../scenarios/limits.js'
import { parseScenario, queryNames } from '../scenarios/loader.js'
import type { Rule, Scenario } from '../scenarios/schema.js'
import { boundedPrettyJson, compactJson, jsonNestsDeeperThan } from '../util/json-text.js'
import { SecretLeakError, type SecretGuard } from './secret.js'
import type { UpstreamAnswer, UpstreamClient } from './upstream.js'

/** Name (and file stem) of the scenario that collects recorded non-2xx answers. */
export const RECORDED_ERRORS = 'recorded-errors'

/** What `<stem>.meta.json` beside a recorded fixture holds. */
export interface FixtureMeta {
  recordedAt: string
  endpoint: string
  /** The parameter's full value (a long one is shortened in the file name). */
  value: string
  /** The query sent upstream (the `__` switches dropped). */
  parameters: Record<string, string>
  page: number
  upstream: { status: number; contentType: string | null }
  /** Set on a pass-through recording: the answer of a path no endpoint declared when it was recorded. */
  passthrough?: true
}

export interface RecorderOptions {
  upstream: UpstreamClient
  guard: SecretGuard
  fixtures: FixtureStore
  fixturesDir: string
  /** Folder of `recorded-errors.json`. */
  scenariosDir: string
  /** Save non-2xx answers as scenario rules. */
  recordErrors: boolean
  clock: Clock
  warn: (message: string) => void
  /** The endpoints a recorded rule may name (the app's table). */
  endpoints?: () => readonly EndpointDef[]
}

/** How deep a recorded body may nest, as a scenario rule's body (`{}` is 1 level, `[{}]` 2): deeper is refused. */
export const MAX_RECORDED_DEPTH = MAX_BODY_DEPTH
/** A recorded file is pretty-printed only while that at most triples its compact size; past it, written compact. */
export const MAX_PRETTY_FACTOR = 3
/** Largest `recorded-errors.json`, in characters: past it a new rule is reported and not written. */
export const MAX_RECORDED_ERRORS_CHARS = 16 * 1024 * 1024

/**
 * Client headers a recorded request never forwards: a recording is keyed by path and query only (as WireMock's and
 * Mockoon's recorded stubs match), so the answer recorded and replayed to every client is the upstream's default.
 */
export const RECORDING_VARIANT_HEADERS = ['accept', 'accept-language'] as const

/** Headers kept with a recorded error rule; the scenario stage sets the content type itself. */
const ERROR_HEADERS = ['retry-after', 'www-authenticate']

function sameQuery(a: Record<string, string> | undefined, b: Record<string, string>): boolean {
  const ka = Object.keys(a ?? {})
  return ka.length === Object.keys(b).length && ka.every((k) => a?.[k] === b[k])
}

/** Forwards requests to the real service and writes what it answers as fixtures (2xx) or scenario rules. */
export class Recorder {
  /** Serializes read-modify-write of the recorded-errors file. */
  private errorsQueue: Promise<void> = Promise.resolve()

  constructor(private readonly options: RecorderOptions) {}

  get errorsFile(): string {
    return join(this.options.scenariosDir, `${RECORDED_ERRORS}.json`)
  }

  /**
   * Forwards one request and records the answer. Upstream faults throw 502/504; an answer carrying the upstream key,
   * or a recording that would, throws 502 RECORDING_REFUSED so the key reaches neither disk nor client.
   */
  async forward(
    def: EndpointDef,
    entityKey: string,
    page: number,
    query: Record<string, string>,
  ): Promise<UpstreamAnswer> {
    const { guard, warn } = this.options
    // the mock's switches and the client's own secrets (an api_key parameter) never go upstream nor into a file; the
    // parameters the endpoint declares are its data, whatever their name
    const declared = queryNames(def)
    const params = Object.fromEntries(
      Object.entries(query).filter(([k]) => !k.startsWith('__') && (declared.includes(k) || !isSecretName(k))),
    )
    const answer = await this.options.upstream.get(def.path, params)
    if ((await guard.containsAsync(answer.text)) || Object.values(answer.headers).some((v) => guard.contains(v))) {
      warn(
        `record: ${def.id}?${guard.scrub(new URLSearchParams(params).toString())}: the upstream answer (status ` +
          `${answer.status}) contains the upstream key; not recorded and not relayed`,
      )
      throw refused(`the upstream answer contains the upstream key`)
    }
    try {
      if (answer.status >= 200 && answer.status < 300) await this.writeFixture(def, entityKey, page, params, answer)
      else if (this.options.recordErrors) await this.writeErrorRule(def, params, answer)
    } catch (err) {
      if (err instanceof SecretLeakError) {
        warn(`record: ${guard.scrub(err.message)}`)
        throw refused('a recorded file would contain the upstream key')
      }
      throw err
    }
    return answer
  }

  private writeFixture(
    def: EndpointDef,
    entityKey: string,
    page: number,
    parameters: Record<string, string>,
    answer: UpstreamAnswer,
  ): Promise<void> {
    return writeRecording(
      this.options,
      { id: def.id, schema: def.schema },
      { key: entityKey, page, parameters },
      answer,
    )
  }

  private writeErrorRule(def: EndpointDef, params: Record<string, string>, answer: UpstreamAnswer): Promise<void> {
    const run = this.errorsQueue.then(async () => {
      const file = this.errorsFile
      let scenario: Scenario = {
        name: RECORDED_ERRORS,
        description: 'Non-2xx answers of the real service, recorded with --record-errors.',
        rules: [],
      }
      try {
        scenario = parseScenario(JSON.parse(readFileSync(file, 'utf8')), file, this.options.endpoints?.())
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
          this.options.warn(`record: ${file} was unreadable and is started afresh: ${(err as Error).message}`)
        }
      }
      let body: unknown = answer.text
      try {
        body = JSON.parse(answer.text)
      } catch {
        // a non-JSON error body is kept as a string
      }
      const headers: Record<string, string> = {}
      for (const name of ERROR_HEADERS) {
        const value = answer.headers[name]
        if (value !== undefined) headers[name === 'retry-after' ? 'Retry-After' : 'WWW-Authenticate'] = value
      }
      // a rule matches on the parameters the endpoint reads; anything else the client sent would make it unloadable
      const names = queryNames(def)
      const query = Object.fromEntries(Object.entries(params).filter(([k]) => names.includes(k)))
      const rule: Rule = {
        match: { endpoint: def.id, query },
        effect: {
          status: answer.status,
          ...(NO_CONTENT_STATUSES.has(answer.status) ? {} : { body }),
          ...(Object.keys(headers).length ? { headers } : {}),
        },
      }
      const rules = scenario.rules.filter((r) => !(r.match.endpoint === def.id && sameQuery(r.match.query, query)))
      let next: Scenario
      try {
        next = parseScenario({ ...scenario, rules: [...rules, rule] }, file, this.options.endpoints?.())
      } catch (err) {
        // past the scenario limits (rules, a body's depth) the answer is relayed all the same and the rule reported
        if (!(err instanceof FileError)) throw err
        this.options.warn(this.options.guard.scrub(`record: ${file}: not recorded: ${err.message}`))
        return
      }
      const text = `${boundedPrettyJson(JSON.stringify(next), MAX_PRETTY_FACTOR)}\n`
      if (text.length > MAX_RECORDED_ERRORS_CHARS) {
        this.options.warn(
          `record: ${file}: not recorded: the file would pass ${MAX_RECORDED_ERRORS_CHARS} characters (a rule's ` +
            'body is the upstream answer); remove rules it no longer needs',
        )
        return
      }
      await this.options.guard.checkAsync(file, text)
      writeFileAtomic(file, text, { createFolder: true })
    })
    this.errorsQueue = run.catch(() => undefined)
    return run
  }
}

/** Where a recording goes and what it is checked with: the recorder's, or pass-through's. */
export type RecordingContext = Pick<RecorderOptions, 'guard' | 'fixtures' | 'fixturesDir' | 'clock' | 'warn'>

/**
 * A folder name a fixture file could have (`jane-doe.json`, `x.meta.json`, any case), read as Windows reads names
 * (trailing dots and spaces dropped): such a folder would block that fixture's file, or be mistaken for it.
 */
const FILE_LIKE_FOLDER = /\.json[. ]*$/i

/** The warning for a pass-through path that may not name a recording's folder, or undefined when it may. */
function folderProblem(id: string, carriesKey: ((text: string) => boolean) | undefined): string | undefined {
  // the path is not named: it would show the key
  if (carriesKey?.(id)) return "record: a path segment carries the client's key; not recorded"
  const segment = id.split('/').find((s) => FILE_LIKE_FOLDER.test(s))
  if (segment === undefined) return undefined
  return `record: ${id}: not recorded: the folder "${segment}" would take the name of a fixture file`
}

/**
 * Writes one 2xx JSON answer as `<fixturesDir>/<id>/<value>[@page-N].json` and its `.meta.json`, both checked by the
 * upstream key's guard first (SecretLeakError), the client's secret parameters redacted in the meta; then serves it.
 * A body that is not JSON, a pass-through path that cannot name a folder, or a write the disk refuses, is warned about
 * and not recorded; a body nesting deeper than MAX_RECORDED_DEPTH is refused (502 RECORDING_REFUSED), nothing written.
 * `carriesKey` finds the client's own key in a text (a path segment naming it is never a folder).
 */
export async function writeRecording(
  ctx: RecordingContext,
  target: { id: string; schema?: z.ZodType; passthrough?: true },
  request: {
    key: string | null
    page: number
    parameters: Record<string, string>
    carriesKey?: (text: string) => boolean
  },
  answer: UpstreamAnswer,
): Promise<void> {
  const { guard, warn, clock } = ctx
  const { key, page, parameters } = request
  // no value (a pass-through request without parameters): the folder's default, which answers any value
  const stem = key === null ? (page > 1 ? `${DEFAULT_FIXTURE}@page-${page}` : DEFAULT_FIXTURE) : lookupStem(key, page)
  let body: unknown
  try {
    body = JSON.parse(answer.text)
  } catch {
    warn(`record: ${target.id} answered ${answer.status} with a body that is not JSON; not recorded`)
    return
  }
  if (jsonNestsDeeperThan(answer.text, MAX_RECORDED_DEPTH)) {
    const reason = `the upstream answer nests deeper than ${MAX_RECORDED_DEPTH} levels, the most a recording keeps`
    warn(`record: ${target.id}: ${reason}; not recorded and not relayed`)
    throw refused(`${reason}; nothing was written`)
  }
  const problem = target.passthrough ? folderProblem(target.id, request.carriesKey) : undefined
  if (problem) {
    warn(problem)
    return
  }
  const file =
    key === null
      ? `${ctx.fixturesDir.replace(/[\\/]+$/, '')}/${target.id}/${stem}.json`
      : fixtureFile(ctx.fixturesDir, target.id, key, page)
  const metaFile = `${file.slice(0, -'.json'.length)}.meta.json`
  // linear in the answer whatever its shape: indenting deep or wide nesting would repeat the indent on every line
  const text = `${boundedPrettyJson(answer.text, MAX_PRETTY_FACTOR)}\n`
  const meta: FixtureMeta = {
    recordedAt: new Date(clock.now()).toISOString(),
    endpoint: target.id,
    value: key ?? DEFAULT_FIXTURE,
    // what the client sent may hold its own secrets (an api_key parameter): they stay out of the file
    parameters: redactQuery(parameters),
    page,
    upstream: { status: answer.status, contentType: answer.headers['content-type'] ?? null },
    ...(target.passthrough ? { passthrough: true } : {}),
  }
  const metaText = `${JSON.stringify(meta, null, 2)}\n`
  // both files are checked before either is written: never a fixture without its meta
  await guard.checkAsync(file, text)
  guard.check(metaFile, metaText)
  if (target.schema)
    for (const problem of driftOf(target.schema, body)) warn(guard.scrub(`drift: ${file}: ${formatProblem(problem)}`))
  try {
    // the meta first: a fixture is never left without it
    writeFileAtomic(metaFile, metaText, { createFolder: true })
    writeFileAtomic(file, text, { createFolder: true })
  } catch (err) {
    // the upstream call is paid for: the client still gets its answer, the recording is reported instead
    rmSync(metaFile, { force: true })
    warn(guard.scrub(`record: ${file}: not recorded: ${(err as Error).message}`))
    return
  }
  ctx.fixtures.put(target.id, stem, { file, json: compactJson(answer.text) })
}

function refused(reason: string): MockError {
  return new MockError('RECORDING_REFUSED', { message: `Recording refused: ${reason}; see the server log` })
}
