// The build after tsc wrote dist/ (ES modules and their declarations, one file per source file):
// - one CommonJS file per subpath of package.json's exports (its `require` target), at the top of dist/ like the
//   modules it is made of sit one level below the package root. Dependencies that ship CommonJS stay outside and are
//   required at run time; faker, which ships ES modules only, is bundled in. Types for require(): a `.d.cts` that
//   re-exports the ES declarations.
// - the command (package.json bin) as one CommonJS bundle, loaded by a small CommonJS file with V8's code cache: resolving
//   and loading ~150 module files, then compiling them, is most of a cold start.
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { build } from 'esbuild'
import { binBundleOptions, bundleOf, finishBinBundle } from './bin-bundle.mjs'

const root = resolve(import.meta.dirname, '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const dist = join(root, 'dist')

/**
 * vitest refuses require(): the CommonJS `/vitest` takes the hooks of the vitest running the test file, which keeps its
 * module on globalThis (for in-source tests).
 */
const vitestFromRunner = {
  name: 'vitest-from-runner',
  setup(b) {
    b.onResolve({ filter: /^vitest$/ }, () => ({ path: 'vitest', namespace: 'vitest-from-runner' }))
    b.onLoad({ filter: /.*/, namespace: 'vitest-from-runner' }, () => ({
      contents: `function vitest(name) {
  const api = globalThis.__vitest_index__
  if (!api) throw new Error('network-lookup-mock/vitest: ' + name + '() works in a test file that vitest runs')
  return api
}
export const beforeAll = (...args) => vitest('beforeAll').beforeAll(...args)
export const beforeEach = (...args) => vitest('beforeEach').beforeEach(...args)
export const inject = (...args) => vitest('inject').inject(...args)
`,
      loader: 'js',
    }))
  },
}

const external = [
  ...Object.keys(pkg.dependencies).filter((name) => name !== '@faker-js/faker'),
  ...Object.keys(pkg.peerDependencies).filter((name) => name !== 'vitest'),
]
for (const [subpath, target] of Object.entries(pkg.exports)) {
  if (typeof target === 'string') continue
  const esm = join(root, target.import.default)
  const cjs = join(root, target.require.default)
  if (dirname(cjs) !== dist) throw new Error(`${subpath}: ${target.require.default} must sit at the top of dist/`)
  await build({
    entryPoints: [esm],
    outfile: cjs,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external,
    plugins: [vitestFromRunner],
    // CommonJS has no import.meta: the file's own URL stands in (it sits in dist/ like the modules it is made of)
    define: { 'import.meta.url': '__nlmImportMetaUrl' },
    banner: { js: "'use strict'; var __nlmImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'warning',
  })
  const types = relative(dist, join(root, target.import.types)).replace(/\.d\.ts$/, '.js')
  writeFileSync(join(root, target.require.types), `export * from './${types}'\n`)
}

const bin = join(root, pkg.bin['network-lookup-mock'])
await build(binBundleOptions(join(dist, 'cli.js'), bundleOf(bin)))
finishBinBundle(bundleOf(bin))
chmodSync(bin, 0o755)
