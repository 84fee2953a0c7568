import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { finishBinBundle } from '../scripts/bin-bundle.mjs'
import { bundles } from './support/cli.js'

/**
 * A fresh Node compiles the command's bundle with its cache, as the launcher does, and says what V8 made of it; and
 * the size of a cache written once the bundle's top level alone has run, for comparison.
 */
function cacheVerdict(bundle: string): { rejected: boolean; bytes: number; topLevelBytes: number } {
  const script = `
    const { readFileSync } = require('node:fs')
    const { createRequire, Module } = require('node:module')
    const { dirname } = require('node:path')
    const { Script } = require('node:vm')
    const file = ${JSON.stringify(bundle)}
    const source = Module.wrap(readFileSync(file, 'latin1'))
    const cachedData = readFileSync(file + '.cache')
    const s = new Script(source, { cachedData })
    const top = new Script(source, { filename: file })
    top.runInThisContext()({}, createRequire(file), { exports: {} }, file, dirname(file))
    const verdict = { rejected: s.cachedDataRejected, bytes: cachedData.length, topLevelBytes: top.createCachedData().length }
    process.stdout.write(JSON.stringify(verdict))`
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as {
    rejected: boolean
    bytes: number
    topLevelBytes: number
  }
}

/** The command as `npm run build` writes it (the package's bin), beside this run's own build of src/. */
const SHIPPED = fileURLToPath(new URL('../dist/network-lookup-mock.bundle.cjs', import.meta.url))

describe("the command's V8 code cache", () => {
  it("is accepted by a fresh process of the Node that built it (this run's build of src/)", () => {
    // serve sets a heap flag of V8's, which V8 checks a cache against: a cache written under it would be refused
    expect(cacheVerdict(bundles().cli.replace(/\.cjs$/, '.bundle.cjs')).rejected).toBe(false)
  })

  it('holds, as the build ships it, the functions of a start and its first answer besides the top level', () => {
    // the package's own folder has the keys and fixtures a start reads (this run's build sits elsewhere)
    expect(existsSync(`${SHIPPED}.cache`), 'run npm run build first').toBe(true)
    const { rejected, bytes, topLevelBytes } = cacheVerdict(SHIPPED)
    expect(rejected).toBe(false)
    expect(bytes).toBeGreaterThan(topLevelBytes * 1.05)
  })
})

describe('the command bundle', () => {
  it.each([
    ['a template literal', 'module.exports = `reconnecting\u2026`'],
    ['a page', 'module.exports = `<p>QA console \u00b7 v1</p>`'],
    ['a character beyond the first plane', 'module.exports = `\u{1f469}`'],
  ])('is refused when %s holds a character beyond ASCII, with the fix', (_, source) => {
    const dir = mkdtempSync(join(tmpdir(), 'nlm-ascii-'))
    const file = join(dir, 'cli.bundle.cjs')
    writeFileSync(file, source)
    expect(() => finishBinBundle(file)).toThrow(/holds .* write it as an escape .* or an HTML entity/)
    rmSync(dir, { recursive: true, force: true })
  })
})
