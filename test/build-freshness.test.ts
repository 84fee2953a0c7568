import { utimesSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUILD_INPUTS, staleBuild } from '../scripts/build-freshness.mjs'
import { tempDir, writeFiles } from './support/tmp.js'

const BUILT = 'dist/network-lookup-mock.bundle.cjs'
const T0 = new Date('2026-01-01T00:00:00Z')
const later = (s: number) => new Date(T0.getTime() + s * 1000)

/** A checkout whose files are all as old as T0, the command built at `builtAt` (seconds after T0) if given. */
function checkout(builtAt: number | undefined, touched: Record<string, number> = {}) {
  const dir = tempDir('nlm-fresh-')
  const files = ['src/cli.ts', 'src/world/deep/nested.ts', ...BUILD_INPUTS]
  writeFiles(dir, Object.fromEntries([...files, ...(builtAt === undefined ? [] : [BUILT])].map((f) => [f, 'x'])))
  for (const f of files) utimesSync(join(dir, f), T0, T0)
  if (builtAt !== undefined) utimesSync(join(dir, BUILT), later(builtAt), later(builtAt))
  for (const [f, s] of Object.entries(touched)) {
    writeFiles(dir, { [f]: 'changed' })
    utimesSync(join(dir, f), later(s), later(s))
  }
  return dir
}

type Case = [string, string, ReturnType<typeof staleBuild>]

describe('npm start builds first when the build is not the code beside it', () => {
  it.each<Case>([
    ['never built', checkout(undefined), 'missing'],
    ['built after every source', checkout(10), undefined],
    ['a source file changed after the build', checkout(10, { 'src/cli.ts': 20 }), 'changed'],
    ['a file deep in src/ changed after the build', checkout(10, { 'src/world/deep/nested.ts': 20 }), 'changed'],
    ['a new file in src/ after the build', checkout(10, { 'src/new-module.ts': 20 }), 'changed'],
    ...BUILD_INPUTS.map((f): Case => [`${f} changed after the build`, checkout(10, { [f]: 20 }), 'changed']),
    ['a file outside src/ and the build inputs changed', checkout(10, { 'docs/readme.md': 20 }), undefined],
  ])('%s', (_, dir, expected) => {
    expect(staleBuild(dir)).toBe(expected)
  })
})
