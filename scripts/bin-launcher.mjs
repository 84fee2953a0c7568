#!/usr/bin/env node
// The command: runs its CommonJS bundle (beside this file) through V8's code cache, which Node 20 keeps for no module
// of its own; a cache from another Node or V8 build is rejected by V8 and the bundle compiles as usual.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire, Module } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Script } from 'node:vm'

// the bundle is this file's namesake: dist/network-lookup-mock.cjs beside dist/network-lookup-mock.mjs
const file = fileURLToPath(import.meta.url).replace(/\.mjs$/, '.cjs')
const cacheFile = `${file}.cache`
let cachedData
try {
  cachedData = readFileSync(cacheFile)
} catch {}
// the build checks the bundle is ASCII: read as Latin-1 it is the same text, held one byte a character
const script = new Script(Module.wrap(readFileSync(file, 'latin1')), {
  filename: file,
  cachedData,
})
const bundle = { exports: {} }
script.runInThisContext()(bundle.exports, createRequire(file), bundle, file, dirname(file))
// the build writes the cache once the bundle's modules have run and a start has answered: their functions are compiled
if (process.env.NLM_WRITE_CODE_CACHE === '1') {
  await bundle.exports.warmUp()
  writeFileSync(cacheFile, script.createCachedData())
  // whatever a stopped server left (a timer, a writer) does not keep the build waiting
  process.exit(0)
} else process.exitCode = await bundle.exports.main(process.argv.slice(2))
