import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { MockError } from '../../src/errors.js'
import { loadScenarioFile } from '../../src/scenarios/loader.js'
import { startMockServer, type MockServer } from '../../src/server.js'
import { DEV, testApp } from '../support/app.js'
import { tempDir, writeFiles } from '../support/tmp.js'

// {"latencyMs":1,"status":503,"headers":{"X-Bad":"a\nb"}} crashed the server on the next request
let mock: MockServer
beforeAll(async () => {
  mock = await startMockServer({ fixtures: false, clock: 'virtual', warn: () => {} })
})
afterAll(() => mock.close())

it.each([
  [{ 'X-Bad': 'a\nb' }, '$.scenario.rules[0].effect.headers.X-Bad'],
  [{ 'X-Bad': 'a\r\nSet-Cookie: x=1' }, 'headers'],
  [{ 'X-Bad': 'nul\u0000' }, 'headers'],
  [{ 'X-Bad': 'snow ☃' }, 'headers'],
  [{ 'Bad Name': 'v' }, 'headers'],
  [{ '': 'v' }, 'headers'],
])('refuses the scenario header %j with 400 JSON, and the server keeps answering', async (headers, field) => {
  const res = await fetch(`${mock.url}/__admin/scenario`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ scenario: { rules: [{ effect: { latencyMs: 1, status: 503, headers } }] } }),
  })
  expect(res.status).toBe(400)
  expect(((await res.json()) as { field: string }).field).toContain(field)
  const after = await fetch(`${mock.url}/v1/people/profile?username=jane-doe`, { headers: DEV })
  expect(after.status).toBe(200)
})

it('refuses a scenario file with a line break in a header value, naming the file and the JSON path', () => {
  const dir = tempDir()
  writeFiles(dir, {
    'bad-header.json': {
      name: 'bad-header',
      description: 'x',
      rules: [{ effect: { status: 503, headers: { 'X-Bad': 'a\nb' } } }],
    },
  })
  expect(() => loadScenarioFile(join(dir, 'bad-header.json'))).toThrow(
    /bad-header\.json: \$\.rules\[0\]\.effect\.headers\.X-Bad: a header value has no line break/,
  )
})

it('answers a JSON 500 when an error answer cannot be built, instead of letting the error escape', async () => {
  const warnings: string[] = []
  const app = testApp({ warn: (m) => warnings.push(m) })
  app.get('/boom', () => {
    throw new MockError('SERVICE_UNAVAILABLE', { headers: { 'X-Bad': 'a\nb' } })
  })
  const res = await app.request('/boom', { headers: DEV })
  expect(res.status).toBe(500)
  expect(await res.json()).toMatchObject({ code: 'INTERNAL_ERROR' })
  expect(warnings.join('\n')).toContain('cannot be sent')
})
