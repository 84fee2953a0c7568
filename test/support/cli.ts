import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'
import { main, type CliIo } from '../../src/cli.js'
import type { MockServer } from '../../src/server.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** This run's bundles of src/ (the command line, ...), built once per run by test/support/build-bundles.ts. */
export function bundles(): { cli: string; printBodies: string; contextShape: string } {
  const built = inject('bundles')
  if (!built) throw new Error('no bundles: run the tests through vitest.config.ts, whose global setup builds them')
  if (built.error) throw new Error(`src/ did not bundle: ${built.error}`)
  return built
}

export interface CliRun {
  code: number
  /** What it wrote so far (a started server goes on writing its request log). */
  readonly stdout: string
  readonly stderr: string
  /** The server a `serve` run started; the caller closes it. */
  server?: MockServer
}

/** The command line in process: exit code, what it wrote, and the server it started. */
export async function runCli(args: string[], env: Record<string, string | undefined> = {}): Promise<CliRun> {
  let stdout = ''
  let stderr = ''
  let server: MockServer | undefined
  const io: CliIo = {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    env,
    started: (s) => (server = s),
  }
  const code = await main(args, io)
  return {
    code,
    get stdout() {
      return stdout
    },
    get stderr() {
      return stderr
    },
    ...(server ? { server } : {}),
  }
}

/** The command that runs the command line in its own process, and its arguments, run from the package's folder. */
export function cliProcess(args: readonly string[]): { command: string; args: string[]; cwd: string } {
  // the bundle this run built from src/ (test/support/build-bundles.ts): no tsx, no transpiling per process
  return { command: process.execPath, args: [bundles().cli, ...args], cwd: ROOT }
}

export interface SpawnedCli {
  url: string
  /** Everything it printed so far. */
  output(): string
  /** What it wrote to stdout so far. */
  stdout(): string
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>
}

/** The URL the banner names: the text banner's, or the JSON one's (`--log json`). */
const LISTENING = /listening on (http:\/\/\S+)|"type":"listening".*?"url":"(http:\/\/[^"]+)"/

/** The command line as a user runs it, in its own process; resolves once the banner names the URL. */
export async function spawnCli(args: string[], env: Record<string, string | undefined> = {}): Promise<SpawnedCli> {
  const run = cliProcess(args)
  const child: ChildProcess = spawn(run.command, run.args, {
    cwd: run.cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let stdout = ''
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString()
    stdout += d.toString()
  })
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const m = LISTENING.exec(stdout)
      const found = m?.[1] ?? m?.[2]
      if (found) resolve(found)
    })
    void exited.then((code) => reject(new Error(`CLI exited with ${String(code)}: ${out}`)))
  })
  return {
    url,
    output: () => out,
    stdout: () => stdout,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}
