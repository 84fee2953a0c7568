// `npm start`: the built command, which starts in a fraction of the time tsx takes to transpile src/; when src/ (or
// the build's own scripts) changed since the last build, it builds first, so `npm start` always runs the code you see.
import { resolve } from 'node:path'
import { staleBuild } from './build-freshness.mjs'
import { npm } from './npm.mjs'

const root = resolve(import.meta.dirname, '..')
const stale = staleBuild(root)
if (stale !== undefined) {
  console.error(`network-lookup-mock: ${stale === 'missing' ? '' : 'src/ changed: '}building dist/`)
  npm(['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] })
}
await import('../dist/network-lookup-mock.cjs')
