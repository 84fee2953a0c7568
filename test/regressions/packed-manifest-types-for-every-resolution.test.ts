import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, it } from 'vitest'
import { tempDir } from '../support/tmp.js'

// Two things a consumer of the packed package met. TypeScript projects of `module: commonjs` (moduleResolution node10,
// which reads no exports map) could not find the types of network-lookup-mock/client, /msw, /vitest, /jest and
// /schemas. And npm warned on every install of the tarball about its `prepare` (install-scripts), though it runs
// none there. Now typesVersions gives every subpath the declarations its exports name, and the packed package.json has
// no scripts (prepack builds, then writes the manifest without them; postpack puts the checkout's back).
// `npm run test:pack` checks both on a real pack and install (tsc 5 on a node10 project; the installed manifest).
const ROOT = resolve(import.meta.dirname, '../..')
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))

const subpaths = Object.keys(pkg.exports).filter((s) => s !== '.' && s !== './package.json')

it.each(subpaths)('typesVersions names the import declarations of %s for node10 resolution', (subpath) => {
  const mapped = pkg.typesVersions?.['*']?.[subpath.slice(2)]
  expect(mapped).toEqual([pkg.exports[subpath].import.types])
})

it('typesVersions maps nothing but the subpaths (the root resolves through "types")', () => {
  expect(Object.keys(pkg.typesVersions['*']).sort()).toEqual(subpaths.map((s) => s.slice(2)).sort())
  expect(pkg.types).toBe(pkg.exports['.'].import.types.replace(/^\.\//, ''))
})

it('prepack builds before it strips, and postpack restores', () => {
  expect(pkg.scripts.prepack).toBe('node scripts/prepare.mjs && node scripts/pack-manifest.mjs strip')
  expect(pkg.scripts.postpack).toBe('node scripts/pack-manifest.mjs restore')
})

const MANIFESTS = [
  { name: 'p', version: '1.0.0', scripts: { prepare: 'node x.mjs', build: 'tsc' }, bin: { p: 'p.mjs' } },
  { name: 'p', version: '2.0.0', scripts: {} },
  { name: 'p', version: '3.0.0', description: 'unicode ✓ and "quotes"', scripts: { prepare: 'a && b' } },
]

it.each(MANIFESTS)('the packed manifest has no scripts, and the checkout gets its own back ($version)', (manifest) => {
  const dir = tempDir('nlm-packed-')
  mkdirSync(join(dir, 'scripts'))
  copyFileSync(join(ROOT, 'scripts', 'pack-manifest.mjs'), join(dir, 'scripts', 'pack-manifest.mjs'))
  const original = `${JSON.stringify(manifest, null, '\t')}\n`
  writeFileSync(join(dir, 'package.json'), original)
  const script = (mode: string) => execFileSync(process.execPath, [join(dir, 'scripts', 'pack-manifest.mjs'), mode])

  script('strip')
  const packed = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const { scripts: _, ...rest } = manifest
  expect(packed).toEqual(rest)
  // a pack that failed between the two leaves it stripped: the next strip starts from the checkout's own
  script('strip')
  expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))).toEqual(rest)
  script('restore')
  expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(original)
  expect(existsSync(join(dir, '.package.json.unpacked'))).toBe(false)
  script('restore')
  expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(original)
})
