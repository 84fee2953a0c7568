import { join } from 'node:path'
import { expect, it } from 'vitest'
import { createApp } from '../src/app.js'
import { connect } from '../src/control/client.js'
import { tempDir, writeFiles } from './support/tmp.js'

const STARTER = 'test_enterprise_000000000001'
const dir = tempDir()
writeFiles(dir, {
  'scenarios/answers.json': JSON.stringify({
    name: 'answers',
    description: 'answers with and without a Retry-After, made by each stage that makes one',
    rules: [
      { match: { query: { username: 'respond' } }, effect: { status: 503, body: { down: true } } },
      {
        match: { query: { username: 'respond-lower' } },
        effect: { status: 503, body: { down: true }, headers: { 'retry-after': '30' } },
      },
      {
        match: { query: { username: 'error' } },
        effect: { error: 'RATE_LIMIT_EXCEEDED', headers: { 'Retry-After': '9' } },
      },
      {
        match: { query: { username: 'error-lower' } },
        effect: { error: 'SERVICE_UNAVAILABLE', headers: { 'retry-after': '11' } },
      },
      { match: { query: { username: 'error-bare' } }, effect: { error: 'RATE_LIMIT_EXCEEDED' } },
      { match: { query: { username: 'extra' } }, effect: { headers: { 'Retry-After': '7' } } },
      { match: { query: { username: 'extra-both' } }, effect: { headers: { 'retry-after': '3', 'X-Trace': 'a' } } },
    ],
  }),
})

const USERNAMES = ['respond', 'respond-lower', 'error', 'error-lower', 'error-bare', 'extra', 'extra-both', 'jane-doe']

it.each(['answers', 'default'])(
  'the journal keeps the Retry-After each 429 and 503 was sent with, whichever stage made it (scenario %s)',
  async (scenario) => {
    // two calls a minute: the limiter refuses from the third on, under and over the scenario's rules
    const app = createApp({
      fixtures: false,
      clock: 'virtual',
      scenarios: join(dir, 'scenarios'),
      scenario,
      keys: [{ key: STARTER, plan: 'Enterprise', credits: 100, requestsPerMinute: 2 }],
    })
    const sent: (string | undefined)[] = []
    const statuses: number[] = []
    for (const username of [...USERNAMES, ...USERNAMES])
      for (const headers of [{ Authorization: `Bearer ${STARTER}` }, {}]) {
        const res = await app.request(`/v1/people/profile?username=${username}`, { headers })
        await res.text()
        statuses.push(res.status)
        sent.push(res.status === 429 || res.status === 503 ? (res.headers.get('retry-after') ?? undefined) : undefined)
      }
    const entries = await connect(app).requests()
    expect(entries.map((e) => e.status)).toEqual(statuses)
    expect(entries.map((e) => e.retryAfter)).toEqual(sent)
    // the cases above happen: refusals with and without a Retry-After, from the limiter and from the rules
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(2)
    expect(sent.filter((s) => s !== undefined).length).toBeGreaterThan(2)
    if (scenario === 'answers') expect(new Set(sent)).toEqual(new Set([undefined, '60', '30', '9', '11', '7', '3']))
  },
)
