import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { copyFileSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cliProcess } from './cli.js'
import { tempDir } from './tmp.js'

const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'companies', 'by-id', '7340021.json')

export interface ServeProcess {
  url: string
  child: ChildProcess
  /** Everything the process printed so far, V8's own output among it. */
  output(): string
  exited: Promise<unknown[]>
}

/**
 * `serve --log off` in its own process with node flags of the test's, on a fixtures folder of its own (the world's facts
 * differ from the shipped ones, so the search indexes are made from scratch); resolves once it listens, before any
 * request. V8 prints through C's stdout, which loses what a non-blocking pipe refuses: the output goes to a file.
 */
export async function serveStarted(nodeFlags: string[]): Promise<ServeProcess> {
  const dir = tempDir('nlm-v8-')
  mkdirSync(join(dir, 'fixtures', 'companies', 'by-id'), { recursive: true })
  copyFileSync(FIXTURE, join(dir, 'fixtures', 'companies', 'by-id', '7340021.json'))
  const file = join(dir, 'out.txt')
  const run = cliProcess(['serve', '--port', '0', '--fixtures', join(dir, 'fixtures'), '--log', 'off'])
  const out = openSync(file, 'w')
  const child = spawn(run.command, [...nodeFlags, ...run.args], { cwd: run.cwd, stdio: ['ignore', out, out] })
  const exited = once(child, 'exit')
  const output = (): string => readFileSync(file, 'utf8')
  try {
    let url: string | undefined
    for (let waited = 0; url === undefined && waited < 60_000; waited += 50) {
      url = /listening on (http:\/\/\S+)/.exec(output())?.[1]
      await new Promise((r) => setTimeout(r, 50))
    }
    if (url === undefined) throw new Error(`serve did not start:\n${output()}`)
    return { url, child, output, exited }
  } catch (err) {
    child.kill('SIGKILL')
    throw err
  }
}

/** serveStarted, resolved once the search indexes are built, the health asked for all through the warm-up as a client
 * would. */
export async function serveWarmed(nodeFlags: string[]): Promise<ServeProcess> {
  const started = await serveStarted(nodeFlags)
  try {
    for (;;) {
      const health = (await (await fetch(`${started.url}/__admin/health`)).json()) as { search?: string }
      if (health.search !== 'warming') break
      await new Promise((r) => setTimeout(r, 50))
    }
    return started
  } catch (err) {
    started.child.kill('SIGKILL')
    throw err
  }
}
