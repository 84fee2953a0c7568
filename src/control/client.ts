import type { z } from 'zod'
import type { JournalEntry, KeyCreate, KeyUpdate, KeyView, ScenariosAnswer } from '../admin/schemas.js'
import type { ScenarioInput } from '../admin/scenario-input.js'
import { CONTROL_HANDLE, type InProcessMock } from '../admin/control-handle.js'
import type { ChaosAnswer } from '../admin/qa-schemas.js'
import type { ChaosProfileInput } from '../chaos/profile.js'
import type { Scorecard } from '../verdicts/verdicts.js'
import { scorecardText } from '../verdicts/scorecard-text.js'

// what an in-process mock carries for connect(): public, since MockApp, MockServer and MockFetch show it
export { CONTROL_HANDLE, type ControlHandler, type InProcessMock } from '../admin/control-handle.js'
import { MAX_DATE_MS } from '../clock.js'
import { redactKey, type PlanName } from '../keys.js'
import type { EndpointName } from '../define.js'

export type { ChaosAnswer, ChaosProfileInput, JournalEntry, KeyView, ScenarioInput, Scorecard }

/** Anything that answers a Request like `fetch`: the global fetch, or a fetch of your own (a proxy, a recorder). */
export type FetchLike = (input: Request) => Response | Promise<Response>

/**
 * What `connect()` steers: a running mock's URL (over HTTP), or the mock itself in process: an app from `createApp()`,
 * a `startMockServer()` or `createMockFetch()` (for a client scoped to a key, say).
 */
export type MockTarget = string | URL | InProcessMock

export interface ConnectOptions {
  /** The admin token (`--admin-token`), sent as a bearer token over HTTP; in process none is needed. */
  token?: string
  /** The fetch used for a URL target. Default: the global fetch. */
  fetch?: FetchLike
  /** Scope requests() and expectCalled() to this key's calls; `useScenario` pins to it unless told otherwise. */
  key?: string
}

/** A scenario switch: for the whole server (default), or one key; `times` limits it to that many calls of each key. */
export interface ScenarioOptions {
  key?: string
  times?: number
}

export interface RequestsFilter<Ids extends string = string> {
  /** Endpoint id (`people/profile`) or path (`/v1/people/profile`), `*` as wildcard. */
  endpoint?: EndpointName<Ids>
  status?: number
  /** Full key or its redacted form. */
  key?: string
  /** Entries after this id, or at/after this time. */
  since?: number | string | Date
  method?: string
}

export interface ExpectCalledOptions {
  /** Exact number of matching calls. Default: at least one. */
  times?: number
  /** Query values the call must carry (others may be present too). */
  query?: Record<string, string | number | boolean>
  status?: number
  method?: string
  /** Only calls made with this key (full or redacted); a scoped client uses its own key. */
  key?: string
  since?: number | string | Date
}

/** An admin call the mock refused; the message carries the mock's reason, `code` its error code. */
export class MockAdminError extends Error {
  /** The error catalog's code (`BAD_REQUEST`, `UNKNOWN_SCENARIO`, `UNAUTHORIZED_ADMIN`...), when the mock gave one. */
  readonly code: string | undefined
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    const { error: reason, code } = (body ?? {}) as { error?: unknown; code?: unknown }
    super(`${what} answered ${status}${typeof reason === 'string' ? `: ${reason}` : ''}`)
    this.name = 'MockAdminError'
    this.code = typeof code === 'string' ? code : undefined
  }
}

/** What the verdicts judge: one key's calls (the scoped client's own by default), from a time or entry id on. */
export interface VerdictOptions {
  key?: string
  /** Entries after this id, or at/after this time. */
  since?: number | string | Date
  /** Entries at/before this time. */
  until?: string | Date
  /** Credits the client may spend (`within-budget`). */
  budget?: number
  /** Two fetches of the same URL closer than this are a duplicate. Default 10,000 ms. */
  duplicateWindowMs?: number
}

/** `expectClientBehaved` found a rule broken; the message is the scorecard, `scorecard` the whole of it. */
export class ClientMisbehavedError extends Error {
  constructor(readonly scorecard: Scorecard) {
    super(scorecardText(scorecard))
    this.name = 'ClientMisbehavedError'
  }
}

/** `expectCalled` found no match (or the wrong count); the message lists what was called instead. */
export class ExpectCalledError extends Error {
  constructor(
    message: string,
    readonly matching: JournalEntry[],
    readonly nearMisses: JournalEntry[],
  ) {
    super(message)
    this.name = 'ExpectCalledError'
  }
}

/**
 * The mock's controls: one client with the same verbs, filters, answers and errors for a running server
 * (`connect(url)`, over the admin API) and an app in process (`connect(app)`); `startMockServer()` and
 * `createMockFetch()` carry it too. `Ids`: the endpoint ids of a config (`EndpointIds<typeof config>`), which its
 * endpoint names are then checked against.
 */
export interface MockClient<Ids extends string = string> {
  /** Base URL the client talks to (`http://mock.local` in process). */
  readonly url: string
  /** The key this client is scoped to, if any. */
  readonly key: string | undefined
  /** A client whose requests()/expectCalled()/useScenario() default to one key. */
  forKey(key: string): MockClient<Ids>
  /**
   * Switches the server (or one key, with `{ key }`) to a scenario name, rules given as data, or null/undefined to go
   * back to the start-up scenario (a key: to none of its own); returns the name in force.
   */
  useScenario(scenario: string | ScenarioInput | null | undefined, options?: ScenarioOptions): Promise<string | null>
  /** The whole-server scenario in force. */
  scenario(): Promise<string>
  scenarios(): Promise<ScenariosAnswer['scenarios']>
  /** Adds a key for this run (it survives reset). */
  addKey(entry: KeyCreate): Promise<KeyView>
  setCredits(key: string, credits: number | 'unlimited'): Promise<KeyView>
  setPlan(key: string, plan: PlanName, requestsPerMinute?: number): Promise<KeyView>
  updateKey(key: string, update: KeyUpdate): Promise<KeyView>
  /** One key back to its start-up balance, plan and counters, its scenario unpinned. */
  resetKey(key: string): Promise<KeyView>
  usage(key: string): Promise<KeyView>
  keys(): Promise<KeyView[]>
  clock: {
    now(): Promise<number>
    /** Moves a virtual clock forward. */
    advance(ms: number): Promise<number>
    /** Moves a virtual clock forward to this time: a Date, epoch ms, or an ISO 8601 string (it never goes back). */
    set(date: Date | string | number): Promise<number>
  }
  /** Journal entries, oldest first; a scoped client sees its own key's only. */
  requests(filter?: RequestsFilter<Ids>): Promise<JournalEntry[]>
  /** Empties the journal; returns how many entries were dropped. */
  clearRequests(): Promise<number>
  /**
   * Throws an ExpectCalledError listing the calls made instead, nearest first, unless the endpoint was called as
   * described.
   */
  expectCalled(endpoint: EndpointName<Ids>, options?: ExpectCalledOptions): Promise<JournalEntry[]>
  /** Everything back to start-up (credits, scenarios, journal) for every key: in a shared server prefer resetKey. */
  reset(): Promise<void>
  /** The chaos profile in force, the presets, and the line that replays a run under it. */
  chaos(): Promise<ChaosAnswer>
  /** Sets the chaos profile: a preset's name (`flaky`), a profile of one's own, or null for none. */
  useChaos(profile: string | ChaosProfileInput | null): Promise<ChaosAnswer>
  /** The client's scorecard: one verdict per rule of good behaviour, from the journal and the mock's clock. */
  verdicts(options?: VerdictOptions): Promise<Scorecard>
  /** Throws a ClientMisbehavedError (its message the scorecard) unless every verdict passed or did not apply. */
  expectClientBehaved(options?: VerdictOptions): Promise<Scorecard>
}

const IN_PROCESS = 'http://mock.local'

/** The schemas of the admin API's answers, one module each. */
type AnswerSchemas = typeof import('../admin/schemas.js') &
  typeof import('../admin/qa-schemas.js') &
  typeof import('../verdicts/verdicts.js')

/** Loaded at a client's first answer: a server keeps a client of its own that a start-up never calls. */
let answerSchemas: Promise<AnswerSchemas> | undefined
const loadAnswerSchemas = async (): Promise<AnswerSchemas> => {
  const [admin, qa, verdicts] = await Promise.all([
    import('../admin/schemas.js'),
    import('../admin/qa-schemas.js'),
    import('../verdicts/verdicts.js'),
  ])
  return { ...admin, ...qa, ...verdicts }
}

type Send = (path: string, init: RequestInit) => Promise<Response>

function transport(target: MockTarget, options: ConnectOptions): { url: string; send: Send } {
  if (typeof target === 'string' || target instanceof URL) {
    const url = String(target).replace(/\/+$/, '')
    const doFetch = options.fetch ?? ((req: Request) => fetch(req))
    return { url, send: async (path, init) => doFetch(new Request(`${url}${path}`, init)) }
  }
  const handler = (target as Partial<InProcessMock> | null)?.[CONTROL_HANDLE]
  if (typeof handler !== 'function')
    throw new TypeError(
      "connect: give the mock's URL (connect('http://127.0.0.1:4010')) or an app from createApp() (connect(app))",
    )
  return { url: IN_PROCESS, send: async (path, init) => handler(new Request(`${IN_PROCESS}${path}`, init)) }
}

const keyPath = (key: string): string => `/__admin/keys/${encodeURIComponent(key)}`

/** An admin path as an error message shows it: keys redacted, as the mock itself shows them. */
function shownPath(path: string): string {
  const redact = (encoded: string): string => redactKey(decodeURIComponent(encoded.replaceAll('+', ' ')))
  return path
    .replace(/^(\/__admin\/keys\/)([^/?]+)/, (_, at: string, key: string) => at + redact(key))
    .replace(/([?&]key=)([^&]+)/, (_, at: string, key: string) => at + redact(key))
}

/** A time as `POST /__admin/clock` takes it: an ISO string as given, a Date or epoch ms in ISO form. */
function timeText(date: Date | string | number): string {
  if (typeof date === 'string') return date
  const ms = date instanceof Date ? date.getTime() : date
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_DATE_MS ? new Date(ms).toISOString() : String(date)
}

function sinceParam(since: number | string | Date): string {
  return since instanceof Date ? since.toISOString() : String(since)
}

/**
 * The mock's control client: `connect('http://127.0.0.1:4010', { token })` for a running server (over its admin API),
 * `connect(app)` for an app from `createApp()` in process (no token needed, and it works with the HTTP admin API off).
 * Both send the same admin requests and get the same answers, so every verb, filter and error is the same either way.
 *
 * @example
 * const mock = connect(process.env.NETWORK_LOOKUP_MOCK_URL!, { key: 'test_starter_0000000000000001' })
 * await mock.useScenario('server-error', { times: 2 })
 * // ... run the code under test ...
 * await mock.expectCalled('people/profile', { times: 3, query: { username: 'jane-doe' } })
 */
export function connect<Ids extends string = string>(
  target: MockTarget,
  options: ConnectOptions = {},
): MockClient<Ids> {
  const { url, send } = transport(target, options)
  const auth: Record<string, string> = options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }

  async function admin<S extends z.ZodType>(
    method: string,
    path: string,
    schemaOf: (schemas: AnswerSchemas) => S,
    body?: unknown,
  ): Promise<z.infer<S>> {
    const headers: Record<string, string> = { ...auth }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const res = await send(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
    const text = await res.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new MockAdminError(res.status, text, `${method} ${shownPath(path)} (not JSON: is ${url} the mock?)`)
    }
    if (!res.ok) throw new MockAdminError(res.status, json, `${method} ${shownPath(path)}`)
    answerSchemas ??= loadAnswerSchemas()
    return schemaOf(await answerSchemas).parse(json)
  }

  async function requests(filter: RequestsFilter<Ids> = {}): Promise<JournalEntry[]> {
    const params = new URLSearchParams()
    const key = filter.key ?? options.key
    if (filter.endpoint !== undefined) params.set('path', String(filter.endpoint))
    if (filter.status !== undefined) params.set('status', String(filter.status))
    if (key !== undefined) params.set('key', key)
    if (filter.since !== undefined) params.set('since', sinceParam(filter.since))
    if (filter.method !== undefined) params.set('method', filter.method)
    const qs = params.toString()
    return (await admin('GET', `/__admin/requests${qs ? `?${qs}` : ''}`, (s) => s.RequestsAnswerSchema)).requests
  }

  async function verdicts(given: VerdictOptions = {}): Promise<Scorecard> {
    const params = new URLSearchParams()
    const key = given.key ?? options.key
    if (key !== undefined) params.set('key', key)
    if (given.since !== undefined) params.set('since', sinceParam(given.since))
    if (given.until !== undefined) params.set('until', sinceParam(given.until))
    if (given.budget !== undefined) params.set('budget', String(given.budget))
    if (given.duplicateWindowMs !== undefined) params.set('duplicateWindowMs', String(given.duplicateWindowMs))
    const qs = params.toString()
    return admin('GET', `/__admin/verdicts${qs ? `?${qs}` : ''}`, (s) => s.ScorecardSchema)
  }

  const updateKey = (key: string, update: KeyUpdate): Promise<KeyView> =>
    admin('PUT', keyPath(key), (s) => s.KeyViewSchema, update)
  const moveClock = async (move: { advanceMs: number } | { to: string }): Promise<number> =>
    (await admin('POST', '/__admin/clock', (s) => s.ClockAnswerSchema, move)).now

  return {
    url,
    key: options.key,
    forKey: (key) => connect<Ids>(target, { ...options, key }),
    async useScenario(given, { key = options.key, times } = {}) {
      const scenario = given ?? null
      const limit = times === undefined ? {} : { times }
      // rules given as data are readonly in ScenarioInput; the body only serializes them
      if (key !== undefined)
        return (await updateKey(key, { scenario: scenario as KeyUpdate['scenario'], ...limit })).scenario
      const body = scenario === null || typeof scenario === 'string' ? { name: scenario } : { scenario }
      return (await admin('PUT', '/__admin/scenario', (s) => s.ScenarioAnswerSchema, { ...body, ...limit })).active
    },
    scenario: async () => (await admin('GET', '/__admin/scenario', (s) => s.ScenarioAnswerSchema)).active,
    scenarios: async () => (await admin('GET', '/__admin/scenarios', (s) => s.ScenariosAnswerSchema)).scenarios,
    addKey: (entry) => admin('POST', '/__admin/keys', (s) => s.KeyViewSchema, entry),
    setCredits: (key, credits) => updateKey(key, { credits }),
    setPlan: (key, plan, requestsPerMinute) =>
      updateKey(key, requestsPerMinute === undefined ? { plan } : { plan, requestsPerMinute }),
    updateKey,
    resetKey: (key) => admin('POST', `${keyPath(key)}/reset`, (s) => s.KeyViewSchema),
    usage: (key) => admin('GET', keyPath(key), (s) => s.KeyViewSchema),
    keys: async () => (await admin('GET', '/__admin/keys', (s) => s.KeysAnswerSchema)).keys,
    clock: {
      now: async () => (await admin('GET', '/__admin/clock', (s) => s.ClockAnswerSchema)).now,
      advance: (ms) => moveClock({ advanceMs: ms }),
      // the mock parses the time, so a bad one is refused with its reason, the same in process and over HTTP
      set: (date) => moveClock({ to: timeText(date) }),
    },
    requests,
    clearRequests: async () => (await admin('DELETE', '/__admin/requests', (s) => s.ClearedAnswerSchema)).cleared,
    async expectCalled(endpoint, expected = {}) {
      const scope: RequestsFilter<Ids> = {}
      const key = expected.key ?? options.key
      if (key !== undefined) scope.key = key
      if (expected.since !== undefined) scope.since = expected.since
      const all = await requests(scope)
      const verdict = judgeCalls(all, String(endpoint), expected)
      if (verdict.error) throw verdict.error
      return verdict.matching
    },
    async reset() {
      await admin('POST', '/__admin/reset', (s) => s.ResetAnswerSchema)
    },
    chaos: () => admin('GET', '/__admin/chaos', (s) => s.ChaosAnswerSchema),
    useChaos: (profile) => admin('PUT', '/__admin/chaos', (s) => s.ChaosAnswerSchema, { profile }),
    verdicts,
    async expectClientBehaved(given) {
      const card = await verdicts(given)
      if (!card.passed) throw new ClientMisbehavedError(card)
      return card
    },
  }
}

// ---- expectCalled: matching and the report of near misses ----

/** `people/profile`, `/v1/people/profile` and `v1/people/profile/` name the same endpoint. */
function endpointId(pathOrId: string): string {
  return pathOrId.replace(/^\/+/, '').replace(/^v1\//, '').replace(/\/+$/, '')
}

function endpointMatcher(pattern: string): (path: string) => boolean {
  const want = endpointId(pattern)
  if (!want.includes('*')) return (path) => endpointId(path) === want
  const re = new RegExp(`^${want.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`)
  return (path) => re.test(endpointId(path))
}

interface Difference {
  entry: JournalEntry
  /** What differs, in words; empty for a match. */
  reasons: string[]
  /** Smaller is nearer; the endpoint weighs most. */
  distance: number
}

function differences(
  entry: JournalEntry,
  matches: (path: string) => boolean,
  endpoint: string,
  expected: ExpectCalledOptions,
): Difference {
  const reasons: string[] = []
  let distance = 0
  if (!matches(entry.path)) {
    reasons.push(`endpoint ${endpointId(entry.path)}, not ${endpointId(endpoint)}`)
    distance += 10 + segmentDistance(endpointId(entry.path), endpointId(endpoint))
  }
  for (const [name, value] of Object.entries(expected.query ?? {})) {
    const got = entry.query[name]
    if (got === undefined) reasons.push(`no ${name} (expected ${JSON.stringify(String(value))})`)
    else if (got !== String(value)) reasons.push(`${name} ${JSON.stringify(got)}, not ${JSON.stringify(String(value))}`)
    else continue
    distance += 2
  }
  if (expected.method !== undefined && entry.method !== expected.method.toUpperCase()) {
    reasons.push(`method ${entry.method}, not ${expected.method.toUpperCase()}`)
    distance += 3
  }
  if (expected.status !== undefined && entry.status !== expected.status) {
    reasons.push(`${entry.status === null ? 'connection reset' : `status ${entry.status}`}, not ${expected.status}`)
    distance += 1
  }
  return { entry, reasons, distance }
}

/** How many path segments differ: `people/profile` is nearer `people/posts` than `companies/search`. */
function segmentDistance(a: string, b: string): number {
  const x = a.split('/')
  const y = b.split('/')
  let d = Math.abs(x.length - y.length)
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) d++
  return d
}

/** `a=1&b=2`, unencoded: the message is read, not requested. */
function queryText(query: Record<string, unknown>): string {
  return Object.entries(query)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('&')
}

function describeEntry(e: JournalEntry): string {
  const qs = queryText(e.query)
  const answer = e.status ?? 'connection reset'
  return `#${e.id} ${e.method} ${e.path}${qs ? `?${qs}` : ''} -> ${answer}${e.key ? ` (key ${e.key})` : ''}`
}

function describeExpectation(endpoint: string, o: ExpectCalledOptions): string {
  const parts = [`${o.method?.toUpperCase() ?? 'GET'} ${endpointId(endpoint)}`]
  if (o.query && Object.keys(o.query).length > 0) parts.push(`with ${queryText(o.query)}`)
  if (o.status !== undefined) parts.push(`answered ${o.status}`)
  const count = o.times === undefined ? 'at least once' : `${o.times} time${o.times === 1 ? '' : 's'}`
  return `${parts.join(' ')} called ${count}`
}

const NEAR_MISSES_SHOWN = 5
const OTHERS_SHOWN = 10

/** The matching calls, or an error whose message lists near misses (nearest first) and the other calls. */
export function judgeCalls(
  entries: readonly JournalEntry[],
  endpoint: string,
  expected: ExpectCalledOptions = {},
): { matching: JournalEntry[]; error?: ExpectCalledError } {
  const matches = endpointMatcher(endpoint)
  const scored = entries.map((e) => differences(e, matches, endpoint, expected))
  const matching = scored.filter((d) => d.reasons.length === 0).map((d) => d.entry)
  const ok = expected.times === undefined ? matching.length > 0 : matching.length === expected.times
  if (ok) return { matching }

  const misses = scored
    .filter((d) => d.reasons.length > 0)
    .sort((a, b) => a.distance - b.distance || a.entry.id - b.entry.id)
  // a near miss got the endpoint right, or differs from what was asked in one way only
  const near = misses.filter((d) => d.distance < 10 || d.reasons.length === 1).slice(0, NEAR_MISSES_SHOWN)
  const others = misses.filter((d) => !near.includes(d))
  const lines = [
    `Expected ${describeExpectation(endpoint, expected)}, but it was called ${matching.length} ` +
      `time${matching.length === 1 ? '' : 's'}.`,
  ]
  if (matching.length > 0)
    lines.push('Matching calls:', ...matching.slice(0, OTHERS_SHOWN).map((e) => `  ${describeEntry(e)}`))
  if (near.length > 0)
    lines.push('Near misses:', ...near.map((d) => `  ${describeEntry(d.entry)}: ${d.reasons.join('; ')}`))
  if (others.length > 0) {
    lines.push(
      `Other calls (${others.length}):`,
      ...others.slice(0, OTHERS_SHOWN).map((d) => `  ${describeEntry(d.entry)}`),
    )
    if (others.length > OTHERS_SHOWN) lines.push(`  ... and ${others.length - OTHERS_SHOWN} more`)
  }
  if (entries.length === 0) lines.push('No calls were recorded.')
  return {
    matching,
    error: new ExpectCalledError(
      lines.join('\n'),
      matching,
      near.map((d) => d.entry),
    ),
  }
}

/**
 * Waits until a mock answers its admin API (the health route, or `/__admin/scenario` on versions without one).
 * For CI scripts and runner set-ups that start the CLI in the background.
 */
export async function waitForMock(
  url: string,
  { timeoutMs = 15_000, token, intervalMs = 100 }: { timeoutMs?: number; token?: string; intervalMs?: number } = {},
): Promise<void> {
  const base = url.replace(/\/+$/, '')
  const headers: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` }
  const deadline = Date.now() + timeoutMs
  let last = 'no answer yet'
  for (;;) {
    for (const path of ['/__admin/health', '/__admin/scenario']) {
      try {
        const res = await fetch(`${base}${path}`, {
          headers,
          signal: AbortSignal.timeout(Math.max(500, intervalMs * 5)),
        })
        await res.arrayBuffer()
        if (res.ok) return
        last = `${path} answered ${res.status}`
      } catch (err) {
        last = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err)
      }
    }
    if (Date.now() >= deadline) throw new Error(`the mock at ${base} did not answer within ${timeoutMs} ms (${last})`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
