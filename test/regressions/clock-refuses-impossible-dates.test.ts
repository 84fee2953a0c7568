import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseIsoTime } from '../../src/clock.js'
import { testApp } from '../support/app.js'
import { runCli } from '../support/cli.js'

// Date.parse rolls an impossible date over: the clock took 2026-02-30 as March 2 (and 24:00 as the next day)

/** Impossible times and the field each one is refused for. */
const IMPOSSIBLE: [string, RegExp][] = [
  ['2026-02-30', /day 30 does not exist: February 2026 has 28 days/],
  ['2026-02-29', /day 29 does not exist: February 2026 has 28 days/],
  ['1900-02-29', /day 29 does not exist: February 1900 has 28 days/],
  ['2100-02-29T00:00:00Z', /February 2100 has 28 days/],
  ['2026-04-31', /day 31 does not exist: April 2026 has 30 days/],
  ['2026-06-31T12:00:00Z', /June 2026 has 30 days/],
  ['2026-09-31', /September 2026 has 30 days/],
  ['2026-11-31T00:00:00.000Z', /November 2026 has 30 days/],
  ['2026-01-32', /day 32 does not exist: January 2026 has 31 days/],
  ['2026-01-00', /day 00 does not exist/],
  ['2026-13-01', /month 13 is not 01 to 12/],
  ['2026-00-10', /month 00 is not 01 to 12/],
  ['2026-01-01T24:00:00Z', /hour 24 is not 00 to 23/],
  ['2026-01-01T23:60:00Z', /minute 60 is not 00 to 59/],
  ['2026-01-01T23:59:60Z', /second 60 is not 00 to 59/],
  ['2026-01-01T00:00:00+24:00', /offset \+24:00/],
  ['+010000-02-30T00:00:00Z', /February \+010000 has 29 days/],
  ['-000000-01-01T00:00:00Z', /year -000000/],
  ['+275760-09-13T00:00:00.001Z', /outside the range of a date/],
  ['tomorrow', /an ISO 8601 time such as 2026-01-01T00:00:00Z/],
  ['2026-1-1', /an ISO 8601 time such as/],
]

/** Possible edge times, with the instant each one is. */
const POSSIBLE: [string, string][] = [
  ['2024-02-29', '2024-02-29T00:00:00.000Z'],
  ['2000-02-29', '2000-02-29T00:00:00.000Z'],
  ['2000-02-29T23:59:59.999Z', '2000-02-29T23:59:59.999Z'],
  ['2026-04-30T00:00:00Z', '2026-04-30T00:00:00.000Z'],
  ['2026-12-31T23:59:59Z', '2026-12-31T23:59:59.000Z'],
  ['2026-01-01T05:30:00+05:30', '2026-01-01T00:00:00.000Z'],
  ['+010000-02-29T00:00:00Z', '+010000-02-29T00:00:00.000Z'],
  ['+275760-09-13T00:00:00.000Z', '+275760-09-13T00:00:00.000Z'],
]

/** An admin answer: an error body or the clock. */
type Answer = { error: string; code: string; field: string; iso: string }

const EARLY = '1999-01-01T00:00:00.000Z'

async function moveTo(app: ReturnType<typeof testApp>, to: string) {
  const res = await app.request('/__admin/clock', { method: 'POST', body: JSON.stringify({ to }) })
  return { status: res.status, body: (await res.json()) as Answer }
}

describe('POST /__admin/clock {"to"}', () => {
  it.each(IMPOSSIBLE)('refuses %s with a 400 naming $.to, and leaves the clock', async (to, problem) => {
    const app = testApp({ now: EARLY })
    const { status, body } = await moveTo(app, to)
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'BAD_REQUEST', field: '$.to' })
    expect(body.error).toMatch(/^\$\.to: /)
    expect(body.error).toMatch(problem)
    expect(app.mock.clock.now()).toBe(Date.parse(EARLY))
  })

  it.each(POSSIBLE)('moves to %s', async (to, iso) => {
    const app = testApp({ now: EARLY })
    const { status, body } = await moveTo(app, to)
    expect(status).toBe(200)
    expect(body.iso).toBe(iso)
  })
})

describe('the now option', () => {
  it.each(IMPOSSIBLE)('refuses %s, naming now and the field', (now, problem) => {
    expect(() => testApp({ now })).toThrow(problem)
    expect(() => testApp({ now })).toThrow(/^now: /)
  })

  it.each(POSSIBLE)('starts the clock at %s', (now, iso) => {
    expect(new Date(testApp({ now }).mock.clock.now()).toISOString()).toBe(iso)
  })
})

describe('--now', () => {
  it.each(IMPOSSIBLE.slice(0, 6))('refuses %s with exit 2 and starts nothing', async (now, problem) => {
    const run = await runCli(['serve', '--port', '0', '--no-fixtures', '--now', now])
    expect(run.code).toBe(2)
    expect(run.server).toBeUndefined()
    expect(run.stderr).toMatch(/^network-lookup-mock: --now /)
    expect(run.stderr).toMatch(problem)
  })
})

describe('GET /__admin/requests?since=', () => {
  it.each(IMPOSSIBLE)('refuses %s with a 400 naming since', async (since, problem) => {
    const app = testApp()
    const res = await app.request(`/__admin/requests?since=${encodeURIComponent(since)}`)
    expect(res.status).toBe(400)
    const body = (await res.json()) as Answer
    expect(body).toMatchObject({ code: 'BAD_REQUEST', field: 'since' })
    expect(body.error).toMatch(problem)
  })
})

it('reads every possible date-time as Date.parse does, and refuses the rolled-over ones Date.parse takes', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 31 }),
      fc.integer({ min: 0, max: 23 }),
      fc.integer({ min: 0, max: 59 }),
      (year, month, day, hour, minute) => {
        const pad = (n: number, w = 2) => String(n).padStart(w, '0')
        const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00Z`
        const parsed = parseIsoTime(text)
        const real = new Date(Date.parse(text))
        const exists = real.getUTCDate() === day
        expect(parsed.ok).toBe(exists)
        if (parsed.ok) expect(parsed.ms).toBe(Date.parse(text))
      },
    ),
    { numRuns: 3000 },
  )
})
