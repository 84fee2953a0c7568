import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cliProcess, runCli, spawnCli, type SpawnedCli } from './support/cli.js'
import { HAVE_REDIS, freePort, sayIfSkipped, startRedis, type TestRedis } from './support/redis.js'
import { tempDir, writeFiles } from './support/tmp.js'

sayIfSkipped()

const RICH = 'test_rich_key_000000000000000500'
const PROFILE = '/v1/people/profile?username=jane-doe'
const auth = { Authorization: `Bearer ${RICH}` }

/** Runs the command line in its own process to its exit: code and stderr. */
async function runToExit(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const run = cliProcess(args)
  const child = spawn(run.command, run.args, { cwd: run.cwd, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const [code] = await once(child, 'exit')
  return { code: code as number | null, stderr }
}

async function statusesOf(urls: string[], count: number): Promise<number[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await fetch(`${urls[i % urls.length]}${PROFILE}`, { headers: auth })
      await res.arrayBuffer()
      return res.status
    }),
  )
}

describe.skipIf(!HAVE_REDIS)('mock processes sharing one Redis', { tags: ['process'] }, () => {
  let redis: TestRedis
  let keys: string
  const running: SpawnedCli[] = []

  beforeAll(async () => {
    redis = await startRedis()
    keys = join(
      writeFiles(tempDir(), {
        'keys.json': { keys: [{ key: RICH, plan: 'Enterprise', requestsPerMinute: 100_000, credits: 500 }] },
      }),
      'keys.json',
    )
  })
  afterAll(async () => {
    await Promise.all(running.splice(0).map((c) => c.stop()))
    await redis?.stop()
  })

  const serve = async (prefix: string, extra: string[] = [], port = 0): Promise<SpawnedCli> => {
    const cli = await spawnCli([
      'serve',
      '--port',
      String(port),
      '--no-fixtures',
      '--log',
      'off',
      '--keys',
      keys,
      '--store',
      redis.url,
      '--store-prefix',
      prefix,
      ...extra,
    ])
    running.push(cli)
    return cli
  }

  test('two processes, 1,000 concurrent requests split across them for 500 credits: exactly 500 answer 200', async () => {
    const a = await serve('two-procs', ['--instance-name', 'proc-a'])
    const b = await serve('two-procs', ['--instance-name', 'proc-b'])
    const statuses = await statusesOf([a.url, b.url], 1000)
    expect(statuses.filter((s) => s !== 200 && s !== 402)).toEqual([])
    expect(statuses.filter((s) => s === 200)).toHaveLength(500)
    expect(statuses.filter((s) => s === 402)).toHaveLength(500)
    for (const url of [a.url, b.url]) {
      const usage = (await (await fetch(`${url}/__admin/keys/${RICH}/usage`)).json()) as Record<string, unknown>
      expect(usage).toMatchObject({ creditsRemaining: 0, usage: { calls: 1000, creditsUsed: 500, refused: 500 } })
      const seen = (await (await fetch(`${url}/__admin/requests?status=200`)).json()) as {
        requests: { instance: string }[]
      }
      const byInstance = new Set(seen.requests.map((e) => e.instance))
      expect(byInstance).toEqual(new Set(['proc-a', 'proc-b']))
    }
  })

  test('--workers 2: both processes answer on one port and share credits exactly', async () => {
    const port = await freePort()
    const cli = await serve('workers', ['--workers', '2'], port)
    // the second worker is listening once its banner is out too
    await expect.poll(() => cli.stdout().match(/listening on/g)?.length ?? 0).toBe(2)
    const statuses = await statusesOf([cli.url], 600)
    expect(statuses.filter((s) => s === 200)).toHaveLength(500)
    expect(statuses.filter((s) => s === 402)).toHaveLength(100)
    const seen = (await (await fetch(`${cli.url}/__admin/requests`)).json()) as { requests: { instance: string }[] }
    // each worker names itself host:port#id, and both answered
    expect(new Set(seen.requests.map((e) => e.instance.replace(/^.*#/, '#')))).toEqual(new Set(['#1', '#2']))
    expect(await cli.stop()).toBe(0)
  })

  test.each([
    [['--workers', '2'], /--workers 2 needs a shared store.*--store redis:\/\//],
    [['--workers', '3', '--store', 'memory'], /--workers 3 needs a shared store/],
  ])('serve %j is refused with exit 2 and the fix', async (args, message) => {
    const run = await runCli(['serve', '--no-fixtures', ...args])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(message)
  })

  test('an unreachable Redis at start-up: exit 1 naming the URL, the password redacted', async () => {
    const port = await freePort()
    const { code, stderr } = await runToExit([
      'serve',
      '--no-fixtures',
      '--store',
      `redis://mock:s3cret-pw@127.0.0.1:${port}/0`,
    ])
    expect(code).toBe(1)
    expect(stderr).toContain(`cannot reach the state store at redis://mock:***@127.0.0.1:${port}/0`)
    expect(stderr).not.toContain('s3cret-pw')
  })
})
