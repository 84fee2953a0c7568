import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cliProcess } from '../support/cli.js'
import { tempDir } from '../support/tmp.js'

const REQUEST_LINE = /^\d\d:\d\d:\d\d\.\d{3} GET {2}\/v1\//
const DROPPED = /log: (\d+) line\(s\) dropped \(output not read\)/g

const started: ChildProcess[] = []
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

/** The real command line, default log on, its stdout a pipe (read only as the test says) or a file. */
function serve(stdout: 'pipe' | number) {
  const run = cliProcess(['serve', '--port', '0', '--no-fixtures'])
  const child = spawn(run.command, run.args, {
    cwd: run.cwd,
    stdio: ['ignore', stdout, 'pipe'],
  })
  started.push(child)
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  return { child, exited, stderr: () => stderr }
}

/** The URL the banner names, read from the pipe; reading stops there. */
function bannerUrl(server: ReturnType<typeof serve>): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let out = ''
    const onData = (d: Buffer): void => {
      out += d.toString()
      const m = /listening on (http:\/\/\S+)/.exec(out)
      if (m?.[1]) {
        server.child.stdout?.off('data', onData)
        // from here on the pipe is not read: it fills, and the server's writes find no room
        server.child.stdout?.pause()
        resolve(m[1])
      }
    }
    server.child.stdout?.on('data', onData)
    void server.exited.then(() => reject(new Error(`the server exited before listening: ${server.stderr()}`)))
  })
}

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024
}

/** Requests `count` URLs of varied length (0 to 4 KB of query), 8 at a time; every one must be answered 200. */
async function load(url: string, from: number, count: number): Promise<void> {
  let next = from
  const end = from + count
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < end) {
        const i = next++
        const res = await fetch(`${url}/v1/people/profile?username=jane-doe&q=${'x'.repeat((i * 37) % 4096)}`, {
          headers: { Authorization: 'Bearer mock-dev-key' },
          signal: AbortSignal.timeout(10_000),
        })
        await res.arrayBuffer()
        if (res.status !== 200) throw new Error(`request ${i} answered ${res.status}`)
      }
    }),
  )
}

describe.runIf(process.platform === 'linux')('a request log nobody reads', () => {
  it('holds memory bounded, keeps answering, and counts every line it drops', { timeout: 360_000 }, async () => {
    const server = serve('pipe')
    const url = await bannerUrl(server)
    // the search indexes a server builds after it listens are its memory, not the log's
    await expect
      .poll(async () => ((await (await fetch(`${url}/__admin/health`)).json()) as { search?: string }).search, {
        // a busy machine builds them in slices between other processes' work: a hang detector, not a budget
        timeout: 150_000,
      })
      .toBe('ready')
    await load(url, 0, 2000)
    const before = rssMb(server.child.pid as number)
    await load(url, 2000, 20_000)
    const growth = rssMb(server.child.pid as number) - before
    expect(growth).toBeLessThan(20)
    expect(server.stderr().match(/stdout is not read/g)).toHaveLength(1)

    // read again, then stop: every line was either written or counted as dropped
    let out = ''
    server.child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
    server.child.stdout?.resume()
    server.child.kill('SIGTERM')
    const ended = once(server.child.stdout as NodeJS.ReadableStream, 'end')
    expect(await server.exited).toEqual([0, null])
    await ended
    const lines = out.split('\n').filter((l) => REQUEST_LINE.test(l)).length
    const dropped = [...out.matchAll(DROPPED)].reduce((n, m) => n + Number(m[1]), 0)
    expect(dropped).toBeGreaterThan(0)
    expect(lines + dropped).toBe(22_000)
  })

  it('writes every line to a file, the last ones before the process exits', { timeout: 60_000 }, async () => {
    const file = join(tempDir(), 'log.txt')
    const fd = openSync(file, 'w')
    const server = serve(fd)
    closeSync(fd)
    const banner = (): string | undefined => /listening on (http:\/\/\S+)/.exec(readFileSync(file, 'utf8'))?.[1]
    await expect.poll(banner, { timeout: 30_000, interval: 50 }).toBeDefined()
    const url = banner() as string
    await load(url, 0, 3000)
    server.child.kill('SIGTERM')
    expect(await server.exited).toEqual([0, null])
    const text = readFileSync(file, 'utf8')
    expect(text.split('\n').filter((l) => REQUEST_LINE.test(l))).toHaveLength(3000)
    expect(text).not.toMatch(DROPPED)
  })
})
