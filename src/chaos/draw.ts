import { seedOf } from '../util/hash.js'
import { CHAOS_OUTCOMES, type ChaosLatency, type ChaosOutcome, type ChaosProfile } from './profile.js'

/** One request's draw: what chaos does to it, and the delay of a slow answer. */
export interface ChaosDraw {
  outcome: ChaosOutcome
  /** Added delay of a `slow` answer, else 0. */
  latencyMs: number
}

const unit = (seed: number, ...parts: (string | number)[]): number => seedOf(seed, ...parts) / 4294967296

/** The standard normal quantile of the 95th percentile. */
const Z95 = 1.6448536269514722

/** A log-normal delay from two uniform draws (Box-Muller), capped at the profile's maximum. */
export function slowDelay(latency: ChaosLatency, u1: number, u2: number): number {
  const z = Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2)
  const median = Math.max(1, latency.medianMs)
  const sigma = Math.log(Math.max(latency.p95Ms, median) / median) / Z95
  const ms = Math.round(median * Math.exp(sigma * z))
  return Math.min(ms, latency.maxMs ?? latency.p95Ms * 4)
}

/**
 * The draw of the `ordinal`-th request (1-based) in a scope: a pure function of seed, profile name, scope and
 * ordinal, so a run replays exactly in any process or replica that counts the same ordinals.
 */
export function drawChaos(profile: ChaosProfile, seed: number, scope: string, ordinal: number): ChaosDraw {
  const u = unit(seed, 'chaos', profile.name, scope, ordinal)
  let edge = 0
  for (const outcome of CHAOS_OUTCOMES) {
    edge += profile.rates[outcome] ?? 0
    if (u < edge) {
      if (outcome !== 'slow') return { outcome, latencyMs: 0 }
      const a = unit(seed, 'chaos', profile.name, scope, ordinal, 'latency-a')
      const b = unit(seed, 'chaos', profile.name, scope, ordinal, 'latency-b')
      return { outcome, latencyMs: slowDelay(profile.latency, a, b) }
    }
  }
  return { outcome: 'ok', latencyMs: 0 }
}
