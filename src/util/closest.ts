/** Edit distance of two short strings (Levenshtein, two rows). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    prev = row
  }
  return prev[b.length] ?? 0
}

/** The candidate nearest to `value`, if it is near enough to be what was meant (at most a third of its length off). */
export function closest(value: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (const c of candidates) {
    const d = editDistance(value.toLowerCase(), c.toLowerCase())
    if (d < bestDistance) {
      best = c
      bestDistance = d
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.ceil(value.length / 3)) ? best : undefined
}

/** " (did you mean X?)" or nothing. */
export function didYouMean(value: string, candidates: readonly string[]): string {
  const near = closest(value, candidates)
  return near === undefined ? '' : ` (did you mean ${near}?)`
}
