import type { Clock } from '../clock.js'
import { MockError } from '../errors.js'
import { hash53 } from '../util/hash.js'
import { chaosPresets, chaosProfileSchema, type ChaosProfile, type ChaosProfileInput } from './profile.js'

/** A profile in force: from when, until when (the mock's clock), with which seed. */
export interface ActiveChaos {
  profile: ChaosProfile
  seed: number
  /** Clock time it was set. */
  since: number
  /** Clock time it ends; undefined: until cleared. */
  until: number | undefined
  /** Counts the times a profile was set: a profile set again starts its ordinals again. */
  epoch: number
}

/** Where a request's draw is counted: its scope's name and the counter the store keeps its ordinals in. */
export interface ChaosTarget {
  scope: string
  counter: string
}

/** What the journal keeps of a draw: enough to replay it. */
export interface ChaosMark {
  profile: string
  seed: number
  scope: string
  ordinal: number
  outcome: string
}

/** What a profile is given as: a preset's name, or a profile of one's own (optionally over a preset's name). */
export type ChaosChoice = string | ChaosProfileInput

export interface ChaosControllerOptions {
  seed: number
  clock: Clock
  /** The profile in force at start-up (`--chaos`): a preset's name or a profile as JSON. */
  initial?: ChaosChoice | undefined
}

/** Parses `--chaos`: a preset's name, or a profile given as JSON. */
export function chaosChoiceOf(text: string): ChaosChoice {
  const trimmed = text.trim()
  if (!trimmed.startsWith('{')) return trimmed
  try {
    return JSON.parse(trimmed) as ChaosProfileInput
  } catch {
    throw new Error('--chaos: neither a preset name nor a JSON profile')
  }
}

/**
 * The chaos profile in force, and the profiles one can pick. `active` is read by the request path on every request:
 * undefined means chaos is off, and costs that one read.
 */
export class ChaosController {
  active: ActiveChaos | undefined
  private epoch = 0
  private readonly seed: number
  private readonly clock: Clock
  private readonly initial: ChaosChoice | undefined

  constructor({ seed, clock, initial }: ChaosControllerOptions) {
    this.seed = seed
    this.clock = clock
    this.initial = initial
    if (initial !== undefined) this.use(initial)
  }

  presets(): readonly ChaosProfile[] {
    return chaosPresets()
  }

  /** A profile by preset name, or checked from data; an unknown name or a bad field is a 400. */
  profileOf(choice: ChaosChoice): ChaosProfile {
    if (typeof choice === 'string') {
      const found = chaosPresets().find((p) => p.name === choice)
      if (found) return found
      const known = chaosPresets().map((p) => p.name)
      throw new MockError('BAD_REQUEST', {
        message: `Unknown chaos profile "${choice}"; presets: ${known.join(', ')} (or give a profile as JSON)`,
        details: { field: 'profile', known },
      })
    }
    const parsed = chaosProfileSchema().safeParse(choice)
    if (parsed.success) return parsed.data
    const issue = parsed.error.issues[0]
    const at = issue?.path.length ? issue.path.join('.') : 'profile'
    throw new MockError('BAD_REQUEST', {
      message: `chaos profile: ${at}: ${issue?.message ?? 'invalid'}`,
      details: { field: at },
    })
  }

  /** Sets the profile in force (null clears it); it starts counting from its first request. */
  use(choice: ChaosChoice | null): ActiveChaos | undefined {
    if (choice === null) {
      this.active = undefined
      return undefined
    }
    const profile = this.profileOf(choice)
    const since = this.clock.now()
    this.epoch++
    this.active = {
      profile,
      seed: profile.seed ?? this.seed,
      since,
      until: profile.ttlMs === undefined ? undefined : since + profile.ttlMs,
      epoch: this.epoch,
    }
    return this.active
  }

  /** The profile in force at the clock time `now` (one past its time to live is cleared). */
  current(now: number = this.clock.now()): ActiveChaos | undefined {
    const active = this.active
    if (active?.until !== undefined && now >= active.until) this.active = undefined
    return this.active
  }

  /** A request's own profile (`X-Mock-Chaos: flaky`): a preset with the mock's seed, counted apart. */
  requested(name: string): ActiveChaos {
    return { profile: this.profileOf(name), seed: this.seed, since: 0, until: undefined, epoch: 0 }
  }

  /** Where a request falls under a profile, or undefined when the profile does not cover it. */
  target(active: ActiveChaos, key: string | undefined, endpoint: string): ChaosTarget | undefined {
    const { profile } = active
    if (profile.key !== undefined && profile.key !== key) return undefined
    if (profile.endpoint !== undefined && profile.endpoint.replace(/^\/?(v1\/)?/, '') !== endpoint) return undefined
    const scope =
      profile.scope === 'key'
        ? `key:${key === undefined ? 'none' : hash53(key).toString(36)}`
        : profile.scope === 'endpoint'
          ? `endpoint:${endpoint}`
          : profile.scope
    return { scope, counter: `chaos\u0000${profile.name}\u0000${active.seed}\u0000${active.epoch}` }
  }

  /** The command that replays a run under this profile: same seed, same profile, same request order. */
  replayLine(active: ActiveChaos | undefined = this.active, mockSeed: number = this.seed): string | undefined {
    if (!active) return undefined
    const preset = chaosPresets().find((p) => p === active.profile)
    const choice =
      preset && active.seed === this.seed ? preset.name : JSON.stringify({ ...active.profile, seed: active.seed })
    return `network-lookup-mock --seed ${mockSeed} --clock virtual --chaos '${choice}'`
  }

  /** The profile in force as replicas share it (a shared store's settings field): JSON, or `off`. */
  shared(): string {
    const active = this.active
    if (!active) return 'off'
    return JSON.stringify({ ...active, until: active.until ?? null })
  }

  /** Takes the profile another replica set (its `shared()`): the same draws, counted in the same counter. */
  adopt(text: string): void {
    if (text === 'off') {
      this.active = undefined
      return
    }
    const given = JSON.parse(text) as Omit<ActiveChaos, 'until'> & { until: number | null }
    const profile = chaosProfileSchema().parse(given.profile)
    const numbers = [given.seed, given.since, given.epoch, given.until ?? 0]
    if (!numbers.every(Number.isFinite)) throw new Error('not a chaos profile in force')
    this.epoch = given.epoch
    this.active = { profile, seed: given.seed, since: given.since, until: given.until ?? undefined, epoch: given.epoch }
  }

  /** Back to the start-up profile. */
  reset(): void {
    this.active = undefined
    this.epoch = 0
    if (this.initial !== undefined) this.use(this.initial)
  }
}
