import { readdirSync, statSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import { FileError } from '../errors.js'
import { readFile, validate } from '../files.js'
import { ScenarioSchema, type Scenario } from './schema.js'

const EXTENSIONS = new Set(['.json', '.yaml', '.yml'])

const FIX = 'see the scenario format in README.md'

/** Validates one scenario object, naming the file and the JSON path of the first problem. */
export function parseScenario(raw: unknown, file: string): Scenario {
  return validate(file, raw, ScenarioSchema, { kind: 'scenario', fix: FIX })
}

export function loadScenarioFile(file: string): Scenario {
  const scenario = readFile(file, ScenarioSchema, { kind: 'scenario', fix: FIX })
  const stem = basename(file, extname(file))
  if (scenario.name !== stem) {
    throw new FileError(file, '$.name', `name "${scenario.name}" differs from the file name "${stem}"`, `rename the file or set name to "${stem}"`)
  }
  return scenario
}

/** Every scenario file in the folders, later folders overriding earlier ones by name. */
export function loadScenarioDirs(dirs: readonly string[]): Map<string, Scenario> {
  const scenarios = new Map<string, Scenario>()
  for (const dir of dirs) {
    let names: string[]
    try {
      if (!statSync(dir).isDirectory()) continue
      names = readdirSync(dir).sort()
    } catch {
      continue
    }
    for (const name of names) {
      if (!EXTENSIONS.has(extname(name))) continue
      const scenario = loadScenarioFile(join(dir, name))
      scenarios.set(scenario.name, scenario)
    }
  }
  return scenarios
}
