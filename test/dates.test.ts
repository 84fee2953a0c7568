import fc from 'fast-check'
import { expect, it } from 'vitest'
import { MAX_DATE_MS } from '../src/clock.js'
import { formatUtc, isoTime } from '../src/util/dates.js'

/** The service's form written field by field: what the native-ISO shortcut must equal. */
function reference(ms: number): string {
  const d = new Date(ms)
  const two = (n: number) => String(n).padStart(2, '0')
  const frac = String(d.getUTCMilliseconds()).padStart(3, '0').replace(/0+$/, '')
  return (
    `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ` +
    `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}${frac ? `.${frac}` : ''} +0000 UTC`
  )
}

it('formats epoch ms as the service does, whole seconds, tenths and milliseconds alike', () => {
  let ms = 0
  const wrong: string[] = []
  for (let i = 0; i < 10_000; i++) {
    // steps of odd sizes reach every fraction ending: .5, .25, .125, none
    ms += 412_345_678_901 + (i % 4) * 125
    const at = ms % 4_102_444_800_000
    if (formatUtc(at) !== reference(at)) wrong.push(`${at}: ${formatUtc(at)}, not ${reference(at)}`)
  }
  expect(wrong.slice(0, 5)).toEqual([])
  expect(formatUtc(Date.UTC(2024, 0, 2, 3, 4, 5, 600))).toBe('2024-01-02 03:04:05.6 +0000 UTC')
  expect(formatUtc(Date.UTC(-50, 0, 1))).toBe(reference(Date.UTC(-50, 0, 1)))
})

it.each([
  ['the first four-digit year', Date.UTC(1000, 0, 1)],
  ['the last moment before it', Date.UTC(999, 11, 31, 23, 59, 59, 999)],
  ['the last four-digit moment', Date.UTC(9999, 11, 31, 23, 59, 59, 999)],
  ['a leap day', Date.UTC(2000, 1, 29, 12)],
  ['a century that is not leap', Date.UTC(2100, 2, 1)],
  ['a fraction of a millisecond', Date.UTC(2024, 5, 6, 7, 8, 9, 10) + 0.5],
  ['before 1970', Date.UTC(1969, 11, 31, 23, 59, 59, 5)],
])('formats %s as the Date fields say', (_, ms) => {
  expect(formatUtc(ms)).toBe(reference(ms))
})

it('makes the ISO time a Date makes, for any time a Date holds, in any order', () => {
  const ms = fc.oneof(
    fc.integer({ min: -MAX_DATE_MS, max: MAX_DATE_MS }),
    // runs within one second and across its edges, as a busy log asks
    fc.integer({ min: -2000, max: 2000 }).map((d) => Date.UTC(2025, 5, 1, 12) + d),
    fc.constantFrom(0, -1, 999, 1000, -MAX_DATE_MS, MAX_DATE_MS, Date.UTC(9999, 11, 31, 23, 59, 59, 999) + 1),
    fc.double({ min: -1e12, max: 1e12, noNaN: true }),
  )
  fc.assert(
    fc.property(fc.array(ms, { maxLength: 20 }), (times) => {
      for (const t of times) expect(isoTime(t)).toBe(new Date(t).toISOString())
    }),
    { numRuns: 500 },
  )
})
