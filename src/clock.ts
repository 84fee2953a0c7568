import { z } from 'zod'

/** Largest time a Date holds, in ms either side of 1970. */
export const MAX_DATE_MS = 8.64e15

/** The limiter's time source: the real clock, or a virtual one that moves only when told. */
export interface Clock {
  readonly kind: 'real' | 'virtual'
  now(): number
  /** Moves a virtual clock forward; a real clock refuses. */
  advance(ms: number): number
}

export function realClock(): Clock {
  return {
    kind: 'real',
    now: () => Date.now(),
    advance: () => {
      throw new Error('the real clock cannot be advanced; start with clock "virtual"')
    },
  }
}

export function virtualClock(startMs: number): Clock {
  let t = startMs
  return {
    kind: 'virtual',
    now: () => t,
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('advanceMs must be a non-negative number')
      // past the range of a Date every ISO time of the journal and recordings would throw
      if (t + ms > MAX_DATE_MS) throw new Error(`advanceMs ${ms} moves the clock past the range of a date`)
      t += ms
      return t
    },
  }
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const isLeap = (y: number): boolean => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)

function daysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31
}

/** Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y
  const era = Math.floor(yy / 400)
  const yoe = yy - era * 400
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468
}

/** ISO 8601 / RFC 3339 as the clock writes it: years past 9999 or before 0 as ±YYYYYY. */
const ISO_TIME = new RegExp(
  [
    '^([+-]\\d{6}|\\d{4})-(\\d{2})-(\\d{2})',
    '(?:[Tt ](\\d{2}):(\\d{2})(?::(\\d{2})(?:[.,](\\d{1,9}))?)?',
    '(?:([Zz])|([+-])(\\d{2}):?(\\d{2}))?)?$',
  ].join(''),
)

export const ISO_EXAMPLE = '2026-01-01T00:00:00Z'

/** A parse failure: the text is not ISO 8601 at all (`format`), or names a time that does not exist. */
export type ParsedTime = { ok: true; ms: number } | { ok: false; problem: string; format?: true }

/**
 * A time in ISO 8601 (`2026-01-01`, `2026-01-01T12:00:00.000Z`, `+010000-01-01T00:00:00Z`, with an offset or
 * without: local time, as Date.parse reads it), checked field by field: an impossible date (`2026-02-30`, 24:00) is
 * refused where Date.parse would roll it into the next month or day. The range is a Date's, as the clock's.
 */
export function parseIsoTime(text: string): ParsedTime {
  const m = ISO_TIME.exec(text)
  if (!m) return { ok: false, problem: `not an ISO 8601 time such as ${ISO_EXAMPLE} or 2026-01-01`, format: true }
  const [, ys = '', mos = '', ds = '', hs, mis, ss, frac, zulu, sign, ohs, oms] = m
  if (ys === '-000000') return { ok: false, problem: 'year -000000 is not a year; write 0000' }
  const year = Number(ys)
  const month = Number(mos)
  const day = Number(ds)
  const [hour, minute, second] = [Number(hs ?? 0), Number(mis ?? 0), Number(ss ?? 0)]
  const ms = Number((frac ?? '').padEnd(3, '0').slice(0, 3))
  if (month < 1 || month > 12) return { ok: false, problem: `month ${mos} is not 01 to 12` }
  const days = daysInMonth(year, month)
  if (day < 1 || day > days) {
    return { ok: false, problem: `day ${ds} does not exist: ${MONTHS[month - 1]} ${ys} has ${days} days` }
  }
  if (hour > 23) return { ok: false, problem: `hour ${hs} is not 00 to 23` }
  if (minute > 59) return { ok: false, problem: `minute ${mis} is not 00 to 59` }
  if (second > 59) return { ok: false, problem: `second ${ss} is not 00 to 59` }
  let at: number
  if (hs !== undefined && !zulu && !sign) {
    // a date and time without an offset is local time, as Date.parse reads it
    const local = new Date(1970, 0, 1)
    local.setFullYear(year, month - 1, day)
    local.setHours(hour, minute, second, ms)
    at = local.getTime()
  } else {
    const offsetHours = Number(ohs ?? 0)
    const offsetMinutes = Number(oms ?? 0)
    if (offsetHours > 23 || offsetMinutes > 59)
      return { ok: false, problem: `offset ${sign}${ohs}:${oms} is not -23:59 to +23:59` }
    const offset = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000
    at = daysFromCivil(year, month, day) * 86_400_000 + ((hour * 60 + minute) * 60 + second) * 1000 + ms - offset
  }
  if (!(Math.abs(at) <= MAX_DATE_MS)) {
    const range = `${new Date(-MAX_DATE_MS).toISOString()} to ${new Date(MAX_DATE_MS).toISOString()}`
    return { ok: false, problem: `outside the range of a date (${range})` }
  }
  return { ok: true, ms: at }
}

/** An ISO 8601 time as ms since 1970, refused with the field at fault when impossible or out of a Date's range. */
export const IsoTimeSchema = z.string().transform((text, ctx): number => {
  const parsed = parseIsoTime(text)
  if (parsed.ok) return parsed.ms
  ctx.addIssue({ code: 'custom', message: parsed.problem })
  return z.NEVER
})
