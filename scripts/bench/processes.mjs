// Child servers for the benchmark: start pinned to a core, wait until they answer, read RSS, stop by PID.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { request } from 'node:http'

export const HAS_TASKSET = spawnSync('taskset', ['-c', '0', 'true']).status === 0

const running = new Set()

/** Kills every child still running (on error or Ctrl-C), each by its own PID. */
export function killAll() {
  for (const child of running) {
    try {
      process.kill(child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  running.clear()
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/** `command args` pinned to `core` when taskset exists; taskset execs, so the PID is the program's. */
export function pinned(core, command, args) {
  return HAS_TASKSET ? { command: 'taskset', args: ['-c', String(core), command, ...args] } : { command, args }
}

/**
 * Spawns a node program on core 0; the returned handle remembers stderr for error messages. `stdout`: a file
 * descriptor to write to (default: none).
 */
export function startNode(args, { env = process.env, stdout = 'ignore' } = {}) {
  const { command, args: full } = pinned(0, process.execPath, args)
  const child = spawn(command, full, { stdio: ['ignore', stdout, 'pipe'], env })
  running.add(child)
  let stderr = ''
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000)
  })
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  exited.then(() => running.delete(child))
  return {
    child,
    pid: child.pid,
    exited,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** One GET without keep-alive: { status, headers, body } or throws on a socket error. */
export function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout on ${url}`)))
    req.end()
  })
}

/** Polls `url` until `accept(status)` (default: any answer); returns ms waited since `since`. */
export async function waitFor(
  url,
  { headers = {}, accept = () => true, since = performance.now(), timeoutMs = 60_000, server } = {},
) {
  for (;;) {
    if (server && server.child.exitCode !== null) throw new Error(`server exited early: ${server.stderr()}`)
    try {
      const res = await get(url, headers)
      if (accept(res.status)) return performance.now() - since
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) throw new Error(`no answer from ${url} after ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 2))
  }
}

/** Resident set size of a process in MB (Linux /proc, else ps). */
export function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    if (m) return Number(m[1]) / 1024
  } catch {
    // not Linux
  }
  const out = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim()
  return out ? Number(out) / 1024 : NaN
}

/** CPU time (user + system) a process has used so far, in ms; NaN where /proc is missing. */
export function cpuMs(pid) {
  try {
    // fields after the command name: state is field 3, utime 14, stime 15 (clock ticks, 100 per second)
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return NaN
  }
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100

export function median(values) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (!v.length) return NaN
  const mid = Math.floor(v.length / 2)
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
}
