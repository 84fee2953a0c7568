import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// dist/cli.js is scripts/cli-loader.mjs copied by the build; here it runs small bundles of our own
const LOADER = fileURLToPath(new URL('../scripts/cli-loader.mjs', import.meta.url))
const CACHE_OUT_ENV = 'NETWORK_LOOKUP_MOCK_CODE_CACHE_OUT'
const HASH_BYTES = 20

/** A bundle printing its letter, its arguments, its file name and whether it runs as strict code; all letters give one length. */
function bundle(letter: string): string {
  return `#!/usr/bin/env node
'use strict';
const strict = (function () { return this === undefined })();
const { basename } = require('node:path');
process.stdout.write(JSON.stringify({ letter: ${JSON.stringify(letter)}, args: process.argv.slice(2), file: basename(__filename), strict }));
`
}

let dir: string
const cli = (): string => join(dir, 'cli.js')
const bundleFile = (): string => join(dir, 'cli-bundle.cjs')
const cacheFile = (): string => join(dir, 'cli-bundle.cache')

async function run(env: Record<string, string> = {}): Promise<{ letter: string; args: string[]; file: string; strict: boolean }> {
  const { stdout } = await promisify(execFile)(process.execPath, [cli(), 'serve', '--port', '0'], { env: { ...process.env, ...env } })
  return JSON.parse(stdout) as { letter: string; args: string[]; file: string; strict: boolean }
}

/** Runs bundle A once with the build's training variable: the loader writes the cache of that run. */
async function trainCache(): Promise<void> {
  writeFileSync(bundleFile(), bundle('A'))
  rmSync(cacheFile(), { force: true })
  await run({ [CACHE_OUT_ENV]: cacheFile() })
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nlm-loader-'))
  copyFileSync(LOADER, cli())
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('dist/cli.js loader', () => {
  it('runs the bundle as strict CommonJS with the command line, without a cache', async () => {
    writeFileSync(bundleFile(), bundle('A'))
    rmSync(cacheFile(), { force: true })
    expect(await run()).toEqual({ letter: 'A', args: ['serve', '--port', '0'], file: 'cli-bundle.cjs', strict: true })
  })

  it('writes a code cache when the training variable is set, and runs the same with it', async () => {
    await trainCache()
    expect(existsSync(cacheFile())).toBe(true)
    expect(readFileSync(cacheFile()).length).toBeGreaterThan(HASH_BYTES)
    expect(await run()).toEqual({ letter: 'A', args: ['serve', '--port', '0'], file: 'cli-bundle.cjs', strict: true })
  })

  // V8 checks only the source length: without the loader's hash, bundle B would run A's cached code
  it('ignores a cache made from another bundle of the same length', async () => {
    await trainCache()
    writeFileSync(bundleFile(), bundle('B'))
    expect((await run()).letter).toBe('B')
  })

  it.each([
    ['truncated to its hash', (cache: Buffer) => cache.subarray(0, HASH_BYTES)],
    ['with corrupt V8 data', (cache: Buffer) => Buffer.concat([cache.subarray(0, HASH_BYTES), Buffer.alloc(cache.length - HASH_BYTES, 7)])],
    ['empty', () => Buffer.alloc(0)],
  ])('still runs the bundle when the cache is %s', async (_name, damage) => {
    await trainCache()
    writeFileSync(cacheFile(), damage(readFileSync(cacheFile())))
    expect(await run()).toEqual({ letter: 'A', args: ['serve', '--port', '0'], file: 'cli-bundle.cjs', strict: true })
  })
})
