import type { z } from 'zod'
import { redactQuery } from '../util/redact.js'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Clock } from '../clock.js'
import type { EndpointDef } from '../endpoints.js'
import { FileError, MockError } from '../errors.js'
import { writeFileAtomic } from '../files.js'
import type { FixtureStore } from '../data/fixture-store.js'
import { DEFAULT_FIXTURE, fixtureFile, lookupStem } from '../data/fixture-names.js'
import { driftOf, formatProblem } from '../drift/walk.js'
import { NO_CONTENT_STATUSES } from '../scenarios/limits.js'
import { parseScenario, queryNames } from '../scenarios/loader.js'
import type { Rule, Scenario } from '../scenarios/schema.js'
import { compactJson, prettyJson } from '../util/json-text.js'
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
    const answer = await this.options.upstream.get(def.path, query)
    const params = Object.fromEntries(Object.entries(query).filter(([k]) => !k.startsWith('__')))
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
      const text = `${JSON.stringify(next, null, 2)}\n`
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
 * Writes one 2xx JSON answer as `<fixturesDir>/<id>/<value>[@page-N].json` and its `.meta.json`, both checked by the
 * upstream key's guard first (SecretLeakError), the client's secret parameters redacted in the meta; then serves it.
 * A body that is not JSON, or a write the disk refuses, is warned about and not recorded.
 */
export async function writeRecording(
  ctx: RecordingContext,
  target: { id: string; schema?: z.ZodType; passthrough?: true },
  request: { key: string | null; page: number; parameters: Record<string, string> },
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
  const file =
    key === null
      ? `${ctx.fixturesDir.replace(/[\\/]+$/, '')}/${target.id}/${stem}.json`
      : fixtureFile(ctx.fixturesDir, target.id, key, page)
  const metaFile = `${file.slice(0, -'.json'.length)}.meta.json`
  const text = `${prettyJson(answer.text)}\n`
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
