import { readFileSync, readdirSync } from 'node:fs'
const dir = process.argv[2]; const minMs = Number(process.argv[3] ?? 3); const maxD = Number(process.argv[4] ?? 9)
const prof = JSON.parse(readFileSync(dir + '/' + readdirSync(dir)[0], 'utf8'))
const byId = new Map(prof.nodes.map((n) => [n.id, n])); const parent = new Map()
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const tot = new Map()
for (let i = 0; i < prof.samples.length; i++) { let id = prof.samples[i]; while (id !== undefined) { tot.set(id, (tot.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0) / 1000); id = parent.get(id) } }
const show = (id, d) => { const n = byId.get(id); const t = tot.get(id) ?? 0; if (t < minMs || d > maxD) return
  console.log(' '.repeat(d * 2) + t.toFixed(1) + ' ' + (n.callFrame.functionName || '(anon)') + ' ' + n.callFrame.url.replace(/.*\//, '') + ':' + (n.callFrame.lineNumber + 1))
  for (const c of (n.children ?? []).sort((a, b) => (tot.get(b) ?? 0) - (tot.get(a) ?? 0))) show(c, d + 1) }
show(prof.nodes[0].id, 0)
