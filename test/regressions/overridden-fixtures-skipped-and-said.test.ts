import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { runDrift } from '../../src/drift/command.js'
import { DEFAULT_FIXTURES_DIR } from '../../src/options.js'
import { tempDir } from '../support/tmp.js'

// `drift --config examples/extra-endpoints/mock.config.ts` failed on the package's own people/profile fixture while
// `serve --config` with the same config skipped it without a word (banner: 19 fixtures). Both now leave out the
// package's own fixtures of an endpoint the config answers in place of the built-in one, and say so for each file:
// its name, and why.
const dir = tempDir('nlm-override-')

/** A JSON config answering `id` in place of the built-in endpoint, with a shape no shipped fixture has. */
function overriding(id: string, query: Record<string, unknown>): string {
  const file = join(dir, `${id.replace('/', '-')}.json`)
  writeFileSync(
    file,
    JSON.stringify({
      endpoints: [
        {
          path: `/v1/${id}`,
          override: true,
          query: { type: 'object', properties: query },
          response: { type: 'object', properties: { only: { type: 'string' } }, required: ['only'] },
        },
      ],
    }),
  )
  return file
}

const shipped = (id: string) =>
  readdirSync(join(DEFAULT_FIXTURES_DIR, id))
    .filter((n) => n.endsWith('.json') && !n.endsWith('.meta.json'))
    .map((n) => join(DEFAULT_FIXTURES_DIR, id, n))

it.each([
  ['the shipped example (people/profile, long form)', 'examples/extra-endpoints/mock.config.ts', 'people/profile'],
  [
    'a JSON config of companies/by-id',
    overriding('companies/by-id', { companyId: { type: 'string' } }),
    'companies/by-id',
  ],
  ['a JSON config of jobs/details', overriding('jobs/details', { jobId: { type: 'string' } }), 'jobs/details'],
])('serve and drift both skip and name the shipped fixtures %s answers', async (_name, config, id) => {
  const files = shipped(id)
  expect(files.length).toBeGreaterThan(0)

  const served: string[] = []
  createApp({ config, clock: 'virtual', warn: (m) => served.push(m) })
  const said = (lines: string[]) =>
    lines.filter((l) => l.startsWith('skipped fixture ')).map((l) => /^skipped fixture (.+?\.json): /.exec(l)?.[1])
  expect(said(served).sort()).toEqual([...files].sort())
  for (const line of served.filter((l) => l.startsWith('skipped fixture ')))
    expect(line).toContain(`the config answers ${id} in place of the built-in endpoint (override: true)`)

  const out: string[] = []
  const err: string[] = []
  const code = runDrift({ config, write: (t) => out.push(t), writeError: (t) => err.push(t) })
  expect(out.join('')).not.toContain(id)
  expect(code).toBe(0)
  expect(said(err.join('').split('\n')).sort()).toEqual([...files].sort())
})
