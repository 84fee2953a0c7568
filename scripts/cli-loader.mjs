#!/usr/bin/env node
// dist/cli.js: runs the bundled CLI (cli-bundle.cjs) with the V8 code cache made by `npm run build`.
// Node 20 has no module.enableCompileCache, and compiling the bundle was the largest part of a cold start.
// A missing, stale, foreign or unreadable cache only costs speed: the bundle is then compiled from source.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { isAscii } from 'node:buffer'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
// the default export: vm.constants exists only from Node 20.12, and a missing named import would fail to link
import vm from 'node:vm'

/** Set (to a file path) only by the build's training run: write the cache there when the process exits. */
const CACHE_OUT_ENV = 'NETWORK_LOOKUP_MOCK_CODE_CACHE_OUT'
const HASH_BYTES = 20

const file = fileURLToPath(new URL('./cli-bundle.cjs', import.meta.url))
const bytes = readFileSync(file)
// esbuild writes ASCII; latin1 decodes it the same and several times faster than utf8
const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8')

/** Names a cache by the bundle and data it holds: V8 checks only the source's length, and no checksum in release builds. */
const digest = (data) => createHash('sha1').update(bytes).update(data).digest()

let cachedData
try {
  const cache = readFileSync(file.replace(/\.cjs$/, '.cache'))
  const data = cache.subarray(HASH_BYTES)
  if (data.length > 0 && digest(data).equals(cache.subarray(0, HASH_BYTES))) cachedData = data
} catch {
  // no cache (or no sha1 here): compile from source
}

// the same wrapper Node gives a CommonJS module; the bundle works with plain `node dist/cli-bundle.cjs` too
const wrapped = `(function (exports, require, module, __filename, __dirname) {${source.startsWith('#!') ? '//' : ''}${source}\n})`
const script = new vm.Script(wrapped, {
  filename: file,
  ...(cachedData ? { cachedData } : {}),
  // a dynamic import() in the bundle (there is none today) resolves as it would in a module file
  ...(vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER ? { importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER } : {}),
})

const out = process.env[CACHE_OUT_ENV]
if (out) {
  delete process.env[CACHE_OUT_ENV]
  // at exit the cache also holds every function the run compiled, not only the top level
  process.on('exit', () => {
    const data = script.createCachedData()
    writeFileSync(out, Buffer.concat([digest(data), data]))
  })
}

const module = { exports: {} }
script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file))
