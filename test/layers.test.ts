import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { cruise } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain script module, without types
import config, { LAYERS } from '../.dependency-cruiser.mjs'
import { tempDir, writeFiles } from './support/tmp.js'

const modules: string[] = LAYERS.flatMap((layer: { modules: string[] }) => layer.modules)

/** The rules `npm run lint` applies, run over the src/ folder under `dir`: [rule, from, to] of each violation. */
async function violationsIn(dir: string): Promise<string[][]> {
  const result = await cruise(['src'], {
    ...config.options,
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  })
  if (typeof result.output === 'string') throw new Error('cruise answered text')
  return result.output.summary.violations.map((v) => [v.rule.name, v.from, v.to])
}

describe('layers', () => {
  it('holds in src/: no import up a layer or along one, no cycle', async () => {
    expect(await violationsIn(fileURLToPath(new URL('..', import.meta.url)))).toEqual([])
  })

  it('lists every folder and top-level file of src/ once, and nothing else', () => {
    const entries = readdirSync(new URL('../src', import.meta.url), { withFileTypes: true })
      .filter((e) => e.isDirectory() || e.name.endsWith('.ts'))
      .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
    expect([...modules].sort()).toEqual(entries.sort())
  })

  it.each<{ name: string; files: Record<string, string>; expected: string[][] }>([
    {
      name: 'refuses a type-only import of a higher layer',
      files: { 'src/util/a.ts': "import type { X } from '../app.js'\nexport type Y = X\n" },
      expected: [['import-upward', 'src/util/a.ts', 'src/app.ts']],
    },
    {
      name: 'refuses a value import of a higher layer',
      files: { 'src/world/w.ts': "import { E } from '../endpoints.js'\nexport const W = E\n" },
      expected: [['import-upward', 'src/world/w.ts', 'src/endpoints.ts']],
    },
    {
      name: 'refuses a dynamic import of a higher layer',
      files: { 'src/admin/r.ts': "export const load = () => import('../server.js')\n", 'src/server.ts': '' },
      expected: [['import-upward', 'src/admin/r.ts', 'src/server.ts']],
    },
    {
      name: 'refuses a re-export of a higher layer',
      files: { 'src/journal/j.ts': "export { A } from '../app.js'\n" },
      expected: [['import-upward', 'src/journal/j.ts', 'src/app.ts']],
    },
    {
      name: 'refuses an import of a module on its own line',
      files: {
        'src/data/d.ts': "import { S } from '../scenarios/s.js'\nexport const D = S\n",
        'src/scenarios/s.ts': 'export const S = 1\n',
      },
      expected: [['import-sideways', 'src/data/d.ts', 'src/scenarios/s.ts']],
    },
    {
      name: 'refuses two files of one folder importing each other',
      files: {
        'src/world/a.ts': "import type { B } from './b.js'\nexport type A = B\n",
        'src/world/b.ts': "import type { A } from './a.js'\nexport type B = A | 1\n",
      },
      expected: [['no-circular', 'src/world/a.ts', 'src/world/b.ts']],
    },
    {
      name: 'refuses a folder that is on no line',
      files: { 'src/app.ts': "export { N } from './newcomer/n.js'\n", 'src/newcomer/n.ts': "import '../util/u.js'\n" },
      expected: [
        ['not-in-a-layer', 'src/app.ts', 'src/newcomer/n.ts'],
        ['not-in-a-layer', 'src/newcomer/n.ts', 'src/util/u.ts'],
      ],
    },
    {
      name: 'allows imports down the layers',
      files: {
        'src/app.ts': "import './middleware/m.js'\nimport './admin/r.js'\nimport './util/u.js'\n",
        'src/middleware/m.ts': "import '../env.js'\nimport '../journal/j.js'\n",
        'src/env.ts': "import type { E } from './endpoints.js'\nexport type V = E\n",
        'src/admin/r.ts': "import '../middleware/m.js'\nimport '../runtime.js'\n",
      },
      expected: [],
    },
  ])('$name', async ({ files, expected }) => {
    const all = {
      'src/util/u.ts': '',
      'src/endpoints.ts': 'export type E = 1\n',
      'src/app.ts': 'export type A = 1\n',
      ...files,
    }
    expect((await violationsIn(writeFiles(tempDir('nlm-layers-'), all))).sort()).toEqual(expected)
  })
})
