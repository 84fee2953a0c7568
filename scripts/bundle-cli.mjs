// Bundles the CLI into one file: resolving and loading ~300 module files is most of a cold start.
// dist/index.js and the rest of dist/ stay as tsc wrote them, for programmatic use and types.
import { build } from 'esbuild'

await build({
  entryPoints: ['dist/cli.js'],
  outfile: 'dist/cli.js',
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // bundled CommonJS code may call require; give it Node's
  banner: { js: "import { createRequire as __nlmRequire } from 'node:module'; const require = __nlmRequire(import.meta.url);" },
  logLevel: 'warning',
})
