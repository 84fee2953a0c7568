// Instructions a server runs per request, counted by valgrind's callgrind (user space): a figure neither the machine's
// speed nor other processes move, where requests/s on a shared two-core VM swings by half between runs.
import { spawn, spawnSync } from 'node:child_process'
import http from 'node:http'

/** Whether valgrind's callgrind and its control command are installed (Debian: `apt-get install valgrind`). */
export const HAS_CALLGRIND =
  spawnSync('valgrind', ['--version']).status === 0 && spawnSync('callgrind_control', ['--version']).status === 0

/**
 * Starts `node args` under callgrind with counting off, waits for `ready(origin)` once it answers (the state the
 * throughput rows measure in), warms it with `warmup` keep-alive requests for `path`, counts `requests` more, stops it
 * and returns the instructions a request. Every answer must be `status`.
 */
export async function instructionsPerRequest({
  args,
  port,
  path,
  headers = {},
  // V8 keeps compiling (on its own threads, which callgrind counts too) for a few thousand requests: the count starts
  // after that, over enough requests that a major collection more or less moves it little
  warmup = 3000,
  requests = 20000,
  connections = 8,
  stdout = 'ignore',
  status = 200,
  ready = async () => {},
}) {
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      // V8 writes and rewrites machine code: valgrind must see every change of it
      '--smc-check=all-non-file',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      ...args,
    ],
    { stdio: ['ignore', stdout, 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-8000)
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  // keep-alive only once the server is ready: a connection left idle while it gets ready may be closed by the server
  // just as it is taken again
  const one = (via = agent) =>
    new Promise((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, headers, agent: via }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode))
      })
      req.on('error', reject)
    })
  const batch = async (n) => {
    let sent = 0
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (sent++ < n) {
          const got = await one()
          if (got !== status) throw new Error(`${path} answered ${got}, not ${status}`)
        }
      }),
    )
  }
  try {
    // valgrind starts node many times slower: up to three minutes
    const deadline = performance.now() + 180_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited under valgrind: ${stderr.slice(-1000)}`)
      const got = await one(false).catch(() => undefined)
      if (got === status) break
      // a server that answers otherwise would answer so every time
      if (got !== undefined) throw new Error(`${path} answered ${got}, not ${status}`)
      if (performance.now() > deadline) throw new Error(`${path}: no answer under valgrind after 3 minutes`)
      await new Promise((r) => setTimeout(r, 200))
    }
    await ready(`http://127.0.0.1:${port}`)
    await batch(warmup)
    spawnSync('callgrind_control', ['--instr=on', String(child.pid)])
    await batch(requests)
    spawnSync('callgrind_control', ['--instr=off', String(child.pid)])
  } finally {
    agent.destroy()
    child.kill('SIGTERM')
    await exited
  }
  const collected = /Collected : (\d+)/.exec(stderr)
  if (!collected) throw new Error(`callgrind gave no count: ${stderr.slice(-500)}`)
  return Number(collected[1]) / requests
}
