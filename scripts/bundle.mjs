// Two bundles of what tsc wrote to dist/:
// - the programmatic API as one CommonJS file (dist/index.cjs) for require() and Jest users; dist/index.js stays the
//   ES module tsc wrote. Dependencies are bundled in (faker ships ES modules only); swagger-ui-dist stays outside, read
// from its installed folder at run time. Types for require(): dist/index.d.cts re-exports the ES declarations.
import { writeFileSync } from 'node:fs'
import { build } from 'esbuild'

await build({
  entryPoints: ['dist/index.js'],
  outfile: 'dist/index.cjs',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['swagger-ui-dist'],
  // CommonJS has no import.meta: the file's own URL stands in (it sits in dist/ like the modules it is made of)
  define: { 'import.meta.url': '__nlmImportMetaUrl' },
  banner: { js: "'use strict'; var __nlmImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
})
writeFileSync('dist/index.d.cts', "export * from './index.js'\n")

// - the command (package.json bin) as one ES module: resolving and loading ~150 module files is most of a cold start
await build({
  entryPoints: ['dist/bin.js'],
  outfile: 'dist/network-lookup-mock.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['swagger-ui-dist'],
  // less source to parse and hold: a smaller cold start and resident size (see BENCHMARKS.md)
  minifyWhitespace: true,
  minifySyntax: true,
  banner: {
    js: "import { createRequire as __nlmCreateRequire } from 'node:module'; const require = __nlmCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
})
