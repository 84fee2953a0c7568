const pad = (n: number, w = 2): string => String(n).padStart(w, '0')
const TWO = Array.from({ length: 100 }, (_, i) => pad(i))
const DAY_MS = 86_400_000
/** Year 1000 to 9999: four-digit years, formatted by arithmetic. */
const FAST_FROM = Date.UTC(1000, 0, 1)
const FAST_TO = Date.UTC(10_000, 0, 1)

/** Formats epoch ms as the service does: `YYYY-MM-DD HH:MM:SS[.fraction] +0000 UTC`. */
export function formatUtc(ms: number): string {
  if (!(ms >= FAST_FROM && ms < FAST_TO && Number.isInteger(ms))) return formatByDate(ms)
  const days = Math.floor(ms / DAY_MS)
  let rest = ms - days * DAY_MS
  const hours = Math.floor(rest / 3_600_000)
  rest -= hours * 3_600_000
  const minutes = Math.floor(rest / 60_000)
  rest -= minutes * 60_000
  const seconds = Math.floor(rest / 1000)
  const frac = rest - seconds * 1000
  // civil date from days since 1970 (the proleptic Gregorian algorithm of Howard Hinnant's date library)
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0)
  // the fraction without its trailing zeros: .5, .25, .125
  const fraction =
    frac === 0 ? '' : frac % 100 === 0 ? `.${frac / 100}` : frac % 10 === 0 ? `.${TWO[frac / 10]}` : `.${pad(frac, 3)}`
  // joined, the string is flat: JSON.stringify would otherwise flatten a concatenation's rope for every date
  return [
    year,
    '-',
    TWO[month],
    '-',
    TWO[day],
    ' ',
    TWO[hours],
    ':',
    TWO[minutes],
    ':',
    TWO[seconds],
    fraction,
    ' +0000 UTC',
  ].join('')
}

function formatByDate(ms: number): string {
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

let isoSecond = Number.NaN
let isoPrefix = ''

/**
 * `new Date(ms).toISOString()`, its date and time to the second made once per second: a busy mock's log asks for the
 * same second many times, and a Date's formatting costs more than the rest of a log line.
 */
export function isoTime(ms: number): string {
  if (!Number.isInteger(ms)) return new Date(ms).toISOString()
  const second = Math.floor(ms / 1000)
  if (second !== isoSecond) {
    // `...:ss.000Z` without its `000Z`
    isoPrefix = new Date(second * 1000).toISOString().slice(0, -4)
    isoSecond = second
  }
  const milli = ms - second * 1000
  return `${isoPrefix}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`
}
