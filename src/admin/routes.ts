import { timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { z } from 'zod'
import { MAX_DATE_MS } from '../clock.js'
import { FileError, MockError, jsonPath } from '../errors.js'
import { PLAN_LIMITS, redactKey, type KeyState, type KeyStore } from '../keys.js'
import { hash53 } from '../util/hash.js'
import type { Warn } from '../runtime.js'
import type { JournalFilter } from '../journal/journal.js'
import type { ScenarioEngine } from '../scenarios/engine.js'
import { defineScenario, firstCalls } from './scenario-input.js'
import { consoleApi, type ConsoleServices } from './console-api.js'
import { qaRoutes } from './qa-routes.js'
import type { ChaosController } from '../chaos/controller.js'
import { PACKAGE_VERSION } from '../version.js'
import {
  ClockAdvanceSchema,
  KeyCreateSchema,
  type HealthAnswer,
  KeyUpdateSchema,
  RequestsQuerySchema,
  ScenarioSwitchSchema,
  type ClearedAnswer,
  type ClockAnswer,
  type KeyView,
  type KeysAnswer,
  type RequestsAnswer,
  type ResetAnswer,
  type ScenarioAnswer,
  type ScenariosAnswer,
} from './schemas.js'

/** What the admin API reads and steers, built once where the app is assembled. */
export interface AdminServices extends ConsoleServices {
  scenarios: ScenarioEngine
  /** The chaos profile in force (`/__admin/chaos`); the mock's seed its draws default to. */
  chaos: ChaosController
  seed: number
  /** The store is shared by replicas: other replicas' changes are read before a call, this one's published after. */
  shared: boolean
  /** Credits, limiter windows, counters, journal and scenario back to the start-up state. */
  reset(): void
  /** A server's search indexes: `warming` after it listens, then `ready`; undefined in process. */
  search(): 'warming' | 'ready' | undefined
  warn: Warn
  /** The bearer token the admin API asks of callers other than one holding the app; undefined: none asked. */
  token: string | undefined
  /** Largest request body, in bytes. */
  bodyLimit: number
  /** When the app was built (Date.now()): health's uptime counts from it, not from the routes' first call. */
  startedAt: number
}

function badField(field: string, message: string): MockError {
  return new MockError('BAD_REQUEST', { message: `${field}: ${message}`, details: { field } })
}

/** The first zod issue as a 400 naming its field; an unknown field is named, with the allowed ones. */
function issueError(error: z.ZodError, root: string, allowed: readonly string[]): MockError {
  // a typo shows up as a missing field too; naming the unknown one points at the cause
  const issue = error.issues.find((i) => i.code === 'unrecognized_keys') ?? error.issues[0]
  if (!issue) return badField(root, 'invalid')
  if (issue.code === 'unrecognized_keys') {
    const name = issue.keys[0] ?? ''
    return badField(root === '$' ? `$.${name}` : name, `unknown field; allowed: ${allowed.join(', ')}`)
  }
  const path = jsonPath(issue.path)
  return badField(root === '$' ? path : path.replace(/^\$\.?/, ''), issue.message)
}

/** Parses a JSON body with a schema; a problem is a 400 naming the field. */
async function body<T>(c: Context, schema: z.ZodType<T>, allowed: readonly string[]): Promise<T> {
  let raw: unknown
  const text = await c.req.text()
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    // the parser's message quotes the body, which may hold a key: say only what is wrong
    throw badField('$', 'the body is not JSON')
  }
  const result = schema.safeParse(raw)
  if (!result.success) throw issueError(result.error, '$', allowed)
  return result.data
}

export function keyView(state: KeyState, scenario: string | undefined): KeyView {
  return {
    key: state.redacted,
    label: state.label ?? null,
    plan: state.plan,
    requestsPerMinute: state.limit,
    creditsRemaining: state.credits === null ? 'unlimited' : state.credits,
    scenario: scenario ?? state.scenario ?? null,
    usage: { ...state.usage },
  }
}

/** A key addressed by its full value or, when unambiguous, by the redacted form the admin API shows. */
export function findKey(keys: KeyStore, key: string): KeyState {
  const exact = keys.get(key)
  if (exact) return exact
  if (key.includes('…')) {
    const matches = keys.all().filter((k) => redactKey(k.key) === key)
    if (matches.length === 1 && matches[0]) return matches[0]
    if (matches.length > 1) throw badField('key', `${key} matches ${matches.length} keys; give the full key`)
  }
  throw badField('key', `unknown key ${key.includes('…') ? key : redactKey(key)}`)
}

/** A filter from admin query values; the key may be full or redacted. */
export function requestsFilter(query: Record<string, string>): JournalFilter {
  const parsed = RequestsQuerySchema.safeParse(query)
  if (!parsed.success) throw issueError(parsed.error, 'query', Object.keys(RequestsQuerySchema.shape))
  const q = parsed.data
  const filter: JournalFilter = {}
  if (q.path !== undefined) filter.path = q.path
  if (q.status !== undefined) filter.status = q.status
  if (q.key !== undefined) filter.key = q.key
  if (q.since !== undefined) filter.since = q.since
  if (q.method !== undefined) filter.method = q.method
  return filter
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The /__admin API: steer scenarios, the clock and keys, read the journal. Never charged, never limited. `trusted`
 * serves a caller holding the app in process, who needs no admin token.
 */
export function adminRoutes(services: AdminServices, { trusted = false }: { trusted?: boolean } = {}): Hono {
  const { scenarios, clock, journal, keys, store, shared } = services
  const admin = new Hono()
  const token = trusted ? undefined : services.token

  const maxSize = services.bodyLimit
  // a body is read whole before it is parsed: past the limit the read stops, the answer is a 413
  admin.use(
    '*',
    bodyLimit({
      maxSize,
      onError: () => {
        throw new MockError('PAYLOAD_TOO_LARGE', {
          message: `Request body over ${maxSize} bytes; the admin API takes small JSON bodies`,
        })
      },
    }),
  )
  admin.use('*', async function adminAuth(c, next) {
    if (token !== undefined) {
      const m = /^\s*bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')
      if (!m?.[1] || !sameToken(m[1], token))
        throw new MockError('UNAUTHORIZED_ADMIN', { headers: { 'WWW-Authenticate': 'Bearer realm="__admin"' } })
    }
    return next()
  })

  // on a shared store: what other replicas changed is read before, and a change made here is written after
  if (shared) {
    admin.use('*', async function sharedState(c, next) {
      if (c.req.path.endsWith('/health')) return next()
      const reading = c.req.method === 'GET' || c.req.method === 'HEAD'
      await store.sync(true)
      await next()
      if (!reading && c.res.status < 400) await store.publish()
    })
  }

  const scenarioList = (): ScenariosAnswer => ({
    active: scenarios.active(),
    scenarios: scenarios.list().map((s) => ({ name: s.name, description: s.description, rules: s.rules.length })),
  })
  const clockView = (): ClockAnswer => ({
    kind: clock.kind,
    now: clock.now(),
    iso: new Date(clock.now()).toISOString(),
  })
  const viewOf = (state: KeyState): KeyView => keyView(state, scenarios.scenarioForKey(state.key))

  admin.get('/health', (c) => {
    const health = shared ? store.health() : undefined
    const search = services.search()
    // a replica that answers 503 on /v1 tells a load balancer so here too
    const down = health !== undefined && health.status !== 'ok' && health.failOpen !== true
    return c.json(
      {
        status: down ? 'unavailable' : 'ok',
        version: PACKAGE_VERSION,
        uptimeSeconds: Math.round((Date.now() - services.startedAt) / 1000),
        fixtures: services.fixtures.size,
        scenario: scenarios.active(),
        ...(search ? { search } : {}),
        ...(health ? { store: health } : {}),
      } satisfies HealthAnswer,
      down ? 503 : 200,
    )
  })

  admin.get('/scenarios', (c) => c.json(scenarioList()))
  admin.get('/scenario', (c) => c.json({ active: scenarios.active() } satisfies ScenarioAnswer))
  admin.put('/scenario', async (c) => {
    const b = await body(c, ScenarioSwitchSchema, ['name', 'scenario', 'times'])
    const name = b.scenario !== undefined ? defineInline(scenarios, b.scenario) : (b.name ?? undefined)
    useNamed(
      () => scenarios.use(name !== undefined && b.times !== undefined ? limited(scenarios, name, b.times) : name),
      '$.name',
    )
    journal.notify({ kind: 'scenario', message: `scenario switched to ${scenarios.active()}` }, clock.now())
    return c.json({ active: scenarios.active() } satisfies ScenarioAnswer)
  })

  admin.get('/clock', (c) => c.json(clockView()))
  admin.post('/clock', async (c) => {
    const move = await body(c, ClockAdvanceSchema, ['advanceMs', 'to'])
    const field = move.advanceMs !== undefined ? 'advanceMs' : 'to'
    if (clock.kind !== 'virtual') throw badField(field, 'the clock is real; start with --clock virtual to move it')
    const from = clock.now()
    const target = move.advanceMs !== undefined ? from + move.advanceMs : (move.to ?? Number.NaN)
    // past the range of a Date every ISO time (journal, recordings) would throw
    if (!Number.isFinite(target) || Math.abs(target) > MAX_DATE_MS)
      throw badField(field, `the clock would leave the range of a date (up to ${new Date(MAX_DATE_MS).toISOString()})`)
    if (target < from) throw badField(field, `the clock only moves forward; it is at ${new Date(from).toISOString()}`)
    clock.advance(target - from)
    journal.notify(
      { kind: 'clock', message: `clock moved ${target - from} ms to ${new Date(clock.now()).toISOString()}` },
      clock.now(),
    )
    return c.json(clockView())
  })

  admin.get('/requests', (c) => {
    const requests = journal.list(requestsFilter(c.req.query()))
    return c.json({ count: requests.length, requests } satisfies RequestsAnswer)
  })
  admin.delete('/requests', (c) => c.json({ cleared: journal.clear() } satisfies ClearedAnswer))

  admin.get('/keys', (c) => {
    // on a shared store, also the keys other replicas added that no request here has used yet
    const elsewhere = store.unseenKeys().map(({ state, scenario }) => keyView(state, scenario))
    return c.json({ keys: [...keys.all().map(viewOf), ...elsewhere] } satisfies KeysAnswer)
  })
  admin.get('/keys/:key', (c) => c.json(viewOf(findKey(keys, c.req.param('key')))))
  admin.get('/keys/:key/usage', (c) => c.json(viewOf(findKey(keys, c.req.param('key')))))
  admin.post('/keys', async (c) => {
    const entry = await body(c, KeyCreateSchema, ['key', 'plan', 'credits', 'requestsPerMinute', 'label', 'scenario'])
    if (keys.get(entry.key)) throw badField('$.key', `key ${redactKey(entry.key)} already exists`)
    if (entry.scenario !== undefined) useNamed(() => scenarios.get(entry.scenario as string, 'admin'), '$.scenario')
    return c.json(viewOf(keys.add(entry)), 201)
  })
  admin.post('/keys/:key/reset', (c) => {
    const state = findKey(keys, c.req.param('key'))
    keys.resetKey(state.key)
    scenarios.useForKey(state.key, undefined)
    journal.notify(
      { kind: 'keys', message: `key ${state.redacted} reset to its start-up plan, credits and usage` },
      clock.now(),
    )
    return c.json(viewOf(state))
  })
  admin.put('/keys/:key', async (c) => {
    const state = findKey(keys, c.req.param('key'))
    const update = await body(c, KeyUpdateSchema, ['credits', 'plan', 'requestsPerMinute', 'scenario', 'times'])
    const plan = update.plan ?? state.plan
    if (update.requestsPerMinute !== undefined && plan !== 'Enterprise') {
      throw badField(
        '$.requestsPerMinute',
        `only an Enterprise key sets requestsPerMinute; ${plan} has ${PLAN_LIMITS[plan] ?? 'no'} requests/minute`,
      )
    }
    if (plan === 'Enterprise' && state.plan !== 'Enterprise' && update.requestsPerMinute === undefined) {
      throw badField('$.requestsPerMinute', 'an Enterprise key needs requestsPerMinute')
    }
    // validate everything before changing anything, so a refused update changes nothing
    const pin =
      update.scenario == null ? update.scenario : keyScenario(scenarios, state.key, update.scenario, update.times)
    if (update.credits !== undefined) keys.setCredits(state, update.credits === 'unlimited' ? null : update.credits)
    state.plan = plan
    state.limit = plan === 'Enterprise' ? (update.requestsPerMinute ?? state.limit) : PLAN_LIMITS[plan]
    if (pin !== undefined) scenarios.useForKey(state.key, pin ?? undefined)
    journal.notify(
      { kind: 'keys', message: `key ${redactKey(state.key)} updated: ${Object.keys(update).join(', ')}` },
      clock.now(),
    )
    return c.json(viewOf(state))
  })

  admin.post('/reset', (c) => {
    services.reset()
    journal.notify({ kind: 'reset', message: `everything reset; scenario ${scenarios.active()}` }, clock.now())
    return c.json({ reset: true, scenario: scenarios.active() } satisfies ResetAnswer)
  })

  consoleApi(admin, services)
  qaRoutes(admin, { ...services, findKey: (key) => findKey(keys, key) })
  return admin
}

/** Runs a scenario lookup, adding the field name to an unknown-scenario 400. */
function useNamed<T>(run: () => T, field: string): T {
  try {
    return run()
  } catch (err) {
    if (err instanceof MockError && err.code === 'UNKNOWN_SCENARIO') {
      throw new MockError('UNKNOWN_SCENARIO', {
        message: `${field}: ${err.message}`,
        details: { ...err.details, field },
      })
    }
    throw err
  }
}

function defineInline(scenarios: ScenarioEngine, raw: unknown): string {
  try {
    return defineScenario(scenarios, raw)
  } catch (err) {
    if (err instanceof FileError) throw badField(err.path.replace(/^\$/, '$.scenario'), err.problem)
    throw err
  }
}

/** A copy of a known scenario limited to the first `times` calls of each key, registered; returns its name. */
function limited(scenarios: ScenarioEngine, name: string, times: number): string {
  const scenario = useNamed(() => scenarios.get(name, 'admin'), '$.name')
  return scenarios.define(firstCalls(scenario, times)).name
}

/** The scenario to pin to a key: a known name, or one given as data, named after the key so keys never share it. */
function keyScenario(scenarios: ScenarioEngine, key: string, scenario: unknown, times: number | undefined): string {
  let name: string
  if (typeof scenario === 'string') name = useNamed(() => scenarios.get(scenario, 'admin'), '$.scenario').name
  else {
    const raw = Array.isArray(scenario) ? { rules: scenario } : (scenario as Record<string, unknown>)
    const base = typeof raw.name === 'string' ? raw.name : 'inline'
    name = defineInline(scenarios, { ...raw, name: `${base}-key-${hash53(key).toString(36)}` })
  }
  return times === undefined ? name : limited(scenarios, name, times)
}
