// `npm run prepare`: builds dist/. npm runs it after `npm install` in a checkout, before `npm pack`, in the clone of a
// git dependency (after installing the clone's devDependencies), and in a folder dependency (`npm install ../clone`),
// which npm links without installing anything in it. There the build tools are missing, and so are the dependencies
// the linked package loads at run time (node resolves them from the folder itself): so first the folder's locked
// dependencies are installed in it, as npm does for a git dependency.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { npm } from './npm.mjs'

const root = resolve(import.meta.dirname, '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const needed = [...Object.keys(pkg.dependencies), 'typescript', 'esbuild']
const missing = needed.filter((name) => !existsSync(join(root, 'node_modules', name, 'package.json')))

/** The environment without the settings of the npm command that runs this one (its prefix is the other project). */
function ownEnv() {
  const env = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (
      !/^npm_/i.test(name) ||
      /^npm_config_(cache|userconfig|globalconfig|registry|cafile|.*proxy|prefer_o|offline|strict_ssl)/i.test(name)
    )
      env[name] = value
  }
  return env
}

const run = (args) => npm(args, { cwd: root, env: ownEnv() })

if (missing.length > 0) {
  console.log(`network-lookup-mock: installing this folder's dependencies to build it (${missing.join(', ')} missing)`)
  run(['ci', '--prefix', root, '--include=dev', '--ignore-scripts', '--no-audit', '--no-fund'])
}
run(['run', 'build', '--prefix', root])
