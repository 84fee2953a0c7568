// The package as a user reads it: what the root and each subpath export, that their declarations reach no internal
// type, that every subpath has an ES module and a CommonJS build with types, that installing runs no install script
// (no install-time analytics), and that prepare builds a folder dependency npm links without installing it. The
// packed, installed package is checked end to end by `npm run test:pack` (scripts/pack-check.mjs).
import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../src/endpoints.js'
import * as publicSchemas from '../src/public-schemas.js'
// @ts-expect-error: a plain script module, without types
import { entryDeclarations, publicSurface } from '../scripts/public-types.mjs'
import { tempDir, writeFiles } from './support/tmp.js'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '..')
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<'import' | 'require', { types: string; default: string }>>
  dependencies: Record<string, string>
  files: string[]
}
type Surface = { names: Record<string, string[]>; leaks: { file: string; name: string; via: string }[] }
const schemas: Record<string, unknown> = publicSchemas
const surface = publicSurface as (dist: string, entries: Record<string, string>) => Surface

/** What README documents at the root: the functions, their options and results, the errors and the dev key. */
const ROOT_NAMES = [
  'BuiltInEndpointId',
  'Clock',
  'Company',
  'CompanyBrief',
  'Country',
  'DEV_KEY',
  'DriftKind',
  'DriftProblem',
  'DriftReport',
  'ERRORS',
  'EndpointContext',
  'EndpointIds',
  'EndpointName',
  'EndpointSpec',
  'EndpointWorld',
  'ErrorCode',
  'ErrorSite',
  'ExpectCalledError',
  'ExpectCalledOptions',
  'FileError',
  'FixtureDrift',
  'Found',
  'Job',
  'MockAdminError',
  'MockApp',
  'MockClient',
  'MockConfig',
  'MockFetch',
  'MockOptions',
  'MockServer',
  'OpenApiOptions',
  'OptionsError',
  'Page',
  'Person',
  'PersonEducation',
  'PersonPosition',
  'Place',
  'RedisStoreOptions',
  'RequestsFilter',
  'RuleInput',
  'SERVE_MODES',
  'ScenarioInput',
  'ServeMode',
  'ServerOptions',
  'WorldPopulation',
  'checkFixtures',
  'connect',
  'createApp',
  'createMockFetch',
  'defineConfig',
  'defineEndpoint',
  'formatDriftReport',
  'openApiDocument',
  'startMockServer',
]

describe('the declarations a user reads', { tags: ['process'] }, () => {
  let names: Surface['names'] = {}
  let leaks: Surface['leaks'] = []
  beforeAll(async () => {
    // tsc writes the declarations as the build does, into a folder of this test's own
    const dist = tempDir('nlm-types-')
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc')
    await run(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--emitDeclarationOnly', '--outDir', dist], {
      cwd: ROOT,
    })
    ;({ names, leaks } = surface(dist, entryDeclarations(ROOT)))
  })

  it('reach no internal type from any subpath', () => {
    expect(leaks.map((l) => `${l.file}: ${l.name} (via ${l.via})`)).toEqual([])
  })

  it('export at the root the API README documents, and no schema', () => {
    expect(names['.']).toEqual(ROOT_NAMES)
  })

  it('export the schemas from ./schemas, none of them at the root too', () => {
    expect(names['./schemas']).toEqual(expect.arrayContaining(['ErrorBodySchema', 'ErrorBody', 'ScenarioSchema']))
    for (const name of names['./schemas'] ?? []) expect(names['.']).not.toContain(name)
  })
})

describe('the declaration walker', () => {
  const HIDDEN = 'export interface Hidden { secret: string }\nexport declare class Base { x: number }\n'
  /** The leaks of an entry `index.d.ts` beside `internal.d.ts` (which holds Hidden and Base). */
  const leaksOf = (index: string, extra: Record<string, string> = {}) => {
    const dir = writeFiles(tempDir('nlm-walk-'), { 'index.d.ts': index, 'internal.d.ts': HIDDEN, ...extra })
    return surface(dir, { '.': 'index.d.ts' }).leaks.map((l) => l.name)
  }

  const MID = "import type { Hidden } from './internal.js';\nexport interface Outer { h: Hidden }\n"
  const cases: [string, string, Record<string, string>][] = [
    ['a property type', "import type { Hidden } from './internal.js';\nexport interface App { mock: Hidden }\n", {}],
    ['a parameter', "import { type Hidden } from './internal.js';\nexport declare function f(h: Hidden): void;\n", {}],
    ['an inline import type', "export declare const app: import('./internal.js').Hidden;\n", {}],
    [
      'a generic argument',
      "import type { Hidden as H } from './internal.js';\nexport type P = Promise<H[]> & {};\n",
      {},
    ],
    [
      'a second generic argument',
      "import type { Hidden } from './internal.js';\nexport type P = Map<string, Hidden>;\n",
      {},
    ],
    [
      'a conditional type',
      "import type { Hidden } from './internal.js';\nexport type P<T> = T extends 1 ? Hidden : 0;\n",
      {},
    ],
    ['a namespace import', "import * as inner from './internal.js';\nexport type P = { a: inner.Hidden };\n", {}],
    [
      'a non-exported local',
      "import type { Hidden } from './internal.js';\ntype L = Hidden;\nexport type P = L;\n",
      {},
    ],
    ['a type a re-exported module exports', "export * from './mid.js';\n", { 'mid.d.ts': MID }],
    ['a type re-exported by name', "export { type Outer } from './mid.js';\n", { 'mid.d.ts': MID }],
    [
      'a module augmentation',
      "import type { Hidden } from './internal.js';\ndeclare module 'vitest' {\n  interface ProvidedContext { x: Hidden }\n}\nexport {};\n",
      {},
    ],
  ]
  it.each(cases)('finds an internal type reached by %s', (_how, index, extra) => {
    expect(leaksOf(index, extra)).toEqual(['Hidden'])
  })

  it('finds a class a public class extends', () => {
    expect(leaksOf("import { Base } from './internal.js';\nexport declare class App extends Base {}\n")).toEqual([
      'Base',
    ])
  })

  it.each([
    ['exported too', "export type { Hidden } from './internal.js';\nexport interface App { mock: Hidden }\n"],
    ['named only in a comment', '/** not a Hidden */\nexport interface App { mock: string }\n'],
    ['named only in a string', "export interface App { kind: 'Hidden' | `Base` }\n"],
    [
      'a property of the same name',
      "import type { Hidden, Base } from './internal.js';\nexport interface App { Hidden: string; readonly Base?: 1 }\n",
    ],
    [
      'a method of the same name',
      "import { Base } from './internal.js';\nexport interface App {\n  Base<T>(t: T): void\n}\n",
    ],
    ['from another package', "import type { Hono } from 'hono';\nexport type App = Hono;\n"],
  ])('reports no leak for a type %s', (_how, index) => {
    expect(leaksOf(index)).toEqual([])
  })
})

describe('./schemas', () => {
  const values = new Set(Object.values(schemas))

  it.each(ENDPOINTS.map((def) => [def.id, def]))('holds the response schema of %s', (_id, def) => {
    expect(values.has(def.schema)).toBe(true)
  })

  it.each([
    ['the responses', '../src/schemas/responses.js'],
    ['the people resources', '../src/schemas/people.js'],
    ['the company resources', '../src/schemas/companies.js'],
    ['the job resources', '../src/schemas/jobs.js'],
    ['the post resources', '../src/schemas/posts.js'],
    ['the admin answers and bodies', '../src/admin/schemas.js'],
    ['the scenario file', '../src/scenarios/schema.js'],
    ['the world file', '../src/world/world-file.js'],
  ])('holds every zod schema of %s', async (_what, path) => {
    const mod: Record<string, unknown> = await import(path)
    const missing = Object.keys(mod).filter((name) => name.endsWith('Schema') && schemas[name] !== mod[name])
    expect(missing).toEqual([])
  })
})

describe('package.json exports', () => {
  const subpaths = Object.entries(pkg.exports).filter(([name]) => name !== './package.json')

  it('name the root, ./schemas and the test helpers', () => {
    expect(subpaths.map(([name]) => name)).toEqual([
      '.',
      './schemas',
      './client',
      './msw',
      './vitest',
      './jest',
      './testcontainers',
    ])
  })

  it.each(subpaths)('give %s an ES module and a CommonJS build, each with its types', (_name, target) => {
    expect(typeof target).toBe('object')
    const { import: esm, require: cjs } = target as Record<'import' | 'require', { types: string; default: string }>
    expect(esm.default).toMatch(/^\.\/dist\/.+\.js$/)
    expect(esm.types).toBe(esm.default.replace(/\.js$/, '.d.ts'))
    // the CommonJS build sits at the top of dist/: the code finds the package root one folder up
    expect(cjs.default).toMatch(/^\.\/dist\/[\w-]+\.cjs$/)
    expect(cjs.types).toBe(cjs.default.replace(/\.cjs$/, '.d.cts'))
  })

  it('ship the Swagger UI files the docs page loads, with their licence', async () => {
    const { SWAGGER_UI_DIR, SWAGGER_UI_FILES } = await import('../src/docs/routes.js')
    expect(pkg.files).toContain(SWAGGER_UI_DIR.split('/')[0])
    for (const file of [...Object.keys(SWAGGER_UI_FILES), 'LICENSE', 'NOTICE'])
      expect(existsSync(join(ROOT, SWAGGER_UI_DIR, file)), file).toBe(true)
  })
})

describe('the installed dependency tree', () => {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dependencies?: Record<string, string>; hasInstallScript?: boolean; dev?: boolean }>
  }
  /** Where npm put `name` as seen from the package at `from`: its own node_modules, else each folder above. */
  const locate = (from: string, name: string): string | undefined => {
    for (let at = from; ; at = at.includes('/node_modules/') ? at.slice(0, at.lastIndexOf('/node_modules/')) : '') {
      const path = `${at ? `${at}/` : ''}node_modules/${name}`
      if (lock.packages[path]) return path
      if (!at) return undefined
    }
  }
  const production = new Set<string>()
  const queue = Object.keys(pkg.dependencies).map((name) => locate('', name))
  while (queue.length) {
    const path = queue.pop()
    if (path === undefined || production.has(path)) continue
    production.add(path)
    for (const name of Object.keys(lock.packages[path]?.dependencies ?? {})) queue.push(locate(path, name))
  }

  it('of the package (its dependencies, as locked) runs no install script', () => {
    expect(production.size).toBeGreaterThanOrEqual(Object.keys(pkg.dependencies).length)
    expect([...production].filter((path) => lock.packages[path]?.hasInstallScript)).toEqual([])
  })

  it('of a checkout holds no install-time analytics package', () => {
    expect(Object.keys(lock.packages).filter((path) => /(^|\/)@scarf\//.test(path))).toEqual([])
  })
})

describe('prepare', () => {
  const TOOLS = ['typescript', 'esbuild']
  /** A copy of the package's prepare in a folder holding `installed`, run with a stand-in for npm that logs its calls. */
  async function prepare(installed: readonly string[]) {
    const dir = tempDir('nlm-prepare-')
    const log = join(dir, 'npm-calls.jsonl')
    writeFiles(dir, {
      'package.json': readFileSync(join(ROOT, 'package.json'), 'utf8'),
      'scripts/prepare.mjs': readFileSync(join(ROOT, 'scripts', 'prepare.mjs'), 'utf8'),
      'scripts/npm.mjs': readFileSync(join(ROOT, 'scripts', 'npm.mjs'), 'utf8'),
      'npm-cli.cjs': `require('node:fs').appendFileSync(${JSON.stringify(log)}, JSON.stringify({ args: process.argv.slice(2), cwd: process.cwd(), env: Object.keys(process.env).filter((k) => /^npm_config_/i.test(k)) }) + '\\n')`,
      ...Object.fromEntries(installed.map((name) => [`node_modules/${name}/package.json`, { name }])),
    })
    await run(process.execPath, [join(dir, 'scripts', 'prepare.mjs')], {
      cwd: dir,
      timeout: 30_000,
      // as npm runs prepare for `npm install ../clone`: its settings name the other project
      env: {
        ...process.env,
        npm_execpath: join(dir, 'npm-cli.cjs'),
        npm_config_local_prefix: '/elsewhere/consumer',
        npm_config_omit: 'dev',
        npm_config_cache: join(dir, 'cache'),
      },
    })
    const calls = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { args: string[]; cwd: string; env: string[] })
    return { dir, calls }
  }

  it.each([
    ['a fresh clone (nothing installed)', []],
    ['a folder without the build tools', Object.keys(pkg.dependencies)],
    ['a folder without a dependency', [...TOOLS, ...Object.keys(pkg.dependencies).slice(1)]],
  ])('in %s installs the locked dependencies in that folder, then builds', async (_what, installed) => {
    const { dir, calls } = await prepare(installed)
    expect(calls.map((c) => c.args[0])).toEqual(['ci', 'run'])
    const [ci, build] = calls
    expect(ci?.args).toEqual(expect.arrayContaining(['--prefix', dir, '--include=dev', '--ignore-scripts']))
    expect(build?.args).toEqual(['run', 'build', '--prefix', dir])
    for (const call of calls) {
      expect(call.cwd).toBe(dir)
      expect(call.env).not.toContain('npm_config_local_prefix')
      expect(call.env).not.toContain('npm_config_omit')
      expect(call.env).toContain('npm_config_cache')
    }
  })

  it('in a checkout with its dependencies only builds', async () => {
    const { dir, calls } = await prepare([...TOOLS, ...Object.keys(pkg.dependencies)])
    expect(calls.map((c) => c.args)).toEqual([['run', 'build', '--prefix', dir]])
  })
})
