import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, it } from 'vitest'
import { cliProcess } from '../support/cli.js'
import { getRequest, rawRequest } from '../support/raw-http.js'
import { tempDir } from '../support/tmp.js'
import { refused } from '../support/processes.js'

// Ctrl-C under `npm start` or `npx` reaches the server twice: from the terminal and again from npm (or tsx), which
// forwards it. The second copy counted as "stop now": the server exited 130 (143 for SIGTERM) and dropped the requests
// in flight. SIGHUP (the terminal closed) killed it without a stop at all. Now a copy is part of the same clean stop
// (exit 0), and SIGHUP stops like SIGTERM.

const dir = tempDir()
const scenarios = join(dir, 'scenarios')
mkdirSync(scenarios)
writeFileSync(
  join(scenarios, 'held.json'),
  JSON.stringify({ name: 'held', description: 'holds every request 1.5 s', rules: [{ effect: { latencyMs: 1500 } }] }),
)

const started: ChildProcess[] = []
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

async function startCli(): Promise<{ child: ChildProcess; port: number; exited: Promise<[number | null, string]> }> {
  const run = cliProcess(['serve', '--port', '0', '--no-fixtures', '--scenarios', scenarios])
  const child = spawn(run.command, run.args, { cwd: run.cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  started.push(child)
  let out = ''
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
  const exited = new Promise<[number | null, string]>((resolve) =>
    child.once('exit', (code, signal) => resolve([code ?? (signal ? -1 : null), out])),
  )
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out)
      if (m) resolve(Number(m[1]))
    })
    void exited.then(() => reject(new Error(`exited before listening:\n${out}`)))
  })
  return { child, port, exited }
}

describe.concurrent('a stop signal and the copies its parent forwards', () => {
  it.for(
    [
      ['SIGINT', 'SIGINT'],
      ['SIGTERM', 'SIGTERM'],
      ['SIGINT', 'SIGTERM'],
      ['SIGINT', 'SIGINT', 'SIGINT'],
      ['SIGHUP'],
      ['SIGHUP', 'SIGHUP'],
    ].map((signals) => ({ signals: signals as NodeJS.Signals[], name: signals.join(' then ') })),
  )(
    '$name: the request in flight gets its 200, and the exit is 0',
    { timeout: 40_000 },
    async ({ signals }, { expect }) => {
      const cli = await startCli()
      const held = rawRequest(
        cli.port,
        getRequest('/v1/people/profile?username=jane-doe', {
          Authorization: 'Bearer mock-dev-key',
          'X-Mock-Scenario': 'held',
        }),
        20_000,
      )
      // a fast answer: by then the server holds the earlier connection
      expect((await rawRequest(cli.port, getRequest('/__admin/clock'))).status).toBe(200)
      const [first, ...copies] = signals
      cli.child.kill(first as NodeJS.Signals)
      // the copies come once the stop is under way, as npm's does (the same signal sent twice at once is delivered once)
      await expect.poll(() => refused(cli.port), { timeout: 10_000, interval: 20 }).toBe(true)
      for (const signal of copies) cli.child.kill(signal)
      expect((await held).status).toBe(200)
      const [code, out] = await cli.exited
      expect(code, out).toBe(0)
    },
  )
})
