import { join } from 'node:path'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { virtualClock } from '../../src/clock.js'
import { FileError } from '../../src/errors.js'
import { publicQuery } from '../../src/middleware/scenario.js'
import { ScenarioEngine } from '../../src/scenarios/engine.js'
import { loadScenarioFile } from '../../src/scenarios/loader.js'
import type { Scenario } from '../../src/scenarios/schema.js'
import { DEV, testApp } from '../support/app.js'
import { tempDir, writeFiles } from '../support/tmp.js'
import { thrownBy } from '../support/throws.js'

// a rule matching on query __proto__ was accepted (zod drops that key), left an empty query, and matched every request

const PROFILE = '/v1/people/profile?username=jane-doe'
/** Names every plain object answers to without having them. */
const INHERITED = [...Object.getOwnPropertyNames(Object.prototype), 'prototype']

it.each([
  ['{"__proto__":"x"}', '__proto__', 'never reach rules'],
  ['{"username":"jane-doe","__proto__":"x"}', '__proto__', 'never reach rules'],
  ['{"__scenario":"x"}', '__scenario', 'never reach rules'],
  ['{"constructor":"x"}', 'constructor', 'takes a query parameter "constructor"'],
  ['{"toString":"x"}', 'toString', 'takes a query parameter "toString"'],
  ['{"hasOwnProperty":"x"}', 'hasOwnProperty', 'takes a query parameter "hasOwnProperty"'],
  ['{"prototype":"x"}', 'prototype', 'takes a query parameter "prototype"'],
])('refuses match.query %s with 400 naming the name, and requests stay normal', async (query, name, words) => {
  const app = testApp()
  for (const [path, body] of [
    ['/__admin/scenario', `{"scenario":{"rules":[{"match":{"query":${query}},"effect":{"status":503}}]}}`],
    ['/__admin/keys/mock-dev-key', `{"scenario":[{"match":{"query":${query}},"effect":{"status":503}}]}`],
  ]) {
    const res = await app.request(path as string, { method: 'PUT', body: body as string })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      field: `$.scenario.rules[0].match.query.${name}`,
      error: expect.stringContaining(words),
    })
  }
  expect((await app.request(PROFILE, { headers: DEV })).status).toBe(200)
})

it('refuses a header named __proto__ in an effect instead of dropping it', async () => {
  const app = testApp()
  const res = await app.request('/__admin/scenario', {
    method: 'PUT',
    body: '{"scenario":{"rules":[{"effect":{"status":503,"headers":{"__proto__":"x"}}}]}}',
  })
  expect(res.status).toBe(400)
  expect(await res.json()).toMatchObject({ field: '$.scenario.rules[0].effect.headers.__proto__' })
})

it.each([
  [
    'json',
    '{"name":"proto","description":"x","rules":[{"match":{"query":{"__proto__":"x"}},"effect":{"status":503}}]}',
  ],
  [
    'yaml',
    'name: proto\ndescription: x\nrules:\n  - match: { query: { __proto__: x } }\n    effect: { status: 503 }\n',
  ],
])('refuses a %s scenario file matching on __proto__, naming the file, the JSON path and a fix', (ext, text) => {
  const dir = tempDir()
  writeFiles(dir, { [`proto.${ext}`]: text })
  const err = thrownBy(() => loadScenarioFile(join(dir, `proto.${ext}`)), FileError)
  expect(err.path).toBe('$.rules[0].match.query.__proto__')
  expect(err.problem).toContain('never reach rules')
  expect(err.fix).toContain('docs/scenarios.md')
})

it('a rule on any name matches only a request that sent that name with that value, whatever Object.prototype holds', () => {
  // scenarios built in code reach the engine too: its lookups must see the request's own names only
  const name = fc.oneof(fc.constantFrom(...INHERITED), fc.string({ minLength: 1, maxLength: 12 }))
  fc.assert(
    fc.property(
      name,
      fc.string({ maxLength: 8 }),
      fc.dictionary(name, fc.string({ maxLength: 8 })),
      (wanted, value, sent) => {
        const rule: Scenario = {
          name: 'on-query',
          description: 'x',
          rules: [
            {
              match: { query: Object.defineProperty({}, wanted, { value, enumerable: true }) },
              effect: { status: 503 },
            },
          ],
        }
        const engine = new ScenarioEngine({ scenarios: new Map([['on-query', rule]]), seed: 1, clock: virtualClock(0) })
        const query = publicQuery(sent)
        const decision = engine.decide({
          path: '/v1/people/profile',
          query,
          key: 'k',
          requested: 'on-query',
          keyScenario: undefined,
        })
        const own = Object.hasOwn(sent, wanted) && !wanted.startsWith('__') && sent[wanted] === value
        expect(decision !== undefined).toBe(own)
      },
    ),
    { numRuns: 500 },
  )
})

it.each(INHERITED.filter((n) => !n.startsWith('__')))(
  'a request without %s is not matched by a rule on it, and one sending it is',
  (name) => {
    const rule: Scenario = {
      name: 'on-query',
      description: 'x',
      rules: [{ match: { query: { [name]: 'yes' } }, effect: { status: 503 } }],
    }
    const engine = new ScenarioEngine({ scenarios: new Map([['on-query', rule]]), seed: 1, clock: virtualClock(0) })
    const ask = (sent: Record<string, string>) =>
      engine.decide({
        path: '/v1/people/profile',
        query: publicQuery(sent),
        key: 'k',
        requested: 'on-query',
        keyScenario: undefined,
      })
    expect(ask({ username: 'jane-doe' })).toBeUndefined()
    expect(ask({ [name]: 'yes' })?.rule).toBe(0)
  },
)
