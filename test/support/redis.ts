import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Debian's redis-server (`apt-get install redis-server`); REDIS_SERVER points elsewhere. */
export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server'
export const HAVE_REDIS = existsSync(REDIS_SERVER)

/** Said once per file whose Redis tests are skipped, straight to stderr (vitest holds back a skipped file's output). */
export function sayIfSkipped(): void {
  if (!HAVE_REDIS)
    process.stderr.write(
      `\nRedis tests SKIPPED: no redis-server at ${REDIS_SERVER} (apt-get install -y redis-server, or set REDIS_SERVER)\n`,
    )
}

/** A port free now on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  server.close()
  await once(server, 'close')
  return port
}

export interface TestRedis {
  port: number
  url: string
  /** Stops it (SIGKILL: the mock must notice a Redis that vanishes) and waits for its exit. */
  kill(): Promise<void>
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>
  /** Stops it without closing its connections (SIGSTOP): a Redis that hangs; `resume` lets it go on. */
  pause(): void
  resume(): void
  /** Starts it again unless it runs. */
  ensureUp(): Promise<void>
  stop(): Promise<void>
}

/** Resolves once something accepts connections on the port, or rejects after `ms`. */
async function accepting(port: number, child: ChildProcess, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`)
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (ok) return
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port} within ${ms} ms`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/**
 * A redis-server of the test's own: a free port on 127.0.0.1, no persistence, a temp folder as its working directory;
 * stopped by its PID. Never any other Redis.
 */
export async function startRedis(): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'nlm-redis-'))
  const port = await freePort()
  let child: ChildProcess
  const launch = async (): Promise<void> => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    )
    await accepting(port, child)
  }
  const kill = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = once(child, 'exit')
    child.kill('SIGCONT')
    child.kill('SIGKILL')
    await exited
  }
  await launch()
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    restart: launch,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async ensureUp() {
      if (child.exitCode !== null || child.signalCode !== null) await launch()
    },
    async stop() {
      await kill()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
