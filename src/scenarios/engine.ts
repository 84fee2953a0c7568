import type { Clock } from '../clock.js'
import { MockError } from '../errors.js'
import { seedOf } from '../util/hash.js'
import { Lru } from '../util/lru.js'

const COUNTER_LIMIT = 10_000
import { compileGlob, endpointIdOf } from './glob.js'
import { MAX_RUNTIME_SCENARIO_CHARS, MAX_RUNTIME_SCENARIOS, NO_CONTENT_STATUSES } from './limits.js'
import type { RuleEffect, RuleMatch, Scenario } from './schema.js'
import { parseScenario } from './loader.js'
import type { EndpointDef } from '../endpoints.js'

export interface ScenarioRequest {
  path: string
  query: Record<string, string>
  /** The API key as sent. */
  key: string | undefined
  /** Scenario named by the request (header or __scenario), if any. */
  requested: string | undefined
  /** Scenario pinned to the key, if any. */
  keyScenario: string | undefined
  /** The key is no known key (its 401 comes after): its calls count as calls without a key, so it leaves no state. */
  unknownKey?: boolean
}

/** What the scenario stage decided for one request. */
export interface Decision {
  scenario: string
  rule: number
  effect: RuleEffect
  latencyMs: number
  /** Set when the rule answers with an error of the catalog (by name or by bare status). */
  error?: MockError
  /** Set when the rule answers with a body of its own, or none (undefined) for 204, 205 and 304. */
  respond?: { status: number; body: unknown; headers: Record<string, string> }
  /** A throttle a shared store decides (its counts are every replica's): settled by `settleThrottle`. */
  throttle?: { afterCalls: number; retryAfterSeconds: number }
}

const EMPTY: Scenario = { name: 'default', description: 'Normal answers: no rule applies.', rules: [] }

/** A rule's endpoint patterns as one matcher of endpoint ids, compiled once per rule. */
const compiled = new WeakMap<RuleMatch, (id: string) => boolean>()

function endpointMatches(match: RuleMatch, path: string): boolean {
  let test = compiled.get(match)
  if (!test) {
    const list = [match.endpoint ?? []].flat().map((p) => compileGlob(endpointIdOf(p)))
    test = (id) => list.some((m) => m(id))
    compiled.set(match, test)
  }
  return test(endpointIdOf(path))
}

export interface ScenarioEngineOptions {
  scenarios: Map<string, Scenario>
  seed: number
  clock: Clock
  /** Whole-server scenario chosen at start-up. */
  initial?: string
  /** The endpoints a scenario's rules may name (the app's table, a config's endpoints included). */
  endpoints?: () => readonly EndpointDef[]
}

/** Who reads the names of an unknown-scenario error: an API client sees the file scenarios only. */
type Audience = 'client' | 'admin'

/**
 * Picks the active scenario for a request and the rule that applies.
 * Precedence: request (header/query) > key > runtime (admin) > start-up > default.
 */
export class ScenarioEngine {
  private readonly scenarios: Map<string, Scenario>
  private readonly seed: number
  private readonly clock: Clock
  private readonly initial: string
  private runtime: string | undefined
  /** Defined at run time (admin API, code): private to whoever defined them, never listed to API clients. */
  private readonly inline = new Map<string, Scenario>()
  /** Each run-time scenario's size in characters of JSON, and their sum. */
  private readonly sizes = new Map<string, number>()
  private heldChars = 0
  private readonly perKey = new Map<string, string>()
  // bounded: a flood of distinct keys under a scenario must not grow memory without end
  private readonly calls = new Lru<string, number>(COUNTER_LIMIT)
  private readonly throttles = new Lru<string, { served: number; until?: number; recovered: boolean }>(COUNTER_LIMIT)
  /** Told when call counters start again (all, or one key's): a shared store clears its own. */
  onCountersCleared: ((key?: string) => void) | undefined

  private readonly endpoints: (() => readonly EndpointDef[]) | undefined

  constructor(options: ScenarioEngineOptions) {
    this.scenarios = options.scenarios
    if (!this.scenarios.has('default')) this.scenarios.set('default', EMPTY)
    this.seed = options.seed
    this.clock = options.clock
    this.initial = options.initial ?? 'default'
    this.endpoints = options.endpoints
    this.get(this.initial, 'admin')
  }

  list(): Scenario[] {
    return [...this.scenarios.values(), ...this.inline.values()]
  }

  names(): string[] {
    return this.list().map((s) => s.name)
  }

  /**
   * A scenario by name; unknown names are a 400 listing the known ones: the ones from files for an API client (names
   * defined at run time can be a key's own, and are named after the key), all of them for the admin.
   */
  get(name: string, audience: Audience = 'client'): Scenario {
    const found = this.inline.get(name) ?? this.scenarios.get(name)
    if (!found) {
      const known = audience === 'admin' ? this.names() : [...this.scenarios.keys()]
      throw new MockError('UNKNOWN_SCENARIO', {
        message: `Unknown scenario "${name}"; known: ${known.join(', ')}`,
        details: { known },
      })
    }
    return found
  }

  /**
   * Swaps the scenarios loaded from files (a watched folder changed). Refuses, changing nothing,
   * when a scenario in use (start-up, admin, pinned to a key) would disappear.
   */
  replaceFiles(next: Map<string, Scenario>): void {
    const known = (name: string): boolean => name === 'default' || next.has(name) || this.inline.has(name)
    const lost = [this.initial, this.runtime, ...this.perKey.values()].find(
      (name) => name !== undefined && !known(name),
    )
    if (lost !== undefined)
      throw new Error(`scenario "${lost}" is in use and no file defines it any more; switch away from it first`)
    this.scenarios.clear()
    for (const [name, scenario] of next) this.scenarios.set(name, scenario)
    if (!this.scenarios.has('default')) this.scenarios.set('default', EMPTY)
  }

  /**
   * Registers a scenario given as data (programmatic use), replacing one of the same name. Run-time scenarios are
   * bounded in number and size until a reset: past either bound a new one is a 409.
   */
  define(raw: unknown, source = 'inline scenario'): Scenario {
    const scenario = parseScenario(raw, source, this.endpoints?.())
    const chars = JSON.stringify(scenario).length
    const replaced = this.sizes.get(scenario.name)
    const count = this.inline.size + (replaced === undefined ? 1 : 0)
    const held = this.heldChars - (replaced ?? 0) + chars
    if (count > MAX_RUNTIME_SCENARIOS || held > MAX_RUNTIME_SCENARIO_CHARS) {
      const over =
        count > MAX_RUNTIME_SCENARIOS
          ? `${MAX_RUNTIME_SCENARIOS} scenarios are defined at run time already`
          : `scenarios defined at run time would hold ${held} characters of JSON, over ${MAX_RUNTIME_SCENARIO_CHARS}`
      const way = 'reuse a name (a new definition replaces the old), or reset (POST /__admin/reset) to drop them'
      throw new MockError('TOO_MANY_SCENARIOS', {
        message: `${over}; ${way}`,
        details: { maxScenarios: MAX_RUNTIME_SCENARIOS, maxChars: MAX_RUNTIME_SCENARIO_CHARS },
      })
    }
    this.inline.set(scenario.name, scenario)
    this.sizes.set(scenario.name, chars)
    this.heldChars = held
    return scenario
  }

  /** Sets the whole-server scenario at run time; undefined returns to the start-up one. */
  use(name: string | undefined): void {
    if (name !== undefined) this.get(name, 'admin')
    this.runtime = name
    this.clearCounters()
  }

  active(): string {
    return this.runtime ?? this.initial
  }

  /** Pins a scenario to one key (undefined unpins); that key's call counters start again. */
  useForKey(key: string, name: string | undefined): void {
    if (name === undefined) this.perKey.delete(key)
    else {
      this.get(name, 'admin')
      this.perKey.set(key, name)
    }
    for (const map of [this.calls, this.throttles]) {
      for (const id of map.keys()) if (id.split('\u0000')[1] === key) map.delete(id)
    }
    this.onCountersCleared?.(key)
  }

  /** What replicas sharing a store share: the run-time server scenario, the run-time scenarios, the pins. */
  sharedState(): { runtime: string | undefined; inline: Scenario[]; pins: Map<string, string> } {
    return { runtime: this.runtime, inline: [...this.inline.values()], pins: this.perKey }
  }

  scenarioForKey(key: string): string | undefined {
    return this.perKey.get(key)
  }

  reset(): void {
    this.runtime = undefined
    this.perKey.clear()
    this.inline.clear()
    this.sizes.clear()
    this.heldChars = 0
    this.clearCounters()
  }

  private clearCounters(): void {
    this.calls.clear()
    this.throttles.clear()
    this.onCountersCleared?.()
  }

  resolve(req: ScenarioRequest): Scenario {
    return this.resolveFor(req.requested, req.key, req.keyScenario)
  }

  /** `resolve` from the three fields it reads: a request without rules to match needs no ScenarioRequest. */
  resolveFor(requested: string | undefined, key: string | undefined, keyScenario: string | undefined): Scenario {
    const name = requested ?? (key !== undefined ? this.perKey.get(key) : undefined) ?? keyScenario ?? this.active()
    return this.get(name)
  }

  /**
   * The first rule of the active scenario that matches, with its response if it answers alone. `shared`: the call's
   * number as a shared store counted it (every replica's calls of this key under this scenario); a throttle is then
   * left in the decision for the store to settle.
   */
  decide(req: ScenarioRequest, scenario: Scenario = this.resolve(req), shared?: number): Decision | undefined {
    if (scenario.rules.length === 0) return undefined
    const who = req.key ?? '(no key)'
    const counted = req.unknownKey ? undefined : req.key
    const call = shared ?? this.countCall(counted, scenario.name)
    for (let i = 0; i < scenario.rules.length; i++) {
      const rule = scenario.rules[i]
      if (!rule) continue
      const chance = (salt: string): number => seedOf(this.seed, scenario.name, i, who, call, salt) / 4294967296
      const m = rule.match
      if (m.endpoint !== undefined && !endpointMatches(m, req.path)) continue
      if (m.key !== undefined && m.key !== req.key) continue
      // own properties only: a name such as constructor must not find Object.prototype's
      if (m.query && !Object.entries(m.query).every(([k, v]) => Object.hasOwn(req.query, k) && req.query[k] === v))
        continue
      if (
        m.calls &&
        ((m.calls.from !== undefined && call < m.calls.from) || (m.calls.to !== undefined && call > m.calls.to))
      )
        continue
      if (m.probability !== undefined && !(chance('p') < m.probability)) continue
      const e = rule.effect
      const latencyMs = Array.isArray(e.latencyMs)
        ? e.latencyMs[0] + Math.floor(chance('latency') * (e.latencyMs[1] - e.latencyMs[0] + 1))
        : (e.latencyMs ?? 0)
      const decision: Decision = { scenario: scenario.name, rule: i, effect: e, latencyMs }
      if (e.throttle && shared !== undefined) return { ...decision, throttle: e.throttle }
      if (e.throttle) {
        const retry = this.throttleFor(counted, scenario.name, i, e.throttle, this.clock.now())
        return this.settleThrottle({ ...decision, throttle: e.throttle }, retry)
      }
      return { ...decision, ...this.response(e, chance('status')) }
    }
    return undefined
  }

  /** A throttle the shared store decided: served (0) or refused for `retryAfterSeconds`. */
  settleThrottle(decision: Decision, retryAfterSeconds: number): Decision {
    const { throttle: _, ...rest } = decision
    if (retryAfterSeconds <= 0) return { ...rest, effect: { ...rest.effect, throttle: undefined } }
    const headers = { 'Retry-After': String(retryAfterSeconds) }
    return { ...rest, error: new MockError('RATE_LIMIT_EXCEEDED', { headers }) }
  }

  /** The next call's number of a key (undefined: no key, or one no one knows) under a scenario, in this process. */
  countCall(key: string | undefined, scenario: string): number {
    const counter = `${scenario}\u0000${key ?? '(no key)'}`
    const call = (this.calls.get(counter) ?? 0) + 1
    this.calls.set(counter, call)
    return call
  }

  /**
   * A throttle rule of a scenario as this process's calls fill it, at the clock time `now`: 0 served, else the
   * Retry-After in seconds.
   */
  throttleFor(
    key: string | undefined,
    scenario: string,
    rule: number,
    t: { afterCalls: number; retryAfterSeconds: number },
    now: number,
  ): number {
    const id = `${scenario}\u0000${key ?? '(no key)'}\u0000${rule}`
    const state = this.throttles.get(id) ?? { served: 0, recovered: false }
    this.throttles.set(id, state)
    if (state.recovered) return 0
    if (state.until === undefined) {
      if (state.served < t.afterCalls) {
        state.served++
        return 0
      }
      state.until = now + t.retryAfterSeconds * 1000
    }
    if (now >= state.until) {
      state.recovered = true
      return 0
    }
    return Math.max(1, Math.ceil((state.until - now) / 1000))
  }

  private response(e: RuleEffect, pick: number): Pick<Decision, 'error' | 'respond'> {
    const headers = e.headers ? { headers: { ...e.headers } } : {}
    if (e.error) return { error: new MockError(e.error, headers) }
    if (e.status === undefined) return {}
    const status = Array.isArray(e.status)
      ? (e.status[Math.floor(pick * e.status.length)] ?? e.status[0] ?? 500)
      : e.status
    if (NO_CONTENT_STATUSES.has(status)) return { respond: { status, body: undefined, headers: { ...e.headers } } }
    if (e.body === undefined) return { error: MockError.forStatus(status, headers) }
    return { respond: { status, body: e.body, headers: { ...e.headers } } }
  }
}
