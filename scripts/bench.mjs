#!/usr/bin/env node
// `npm run bench`: the built mock (every stage on) against two ceilings serving the same bytes, same load, alternated:
// a bare Hono app on @hono/node-server (the targets are ratios to it) and raw node:http.
// A report, not a test: misses print FAIL and the exit code stays 0. See BENCHMARKS.md.
//
//   node scripts/bench.mjs [--full] [--duration S] [--reps N] [--warmup S] [--connections N]
//                          [--only fixture,warm,cold,mixed,429,401,log,instructions,start,search,memory,chaos,realism]
//                          [--json FILE] [--log-rounds N] [--log-round S]
//                          [--memory-requests N] [--profile WORKLOAD [--profile-dir DIR]] [--store redis]
//
// The log row (the mock as a user starts it) runs 3 x reps short rounds (--log-rounds, of --log-round seconds, at most
// 2 by default), each server once per round; its ratios are the medians of each round's own. The instructions row
// counts the same servers' instructions a request under valgrind's callgrind (skipped, and said so, without valgrind).
//
// --store redis adds the fixture path with state in a redis-server the bench starts (a free loopback port, no
// persistence), on one process and on --workers 2.
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chooseLoadTool, pathOf, runLoad } from './bench/load.mjs'
import {
  HAS_TASKSET,
  cpuMs,
  freePort,
  get,
  killAll,
  median,
  pinned,
  rssMb,
  startNode,
  waitFor,
} from './bench/processes.mjs'
import { chaosOff } from './bench/chaos-off.mjs'
import { figuresOf, withFigures } from './bench/figures.mjs'
import { HAS_CALLGRIND, instructionsPerRequest } from './bench/instructions.mjs'
import { formatSummary, summarize } from './bench/profile-summary.mjs'
import { realism } from './bench/realism.mjs'
import { searchCoverage } from './bench/search.mjs'
import { templateOf, templatesOf, writeFixtures } from './bench/workloads.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const CLI = join(ROOT, 'dist', 'network-lookup-mock.cjs')
const PERFORMANCE_JSON = join(ROOT, 'docs', 'performance.json')
const PERFORMANCE_PAGE = join(ROOT, 'docs', 'performance.md')
const BASELINES = {
  hono: join(ROOT, 'scripts', 'bench', 'hono-baseline-server.mjs'),
  node: join(ROOT, 'scripts', 'bench', 'baseline-server.mjs'),
}

const { values: opt } = parseArgs({
  options: {
    full: { type: 'boolean', default: process.env.BENCH_FULL === '1' },
    duration: { type: 'string', default: '5' },
    reps: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    json: { type: 'string' },
    profile: { type: 'string' },
    'profile-dir': { type: 'string' },
    'memory-requests': { type: 'string' },
    store: { type: 'string' },
    'redis-core': { type: 'string' },
    'log-rounds': { type: 'string' },
    'log-round': { type: 'string' },
  },
})
const DURATION = Number(opt.duration)
const REPS = Math.max(1, Number(opt.reps))
const WARMUP = Number(opt.warmup)
const CONNECTIONS = Number(opt.connections)
/** The log row's rounds: short, many, each server once per round, so a ratio pairs figures taken seconds apart. */
const LOG_ROUNDS = Math.max(1, Number(opt['log-rounds'] ?? 3 * REPS))
const LOG_ROUND_S = Number(opt['log-round'] ?? Math.min(2, DURATION))
/** Rounds of the log row's paired runs (two servers on the one core at once). */
const PAIRED_ROUNDS = Math.max(1, REPS)
const ONLY = opt.only ? new Set(opt.only.split(',')) : undefined
const wanted = (id) => !ONLY || ONLY.has(id) || ONLY.has(id.split(':')[0])

const log = (m) => process.stderr.write(`${m}\n`)
const say = (m = '') => process.stdout.write(`${m}\n`)

if (!existsSync(CLI)) {
  log('dist/network-lookup-mock.cjs is missing: run `npm run build` first (npm run bench does)')
  process.exit(1)
}
// createApp and the endpoint table from the build (the package root exports neither)
const mockModule = {
  ...(await import(join(ROOT, 'dist', 'index.js'))),
  ...(await import(join(ROOT, 'dist', 'app.js'))),
  ...(await import(join(ROOT, 'dist', 'endpoints.js'))),
}
const { ENDPOINTS_BY_ID } = mockModule

const tmp = mkdtempSync(join(tmpdir(), 'nlm-bench-'))
const cleanup = () => {
  killAll()
  redisChild?.kill('SIGKILL')
  rmSync(tmp, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  cleanup()
  process.exit(130)
})

const TOOL = chooseLoadTool(log)

// ---- keys and fixtures the mock is started with ----

const ENTERPRISE = 'bench_enterprise_000000000001'
const STARTER = 'bench_starter_0000000000002'
const KEYS_FILE = join(tmp, 'keys.json')
writeFileSync(
  KEYS_FILE,
  JSON.stringify({
    keys: [
      // limiter and credit stages run for every request but never refuse
      { key: ENTERPRISE, plan: 'Enterprise', requestsPerMinute: 1_000_000_000, credits: 'unlimited', label: 'bench' },
      { key: STARTER, plan: 'Starter', credits: 1000, label: 'bench, exhausted before the 429 run' },
    ],
  }),
)
const AUTH = { Authorization: `Bearer ${ENTERPRISE}` }
const DEV = { Authorization: 'Bearer mock-dev-key' }

const BY_ID = ENDPOINTS_BY_ID.get('companies/by-id')
const FIXTURE_PATH = '/v1/companies/by-id?companyId=1441'
const WARM_PATH = '/v1/companies/by-id?companyId=1442'
const FIXTURES_DIR = join(tmp, 'fixtures')
{
  const app = mockModule.createApp({ fixtures: false, keys: false, clock: 'virtual' })
  const res = await app.request(FIXTURE_PATH, { headers: DEV })
  mkdirSync(join(FIXTURES_DIR, BY_ID.id), { recursive: true })
  writeFileSync(join(FIXTURES_DIR, BY_ID.id, '1441.json'), JSON.stringify(JSON.parse(await res.text()), null, 2))
}

const ALL_20 = (shift) => mockModule.ENDPOINTS.map((def) => templateOf(def, shift))

/**
 * A config of one endpoint of one's own that answers what companies/by-id answers (the same bodies, checked against
 * the same schema): its workloads against the built-in ones show what being a config's row costs.
 */
const OWN_CONFIG = join(tmp, 'bench.config.mjs')
writeFileSync(
  OWN_CONFIG,
  `import { z } from 'zod'
import { CompanyDetailsResponseSchema } from 'network-lookup-mock/schemas'
export default {
  endpoints: [
    {
      path: '/v1/bench/company',
      summary: 'companies/by-id, declared in a config',
      query: z.object({ companyId: z.string() }),
      response: CompanyDetailsResponseSchema,
      generate: (ctx) => ctx.builtIn('companies/by-id', ctx.query.companyId),
    },
  ],
}
`,
)
const OWN = { ...BY_ID, path: '/v1/bench/company' }
const OWN_WARM_PATH = WARM_PATH.replace(BY_ID.path, OWN.path)

// ---- servers ----

/**
 * Node arguments that start the mock's command on a loopback port, with these fixtures and keys if given; `--quiet`
 * (no banner, no request log) unless `quiet` is false.
 */
function serveArgs(port, { fixtures, keys, config, nodeArgs = [], quiet = true, extra = [] } = {}) {
  const args = [...nodeArgs, CLI, 'serve', '--port', String(port), '--host', '127.0.0.1', ...extra]
  if (quiet) args.push('--quiet')
  if (config) args.push('--config', config)
  if (fixtures) args.push('--fixtures', fixtures)
  if (keys) args.push('--keys', keys)
  return args
}

async function startMock({
  fixtures = FIXTURES_DIR,
  keys = KEYS_FILE,
  config,
  nodeArgs = [],
  quiet = true,
  stdout,
  extra = [],
} = {}) {
  const port = await freePort()
  const server = startNode(serveArgs(port, { fixtures, keys, config, nodeArgs, quiet, extra }), { stdout })
  const origin = `http://127.0.0.1:${port}`
  await waitFor(`${origin}/`, { server })
  // measured in its steady state: the search indexes it builds after listening are built
  await searchReady(origin)
  return { ...server, origin }
}

/** Waits until the mock's health no longer says its search indexes are warming (at most `minutes`). */
async function searchReady(origin, minutes = 2) {
  const deadline = performance.now() + minutes * 60_000
  for (;;) {
    const res = await get(`${origin}/__admin/health`, {})
    if (JSON.parse(res.body).search !== 'warming') return
    if (performance.now() > deadline)
      throw new Error(`${origin}: search indexes still warming after ${minutes} minutes`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function startBaseline(bodies, kind) {
  const port = await freePort()
  const file = join(tmp, `bodies-${port}.json`)
  writeFileSync(file, JSON.stringify(bodies))
  const server = startNode([BASELINES[kind], file, String(port)])
  const origin = `http://127.0.0.1:${port}`
  await waitFor(`${origin}/`, { server })
  return { ...server, origin }
}

async function body(origin, path, headers) {
  const res = await get(`${origin}${path}`, headers)
  return { status: res.status, body: res.body, source: res.headers['x-mock-source'] }
}

// ---- throughput workloads ----

/**
 * @typedef {object} Workload
 * @property {string} id
 * @property {string} label
 * @property {Record<string,string>} headers
 * @property {import('./bench/load.mjs').Target} target
 * @property {import('./bench/load.mjs').Target} [warmTarget] warm-up target, when the measured values must stay new
 * @property {boolean} [advance] continue the value sequence between runs so no value repeats
 * @property {number} expect status the mock must answer
 * @property {(origin: string) => Promise<void>} [prepare]
 * @property {() => string[]} [serveArgs] more options of the mock's serve
 * @property {boolean} [own] served by an endpoint of a config (the mock starts with --config)
 * @property {import('./bench/load.mjs').Target} [builtIn] the built-in endpoint's target of the same bodies, measured
 *   on the same mock in each run, alternated with the config endpoint's
 */

/** @type {Workload[]} */
const WORKLOADS = [
  { id: 'fixture', label: 'fixture, 1 value', headers: AUTH, target: { path: FIXTURE_PATH }, expect: 200 },
  { id: 'warm', label: 'generated, 1 value (warm)', headers: AUTH, target: { path: WARM_PATH }, expect: 200 },
  {
    id: 'cold',
    label: 'generated, 100k values (cold)',
    headers: AUTH,
    target: { gen: { templates: [templateOf(BY_ID, 2_000_000)], modulo: 100_000 } },
    warmTarget: { gen: { templates: [templateOf(BY_ID, 3_000_000)], modulo: 100_000 } },
    advance: true,
    expect: 200,
  },
  // one cold workload per endpoint family: every request a value never asked before
  ...['people/profile', 'people/profile-by-url', 'jobs/details', 'posts/search', 'companies/search'].map((id, i) => {
    const def = ENDPOINTS_BY_ID.get(id)
    return {
      id: `cold:${id}`,
      label: `${id}, 100k values (cold)`,
      headers: AUTH,
      target: { gen: { templates: templatesOf(def, 4_000_000 + i * 1_000_000), modulo: 100_000 } },
      warmTarget: { gen: { templates: templatesOf(def, 4_500_000 + i * 1_000_000), modulo: 100_000 } },
      advance: true,
      expect: 200,
    }
  }),
  // the two above again, from an endpoint of a config answering the same bodies
  {
    id: 'own-warm',
    label: 'config endpoint, 1 value (warm)',
    headers: AUTH,
    target: { path: OWN_WARM_PATH },
    builtIn: { path: WARM_PATH },
    expect: 200,
    own: true,
  },
  {
    id: 'own-cold',
    label: 'config endpoint, 100k values (cold)',
    headers: AUTH,
    target: { gen: { templates: [templateOf(OWN, 2_000_000)], modulo: 100_000 } },
    warmTarget: { gen: { templates: [templateOf(OWN, 3_000_000)], modulo: 100_000 } },
    // other values than the config endpoint's: both stay cold
    builtIn: { gen: { templates: [templateOf(BY_ID, 6_000_000)], modulo: 100_000 } },
    advance: true,
    expect: 200,
    own: true,
  },
  {
    id: 'mixed',
    label: 'mixed, 20 endpoints, 1k values',
    headers: AUTH,
    target: { gen: { templates: ALL_20(0), modulo: 1000 } },
    expect: 200,
  },
  {
    id: '429',
    label: '429 refusal (Starter exhausted)',
    headers: { Authorization: `Bearer ${STARTER}` },
    target: { path: WARM_PATH },
    expect: 429,
    async prepare(origin) {
      for (let i = 0; i < 25; i++) await get(`${origin}${WARM_PATH}`, { Authorization: `Bearer ${STARTER}` })
    },
  },
  { id: '401', label: '401 (no key)', headers: {}, target: { path: WARM_PATH }, expect: 401 },
]

/** Cold workloads: the baselines answer in turn with this many of the mock's bodies for values of the warm-up. */
const COLD_SAMPLE = 256

/** Bodies the baseline writes: the mock's own answers, so sizes and statuses match. */
async function baselineBodies(w, origin) {
  if (w.target.path) return { fallback: await body(origin, w.target.path, w.headers) }
  const { gen } = w.target
  if (gen.modulo > 10_000) {
    // bodies vary in size and encoding from value to value (a profile's career): one sample would not be the same bytes
    const rotate = []
    for (let i = 0; i < COLD_SAMPLE; i++)
      rotate.push(await body(origin, pathOf(w.warmTarget?.gen ?? gen, i), w.headers))
    return { fallback: rotate[0], rotate }
  }
  const byUrl = {}
  for (let i = 0; i < gen.modulo; i++) {
    const path = pathOf(gen, i)
    byUrl[path] = await body(origin, path, w.headers)
  }
  return { fallback: Object.values(byUrl)[0], byUrl }
}

const load = (origin, w, target, durationS, offset, settle = true) =>
  runLoad({ tool: TOOL, origin, target, headers: w.headers, durationS, connections: CONNECTIONS, offset, settle, tmp })

/**
 * A measured run: the load's figures plus the server's CPU time per request and RSS after it. `settle: false`: plain
 * wrk's pace, with no first-request wait (see runLoad), for a row that reads requests/s only.
 */
async function measure(server, w, offset, { store, target = w.target, durationS = DURATION, settle = true } = {}) {
  const before = cpuMs(server.pid)
  const storeBefore = store ? cpuMs(store.pid) : 0
  const result = await load(server.origin, w, target, durationS, offset, settle)
  const cpuUs = ((cpuMs(server.pid) - before) * 1000) / result.requests
  const storeCpuUs = store ? ((cpuMs(store.pid) - storeBefore) * 1000) / result.requests : undefined
  return { ...result, cpuUs, storeCpuUs, rssMb: rssMb(server.pid) }
}

async function runWorkload(w) {
  log(`[${w.id}] ${w.label}`)
  const mock = await startMock({ extra: w.serveArgs?.() ?? [], ...(w.own ? { config: OWN_CONFIG } : {}) })
  const baseline = []
  const hono = []
  const ours = []
  const builtIn = []
  let base
  let bare
  try {
    await w.prepare?.(mock.origin)
    const bodies = await baselineBodies(w, mock.origin)
    const sample = bodies.fallback
    if (sample.status !== w.expect)
      throw new Error(
        `[${w.id}] the mock answered ${sample.status}, expected ${w.expect}: ${sample.body.slice(0, 200)}`,
      )
    if (w.id === 'fixture' && sample.source !== 'fixture') log(`  warning: fixture path served from "${sample.source}"`)
    base = await startBaseline(bodies, 'node')
    bare = await startBaseline(bodies, 'hono')
    let offset = 0
    if (WARMUP > 0) {
      for (const s of [mock, bare, base]) await load(s.origin, w, w.warmTarget ?? w.target, WARMUP, 0)
    }
    for (let r = 0; r < REPS; r++) {
      // the redis-server's CPU too: a request on --store redis costs the mock's and Redis's
      const m = await measure(mock, w, offset, { store: w.serveArgs && redisChild ? redisChild : undefined })
      ours.push(m)
      if (w.builtIn) builtIn.push(await measure(mock, w, offset, { target: w.builtIn }))
      const h = await measure(bare, w, offset)
      hono.push(h)
      const b = await measure(base, w, offset)
      baseline.push(b)
      if (w.advance) offset += m.requests
      const show = (x) => `${x.rps.toFixed(0)} req/s p99 ${x.p99Ms.toFixed(2)} ms ${x.cpuUs.toFixed(0)} µs CPU/req`
      const same = w.builtIn ? ` | built-in on the same mock ${show(builtIn.at(-1))}` : ''
      const store = m.storeCpuUs === undefined ? '' : ` (+ redis-server ${m.storeCpuUs.toFixed(0)} µs)`
      log(`  run ${r + 1}: mock ${show(m)}${store}${same} | bare Hono ${show(h)} | node:http ${show(b)}`)
    }
  } finally {
    await mock.stop()
    await base?.stop()
    await bare?.stop()
  }
  const summary = (runs) => ({
    rps: median(runs.map((r) => r.rps)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    cpuUs: median(runs.map((r) => r.cpuUs)),
    rssMb: median(runs.map((r) => r.rssMb)),
    requests: runs.reduce((n, r) => n + r.requests, 0),
    unexpected: runs.reduce((n, r) => n + (w.expect === 200 ? r.non2xx : r.requests - r.non2xx) + r.socketErrors, 0),
    runs,
  })
  return {
    id: w.id,
    label: w.label,
    mock: summary(ours),
    hono: summary(hono),
    baseline: summary(baseline),
    ...(w.builtIn ? { builtIn: summary(builtIn) } : {}),
  }
}

// ---- the shared store ----

/** A redis-server of the bench's own: a free loopback port, no persistence; stopped with the bench. */
let redisUrl
async function startRedis() {
  const port = await freePort()
  const dir = join(tmp, 'redis')
  mkdirSync(dir, { recursive: true })
  const server = process.env.REDIS_SERVER ?? 'redis-server'
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]
  // with the mock on core 0: Redis is part of the server side, not of the load generator's core
  const { command, args: full } = opt['redis-core'] === 'any' ? { command: server, args } : pinned(0, server, args)
  const child = spawn(command, full, { stdio: 'ignore' })
  redisChild = child
  const deadline = Date.now() + 10_000
  for (;;) {
    const up = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => resolve(socket.destroy() ?? true))
      socket.once('error', () => resolve(false))
    })
    if (up) break
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('redis-server did not start')
    await new Promise((r) => setTimeout(r, 20))
  }
  redisUrl = `redis://127.0.0.1:${port}/0`
}
let redisChild

if (opt.store !== undefined && opt.store !== 'redis') {
  log(`--store ${opt.store}: the bench knows --store redis only`)
  process.exit(2)
}
if (opt.store === 'redis') {
  const shared = (more) => () => ['--store', redisUrl, '--store-prefix', `bench-${more.length}`, ...more]
  WORKLOADS.push(
    { ...WORKLOADS[0], id: 'redis', label: 'fixture, 1 value, --store redis', serveArgs: shared([]) },
    {
      ...WORKLOADS[0],
      id: 'redis-workers',
      label: 'fixture, 1 value, --store redis --workers 2',
      serveArgs: shared(['--workers', '2']),
    },
  )
}

// ---- the request log ----

/**
 * What the request log costs: the default `serve` (banner and pretty log, stdout to a file, as `npm start > file`)
 * against `serve --quiet` (no log) on the fixture answer, runs alternated. The file is read after the mock stopped:
 * its request lines, and any count of dropped ones.
 */
/**
 * The mock as a user starts it (the default serve: the pretty request log, here to a file) and with --log off, each
 * alternated with a bare Hono app serving the same body, in the same rounds, under plain wrk's pace (the issue's
 * method; its rows read requests/s only); then on / off again under the settle's pace (a timer before each request,
 * as the p99 rows load), reported beside it.
 */
async function logCost() {
  const w = WORKLOADS.find((x) => x.id === 'fixture')
  const file = join(tmp, 'request-log.txt')
  const fd = openSync(file, 'w')
  const on = await startMock({ quiet: false, stdout: fd })
  closeSync(fd)
  const off = await startMock()
  let bare
  const runs = { on: [], off: [], hono: [] }
  const rounds = []
  const paired = { onHono: [], offHono: [], onOff: [] }
  const paced = []
  try {
    bare = await startBaseline(await baselineBodies(w, off.origin), 'hono')
    const servers = { on, off, hono: bare }
    if (WARMUP > 0) for (const s of Object.values(servers)) await load(s.origin, w, w.target, WARMUP, 0)
    for (let r = 0; r < LOG_ROUNDS; r++) {
      // each round starts with another server: none is always measured first, or always right after another
      const order = ['on', 'off', 'hono'].map((_, i, all) => all[(i + r) % all.length])
      const round = {}
      for (const name of order)
        round[name] = await measure(servers[name], w, 0, { durationS: LOG_ROUND_S, settle: false })
      for (const name of order) runs[name].push(round[name])
      rounds.push({
        onHono: round.on.rps / round.hono.rps,
        offHono: round.off.rps / round.hono.rps,
        onOff: round.on.rps / round.off.rps,
        cpuOnHono: round.on.cpuUs / round.hono.cpuUs,
        cpuOffHono: round.off.cpuUs / round.hono.cpuUs,
      })
      const show = (x) => `${x.rps.toFixed(0)} req/s ${x.cpuUs.toFixed(0)} µs CPU/req`
      log(
        `  round ${r + 1}: log to a file ${show(round.on)} | --log off ${show(round.off)} | ` +
          `bare Hono ${show(round.hono)} | on/Hono ${rounds.at(-1).onHono.toFixed(2)}x`,
      )
    }
    // two servers on the one core at once, each under its own load: they share its time, so the ratio of their
    // requests is the inverse of their CPU a request's, whatever else the machine does meanwhile (a busy machine moves
    // both alike, where it moves alternated rounds apart)
    const pair = async (a, b) => {
      const [x, y] = await Promise.all([a, b].map((s) => measure(s, w, 0, { durationS: LOG_ROUND_S, settle: false })))
      return x.requests / y.requests
    }
    for (let r = 0; r < PAIRED_ROUNDS; r++) {
      const round = { onHono: await pair(on, bare), offHono: await pair(off, bare), onOff: await pair(on, off) }
      for (const k of Object.keys(round)) paired[k].push(round[k])
      log(
        `  paired round ${r + 1}: log to a file / bare Hono ${round.onHono.toFixed(2)}x, --log off / bare Hono ` +
          `${round.offHono.toFixed(2)}x, on / off ${round.onOff.toFixed(2)}x`,
      )
    }
    for (let r = 0; r < PAIRED_ROUNDS; r++) {
      const order = r % 2 === 0 ? ['on', 'off'] : ['off', 'on']
      const round = {}
      for (const name of order) round[name] = await measure(servers[name], w, 0, { durationS: LOG_ROUND_S })
      paced.push(round.on.rps / round.off.rps)
      log(`  paced round ${r + 1}: log to a file / --log off ${paced.at(-1).toFixed(2)}x`)
    }
  } finally {
    // SIGTERM: the log writes its last lines before the process exits
    await on.stop()
    await off.stop()
    await bare?.stop()
  }
  const text = readFileSync(file, 'utf8')
  const summary = (list) => ({
    rps: median(list.map((r) => r.rps)),
    p99Ms: median(list.map((r) => r.p99Ms)),
    cpuUs: median(list.map((r) => r.cpuUs)),
    requests: list.reduce((n, r) => n + r.requests, 0),
    runs: list,
  })
  const withLog = summary(runs.on)
  // the ratios are medians of each round's own: servers measured seconds apart share the machine's state then
  const ratios = Object.fromEntries(Object.keys(rounds[0] ?? {}).map((k) => [k, median(rounds.map((x) => x[k]))]))
  return {
    on: withLog,
    off: summary(runs.off),
    hono: summary(runs.hono),
    rounds: rounds.length,
    roundS: LOG_ROUND_S,
    ratios,
    paired: Object.fromEntries(Object.entries(paired).map(([k, v]) => [k, median(v)])),
    pacedOnOff: median(paced),
    ratio: ratios.onOff,
    lines: text.split('\n').filter((l) => /^\S+ GET {2}\//.test(l)).length,
    dropped: [...text.matchAll(/log: (\d+) line\(s\) dropped/g)].reduce((n, m) => n + Number(m[1]), 0),
    bytes: Buffer.byteLength(text),
  }
}

// ---- instructions a request ----

/**
 * The log row's servers (the default serve with its log to a file, --log off, bare Hono, raw node:http) on the fixture
 * answer, counted in instructions a request by callgrind one after another: the same figure on a quiet or a busy machine.
 */
async function instructionCounts() {
  if (!HAS_CALLGRIND) {
    log('  valgrind is missing (Debian: apt-get install valgrind): no instructions row')
    return undefined
  }
  const w = WORKLOADS.find((x) => x.id === 'fixture')
  const probe = await startMock()
  const bodies = await baselineBodies(w, probe.origin).finally(() => probe.stop())
  const file = join(tmp, 'instructions-bodies.json')
  writeFileSync(file, JSON.stringify(bodies))
  const fd = openSync(join(tmp, 'instructions-log.txt'), 'w')
  // the servers the log row starts: the bench's fixtures and keys
  const files = { fixtures: FIXTURES_DIR, keys: KEYS_FILE }
  const count = async (name, args, stdout, ready) => {
    const port = await freePort()
    const n = await instructionsPerRequest({
      args: args(port),
      port,
      path: w.target.path,
      headers: w.headers,
      stdout,
      ready,
    })
    log(`  ${name}: ${fmt(n / 1000, 1)}k instructions a request`)
    return n
  }
  try {
    // the mocks counted as the other rows measure them: their search indexes built (slowly, under valgrind)
    const built = (origin) => searchReady(origin, 10)
    const on = await count(
      'default serve, log to a file',
      (port) => serveArgs(port, { ...files, quiet: false }),
      fd,
      built,
    )
    const off = await count('--log off', (port) => serveArgs(port, files), 'ignore', built)
    const hono = await count('bare Hono', (port) => [BASELINES.hono, file, String(port)])
    const node = await count('node:http', (port) => [BASELINES.node, file, String(port)])
    // fewer instructions a request is more requests a second: ratios are the other way round
    return {
      on,
      off,
      hono,
      node,
      ratios: { onHono: hono / on, offHono: hono / off, onOff: off / on, onNode: node / on },
    }
  } finally {
    closeSync(fd)
  }
}

// ---- start-up and memory ----

/**
 * Cold start to the first 200, as a user starts the mock (shipped fixtures and keys, the default serve), alternated
 * with a bare Hono app's start to its first 200 in the same rounds.
 */
async function coldStart(runs) {
  const times = []
  const rss = []
  const honoTimes = []
  const bodies = join(tmp, 'start-bodies.json')
  writeFileSync(bodies, JSON.stringify({ fallback: { status: 200, body: '{"ok":true}' } }))
  const firstAnswer = async (args, path, headers, stdout) => {
    const port = await freePort()
    const since = performance.now()
    const server = startNode(args(port), stdout === undefined ? {} : { stdout })
    try {
      const ms = await waitFor(`http://127.0.0.1:${port}${path}`, { headers, accept: (s) => s === 200, since, server })
      return { ms, rssMb: rssMb(server.pid) }
    } finally {
      await server.stop()
    }
  }
  for (let i = 0; i < runs; i++) {
    // the default serve writes its banner and request log: to a file here, as the log row does
    const out = openSync(join(tmp, `start-${i}.log`), 'w')
    const mock = await firstAnswer(
      (port) => serveArgs(port, { quiet: false }),
      '/v1/people/profile?username=jane-doe',
      DEV,
      out,
    ).finally(() => closeSync(out))
    times.push(mock.ms)
    rss.push(mock.rssMb)
    const bare = await firstAnswer((port) => [BASELINES.hono, bodies, String(port)], '/', {})
    honoTimes.push(bare.ms)
  }
  // each start beside the bare app's right after it: the median of those pairs' ratios
  const ratio = median(times.map((t, i) => t / honoTimes[i]))
  return { ms: median(times), rssMb: median(rss), all: times, honoMs: median(honoTimes), honoAll: honoTimes, ratio }
}

/** The shipped example's config: it adds people/search, which the built-in endpoints do not have. */
const EXAMPLE_CONFIG = join(ROOT, 'examples', 'extra-endpoints', 'mock.config.ts')

/**
 * The first companies, posts and people search after start-up (asked right after the first 200, before the indexes
 * built after listening are ready), and the same again after. Companies and posts on a plain serve; people on the
 * shipped example's config, whose people/search is the one a user calls.
 */
async function firstSearch(runs) {
  const KINDS = ['companies', 'posts', 'people']
  const empty = () => Object.fromEntries(KINDS.map((k) => [k, []]))
  const first = empty()
  const again = empty()
  // the server's CPU time for the request too: on a busy machine the wall time waits for other processes
  const firstCpu = empty()
  for (let i = 0; i < runs; i++)
    for (const [kinds, config] of [
      [['companies', 'posts'], undefined],
      [['people'], EXAMPLE_CONFIG],
    ]) {
      const port = await freePort()
      const origin = `http://127.0.0.1:${port}`
      const since = performance.now()
      const server = startNode(serveArgs(port, { config }))
      try {
        await waitFor(`${origin}/v1/people/profile?username=jane-doe`, {
          headers: DEV,
          accept: (s) => s === 200,
          since,
          server,
        })
        for (const kind of kinds)
          for (const [into, keyword] of [
            [first, 'audit'],
            [again, 'hotel'],
          ]) {
            const t0 = performance.now()
            const cpu0 = cpuMs(server.pid)
            const { status } = await body(origin, `/v1/${kind}/search?keywords=${keyword}`, DEV)
            if (status !== 200) log(`  warning: ${kind}/search?keywords=${keyword} answered ${status}`)
            into[kind].push(performance.now() - t0)
            if (into === first) firstCpu[kind].push(cpuMs(server.pid) - cpu0)
          }
      } finally {
        await server.stop()
      }
    }
  return {
    companiesMs: median(first.companies),
    postsMs: median(first.posts),
    peopleMs: median(first.people),
    againMs: Math.max(...KINDS.map((k) => median(again[k]))),
    companiesCpuMs: median(firstCpu.companies),
    postsCpuMs: median(firstCpu.posts),
    peopleCpuMs: median(firstCpu.people),
    first,
    again,
  }
}

async function manyFixtures(runs) {
  const dir = join(tmp, 'fixtures-10k')
  const t0 = performance.now()
  const files = await writeFixtures(dir, mockModule, 500, 9_000_000)
  log(`  wrote ${files} generated fixtures in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  const probe = `${templateOf(BY_ID, 9_000_000).prefix}${templateOf(BY_ID, 9_000_000).base + 7}`
  const times = []
  const rss = []
  let source
  for (let i = 0; i < runs; i++) {
    const port = await freePort()
    const since = performance.now()
    const server = startNode(serveArgs(port, { fixtures: dir }))
    try {
      times.push(
        await waitFor(`http://127.0.0.1:${port}${probe}`, {
          headers: DEV,
          accept: (s) => s === 200,
          since,
          timeoutMs: 120_000,
          server,
        }),
      )
      rss.push(rssMb(server.pid))
      source = (await body(`http://127.0.0.1:${port}`, probe, DEV)).source
    } finally {
      await server.stop()
    }
  }
  if (source !== 'fixture') log(`  warning: a fixture value was served from "${source}"`)
  return { files, ms: median(times), rssMb: median(rss), all: times }
}

/**
 * RSS after `small` distinct requests and after `large`, over all 20 endpoints, no URL twice; the large
 * phase runs in steps so the output shows the curve (and a long run that breaks still tells something).
 */
async function memory(small, large) {
  const mock = await startMock()
  const target = { gen: { templates: ALL_20(5_000_000), modulo: 1e12 } }
  const run = (offset, count) =>
    runLoad({
      tool: TOOL,
      origin: mock.origin,
      target,
      headers: AUTH,
      durationS: 3600,
      connections: CONNECTIONS,
      offset,
      stopAfter: count,
      tmp,
    })
  const step = Math.max(small, Math.ceil(large / 10))
  const curve = []
  let done = 0
  let non2xx = 0
  try {
    const t0 = performance.now()
    while (done < large) {
      const r = await run(done, Math.min(done === 0 ? small : step, large - done))
      done += r.requests
      non2xx += r.non2xx
      curve.push({ requests: done, rssMb: rssMb(mock.pid) })
      log(
        `  ${done} requests: RSS ${curve.at(-1).rssMb.toFixed(1)} MB (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
      )
    }
  } finally {
    await mock.stop()
  }
  const rssSmall = curve[0].rssMb
  const rssLarge = curve.at(-1).rssMb
  return {
    small: curve[0].requests,
    large: done,
    rssSmall,
    rssLarge,
    ratio: rssLarge / rssSmall,
    peakMb: Math.max(...curve.map((c) => c.rssMb)),
    non2xx,
    curve,
  }
}

// ---- profile mode ----

/** Start-up until the first 200, under the profiler: shipped fixtures, or 10,000 generated ones. */
async function profileStart(dir, many) {
  const fixtures = many ? join(tmp, 'fixtures-10k') : undefined
  if (fixtures) await writeFixtures(fixtures, mockModule, 500, 9_000_000)
  const port = await freePort()
  const since = performance.now()
  const server = startNode(serveArgs(port, { fixtures, nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir] }))
  try {
    const ms = await waitFor(`http://127.0.0.1:${port}/v1/people/profile?username=jane-doe`, {
      headers: DEV,
      accept: (s) => s === 200,
      since,
      timeoutMs: 120_000,
      server,
    })
    say(
      `profiled start-up${many ? ' with 10,000 fixtures' : ''}: first 200 after ${ms.toFixed(0)} ms (under the profiler)`,
    )
  } finally {
    await server.stop()
  }
}

async function profile(id) {
  const w = WORKLOADS.find((x) => x.id === id)
  const ids = [...WORKLOADS.map((x) => x.id), 'start', 'start-10k']
  if (!ids.includes(id)) throw new Error(`--profile takes one of ${ids.join(', ')}`)
  const dir = opt['profile-dir'] ?? join(tmp, 'profile')
  mkdirSync(dir, { recursive: true })
  let skipMs = 0
  if (!w) await profileStart(dir, id === 'start-10k')
  else {
    const spawned = performance.now()
    const mock = await startMock({ nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir], extra: w.serveArgs?.() ?? [] })
    try {
      await w.prepare?.(mock.origin)
      if (w.id === 'mixed') await baselineBodies(w, mock.origin)
      if (WARMUP > 0) await load(mock.origin, w, w.warmTarget ?? w.target, WARMUP, 0)
      // only the measured load is summarized: start-up, body fetches and warm-up are skipped
      skipMs = performance.now() - spawned
      const r = await load(mock.origin, w, w.target, DURATION * 2, 0)
      say(`profiled ${w.label}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99Ms.toFixed(2)} ms (under the profiler)`)
    } finally {
      await mock.stop()
    }
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))
  if (!file) throw new Error(`no .cpuprofile written in ${dir}`)
  say(`profile: ${join(dir, file)}`)
  if (skipMs) say(`summary of the samples after ${skipMs.toFixed(0)} ms (the measured load only)`)
  say(formatSummary(summarize(JSON.parse(readFileSync(join(dir, file), 'utf8')), { skipMs }), 30))
}

// ---- report ----

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a')
const ratio = (a, b) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}x` : 'n/a')

function table(results) {
  const head = [
    'workload',
    'req/s',
    'Hono req/s',
    'x Hono',
    'node req/s',
    'x node',
    'p50 ms',
    'p99 ms',
    'Hono p99',
    'CPU µs/req',
    'Hono µs',
    'RSS MB',
    'unexpected',
  ]
  const rows = results.map(({ label, mock: m, hono: h, baseline: b }) => [
    label,
    fmt(m.rps),
    fmt(h.rps),
    ratio(m.rps, h.rps),
    fmt(b.rps),
    ratio(m.rps, b.rps),
    fmt(m.p50Ms, 2),
    fmt(m.p99Ms, 2),
    fmt(h.p99Ms, 2),
    fmt(m.cpuUs),
    fmt(h.cpuUs),
    fmt(m.rssMb, 1),
    `${m.unexpected}/${m.requests}`,
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`
  return [
    line(head),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...rows.map(line),
  ].join('\n')
}

function targets(results, start, fixtures, mem, logged, search, chaos) {
  const get = (id) => results.find((r) => r.id === id)
  const checks = []
  const add = (name, value, pass) =>
    checks.push({ name, value, verdict: value === undefined ? 'not run' : pass ? 'PASS' : 'FAIL' })
  const rpsRatio = (id, min) => {
    const r = get(id)
    add(
      `${id}: >= ${min.toFixed(2)}x bare Hono req/s`,
      r && ratio(r.mock.rps, r.hono.rps),
      r && r.mock.rps / r.hono.rps >= min,
    )
  }
  const p99 = (id) => {
    const r = get(id)
    add(`${id}: p99 < 10 ms`, r && `${fmt(r.mock.p99Ms, 2)} ms`, r && r.mock.p99Ms < 10)
  }
  rpsRatio('fixture', 0.6)
  p99('fixture')
  rpsRatio('redis', 0.35)
  p99('redis')
  rpsRatio('warm', 0.6)
  p99('warm')
  rpsRatio('cold', 0.2)
  for (const r of results.filter((x) => x.id.startsWith('cold:'))) {
    const min = r.id === 'cold:people/profile-by-url' ? 0.12 : 0.15
    add(`${r.id}: >= ${min.toFixed(2)}x bare Hono req/s`, ratio(r.mock.rps, r.hono.rps), r.mock.rps / r.hono.rps >= min)
    add(`${r.id}: p99 < 50 ms`, `${fmt(r.mock.p99Ms, 2)} ms`, r.mock.p99Ms < 50)
  }
  // an endpoint of a config costs no more than the built-in one it answers like, measured on the same mock in the
  // same runs (CPU per request: the steady figure)
  for (const id of ['own-warm', 'own-cold']) {
    const o = get(id)
    add(
      `${id}: CPU per request <= 1.10x the built-in endpoint's (same bodies, same mock, runs alternated)`,
      o?.builtIn &&
        `${fmt(o.mock.cpuUs)} µs against ${fmt(o.builtIn.cpuUs)} µs (${ratio(o.mock.cpuUs, o.builtIn.cpuUs)}), ` +
          `req/s ${ratio(o.mock.rps, o.builtIn.rps)}`,
      o?.builtIn && o.mock.cpuUs <= 1.1 * o.builtIn.cpuUs,
    )
  }
  rpsRatio('mixed', 0.5)
  p99('mixed')
  rpsRatio('429', 0.6)
  rpsRatio('401', 0.6)
  const x = (v) => `${fmt(v, 2)}x`
  // the log row's ratios are medians of each round's (see logCost)
  const rounds = logged && ` (median of ${logged.rounds} rounds)`
  add(
    'default serve (log to a file): >= 0.60x bare Hono req/s',
    logged && x(logged.ratios.onHono) + rounds,
    logged && logged.ratios.onHono >= 0.6,
  )
  add(
    "default serve (log to a file): CPU per request <= 1.60x bare Hono's",
    logged && x(logged.ratios.cpuOnHono) + rounds,
    logged && logged.ratios.cpuOnHono <= 1.6,
  )
  add(
    '--log off: >= 0.70x bare Hono req/s',
    logged && x(logged.ratios.offHono) + rounds,
    logged && logged.ratios.offHono >= 0.7,
  )
  add(
    'log: default serve (pretty log to a file) >= 0.90x --log off req/s',
    logged && x(logged.ratios.onOff) + rounds,
    logged && logged.ratios.onOff >= 0.9,
  )
  add(
    "cold start to first 200: <= 1.5x a bare Hono app's",
    start &&
      `${fmt(start.ms)} ms against ${fmt(start.honoMs)} ms (${x(start.ratio)}, median of ${start.all.length} pairs)`,
    start && start.ratio <= 1.5,
  )
  for (const kind of ['companies', 'posts', 'people'])
    add(
      `first ${kind}/search after start-up < 300 ms`,
      search && `${fmt(search[`${kind}Ms`])} ms`,
      search && search[`${kind}Ms`] < 300,
    )
  add(
    "chaos off: the chaos stage's CPU <= 1% of a fixture answer's (in process)",
    chaos && `${fmt(chaos.stageNs, 1)} ns of ${fmt(chaos.requestUs, 1)} µs (${(100 * chaos.share).toFixed(2)}%)`,
    chaos && chaos.share <= 0.01,
  )
  add('10k fixtures: start-up < 1.5 s', fixtures && `${fmt(fixtures.ms)} ms`, fixtures && fixtures.ms < 1500)
  add('10k fixtures: RSS < 150 MB', fixtures && `${fmt(fixtures.rssMb, 1)} MB`, fixtures && fixtures.rssMb < 150)
  const full = mem && mem.large >= 1_000_000
  add(
    full
      ? 'RSS after 1M distinct <= 1.5x after 10k'
      : `RSS after ${mem ? Math.round(mem.large / 1000) : '?'}k distinct <= 1.5x after 10k (indicative; --full runs 1M)`,
    mem && `${mem.ratio.toFixed(2)}x (${fmt(mem.rssSmall, 1)} -> ${fmt(mem.rssLarge, 1)} MB)`,
    mem && mem.ratio <= 1.5,
  )
  add(
    `RSS after ${mem ? Math.round(mem.large / 1000) : '?'}k distinct < 200 MB`,
    mem && `${fmt(mem.peakMb, 1)} MB peak`,
    mem && mem.peakMb < 200,
  )
  return checks
}

async function main() {
  if (opt.profile) {
    if (opt.store === 'redis') await startRedis()
    return profile(opt.profile)
  }
  const started = performance.now()
  const machine = {
    loadAverageAtStart: loadavg()[0],
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    tool: TOOL,
    taskset: HAS_TASKSET,
  }
  say(`network-lookup-mock benchmark: ${machine.nproc} cores (${machine.cpu}), node ${machine.node}, load: ${TOOL}`)
  say(
    `${CONNECTIONS} connections, ${DURATION} s x ${REPS} runs each (medians), ${WARMUP} s warm-up, ${HAS_TASKSET ? 'server on core 0, load on core 1 (taskset)' : 'no taskset: not pinned'}`,
  )
  const busy = () => loadavg()[0].toFixed(2)
  say(
    `load average at start: ${busy()}${loadavg()[0] > 0.5 ? ' (other processes are using the CPU: figures will be noisy)' : ''}`,
  )
  say()
  const results = []
  if (opt.store === 'redis') await startRedis()
  for (const w of WORKLOADS) if (wanted(w.id)) results.push(await runWorkload(w))
  let logged
  if (wanted('log')) {
    log('[log] fixture, 1 value: default serve with the request log to a file, against --log off')
    logged = await logCost()
  }
  let instructions
  if (wanted('instructions')) {
    log(
      '[instructions] fixture: instructions a request under callgrind, default serve, --log off, bare Hono, node:http',
    )
    instructions = await instructionCounts()
  }
  let start
  let fixtures
  let mem
  let search
  if (wanted('search')) {
    log('[search] the first search after start-up, median of 3')
    search = await firstSearch(3)
    log('[search] held-out keyword coverage of companies/search and posts/search')
    const mock = await startMock()
    search.coverage = await searchCoverage(mock.origin, DEV).finally(() => mock.stop())
  }
  if (wanted('start')) {
    log('[start] cold start with the shipped fixtures')
    start = await coldStart(9)
    log('[start] 10,000 generated fixture files')
    fixtures = await manyFixtures(3)
  }
  let chaos
  if (wanted('chaos')) {
    log('[chaos] the chaos stage with no profile in force, beside a whole answer, in process')
    chaos = await chaosOff(ROOT)
  }
  if (wanted('memory')) {
    const large = Number(opt['memory-requests'] ?? (opt.full ? 1_000_000 : 30_000))
    log(
      `[memory] RSS after 10,000 and ${large.toLocaleString('en')} distinct requests${opt.full ? '' : ' (--full for 1,000,000)'}`,
    )
    mem = await memory(10_000, large)
  }

  if (results.length) {
    say(table(results))
    say()
  }
  if (logged) {
    const { on, off, hono, ratios } = logged
    const row = (name, v, rps, cpu) =>
      `  ${name}: ${fmt(v.rps)} req/s (${fmt(rps, 2)}x bare Hono), p99 ${fmt(v.p99Ms, 2)} ms, ` +
      `${fmt(v.cpuUs)} µs CPU/req (${fmt(cpu, 2)}x bare Hono's)`
    say(`the mock as a user starts it, fixture answer, ${logged.rounds} rounds of ${logged.roundS} s (median ratios):`)
    say(row('default serve, pretty log to a file', on, ratios.onHono, ratios.cpuOnHono))
    say(row('--log off', off, ratios.offHono, ratios.cpuOffHono))
    say(`  bare Hono: ${fmt(hono.rps)} req/s, p99 ${fmt(hono.p99Ms, 2)} ms, ${fmt(hono.cpuUs)} µs CPU/req`)
    const p = logged.paired
    say(
      `  paired (two servers on the one core at once, ${PAIRED_ROUNDS} rounds, medians: requests of the first over ` +
        `the second's): default serve / bare Hono ${fmt(p.onHono, 2)}x, --log off / bare Hono ` +
        `${fmt(p.offHono, 2)}x, default serve / --log off ${fmt(p.onOff, 2)}x`,
    )
    say(
      `  under the settle's pace (a wrk timer before each request, as the p99 rows), ${PAIRED_ROUNDS} alternated ` +
        `rounds: default serve / --log off ${fmt(logged.pacedOnOff, 2)}x`,
    )
    say(
      `  log on / off: ${fmt(ratios.onOff, 2)}x the requests/s; ` +
        `the file: ${logged.lines} request lines (${on.requests} requests measured, plus warm-up), ` +
        `${logged.dropped} dropped, ${(logged.bytes / 1e6).toFixed(1)} MB`,
    )
  }
  if (instructions) {
    const { on, off, hono, node, ratios } = instructions
    const k = (n) => `${fmt(n / 1000, 1)}k`
    say(
      `instructions a request (callgrind, fixture answer): default serve ${k(on)} (${fmt(ratios.onHono, 2)}x bare Hono's ` +
        `throughput, ${fmt(on / hono, 2)}x its cost), --log off ${k(off)} (${fmt(ratios.offHono, 2)}x), ` +
        `bare Hono ${k(hono)}, node:http ${k(node)}; log on / off ${fmt(ratios.onOff, 2)}x`,
    )
  }
  if (start)
    say(
      `cold start to first 200 (default serve, shipped fixtures): ${fmt(start.ms)} ms median of ${start.all.length} ` +
        `(${start.all.map((t) => fmt(t)).join(', ')}), RSS ${fmt(start.rssMb, 1)} MB; bare Hono ${fmt(start.honoMs)} ms ` +
        `(${start.honoAll.map((t) => fmt(t)).join(', ')}): ${fmt(start.ratio, 2)}x (median of the pairs' ratios)`,
    )
  if (fixtures)
    say(
      `${fixtures.files} fixture files: start-up to first 200 ${fmt(fixtures.ms)} ms median (${fixtures.all.map((t) => fmt(t)).join(', ')}), RSS ${fmt(fixtures.rssMb, 1)} MB`,
    )
  if (search)
    say(
      `first search after start-up: ${['companies', 'posts', 'people']
        .map((k) => `${k} ${fmt(search[`${k}Ms`])} ms (${search.first[k].map((t) => fmt(t)).join(', ')})`)
        .join(', ')}; server CPU ${['companies', 'posts', 'people']
        .map((k) => `${k} ${fmt(search[`${k}CpuMs`])} ms`)
        .join(', ')}; the next search ${fmt(search.againMs)} ms`,
    )
  for (const line of search?.coverage.lines ?? []) say(line)
  if (chaos)
    say(
      `chaos off, in process: the chaos stage ${fmt(chaos.stageNs, 1)} ns per request, the whole answer ` +
        `${fmt(chaos.requestUs, 1)} µs of CPU (${(100 * chaos.share).toFixed(2)}%); verdicts add no stage`,
    )
  if (mem) {
    say(
      `memory: RSS ${fmt(mem.rssSmall, 1)} MB after ${mem.small} distinct requests, ${fmt(mem.rssLarge, 1)} MB after ${mem.large} (${mem.ratio.toFixed(2)}x, ${mem.non2xx} non-2xx)`,
    )
    say(`  curve: ${mem.curve.map((c) => `${Math.round(c.requests / 1000)}k ${fmt(c.rssMb)} MB`).join(', ')}`)
  }
  let real
  if (wanted('realism')) {
    log('[realism] the built world over seeds 1 and 7 (issue #33 targets)')
    real = await realism(ROOT)
    for (const line of real.lines) say(line)
  }
  say()
  say('targets:')
  const checks = targets(results, start, fixtures, mem, logged, search, chaos)
  for (const c of checks) say(`  ${c.verdict.padEnd(7)} ${c.name}: ${c.value ?? '-'}`)
  say()
  say(`total ${((performance.now() - started) / 1000).toFixed(0)} s, load average at the end: ${busy()}`)
  const report = {
    date: new Date().toISOString().slice(0, 10),
    machine,
    settings: { CONNECTIONS, DURATION, REPS, WARMUP, LOG_ROUNDS, LOG_ROUND_S },
    results,
    log: logged,
    instructions,
    start,
    fixtures,
    mem,
    search,
    chaos,
    realism: real?.result,
    checks,
  }
  const json = `${JSON.stringify(report, null, 2)}\n`
  if (opt.json) writeFileSync(opt.json, json)
  // a full run (every row, the default settings) is the one docs/performance.md quotes
  if (!ONLY && !opt.store && DURATION === 5 && REPS >= 3) {
    writeFileSync(PERFORMANCE_JSON, json)
    writeFileSync(PERFORMANCE_PAGE, withFigures(readFileSync(PERFORMANCE_PAGE, 'utf8'), figuresOf(report)))
    say(`wrote ${PERFORMANCE_JSON} and the figures of ${PERFORMANCE_PAGE}`)
  }
}

try {
  await main()
} catch (err) {
  log(`bench failed: ${err instanceof Error ? err.stack : String(err)}`)
  process.exitCode = 1
} finally {
  cleanup()
}
