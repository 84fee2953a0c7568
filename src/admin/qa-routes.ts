import type { Context, Hono } from 'hono'
import type { z } from 'zod'
import type { ActiveChaos, ChaosController } from '../chaos/controller.js'
import {
  ChaosSetSchema,
  VerdictQuerySchema,
  type ChaosAnswer,
  type ChaosView,
  type VerdictQuery,
} from './qa-schemas.js'
import { MockError } from '../errors.js'
import type { JournalEntry } from '../journal/schema.js'
import type { KeyState } from '../keys.js'
import { judgeClient, scorecardJunit, type PageOf, type Scorecard } from '../verdicts/verdicts.js'
import { recordedAnswer, requestTarget, type ConsoleServices } from './console-api.js'

/** What the chaos and verdict routes read: the console's services, the chaos controller and the mock's seed. */
export interface QaServices extends ConsoleServices {
  chaos: ChaosController
  seed: number
  findKey(key: string): KeyState
}

const iso = (ms: number): string => new Date(ms).toISOString()

function viewOf(active: ActiveChaos | undefined): ChaosView | null {
  if (!active) return null
  const until = active.until === undefined ? null : iso(active.until)
  return { profile: active.profile, seed: active.seed, since: iso(active.since), until }
}

function issue(error: z.ZodError): MockError {
  // a typo shows up as a missing field too; naming the unknown one points at the cause
  const first = error.issues.find((i) => i.code === 'unrecognized_keys') ?? error.issues[0]
  if (first?.code === 'unrecognized_keys') {
    const field = first.keys[0] ?? '$'
    return new MockError('BAD_REQUEST', { message: `${field}: unknown field`, details: { field } })
  }
  const field = first?.path.join('.') || '$'
  return new MockError('BAD_REQUEST', { message: `${field}: ${first?.message ?? 'invalid'}`, details: { field } })
}

async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  try {
    return text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    throw new MockError('BAD_REQUEST', { message: '$: the body is not JSON', details: { field: '$' } })
  }
}

/** The list a paged answer belongs to, and the number of its pages as the mock answers it now. */
async function pagesOf(
  services: QaServices,
  entries: readonly JournalEntry[],
): Promise<{ pageOf: (e: JournalEntry) => PageOf | undefined; totals: Map<string, number> }> {
  const where = new Map<number, PageOf>()
  const first = new Map<string, JournalEntry>()
  for (const e of entries) {
    const target = requestTarget(e, services.pageSize, services.endpoints)
    if (typeof target === 'string') continue
    const def = services.endpoints.byId.get(target.endpoint)
    if (!def?.paged || def.pagedByToken) continue
    const list = `${target.endpoint}?${target.value}`
    where.set(e.id, { list, page: target.page })
    if (!first.has(list) && e.status === 200) first.set(list, e)
  }
  const totals = new Map<string, number>()
  // one answer per list, and few lists: a journal holds at most its size
  for (const [list, entry] of [...first].slice(0, 100)) {
    const answer = await recordedAnswer(services, entry)
    const data = (answer.body as { data?: { totalPages?: unknown; total?: unknown } } | null)?.data
    const pages =
      typeof data?.totalPages === 'number'
        ? data.totalPages
        : typeof data?.total === 'number'
          ? Math.max(1, Math.ceil(data.total / services.pageSize))
          : undefined
    if (pages !== undefined) totals.set(list, pages)
  }
  return { pageOf: (e) => where.get(e.id), totals }
}

/** The scorecard of one key (or every key) over a range of the journal. */
export async function scorecardOf(services: QaServices, query: VerdictQuery): Promise<Scorecard> {
  const state = query.key === undefined ? undefined : services.findKey(query.key)
  const filter = { ...(state ? { key: state.key } : {}), ...(query.since !== undefined ? { since: query.since } : {}) }
  let entries: JournalEntry[]
  try {
    entries = services.journal.list(filter).filter((e) => e.path.startsWith('/v1/'))
  } catch (err) {
    throw new MockError('BAD_REQUEST', { message: err instanceof Error ? err.message : String(err) })
  }
  if (query.until !== undefined) {
    const until = Date.parse(query.until)
    if (Number.isNaN(until)) throw new MockError('BAD_REQUEST', { message: `until: "${query.until}" is not a time` })
    entries = entries.filter((e) => Date.parse(e.time) <= until)
  }
  const { pageOf, totals } = await pagesOf(services, entries)
  const verdicts = judgeClient(entries, {
    requestsPerMinute: state ? state.limit : null,
    ...(query.budget !== undefined ? { budget: query.budget } : {}),
    ...(query.duplicateWindowMs !== undefined ? { duplicateWindowMs: query.duplicateWindowMs } : {}),
    pageOf,
    totalPagesOf: (e) => {
      const list = pageOf(e)?.list
      return list === undefined ? undefined : totals.get(list)
    },
  })
  const chaosEntry = entries.find((e) => e.chaos !== undefined)
  const replay = chaosEntry ? services.chaos.replayLine(services.chaos.active, services.seed) : undefined
  return {
    key: state ? state.redacted : null,
    from: entries[0]?.time ?? null,
    to: entries.at(-1)?.time ?? null,
    requests: entries.length,
    passed: verdicts.every((v) => v.status !== 'fail'),
    verdicts,
    ...(replay !== undefined ? { replay } : {}),
  }
}

/** Reads the verdict query of a request; a bad field is a 400 naming it. */
export function verdictQuery(raw: Record<string, string>): VerdictQuery {
  const parsed = VerdictQuerySchema.safeParse(raw)
  if (!parsed.success) throw issue(parsed.error)
  return parsed.data
}

/** `/__admin/chaos` (the profile in force, the presets) and `/__admin/verdicts` (the client's scorecard). */
export function qaRoutes(admin: Hono, services: QaServices): void {
  const { chaos, journal, clock } = services
  const answer = (): ChaosAnswer => ({
    active: viewOf(chaos.current()),
    presets: [...chaos.presets()],
    replay: chaos.replayLine(chaos.current(), services.seed) ?? null,
  })
  admin.get('/chaos', (c) => c.json(answer()))
  admin.put('/chaos', async (c) => {
    const parsed = ChaosSetSchema.safeParse(await jsonBody(c))
    if (!parsed.success) throw issue(parsed.error)
    const active = chaos.use(parsed.data.profile as Parameters<ChaosController['use']>[0])
    const message = active ? `chaos profile ${active.profile.name} (seed ${active.seed})` : 'chaos off'
    journal.notify({ kind: 'scenario', message }, clock.now())
    return c.json(answer())
  })
  admin.delete('/chaos', (c) => {
    chaos.use(null)
    journal.notify({ kind: 'scenario', message: 'chaos off' }, clock.now())
    return c.json(answer())
  })
  admin.get('/verdicts', async (c) => {
    const query = verdictQuery(c.req.query())
    const card = await scorecardOf(services, query)
    if (query.format === 'junit') return c.body(scorecardJunit(card), 200, { 'content-type': 'application/xml' })
    return c.json(card)
  })
}
