import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { limitWarnings } from '../../src/console/warnings.js'
import { cliProcess, runCli } from '../support/cli.js'

const REAL_KEY = 'real-upstream-key-Warn7/pQ+2='
const WARNING = /^passthrough: .*contains the upstream key/
const HELD = /(\d+) more warning\(s\) in the last 10 s not shown/g

// an upstream that echoes the key it was sent: every request the mock forwards there is refused with a warning
const echo: Server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ success: true, data: { seen: req.headers.authorization } }))
})
let upstream = ''
const started: ChildProcess[] = []

beforeAll(async () => {
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', () => resolve()))
  upstream = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  echo.closeAllConnections()
  await new Promise<void>((resolve) => echo.close(() => resolve()))
})

const ARGS = ['--no-fixtures', '--passthrough', '', '--key-env', 'NLM_TEST_WARN_KEY', '--log', 'off']
const args = (): string[] => ARGS.map((a) => a || upstream)

/** `count` requests, `parallel` at a time, for the paths `path(i)` names; each is answered (502: not relayed). */
async function load(url: string, count: number, path: (i: number) => string, parallel = 8): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const res = await fetch(`${url}/v1/${path(next++)}`, { headers: { Authorization: 'Bearer mock-dev-key' } })
        await res.arrayBuffer()
        expect(res.status).toBeGreaterThanOrEqual(400)
      }
    }),
  )
}

const warnings = (stderr: string): number => stderr.split('\n').filter((l) => WARNING.test(l)).length

describe('a warning that comes with every request', () => {
  it('is written or counted, never more than 10 a window, whatever the messages and their times', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('a', 'b', 'c', ...Array.from({ length: 30 }, (_, i) => `w${i}`)), fc.nat(3000)),
          {
            maxLength: 500,
          },
        ),
        (warnings) => {
          let time = 1
          const lines: [number, string][] = []
          const limiter = limitWarnings(
            (line) => lines.push([time, line]),
            'nlm: ',
            () => time,
          )
          for (const [message, gap] of warnings) {
            time += gap
            limiter.warn(message)
          }
          limiter.flush()
          const shown = lines.filter(([, l]) => !l.startsWith('nlm: '))
          const held = lines.reduce((n, [, l]) => n + Number(/^nlm: (\d+) more/.exec(l)?.[1] ?? 0), 0)
          expect(shown.length + held).toBe(warnings.length)
          // a window writes at most 10, and any 10 s overlaps two windows at most
          for (const [at] of shown)
            expect(shown.filter(([t]) => t >= at && t < at + 10_000).length).toBeLessThanOrEqual(20)
          for (const [, l] of lines) expect(l.endsWith('\n')).toBe(true)
        },
      ),
      { numRuns: 200 },
    )
  })

  it.each([
    ['the same path every time', () => 'partners/lookup?id=1'],
    ['a new path every time', (i: number) => `partners/lookup-${i}?id=${i}`],
    ['paths of every length', (i: number) => `p${'x'.repeat((i * 97) % 2000)}/${i}`],
  ])('is written a few times a window, not once a request: %s', async (_, path) => {
    const run = await runCli(['serve', '--port', '0', ...args()], { NLM_TEST_WARN_KEY: REAL_KEY })
    try {
      await load(run.server?.url as string, 300, path)
      expect(warnings(run.stderr)).toBeGreaterThan(0)
      expect(warnings(run.stderr)).toBeLessThanOrEqual(10 * (1 + [...run.stderr.matchAll(HELD)].length))
      expect(run.stderr).not.toContain(REAL_KEY)
    } finally {
      await run.server?.close()
    }
  })

  it('on a stderr nobody reads: every request answered, every warning written or counted', {
    tags: ['process'],
    timeout: 120_000,
  }, async () => {
    const run = cliProcess(['serve', '--port', '0', ...args()])
    const child = spawn(run.command, run.args, {
      cwd: run.cwd,
      env: { ...process.env, NLM_TEST_WARN_KEY: REAL_KEY },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    started.push(child)
    // stderr is not read until the load is over
    child.stderr?.pause()
    let stdout = ''
    child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()))
    const exited = once(child, 'exit')
    await expect.poll(() => /listening on (http:\/\/\S+)/.exec(stdout)?.[1], { timeout: 30_000 }).toBeDefined()
    const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1] as string
    const count = 3000
    await load(url, count, (i) => `partners/p-${i}?q=${'x'.repeat((i * 37) % 1000)}`)

    let stderr = ''
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
    child.stderr?.resume()
    const ended = once(child.stderr as NodeJS.ReadableStream, 'end')
    child.kill('SIGTERM')
    expect(await exited).toEqual([0, null])
    await ended
    const held = [...stderr.matchAll(HELD)].reduce((n, m) => n + Number(m[1]), 0)
    expect(warnings(stderr) + held).toBe(count)
    expect(warnings(stderr)).toBeLessThanOrEqual(10 * [...stderr.matchAll(HELD)].length)
    expect(stderr).not.toContain(REAL_KEY)
  })
})
