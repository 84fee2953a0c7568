// The "three runs under load" check: `npm test` three times in a row while a CPU burner keeps every core busy.
// Each run's time and failures are printed; the exit code is 1 if any run failed.
//   npm run test:load                      three runs of the whole suite
//   npm run test:load -- --runs 5          five runs
//   npm run test:load -- test/cli.test.ts  the named files only (anything after the options goes to vitest)
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'

// leading options are this script's; everything else goes to vitest as given
const args = process.argv.slice(2)
let runsText = '3'
while (args.length > 0) {
  if (args[0] === '--help' || args[0] === '-h') {
    console.log('usage: node scripts/test-under-load.mjs [--runs N] [vitest arguments...]')
    process.exit(0)
  } else if (args[0] === '--runs') {
    runsText = args[1] ?? ''
    args.splice(0, 2)
  } else if (args[0]?.startsWith('--runs=')) {
    runsText = args[0].slice('--runs='.length)
    args.shift()
  } else break
}
const runs = Number(runsText)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of at least 1, not ${runsText}`)
  process.exit(2)
}
const vitestArgs = args

// each run gets at most this long, room for the whole suite beside busy loops on two cores; the burners stop by
// themselves after all runs' worth, should this script die
const RUN_LIMIT_MS = 30 * 60_000
const cores = availableParallelism()
const out = mkdtempSync(join(tmpdir(), 'test-under-load-'))

/** One busy loop per core, each in a process of its own that ends itself after `ms`. */
function startBurners(ms) {
  const burnerCode = `const end = Date.now() + ${ms}; let x = 0; while (Date.now() < end) x = (x * 31 + 7) % 1000003`
  return Array.from({ length: cores }, () => spawn(process.execPath, ['-e', burnerCode], { stdio: 'ignore' }))
}

function stopBurners(burners) {
  for (const child of burners) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

/** The run's npm, while one runs: an interrupt stops it and its group too. */
let running

/** Stops a run's npm and, on a platform with process groups, everything it started. */
function stopRun(child) {
  if (process.platform === 'win32') child.kill('SIGTERM')
  else
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // the group has ended already
    }
}

/** `npm test` with a JSON report; resolves with its exit code, time and report. */
function runSuite(n) {
  const report = join(out, `run-${n}.json`)
  const args = ['test', '--', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`, ...vitestArgs]
  const started = Date.now()
  return new Promise((resolve) => {
    const windows = process.platform === 'win32'
    // a group of its own, so the limit stops vitest and its workers too, not only npm
    const child = spawn('npm', args, { stdio: 'inherit', shell: windows, detached: !windows })
    running = child
    const limit = setTimeout(() => stopRun(child), RUN_LIMIT_MS)
    child.on('exit', (code, signal) => {
      clearTimeout(limit)
      running = undefined
      let json
      try {
        json = JSON.parse(readFileSync(report, 'utf8'))
      } catch {
        json = undefined
      }
      resolve({ code: code ?? signal, seconds: (Date.now() - started) / 1000, json })
    })
  })
}

/** Every failed test with the first lines of its message, and files that failed outside a test. */
function failures(json) {
  if (!json) return ['no report: the run ended before vitest wrote one']
  return json.testResults.flatMap((file) => {
    const name = file.name.replace(`${process.cwd()}/`, '')
    const tests = file.assertionResults
      .filter((t) => t.status === 'failed')
      .map(
        (t) =>
          `${name} > ${t.fullName}\n      ${(t.failureMessages[0] ?? '').split('\n').slice(0, 4).join('\n      ')}`,
      )
    if (tests.length === 0 && file.status === 'failed') tests.push(`${name}: ${file.message.split('\n')[0]}`)
    return tests
  })
}

console.log(`${runs} run(s) of npm test with ${cores} busy loop(s) beside them; load average ${load()}`)
const burners = startBurners(runs * RUN_LIMIT_MS)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (running) stopRun(running)
    stopBurners(burners)
    process.exit(130)
  })
}
const results = []
try {
  for (let n = 1; n <= runs; n++) {
    console.log(`\n--- run ${n} of ${runs} (load average ${load()})`)
    const run = await runSuite(n)
    const failed = failures(run.json)
    results.push({ ...run, failed, loadAfter: load() })
    const passed = run.json?.numPassedTests ?? 0
    console.log(
      `\n--- run ${n}: ${run.seconds.toFixed(1)} s, ${passed} passed, ${failed.length} failed, exit ${run.code}`,
    )
  }
} finally {
  stopBurners(burners)
  rmSync(out, { recursive: true, force: true })
}

console.log(`\nnpm test under load (${cores} busy loops):`)
for (const [i, r] of results.entries()) {
  const passed = r.json?.numPassedTests ?? 0
  console.log(
    `  run ${i + 1}: ${r.seconds.toFixed(1)} s, ${passed} passed, ${r.failed.length} failed (load average after: ${r.loadAfter})`,
  )
  for (const f of r.failed) console.log(`    ${f}`)
}
const bad = results.filter((r) => r.code !== 0 || r.failed.length > 0).length
console.log(bad === 0 ? `all ${runs} runs passed` : `${bad} of ${runs} runs failed`)
process.exit(bad === 0 ? 0 : 1)
