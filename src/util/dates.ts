const pad = (n: number, w = 2): string => String(n).padStart(w, '0')

/** Formats epoch ms as the service does: `YYYY-MM-DD HH:MM:SS[.fraction] +0000 UTC`. */
export function formatUtc(ms: number): string {
  const d = new Date(ms)
  const base =
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  const frac = d.getUTCMilliseconds()
  const fraction = frac === 0 ? '' : `.${pad(frac, 3).replace(/0+$/, '')}`
  return `${base}${fraction} +0000 UTC`
}

const UNITS: [string, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
]

/** A relative age such as "3 hours" or "2 years", as post search returns in postedAt. */
export function relativeAge(ageMs: number): string {
  for (const [unit, size] of UNITS) {
    const n = Math.floor(ageMs / size)
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'}`
  }
  return '1 minute'
}
