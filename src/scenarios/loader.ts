import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import { createRequire } from 'node:module'
import { FileError, jsonPath, syntaxProblem } from '../errors.js'
import { ScenarioSchema, type Scenario } from './schema.js'

const requireCjs = createRequire(import.meta.url)
/** yaml is loaded only when a YAML scenario exists: start-up is dominated by module loading. */
function parseYaml(text: string): unknown {
  return (requireCjs('yaml') as typeof import('yaml')).parse(text)
}

const EXTENSIONS = new Set(['.json', '.yaml', '.yml'])

/** Validates one scenario object, naming the file and the JSON path of the first problem. */
export function parseScenario(raw: unknown, file: string): Scenario {
  // jitless: compiling the schema's fast path costs more at start-up than checking a few small files
  const result = ScenarioSchema.safeParse(raw, { jitless: true })
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new FileError(file, issue ? jsonPath(issue.path) : '$', issue?.message ?? 'invalid scenario', 'see the scenario format in README.md')
  }
  return result.data
}

export function loadScenarioFile(file: string): Scenario {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (err) {
    throw new FileError(file, '$', `cannot read (${(err as NodeJS.ErrnoException).code ?? 'unreadable'})`)
  }
  let raw: unknown
  try {
    raw = extname(file) === '.json' ? JSON.parse(text) : parseYaml(text)
  } catch (err) {
    throw new FileError(file, '$', syntaxProblem(text, err), 'fix the file syntax')
  }
  const scenario = parseScenario(raw, file)
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
