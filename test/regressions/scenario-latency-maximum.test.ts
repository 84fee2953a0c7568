import { join } from 'node:path'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { virtualClock } from '../../src/clock.js'
import { FileError } from '../../src/errors.js'
import { ScenarioEngine } from '../../src/scenarios/engine.js'
import { MAX_LATENCY_MS } from '../../src/scenarios/limits.js'
import { loadScenarioFile } from '../../src/scenarios/loader.js'
import { testApp } from '../support/app.js'
import { tempDir, writeFiles } from '../support/tmp.js'
import { thrownBy } from '../support/throws.js'

// latencyMs above Node's timer limit (2^31-1 ms) was accepted, and the timer fired at once: no delay at all

const TIMER_LIMIT = 2 ** 31 - 1

it.each([
  [MAX_LATENCY_MS + 1, '$.scenario.rules[0].effect.latencyMs'],
  [TIMER_LIMIT, '$.scenario.rules[0].effect.latencyMs'],
  [TIMER_LIMIT + 1, '$.scenario.rules[0].effect.latencyMs'],
  [2 ** 40, '$.scenario.rules[0].effect.latencyMs'],
  [Number.MAX_SAFE_INTEGER, '$.scenario.rules[0].effect.latencyMs'],
  [[0, TIMER_LIMIT + 1], '$.scenario.rules[0].effect.latencyMs'],
  [[MAX_LATENCY_MS + 1, MAX_LATENCY_MS + 2], '$.scenario.rules[0].effect.latencyMs'],
])('refuses latencyMs %j with 400 naming the field and the maximum', async (latencyMs, field) => {
  const app = testApp()
  for (const path of ['/__admin/scenario', '/__admin/keys/mock-dev-key']) {
    const rules = [{ effect: { latencyMs } }]
    const res = await app.request(path, {
      method: 'PUT',
      body: JSON.stringify({ scenario: path.includes('keys') ? rules : { rules } }),
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { field: string; error: string; code: string }
    expect(body.code).toBe('BAD_REQUEST')
    expect(body.field.startsWith(field)).toBe(true)
    expect(body.error).toContain(`at most ${MAX_LATENCY_MS} ms`)
  }
})

it('refuses it in a scenario file, naming the file, the JSON path and a fix', () => {
  const dir = tempDir()
  writeFiles(dir, {
    'forever.yaml': `name: forever\ndescription: x\nrules:\n  - effect: { latencyMs: [1000, ${TIMER_LIMIT + 1}] }\n`,
  })
  const err = thrownBy(() => loadScenarioFile(join(dir, 'forever.yaml')), FileError)
  expect(err.path).toMatch(/^\$\.rules\[0\]\.effect\.latencyMs/)
  expect(err.problem).toContain(`at most ${MAX_LATENCY_MS} ms`)
  expect(err.fix).toContain('docs/scenarios.md')
})

it.each([MAX_LATENCY_MS, [0, MAX_LATENCY_MS], [MAX_LATENCY_MS, MAX_LATENCY_MS]])(
  'accepts latencyMs %j',
  async (latencyMs) => {
    const app = testApp()
    const res = await app.request('/__admin/scenario', {
      method: 'PUT',
      body: JSON.stringify({ scenario: { rules: [{ effect: { latencyMs } }] } }),
    })
    expect(res.status).toBe(200)
  },
)

it('every delay a rule can draw is one a timer keeps', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: MAX_LATENCY_MS }),
      fc.integer({ min: 0, max: MAX_LATENCY_MS }),
      fc.integer({ min: 1, max: 20 }),
      (a, b, calls) => {
        const engine = new ScenarioEngine({ scenarios: new Map(), seed: 7, clock: virtualClock(0) })
        const [min, max] = a <= b ? [a, b] : [b, a]
        engine.define({ name: 'slow-range', description: 'x', rules: [{ effect: { latencyMs: [min, max] } }] })
        for (let i = 0; i < calls; i++) {
          const d = engine.decide({
            path: '/v1/people/profile',
            query: {},
            key: 'k',
            requested: 'slow-range',
            keyScenario: undefined,
          })
          expect(d?.latencyMs).toBeGreaterThanOrEqual(min)
          expect(d?.latencyMs).toBeLessThanOrEqual(max)
          expect(d?.latencyMs).toBeLessThanOrEqual(TIMER_LIMIT)
        }
      },
    ),
    { numRuns: 200 },
  )
})
