// Bundles the CLI into one file (dist/cli-bundle.cjs): resolving and loading ~300 module files cost most of a cold start.
// dist/cli.js, the bin, becomes scripts/cli-loader.mjs: it runs the bundle with the V8 code cache a training run
// writes here (dist/cli-bundle.cache). dist/index.js and the rest of dist/ stay as tsc wrote them, for programmatic use.
import { spawn } from 'node:child_process'
import { copyFileSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { build } from 'esbuild'

const BUNDLE = 'dist/cli-bundle.cjs'
const CACHE = 'dist/cli-bundle.cache'
const CACHE_OUT_ENV = 'NETWORK_LOOKUP_MOCK_CODE_CACHE_OUT'

/** zod's `z` export is a namespace object esbuild cannot shake (all its locales stay); `import * as z` of the same module can be. */
const zodNamespace = {
  name: 'zod-namespace',
  setup(b) {
    b.onLoad({ filter: /[/\\]dist[/\\].*\.js$/ }, (args) => {
      if (args.path.includes('node_modules')) return undefined
      return { contents: readFileSync(args.path, 'utf8').replace(/^import \{ z \} from (['"])zod\1;?$/m, "import * as z from 'zod';"), loader: 'js' }
    })
  },
}

if (readFileSync('dist/cli.js', 'utf8') === readFileSync('scripts/cli-loader.mjs', 'utf8')) {
  throw new Error('dist/cli.js is already the loader: run tsc -p tsconfig.build.json first (npm run build does)')
}
await build({
  entryPoints: ['dist/cli.js'],
  outfile: BUNDLE,
  bundle: true,
  platform: 'node',
  // CommonJS: a classic script is what vm.Script compiles with a code cache
  format: 'cjs',
  target: 'node20',
  // CommonJS has no import.meta: the bundle's own URL stands in (it sits in dist/ like the modules it replaces)
  define: { 'import.meta.url': '__nlmImportMetaUrl' },
  // first, so the bundle stays strict code as the ES modules it is made of were
  banner: { js: "'use strict'; var __nlmImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  plugins: [zodNamespace],
  // no comments (some are not ASCII, and decoding UTF-8 costs more than Latin-1); names stay for profiles and stacks
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
})
copyFileSync('scripts/cli-loader.mjs', 'dist/cli.js')
rmSync(CACHE, { force: true })
await trainCodeCache()

/**
 * Starts the built CLI, asks one generated answer and stops it: the loader then writes the code cache of
 * everything that run compiled. On any failure the build still succeeds, without a cache (slower start only).
 */
async function trainCodeCache() {
  const out = `${CACHE}.tmp`
  rmSync(out, { force: true })
  const child = spawn(process.execPath, ['dist/cli.js', 'serve', '--port', '0', '--host', '127.0.0.1'], {
    // V8 rejects a cache made under other flags: train as the CLI usually runs, without NODE_OPTIONS
    env: { ...process.env, NODE_OPTIONS: '', [CACHE_OUT_ENV]: out },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  try {
    const url = await new Promise((resolve, reject) => {
      const onData = (chunk) => {
        output += chunk
        const m = /listening on (http:\/\/\S+)/.exec(output)
        if (m?.[1]) resolve(m[1])
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
      child.once('exit', () => reject(new Error('the CLI exited before listening')))
    })
    const res = await fetch(`${url}/v1/people/profile?username=jane-doe`, { headers: { authorization: 'Bearer mock-dev-key' } })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`the training request answered ${res.status}`)
    child.kill('SIGTERM')
    await exited
    if (statSync(out, { throwIfNoEntry: false })?.size) renameSync(out, CACHE)
    else throw new Error('no cache written')
  } catch (err) {
    child.kill('SIGKILL')
    await exited
    rmSync(out, { force: true })
    console.warn(`bundle-cli: no code cache (${err instanceof Error ? err.message : String(err)}); the CLI works, only starts slower\n${output}`)
  } finally {
    clearTimeout(timer)
  }
}
