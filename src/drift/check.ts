import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { EndpointDef } from '../endpoints.js'
import { isPassthroughRecording, overriddenFixtureSkipped } from '../files.js'
import { printable } from '../util/printable.js'
import { driftOf, formatProblem, wildcardPath, type DriftProblem } from './walk.js'

const META_SUFFIX = '.meta.json'

/** One fixture's drift, or why it could not be read. */
export interface FixtureDrift {
  /** Path below the fixtures folder: `people/profile/jane-doe.json`. */
  file: string
  endpoint: string | null
  /** From the `.meta.json` beside it, when there is one. */
  recordedAt?: string
  /** Set when the file could not be checked at all (bad JSON, a folder that is no endpoint). */
  unreadable?: string
  problems: DriftProblem[]
}

export interface DriftReport {
  dir: string
  /** Fixture files looked at. */
  checked: number
  /** Only the fixtures with a problem, in path order. */
  fixtures: FixtureDrift[]
}

function* walkFiles(dir: string): Generator<string> {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  )
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue
    const full = join(dir, entry.name)
    if (entry.isDirectory()) yield* walkFiles(full)
    else if (entry.isFile()) yield full
  }
}

function recordedAt(file: string): string | undefined {
  try {
    const meta = JSON.parse(readFileSync(`${file.slice(0, -'.json'.length)}${META_SUFFIX}`, 'utf8')) as {
      recordedAt?: unknown
    }
    return typeof meta.recordedAt === 'string' ? meta.recordedAt : undefined
  } catch {
    return undefined
  }
}

/**
 * Checks every fixture in a folder against its endpoint's schema, offline. Reads the folder itself, so fixtures the
 * strict loader would refuse are reported instead of stopping the run. Throws only when the folder is unreadable.
 *
 * @example
 * const report = checkFixtures('fixtures', ENDPOINTS_BY_ID)
 * if (report.fixtures.length) process.exitCode = 1
 */
export function checkFixtures(
  dir: string,
  endpoints: ReadonlyMap<string, EndpointDef>,
  skip?: { ids: ReadonlySet<string>; warn: (message: string) => void },
): DriftReport {
  if (!statSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`)
  const report: DriftReport = { dir, checked: 0, fixtures: [] }
  for (const file of walkFiles(dir)) {
    if (!file.endsWith('.json') || file.endsWith(META_SUFFIX)) continue
    const rel = relative(dir, file).split(sep).join('/')
    const slash = rel.lastIndexOf('/')
    const folder = slash < 0 ? '' : rel.slice(0, slash)
    // as serve does: the package's own fixtures of an endpoint a config answers in its place are not its shape
    if (skip?.ids.has(folder)) {
      skip.warn(overriddenFixtureSkipped(file, folder))
      continue
    }
    const def = endpoints.get(slash < 0 ? '' : rel.slice(0, slash))
    // an undeclared path's pass-through recording has no schema to drift from
    if (!def && isPassthroughRecording(file)) continue
    report.checked++
    const at = recordedAt(file)
    const entry: FixtureDrift = {
      file: rel,
      endpoint: def?.id ?? null,
      ...(at ? { recordedAt: at } : {}),
      problems: [],
    }
    if (!def) {
      entry.unreadable = `folder "${slash < 0 ? '.' : rel.slice(0, slash)}" is not an endpoint`
      report.fixtures.push(entry)
      continue
    }
    let body: unknown
    try {
      body = JSON.parse(readFileSync(file, 'utf8'))
    } catch (err) {
      entry.unreadable = `invalid JSON: ${(err as Error).message}`
      report.fixtures.push(entry)
      continue
    }
    entry.problems = driftOf(def.schema, body)
    if (entry.problems.length) report.fixtures.push(entry)
  }
  return report
}

/** The report for people: per fixture, one line per problem, repeats across list items folded into `[*]`. */
export function formatDriftReport(report: DriftReport): string {
  const lines: string[] = []
  let problems = 0
  for (const f of report.fixtures) {
    lines.push(f.recordedAt ? `${f.file} (recorded ${f.recordedAt})` : f.file)
    if (f.unreadable) {
      problems++
      lines.push(`  unreadable     ${f.unreadable}`)
      continue
    }
    const groups = new Map<string, { problem: DriftProblem; path: string; count: number }>()
    for (const p of f.problems) {
      problems++
      const path = wildcardPath(p.path)
      const id = [p.kind, path, p.expected ?? '', p.actual ?? '', p.kind === 'invalid' ? p.message : ''].join('\u0000')
      const group = groups.get(id)
      if (group) group.count++
      else groups.set(id, { problem: p, path, count: 1 })
    }
    for (const g of groups.values()) {
      const shown = g.count > 1 ? g.path : g.problem.path
      lines.push(`  ${formatProblem(g.problem, shown)}${g.count > 1 ? `  [${g.count} items]` : ''}`)
    }
  }
  const n = report.fixtures.length
  lines.push(
    n === 0
      ? `no drift: ${report.checked} fixture(s) in ${report.dir} match their schemas`
      : `${n} of ${report.checked} fixture(s) in ${report.dir} drifted (${problems} problem(s))`,
  )
  // file names and the upstream's JSON keys are quoted: nothing in them reaches the terminal raw
  return `${lines.map(printable).join('\n')}\n`
}
