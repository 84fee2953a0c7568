import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, describe, it } from 'vitest'
import { cliProcess } from '../support/cli.js'
import { alive, refused } from '../support/processes.js'

// `npx network-lookup-mock` runs the server under `sh -c`; a SIGTERM to npx is forwarded to that shell, which dies
// without passing it on, and the server was left running, holding its port. Under npm (npm_lifecycle_event set) the
// server now stops when any process between it and the npm that launched it is gone.

const pids: number[] = []
const groups: ChildProcess[] = []
afterAll(() => {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {}
  }
  for (const child of groups) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

const quote = (s: string): string => `'${s.replaceAll("'", "'\\''")}'`

/** Launchers: the command that starts the server under them, and the environment npm would give it. */
const LAUNCHERS: Record<string, (cli: string[]) => { command: string; args: string[]; env: Record<string, string> }> = {
  // the real npx: npm exec runs the command through sh -c
  'npm exec': (cli) => ({ command: 'npm', args: ['exec', '--offline', '--', ...cli], env: {} }),
  // npm's shell as npx starts it, without npm
  'sh -c under npx': (cli) => ({
    command: 'sh',
    args: ['-c', `${cli.map(quote).join(' ')}; exit $?`],
    env: { npm_lifecycle_event: 'npx' },
  }),
  // two processes between npm and the server, as `npm start` gives with tsx
  'sh -c sh -c under npm start': (cli) => ({
    command: 'sh',
    args: ['-c', `sh -c ${quote(`${cli.map(quote).join(' ')}; exit $?`)}; exit $?`],
    env: { npm_lifecycle_event: 'start' },
  }),
}

describe.concurrent('a server launched by npm or npx stops when its launcher goes', () => {
  it.for([
    ['npm exec', 'SIGTERM'],
    ['npm exec', 'SIGKILL'],
    ['sh -c under npx', 'SIGTERM'],
    ['sh -c under npx', 'SIGKILL'],
    ['sh -c sh -c under npm start', 'SIGKILL'],
  ] as const)(
    '%s, sent %s: the port is free and the server gone',
    { timeout: 60_000 },
    async ([launcher, signal], { expect }) => {
      const run = cliProcess(['serve', '--port', '0', '--no-fixtures', '--log', 'json'])
      const how = (LAUNCHERS[launcher] as (typeof LAUNCHERS)[string])([run.command, ...run.args])
      // its own group, as a terminal gives it: the signal goes to the launcher alone
      const child = spawn(how.command, how.args, {
        cwd: run.cwd,
        env: { ...process.env, ...how.env },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      })
      groups.push(child)
      let out = ''
      child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
      child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
      const banner = await new Promise<{ url: string; pid: number }>((resolve, reject) => {
        child.stdout?.on('data', () => {
          const line = out.split('\n').find((l) => l.includes('"type":"listening"'))
          if (line) resolve(JSON.parse(line) as { url: string; pid: number })
        })
        child.once('exit', () => reject(new Error(`the launcher exited before the server listened:\n${out}`)))
      })
      pids.push(banner.pid)
      const port = Number(new URL(banner.url).port)
      expect(await refused(port)).toBe(false)
      child.kill(signal)
      await expect.poll(() => refused(port), { timeout: 20_000, interval: 100 }).toBe(true)
      await expect.poll(() => alive(banner.pid), { timeout: 20_000, interval: 100 }).toBe(false)
    },
  )
})
