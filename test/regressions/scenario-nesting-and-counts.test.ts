import { join } from 'node:path'
import { expect, it } from 'vitest'
import { FileError } from '../../src/errors.js'
import { loadScenarioDirs, loadScenarioFile } from '../../src/scenarios/loader.js'
import { MAX_BODY_DEPTH, MAX_RULES, MAX_SCENARIO_FILES } from '../../src/scenarios/limits.js'
import { DEV, testApp } from '../support/app.js'
import { tempDir, writeFiles } from '../support/tmp.js'
import { thrownBy } from '../support/throws.js'

// a scenario body nested 200,000 deep was accepted and every matching request got a generic 500; a file with 200,000
// rules took seconds to load; a YAML file nested that deep could crash the process in the parser

const PROFILE = '/v1/people/profile?username=jane-doe'

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`

/** The admin body as text, so its nesting is never built as an object here. */
const switchBody = (bodyText: string) => `{"scenario":{"rules":[{"effect":{"status":200,"body":${bodyText}}}]}}`
const pinBody = (bodyText: string) => `{"scenario":[{"effect":{"status":200,"body":${bodyText}}}]}`

it.each([
  ['arrays', MAX_BODY_DEPTH + 1, nested(MAX_BODY_DEPTH + 1)],
  ['objects', MAX_BODY_DEPTH + 1, nestedObject(MAX_BODY_DEPTH + 1)],
  ['arrays', 5_000, nested(5_000)],
  ['arrays', 200_000, nested(200_000)],
  ['objects and arrays', 100_000, nested(100_000, '{"a":[', ']}')],
])('refuses a body of %s nested %i deep with 400 naming the field, and keeps serving', async (_, _depth, text) => {
  const app = testApp()
  for (const [path, body] of [
    ['/__admin/scenario', switchBody(text)],
    ['/__admin/keys/mock-dev-key', pinBody(text)],
  ] as const) {
    const res = await app.request(path, { method: 'PUT', body })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: `$.scenario.rules[0].effect.body: nests deeper than ${MAX_BODY_DEPTH} levels`,
      code: 'BAD_REQUEST',
      field: '$.scenario.rules[0].effect.body',
    })
  }
  expect((await app.request(PROFILE, { headers: DEV })).status).toBe(200)
})

it.each([
  ['/__admin/scenario', '{"scenario":{"rules":[{"match":{"query":DEEP},"effect":{"status":503}}]}}', 'match.query'],
  ['/__admin/scenario', '{"scenario":{"description":DEEP,"rules":[]}}', '$.scenario.description'],
  ['/__admin/scenario', '{"scenario":{"rules":DEEP}}', '$.scenario.rules[0]'],
  ['/__admin/scenario', '{"scenario":{"rules":[{"effect":{"status":503,"extra":DEEP}}]}}', 'effect'],
  ['/__admin/scenario', '{"name":DEEP}', '$.name'],
  ['/__admin/scenario', 'DEEP', '$'],
  ['/__admin/keys/mock-dev-key', '{"scenario":DEEP}', '$.scenario.rules[0]'],
  ['/__admin/keys/mock-dev-key', '{"scenario":[{"effect":{"headers":DEEP}}]}', 'effect.headers'],
])('a value nested 200,000 deep elsewhere in %s (%s) is a 400 naming its place', async (path, template, field) => {
  const app = testApp()
  const res = await app.request(path, { method: 'PUT', body: template.replace('DEEP', nested(200_000)) })
  expect(res.status).toBe(400)
  const body = (await res.json()) as { code: string; field: string }
  expect(body.code).toBe('BAD_REQUEST')
  expect(body.field).toContain(field)
})

it.each([
  ['arrays', nested(MAX_BODY_DEPTH)],
  ['objects', nestedObject(MAX_BODY_DEPTH)],
])('accepts a body of %s nested to the limit and answers it as given', async (_, text) => {
  const app = testApp()
  expect((await app.request('/__admin/scenario', { method: 'PUT', body: switchBody(text) })).status).toBe(200)
  const res = await app.request(PROFILE, { headers: DEV })
  expect(res.status).toBe(200)
  expect(await res.text()).toBe(JSON.stringify(JSON.parse(text)))
})

it('refuses a body that refers to itself (in code) as nested too deep', () => {
  const app = testApp()
  const body: unknown[] = []
  body.push(body)
  const err = thrownBy(
    () => app.mock.scenarios.define({ name: 'loop', description: 'x', rules: [{ effect: { status: 200, body } }] }),
    FileError,
  )
  expect(err.path).toBe('$.rules[0].effect.body')
})

it.each([MAX_RULES + 1, 5_000])('refuses %i rules on the admin API with 400 naming rules', async (count) => {
  const app = testApp()
  const rules = Array.from({ length: count }, () => ({ effect: { status: 503 } }))
  const res = await app.request('/__admin/scenario', { method: 'PUT', body: JSON.stringify({ scenario: { rules } }) })
  expect(res.status).toBe(400)
  expect(await res.json()).toMatchObject({
    field: '$.scenario.rules',
    error: expect.stringContaining(`at most ${MAX_RULES} rules`),
  })
})

it('accepts exactly the most rules', async () => {
  const app = testApp()
  const rules = Array.from({ length: MAX_RULES }, (_, i) => ({
    match: { calls: { from: i + 2 } },
    effect: { status: 503 },
  }))
  const res = await app.request('/__admin/scenario', { method: 'PUT', body: JSON.stringify({ scenario: { rules } }) })
  expect(res.status).toBe(200)
})

it.each<[string, string, string, RegExp]>([
  [
    '200,000 rules',
    'many.json',
    JSON.stringify({ name: 'many', description: 'x', rules: Array(200_000).fill({ effect: { status: 503 } }) }),
    /^\$\.rules$/,
  ],
  [
    'a JSON body nested 200,000 deep',
    'deep.json',
    `{"name":"deep","description":"x","rules":[{"effect":{"status":200,"body":${nested(200_000)}}}]}`,
    /^\$\.rules\[0\]\.effect\.body$/,
  ],
  [
    'a YAML body of block sequences nested 200,000 deep',
    'deep.yaml',
    `name: deep\ndescription: x\nrules:\n  - effect:\n      status: 200\n      body:\n        ${'- '.repeat(200_000)}x\n`,
    /^\$$/,
  ],
  [
    'a YAML body of flow sequences nested 200,000 deep',
    'deep.yaml',
    `name: deep\ndescription: x\nrules:\n  - effect: { status: 200, body: ${nested(200_000)} }\n`,
    /^\$$/,
  ],
  [
    'a YAML body of flow mappings nested 100,000 deep',
    'deep.yml',
    `name: deep\ndescription: x\nrules:\n  - effect: { status: 200, body: ${nested(100_000, '{a: ', '}')} }\n`,
    /^\$$/,
  ],
  [
    'a YAML body of block mappings nested 70 deep',
    'deep.yaml',
    `name: deep\ndescription: x\nrules:\n  - effect:\n      status: 200\n      body:\n${Array.from({ length: 70 }, (_, i) => `${' '.repeat(8 + i)}a:`).join('\n')} 1\n`,
    /^\$\.rules\[0\]\.effect\.body$|^\$$/,
  ],
])('refuses a scenario file with %s, naming the file, the place and a fix', (_, name, text, path) => {
  const dir = tempDir()
  writeFiles(dir, { [name]: text })
  const err = thrownBy(() => loadScenarioFile(join(dir, name)), FileError)
  expect(err.file).toBe(join(dir, name))
  expect(err.path).toMatch(path)
  expect(err.problem).toMatch(
    new RegExp(
      `at most ${MAX_RULES} rules|nest(s|ed) (deeper|too deep).*${MAX_BODY_DEPTH}|deeper than ${MAX_BODY_DEPTH}`,
    ),
  )
  if (err.path === '$') expect(err.problem).toMatch(/at line \d+, column \d+/)
  expect(err.fix).toContain('docs/scenarios.md')
})

it('loads a YAML body nested to the limit, and refuses one level more naming the body', () => {
  const dir = tempDir()
  const file = (depth: number) =>
    `name: edge\ndescription: x\nrules:\n  - effect:\n      status: 200\n      body:\n        ${'- '.repeat(depth)}x\n`
  writeFiles(dir, { 'edge.yaml': file(MAX_BODY_DEPTH) })
  expect(loadScenarioFile(join(dir, 'edge.yaml')).rules[0]?.effect.body).toEqual(
    JSON.parse(nested(MAX_BODY_DEPTH).replace(/\[\]/, '["x"]')),
  )
  writeFiles(dir, { 'edge.yaml': file(MAX_BODY_DEPTH + 1) })
  const err = thrownBy(() => loadScenarioFile(join(dir, 'edge.yaml')), FileError)
  expect([err.path, err.problem]).toEqual(['$.rules[0].effect.body', `nests deeper than ${MAX_BODY_DEPTH} levels`])
})

it(`refuses more than ${MAX_SCENARIO_FILES} scenario files, naming the folder`, () => {
  const dir = tempDir()
  const files: Record<string, unknown> = {}
  for (let i = 0; i <= MAX_SCENARIO_FILES; i++) files[`s-${i}.json`] = { name: `s-${i}`, description: 'x', rules: [] }
  writeFiles(dir, files)
  const err = thrownBy(() => loadScenarioDirs([dir]), FileError)
  expect(err.file).toBe(dir)
  expect(err.problem).toContain(`more than ${MAX_SCENARIO_FILES} scenario files`)
  expect(err.fix).toBeTruthy()
})
