// Self time from a V8 .cpuprofile, by function+location and by package/file.
// Usage: node scripts/bench/profile-summary.mjs <file.cpuprofile> [top=25] [skipMs=0]
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Where a frame's code lives, short: a package name, a dist/ file, node:internal, or a V8 pseudo-frame. */
export function origin(url) {
  if (!url) return '(native/V8)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]
  const dist = /\/(dist\/.*)$/.exec(url)
  if (dist) return dist[1]
  if (url.startsWith('node:')) return 'node:internal'
  return url
}

function location(frame) {
  const { url, lineNumber } = frame
  if (!url) return ''
  const path = url.replace(/^file:\/\//, '')
  const short = path.includes('node_modules/')
    ? path.replace(/^.*node_modules\//, '')
    : path.replace(/^.*\/dist\//, 'dist/')
  return `${short}:${lineNumber + 1}`
}

/**
 * Aggregates self time (ms) by function and by origin; idle time is counted apart.
 * @returns {{ totalMs: number, idleMs: number, functions: {name: string, where: string, ms: number}[],
 *   origins: {origin: string, ms: number}[], inclusive: {name: string, where: string, ms: number}[] }}
 */
export function summarize(profile, { skipMs = 0 } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map()
  const { timeDeltas } = profile
  // samples of the first skipMs (start-up, warm-up) are left out
  let first = 0
  for (let t = 0; first < profile.samples.length && t < skipMs * 1000; first++) t += timeDeltas[first] ?? 0
  const samples = profile.samples.slice(first)
  const deltas = timeDeltas.slice(first)
  for (let i = 0; i < samples.length; i++) {
    // a sample's time is the delta to the next sample
    const dt = (deltas[i + 1] ?? 0) / 1000
    self.set(samples[i], (self.get(samples[i]) ?? 0) + dt)
  }
  const fn = new Map()
  const orig = new Map()
  let idleMs = 0
  let totalMs = 0
  for (const [id, ms] of self) {
    const frame = byId.get(id)?.callFrame
    if (!frame) continue
    if (frame.functionName === '(idle)') {
      idleMs += ms
      continue
    }
    totalMs += ms
    const name = frame.functionName || '(anonymous)'
    const key = `${name}\u0000${location(frame)}`
    fn.set(key, (fn.get(key) ?? 0) + ms)
    const o = frame.url ? origin(frame.url) : name.startsWith('(') ? name : '(native/V8)'
    orig.set(o, (orig.get(o) ?? 0) + ms)
  }
  // inclusive time: a sample counts once for every distinct function on its stack
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const incl = new Map()
  for (let i = 0; i < samples.length; i++) {
    const dt = (deltas[i + 1] ?? 0) / 1000
    const seen = new Set()
    for (let id = samples[i]; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)?.callFrame
      if (!frame?.url) continue
      const key = `${frame.functionName || '(anonymous)'}\u0000${location(frame)}`
      if (seen.has(key)) continue
      seen.add(key)
      incl.set(key, (incl.get(key) ?? 0) + dt)
    }
  }
  const inclusive = [...incl]
    .map(([key, ms]) => {
      const [name, where] = key.split('\u0000')
      return { name, where, ms }
    })
    .sort((a, b) => b.ms - a.ms)
  const functions = [...fn]
    .map(([key, ms]) => {
      const [name, where] = key.split('\u0000')
      return { name, where, ms }
    })
    .sort((a, b) => b.ms - a.ms)
  const origins = [...orig].map(([o, ms]) => ({ origin: o, ms })).sort((a, b) => b.ms - a.ms)
  return { totalMs, idleMs, functions, origins, inclusive }
}

/** Markdown-ish text tables of the top functions and origins. */
export function formatSummary(summary, top = 25) {
  const pct = (ms) => `${((100 * ms) / summary.totalMs).toFixed(1)}%`
  const lines = [
    `busy ${summary.totalMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms`,
    '',
    'self time by origin:',
  ]
  for (const o of summary.origins.slice(0, 15))
    lines.push(`  ${pct(o.ms).padStart(6)}  ${o.ms.toFixed(0).padStart(7)} ms  ${o.origin}`)
  lines.push('', `top ${top} functions by self time:`)
  for (const f of summary.functions.slice(0, top)) {
    lines.push(`  ${pct(f.ms).padStart(6)}  ${f.ms.toFixed(0).padStart(7)} ms  ${f.name}  ${f.where}`)
  }
  lines.push('', "inclusive time of the project's own functions (dist/) and @hono/node-server:")
  const ours = summary.inclusive.filter((f) => f.where.startsWith('dist/') || f.where.startsWith('@hono/node-server'))
  for (const f of ours.slice(0, top)) {
    lines.push(`  ${pct(f.ms).padStart(6)}  ${f.ms.toFixed(0).padStart(7)} ms  ${f.name}  ${f.where}`)
  }
  return lines.join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, top, skipMs] = process.argv.slice(2)
  if (!file) {
    process.stderr.write('usage: profile-summary.mjs <file.cpuprofile> [top] [skipMs]\n')
    process.exit(1)
  }
  const summary = summarize(JSON.parse(readFileSync(file, 'utf8')), { skipMs: Number(skipMs ?? 0) })
  process.stdout.write(`${formatSummary(summary, Number(top ?? 25))}\n`)
}
