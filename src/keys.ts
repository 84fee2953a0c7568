import { z } from 'zod'
import { FileError } from './errors.js'
import { readFile, validate } from './files.js'
import { redactKey } from './util/redact.js'
import { TimeWindow } from './util/time-window.js'

export { redactKey }

/** Requests per minute of each plan; null = no limit. Enterprise keys carry their own. */
export const PLAN_LIMITS = {
  Starter: 20,
  Growth: 50,
  'Pay-as-you-go': 100,
  Enterprise: null,
  Development: null,
} as const satisfies Record<string, number | null>

export type PlanName = keyof typeof PLAN_LIMITS
export const PLAN_NAMES = Object.keys(PLAN_LIMITS) as PlanName[]

export const CreditsSchema = z.union([z.number().int().nonnegative(), z.literal('unlimited')])

export const KeyEntrySchema = z
  .object({
    key: z
      .string()
      .min(8, 'a key has at least 8 characters')
      .regex(/^[\x21-\x7e]+$/, 'a key is printable ASCII without spaces'),
    plan: z.enum(PLAN_NAMES as [PlanName, ...PlanName[]]),
    credits: CreditsSchema,
    requestsPerMinute: z.number().int().positive().optional(),
    label: z.string().optional(),
    scenario: z.string().optional(),
  })
  .strict()
  .refine((k) => k.plan !== 'Enterprise' || k.requestsPerMinute !== undefined, {
    message: 'an Enterprise key needs requestsPerMinute',
    path: ['requestsPerMinute'],
  })
  .refine((k) => k.plan === 'Enterprise' || k.requestsPerMinute === undefined, {
    message: 'only an Enterprise key sets requestsPerMinute; the other plans have fixed limits',
    path: ['requestsPerMinute'],
  })
export type KeyEntry = z.infer<typeof KeyEntrySchema>

export const KeysFileSchema = z.object({ keys: z.array(KeyEntrySchema) }).strict()
export type KeysFile = z.infer<typeof KeysFileSchema>

export const DEV_KEY = 'mock-dev-key'

/** Validates a keys file, naming the file, the JSON path and the key at fault. */
export function parseKeysFile(raw: unknown, file: string): KeysFile {
  const data = validate(file, raw, KeysFileSchema, {
    kind: 'keys file',
    detail: (issue, value) => {
      const index = issue.path[0] === 'keys' && typeof issue.path[1] === 'number' ? issue.path[1] : undefined
      const entry = index === undefined ? undefined : (value as { keys?: { key?: unknown }[] }).keys?.[index]
      return typeof entry?.key === 'string' ? ` (key ${redactKey(entry.key)})` : ''
    },
    fix: (issue) =>
      issue?.path.includes('plan')
        ? `plan is one of ${PLAN_NAMES.join(', ')}`
        : issue?.path.includes('requestsPerMinute')
          ? 'use plan Enterprise with requestsPerMinute for a custom limit'
          : undefined,
  })
  const seen = new Set<string>()
  data.keys.forEach((k, i) => {
    if (seen.has(k.key)) throw new FileError(file, `$.keys[${i}].key`, `duplicate key ${redactKey(k.key)}`)
    seen.add(k.key)
  })
  return data
}
/** A key's `scenario` must name a known scenario: checked at start-up, not at the first request. */
export function checkKeyScenarios(entries: readonly KeyEntry[], known: readonly string[], file: string): void {
  entries.forEach((k, i) => {
    if (k.scenario !== undefined && !known.includes(k.scenario)) {
      throw new FileError(
        file,
        `$.keys[${i}].scenario`,
        `unknown scenario "${k.scenario}" (key ${redactKey(k.key)})`,
        `scenario is one of ${known.join(', ')}`,
      )
    }
  })
}

export function loadKeysFile(file: string): KeysFile {
  const raw = readFile(file, z.unknown(), {
    kind: 'keys file',
    fix: 'a keys file is JSON: { "keys": [ { "key", "plan", "credits" } ] }',
  })
  return parseKeysFile(raw, file)
}

export interface KeyUsage {
  calls: number
  creditsUsed: number
  throttled: number
  refused: number
}

/**
 * Counts one answered request against the key it carried: a call, and a 429 or 402 of the mock's own (limiter, credits,
 * scenario) as throttled or refused; an upstream's answer relayed in the record modes is neither. `admitted`: the
 * admission already counted the call (and its own refusal, if it refused), so only another refusal counts here.
 * Credits are counted where they are held (CreditHold).
 */
export function countAnswer(
  usage: KeyUsage,
  status: number,
  relayed: boolean,
  admitted?: 'ok' | 'limit' | 'credits',
): void {
  if (admitted === undefined) usage.calls++
  if (relayed) return
  const field = status === 429 ? 'throttled' : status === 402 ? 'refused' : undefined
  const before = admitted === 'limit' ? 'throttled' : admitted === 'credits' ? 'refused' : undefined
  if (field && field !== before) usage[field]++
}

/** Live state of one key: balance, limiter window and counters. */
export interface KeyState {
  key: string
  /** `redactKey(key)`, made once: the journal shows it for every call. */
  redacted: string
  plan: PlanName
  label: string | undefined
  /** Requests per minute; null = unlimited. */
  limit: number | null
  /** Remaining credits; null = unlimited. */
  credits: number | null
  /**
   * Counts the times the balance was replaced (a reset, a set, a reloaded grant): a hold taken before is never given
   * back onto the new balance.
   */
  epoch: number
  scenario: string | undefined
  /** Times of admitted requests inside the last window, oldest first. */
  window: TimeWindow
  usage: KeyUsage
}

export function stateOf(entry: KeyEntry): KeyState {
  return {
    key: entry.key,
    redacted: redactKey(entry.key),
    plan: entry.plan,
    label: entry.label,
    limit: entry.requestsPerMinute ?? PLAN_LIMITS[entry.plan],
    credits: entry.credits === 'unlimited' ? null : entry.credits,
    epoch: 0,
    scenario: entry.scenario,
    window: new TimeWindow(),
    usage: { calls: 0, creditsUsed: 0, throttled: 0, refused: 0 },
  }
}

/**
 * The holds not settled yet, oldest first, as a list linked through the holds themselves: taking and settling a hold,
 * once a request, costs no hashing of a fresh object (a Set's identity hash) and no entry in a table.
 */
class OpenHolds {
  head: CreditHold | undefined = undefined
  tail: CreditHold | undefined = undefined

  add(hold: CreditHold): void {
    hold.prev = this.tail
    if (this.tail) this.tail.next = hold
    else this.head = hold
    this.tail = hold
  }

  delete(hold: CreditHold): void {
    const { prev, next } = hold
    if (prev) prev.next = next
    else this.head = next
    if (next) next.prev = prev
    else this.tail = prev
    hold.prev = undefined
    hold.next = undefined
  }

  list(): CreditHold[] {
    const out: CreditHold[] = []
    for (let h = this.head; h; h = h.next) out.push(h)
    return out
  }
}

/**
 * Credits taken from a key while its request is answered: counted as used at once (as the shared store counts them),
 * and given back, balance and count, unless the answer is sent.
 */
export class CreditHold {
  private settled = false
  private readonly epoch: number
  /** The counters the hold was taken under: a reset key starts new ones, which a call from before must not count in. */
  private readonly usage: KeyUsage
  /** Neighbours in the list of open holds (OpenHolds). */
  prev: CreditHold | undefined = undefined
  next: CreditHold | undefined = undefined

  constructor(
    private readonly open: OpenHolds,
    readonly state: KeyState,
    readonly cost: number,
  ) {
    if (state.credits !== null) state.credits -= cost
    this.epoch = state.epoch
    this.usage = state.usage
    this.usage.creditsUsed += cost
    open.add(this)
  }

  /**
   * Keeps the credits (the answer was sent) or gives them back; only the first call counts. Nothing is given back
   * to a balance replaced since the hold was taken: the new balance never had these credits.
   */
  settle(delivered: boolean): void {
    if (this.settled) return
    this.settled = true
    this.open.delete(this)
    if (delivered) return
    this.usage.creditsUsed -= this.cost
    if (this.state.epoch === this.epoch && this.state.credits !== null) this.state.credits += this.cost
  }
}

/** Every known key, rebuilt from its start-up entries on reset. */
export class KeyStore {
  private entries: KeyEntry[]
  private states = new Map<string, KeyState>()
  /**
   * Keys a reloaded keys file dropped, with the entry they had: a key restored later gets its balance and usage back.
   */
  private dropped = new Map<string, { state: KeyState; entry: KeyEntry | undefined }>()
  private readonly holds = new OpenHolds()
  /** Told when a balance is replaced (`set`) or a key goes back to its start-up entry (`reset`): a shared store. */
  onBalance: ((state: KeyState, change: 'set' | 'reset') => void) | undefined
  /** Asked for a key this process does not know: one another replica added (a shared store). */
  lookup: ((key: string) => KeyEntry | undefined) | undefined

  constructor(entries: readonly KeyEntry[], devKey: string = DEV_KEY) {
    // entries given in code skip the file loader, so they are checked here too
    parseKeysFile({ keys: entries }, 'keys option')
    this.entries = [
      { key: devKey, plan: 'Development', credits: 'unlimited', label: 'development key' },
      ...entries.filter((e) => e.key !== devKey),
    ]
    this.reset()
  }

  reset(): void {
    this.states = new Map(this.entries.map((e) => [e.key, stateOf(e)]))
    this.dropped.clear()
  }

  /**
   * Replaces the start-up entries (a reloaded keys file), keeping usage and balances of keys that stay; a key the
   * file drops keeps its balance and usage aside, and gets them back if a later edit restores it.
   */
  replace(entries: readonly KeyEntry[]): void {
    const before = new Map(this.entries.map((e) => [e.key, e]))
    const dev = this.entries[0]
    this.entries = dev ? [dev, ...entries.filter((e) => e.key !== dev.key)] : [...entries]
    const next = new Map<string, KeyState>()
    for (const e of this.entries) {
      const fresh = stateOf(e)
      const aside = this.dropped.get(e.key)
      this.dropped.delete(e.key)
      const old = this.states.get(e.key) ?? aside?.state
      // a balance stays unless the file changed that key's credits: editing one key must not refill the others
      const sameGrant = (before.get(e.key) ?? aside?.entry)?.credits === e.credits
      // updated in place: a request in flight holds this object and charges it when done
      next.set(
        e.key,
        old
          ? Object.assign(old, {
              ...fresh,
              window: old.window,
              usage: old.usage,
              credits: sameGrant ? old.credits : fresh.credits,
              epoch: sameGrant ? old.epoch : old.epoch + 1,
            })
          : fresh,
      )
    }
    for (const [key, state] of this.states) if (!next.has(key)) this.dropped.set(key, { state, entry: before.get(key) })
    this.states = next
  }

  /** Takes `cost` credits from a key (its balance, if it has one) until the hold is settled. */
  hold(state: KeyState, cost: number): CreditHold {
    return new CreditHold(this.holds, state, cost)
  }

  /**
   * Gives back every credit still held (requests cut off at shutdown never got their answer); returns how many holds.
   */
  releaseHolds(): number {
    const open = this.holds.list()
    for (const hold of open) hold.settle(false)
    return open.length
  }

  /**
   * Keys a reloaded keys file dropped, with their balance, usage and the entry they had (the state file keeps them).
   */
  droppedKeys(): { state: KeyState; entry: KeyEntry | undefined }[] {
    return [...this.dropped.values()]
  }

  get(key: string): KeyState | undefined {
    const state = this.states.get(key)
    if (state || !this.lookup) return state
    const entry = this.lookup(key)
    return entry ? this.add(entry) : undefined
  }

  /** Adds a key at run time (admin API); it survives a reset, as a key given at start-up does. */
  add(entry: KeyEntry): KeyState {
    if (this.states.has(entry.key)) throw new Error(`key ${redactKey(entry.key)} already exists`)
    parseKeysFile({ keys: [entry] }, 'new key')
    this.entries.push(entry)
    const state = stateOf(entry)
    this.states.set(entry.key, state)
    return state
  }

  /**
   * One key back to its start-up entry (balance, plan, limiter window, counters), in place: a request in flight charges
   * the same object.
   */
  resetKey(key: string): KeyState | undefined {
    const state = this.states.get(key)
    const entry = this.entry(key)
    if (!state || !entry) return undefined
    Object.assign(state, stateOf(entry), { epoch: state.epoch + 1 })
    this.onBalance?.(state, 'reset')
    return state
  }

  /** A new balance (null = unlimited); credits held by requests in flight are spent or dropped, never added to it. */
  setCredits(state: KeyState, credits: number | null): void {
    state.credits = credits
    state.epoch++
    this.onBalance?.(state, 'set')
  }

  /** The entry a key was configured with (keys file or options), before any use. */
  entry(key: string): KeyEntry | undefined {
    return this.entries.find((e) => e.key === key)
  }

  all(): KeyState[] {
    return [...this.states.values()]
  }
}
