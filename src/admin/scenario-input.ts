import type { z } from 'zod'
import type { RuleSchema, Scenario } from '../scenarios/schema.js'
import type { ScenarioEngine } from '../scenarios/engine.js'

export type RuleInput = z.input<typeof RuleSchema>

/** A scenario given as data: its rules alone, or a scenario object whose name and description may be left out. */
export type ScenarioInput = readonly RuleInput[] | { name?: string; description?: string; rules: readonly RuleInput[] }

export const INLINE_NAME = 'inline'

/** Registers a scenario given as data and returns its name; a bad one throws a FileError naming the JSON path. */
export function defineScenario(engine: ScenarioEngine, input: unknown): string {
  const raw = Array.isArray(input) ? { rules: input } : input
  const filled =
    raw !== null && typeof raw === 'object'
      ? { name: INLINE_NAME, description: 'Scenario given as data at run time', ...raw }
      : raw
  return engine.define(filled, 'inline scenario').name
}

/**
 * A copy of a scenario whose rules apply to the first `times` calls of each key only; later calls get normal answers.
 */
export function firstCalls(scenario: Scenario, times: number, name = `${scenario.name}-first-${times}`): Scenario {
  const rules = scenario.rules.map((rule) => {
    const from = rule.match.calls?.from
    const to = Math.min(rule.match.calls?.to ?? times, times)
    return { ...rule, match: { ...rule.match, calls: from === undefined ? { to } : { from, to } } }
  })
  return { name, description: `${scenario.description} (first ${times} calls of each key)`, rules }
}
