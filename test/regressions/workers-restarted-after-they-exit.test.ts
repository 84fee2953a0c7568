import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { get } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cliProcess } from '../support/cli.js'
import { HAVE_REDIS, freePort, sayIfSkipped, startRedis, type TestRedis } from '../support/redis.js'

sayIfSkipped()

interface Banner {
  pid: number
  store: { instance: string }
}

/** `serve --workers N --log json` in its own process: each worker's banner (pid, instance), stderr, the exit. */
function pool(redis: TestRedis, port: number, workers: number, extra: string[] = []) {
  const run = cliProcess([
    'serve',
    '--port',
    String(port),
    '--no-fixtures',
    '--log',
    'json',
    '--store',
    redis.url,
    '--store-prefix',
    `workers-${port}`,
    '--workers',
    String(workers),
    ...extra,
  ])
  const child: ChildProcess = spawn(run.command, run.args, { cwd: run.cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  const banners = (): Banner[] =>
    stdout
      .split('\n')
      .filter((l) => l.startsWith('{"type":"listening"'))
      .map((l) => JSON.parse(l) as Banner)
  return { child, exited, banners, stderr: () => stderr }
}

/** A GET on a connection of its own (the cluster hands each new connection to a live worker): its status. */
function status(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const path = '/v1/people/profile?username=jane-doe'
    const headers = { Authorization: 'Bearer mock-dev-key' }
    const req = get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
  })
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe.skipIf(!HAVE_REDIS)('--workers: a worker that exits', { tags: ['process'], timeout: 120_000 }, () => {
  let redis: TestRedis
  const started: ChildProcess[] = []
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await redis?.stop()
  })

  it('is started again in its place, whatever ended it, while the others keep answering', async () => {
    const port = await freePort()
    const server = pool(redis, port, 2, ['--instance-name', 'edge'])
    started.push(server.child)
    await expect.poll(() => server.banners().length, { timeout: 60_000 }).toBe(2)
    expect(new Set(server.banners().map((b) => b.store.instance))).toEqual(new Set(['edge#1', 'edge#2']))

    // one signal after another, to either place: a kill, a stop sent to the worker alone, an interrupt
    for (const [round, signal] of (['SIGKILL', 'SIGTERM', 'SIGINT'] as const).entries()) {
      const before = server.banners()
      const victim = before.findLast((b) => b.store.instance === `edge#${(round % 2) + 1}`) as Banner
      process.kill(victim.pid, signal)
      await expect.poll(() => alive(victim.pid)).toBe(false)
      // the pool answers every new connection while the worker is gone and once it is back
      const statuses = await Promise.all(Array.from({ length: 20 }, () => status(port)))
      expect(statuses).toEqual(Array(20).fill(200))
      await expect.poll(() => server.banners().length, { timeout: 60_000 }).toBe(before.length + 1)
      const replacement = server.banners().at(-1) as Banner
      expect(replacement.pid).not.toBe(victim.pid)
      expect(replacement.store.instance).toBe(victim.store.instance)
      expect(server.stderr()).toContain(`(pid ${victim.pid}) `)
      expect(await Promise.all(Array.from({ length: 20 }, () => status(port)))).toEqual(Array(20).fill(200))
    }
    expect(server.stderr()).toMatch(/was killed by SIGKILL; starting it again in \d+ ms/)
    expect(server.stderr()).toMatch(/exited with 0; starting it again/)

    server.child.kill('SIGTERM')
    expect(await server.exited).toEqual([0, null])
  })

  it('in a crash loop stops the pool: exit 1, saying so on stderr', async () => {
    const port = await freePort()
    const server = pool(redis, port, 2)
    started.push(server.child)
    await expect.poll(() => server.banners().length, { timeout: 60_000 }).toBe(2)
    // every worker that comes up is killed at once, until the primary gives up
    let killed = 0
    let code: [number | null, NodeJS.Signals | null] | undefined
    void server.exited.then((c) => (code = c))
    while (code === undefined) {
      const next = server.banners()[killed]
      if (next) {
        process.kill(next.pid, 'SIGKILL')
        killed++
      }
      await Promise.race([server.exited, new Promise((resolve) => server.child.stdout?.once('data', resolve))])
    }
    expect(code).toEqual([1, null])
    // five restarts are allowed within the window; the sixth exit stops the pool
    expect(server.stderr().match(/starting it again/g)).toHaveLength(5)
    expect(server.stderr()).toMatch(/the 6th exit within 60 s: stopping the pool, nothing serves on its port any more/)
    expect(killed).toBeGreaterThanOrEqual(6)
    for (const b of server.banners()) await expect.poll(() => alive(b.pid)).toBe(false)
  })
})
