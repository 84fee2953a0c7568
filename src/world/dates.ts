import type { DateParts } from '../schemas/common.js'
import type { Draw } from './draw.js'
import { DAY } from './model.js'

/** A timestamp in the past, `minDays`..`maxDays` before now. */
export function pastMs(f: Draw, now: number, minDays: number, maxDays: number): number {
  return now - f.int(minDays * DAY, maxDays * DAY)
}

export function dateParts(ms: number, precision: 'year' | 'month' | 'day'): DateParts {
  const d = new Date(ms)
  return {
    year: d.getUTCFullYear(),
    month: precision === 'year' ? 0 : d.getUTCMonth() + 1,
    day: precision === 'day' ? d.getUTCDate() : 0,
  }
}

export const NOT_SPECIFIED: DateParts = { year: 0, month: 0, day: 0 }
