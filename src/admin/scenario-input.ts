import type { z } from 'zod'
import type { RuleSchema } from '../scenarios/schema.js'
import type { ScenarioEngine } from '../scenarios/engine.js'

export type RuleInput = z.input<typeof RuleSchema>

/** A scenario given as data: its rules alone, or a scenario object whose name and description may be left out. */
export type ScenarioInput = readonly RuleInput[] | { name?: string; description?: string; rules: readonly RuleInput[] }

export const INLINE_NAME = 'inline'

/** Registers a scenario given as data and returns its name; a bad one throws a FileError naming the JSON path. */
export function defineScenario(engine: ScenarioEngine, input: unknown): string {
  const raw = Array.isArray(input) ? { rules: input } : input
  const filled =
    raw !== null && typeof raw === 'object' ? { name: INLINE_NAME, description: 'Scenario given as data at run time', ...raw } : raw
  return engine.define(filled, 'inline scenario').name
}
