import { statSync, unlinkSync } from 'node:fs'
import { basename, dirname } from 'node:path'
import type { Hono } from 'hono'
import type { HttpBindings } from '@hono/node-server'
import { entityKeyOf, type EndpointDef, type EndpointTable } from '../endpoints.js'
import { jsonPath, MockError, type ErrorCode } from '../errors.js'
import { writeFileAtomic } from '../files.js'
import { checkBody, NOT_FOUND_SUFFIX } from '../data/fixture-store.js'
import { fixtureFile, fixtureStem, lookupStem } from '../data/fixture-names.js'
import { readPaging } from '../params.js'
import { NotFoundBodySchema } from '../schemas/common.js'
import { canonicalKey } from '../world/existence.js'
import { SecretGuard, MIN_SECRET_LENGTH, readText } from '../record/secret.js'
import type { Journal, JournalEntry } from '../journal/journal.js'
import type { EventStreams } from '../journal/event-streams.js'
import type { FixtureStore } from '../data/fixture-store.js'
import type { BodyResolver } from '../data/resolve-body.js'
import type { Clock } from '../clock.js'
import {
  FixtureSaveSchema,
  type FixtureAnswer,
  type FixturesAnswer,
  type RateWindowsAnswer,
  type RequestAnswer,
} from './console-schemas.js'
import { WINDOW_MS } from '../middleware/rate-limit.js'
import type { SharedWindow, StateStore } from '../store/store.js'
import type { KeyState, KeyStore } from '../keys.js'

/** What the console's admin routes read and write, built once where the app is assembled. */
export interface ConsoleServices {
  clock: Clock
  journal: Journal
  /** The journal's live event streams (GET /__admin/events). */
  eventStreams: EventStreams
  keys: KeyStore
  /** The limiter windows of every replica on a shared store, and the keys other replicas added. */
  store: StateStore
  fixtures: FixtureStore
  endpoints: EndpointTable
  resolver: BodyResolver
  pageSize: number
  /** The folder a saved fixture is written to; undefined with fixtures off. */
  fixturesDir: string | undefined
}

function bad(message: string, field?: string): MockError {
  return new MockError('BAD_REQUEST', { message, ...(field ? { details: { field } } : {}) })
}

/** The endpoint, value and page a recorded request named, or why they cannot be read. */
export function requestTarget(
  entry: JournalEntry,
  pageSize: number,
  endpoints: EndpointTable,
): { endpoint: string; value: string; page: number; offset: number } | string {
  const def = endpoints.forPath(entry.path)
  if (!def) return `${entry.path} is not an endpoint`
  const query = (name: string): string | undefined => entry.query[name]
  try {
    const value = entityKeyOf(def, query)
    const paging = readPaging(query, pageSize, def.paged)
    return { endpoint: def.id, value, page: paging.page, offset: paging.offset }
  } catch (err) {
    return err instanceof Error ? err.message : String(err)
  }
}

/**
 * The fixture file a save writes for this value and page: named by the value's canonical spelling (`Jane-Doe ` is
 * saved as `jane-doe.json`), which every spelling of the same entity finds; `.404.json` holds a not-found answer.
 */
export function savedFixture(
  def: EndpointDef,
  value: string,
  page: number,
  status: 200 | 404,
): { value: string; name: string } {
  const canonical = canonicalKey(def.kind, value) ?? value
  return { value: canonical, name: `${fixtureStem(canonical, page)}${status === 404 ? NOT_FOUND_SUFFIX : ''}.json` }
}

/** The body of a recorded answer as the mock gives it now, without charging or recording anything. */
export async function recordedAnswer(services: ConsoleServices, entry: JournalEntry): Promise<RequestAnswer> {
  const target = requestTarget(entry, services.pageSize, services.endpoints)
  const base = { entry, endpoint: null, value: null, page: null, fixture: null }
  if (typeof target === 'string') return { ...base, body: null, note: target }
  const def = services.endpoints.byId.get(target.endpoint)
  const located = { entry, endpoint: target.endpoint, value: target.value, page: target.page, fixture: null }
  if (!def) return { ...located, body: null, note: `unknown endpoint ${target.endpoint}` }
  const noBody = (note: string): RequestAnswer => ({ ...located, body: null, note })
  // save is offered only where it can work: a folder to write to, and a body a fixture can hold
  const savable = (body: unknown, status: 200 | 404, note: string | null): RequestAnswer => {
    if (services.fixturesDir === undefined) {
      const off = 'fixtures are off (started with --no-fixtures): it cannot be saved'
      return { ...located, body, note: note === null ? off : `${note}; ${off}` }
    }
    const fixture = { name: savedFixture(def, target.value, target.page, status).name, status }
    return { ...located, body, note, fixture }
  }
  const notFound = (err: MockError): RequestAnswer =>
    savable(err.body(), 404, `${def.entity} not found: a fixture can hold this answer for every spelling of the value`)
  const resolve = async (): Promise<{ json: string } | MockError> => {
    try {
      return await services.resolver.resolve(def, target.value, pagingOf(services.pageSize, target))
    } catch (err) {
      if (err instanceof MockError) return err
      throw err
    }
  }
  // the not-found answer is the one refusal a fixture can hold
  if (entry.status === 404) {
    const now = await resolve()
    if (now instanceof MockError && now.code === 'NOT_FOUND') return notFound(now)
    // a scenario answered 404 for a value that exists: the service's answer for a missing one
    return notFound(new MockError('NOT_FOUND', { message: `${def.entity} not found` }))
  }
  if (entry.source !== 'fixture' && entry.source !== 'generated') {
    return noBody(
      entry.source === null
        ? `a ${entry.status ?? 'connection'} refusal has no stored body`
        : `a ${entry.source} answer is not kept`,
    )
  }
  const now = await resolve()
  if (now instanceof MockError)
    return now.code === 'NOT_FOUND' ? notFound(now) : noBody(`now answers ${now.status}: ${now.message}`)
  const note =
    entry.disconnect === 'reset'
      ? 'the connection was reset: the client got none of this body'
      : entry.rule !== null
        ? `rule ${entry.rule} of scenario ${entry.scenario ?? '?'} applied: the body sent may have been transformed`
        : null
  return savable(JSON.parse(now.json) as unknown, 200, note)
}

function pagingOf(pageSize: number, target: { offset: number; page: number }) {
  return { offset: target.offset, page: target.page, size: pageSize }
}

/** Refuses a fixture that would put any known API key on disk (raw or encoded). */
function checkNoKey(keys: KeyStore, file: string, text: string): void {
  // read once, searched for every key
  const body = readText(text)
  const name = readText(file)
  for (const { key } of keys.all()) {
    if (key.length < MIN_SECRET_LENGTH) {
      if (text.includes(key)) throw bad('the body contains an API key; nothing was written', 'body')
      continue
    }
    const guard = new SecretGuard(key)
    if (guard.containsIn(body) || guard.containsIn(name))
      throw bad('the body contains an API key; nothing was written', 'body')
  }
}

/** A UTF-16 surrogate without its pair: JSON can escape one (`\ud800`), UTF-8 cannot store it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** `.name`, or `["name"]` for a key that is no identifier (escaped, so a lone surrogate shows as `\ud800`). */
function pathStep(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`
}

/** The JSON path of a key or string holding a lone surrogate; undefined when none does. */
function loneSurrogateAt(value: unknown): string | undefined {
  // a stack, not recursion: the admin body limit still allows nesting deeper than the call stack
  const stack: [unknown, string][] = [[value, '$']]
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [v, path] = item
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) return path
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}[${i}]`])
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v)
      for (const [k] of entries) if (LONE_SURROGATE.test(k)) return `${path}${pathStep(k)}`
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i] as [string, unknown]
        stack.push([child, `${path}${pathStep(k)}`])
      }
    }
  }
  return undefined
}

/** What a failed fixture write answers, by the file system's error code: the reason and the fix, never a bare 500. */
const WRITE_FAILURES: Record<string, [ErrorCode, string, string]> = {
  ENOSPC: ['FIXTURE_STORAGE_FULL', 'the disk is full', 'free some space and save again'],
  EDQUOT: ['FIXTURE_STORAGE_FULL', 'the disk quota is used up', 'free some space and save again'],
  EROFS: ['FIXTURE_FOLDER_NOT_WRITABLE', 'the file system is read-only', 'start the mock with a writable --fixtures'],
  EACCES: ['FIXTURE_FOLDER_NOT_WRITABLE', 'permission denied', 'let the user running the mock write the folder'],
  EPERM: ['FIXTURE_FOLDER_NOT_WRITABLE', 'operation not permitted', 'let the user running the mock write the folder'],
  EISDIR: ['FIXTURE_PATH_BLOCKED', 'a folder is where the file goes', 'move the folder away'],
  ENOTDIR: ['FIXTURE_PATH_BLOCKED', 'a file is where a folder of the path goes', 'move the file away'],
  EEXIST: ['FIXTURE_PATH_BLOCKED', 'a file is where a folder of the path goes', 'move the file away'],
}

function writeFailed(file: string, err: unknown): MockError {
  const code = (err as NodeJS.ErrnoException).code ?? 'unknown'
  const [errorCode, reason, fix] = WRITE_FAILURES[code] ?? [
    'FIXTURE_WRITE_FAILED',
    'the file system refused the write',
    'see the server log',
  ]
  return new MockError(errorCode, {
    message: `Cannot save ${file}: ${reason} (${code}); ${fix}. Nothing was saved`,
    details: { file, reason: code },
  })
}

/** The body's first problem for a fixture of this status, as a 400 naming its JSON path. */
function checkSavedBody(def: EndpointDef, body: unknown, status: 200 | 404, file: string): void {
  if (status === 404) {
    const result = NotFoundBodySchema.safeParse(body)
    if (result.success) return
    const issue = result.error.issues[0]
    const path = issue ? jsonPath(issue.path) : '$'
    throw bad(
      `$.body${path.slice(1)}: ${issue?.message ?? 'invalid'} (a not-found body: {"message": "${def.entity} not ` +
        'found", "code": "NOT_FOUND"})',
      '$.body',
    )
  }
  const problem = checkBody(def, body, file)
  if (!problem) return
  const hint = NotFoundBodySchema.safeParse(body).success ? '; a not-found answer is saved with "status": 404' : ''
  throw bad(`$.body${problem.path.slice(1)}: ${problem.problem} (${def.id} response schema)${hint}`, '$.body')
}

/** Removes the file of the other status for the same value, which would answer in its place after a reload. */
function removeOther(file: string): void {
  try {
    unlinkSync(file)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw writeFailed(file, err)
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/**
 * Saves one answer as a fixture file and serves it from the next request on, for every spelling of its value: the
 * file is named by the canonical spelling.
 */
export function saveFixture(services: ConsoleServices, raw: unknown): FixtureAnswer {
  const lone = loneSurrogateAt(raw)
  if (lone !== undefined)
    throw bad(
      `${lone}: holds a lone UTF-16 surrogate (such as \\ud800 without its pair), which no file can store; ` +
        'remove it or give the whole pair',
      lone,
    )
  const parsed = FixtureSaveSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.length ? `$.${issue.path.join('.')}` : '$'
    throw bad(`${field}: ${issue?.message ?? 'invalid'}`, field)
  }
  const { endpoint, page = 1, status = 200, body, overwrite = false } = parsed.data
  const def = services.endpoints.byId.get(endpoint)
  if (!def)
    throw bad(
      `$.endpoint: unknown endpoint ${endpoint}; one of ${[...services.endpoints.byId.keys()].join(', ')}`,
      '$.endpoint',
    )
  const dir = services.fixturesDir
  if (dir === undefined) throw bad('fixtures are off (started with --no-fixtures): there is no folder to save to')
  const { value, name } = savedFixture(def, parsed.data.value, page, status)
  const folder = dirname(fixtureFile(dir, def.id, value, page))
  const file = `${folder}/${name}`
  checkSavedBody(def, body, status, file)
  const text = `${JSON.stringify(body, null, 2)}\n`
  checkNoKey(services.keys, file, text)
  const other = savedFixture(def, value, page, status === 404 ? 200 : 404).name
  // a save replaces the value's fixture of either status: that is asked for, never done unasked
  const there = [file, `${folder}/${other}`].find(isFile)
  if (there !== undefined && !overwrite)
    throw new MockError('FIXTURE_EXISTS', {
      message: `${there} exists: send "overwrite": true to replace it. Nothing was saved`,
      details: { file: there },
    })
  try {
    writeFileAtomic(file, text, { createFolder: true })
  } catch (err) {
    throw writeFailed(file, err)
  }
  removeOther(`${folder}/${other}`)
  const notFound = status === 404 ? (body as { message: string }).message : undefined
  services.fixtures.put(def.id, lookupStem(value, page), { file, json: JSON.stringify(body), notFound })
  services.journal.notify({ kind: 'fixture', message: `fixture saved: ${def.id}/${name}` }, services.clock.now())
  return { endpoint: def.id, name, file, body }
}

/**
 * Each key's limiter window at `now`, counted without expiring anything: this process's own, or `shared`, the windows
 * a shared store keeps for every replica (in the order of `keys`).
 */
export function rateWindows(
  keys: readonly KeyState[],
  now: number,
  shared?: readonly SharedWindow[],
): RateWindowsAnswer {
  return {
    windowMs: WINDOW_MS,
    keys: keys.map((state, i) => {
      const { count: used, oldest } = shared?.[i] ?? state.window.after(now - WINDOW_MS)
      return {
        key: state.redacted,
        limit: state.limit,
        used,
        oldestLeavesInSeconds: oldest === undefined ? null : Math.max(0, Math.ceil((oldest + WINDOW_MS - now) / 1000)),
      }
    }),
  }
}

function fixtureRefs(store: FixtureStore): FixturesAnswer {
  const fixtures = store
    .list()
    .map(({ endpointId, fixture }) => ({ endpoint: endpointId, name: basename(fixture.file), file: fixture.file }))
  return { count: fixtures.length, fixtures }
}

/** Whether the node server this request came in on (if any) still accepts connections. */
function serverListening(env: unknown): boolean {
  const server = (env as { incoming?: { socket?: { server?: { listening?: boolean } } } } | undefined)?.incoming?.socket
    ?.server
  return server?.listening !== false
}

/** Refuses bytes that are not UTF-8 instead of turning them into U+FFFD unseen. */
const UTF8 = new TextDecoder('utf-8', { fatal: true })

/** A browser request from another origin (a page elsewhere posting to the mock): refused for writes. */
function foreignOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return false
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}

/**
 * The admin routes the QA console needs, added to the /__admin app (so its token guards them): the live
 * event stream, a recorded answer, and the fixtures.
 */
export function consoleApi(admin: Hono, services: ConsoleServices): void {
  const { journal, eventStreams, clock, keys, store, fixtures } = services

  admin.get('/events', (c) => {
    const env = c.env as Partial<HttpBindings> | undefined
    const body = eventStreams.open({
      listening: () => serverListening(env),
      // only an answer still being sent: a finished one left its connection free for the next request
      abandon: () => {
        if (env?.outgoing && !env.outgoing.writableFinished) env.outgoing.destroy()
      },
    })
    return c.body(body, 200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      // the node server then sends each chunk as it comes instead of reading ahead to size the body
      'Transfer-Encoding': 'chunked',
    })
  })

  admin.get('/requests/:id/answer', async (c) => {
    const id = c.req.param('id')
    if (!/^\d{1,15}$/.test(id)) throw bad('id: a journal entry id (digits)', 'id')
    const entry = journal.list({ since: Number(id) - 1 }).find((e) => e.id === Number(id))
    if (!entry) throw bad(`id: no journal entry ${id} (it may have left the journal)`, 'id')
    return c.json(await recordedAnswer(services, entry))
  })

  admin.get('/rate-windows', async (c) => {
    const now = clock.now()
    // on a shared store: the windows every replica fills, with the keys other replicas added
    const all = [...keys.all(), ...store.unseenKeys().map((k) => k.state)]
    const shared = await store.windows(all, now - WINDOW_MS)
    return c.json(rateWindows(all, now, shared))
  })

  admin.get('/fixtures', (c) => c.json(fixtureRefs(fixtures)))
  admin.get('/fixtures/content', (c) => {
    const endpoint = c.req.query('endpoint') ?? ''
    const name = c.req.query('name') ?? ''
    // only a fixture the store holds is read, and from memory: no file path comes from the request
    const found = fixtures.list().find((f) => f.endpointId === endpoint && basename(f.fixture.file) === name)
    if (!found) throw bad(`no fixture ${endpoint}/${name}; GET /__admin/fixtures lists them`, 'name')
    return c.json({
      endpoint,
      name,
      file: found.fixture.file,
      body: JSON.parse(found.fixture.json) as unknown,
    } satisfies FixtureAnswer)
  })
  admin.post('/fixtures', async (c) => {
    // this route writes files: a page on another site must not reach it through the visitor's browser
    if (foreignOrigin(c.req.header('origin'), new URL(c.req.url).host)) {
      return c.json(
        {
          error: `Origin ${c.req.header('origin') ?? ''} may not save fixtures; use the console served by this mock`,
          code: 'FORBIDDEN_ORIGIN',
        },
        403,
      )
    }
    let text: string
    try {
      text = UTF8.decode(await c.req.arrayBuffer())
    } catch {
      throw bad('$: the body is not valid UTF-8 (a lone surrogate or a cut character); send it as UTF-8', '$')
    }
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      throw bad('$: the body is not JSON', '$')
    }
    return c.json(saveFixture(services, raw), 201)
  })
}
