// `prepack` (after the build) and `postpack`: the package.json packed has no scripts. npm warns about a `prepare` on
// every install of a tarball that has one (install-scripts), though it runs none there, and a consumer needs none.
// `strip` keeps the checkout's file beside it and writes it without scripts, so npm's pack, which reads the file after
// prepack, finds no prepare to run again; `restore` puts it back (`strip` does first, when a failed pack left it so).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const file = join(root, 'package.json')
const kept = join(root, '.package.json.unpacked')

function restore() {
  if (existsSync(kept)) renameSync(kept, file)
}

const mode = process.argv[2]
if (mode === 'strip') {
  restore()
  const text = readFileSync(file, 'utf8')
  const { scripts: _scripts, ...manifest } = JSON.parse(text)
  writeFileSync(kept, text)
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
} else if (mode === 'restore') {
  restore()
} else {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore')
  process.exit(2)
}
