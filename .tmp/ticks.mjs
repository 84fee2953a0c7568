import { readFileSync, readdirSync } from 'node:fs'
const dir = process.argv[2]
const prof = JSON.parse(readFileSync(dir + '/' + readdirSync(dir)[0], 'utf8'))
const src = readFileSync('dist/network-lookup-mock.cjs', 'utf8').split('\n')
// inclusive time per "line of call" inside the wrapper: for samples under the wrapper, find the wrapper node's child and the wrapper's... approximate with the callee's definition line
const byId = new Map(prof.nodes.map((n) => [n.id, n]))
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const cands = prof.nodes.filter((n) => n.callFrame.url.endsWith('.cjs') && n.callFrame.lineNumber === 0 && n.callFrame.functionName === '')
const wrapper = cands.find((n) => (n.children ?? []).length > 5) ?? cands[cands.length - 1]
const counts = {}
for (let i = 0; i < prof.samples.length; i++) {
  let id = prof.samples[i]; let child
  while (id !== undefined && id !== wrapper.id) { child = id; id = parent.get(id) }
  if (id !== wrapper.id) continue
  const key = child === undefined ? 'self' : byId.get(child).callFrame.functionName + ' L' + (byId.get(child).callFrame.lineNumber + 1)
  counts[key] = (counts[key] ?? 0) + (prof.timeDeltas[i] ?? 0) / 1000
}
for (const [k, v] of Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(1).padStart(6), k)
console.log('self line ticks:', JSON.stringify((wrapper.positionTicks ?? []).sort((a, b) => b.ticks - a.ticks).slice(0, 15).map((t) => [t.line, t.ticks, src[t.line - 1]?.slice(0, 80)])))
