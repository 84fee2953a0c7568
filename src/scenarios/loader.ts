import { readdirSync, statSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import { z } from 'zod'
import { ENDPOINTS, type EndpointDef } from '../endpoints.js'
import { FileError } from '../errors.js'
import { lineColumn, readFile, validate, yamlNestingPast } from '../files.js'
import { didYouMean } from '../util/closest.js'
import { builtOnUse } from '../util/lazy.js'
import { checkedScenario } from './checked-scenarios.js'
import { compileGlob, endpointIdOf } from './glob.js'
import { MAX_BODY_DEPTH, MAX_SCENARIO_FILES } from './limits.js'
import { ScenarioSchema, type Scenario } from './schema.js'

const EXTENSIONS = new Set(['.json', '.yaml', '.yml'])

const FIX = 'see the scenario format in docs/scenarios.md'

/** Query names every endpoint reads besides its parameter and aliases. */
const PAGING = ['page', 'start']

export function queryNames(def: EndpointDef): string[] {
  return [def.param, ...def.aliases.map((a) => a.name), ...PAGING]
}

/** The endpoints one `endpoint` pattern names; a pattern naming none is refused with the closest id. */
function endpointsOf(pattern: string, file: string, path: string, table: readonly EndpointDef[]): EndpointDef[] {
  const id = endpointIdOf(pattern)
  const test = compileGlob(id)
  const found = table.filter((e) => test(e.id))
  if (found.length > 0) return found
  // what was probably meant: without a method, a query or a leading /v1
  const meant = endpointIdOf(id.replace(/^[A-Z]+\s+/, '').split('?')[0] ?? '')
  const hint = pattern.includes('?')
    ? '; query values go in match.query'
    : /^[A-Z]+\s/.test(pattern)
      ? '; rules match GET requests, give the path alone'
      : ''
  throw new FileError(
    file,
    path,
    `endpoint "${pattern}" names no endpoint${didYouMean(
      meant,
      table.map((e) => e.id),
    )}${hint}`,
    `use an endpoint id such as people/profile, a path such as /v1/people/profile, or a * pattern`,
  )
}

/** Rules that can never match are refused: an unknown endpoint, or a query name the endpoint does not read. */
function checkRules(scenario: Scenario, file: string, table: readonly EndpointDef[]): void {
  scenario.rules.forEach((rule, i) => {
    const at = `$.rules[${i}].match`
    const { endpoint, query } = rule.match
    const patterns = endpoint === undefined ? [] : Array.isArray(endpoint) ? endpoint : [endpoint]
    const defs =
      patterns.length === 0
        ? [...table]
        : patterns.flatMap((p, j) =>
            endpointsOf(p, file, Array.isArray(endpoint) ? `${at}.endpoint[${j}]` : `${at}.endpoint`, table),
          )
    const known = [...new Set(defs.flatMap(queryNames))]
    for (const name of Object.keys(query ?? {})) {
      if (!known.includes(name)) {
        const which = patterns.length === 0 ? 'no endpoint' : `${[...new Set(defs.map((d) => d.id))].join(', ')}`
        throw new FileError(
          file,
          `${at}.query.${name}`,
          `${which} takes a query parameter "${name}"${didYouMean(name, known)}`,
          `the parameters are ${known.join(', ')}`,
        )
      }
    }
  })
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object'

/**
 * The scenario schema, refusing first an own `__proto__` key in a rule's query or headers: zod leaves it out without a
 * word, and a query left empty matches every request.
 */
const LoadableSchema = builtOnUse(() =>
  z
    .unknown()
    .superRefine((raw, ctx) => {
      const rules = isObject(raw) && Array.isArray(raw.rules) ? raw.rules : []
      rules.forEach((rule: unknown, i) => {
        if (!isObject(rule)) return
        for (const [part, field, message] of [
          ['match', 'query', 'query names starting with __ never reach rules'],
          ['effect', 'headers', 'a header cannot be named __proto__'],
        ] as const) {
          const holder = rule[part]
          const record = isObject(holder) ? holder[field] : undefined
          if (isObject(record) && Object.hasOwn(record, '__proto__'))
            ctx.addIssue({ code: 'custom', path: ['rules', i, part, field, '__proto__'], message })
        }
      })
    })
    .pipe(ScenarioSchema),
)

/** Deep YAML is refused before the parser's recursive stage; the schema then bounds a body to MAX_BODY_DEPTH. */
function checkYamlNesting(file: string, text: string): void {
  // a body sits four levels down: scenario, rules, rule, effect; the rest is slack for YAML's own constructs
  const at = yamlNestingPast(text, MAX_BODY_DEPTH + 8)
  if (at === undefined) return
  throw new FileError(
    file,
    '$',
    `nested too deep at ${lineColumn(text, at)}: a rule's body nests at most ${MAX_BODY_DEPTH} levels`,
    FIX,
  )
}

/** Validates one scenario object, naming the file and the JSON path of the first problem. */
export function parseScenario(raw: unknown, file: string, table: readonly EndpointDef[] = ENDPOINTS): Scenario {
  return validate(file, raw, LoadableSchema, { kind: 'scenario', fix: FIX, check: (s) => checkRules(s, file, table) })
}

export function loadScenarioFile(file: string, table: readonly EndpointDef[] = ENDPOINTS): Scenario {
  const scenario = readFile(file, LoadableSchema, {
    kind: 'scenario',
    fix: FIX,
    check: (s) => checkRules(s, file, table),
    ...(/\.ya?ml$/i.test(file) ? { text: (text: string) => checkYamlNesting(file, text) } : {}),
    // a text the build parsed and checked against the built-in endpoints is not parsed again
    ...(table === ENDPOINTS ? { known: checkedScenario } : {}),
  })
  const stem = basename(file, extname(file))
  if (scenario.name !== stem) {
    throw new FileError(
      file,
      '$.name',
      `name "${scenario.name}" differs from the file name "${stem}"`,
      `rename the file or set name to "${stem}"`,
    )
  }
  return scenario
}

/** Every scenario file in the folders, later folders overriding earlier ones by name. */
export function loadScenarioDirs(
  dirs: readonly string[],
  table: readonly EndpointDef[] = ENDPOINTS,
): Map<string, Scenario> {
  const scenarios = new Map<string, Scenario>()
  let files = 0
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
      if (++files > MAX_SCENARIO_FILES)
        throw new FileError(
          dir,
          '',
          `more than ${MAX_SCENARIO_FILES} scenario files in the scenario folders`,
          'keep fewer files; one scenario holds many rules, and one rule can match several endpoints',
        )
      const scenario = loadScenarioFile(join(dir, name), table)
      scenarios.set(scenario.name, scenario)
    }
  }
  return scenarios
}
