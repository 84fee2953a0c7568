import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { MockError, jsonPath } from '../errors.js'
import { CreditsSchema, PLAN_LIMITS, PLAN_NAMES, redactKey, type KeyState, type PlanName } from '../keys.js'
import type { MockRuntime } from '../runtime.js'
import type { JournalFilter } from './journal.js'

const ScenarioSwitchSchema = z
  .object({
    name: z.string().nullable().optional(),
    scenario: z.unknown().optional(),
  })
  .strict()
  .refine((b) => b.name !== undefined || b.scenario !== undefined, 'give name (a scenario name or null) or scenario (a scenario object)')

const ClockSchema = z.object({ advanceMs: z.number().int().nonnegative() }).strict()

const KeyUpdateSchema = z
  .object({
    credits: CreditsSchema.optional(),
    plan: z.enum(PLAN_NAMES as [PlanName, ...PlanName[]]).optional(),
    requestsPerMinute: z.number().int().positive().optional(),
    scenario: z.string().nullable().optional(),
  })
  .strict()

/** Parses a JSON body with a schema; a problem is a 400 naming the field. */
async function body<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  let raw: unknown
  try {
    const text = await c.req.text()
    raw = text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    throw new MockError('BAD_REQUEST', { message: 'Body must be JSON' })
  }
  const result = schema.safeParse(raw)
  if (!result.success) {
    const issue = result.error.issues[0]
    const field = issue ? jsonPath(issue.path) : '$'
    throw new MockError('BAD_REQUEST', { message: `${field}: ${issue?.message ?? 'invalid'}`, details: { field } })
  }
  return result.data
}

export function keyView(state: KeyState, scenario: string | undefined) {
  return {
    key: redactKey(state.key),
    label: state.label ?? null,
    plan: state.plan,
    requestsPerMinute: state.limit,
    creditsRemaining: state.credits === null ? 'unlimited' : state.credits,
    scenario: scenario ?? state.scenario ?? null,
    usage: { ...state.usage },
  }
}

function intQuery(c: Context, name: string): number | undefined {
  const v = c.req.query(name)
  if (v === undefined || v === '') return undefined
  if (!/^\d+$/.test(v)) throw new MockError('BAD_REQUEST', { message: `${name} must be a whole number`, details: { field: name } })
  return Number(v)
}

/** The /__admin API: steer scenarios, the clock, keys, and read the journal. */
export function adminRoutes(runtime: MockRuntime): Hono {
  const { scenarios, clock, journal, keys } = runtime
  const admin = new Hono()
  const token = runtime.options.adminToken

  admin.use('*', async function adminAuth(c, next) {
    if (token !== undefined && c.req.header('authorization') !== `Bearer ${token}`) {
      throw new MockError('UNAUTHORIZED_ADMIN', { headers: { 'WWW-Authenticate': 'Bearer' } })
    }
    return next()
  })

  const findKey = (c: Context): KeyState => {
    const key = c.req.param('key') ?? ''
    const state = keys.get(key)
    if (!state) throw new MockError('BAD_REQUEST', { message: `Unknown key ${redactKey(key)}`, details: { field: 'key' } })
    return state
  }

  admin.get('/scenarios', (c) =>
    c.json({ active: scenarios.active(), scenarios: scenarios.list().map((s) => ({ name: s.name, description: s.description, rules: s.rules.length })) }),
  )
  admin.get('/scenario', (c) => c.json({ active: scenarios.active() }))
  admin.put('/scenario', async (c) => {
    const b = await body(c, ScenarioSwitchSchema)
    const name = b.scenario !== undefined ? defineInline(runtime, b.scenario) : (b.name ?? undefined)
    scenarios.use(name)
    return c.json({ active: scenarios.active() })
  })

  admin.get('/clock', (c) => c.json({ kind: clock.kind, now: clock.now(), iso: new Date(clock.now()).toISOString() }))
  admin.post('/clock', async (c) => {
    const { advanceMs } = await body(c, ClockSchema)
    if (clock.kind !== 'virtual') throw new MockError('BAD_REQUEST', { message: 'The clock is real; start with --clock virtual to move it', details: { field: 'advanceMs' } })
    clock.advance(advanceMs)
    return c.json({ kind: clock.kind, now: clock.now(), iso: new Date(clock.now()).toISOString() })
  })

  admin.get('/requests', (c) => {
    const filter: JournalFilter = {}
    const path = c.req.query('path')
    const key = c.req.query('key')
    const method = c.req.query('method')
    const status = intQuery(c, 'status')
    const since = intQuery(c, 'since')
    if (path) filter.path = path
    if (key) filter.key = keys.get(key) ? redactKey(key) : key
    if (method) filter.method = method
    if (status !== undefined) filter.status = status
    if (since !== undefined) filter.since = since
    const requests = journal.list(filter)
    return c.json({ count: requests.length, requests })
  })
  admin.delete('/requests', (c) => {
    journal.clear()
    return c.json({ cleared: true })
  })

  admin.get('/keys', (c) => c.json({ keys: keys.all().map((k) => keyView(k, scenarios.scenarioForKey(k.key))) }))
  admin.get('/keys/:key/usage', (c) => {
    const state = findKey(c)
    return c.json(keyView(state, scenarios.scenarioForKey(state.key)))
  })
  admin.put('/keys/:key', async (c) => {
    const state = findKey(c)
    const update = await body(c, KeyUpdateSchema)
    if (update.credits !== undefined) state.credits = update.credits === 'unlimited' ? null : update.credits
    if (update.plan !== undefined) {
      state.plan = update.plan
      state.limit = update.requestsPerMinute ?? PLAN_LIMITS[update.plan] ?? state.limit
    } else if (update.requestsPerMinute !== undefined) state.limit = update.requestsPerMinute
    if (update.scenario !== undefined) scenarios.useForKey(state.key, update.scenario ?? undefined)
    return c.json(keyView(state, scenarios.scenarioForKey(state.key)))
  })

  admin.post('/reset', (c) => {
    runtime.reset()
    return c.json({ reset: true })
  })

  return admin
}

function defineInline(runtime: MockRuntime, raw: unknown): string {
  try {
    return runtime.scenarios.define(raw).name
  } catch (err) {
    throw new MockError('BAD_REQUEST', { message: err instanceof Error ? err.message : String(err), details: { field: 'scenario' } })
  }
}
