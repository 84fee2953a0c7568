import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { runCli } from '../support/cli.js'
import { tempDir } from '../support/tmp.js'

// README and docs/own-endpoints.md say `serve --config examples/extra-endpoints/mock.config.ts`, which failed from an
// installed package (ENOENT: the path exists only in a checkout). A relative --config path not found from the
// working directory that names a file of the package's examples is now that file of the package; the banner names
// the file used, a file of that name in the working directory comes first, and a path that is neither says both.
const ROOT = resolve(import.meta.dirname, '../..')
const EXAMPLE = join(ROOT, 'examples', 'extra-endpoints', 'mock.config.ts')
const home = process.cwd()
afterEach(() => process.chdir(home))

it.each([
  'examples/extra-endpoints/mock.config.ts',
  './examples/extra-endpoints/mock.config.ts',
  'examples/extra-endpoints/../extra-endpoints/mock.config.ts',
  'examples//extra-endpoints/mock.config.ts',
])('serve, drift and openapi find %s from a folder without it', { timeout: 120_000 }, async (path) => {
  process.chdir(tempDir('nlm-cwd-'))
  const serve = await runCli(['serve', '--port', '0', '--no-fixtures', '--config', path])
  try {
    expect(serve.stderr).toBe('')
    expect(serve.code).toBe(0)
    expect(serve.stdout).toContain(
      `endpoints of ${EXAMPLE}: people/profile, people/search, locations/search, jobs/search`,
    )
  } finally {
    await serve.server?.close()
  }
  const drift = await runCli(['drift', '--config', path])
  expect(drift.code).toBe(0)
  const openapi = await runCli(['openapi', '--config', path])
  expect(openapi.code).toBe(0)
  expect(openapi.stdout).toContain('/v1/jobs/search')
})

it('a file of that path in the working directory comes first', async () => {
  const cwd = tempDir('nlm-cwd-own-')
  mkdirSync(join(cwd, 'examples', 'extra-endpoints'), { recursive: true })
  const own = join(cwd, 'examples', 'extra-endpoints', 'mock.config.yaml')
  writeFileSync(
    own,
    'endpoints:\n  - path: /v1/things/one\n    response: { type: object, properties: { n: { type: integer } } }\n',
  )
  process.chdir(cwd)
  const serve = await runCli([
    'serve',
    '--port',
    '0',
    '--no-fixtures',
    '--config',
    'examples/extra-endpoints/mock.config.yaml',
  ])
  try {
    expect(serve.code).toBe(0)
    expect(serve.stdout).toContain(`endpoints of ${own}: things/one`)
  } finally {
    await serve.server?.close()
  }
})

it.each([
  ['examples/extra-endpoints/missing.config.ts', true],
  ['missing.config.ts', false],
  ['../examples/extra-endpoints/mock.config.ts', false],
  ['keys.json', false],
])('%s found nowhere names where it was looked for', async (path, inPackage) => {
  const cwd = tempDir('nlm-cwd-none-')
  process.chdir(cwd)
  const run = await runCli(['drift', '--config', path])
  expect(run.code).toBe(2)
  expect(run.stderr).toContain(`${resolve(cwd, path)}: cannot read the config file (ENOENT)`)
  if (inPackage) expect(run.stderr).toContain(`nor ${join(ROOT, path)}`)
  else expect(run.stderr).not.toContain(' nor ')
})
