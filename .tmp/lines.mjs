import { readFileSync, readdirSync } from 'node:fs'
const dir = process.argv[2]
const prof = JSON.parse(readFileSync(dir + '/' + readdirSync(dir)[0], 'utf8'))
const src = readFileSync('dist/network-lookup-mock.cjs', 'utf8').split('\n')
const byId = new Map(prof.nodes.map((n) => [n.id, n]))
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
// each sample: deepest frame in the bundle; bucket by a tag found on its definition line
const tag = (line) => { const s = src[line] ?? ''; const m = /faker|zod|hono|word|chokidar|sonic/i.exec(s.slice(0, 300)); return m ? m[0].toLowerCase() : 'line' + (line + 1) }
const counts = {}
const dt = prof.timeDeltas
for (let i = 0; i < prof.samples.length; i++) {
  let id = prof.samples[i]; let where = 'other'
  while (id !== undefined) { const n = byId.get(id); if (n.callFrame.url.endsWith('.cjs')) { where = 'L' + (n.callFrame.lineNumber + 1); break } id = parent.get(id) }
  counts[where] = (counts[where] ?? 0) + (dt[i] ?? 0) / 1000
}
for (const [k, v] of Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  const ln = Number(k.slice(1)) - 1
  console.log(k.padEnd(7), v.toFixed(1).padStart(6), 'ms', k === 'other' ? '' : (src[ln] ?? '').slice(0, 110))
}
