import type { Faker } from '@faker-js/faker'

/** A standard normal draw (Box-Muller), from the seeded faker so it stays deterministic. */
function normal(f: Faker): number {
  const u = f.number.float({ min: Number.EPSILON, max: 1 })
  const v = f.number.float({ min: 0, max: 1 })
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
}

/**
 * A heavy-tailed count: log-normal around `median` (half below, half above), `spread` its log standard deviation,
 * clamped to [min, max]. Followers, group sizes and reactions look like this in life; uniform draws do not.
 */
export function heavyTail(f: Faker, median: number, spread: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  return Math.min(max, Math.max(min, Math.round(median * Math.exp(spread * normal(f)))))
}
