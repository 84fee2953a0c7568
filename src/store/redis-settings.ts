/**
 * The settings every replica shares (scenarios, pins, plans, keys added, the clock, resets): read from Redis and
 * applied here field by field, the admin API's changes queued to be written, and balances and usage read for the
 * admin API.
 */
import { randomUUID } from 'node:crypto'
import { type KeyState, parseKeysFile, stateOf } from '../keys.js'
import { ignore, keyId, type RedisLink } from './redis-link.js'
import type { Namespace } from './redis-namespace.js'
import type { SharedJournal } from './redis-journal.js'
import type { Ledger } from './redis-ledger.js'
import { type AddedKey, fromFields, type Snapshot, toFields } from './settings.js'
import type { StoreParts } from './store.js'

export class Settings {
  /** The version of the settings this replica last read or wrote. */
  token: string | undefined
  resets = ''
  private cleared = ''
  /** Writes the admin API's changes queued, done in order before the snapshot is published. */
  ops: (() => Promise<unknown>)[] = []
  resetPending = false
  /** Applying another replica's snapshot: the hooks must not queue it back. */
  applying = false
  private added: Record<string, AddedKey> = {}
  unseen: { state: KeyState; scenario: string | undefined }[] = []
  /** The settings every replica starts with (same keys, same options): a field Redis lacks still has this value. */
  private defaults = new Map<string, string>()
  /** The settings fields as this replica last read or wrote them: a change writes only what differs. */
  known = new Map<string, string>()
  /** Loads queued or running: one of them may have read the settings from before this replica's last change. */
  loads = 0
  private loading: Promise<void> = Promise.resolve()
  /** The keys given at start-up: every replica has them; only keys added later are shared (by hash). */
  private startup = new Set<string>()
  /** The clock's time when this replica started. */
  clockStart = 0

  constructor(
    private readonly link: RedisLink,
    private readonly namespace: Namespace,
    private readonly journal: SharedJournal,
    private readonly ledger: Ledger,
  ) {}

  /** Hooks the runtime's parts, so their changes are queued for the next publish and their misses looked up here. */
  attach(parts: StoreParts): void {
    const link = this.link
    this.clockStart = parts.clock.now()
    this.startup = new Set(parts.keys.all().map((s) => s.key))
    this.defaults = toFields(this.snapshot())
    this.known = new Map(this.defaults)
    parts.keys.onBalance = (state, change) => {
      if (this.applying) return
      const names = link.keyOf(state)
      const made = this.namespace.made
      const id = link.idOf(state.key)
      // a key reset on purpose is made again from its grant by the next admission anywhere, not taken for a wipe
      if (change === 'reset') this.ops.push(() => link.t(link.client.multi().del(names).sRem(made, id).exec()))
      else {
        const credits = state.credits === null ? -1 : state.credits
        this.ops.push(async () => {
          await link.t(link.client.setCredits([names[0], names[3]], [String(credits)]))
          await link.t(link.client.sAdd(made, id))
        })
      }
    }
    parts.keys.lookup = (key) => {
      const id = keyId(key)
      const added = this.added[id]
      if (!added) return undefined
      const { redacted: _redacted, ...entry } = added
      try {
        parseKeysFile({ keys: [{ ...entry, key }] }, 'a key added on another replica')
      } catch (err) {
        this.skip(new Map([...link.skipped, [`added:${id}`, (err as Error).message]]))
        return undefined
      }
      // pinned or moved to another plan where it was added: the state made here starts as every replica has it
      const known = fromFields(Object.fromEntries(this.known))
      const pin = known.pins[id]
      if (pin !== undefined) parts.scenarios.useForKey(key, pin)
      const plan = known.plans[id]
      if (!plan || plan.plan === entry.plan) return { ...entry, key }
      // only an Enterprise key sets its own limit; the other plans have theirs
      const { requestsPerMinute: _limit, ...rest } = entry
      const own = plan.plan === 'Enterprise' && plan.limit !== null
      return { ...rest, key, plan: plan.plan, ...(own ? { requestsPerMinute: plan.limit as number } : {}) }
    }
    parts.scenarios.onCountersCleared = (key) => {
      if (this.applying) return
      const match = this.ledger.countersOf(key)
      this.ops.push(() => this.namespace.unlinkMatching(match))
    }
    parts.journal.onClear = () => {
      if (this.applying) return
      this.cleared = randomUUID()
      this.ops.push(() => link.t(link.client.del(this.journal.key)))
    }
    parts.journal.onWatch = (watching) => this.journal.watch(watching)
    if (parts.journal.watched) parts.journal.onWatch(true)
  }

  /** The settings as Redis has them, applied here; one load at a time, in order. */
  load(): Promise<void> {
    const link = this.link
    const run = async (): Promise<void> => {
      const [all, token] = (await link.t(link.client.multi().hGetAll(link.cfg).get(link.ver).exec())) as unknown as [
        Record<string, string>,
        string | null,
      ]
      const { ns, ...fields } = all
      const verdict = this.namespace.judge(ns, fields.resets)
      // a wiped namespace is not applied: its empty settings would silently undo every admin change
      if (verdict === 'lost') return link.markLost(ns ? 'replaced by a new one' : 'emptied')
      const before = this.known
      const after = new Map([...this.defaults, ...Object.entries(fields)])
      // after a reset every replica starts from the start-up state again: everything Redis has applies
      const reset = fields.resets !== undefined && fields.resets !== this.resets
      const skipped = new Map<string, string>()
      const snap = fromFields(fields, (field, why) => skipped.set(field, why))
      this.apply(snap, reset ? () => true : (field) => before.get(field) !== after.get(field), skipped)
      this.skip(skipped)
      this.known = after
      if (token !== null) this.token = token
      if (verdict === 'reset' && ns !== undefined) {
        this.namespace.ns = ns
        if (link.lost !== undefined) link.warn(`state store ${link.options.shown}: namespace reset, serving again`)
        link.lost = undefined
      }
    }
    this.loads++
    const next = this.loading.then(run, run).finally(() => {
      this.loads--
    })
    this.loading = next.catch(ignore)
    return next
  }

  /** Balances and usage of every key this replica knows, as Redis has them (admin reads). */
  async refreshKeys(): Promise<void> {
    const link = this.link
    const { keys } = link.parts as StoreParts
    const local = keys.all()
    const ids = new Set(local.map((state) => link.idOf(state.key)))
    const known = fromFields(Object.fromEntries(this.known))
    const unseen = Object.entries(this.added)
      .filter(([id]) => !ids.has(id))
      .map(([id, { redacted, ...entry }]) => {
        // no request here carried the key: its state is named by the hash, shown by the redacted form
        const state = { ...stateOf({ ...entry, key: `\u0000unseen:${id}` }), redacted }
        link.nameAs(state.key, id)
        const plan = known.plans[id]
        if (plan) Object.assign(state, { plan: plan.plan, limit: plan.limit })
        return { state, scenario: known.pins[id], grant: entry.credits }
      })
    const all = [
      ...local.map((state) => ({ state, grant: keys.entry(state.key)?.credits })),
      ...unseen.map(({ state, grant }) => ({ state, grant })),
    ]
    const rows = await Promise.all(
      all.map(({ state }) =>
        link.t(link.client.hmGet(link.keyOf(state)[0], ['credits', 'calls', 'creditsUsed', 'throttled', 'refused'])),
      ),
    )
    this.unseen = unseen.map(({ state, scenario }) => ({ state, scenario }))
    all.forEach(({ state, grant: given }, i) => {
      const [credits, calls, creditsUsed, throttled, refused] = rows[i] ?? []
      const grant = given === 'unlimited' ? null : (given ?? null)
      state.credits = credits == null ? grant : Number(credits) < 0 ? null : Number(credits)
      state.usage.calls = Number(calls ?? 0)
      state.usage.creditsUsed = Number(creditsUsed ?? 0)
      state.usage.throttled = Number(throttled ?? 0)
      state.usage.refused = Number(refused ?? 0)
    })
  }

  /**
   * Applies the settings fields that `changed` since this replica last read or wrote them: a setting no other replica
   * changed keeps this replica's value, which an admin change in progress here may have just set.
   */
  private apply(snap: Snapshot, changed: (field: string) => boolean, skipped = new Map<string, string>()): void {
    const { keys, scenarios, clock, journal, chaos } = this.link.parts as StoreParts
    // a setting this replica refuses (a scenario that does not parse, a name no file defines) is skipped, not fatal
    const safely = (field: string, run: () => void): void => {
      try {
        run()
      } catch (err) {
        skipped.set(field, (err as Error).message)
      }
    }
    this.applying = true
    try {
      if (snap.resets !== this.resets) {
        keys.reset()
        scenarios.reset()
        chaos?.reset()
        journal.reset()
        this.journal.lastEntry = 0
        this.resets = snap.resets
      }
      if (snap.cleared !== this.cleared) {
        journal.clear()
        this.cleared = snap.cleared
      }
      this.added = snap.added
      const shared = scenarios.sharedState()
      const held = new Map(shared.inline.map((s) => [s.name, JSON.stringify(s)]))
      for (const s of snap.inline) {
        const field = `inline:${s?.name}`
        if (changed(field) && held.get(s?.name) !== JSON.stringify(s)) safely(field, () => scenarios.define(s))
      }
      if (changed('scenario') && shared.runtime !== (snap.scenario ?? undefined))
        safely('scenario', () => scenarios.use(snap.scenario ?? undefined))
      for (const state of keys.all()) {
        const id = this.link.idOf(state.key)
        const pin = snap.pins[id]
        if (changed(`pin:${id}`) && shared.pins.get(state.key) !== pin)
          safely(`pin:${id}`, () => scenarios.useForKey(state.key, pin))
        const plan = snap.plans[id]
        if (plan && changed(`plan:${id}`)) {
          state.plan = plan.plan
          state.limit = plan.limit
        }
      }
      if (chaos && changed('chaos') && chaos.shared() !== snap.chaos) safely('chaos', () => chaos.adopt(snap.chaos))
      if (changed('clock') && snap.clock !== null && clock.kind === 'virtual' && snap.clock > clock.now())
        clock.advance(snap.clock - clock.now())
    } finally {
      this.applying = false
    }
  }

  /** Settings fields skipped: each named once on stderr (field and why), and listed by health until readable. */
  private skip(skipped: Map<string, string>): void {
    const shown = this.link.options.shown
    for (const [field, why] of skipped) {
      if (this.link.skipped.get(field) === why) continue
      this.link.warn(
        `state store ${shown}: settings field "${field.slice(0, 80)}" skipped (${why.slice(0, 200)}); ` +
          'the other settings apply',
      )
    }
    this.link.skipped = skipped
  }

  /** The shared settings as this replica has them now. */
  snapshot(): Snapshot {
    const { keys, scenarios, clock, chaos } = this.link.parts as StoreParts
    const shared = scenarios.sharedState()
    const pins: Record<string, string> = {}
    for (const [key, name] of shared.pins) pins[this.link.idOf(key)] = name
    const plans: Snapshot['plans'] = {}
    const added = { ...this.added }
    for (const state of keys.all()) {
      const id = this.link.idOf(state.key)
      plans[id] = { plan: state.plan, limit: state.limit }
      const entry = keys.entry(state.key)
      if (entry && !this.startup.has(state.key)) {
        const { key: _key, ...rest } = entry
        added[id] = { ...rest, redacted: state.redacted }
      }
    }
    return {
      resets: this.resets,
      cleared: this.cleared,
      scenario: shared.runtime ?? null,
      inline: shared.inline,
      pins,
      plans,
      added,
      clock: clock.kind === 'virtual' ? clock.now() : null,
      chaos: chaos?.shared() ?? 'off',
    }
  }
}
