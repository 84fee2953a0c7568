// Global setup: bundles the command line (and the determinism test's second process) once per run, from src/, so tests
// that start a process start plain Node on one file instead of transpiling the source tree in every process.
import { readdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { context, type BuildContext } from 'esbuild'
import type { TestProject } from 'vitest/node'
import { binBundleOptions, finishBinBundle } from '../../scripts/bin-bundle.mjs'
import { alive } from './processes.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absolute paths of this run's bundles. */
    bundles: { cli: string; printBodies: string; contextShape: string; error?: string }
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
// one level below the package root, as dist/ is: the code finds the package's files from its own location
const OUT = join(ROOT, '.test-build')
type Name = 'cli' | 'printBodies' | 'contextShape'
/** The test's own programs, bundled as ES modules with the same options. */
const PROGRAMS = { printBodies: 'print-bodies.ts', contextShape: 'context-shape-child.ts' } as const

/** Removes the bundles of runs whose process is gone; runs going on at the same time keep theirs. */
function removeStale(): void {
  let names: string[] = []
  try {
    names = readdirSync(OUT)
  } catch {
    return
  }
  for (const name of names) {
    const pid = Number(/-(\d+)(?:\.[a-z.]+)?$/.exec(name)?.[1])
    if (pid && pid !== process.pid && !alive(pid)) rmSync(join(OUT, name), { recursive: true, force: true })
  }
}

const file = (name: Name): string => join(OUT, `${name}-${process.pid}.${name === 'cli' ? 'cjs' : 'mjs'}`)

interface Bundles {
  built: Promise<void>
  /** Builds again, once however many projects ask at the same time. */
  rebuild(): Promise<void>
  users: number
  dispose(): Promise<void>
}

/** The esbuild context of this process, shared by every project of the run (each runs its own global setup). */
async function start(): Promise<Bundles> {
  removeStale()
  const tmp = join(OUT, `.building-${process.pid}`)
  // the command as scripts/bundle.mjs builds the published one (a CommonJS bundle and its launcher), from src/ here
  const cli: BuildContext = await context(
    binBundleOptions(join(ROOT, 'src', 'cli.ts'), join(tmp, `cli-${process.pid}.bundle.cjs`)),
  )
  const programs: BuildContext = await context({
    entryPoints: Object.fromEntries(
      Object.entries(PROGRAMS).map(([name, source]) => [name, join(ROOT, 'test', 'support', source)]),
    ),
    outdir: tmp,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['swagger-ui-dist', 'jiti'],
    minifyWhitespace: true,
    minifySyntax: true,
    banner: {
      js: "import { createRequire as __nlmCreateRequire } from 'node:module'; const require = __nlmCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  })
  let running: Promise<void> | undefined
  const rebuild = (): Promise<void> =>
    (running ??= (async () => {
      await Promise.all([cli.rebuild(), programs.rebuild()])
      finishBinBundle(join(tmp, `cli-${process.pid}.bundle.cjs`))
      // moved into place whole: a process started now never reads a half-written file
      for (const suffix of ['.bundle.cjs', '.bundle.cjs.cache', '.cjs'])
        renameSync(join(tmp, `cli-${process.pid}${suffix}`), join(OUT, `cli-${process.pid}${suffix}`))
      for (const name of Object.keys(PROGRAMS) as Name[]) renameSync(join(tmp, `${name}.mjs`), file(name))
    })().finally(() => (running = undefined)))
  return {
    built: rebuild(),
    rebuild,
    users: 0,
    async dispose() {
      await Promise.all([cli.dispose(), programs.dispose()])
      rmSync(tmp, { recursive: true, force: true })
      for (const suffix of ['.bundle.cjs', '.bundle.cjs.cache', '.cjs'])
        rmSync(join(OUT, `cli-${process.pid}${suffix}`), { force: true })
      for (const name of Object.keys(PROGRAMS) as Name[]) rmSync(file(name), { force: true })
    },
  }
}

const KEY = Symbol.for('network-lookup-mock.test-bundles')
const shared = globalThis as typeof globalThis & { [KEY]?: Promise<Bundles> }

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared[KEY] ??= start()
  const bundles = await shared[KEY]
  bundles.users++
  // a source that does not build fails the tests that start it, saying why; the others run
  const error = await bundles.built.then(
    () => undefined,
    (err: unknown) => String(err),
  )
  project.provide('bundles', {
    cli: file('cli'),
    printBodies: file('printBodies'),
    contextShape: file('contextShape'),
    ...(error ? { error } : {}),
  })
  // watch mode: what changed in src/ is in the bundle before the tests run again
  project.onTestsRerun(() => {
    bundles.built = bundles.rebuild()
    return bundles.built
  })
  return async () => {
    if (--bundles.users > 0) return
    delete shared[KEY]
    await bundles.dispose()
  }
}
