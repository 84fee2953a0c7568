import { join } from 'node:path'
import { expect, it } from 'vitest'
import { loadScenarioFile } from '../../src/scenarios/loader.js'
import { testApp } from '../support/app.js'
import { tempDir, writeFiles } from '../support/tmp.js'

// rules naming no endpoint, or a query key the endpoint does not take, were accepted and never matched
const dir = tempDir()

it.each([
  [{ endpoint: 'people/profil' }, '$.rules[0].match.endpoint', 'did you mean people/profile?'],
  [{ endpoint: 'GET /v1/people/profile' }, '$.rules[0].match.endpoint', 'did you mean people/profile?'],
  [
    { endpoint: 'people/profile?username=x' },
    '$.rules[0].match.endpoint',
    '(did you mean people/profile?); query values go in match.query',
  ],
  [{ endpoint: ['people/profile', 'compnies/*'] }, '$.rules[0].match.endpoint[1]', 'names no endpoint'],
  [{ endpoint: 'people/profile', query: { usernme: 'x' } }, '$.rules[0].match.query.usernme', 'did you mean username?'],
  [
    { endpoint: 'people/*', query: { companyId: '1' } },
    '$.rules[0].match.query.companyId',
    'takes a query parameter "companyId"',
  ],
  [{ query: { nonsense: '1' } }, '$.rules[0].match.query.nonsense', 'no endpoint takes'],
])('refuses match %j with the file, the JSON path and the closest valid value', (match, path, words) => {
  writeFiles(dir, { 'never.json': { name: 'never', description: 'x', rules: [{ match, effect: { status: 503 } }] } })
  let message = ''
  try {
    loadScenarioFile(join(dir, 'never.json'))
  } catch (err) {
    message = (err as Error).message
  }
  expect(message).toContain(`never.json: ${path}: `)
  expect(message).toContain(words)
})

it.each([
  [{ endpoint: '/v1/people/profile', query: { username: 'x', page: '2' } }],
  [{ endpoint: 'people/*', query: { url: 'x' } }],
  [{ endpoint: ['jobs/details'], query: { job_id: '1' } }],
  [{ query: { keywords: 'x' } }],
])('accepts match %j', (match) => {
  writeFiles(dir, { 'fine.json': { name: 'fine', description: 'x', rules: [{ match, effect: { status: 503 } }] } })
  expect(() => loadScenarioFile(join(dir, 'fine.json'))).not.toThrow()
})

it('refuses such a rule on the admin API with 400 naming the field', async () => {
  const app = testApp()
  const res = await app.request('/__admin/scenario', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ scenario: { rules: [{ match: { endpoint: 'people/profil' }, effect: { status: 503 } }] } }),
  })
  expect(res.status).toBe(400)
  expect(await res.json()).toMatchObject({
    field: '$.scenario.rules[0].match.endpoint',
    error: expect.stringContaining('did you mean people/profile?'),
  })
})
