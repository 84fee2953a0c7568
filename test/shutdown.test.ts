import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, it } from 'vitest'
import { keyHash, readStateFile } from '../src/state-file.js'
import { bundles } from './support/cli.js'
import { getRequest, rawRequest, type RawAnswer } from './support/raw-http.js'
import { refused } from './support/processes.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'mock-shutdown-'))
const scenarios = join(dir, 'scenarios')
mkdirSync(scenarios)
// a scenario that holds a request 2 s: time enough to watch the server close around it
writeFileSync(
  join(scenarios, 'held.json'),
  JSON.stringify({ name: 'held', description: 'holds every request 2 s', rules: [{ effect: { latencyMs: 2000 } }] }),
)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Cli {
  child: ChildProcess
  port: number
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

const started: ChildProcess[] = []
afterAll(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

/** Starts the real command line on a free port and waits for its banner. */
async function startCli(...args: string[]): Promise<Cli> {
  const child = spawn(
    process.execPath,
    [bundles().cli, 'serve', '--port', '0', '--no-fixtures', '--scenarios', scenarios, ...args],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  started.push(child)
  let out = ''
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (): void => {
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out)
      if (m) resolve(Number(m[1]))
    }
    child.stdout?.on('data', onData)
    void exited.then(() => reject(new Error(`the CLI exited before listening:\n${out}`)))
  })
  return { child, port, output: () => out, exited }
}

const slowRequest = (cli: Cli, scenario: string): Promise<RawAnswer> =>
  rawRequest(
    cli.port,
    getRequest('/v1/people/profile?username=jane-doe', {
      Authorization: 'Bearer mock-dev-key',
      'X-Mock-Scenario': scenario,
    }),
    20_000,
  )

/** Resolves once a fast request has been answered: by then the server has taken the earlier connection. */
async function inFlight(cli: Cli): Promise<void> {
  const answer = await rawRequest(cli.port, getRequest('/__admin/clock'))
  if (answer.status !== 200) throw new Error(`the server did not answer: ${answer.status}`)
}

// each test waits on its own process, mostly idle: they run side by side
describe.concurrent('shutdown on a signal', () => {
  it.for(['SIGTERM', 'SIGINT'] as const)(
    '%s lets a request of the slow scenario finish with a 200, then exits 0',
    { timeout: 30_000 },
    async (signal, { expect }) => {
      const cli = await startCli()
      const slow = slowRequest(cli, 'slow')
      await inFlight(cli)
      cli.child.kill(signal)
      const answer = await slow
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body)).toMatchObject({ username: 'jane-doe' })
      expect(await cli.exited).toEqual({ code: 0, signal: null })
      expect(cli.output()).not.toMatch(/error/i)
    },
  )

  it('stops accepting connections at once while a request is still in flight', async ({ expect }) => {
    const cli = await startCli()
    const held = slowRequest(cli, 'held')
    let answered = false
    void held.then(() => (answered = true))
    await inFlight(cli)
    cli.child.kill('SIGTERM')
    await expect.poll(() => refused(cli.port), { timeout: 5_000, interval: 25 }).toBe(true)
    expect(answered).toBe(false)
    expect(cli.child.exitCode).toBeNull()
    expect((await held).status).toBe(200)
    expect((await cli.exited).code).toBe(0)
  }, 30_000)

  it('exits at once on a second signal, dropping what is in flight', async ({ expect }) => {
    const cli = await startCli()
    const held = slowRequest(cli, 'held')
    await inFlight(cli)
    cli.child.kill('SIGTERM')
    await expect.poll(() => refused(cli.port), { timeout: 5_000, interval: 25 }).toBe(true)
    // a copy a parent forwards (npm, tsx) comes before this line; a signal after it is a second one
    await expect.poll(() => cli.output(), { timeout: 10_000, interval: 25 }).toContain('a second Ctrl-C or SIGTERM')
    cli.child.kill('SIGTERM')
    expect((await cli.exited).code).toBe(143)
    expect((await held).status).toBe(0)
  }, 30_000)

  it('writes the state file on the way out', async ({ expect }) => {
    const keys = join(dir, 'keys.json')
    const state = join(dir, 'state.json')
    const key = 'shutdown_key_000001'
    writeFileSync(keys, JSON.stringify({ keys: [{ key, plan: 'Growth', credits: 10 }] }))
    const cli = await startCli('--keys', keys, '--state-file', state)
    for (let i = 0; i < 2; i++) {
      const answer = await rawRequest(
        cli.port,
        getRequest('/v1/people/profile?username=jane-doe', { Authorization: `Bearer ${key}` }),
      )
      expect(answer.status).toBe(200)
    }
    cli.child.kill('SIGTERM')
    expect((await cli.exited).code).toBe(0)
    expect(readStateFile(state)?.keys[keyHash(key)]).toMatchObject({ credits: 8, usage: { calls: 2, creditsUsed: 2 } })
  }, 30_000)
})
