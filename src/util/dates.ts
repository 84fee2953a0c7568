const pad = (n: number, w = 2): string => String(n).padStart(w, '0')

/** Formats epoch ms as the service does: `YYYY-MM-DD HH:MM:SS[.fraction] +0000 UTC`. */
export function formatUtc(ms: number): string {
  const d = new Date(ms)
  const year = d.getUTCFullYear()
  // the native ISO form has the same fields for four-digit years, at a fraction of the cost of formatting each
  if (year >= 1000 && year <= 9999) {
    const iso = d.toISOString()
    const ms = d.getUTCMilliseconds()
    // the fraction without its trailing zeros: .5, .25, .125
    const fraction =
      ms === 0 ? '' : ms % 100 === 0 ? iso.slice(19, 21) : ms % 10 === 0 ? iso.slice(19, 22) : iso.slice(19, 23)
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction} +0000 UTC`
  }
  const base =
    `${year}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
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
