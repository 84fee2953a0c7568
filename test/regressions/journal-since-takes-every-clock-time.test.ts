import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RequestsAnswerSchema } from '../../src/admin/schemas.js'
import { MAX_DATE_MS } from '../../src/clock.js'
import { DEV, testApp } from '../support/app.js'

// the journal's `since` refused a time the clock itself shows: a year past 9999 is written +010000-..., and the `+`
// of a time pasted into the query string arrives as a space

const MIN_ISO = new Date(-MAX_DATE_MS).toISOString()
const MAX_ISO = new Date(MAX_DATE_MS).toISOString()

async function since(app: ReturnType<typeof testApp>, value: string, encode: boolean) {
  const res = await app.request(`/__admin/requests?since=${encode ? encodeURIComponent(value) : value}`)
  return { status: res.status, body: (await res.json()) as unknown }
}

describe('since', () => {
  it.each([
    ['year 10000', '+010000-01-01T00:00:00Z'],
    ['the largest date', MAX_ISO],
    ['year 99999', '+099999-12-31T23:59:59.999Z'],
  ])('finds the calls made after the clock moved to %s, pasted from the clock as it is shown', async (_name, to) => {
    const app = testApp()
    await app.request('/v1/people/profile?username=before', { headers: DEV })
    const moved = await app.request('/__admin/clock', { method: 'POST', body: JSON.stringify({ to }) })
    expect(moved.status).toBe(200)
    const { iso } = (await moved.json()) as { iso: string }
    await app.request('/v1/people/profile?username=after', { headers: DEV })
    for (const encode of [true, false]) {
      const { status, body } = await since(app, iso, encode)
      expect(status).toBe(200)
      expect(RequestsAnswerSchema.parse(body).requests.map((r) => r.query.username)).toEqual(['after'])
    }
    // the entry's own time works as well
    const [entry] = app.mock.journal.list({ since: 1 })
    expect((await since(app, entry?.time ?? '', false)).status).toBe(200)
  })

  it('takes every time the clock can show, encoded or pasted as is', async () => {
    const app = testApp()
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -MAX_DATE_MS, max: MAX_DATE_MS }), async (ms) => {
        const iso = new Date(ms).toISOString()
        for (const encode of [true, false]) expect((await since(app, iso, encode)).status, iso).toBe(200)
      }),
      { numRuns: 300 },
    )
  })

  it.each([
    ['an offset', '2025-06-01T14:00:00+02:00', 1],
    ['an offset without a colon', '2025-06-01T14:00:00+0200', 1],
    ['a negative offset', '2025-06-01T10:00:00-02:00', 1],
    ['the first of the calls', '2025-06-01T12:00:00.000Z', 1],
    ['after the calls', '2025-06-01T12:00:00.001Z', 0],
  ])('reads %s pasted unencoded', async (_name, value, count) => {
    const app = testApp()
    await app.request('/v1/people/profile?username=jane-doe', { headers: DEV })
    const { status, body } = await since(app, value, false)
    expect(status).toBe(200)
    expect(RequestsAnswerSchema.parse(body).count).toBe(count)
  })

  it('accepts as a time exactly what the clock may be moved to', async () => {
    const timeOfDay = (ms: number) => new Date(ms).toISOString().slice(11)
    const times = fc.oneof(
      fc.integer({ min: -MAX_DATE_MS, max: MAX_DATE_MS }).map((ms) => new Date(ms).toISOString()),
      // past either end of a date's range, which toISOString cannot write
      fc.integer({ min: 1, max: 86_399_999 }).map((ms) => `${MAX_ISO.slice(0, 14)}${timeOfDay(ms)}`),
      fc.integer({ min: 0, max: 86_399_999 }).map((ms) => `-271821-04-19T${timeOfDay(ms)}`),
      fc.constantFrom(MIN_ISO, MAX_ISO, '2026-02-30', '2026-01-01T24:00:00Z', '+010000-13-01'),
    )
    await fc.assert(
      fc.asyncProperty(times, async (time) => {
        const app = testApp({ now: MIN_ISO })
        const moved = await app.request('/__admin/clock', { method: 'POST', body: JSON.stringify({ to: time }) })
        const read = await since(app, time, true)
        expect(read.status, time).toBe(moved.status)
      }),
      { numRuns: 200 },
    )
  })
})
