// Load generation: wrk (preferred) or autocannon, pinned to core 1, one shape of result for both.
import { spawn, spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { pinned } from './processes.mjs'

const HERE = fileURLToPath(new URL('.', import.meta.url))

function hasWrk() {
  return spawnSync('wrk', ['--version']).error === undefined
}

function hasAutocannon() {
  try {
    createRequire(join(HERE, '..', '..', 'package.json')).resolve('autocannon')
    return true
  } catch {
    return false
  }
}

/** Finds a load tool, installing wrk with apt-get when running as root; returns 'wrk' or 'autocannon'. */
export function chooseLoadTool(log) {
  if (process.env.BENCH_LOAD_TOOL === 'autocannon' && hasAutocannon()) return 'autocannon'
  if (hasWrk()) return 'wrk'
  if (process.getuid?.() === 0) {
    log('wrk not found: installing it with apt-get (running as root)')
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' })
    spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore' })
    if (hasWrk()) return 'wrk'
  }
  if (hasAutocannon()) return 'autocannon'
  throw new Error(
    'no load generator: install wrk (apt-get install wrk) or autocannon (npm install --save-dev autocannon)',
  )
}

/**
 * What to request. `path`: one fixed path. `gen`: request i (counting from `offset`) is
 * templates[i % templates.length] with the value base + (i % modulo): `prefix + value + suffix`.
 * @typedef {{ prefix: string, base: number, suffix: string }} Template
 * @typedef {{ path?: string, gen?: { templates: Template[], modulo: number } }} Target
 */

/** The path of request i of a generated target; the Lua script computes the same strings. */
export function pathOf(gen, i) {
  const t = gen.templates[i % gen.templates.length]
  return `${t.prefix}${t.base + (i % gen.modulo)}${t.suffix}`
}

const luaString = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

/**
 * How long each connection's first request waits: until every connection is open and accepted. A saturated Node
 * server accepts one waiting connection per event-loop turn, so without it the last connection's first request
 * would wait its turn in the kernel's accept queue and the p99 would measure wrk's start, not the server.
 */
export const SETTLE_MS = 300

/**
 * A wrk script for a target: static request when fixed, else computed paths; JSON summary in done(). `settle`: each
 * connection's first request waits SETTLE_MS. wrk then asks for a delay before every request and sends each one from
 * a timer of its own, a turn of its loop later than plain wrk would: a load of another pace (see BENCHMARKS.md).
 */
function wrkScript(target, stopAfter, settle) {
  const lines = ['local i = 0', 'local stopAfter = 0', 'local seen = 0', 'local connections = 0', 'local settled = 0']
  lines.push(
    'function init(args)',
    '  i = tonumber(args[1]) or 0',
    '  stopAfter = tonumber(args[2]) or 0',
    '  connections = tonumber(args[3]) or 0',
    'end',
  )
  if (settle)
    lines.push(
      // wrk asks for a delay before each request: the first ask of each connection is its first request
      'function delay()',
      '  if settled < connections then',
      '    settled = settled + 1',
      `    return ${SETTLE_MS}`,
      '  end',
      '  return 0',
      'end',
    )
  if (target.gen) {
    const rows = target.gen.templates.map((t) => `  {${luaString(t.prefix)}, ${t.base}, ${luaString(t.suffix)}},`)
    lines.push('local templates = {', ...rows, '}', 'local T = #templates', `local modulo = ${target.gen.modulo}`)
    lines.push(
      'function request()',
      '  local t = templates[(i % T) + 1]',
      '  local path = t[1] .. string.format("%.0f", t[2] + (i % modulo)) .. t[3]',
      '  i = i + 1',
      '  return wrk.format(nil, path)',
      'end',
    )
  }
  if (stopAfter) {
    // defining response() makes wrk parse every answer, so it is only there when counting
    lines.push(
      'function response(status, headers, body)',
      '  seen = seen + 1',
      '  if seen == stopAfter then',
      '    io.write("BENCH_STOP\\n")',
      '    io.flush()',
      '    wrk.thread:stop()',
      '  end',
      'end',
    )
  }
  lines.push(
    'function done(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'BENCH_JSON {"requests":%.0f,"durationUs":%.0f,"bytes":%.0f,"p50Us":%.0f,"p99Us":%.0f,"maxUs":%.0f,"status":%.0f,"socket":%.0f}\\n\',',
    '    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(99), latency.max,',
    '    e.status, e.connect + e.read + e.write + e.timeout))',
    'end',
  )
  return `${lines.join('\n')}\n`
}

/**
 * @typedef {object} LoadResult
 * @property {number} rps requests per second
 * @property {number} requests
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} non2xx answers that were not 2xx/3xx
 * @property {number} socketErrors
 */

/**
 * Runs one load against `origin` (http://127.0.0.1:port).
 * @param {{ tool: string, origin: string, target: Target, headers?: Record<string,string>, durationS: number,
 *   connections: number, offset?: number, stopAfter?: number, settle?: boolean, tmp: string }} o
 *   settle (wrk, default true): each connection's first request waits until all are open (for the p99); false is
 *   plain wrk's pace, for a row that reads only requests/s
 * @returns {Promise<LoadResult>}
 */
export function runLoad(o) {
  return o.tool === 'wrk' ? runWrk(o) : runAutocannon(o)
}

let scriptCount = 0

function runWrk({
  origin,
  target,
  headers = {},
  durationS,
  connections,
  offset = 0,
  stopAfter = 0,
  settle = true,
  tmp,
}) {
  const script = join(tmp, `load-${++scriptCount}.lua`)
  writeFileSync(script, wrkScript(target, stopAfter, settle))
  const args = ['-t1', `-c${connections}`, `-d${durationS}s`, '--timeout', '10s', '-s', script]
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`)
  args.push(`${origin}${target.path ?? '/'}`, '--', String(offset), String(stopAfter), String(connections))
  const { command, args: full } = pinned(1, 'wrk', args)
  return new Promise((resolve, reject) => {
    const child = spawn(command, full, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => {
      out += d
      // wrk's main thread sleeps out the whole duration; SIGINT wakes it once the count is reached
      if (stopAfter && out.includes('BENCH_STOP') && !child.killed) child.kill('SIGINT')
    })
    child.stderr.on('data', (d) => (err += d))
    child.once('error', reject)
    // 'close', not 'exit': the output is whole only once its streams closed
    child.once('close', (code, signal) => {
      const m = /BENCH_JSON (\{.*\})/.exec(out)
      if (!m) return reject(new Error(`wrk gave no summary (exit ${code ?? signal}): ${err || out}`))
      const r = JSON.parse(m[1])
      resolve({
        // the settle is part of wrk's duration but no request runs in it
        rps: r.requests / ((r.durationUs - (settle ? SETTLE_MS * 1000 : 0)) / 1e6),
        requests: r.requests,
        p50Ms: r.p50Us / 1000,
        p99Ms: r.p99Us / 1000,
        non2xx: r.status,
        socketErrors: r.socket,
      })
    })
  })
}

function runAutocannon({ origin, target, headers = {}, durationS, connections, offset = 0, stopAfter = 0 }) {
  const config = JSON.stringify({ origin, target, headers, durationS, connections, offset, stopAfter })
  const { command, args } = pinned(1, process.execPath, [join(HERE, 'autocannon-runner.mjs'), config])
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (err += d))
    child.once('error', reject)
    // 'close', not 'exit': the output is whole only once its streams closed
    child.once('close', (code, signal) => {
      const m = /BENCH_JSON (\{.*\})/.exec(out)
      if (!m) return reject(new Error(`autocannon gave no summary (exit ${code ?? signal}): ${err || out}`))
      resolve(JSON.parse(m[1]))
    })
  })
}
