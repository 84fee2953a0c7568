// `npm run bench` end to end on the build, and its load generator's settle: a benchmark script that no test runs
// breaks unnoticed (a merge once left it a ReferenceError). Needs wrk (apt-get install -y wrk) and a built dist/.
import { execFile, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain script module, without types
import { SETTLE_MS, runLoad } from '../scripts/bench/load.mjs'
import { tempDir } from './support/tmp.js'

const run = promisify(execFile)
const ROOT = join(import.meta.dirname, '..')
const HAVE_WRK = spawnSync('wrk', ['--version']).error === undefined
if (!HAVE_WRK) process.stderr.write('\nbench tests SKIPPED: no wrk on the PATH (apt-get install -y wrk)\n')

describe.skipIf(!HAVE_WRK)('the benchmark', () => {
  it('runs a workload end to end on the build: its table row, its targets and its JSON', {
    timeout: 120_000,
  }, async () => {
    expect(existsSync(join(ROOT, 'dist', 'network-lookup-mock.cjs')), 'run npm run build first').toBe(true)
    const json = join(tempDir('nlm-bench-test-'), 'bench.json')
    const args = ['--only', 'fixture', '--duration', '1', '--reps', '1', '--warmup', '0', '--json', json]
    const { stdout } = await run(process.execPath, [join(ROOT, 'scripts', 'bench.mjs'), ...args], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    })
    expect(stdout).toMatch(/^\| fixture, 1 value +\| +\d+ \|/m)
    expect(stdout).toMatch(/^ {2}(PASS|FAIL) +fixture: >= 0\.60x bare Hono req\/s: \d/m)
    const report = JSON.parse(readFileSync(json, 'utf8'))
    const [fixture] = report.results
    expect(fixture.id).toBe('fixture')
    for (const server of ['mock', 'hono', 'baseline']) {
      expect(fixture[server].requests, server).toBeGreaterThan(0)
      expect(fixture[server].unexpected, server).toBe(0)
    }
  })

  it('measures the mock as a user starts it (log to a file, --log off) beside bare Hono, in the same rounds', {
    timeout: 120_000,
  }, async () => {
    const json = join(tempDir('nlm-bench-test-'), 'bench.json')
    const args = ['--only', 'log', '--duration', '1', '--reps', '1', '--warmup', '0', '--json', json]
    const { stdout } = await run(process.execPath, [join(ROOT, 'scripts', 'bench.mjs'), ...args], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    })
    expect(stdout).toMatch(/^ {2}default serve, pretty log to a file: \d+ req\/s \([\d.]+x bare Hono\)/m)
    expect(stdout).toMatch(/^ {2}(PASS|FAIL) +default serve \(log to a file\): >= 0\.60x bare Hono req\/s: \d/m)
    expect(stdout).toMatch(/^ {2}(PASS|FAIL) +--log off: >= 0\.70x bare Hono req\/s: \d/m)
    const { log } = JSON.parse(readFileSync(json, 'utf8'))
    for (const server of ['on', 'off', 'hono']) expect(log[server].requests, server).toBeGreaterThan(0)
    expect(log.lines).toBeGreaterThan(0)
    // three short rounds for one rep; each ratio the median of the rounds' own
    expect(log.rounds).toBe(3)
    for (const name of ['onHono', 'offHono', 'onOff', 'cpuOnHono', 'cpuOffHono'])
      expect(log.ratios[name], name).toBeGreaterThan(0)
    expect(log.ratio).toBe(log.ratios.onOff)
  })

  it('weighs the chaos stage with no profile in force against a whole answer, in the same run', {
    timeout: 120_000,
  }, async () => {
    const json = join(tempDir('nlm-bench-test-'), 'bench.json')
    const { stdout } = await run(
      process.execPath,
      [join(ROOT, 'scripts', 'bench.mjs'), '--only', 'chaos', '--json', json],
      {
        cwd: ROOT,
        maxBuffer: 16 * 1024 * 1024,
      },
    )
    expect(stdout).toMatch(
      /^ {2}(PASS|FAIL) +chaos off: the chaos stage's CPU <= 1% of a fixture answer's \(in process\): [\d.]+ ns of [\d.]+ µs/m,
    )
    const { chaos } = JSON.parse(readFileSync(json, 'utf8'))
    expect(chaos.stageNs).toBeGreaterThan(0)
    expect(chaos.requestUs).toBeGreaterThan(chaos.stageNs / 1000)
  })

  it('holds each connection’s first request until all are open, and only the first', { timeout: 60_000 }, async () => {
    const CONNECTIONS = 20
    const opened: number[] = []
    const firstRequest: number[] = []
    const lastRequest = new Map<Socket, number>()
    const gaps: number[] = []
    // a handler that blocks the loop a while: a busy server is slow to accept, as in a benchmark
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const socket = req.socket
      const now = performance.now()
      const last = lastRequest.get(socket)
      if (last === undefined) firstRequest.push(now)
      else gaps.push(now - last)
      lastRequest.set(socket, now)
      const until = performance.now() + 1
      while (performance.now() < until);
      res.end('{}')
    })
    server.on('connection', () => opened.push(performance.now()))
    server.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const started = performance.now()
    try {
      const result = await runLoad({
        tool: 'wrk',
        origin: `http://127.0.0.1:${port}`,
        target: { path: '/x' },
        durationS: 2,
        connections: CONNECTIONS,
        tmp: tempDir('nlm-bench-load-'),
      })
      const first = Math.min(...firstRequest)
      // no request came sooner than the settle after wrk started (a loaded machine only makes it later) ...
      expect(first - started).toBeGreaterThanOrEqual(SETTLE_MS)
      // ... by which time the server had accepted every connection (and wrk's probe of the address, one more)
      expect(opened.filter((t) => t < first).length).toBeGreaterThanOrEqual(CONNECTIONS)
      // the later requests were not held: a connection's next request followed its answer without a settle's wait
      expect(result.requests).toBeGreaterThan(CONNECTIONS)
      expect(Math.min(...gaps)).toBeLessThan(SETTLE_MS)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })
})
