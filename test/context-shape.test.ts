// Hono's Context has more than 12 private fields. V8 sizes a class's objects by its first few builds; when a major
// collection frees those before it decides, it sizes them for no fields and makes every later context a dictionary,
// defined in its runtime field by field on every request of the process. An app settles the size first. Read from V8
// (natives syntax) in processes of their own, a major collection after each of the first builds.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'
import { bundles } from './support/cli.js'

const run = promisify(execFile)

const fastAfter = async (mode: 'app' | 'none', builds: number): Promise<boolean> => {
  const args = ['--allow-natives-syntax', '--expose-gc', bundles().contextShape, mode, String(builds)]
  const { stdout } = await run(process.execPath, args)
  return (JSON.parse(stdout) as { fast: boolean }).fast
}

// V8 decides after 8 builds: fewer than 7 freed leave it enough to size the class by; 7, 8 and 20 do not
it.each([7, 8, 20])(
  'keeps contexts fast when a major collection frees each of the first %i, after the app exists',
  { timeout: 60_000 },
  async (builds) => {
    expect(await fastAfter('app', builds)).toBe(true)
  },
)

// the check can fail: without an app first, the same builds leave V8's contexts dictionaries
it('sees dictionary contexts when the first builds are freed before any app exists', { timeout: 60_000 }, async () => {
  expect(await fastAfter('none', 7)).toBe(false)
})
