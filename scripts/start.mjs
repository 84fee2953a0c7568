// `npm start`: the built command, which starts in a fraction of the time tsx takes to transpile src/; when src/ (or
// the build's own scripts) changed since the last build, it builds first, so `npm start` always runs the code you see.
import { execFileSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const built = join(root, 'dist', 'network-lookup-mock.cjs')

/** The newest modification time of a file under `dir` (0 for a missing folder). */
function newest(dir) {
  let latest = 0
  let entries = []
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true })
  } catch {
    return 0
  }
  for (const entry of entries)
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs)
  return latest
}

let builtAt = 0
try {
  builtAt = statSync(built).mtimeMs
} catch {}
const sources = [
  newest(join(root, 'src')),
  ...['package.json', 'tsconfig.build.json', 'scripts/bundle.mjs', 'scripts/bin-launcher.mjs'].map(
    (f) => statSync(join(root, f)).mtimeMs,
  ),
]
if (Math.max(...sources) > builtAt) {
  console.error(
    builtAt === 0 ? 'network-lookup-mock: building dist/' : 'network-lookup-mock: src/ changed: building dist/ again',
  )
  const npm = process.env.npm_execpath
  if (npm && /npm-cli\.[cm]?js$/.test(npm))
    execFileSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] })
  else
    execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
      cwd: root,
      stdio: ['ignore', 2, 2],
      shell: process.platform === 'win32',
    })
}
await import('../dist/network-lookup-mock.mjs')
