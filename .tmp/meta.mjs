import { build } from 'esbuild'
const r = await build({ entryPoints: ['dist/cli.js'], outfile: '/tmp/nlm/meta.cjs', bundle: true, platform: 'node', format: 'cjs', target: 'node20', external: ['jiti','redis'], minifyWhitespace: true, minifySyntax: true, metafile: true, logLevel: 'error', define: { 'import.meta.url': 'x' } })
const out = Object.values(r.metafile.outputs)[0]
const by = {}
for (const [f, v] of Object.entries(out.inputs)) {
  let k = f.includes('node_modules/zod/') ? 'zod/' + f.split('node_modules/zod/')[1].split('/').slice(0, 3).join('/') : (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f)?.[1] ?? f)
  if (k.startsWith('zod/')) k = k.replace(/\/[^/]+\.js$/, '/')
  by[k] = (by[k] ?? 0) + v.bytesInOutput
}
for (const [k, v] of Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,25)) console.log(String(Math.round(v/1024)).padStart(6), 'KB', k)
