import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JournalEntrySchema, RequestsAnswerSchema, type JournalEntry } from '../../src/admin/schemas.js'
import type { RuleInput } from '../../src/admin/scenario-input.js'
import { startMockServer, type MockServer } from '../../src/server.js'
import { formatEvent } from '../../src/console/request-log.js'
import { testApp } from '../support/app.js'
import { getRequest, rawRequest } from '../support/raw-http.js'

// a call answered by the `reset` effect was journaled with status 200 (or the status the handler made, 402, 404...)
// although the client got no status line at all
const KEY = 'reset_growth_000000000001'
const POOR = 'reset_growth_000000000002'
const KEYS = [
  { key: KEY, plan: 'Growth' as const, credits: 50 },
  { key: POOR, plan: 'Growth' as const, credits: 0 },
]

/** What the handler would have answered under the rule; the client gets none of it. */
const CASES: [string, string, string, RuleInput[]][] = [
  ['a served call', '/v1/people/profile?username=jane-doe', KEY, [{ effect: { disconnect: 'reset' } }]],
  ['a call after latency', '/v1/jobs/search?keywords=rust', KEY, [{ effect: { disconnect: 'reset', latencyMs: 5 } }]],
  ['a 402 refusal', '/v1/people/profile?username=jane-doe', POOR, [{ effect: { disconnect: 'reset' } }]],
  ['a 400 refusal', '/v1/people/profile', KEY, [{ effect: { disconnect: 'reset' } }]],
  [
    'a rule matched by query',
    '/v1/companies/search?keywords=acme',
    KEY,
    [{ match: { query: { keywords: 'acme' } }, effect: { disconnect: 'reset' } }],
  ],
]

const RESET_ENTRY = { status: null, disconnect: 'reset', credits: 0 }

describe('in process', () => {
  it.each(CASES)('journals %s cut by reset with no status and disconnect reset', async (_name, url, key, rules) => {
    const app = testApp({ keys: KEYS })
    app.mock.scenarios.use(app.mock.scenarios.define({ name: 'drop', description: 'resets', rules }).name)
    const res = await app.request(url, { headers: { Authorization: `Bearer ${key}` } })
    await expect(res.text()).rejects.toThrow()
    const answer = RequestsAnswerSchema.parse(await (await app.request('/__admin/requests')).json())
    expect(answer.requests).toEqual([expect.objectContaining({ ...RESET_ENTRY, path: url.split('?')[0] })])
  })

  it('keeps the status of a truncated answer (the client got its status line) and of a whole one', async () => {
    const app = testApp({ keys: KEYS })
    app.mock.scenarios.use(
      app.mock.scenarios.define({
        name: 'half',
        description: 'truncates',
        rules: [{ match: { query: { username: 'cut' } }, effect: { disconnect: 'truncate' } }],
      }).name,
    )
    for (const username of ['cut', 'whole']) {
      const res = await app.request(`/v1/people/profile?username=${username}`, {
        headers: { Authorization: `Bearer ${KEY}` },
      })
      await res.text()
    }
    expect(app.mock.journal.list().map((e) => [e.status, e.disconnect])).toEqual([
      [200, 'truncated'],
      [200, null],
    ])
  })

  it('finds no reset call by status: a reset call has none', async () => {
    const app = testApp({ keys: KEYS })
    app.mock.scenarios.use(
      app.mock.scenarios.define({ name: 'drop', description: 'x', rules: [{ effect: { disconnect: 'reset' } }] }).name,
    )
    const res = await app.request('/v1/people/profile?username=a', { headers: { Authorization: `Bearer ${KEY}` } })
    await res.text().catch(() => undefined)
    const byStatus = await (await app.request('/__admin/requests?status=200')).json()
    expect(byStatus).toEqual({ count: 0, requests: [] })
  })
})

describe('over a real socket', () => {
  let mock: MockServer
  beforeAll(async () => {
    mock = await startMockServer({ fixtures: false, clock: 'virtual', keys: KEYS, warn: () => {} })
  })
  afterAll(() => mock.close())

  it.each(CASES)('journals %s cut by reset with no status; the client got none', async (_name, url, key, rules) => {
    await mock.reset()
    await mock.useScenario(rules)
    const answer = await rawRequest(mock.port, getRequest(url, { Authorization: `Bearer ${key}` }))
    expect(answer.status).toBe(0)
    expect(await mock.requests()).toEqual([expect.objectContaining(RESET_ENTRY)])
  })
})

describe('shown', () => {
  const entry = (): JournalEntry =>
    JournalEntrySchema.parse({
      id: 1,
      time: '2025-06-01T12:00:00.000Z',
      method: 'GET',
      path: '/v1/people/profile',
      query: { username: 'jane-doe' },
      key: 'rese…0001',
      auth: 'bearer',
      scenario: 'drop',
      rule: 0,
      status: null,
      disconnect: 'reset',
      credits: 0,
      latencyMs: 1,
      source: 'generated',
    })

  it('as "connection reset" in the pretty log', () => {
    const line = formatEvent({ type: 'request', entry: entry() }, 'pretty', false)
    expect(line).toContain(' connection reset ')
    expect(line).not.toMatch(/null|200/)
  })

  it('with status null in the JSON log', () => {
    const line = JSON.parse(formatEvent({ type: 'request', entry: entry() }, 'json', false))
    expect(line).toMatchObject({ status: null, disconnect: 'reset' })
  })
})
