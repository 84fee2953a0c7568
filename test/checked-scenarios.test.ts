import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadScenarioFile } from '../src/scenarios/loader.js'
import { scenarioKey, writeCheckedScenarios } from '../src/scenarios/checked-scenarios.js'
import type { Scenario } from '../src/scenarios/schema.js'
import { tempDir } from './support/tmp.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SCENARIOS = join(ROOT, 'scenarios')
const SHIPPED = readdirSync(SCENARIOS).filter((name) => name.endsWith('.json'))

describe("the package's scenario files the build parsed", () => {
  it('in the built package, each shipped text gives back what parsing it gives; any other text gives nothing', {
    tags: ['process'],
    timeout: 60_000,
  }, async () => {
    const dist = fileURLToPath(new URL('../dist/', import.meta.url))
    expect(existsSync(join(dist, 'tables', 'checked-scenarios.json')), 'run npm run build first').toBe(true)
    const checked = (await import(
      join(dist, 'scenarios', 'checked-scenarios.js')
    )) as typeof import('../src/scenarios/checked-scenarios.js')
    expect(SHIPPED.length).toBeGreaterThan(5)
    for (const name of SHIPPED) {
      const text = readFileSync(join(SCENARIOS, name), 'utf8')
      expect(checked.checkedScenario(text), name).toEqual(loadScenarioFile(join(SCENARIOS, name)))
      // the same scenario written otherwise is another text: parsed at the start
      for (const other of [`${text}\n`, ` ${text}`, text.replace(/"/, '"\u00a0'), text.slice(0, -1)])
        expect(checked.checkedScenario(other), name).toBeUndefined()
    }
  })

  it('in the built package, each read is a copy of its own: a change to one never reaches the next', async () => {
    const dist = fileURLToPath(new URL('../dist/', import.meta.url))
    const checked = (await import(
      join(dist, 'scenarios', 'checked-scenarios.js')
    )) as typeof import('../src/scenarios/checked-scenarios.js')
    const text = readFileSync(join(SCENARIOS, 'slow.json'), 'utf8')
    const first = checked.checkedScenario(text) as Scenario
    first.rules.length = 0
    first.description = 'changed'
    expect(checked.checkedScenario(text)).toEqual(loadScenarioFile(join(SCENARIOS, 'slow.json')))
  })

  it.each<[string, Scenario, boolean]>([
    ['a plain scenario', { name: 'a', description: 'd', rules: [] }, true],
    ['a field left undefined', { name: 'b', description: 'd', rules: [], extra: undefined } as Scenario, false],
    ['a value JSON writes otherwise', { name: 'c', description: 'd', rules: [{ when: new Date(0) }] } as never, false],
  ])('stores %s only if JSON gives it back as it is', (_, scenario, kept) => {
    const dist = tempDir('nlm-checked-scenarios-')
    expect(writeCheckedScenarios(dist, [['text', scenario]])).toBe(kept ? 1 : 0)
    const stored = JSON.parse(readFileSync(join(dist, 'tables', 'checked-scenarios.json'), 'utf8'))
    expect(stored.scenarios).toEqual(kept ? { [scenarioKey('text')]: scenario } : {})
  })
})
