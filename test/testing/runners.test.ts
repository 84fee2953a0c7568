// Runner helpers end to end: vitest runs started from here, each with its own global setup and workers.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs')
const out = mkdtempSync(join(tmpdir(), 'runners-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

interface JsonReport {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
  testResults: { name: string; status: string; message: string }[]
}

/** Runs vitest on one config in a child process, as CI would; the JSON report says what passed. */
function runVitest(config: string): Promise<{ report: JsonReport; output: string }> {
  const file = join(out, `${config.replaceAll('/', '_')}.json`)
  // the child is a run of its own, not a worker of this one; and it starts its own mock
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && !k.startsWith('NETWORK_LOOKUP_MOCK')),
  )
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [VITEST, 'run', '--config', config, '--reporter=json', `--outputFile=${file}`],
      { cwd: ROOT, env: { ...env, NODE_ENV: 'test' }, timeout: 60_000 },
      (_err, stdout, stderr) => {
        let report: JsonReport
        try {
          report = JSON.parse(readFileSync(file, 'utf8')) as JsonReport
        } catch {
          report = { numTotalTests: 0, numPassedTests: 0, numFailedTests: 0, testResults: [] }
        }
        resolve({ report, output: `${stdout}\n${stderr}` })
      },
    )
  })
}

const failures = (r: JsonReport) =>
  r.testResults.filter((t) => t.status !== 'passed').map((t) => `${t.name}: ${t.message}`)

describe('runner helpers', () => {
  const run = runVitest('test/testing/parallel/vitest.config.ts')

  it('four vitest workers using useMock() each exhaust their own key at the same time, never seeing the others', async () => {
    const { report, output } = await run
    const parallel = report.testResults.filter((t) => t.name.includes('/parallel/'))

    expect(failures(report), output).toEqual([])
    expect(parallel.map((t) => t.name.slice(t.name.lastIndexOf('/') + 1)).sort()).toEqual([
      'worker-1.check.ts',
      'worker-2.check.ts',
      'worker-3.check.ts',
      'worker-4.check.ts',
    ])
    expect(parallel.every((t) => t.status === 'passed')).toBe(true)
  }, 60_000)

  it('the vitest example passes: one mock from the global setup, a key per file', async () => {
    const { report } = await run
    const example = report.testResults.filter((t) => t.name.includes('/examples/vitest-suite/'))

    expect(example.map((t) => t.name.slice(t.name.lastIndexOf('/') + 1)).sort()).toEqual([
      'credits.test.ts',
      'profiles.test.ts',
    ])
    expect(example.every((t) => t.status === 'passed')).toBe(true)
    expect(report.numFailedTests).toBe(0)
    expect(report.numPassedTests).toBe(10)
  }, 60_000)
})
