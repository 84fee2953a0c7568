import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { RequestAnswerSchema } from '../../src/admin/console-schemas.js'
import type { MockApp } from '../../src/app.js'
import { DEV, get, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'

// the console offered "Save as fixture" on 404 and 500 rows, whose answer had no body, and then blamed the JSON
const STARTER = 'test_starter_0000000000000001'
const KEYS = [{ key: STARTER, plan: 'Starter' as const, credits: 100 }]
const scenario = (name: string) => ({ ...DEV, 'X-Mock-Scenario': name })

async function answerOf(app: MockApp, url: string, headers: Record<string, string>, method = 'GET') {
  await app.request(url, { method, headers })
  const last = (await (await app.request('/__admin/requests')).json()) as { requests: { id: number }[] }
  const id = last.requests.at(-1)?.id
  const res = await app.request(`/__admin/requests/${id}/answer`)
  expect(res.status).toBe(200)
  return RequestAnswerSchema.parse(await res.json())
}

const notFoundBody = (entity: string) => ({ message: `${entity} not found`, code: 'NOT_FOUND' })

/** [row, request, headers, the fixture a save writes, the body it offers] */
const SAVABLE: [string, string, Record<string, string>, { name: string; status: 200 | 404 }, unknown][] = [
  ['a generated 200', '/v1/people/profile?username=Jane-Doe', DEV, { name: 'jane-doe.json', status: 200 }, null],
  [
    'a later page',
    '/v1/people/similar-profiles?username=JANE-DOE&page=2',
    DEV,
    { name: 'jane-doe@page-2.json', status: 200 },
    null,
  ],
  [
    'a 404 for a missing person',
    '/v1/people/profile?username=Ghost-404',
    DEV,
    { name: 'ghost-404.404.json', status: 404 },
    notFoundBody('Profile'),
  ],
  [
    'a 404 for a missing company',
    '/v1/companies/by-id?companyId=404',
    DEV,
    { name: '404.404.json', status: 404 },
    notFoundBody('Company'),
  ],
  [
    'a 404 the not-found scenario gave',
    '/v1/people/profile?username=Jane-Doe',
    scenario('not-found'),
    { name: 'jane-doe.404.json', status: 404 },
    notFoundBody('Profile'),
  ],
  [
    'a 404 of a search under the not-found scenario',
    '/v1/companies/search?keywords=Data%20Tools',
    scenario('not-found'),
    { name: 'data%20tools.404.json', status: 404 },
    notFoundBody('Results'),
  ],
]

it.each(SAVABLE)('offers to save %s, naming the file', async (_row, url, headers, fixture, body) => {
  const app = testApp({ fixtures: tempDir(), keys: KEYS })
  const answer = await answerOf(app, url, headers)
  expect(answer.fixture).toEqual(fixture)
  if (body !== null) expect(answer.body).toEqual(body)
  else expect(answer.body).toEqual((await get(app, url, headers)).body)
})

/** [row, request, headers, what the note says, method] */
const NOT_SAVABLE: [string, string, Record<string, string>, RegExp, string?][] = [
  ['a 500 of server-error', '/v1/people/profile?username=jane-doe', scenario('server-error'), /scenario answer/],
  ['a 401 without a key', '/v1/people/profile?username=jane-doe', {}, /401 refusal has no stored body/],
  ['a 401 of an unknown key', '/v1/people/profile?username=jane-doe', { Authorization: 'Bearer nope' }, /401/],
  ['a 429 of rate-limited', '/v1/people/profile?username=jane-doe', scenario('rate-limited'), /scenario answer/],
  ['a 402 of credits-exhausted', '/v1/people/profile?username=x', scenario('credits-exhausted'), /scenario/],
  ['a 400 without the parameter', '/v1/people/profile', DEV, /username/],
  ['a 404 off the endpoints', '/v1/people/nothing?username=jane-doe', DEV, /is not an endpoint/],
  ['a 405 of a DELETE', '/v1/people/profile?username=jane-doe', DEV, /405 refusal has no stored body/, 'DELETE'],
]

it.each(NOT_SAVABLE)('offers no save for %s, and says why', async (_row, url, headers, note, method) => {
  const app = testApp({ fixtures: tempDir(), keys: KEYS })
  const answer = await answerOf(app, url, headers, method)
  expect(answer.fixture).toBeNull()
  expect(answer.note).toMatch(note)
})

it.each(SAVABLE)('offers no save for %s when the mock has no fixtures folder', async (_row, url, headers) => {
  const app = testApp({ fixtures: false, keys: KEYS })
  const answer = await answerOf(app, url, headers)
  expect(answer.fixture).toBeNull()
  expect(answer.note).toMatch(/fixtures are off/)
})

it.each([
  ['Ghost-404', DEV, ['ghost-404', 'GHOST-404', ' Ghost-404 ']],
  ['Jane-Doe', scenario('not-found'), ['jane-doe', 'JANE-DOE']],
])(
  'saves the 404 of %s as offered, and every spelling then answers that not-found body',
  async (value, headers, others) => {
    const fixtures = tempDir()
    const app = testApp({ fixtures })
    const answer = await answerOf(app, `/v1/people/profile?username=${value}`, headers)
    const body = { message: 'Profile gone', code: 'NOT_FOUND' }
    const { endpoint, page, fixture } = answer
    const saved = await app.request('/__admin/fixtures', {
      method: 'POST',
      body: JSON.stringify({ endpoint, value: answer.value, page, status: fixture?.status, body }),
    })
    expect(saved.status).toBe(201)
    expect(readdirSync(join(fixtures, 'people/profile'))).toEqual([fixture?.name])
    for (const mock of [app, testApp({ fixtures })]) {
      for (const spelling of [value, ...others]) {
        const res = await get(mock, `/v1/people/profile?username=${encodeURIComponent(spelling)}`)
        expect({ spelling, status: res.status, body: res.body }).toEqual({ spelling, status: 404, body })
      }
    }
    // the row of a fixture's 404 offers that fixture's body
    expect((await answerOf(app, '/v1/people/profile?username=GHOST-404', DEV)).body).toEqual(
      value === 'Ghost-404' ? body : notFoundBody('Profile'),
    )
  },
)

it('replaces the answer of the other status for the value: one file, the same answer after a restart', async () => {
  const fixtures = tempDir()
  const app = testApp({ fixtures })
  const post = (status: 200 | 404, body: unknown) =>
    app.request('/__admin/fixtures', {
      method: 'POST',
      body: JSON.stringify({ endpoint: 'people/profile', value: 'Jane-Doe', status, body, overwrite: true }),
    })
  const profile = (await get(app, '/v1/people/profile?username=jane-doe')).body
  expect((await post(200, profile)).status).toBe(201)
  expect((await post(404, notFoundBody('Profile'))).status).toBe(201)
  expect(readdirSync(join(fixtures, 'people/profile'))).toEqual(['jane-doe.404.json'])
  expect((await get(testApp({ fixtures }), '/v1/people/profile?username=jane-doe')).status).toBe(404)
  expect((await post(200, profile)).status).toBe(201)
  expect(readdirSync(join(fixtures, 'people/profile'))).toEqual(['jane-doe.json'])
  expect((await get(testApp({ fixtures }), '/v1/people/profile?username=jane-doe')).status).toBe(200)
})

it.each<[string, Record<string, unknown>, RegExp]>([
  [
    'a not-found body saved as a 200',
    { value: 'x', body: notFoundBody('Profile') },
    /people\/profile response schema\); a not-found answer is saved with "status": 404/,
  ],
  ['a profile saved as a 404', { value: 'x', status: 404, body: { username: 'x' } }, /^\$\.body\.message: .*not-found/],
  ['a 404 body of another code', { value: 'x', status: 404, body: { message: 'x', code: 'GONE' } }, /^\$\.body\.code/],
  ...[500, 201, '404', null].map((status): [string, Record<string, unknown>, RegExp] => [
    `the status ${JSON.stringify(status)}`,
    { value: 'x', status, body: {} },
    /^\$\.status: 200 \(the body of an answer\) or 404 \(a not-found answer\)$/,
  ]),
])('refuses %s with a 400 naming the field, and writes nothing', async (_what, input, message) => {
  const fixtures = tempDir()
  const res = await testApp({ fixtures }).request('/__admin/fixtures', {
    method: 'POST',
    body: JSON.stringify({ endpoint: 'people/profile', ...input }),
  })
  expect(res.status).toBe(400)
  const body = (await res.json()) as { error: string; code: string }
  expect(body.code).toBe('BAD_REQUEST')
  expect(body.error).toMatch(message)
  expect(readdirSync(fixtures)).toEqual([])
})
