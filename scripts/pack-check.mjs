// Installs the package the three ways README names into fresh projects and uses it there as a user would: the packed
// tarball (as npm would publish it), this checkout's HEAD as a git URL (npm builds it in its clone), and the folder of
// a fresh clone (npm links it; prepare installs its dependencies and builds). In each: the bin, and every subpath of
// package.json's exports through import (ES modules) and require (CommonJS). With the tarball also: the types of both,
// no internal type in the published declarations, and no install script anywhere in the installed tree (so no
// install-time analytics). Prints one line per check and exits non-zero on a failure.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { entryDeclarations, publicSurface } from './public-types.mjs'

const root = resolve(import.meta.dirname, '..')
const work = mkdtempSync(join(tmpdir(), 'nlm-pack-'))
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const { version } = pkg
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const NAME = 'network-lookup-mock'
const SUBPATHS = Object.keys(pkg.exports).filter((s) => s !== './package.json')
let failed = 0

function run(cmd, args, cwd, env = {}) {
  return execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_loglevel: 'error', ...env },
    shell: process.platform === 'win32' && cmd === npm,
  })
}

const install = (cwd, specs) => run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', ...specs], cwd)

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

function project(name) {
  const dir = join(work, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, version: '1.0.0' }))
  return dir
}

const SERVED = [
  '/v1/people/profile?username=jane-doe',
  '/__admin/health',
  '/docs/assets/swagger-ui-bundle.js',
  '/openapi.json',
]

/** A config of one endpoint in TypeScript, as a user writes it: loaded from the installed package, no build step. */
const CONFIG_TS = `import { defineConfig, defineEndpoint } from '${NAME}'
import { z } from 'zod'
export default defineConfig({
  endpoints: [
    defineEndpoint({
      path: '/v1/people/search',
      query: z.object({ keywords: z.string() }),
      response: z.object({ data: z.object({ items: z.array(z.object({ name: z.string() })) }) }),
      itemsKey: 'data.items',
      generate: (ctx) => ({ data: { items: ctx.paginate(3, (f) => ({ name: f.person.fullName() })).items } }),
    }),
  ],
})
`

/** Starts the installed bin on a free port, asks its URLs (four by default), stops it. */
async function serveOnce(consumer, args = [], paths = SERVED) {
  const child = spawn(join(consumer, 'node_modules', '.bin', NAME), ['serve', '--port', '0', ...args], {
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
    for (const path of paths) {
      const res = await fetch(`${url}${path}`, { headers: { authorization: 'Bearer mock-dev-key' } })
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
    }
    return `${url}: ${paths.length} URLs answered 200`
  } finally {
    child.kill('SIGTERM')
  }
}

const PROFILE = `'/v1/people/profile?username=jane-doe', { headers: { Authorization: 'Bearer mock-dev-key' } }`
/**
 * What each subpath is used for, as the body of an async function of `m` (the subpath's module) and `root` (the
 * package's root module), returning a line to print. Each runs once imported and once required.
 */
const USES = {
  '.': `const res = await m.createApp({ fixtures: false }).request(${PROFILE})
    if (res.status !== 200) throw new Error('createApp answered ' + res.status)
    const mock = await m.startMockServer({ fixtures: false })
    const served = (await fetch(mock.url + ${PROFILE})).status
    await mock.close()
    if (served !== 200) throw new Error('startMockServer answered ' + served)
    return 'createApp and startMockServer answer 200'`,
  './schemas': `const body = await (await root.createApp({ fixtures: false }).request(${PROFILE})).json()
    m.ProfileResponseSchema.parse(body)
    if (m.ErrorBodySchema.safeParse(body).success) throw new Error('a profile passed as an error body')
    return 'a profile parses with ProfileResponseSchema'`,
  './client': `const client = m.connect(root.createApp({ fixtures: false }))
    await client.reset()
    return 'connect(createApp()).reset() answered'`,
  './msw': `const { setupServer } = await import('msw/node')
    const server = setupServer(...m.handlers({ baseUrl: 'https://api.network.example/v1', fixtures: false }))
    server.listen({ onUnhandledRequest: 'error' })
    try {
      const res = await fetch('https://api.network.example' + ${PROFILE})
      if (res.status !== 200) throw new Error('the handlers answered ' + res.status)
    } finally {
      server.close()
    }
    return 'fetch to the real base URL answered 200 through MSW'`,
  './vitest': `let info
    const teardown = await m.setup({ provide: (_key, value) => { info = value } })
    try {
      const res = await fetch(info.url + '/__admin/health')
      if (res.status !== 200) throw new Error('health answered ' + res.status)
    } finally {
      await teardown()
    }
    return 'the global setup starts and stops a mock'`,
  './jest': `await m.globalSetup()
    try {
      const res = await fetch(process.env.NETWORK_LOOKUP_MOCK_URL + '/__admin/health')
      if (res.status !== 200) throw new Error('health answered ' + res.status)
    } finally {
      await m.globalTeardown()
    }
    return 'globalSetup starts and globalTeardown stops a mock'`,
}
const specOf = (subpath) => (subpath === '.' ? NAME : `${NAME}/${subpath.slice(2)}`)

/** Every subpath imported and required in `consumer`; the export names must be the same both ways. */
async function useSubpaths(consumer, label, subpaths = SUBPATHS) {
  for (const subpath of subpaths) {
    const spec = specOf(subpath)
    const body = USES[subpath] ?? 'return "loaded"'
    const names = {}
    await check(`${label}: import '${spec}'`, () => {
      const out = run(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import * as m from '${spec}'; import * as root from '${NAME}'
          console.log(Object.keys(m).filter((k) => k !== 'default').sort().join(','))
          console.log(await (async () => { ${body} })())`,
        ],
        consumer,
      ).trim()
      const [keys, detail] = out.split('\n')
      names.esm = keys
      return detail
    })
    await check(`${label}: require('${spec}')`, () => {
      const out = run(
        process.execPath,
        [
          '-e',
          `const m = require('${spec}'), root = require('${NAME}')
          console.log(Object.keys(m).sort().join(','))
          ;(async () => { ${body} })().then(console.log, (e) => { console.error(e); process.exit(1) })`,
        ],
        consumer,
      ).trim()
      const [keys, detail] = out.split('\n')
      if (names.esm !== undefined && keys !== names.esm)
        throw new Error(`require gives ${keys}\n  import gives ${names.esm}`)
      return `${detail}; ${keys.split(',').length} exports, as import has`
    })
  }
}

/** A test file run by vitest in `consumer`, using useMock from the ES module and from the CommonJS build. */
function vitestRun(consumer) {
  const dir = join(consumer, 'vt')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'vitest.config.mjs'),
    `export default { test: { root: ${JSON.stringify(dir)}, globalSetup: ['${NAME}/vitest'] } }\n`,
  )
  const test = (load) => `${load}
const mock = useMock({ plan: 'Starter', credits: 1 })
it('answers with the file key', async () => {
  const res = await fetch(mock.baseUrl + '/people/profile?username=jane-doe', { headers: { authorization: 'Bearer ' + mock.key } })
  expect(res.status).toBe(200)
  await mock.expectCalled('people/profile', { times: 1 })
})
`
  writeFileSync(
    join(dir, 'esm.test.mjs'),
    test(`import { it, expect } from 'vitest'\nimport { useMock } from '${NAME}/vitest'`),
  )
  writeFileSync(
    join(dir, 'cjs.test.mjs'),
    test(
      `import { it, expect } from 'vitest'\nimport { createRequire } from 'node:module'\nconst { useMock } = createRequire(import.meta.url)('${NAME}/vitest')`,
    ),
  )
  run(join(consumer, 'node_modules', '.bin', 'vitest'), ['run', '--config', join(dir, 'vitest.config.mjs')], consumer)
  return '2 test files passed (useMock imported and required)'
}

function typesCheck(consumer) {
  const esm = `import { createApp, startMockServer, defineConfig, defineEndpoint, type EndpointIds, type MockApp, type MockServer } from '${NAME}'
import { z } from 'zod'
import { ProfileResponseSchema, type ProfileResponse, type KeyEntry } from '${NAME}/schemas'
import { connect, type MockClient } from '${NAME}/client'
import { handlers } from '${NAME}/msw'
import { useMock, setup } from '${NAME}/vitest'
import { mockGlobalSetup } from '${NAME}/jest'
const app: MockApp = createApp({ seed: 2 })
// @ts-expect-error the app's state is not part of the published types
app.mock
export const client: MockClient = connect(app)
export const server: Promise<MockServer> = startMockServer({ keys: [] as KeyEntry[] })
export const profile: ProfileResponse | undefined = ProfileResponseSchema.safeParse({}).data
export const used = [handlers, useMock, setup, mockGlobalSetup]
const own = defineEndpoint({
  path: '/v1/things/one',
  query: z.object({ n: z.coerce.number() }),
  response: z.object({ twice: z.number() }),
  generate: (ctx) => ({ twice: ctx.query.n * 2 }),
})
const config = defineConfig({ endpoints: [own] })
export const typed: MockClient<EndpointIds<typeof config>> = connect<EndpointIds<typeof config>>(createApp({ config }))
// @ts-expect-error a typed client knows the config's endpoint names
void typed.expectCalled('things/two')
`
  writeFileSync(join(consumer, 'esm.mts'), esm)
  const cjs = `import mock = require('${NAME}')
import schemas = require('${NAME}/schemas')
import client = require('${NAME}/client')
import msw = require('${NAME}/msw')
import vitest = require('${NAME}/vitest')
import jest = require('${NAME}/jest')
const app: mock.MockApp = mock.createApp({ seed: 2 })
// @ts-expect-error the app's state is not part of the published types
app.mock
export const c: client.MockClient = client.connect(app)
export const p: schemas.ProfileResponse | undefined = schemas.ProfileResponseSchema.safeParse({}).data
export const used = [msw.handlers, vitest.useMock, jest.mockGlobalSetup]
export const own = mock.defineConfig({ endpoints: [] })
`
  writeFileSync(join(consumer, 'cjs.cts'), cjs)
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
  return `every subpath typed for import and require, tsc: no errors`
}

/**
 * Every subpath's types in a project of `module: commonjs`, whose resolution (node10) reads no exports map: found
 * through typesVersions. TypeScript 7 has no node10, so the last TypeScript that has it, in a project of its own.
 */
function node10TypesCheck(consumer) {
  const dir = join(consumer, 'node10')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'node10', private: true, version: '1.0.0' }))
  install(dir, ['typescript@5'])
  const spec = (subpath) => `${NAME}${subpath === '.' ? '' : subpath.slice(1)}`
  writeFileSync(
    join(dir, 'index.ts'),
    `import { createApp, type MockApp } from '${spec('.')}'
import { ProfileResponseSchema, type ProfileResponse } from '${spec('./schemas')}'
import { connect, type MockClient } from '${spec('./client')}'
import { handlers } from '${spec('./msw')}'
import { useMock } from '${spec('./vitest')}'
import { mockGlobalSetup } from '${spec('./jest')}'
const app: MockApp = createApp({ seed: 2 })
export const client: MockClient = connect(app)
export const profile: ProfileResponse | undefined = ProfileResponseSchema.safeParse({}).data
export const used = [handlers, useMock, mockGlobalSetup]
`,
  )
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'commonjs',
        moduleResolution: 'node10',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
      },
      files: ['index.ts'],
    }),
  )
  // the package and its dependencies from the consumer's node_modules, one folder up: node10 walks up to it
  run(process.execPath, [join(dir, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], dir)
  return `${SUBPATHS.length} subpaths typed through typesVersions, tsc ${run(process.execPath, [join(dir, 'node_modules', 'typescript', 'bin', 'tsc'), '--version'], dir).trim()}: no errors`
}

/** The bin's version, and every subpath imported and required, in a project `dir` where the package is installed. */
async function useInstalled(dir, label, subpaths) {
  await check(`${label}: the bin --version`, () => {
    const out = run(join(dir, 'node_modules', '.bin', NAME), ['--version'], dir).trim()
    if (out !== version) throw new Error(`printed "${out}", expected ${version}`)
    return out
  })
  await useSubpaths(dir, label, subpaths)
}

/** Installed package folders (below node_modules) whose package.json has an install script. */
function installScripts(dir) {
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'))
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
    .map(([path]) => path)
}

const WITHOUT_PEERS = SUBPATHS.filter((s) => s !== './msw' && s !== './vitest')
const peer = (name) => `${name}@${pkg.devDependencies[name]}`

try {
  let tarball = ''
  await check('npm pack (prepare builds dist/)', () => {
    const out = run(npm, ['pack', '--pack-destination', work, '--json'], root)
    const [info] = JSON.parse(out.slice(out.indexOf('[')))
    tarball = join(work, info.filename)
    const files = info.files.map((f) => f.path)
    const targets = Object.values(pkg.exports).flatMap((t) =>
      typeof t === 'string' ? [t] : [t.import.types, t.import.default, t.require.types, t.require.default],
    )
    for (const need of [
      ...targets.map((t) => t.replace(/^\.\//, '')),
      pkg.bin[NAME],
      'LICENSE',
      'CHANGELOG.md',
      'fixtures',
      'scenarios/default.json',
      'vendor/swagger-ui/swagger-ui-bundle.js',
      'vendor/swagger-ui/LICENSE',
      'examples/extra-endpoints/mock.config.ts',
    ]) {
      if (!files.some((f) => f === need || f.startsWith(`${need}/`))) throw new Error(`${need} is not in the tarball`)
    }
    if (files.some((f) => f.startsWith('src/') || f.startsWith('test/')))
      throw new Error('src/ or test/ is in the tarball')
    return `${info.filename}, ${files.length} files`
  })

  const consumer = project('consumer')
  await check('npm install <tarball> in a fresh project: no install script in the installed tree', () => {
    install(consumer, [tarball])
    const scripts = installScripts(consumer)
    if (scripts.length > 0) throw new Error(`install scripts in ${scripts.join(', ')}`)
    // npm warns about a packed prepare on every install (install-scripts), though it runs none from a tarball
    const packed = JSON.parse(readFileSync(join(consumer, 'node_modules', NAME, 'package.json'), 'utf8'))
    if (packed.scripts !== undefined)
      throw new Error(`the packed package.json has scripts: ${Object.keys(packed.scripts)}`)
    return `${Object.keys(JSON.parse(readFileSync(join(consumer, 'package-lock.json'), 'utf8')).packages).length - 1} packages, none with an install script`
  })
  await check('the published declarations reach no internal type', () => {
    const installed = join(consumer, 'node_modules', NAME)
    const { leaks } = publicSurface(join(installed, 'dist'), entryDeclarations(installed))
    if (leaks.length > 0) throw new Error(leaks.map((l) => `${l.file}: ${l.name} (via ${l.via})`).join('\n'))
    return `${SUBPATHS.length} entry points walked`
  })
  await check('tarball: the bin serves /v1, /__admin/health, the docs assets and /openapi.json', () =>
    serveOnce(consumer),
  )
  await check('tarball: the bin serves a TypeScript config (serve --config mock.config.ts, no build step)', () => {
    writeFileSync(join(consumer, 'mock.config.ts'), CONFIG_TS)
    return serveOnce(consumer, ['--config', 'mock.config.ts'], ['/v1/people/search?keywords=ada', '/openapi.json'])
  })
  await check("tarball: the bin serves the package's example config of the real service's extra endpoints", () =>
    serveOnce(
      consumer,
      // as README gives it: not in the consumer's folder, so the installed package's file
      ['--config', 'examples/extra-endpoints/mock.config.ts'],
      [
        '/v1/people/search?keywords=engineer',
        '/v1/locations/search?keyword=berlin',
        '/v1/people/profile?username=jane-doe',
      ],
    ),
  )
  await check(`tarball: the optional peers for /msw and /vitest (${peer('msw')}, ${peer('vitest')})`, () => {
    install(consumer, [peer('msw'), peer('vitest')])
    return 'installed'
  })
  await useInstalled(consumer, 'tarball')
  await check('tarball: types of every subpath for import and require', () => typesCheck(consumer))
  await check('tarball: types of every subpath for module commonjs, moduleResolution node10 (TypeScript 5)', () =>
    node10TypesCheck(consumer),
  )
  await check('tarball: vitest runs a file using useMock, imported and required', () => vitestRun(consumer))

  const fromGit = project('from-git')
  const commit = run('git', ['rev-parse', 'HEAD'], root).trim()
  await check(`npm install git+file://<this checkout>#${commit.slice(0, 7)} (prepare builds in npm's clone)`, () => {
    install(fromGit, [`git+file://${root}#${commit}`])
    return 'installed'
  })
  await useInstalled(fromGit, 'git', WITHOUT_PEERS)

  const clone = join(work, 'clone')
  const fromFolder = project('from-folder')
  await check(
    `npm install <folder of a fresh clone of ${commit.slice(0, 7)}> (prepare installs and builds there)`,
    () => {
      run('git', ['clone', '--quiet', '--no-checkout', root, clone], work)
      run('git', ['checkout', '--quiet', commit], clone)
      install(fromFolder, [clone])
      const scarf = JSON.parse(run(npm, ['ls', '--all', '--json'], fromFolder))
      if (JSON.stringify(scarf).includes('"@scarf/scarf"')) throw new Error('@scarf/scarf is in the tree')
      return 'linked and built, no @scarf/scarf in the tree'
    },
  )
  await useInstalled(fromFolder, 'folder', WITHOUT_PEERS)
} finally {
  rmSync(work, { recursive: true, force: true })
}
console.log(failed === 0 ? 'pack check: all passed' : `pack check: ${failed} check(s) failed`)
process.exit(failed === 0 ? 0 : 1)
