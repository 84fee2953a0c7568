/**
 * The settings replicas share, as the fields of one Redis hash (`{nlm:PREFIX}:cfg`): written field by field, read
 * back with every field this version cannot read skipped by name.
 */
import type { KeyEntry, PlanName } from '../keys.js'
import { PLAN_LIMITS } from '../keys.js'
import type { Scenario } from '../scenarios/schema.js'

export type AddedKey = Omit<KeyEntry, 'key'> & { redacted: string }

const ignore = (): undefined => undefined

/** What replicas share besides the per-key counters: written whole after every admin change. */
export interface Snapshot {
  /** Changes on every full reset: a replica that sees a new one resets its own state first. */
  resets: string
  /** Changes whenever the journal is cleared. */
  cleared: string
  scenario: string | null
  inline: Scenario[]
  /** Pinned scenario per key hash. */
  pins: Record<string, string>
  /** Plan and limit per key hash (changed through the admin API). */
  plans: Record<string, { plan: PlanName; limit: number | null }>
  /** Keys added at run time, by hash, without the key itself (its redacted form, for listing). */
  added: Record<string, AddedKey>
  /** The virtual clock's time, or null on a real clock. */
  clock: number | null
  /** The chaos profile in force (ChaosController.shared()), or `off`. */
  chaos: string
}

/** The snapshot as the fields of one Redis hash: a change writes only the fields it changed, so changes of different
 * settings made at the same moment on two replicas both hold. */
export function toFields(s: Snapshot): Map<string, string> {
  const f = new Map<string, string>([
    ['resets', s.resets],
    ['cleared', s.cleared],
  ])
  if (s.scenario !== null) f.set('scenario', s.scenario)
  for (const sc of s.inline) f.set(`inline:${sc.name}`, JSON.stringify(sc))
  for (const [id, name] of Object.entries(s.pins)) f.set(`pin:${id}`, name)
  for (const [id, p] of Object.entries(s.plans)) f.set(`plan:${id}`, JSON.stringify(p))
  for (const [id, e] of Object.entries(s.added)) f.set(`added:${id}`, JSON.stringify(e))
  if (s.clock !== null) f.set('clock', String(s.clock))
  f.set('chaos', s.chaos)
  return f
}

/**
 * The settings from the hash's fields; a field this version cannot read (an unknown name, a key id that is no hash,
 * JSON that does not parse) is skipped and named through `skip`, and the others apply.
 */
export function fromFields(f: Record<string, string>, skip: (field: string, why: string) => void = ignore): Snapshot {
  const clock = f.clock !== undefined ? Number(f.clock) : null
  if (clock !== null && !Number.isFinite(clock)) skip('clock', 'not a number')
  const snap: Snapshot = {
    resets: f.resets ?? '',
    cleared: f.cleared ?? '',
    scenario: f.scenario ?? null,
    inline: [],
    pins: Object.create(null),
    plans: Object.create(null),
    added: Object.create(null),
    clock: clock !== null && Number.isFinite(clock) ? clock : null,
    chaos: f.chaos ?? 'off',
  }
  for (const [name, value] of Object.entries(f)) {
    if (PLAIN_FIELDS.has(name)) continue
    const cut = name.indexOf(':')
    const kind = name.slice(0, cut)
    const id = name.slice(cut + 1)
    if (cut < 0 || (kind !== 'inline' && !KEY_ID.test(id)) || !['inline', 'pin', 'plan', 'added'].includes(kind)) {
      skip(name, 'not a setting this version knows')
      continue
    }
    try {
      if (kind === 'inline') {
        const scenario = JSON.parse(value) as Scenario | null
        if (scenario?.name === id) snap.inline.push(scenario)
        else skip(name, 'not the scenario of that name')
      } else if (kind === 'pin') snap.pins[id] = value
      else if (kind === 'plan') {
        const plan: unknown = JSON.parse(value)
        if (isPlan(plan)) snap.plans[id] = plan
        else skip(name, 'not a plan and a limit')
      } else {
        const added = JSON.parse(value) as AddedKey | null
        if (typeof added?.redacted === 'string') snap.added[id] = added
        else skip(name, 'not a key added at run time')
      }
    } catch (err) {
      skip(name, (err as Error).message)
    }
  }
  return snap
}

/** The settings hash's fields that hold one value each; `ns` is the namespace's marker. */
const PLAIN_FIELDS = new Set(['resets', 'cleared', 'scenario', 'clock', 'chaos', 'ns'])

/** A key's id in the settings: the hex of keyId. */
const KEY_ID = /^[0-9a-f]{32}$/

function isPlan(p: unknown): p is { plan: PlanName; limit: number | null } {
  const { plan, limit } = (p ?? {}) as Record<string, unknown>
  return typeof plan === 'string' && Object.hasOwn(PLAN_LIMITS, plan) && (limit === null || Number.isInteger(limit))
}
