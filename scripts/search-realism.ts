// Prints the search realism rates of test/search-open-world.test.ts for some seeds: `node --import tsx scripts/search-realism.ts 3 11`
import { HELD_OUT } from '../test/data/search-held-out.js'
import { testApp } from '../test/support/app.js'
import {
  measureCompanyNames,
  measureNonsense,
  measurePeopleNames,
  measurePostAuthors,
  measureSearch,
} from '../test/support/search-measure.js'

const pct = (x: number) => `${(x * 100).toFixed(1)}%`
for (const seed of process.argv.slice(2).map(Number)) {
  const app = testApp({ seed })
  for (const endpoint of ['companies/search', 'posts/search'] as const) {
    const m = await measureSearch(app, endpoint, HELD_OUT)
    const byKind = new Map<string, [number, number]>()
    for (const h of HELD_OUT) {
      const k = byKind.get(h.kind) ?? [0, 0]
      k[1]++
      if (!m.missed.includes(h.keyword)) k[0]++
      byKind.set(h.kind, k)
    }
    const kinds = [...byKind].map(([k, [a, b]]) => `${k} ${a}/${b}`).join(', ')
    console.log(
      `seed ${seed} ${endpoint}: coverage ${pct(m.coverage)} (${kinds}), page-1 relevance ${pct(m.relevance)}, multi-word first holds all ${pct(m.firstHoldsAll)}`,
    )
    if (process.env.VERBOSE) console.log('  missed:', m.missed.join(', '), '\n  off:', m.off.slice(0, 40).join('; '))
    const n = await measureNonsense(app, endpoint)
    console.log(`  nonsense 404 ${pct(n.rate)} ${n.found.join(', ')}`)
  }
  const c = await measureCompanyNames(app, 600)
  console.log(
    `  company exact name rank 1 ${pct(c.rate)} of ${c.tried} (${c.special} with & ' or accents) missed: ${c.missed.slice(0, 8).join(' | ')}`,
  )
  const t = performance.now()
  const p = measurePeopleNames(app, 600)
  console.log(
    `  people exact name rank 1 ${pct(p.rate)} of ${p.tried} (${p.special} special) missed: ${p.missed.slice(0, 8).join(' | ')} [${(performance.now() - t).toFixed(0)} ms]`,
  )
  const a = await measurePostAuthors(app, 200)
  console.log(`  posts by author full name ${pct(a.rate)} of ${a.tried}`)
}
