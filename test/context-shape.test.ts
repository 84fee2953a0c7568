// Hono's Context has more than 12 private fields. V8 sizes a class's objects by its first few builds; when a major
// collection frees those before it decides, it sizes them for no fields and makes every later context a dictionary,
// defined in its runtime field by field on every request of the process. An app settles the size first. Read from V8
// (natives syntax) in processes of their own, a major collection after each of the first builds.
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { beforeAll, expect, it } from 'vitest'
import { tempDir } from './support/tmp.js'

const run = promisify(execFile)
let child = ''

beforeAll(async () => {
  child = join(tempDir('nlm-shape-'), 'child.mjs')
  await build({
    entryPoints: [join(import.meta.dirname, 'support', 'context-shape-child.ts')],
    outfile: child,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['swagger-ui-dist', 'jiti'],
    banner: {
      js: "import { createRequire as __nlmCreateRequire } from 'node:module'; const require = __nlmCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  })
}, 60_000)

const fastAfter = async (mode: 'app' | 'none', builds: number): Promise<boolean> => {
  const args = ['--allow-natives-syntax', '--expose-gc', child, mode, String(builds)]
  const { stdout } = await run(process.execPath, args)
  return (JSON.parse(stdout) as { fast: boolean }).fast
}

it.each([1, 3, 7, 8, 20])(
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
