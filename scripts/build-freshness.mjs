// Whether dist/ holds the command built from the files beside it: `npm start` builds first when it does not.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The files besides src/ whose change changes the build. */
export const BUILD_INPUTS = [
  'package.json',
  'tsconfig.build.json',
  'scripts/bundle.mjs',
  'scripts/bin-bundle.mjs',
  'scripts/bin-launcher.cjs',
  'scripts/search-index.mjs',
]

/** The newest modification time of a file under `dir` (0 for a missing folder). */
function newest(dir) {
  let entries = []
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true })
  } catch {
    return 0
  }
  let latest = 0
  for (const entry of entries)
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs)
  return latest
}

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs
  } catch {
    return 0
  }
}

/** `missing` when the command was never built, `changed` when a source is newer than it, else undefined. */
export function staleBuild(root) {
  const builtAt = mtime(join(root, 'dist', 'network-lookup-mock.bundle.cjs'))
  if (builtAt === 0) return 'missing'
  const sources = [newest(join(root, 'src')), ...BUILD_INPUTS.map((f) => mtime(join(root, f)))]
  return Math.max(...sources) > builtAt ? 'changed' : undefined
}
