// Self time from a V8 .cpuprofile, by function+location and by package/file.
// Usage: node scripts/bench/profile-summary.mjs <file.cpuprofile> [top=25]
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
  const short = url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/')
  return `${short}:${lineNumber + 1}`
}

/**
 * Aggregates self time (ms) by function and by origin; idle time is counted apart.
 * @returns {{ totalMs: number, idleMs: number, functions: {name: string, where: string, ms: number}[], origins: {origin: string, ms: number}[] }}
 */
export function summarize(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map()
  const { samples, timeDeltas } = profile
  for (let i = 0; i < samples.length; i++) {
    // a sample's time is the delta to the next sample
    const dt = (timeDeltas[i + 1] ?? 0) / 1000
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
  const functions = [...fn]
    .map(([key, ms]) => {
      const [name, where] = key.split('\u0000')
      return { name, where, ms }
    })
    .sort((a, b) => b.ms - a.ms)
  const origins = [...orig].map(([o, ms]) => ({ origin: o, ms })).sort((a, b) => b.ms - a.ms)
  return { totalMs, idleMs, functions, origins }
}

/** Markdown-ish text tables of the top functions and origins. */
export function formatSummary(summary, top = 25) {
  const pct = (ms) => `${((100 * ms) / summary.totalMs).toFixed(1)}%`
  const lines = [`busy ${summary.totalMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms`, '', 'self time by origin:']
  for (const o of summary.origins.slice(0, 15)) lines.push(`  ${pct(o.ms).padStart(6)}  ${o.ms.toFixed(0).padStart(7)} ms  ${o.origin}`)
  lines.push('', `top ${top} functions by self time:`)
  for (const f of summary.functions.slice(0, top)) {
    lines.push(`  ${pct(f.ms).padStart(6)}  ${f.ms.toFixed(0).padStart(7)} ms  ${f.name}  ${f.where}`)
  }
  return lines.join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, top] = process.argv.slice(2)
  if (!file) {
    process.stderr.write('usage: profile-summary.mjs <file.cpuprofile> [top]\n')
    process.exit(1)
  }
  const summary = summarize(JSON.parse(readFileSync(file, 'utf8')))
  process.stdout.write(`${formatSummary(summary, Number(top ?? 25))}\n`)
}
