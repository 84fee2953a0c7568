// Packs the project as npm would publish it, installs the tarball into a fresh project and uses it there: the bin,
// import (ESM), require (CommonJS) and the types of both; then installs this checkout's HEAD from git (prepare builds
// in the clone). Prints one line per check and exits non-zero on a failure.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const work = mkdtempSync(join(tmpdir(), 'nlm-pack-'))
const consumer = join(work, 'consumer')
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
let failed = 0

function run(cmd, args, cwd) {
  return execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_loglevel: 'error' },
  })
}

async function check(name, fn) {
  const started = Date.now()
  try {
    const detail = await fn()
    console.log(`pack check: ok   ${name}${detail ? ` (${detail})` : ''} [${Date.now() - started} ms]`)
  } catch (err) {
    failed++
    console.log(
      `pack check: FAIL ${name}: ${(err.stderr || err.message || String(err)).toString().trim().split('\n').slice(-8).join('\n  ')}`,
    )
  }
}

/** Starts the installed bin on a free port, asks three URLs, stops it. */
async function serveOnce() {
  const child = spawn(join(consumer, 'node_modules', '.bin', 'network-lookup-mock'), ['serve', '--port', '0'], {
    cwd: consumer,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  try {
    const url = await new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`no "listening on" within 20 s:\n${output}`)), 20_000)
      const onData = (chunk) => {
        output += chunk
        const m = /listening on (http:\/\/\S+)/.exec(output)
        if (m) {
          clearTimeout(timer)
          ok(m[1])
        }
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
      child.once('exit', (code) => fail(new Error(`exited ${code}:\n${output}`)))
    })
    const statuses = []
    for (const path of [
      '/v1/people/profile?username=jane-doe',
      '/__admin/health',
      '/docs/assets/swagger-ui-bundle.js',
      '/openapi.json',
    ]) {
      const res = await fetch(`${url}${path}`, { headers: { authorization: 'Bearer mock-dev-key' } })
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
      statuses.push(res.status)
    }
    return `${url}: ${statuses.length} URLs answered 200`
  } finally {
    child.kill('SIGTERM')
  }
}

try {
  let tarball = ''
  await check('npm pack (prepare builds dist/)', () => {
    const out = run(npm, ['pack', '--pack-destination', work, '--json'], root)
    const [info] = JSON.parse(out.slice(out.indexOf('[')))
    tarball = join(work, info.filename)
    const files = info.files.map((f) => f.path)
    for (const need of [
      'dist/index.js',
      'dist/index.cjs',
      'dist/index.d.ts',
      'dist/index.d.cts',
      'dist/network-lookup-mock.mjs',
      'LICENSE',
      'CHANGELOG.md',
      'fixtures',
      'scenarios/default.json',
    ]) {
      if (!files.some((f) => f === need || f.startsWith(`${need}/`))) throw new Error(`${need} is not in the tarball`)
    }
    if (files.some((f) => f.startsWith('src/') || f.startsWith('test/')))
      throw new Error('src/ or test/ is in the tarball')
    return `${info.filename}, ${files.length} files`
  })
  writeFileSync(join(work, 'package.json'), '{}')
  execFileSync('mkdir', ['-p', consumer])
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, version: '1.0.0' }))
  await check('npm install <tarball> in a fresh project', () => {
    run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], consumer)
    return 'installed'
  })
  await check('the bin: --version', () => {
    const out = run(join(consumer, 'node_modules', '.bin', 'network-lookup-mock'), ['--version'], consumer).trim()
    if (out !== version) throw new Error(`printed "${out}", expected ${version}`)
    return out
  })
  await check('the bin: serve answers /v1, /__admin/health, the docs assets and /openapi.json', serveOnce)
  const use = `const app = m.createApp({ fixtures: false }); const res = await app.request('/v1/people/profile?username=jane-doe', { headers: { Authorization: 'Bearer mock-dev-key' } }); if (res.status !== 200) throw new Error('status ' + res.status); console.log(Object.keys(m).length + ' exports, ' + m.ENDPOINTS.length + ' endpoints')`
  await check('import (ESM)', () =>
    run(
      process.execPath,
      ['--input-type=module', '-e', `import * as m from 'network-lookup-mock'; ${use}`],
      consumer,
    ).trim(),
  )
  await check('require (CommonJS)', () =>
    run(
      process.execPath,
      [
        '-e',
        `const m = require('network-lookup-mock'); (async () => { ${use} })().catch((e) => { console.error(e); process.exit(1) })`,
      ],
      consumer,
    ).trim(),
  )
  await check('types resolve for import and require', () => {
    writeFileSync(
      join(consumer, 'esm.mts'),
      "import { createApp, type MockApp, ENDPOINTS } from 'network-lookup-mock'\nconst app: MockApp = createApp({ seed: 2 })\nexport const n: number = ENDPOINTS.length + (app ? 0 : 1)\n",
    )
    writeFileSync(
      join(consumer, 'cjs.cts'),
      "import mock = require('network-lookup-mock')\nexport const app: mock.MockApp = mock.createApp({ seed: 2 })\n",
    )
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: ['node'],
          typeRoots: [join(root, 'node_modules', '@types')],
        },
        files: ['esm.mts', 'cjs.cts'],
      }),
    )
    run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], consumer)
    return 'tsc: no errors'
  })
  await check('npm install git+file://<this checkout> (prepare builds in the clone)', () => {
    const fromGit = join(work, 'from-git')
    execFileSync('mkdir', ['-p', fromGit])
    writeFileSync(join(fromGit, 'package.json'), JSON.stringify({ name: 'from-git', private: true, version: '1.0.0' }))
    const commit = run('git', ['rev-parse', 'HEAD'], root).trim()
    run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', `git+file://${root}#${commit}`], fromGit)
    const out = run(join(fromGit, 'node_modules', '.bin', 'network-lookup-mock'), ['--version'], fromGit).trim()
    if (out !== version) throw new Error(`the bin printed "${out}", expected ${version}`)
    run(process.execPath, ['-e', "require('network-lookup-mock').createApp({ fixtures: false })"], fromGit)
    return `commit ${commit.slice(0, 7)}: bin and require work`
  })
} finally {
  rmSync(work, { recursive: true, force: true })
}
console.log(failed === 0 ? 'pack check: all passed' : `pack check: ${failed} check(s) failed`)
process.exit(failed === 0 ? 0 : 1)
