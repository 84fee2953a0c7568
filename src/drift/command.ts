import { ENDPOINTS_BY_ID } from '../endpoints.js'
import { overriddenIds } from '../extend/endpoint.js'
import { loadConfig } from '../extend/load.js'
import { DEFAULT_FIXTURES_DIR, DEFAULT_NOW } from '../options.js'
import { checkFixtures, formatDriftReport } from './check.js'
import { printable } from '../util/printable.js'

export interface DriftCommandOptions {
  fixtures?: string
  /** A config file whose endpoints' fixtures are checked too. */
  config?: string
  json?: boolean
  write?: (text: string) => void
  writeError?: (text: string) => void
}

/**
 * `drift`: 0 when every fixture matches its schema, 1 when any drifted or is unreadable, 2 when the folder is missing.
 */
export function runDrift({
  fixtures: given,
  config,
  json = false,
  write = (t) => process.stdout.write(t),
  writeError = (t) => process.stderr.write(t),
}: DriftCommandOptions): number {
  let report: ReturnType<typeof checkFixtures>
  let endpoints = ENDPOINTS_BY_ID
  let skip: Parameters<typeof checkFixtures>[2]
  const fixtures = given ?? DEFAULT_FIXTURES_DIR
  try {
    if (config !== undefined) {
      const table = loadConfig(config, new Date(DEFAULT_NOW)).endpoints
      endpoints = new Map(table.map((e) => [e.id, e]))
      // the package's own folder, as serve reads it: without the endpoints the config answers in their place
      if (given === undefined) skip = { ids: overriddenIds(table), warn: (m) => writeError(`${printable(m)}\n`) }
    }
  } catch (err) {
    writeError(`${printable(`network-lookup-mock drift: ${(err as Error).message}`)}\n`)
    return 2
  }
  try {
    report = checkFixtures(fixtures, endpoints, skip)
  } catch (err) {
    writeError(
      `${printable(`network-lookup-mock drift: cannot read fixtures folder ${fixtures}: ${(err as Error).message}`)}\n`,
    )
    return 2
  }
  const drifted = report.fixtures.length
  if (json) write(`${JSON.stringify({ ...report, drifted }, null, 2)}\n`)
  else write(formatDriftReport(report))
  return drifted ? 1 : 0
}
