// Runner helpers end to end: vitest runs started from here, each with its own global setup and workers.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs')
// the child is stopped before this test times out, so what it printed is in the failure message
const CHILD_TIMEOUT_MS = 100_000
const TEST_TIMEOUT_MS = CHILD_TIMEOUT_MS + 20_000
const out = mkdtempSync(join(tmpdir(), 'runners-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

interface JsonReport {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
  testResults: {
    name: string
    status: string
    message: string
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
  }[]
}

interface ChildRun {
  /** Undefined when the child wrote no report (it crashed or was stopped). */
  report?: JsonReport
  /** How the child ended and what it printed: the message of every failed expectation here. */
  story: string
}

/** Runs vitest on one config in a child process, as CI would; the JSON report says what passed. */
function runVitest(config: string): Promise<ChildRun> {
  const file = join(out, `${config.replaceAll('/', '_')}.json`)
  // the child is a run of its own, not a worker of this one; and it starts its own mock
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && !k.startsWith('NETWORK_LOOKUP_MOCK')),
  )
  const started = Date.now()
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [VITEST, 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      {
        cwd: ROOT,
        env: { ...env, NODE_ENV: 'test', NO_COLOR: '1', FORCE_COLOR: '0' },
        timeout: CHILD_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
      },
      (err, stdout, stderr) => {
        let report: JsonReport | undefined
        try {
          report = JSON.parse(readFileSync(file, 'utf8')) as JsonReport
        } catch {
          report = undefined
        }
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        const ended = !err
          ? 'exited 0'
          : err.killed
            ? `was stopped after ${seconds} s (the limit is ${CHILD_TIMEOUT_MS / 1000} s)`
            : `exited ${String(err.code ?? err.signal)}`
        const failed = (report?.testResults ?? []).flatMap((t) => [
          ...(t.status === 'passed' || !t.message ? [] : [`${t.name}: ${t.message}`]),
          ...t.assertionResults
            .filter((a) => a.status === 'failed')
            .map((a) => `${a.fullName}: ${a.failureMessages[0]?.split('\n')[0] ?? ''}`),
        ])
        const story = [
          `vitest --config ${config} ${ended} after ${seconds} s${report ? '' : ', writing no report'}`,
          ...(failed.length ? ['failures:', ...failed] : []),
          'its output:',
          `${stdout}\n${stderr}`.trim().slice(-8000),
        ].join('\n')
        resolve({ ...(report ? { report } : {}), story })
      },
    )
  })
}

const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1)

describe('runner helpers', () => {
  const run = runVitest('test/testing/parallel/vitest.config.ts')

  it(
    'four vitest workers using useMock() each exhaust their own key at the same time, never seeing the others',
    async () => {
      const { report, story } = await run
      const parallel = report?.testResults.filter((t) => t.name.includes('/parallel/')) ?? []

      expect(parallel.map((t) => fileName(t.name)).sort(), story).toEqual([
        'worker-1.check.ts',
        'worker-2.check.ts',
        'worker-3.check.ts',
        'worker-4.check.ts',
      ])
      expect(
        parallel.filter((t) => t.status !== 'passed').map((t) => fileName(t.name)),
        story,
      ).toEqual([])
    },
    TEST_TIMEOUT_MS,
  )

  it(
    'the vitest example passes: one mock from the global setup, a key per file',
    async () => {
      const { report, story } = await run
      const example = report?.testResults.filter((t) => t.name.includes('/examples/vitest-suite/')) ?? []

      expect(example.map((t) => fileName(t.name)).sort(), story).toEqual(['credits.test.ts', 'profiles.test.ts'])
      expect(
        example.filter((t) => t.status !== 'passed').map((t) => fileName(t.name)),
        story,
      ).toEqual([])
      const tests = example.flatMap((t) => t.assertionResults)
      expect(
        tests.filter((t) => t.status === 'passed'),
        story,
      ).toHaveLength(6)
    },
    TEST_TIMEOUT_MS,
  )
})
