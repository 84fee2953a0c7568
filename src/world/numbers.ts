import type { Draw } from './draw.js'

/** A standard normal draw (Box-Muller), from the seeded Draw so it stays deterministic. */
function normal(f: Draw): number {
  const u = f.float(Number.EPSILON, 1)
  const v = f.float(0, 1)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
}

/**
 * A heavy-tailed count: log-normal around `median` (half below, half above), `spread` its log standard deviation,
 * clamped to [min, max]. Followers, group sizes and reactions look like this in life; uniform draws do not.
 */
export function heavyTail(f: Draw, median: number, spread: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  return Math.min(max, Math.max(min, Math.round(median * Math.exp(spread * normal(f)))))
}
