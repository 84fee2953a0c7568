import { readFileSync, readdirSync } from 'node:fs'
const dir = process.argv[2]
const prof = JSON.parse(readFileSync(dir + '/' + readdirSync(dir)[0], 'utf8'))
const byId = new Map(prof.nodes.map((n) => [n.id, n])); const parent = new Map()
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const cands = prof.nodes.filter((n) => n.callFrame.url.endsWith('.cjs') && n.callFrame.lineNumber === 0 && n.callFrame.functionName === '')
const wrapper = cands.find((n) => (n.children ?? []).length > 5)
const src = readFileSync('dist/network-lookup-mock.cjs', 'utf8').split('\n')
const agg = {}
for (let i = 0; i < prof.samples.length; i++) {
  let id = prof.samples[i]; const leaf = byId.get(id); let under = false; let child
  while (id !== undefined) { if (id === wrapper.id) { under = true; break } child = id; id = parent.get(id) }
  if (!under) continue
  const c = child === undefined ? leaf : byId.get(child)
  const f = c.callFrame
  let key = `${f.functionName || '(anon)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber}`
  if (f.url.endsWith('.cjs')) key += '  ' + (src[f.lineNumber] ?? '').slice(f.columnNumber, f.columnNumber + 70)
  agg[key] = (agg[key] ?? 0) + (prof.timeDeltas[i] ?? 0) / 1000
}
for (const [k, v] of Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(1).padStart(6), k)
