#!/usr/bin/env node
// The command: runs its CommonJS bundle (beside this file) through V8's code cache, which Node 20 keeps for no module
// of its own; a cache from another Node or V8 build is rejected by V8 and the bundle compiles as usual. CommonJS, not
// an ES module: a command started as an ES module has Node set up its module loader first, and every start waits.
'use strict'
const { readFileSync, writeFileSync } = require('node:fs')
const { createRequire, Module } = require('node:module')
const { dirname } = require('node:path')
const { Script } = require('node:vm')

// the bundle beside this file: dist/network-lookup-mock.bundle.cjs for dist/network-lookup-mock.cjs
const file = __filename.replace(/\.cjs$/, '.bundle.cjs')
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
  bundle.exports.warmUp().then(() => {
    writeFileSync(cacheFile, script.createCachedData())
    // whatever a stopped server left (a timer, a writer) does not keep the build waiting
    process.exit(0)
  })
} else
  bundle.exports.main(process.argv.slice(2)).then((code) => {
    process.exitCode = code
  })
