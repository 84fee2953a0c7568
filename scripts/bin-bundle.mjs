// How the command (package.json bin) is built, shared by scripts/bundle.mjs and the tests' own build of src/
// (test/support/build-bundles.ts), so the tests start what a user starts: one CommonJS bundle, run by a small ES module
// beside it (scripts/bin-launcher.cjs) through V8's code cache.
import { execFileSync } from 'node:child_process'
import { copyFileSync, readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { join } from 'node:path'

const LAUNCHER = join(import.meta.dirname, 'bin-launcher.cjs')

/** Dependencies left outside the bundle: jiti finds its own files at run time, and Redis is for `--store redis` only. */
export const BIN_EXTERNAL = ['jiti', 'redis']

/**
 * The bundle runs in a vm.Script, where import() has no module loader: a dynamic import of a module left outside the
 * bundle (a node builtin, the Redis client) becomes a require() made at the same moment.
 */
function dynamicImportAsRequire(outside) {
  const isOutside = (path) => isBuiltin(path) || outside.some((n) => path === n || path.startsWith(`${n}/`))
  return {
    name: 'dynamic-import-as-require',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'dynamic-import' && isOutside(args.path)
          ? { path: args.path, namespace: 'dynamic-import-as-require' }
          : undefined,
      )
      b.onLoad({ filter: /.*/, namespace: 'dynamic-import-as-require' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(args.path)})`,
        loader: 'js',
      }))
    },
  }
}

/**
 * faker's parts (src/extend/faker-parts.ts) loaded at their first use: a start-up whose config draws nothing with
 * faker never initializes faker's locale tables. A `require()` of a module inside the bundle runs that module at the
 * call; the module it requires re-exports only the parts used, so faker's other locales stay out of the bundle.
 */
function lazyFaker() {
  const parts = '__nlm_faker_parts__'
  return {
    name: 'lazy-faker',
    setup(b) {
      b.onLoad({ filter: /[\\/]extend[\\/]faker-parts\.js$/ }, () => ({
        contents: `let parts
export function fakerParts() {
  if (parts === undefined) {
    const { Faker, base, en } = require(${JSON.stringify(parts)})
    parts = { Faker, base, en }
  }
  return parts
}
`,
        loader: 'js',
      }))
      b.onResolve({ filter: new RegExp(`^${parts}$`) }, () => ({ path: parts, namespace: 'lazy-faker' }))
      b.onLoad({ filter: /.*/, namespace: 'lazy-faker' }, () => ({
        contents: "export { Faker, base, en } from '@faker-js/faker'",
        loader: 'js',
        resolveDir: join(import.meta.dirname, '..'),
      }))
    },
  }
}

/** esbuild's options for the command's bundle of `entry` (a module exporting `main(argv)`), written to `outfile`. */
export function binBundleOptions(entry, outfile) {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: BIN_EXTERNAL,
    plugins: [dynamicImportAsRequire(BIN_EXTERNAL), lazyFaker()],
    // less source to parse and hold: a smaller cold start and resident size (see BENCHMARKS.md)
    minifyWhitespace: true,
    minifySyntax: true,
    // CommonJS has no import.meta: the file's own URL stands in (it sits where the modules it is made of sit)
    define: { 'import.meta.url': '__nlmImportMetaUrl' },
    banner: { js: "'use strict'; var __nlmImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    logLevel: 'warning',
  }
}

/** Where the bundle of the command `launcher` (`x.cjs`) is written: `x.bundle.cjs`, beside it. */
export function bundleOf(launcher) {
  return launcher.replace(/\.cjs$/, '.bundle.cjs')
}

/**
 * Finishes a bundle esbuild wrote (`x.bundle.cjs`): checks it is ASCII and calls no import(), puts the launcher beside
 * it (`x.cjs`) and writes its code cache for this Node. Returns the launcher's path.
 */
export function finishBinBundle(bundle) {
  const source = readFileSync(bundle, 'utf8')
  // esbuild escapes what is not ASCII except inside template literals; the launcher reads the bundle as one-byte text
  const wide = /[^\x00-\x7f]/.exec(source)
  if (wide)
    throw new Error(
      `${bundle} holds ${JSON.stringify(wide[0])} near ${JSON.stringify(source.slice(wide.index - 40, wide.index + 10))}: ` +
        'write it as an escape (\\u2026) in a string or script, or an HTML entity (&hellip;) in a page',
    )
  const text = source.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""')
  if (/\bimport\(/.test(text)) throw new Error(`${bundle} calls import(), which fails in the vm.Script that runs it`)
  const launcher = bundle.replace(/\.bundle\.cjs$/, '.cjs')
  if (launcher === bundle) throw new Error(`${bundle}: the command's bundle is named x.bundle.cjs`)
  copyFileSync(LAUNCHER, launcher)
  execFileSync(process.execPath, [launcher], { env: { ...process.env, NLM_WRITE_CODE_CACHE: '1' }, stdio: 'inherit' })
  return launcher
}
