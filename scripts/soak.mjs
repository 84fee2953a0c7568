#!/usr/bin/env node
// `npm run soak`: minutes of mixed load over a real socket while scenarios switch; prints errors and memory.
// Not part of CI. Exit code 1 when any answer was wrong (errors outside the injected ones).
//
//   SOAK_SECONDS=300 SOAK_CONCURRENCY=16 npm run soak
import { Agent, request } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ENDPOINTS, ENDPOINTS_BY_PATH } from '../src/endpoints.js'
import { startMockServer } from '../src/index.js'
import { KEYS, normalStatuses } from './soak-statuses.mjs'

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300)
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 16)
const SWITCH_MS = Number(process.env.SOAK_SWITCH_MS ?? 5000)
const SAMPLE_MS = 5000

if (typeof globalThis.gc !== 'function') {
  process.stderr.write('soak: run with node --expose-gc (npm run soak does) to measure memory after collection\n')
}

const keys = [
  { key: KEYS.starter, plan: 'Starter', credits: 1_000_000_000 },
  { key: KEYS.poor, plan: 'Growth', credits: 200 },
  { key: KEYS.enterprise, plan: 'Enterprise', credits: 'unlimited', requestsPerMinute: 6000 },
]

/** Statuses each scenario may inject on its own, beyond the normal answers. */
const INJECTS = {
  default: [],
  flaky: [500, 503],
  'server-error': [500],
  'rate-limited': [429],
  'throttle-then-recover': [429],
  'not-found': [404],
  'credits-exhausted': [402],
  'invalid-key': [401],
  'missing-key': [401],
  'empty-results': [],
  'null-items': [],
  slow: [],
}
/** Scenarios that rewrite a 200 body on purpose: no schema check then. */
const REWRITES = new Set(['empty-results', 'null-items', 'not-found'])
const CYCLE = [
  'default',
  'flaky',
  'empty-results',
  'server-error',
  'null-items',
  'rate-limited',
  'not-found',
  'throttle-then-recover',
  'slow',
  'credits-exhausted',
  'default',
]

const warnings = []
const stateDir = mkdtempSync(join(tmpdir(), 'mock-soak-'))
const mock = await startMockServer({
  keys,
  clock: 'real',
  stateFile: join(stateDir, 'state.json'),
  warn: (m) => warnings.push(m),
})
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

function call(method, path, headers = {}, body) {
  return new Promise((resolve) => {
    const req = request(`${mock.url}${path}`, { method, agent, headers }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'] ?? '',
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      )
      res.on('error', (err) => resolve({ status: 0, type: '', text: '', error: err.message }))
    })
    req.on('error', (err) => resolve({ status: 0, type: '', text: '', error: err.message }))
    req.end(body)
  })
}

let seed = 20250601
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
}
const pick = (list) => list[Math.floor(random() * list.length)]

let active = 'default'
const stats = { requests: 0, errors: 0, injected: 0, byStatus: {}, samples: [] }
const errorExamples = new Map()

function noteError(kind, detail) {
  stats.errors++
  if (!errorExamples.has(kind)) errorExamples.set(kind, detail)
}

/** One request of the mix: mostly good calls, some refusals on purpose, a few per-request scenarios. */
function nextRequest() {
  const def = pick(ENDPOINTS)
  const r = random()
  const key =
    r < 0.55 ? KEYS.dev : r < 0.7 ? KEYS.starter : r < 0.8 ? KEYS.poor : r < 0.95 ? KEYS.enterprise : KEYS.unknown
  const badParam = random() < 0.05
  const value =
    def.param === 'url'
      ? `https://www.network.example/in/user-${Math.floor(random() * 5000)}/`
      : `${1 + Math.floor(random() * 5000)}`
  const page = random() < 0.3 ? `&page=${1 + Math.floor(random() * 5)}` : ''
  const path = badParam ? `${def.path}?page=0` : `${def.path}?${def.param}=${encodeURIComponent(value)}${page}`
  const headers = { Authorization: `Bearer ${key}` }
  const perRequest = random() < 0.1 ? pick(Object.keys(INJECTS).filter((s) => s !== 'slow')) : undefined
  if (perRequest) headers['X-Mock-Scenario'] = perRequest
  return { def, key, badParam, path, headers, perRequest }
}

async function worker(deadline) {
  while (Date.now() < deadline) {
    const req = nextRequest()
    const before = active
    const res = await call('GET', req.path, req.headers)
    const scenarios = req.perRequest ? [req.perRequest] : [...new Set([before, active])]
    stats.requests++
    stats.byStatus[res.status] = (stats.byStatus[res.status] ?? 0) + 1
    if (res.error || res.status === 0) {
      noteError('network', `${req.path}: ${res.error ?? 'no answer'}`)
      continue
    }
    if (!res.type.startsWith('application/json')) {
      noteError(`content-type ${res.type}`, `${res.status} ${req.path}`)
      continue
    }
    let body
    try {
      body = JSON.parse(res.text)
    } catch {
      noteError('not JSON', `${res.status} ${req.path}: ${res.text.slice(0, 100)}`)
      continue
    }
    const normal = normalStatuses(req)
    const injected = scenarios.flatMap((s) => INJECTS[s] ?? [])
    if (!normal.includes(res.status)) {
      if (injected.includes(res.status)) stats.injected++
      else noteError(`status ${res.status} under ${scenarios.join('/')}`, `${req.path} ${res.text.slice(0, 160)}`)
      continue
    }
    if (
      res.status === 200 &&
      !scenarios.some((s) => REWRITES.has(s)) &&
      !ENDPOINTS_BY_PATH.get(req.def.path).schema.safeParse(body).success
    ) {
      noteError(`schema ${req.def.id}`, req.path)
    }
    if (
      res.status >= 400 &&
      (typeof body.code !== 'string' || (typeof body.error !== 'string' && typeof body.message !== 'string'))
    ) {
      noteError('error body shape', `${res.status} ${res.text.slice(0, 100)}`)
    }
  }
}

async function switcher(deadline) {
  let i = 0
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, SWITCH_MS))
    const next = CYCLE[++i % CYCLE.length]
    const res = await call(
      'PUT',
      '/__admin/scenario',
      { 'content-type': 'application/json' },
      JSON.stringify({ name: next }),
    )
    if (res.status !== 200) noteError('scenario switch', `${next}: ${res.status} ${res.text}`)
    active = next
    // the admin API under load too: journal and usage reads
    const journal = await call('GET', '/__admin/requests?status=200')
    if (journal.status !== 200) noteError('journal read', `${journal.status}`)
  }
}

function sample(elapsedS) {
  globalThis.gc?.()
  const m = process.memoryUsage()
  const point = { t: elapsedS, heapMb: m.heapUsed / 1048576, rssMb: m.rss / 1048576, requests: stats.requests }
  stats.samples.push(point)
  process.stdout.write(
    `${String(Math.round(elapsedS)).padStart(5)} s  ${String(stats.requests).padStart(8)} requests  ${String(stats.errors).padStart(4)} errors  ${String(stats.injected).padStart(6)} injected  heap ${point.heapMb.toFixed(1)} MB  rss ${point.rssMb.toFixed(1)} MB  scenario ${active}\n`,
  )
}

process.stdout.write(
  `soak: ${SECONDS} s, ${CONCURRENCY} connections, scenario switch every ${SWITCH_MS / 1000} s, ${mock.url}\n`,
)
const started = Date.now()
const deadline = started + SECONDS * 1000
const sampler = setInterval(() => sample((Date.now() - started) / 1000), SAMPLE_MS)
sample(0)
await Promise.all([switcher(deadline), ...Array.from({ length: CONCURRENCY }, () => worker(deadline))])
clearInterval(sampler)
sample((Date.now() - started) / 1000)

// memory growth: after a warm-up fifth of the run (caches filling up), first sample vs last
const warm = stats.samples.find((s) => s.t >= SECONDS / 5) ?? stats.samples[0]
const last = stats.samples[stats.samples.length - 1]
const heapGrowth = last.heapMb - warm.heapMb
const rssGrowth = last.rssMb - warm.rssMb

await mock.close()
agent.destroy()
rmSync(stateDir, { recursive: true, force: true })

process.stdout.write(
  [
    '',
    `requests   ${stats.requests} (${Math.round(stats.requests / SECONDS)}/s)`,
    `statuses   ${Object.entries(stats.byStatus)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
    `injected   ${stats.injected} (answers a scenario asked for)`,
    `errors     ${stats.errors}`,
    ...[...errorExamples].map(([kind, example]) => `  ${kind}: ${example}`),
    `warnings   ${warnings.length}${warnings.length ? `: ${warnings.slice(0, 3).join(' | ')}` : ''}`,
    `heap       ${warm.heapMb.toFixed(1)} MB at ${Math.round(warm.t)} s -> ${last.heapMb.toFixed(1)} MB at ${Math.round(last.t)} s (${heapGrowth >= 0 ? '+' : ''}${heapGrowth.toFixed(1)} MB)`,
    `rss        ${warm.rssMb.toFixed(1)} MB -> ${last.rssMb.toFixed(1)} MB (${rssGrowth >= 0 ? '+' : ''}${rssGrowth.toFixed(1)} MB)`,
    stats.errors === 0 ? 'PASS: no errors outside the injected ones' : 'FAIL: errors outside the injected ones',
    '',
  ].join('\n'),
)
process.exitCode = stats.errors === 0 ? 0 : 1
