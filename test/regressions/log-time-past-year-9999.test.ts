import { describe, expect, it } from 'vitest'
import { attachRequestLog, formatEvent } from '../../src/console/request-log.js'
import { MAX_DATE_MS } from '../../src/clock.js'
import { testApp } from '../support/app.js'

function sink() {
  const lines: string[] = []
  return { out: { write: (t: string) => lines.push(t) }, lines }
}

// the clock starts at --now (any date) and moves forward up to the last time a Date holds
const TIMES = [
  ['year -1', '-000001-03-04T05:06:07.089Z'],
  ['year 1970', '1970-01-01T00:00:00.000Z'],
  ['year 2025', '2025-06-01T12:00:00.000Z'],
  ['year 9999', '9999-12-31T23:59:59.999Z'],
  ['year 10000', '+010000-01-01T01:02:03.456Z'],
  ['year 99999', '+099999-07-08T09:10:11.120Z'],
  ['year 275760, the last time a Date holds', new Date(MAX_DATE_MS).toISOString()],
] as const

describe('the pretty log shows the time of day for any year the clock reaches', () => {
  it.each(TIMES)('%s', async (_name, iso) => {
    const app = testApp({ now: iso })
    const { out, lines } = sink()
    attachRequestLog(app.mock.journal, out)
    await app.request('/v1/people/profile?username=jane-doe')
    await app.request('/__admin/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 0 }) })
    const time = iso.slice(iso.indexOf('T') + 1, -1)
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^${time} GET  /v1/people/profile\\?username=jane-doe 401 `)),
      `${time} clock: clock moved 0 ms to ${iso}\n`,
    ])
  })

  it('keeps the column when the virtual clock moves past 9999', async () => {
    const app = testApp({ now: '9999-12-31T23:59:59.000Z' })
    const { out, lines } = sink()
    attachRequestLog(app.mock.journal, out)
    await app.request('/__admin/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 1500 }) })
    await app.request('/v1/people/profile?username=jane-doe')
    expect(lines[0]).toBe('00:00:00.500 clock: clock moved 1500 ms to +010000-01-01T00:00:00.500Z\n')
    expect(lines[1]).toMatch(/^00:00:00\.500 GET {2}\/v1\/people\/profile/)
  })

  it.each(TIMES)('%s: a notice formatted alone starts with the time of day', (_name, iso) => {
    const time = iso.slice(iso.indexOf('T') + 1, -1)
    const notice = formatEvent({ type: 'notice', time: iso, kind: 'reset', message: 'reset' }, 'pretty', false)
    expect(notice).toBe(`${time} reset: reset\n`)
  })
})
