import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { finishBinBundle } from '../scripts/bin-bundle.mjs'
import { bundles } from './support/cli.js'

/** A fresh Node compiles the command's bundle with its cache, as the launcher does, and says what V8 made of it. */
function cacheVerdict(launcher: string): { rejected: boolean; bytes: number } {
  const bundle = launcher.replace(/\.mjs$/, '.cjs')
  const script = `
    const { readFileSync } = require('node:fs')
    const { Module } = require('node:module')
    const { Script } = require('node:vm')
    const cachedData = readFileSync(${JSON.stringify(`${bundle}.cache`)})
    const s = new Script(Module.wrap(readFileSync(${JSON.stringify(bundle)}, 'latin1')), { cachedData })
    process.stdout.write(JSON.stringify({ rejected: s.cachedDataRejected, bytes: cachedData.length }))`
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as {
    rejected: boolean
    bytes: number
  }
}

describe("the command's V8 code cache", () => {
  it('is accepted by a fresh process of the Node that built it, after the build ran a start in it', () => {
    // serve sets a heap flag of V8's, which V8 checks a cache against: a cache written under it would be refused
    const { rejected, bytes } = cacheVerdict(bundles().cli)
    expect(rejected).toBe(false)
    expect(bytes).toBeGreaterThan(100_000)
  })
})

describe('the command bundle', () => {
  it.each([
    ['a template literal', 'module.exports = `reconnecting\u2026`'],
    ['a page', 'module.exports = `<p>QA console \u00b7 v1</p>`'],
    ['a character beyond the first plane', 'module.exports = `\u{1f469}`'],
  ])('is refused when %s holds a character beyond ASCII, with the fix', (_, source) => {
    const dir = mkdtempSync(join(tmpdir(), 'nlm-ascii-'))
    const file = join(dir, 'cli.cjs')
    writeFileSync(file, source)
    expect(() => finishBinBundle(file)).toThrow(/holds .* write it as an escape .* or an HTML entity/)
    rmSync(dir, { recursive: true, force: true })
  })
})
