import { join } from 'node:path'
import { expect, it } from 'vitest'
import { createRuntime } from '../../src/runtime.js'
import type { MockOptions } from '../../src/options.js'
import { tempDir, writeFiles } from '../support/tmp.js'

// a YAML file with too many aliases (and any other YAML problem found after parsing) was reported as "not valid JSON"
const SECRET = 'yaml_key_secret_0001'

/** A "billion laughs" of `levels` levels, ten aliases each: 10^levels values once expanded. */
function laughs(levels: number): string {
  const lines = ['a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]']
  for (let i = 1; i < levels; i++)
    lines.push(
      `a${i}: &a${i} [${Array(10)
        .fill(`*a${i - 1}`)
        .join(', ')}]`,
    )
  return `${lines.join('\n')}\n`
}

/** [name, YAML text, the problem in words, the fix expected (a part of it)] */
const PROBLEMS: [string, string, RegExp, RegExp][] = [
  [
    'a billion laughs',
    laughs(9),
    /not valid YAML: too many aliases \(over the alias expansion limit of 100\)/,
    /alias/,
  ],
  ['three levels of aliases', laughs(4), /too many aliases/, /fewer aliases/],
  ['an alias without an anchor', `a: *${SECRET}\n`, /not valid YAML: an alias \(\*name\) names no anchor/, /anchor/],
  ['bad indentation', 'a:\n  b: 1\n c: 2\n', /not valid YAML at line 3, column 1: bad indentation/, /fix/],
  ['a duplicate key', `${SECRET}: 1\n${SECRET}: 2\n`, /not valid YAML at line 2, column 1: a key appears twice/, /fix/],
  ['a tab as indentation', 'a:\n\t- 1\n', /not valid YAML at line 2, column 1: a tab used as indentation/, /fix/],
  ['an unclosed quote', `a: "${SECRET}\n`, /not valid YAML at line 2, column 1: a missing character/, /fix/],
  ['two documents', 'a: 1\n---\nb: 2\n', /not valid YAML at line 2, column 1: more than one document/, /fix/],
  ['an unknown tag', `a: !${SECRET} 1\n`, /not valid YAML at line 1, column 4: an unknown tag/, /fix/],
  ['a bad escape', `a: "\\q${SECRET}"\n`, /not valid YAML at line 1, column \d+: an unknown escape sequence/, /fix/],
]

/** Where a YAML file can be read: the option pointing at it, given the folder it was written to. */
const FILES: [string, string, (dir: string) => MockOptions][] = [
  ['a scenario', 'broken.yaml', (dir) => ({ scenarios: dir })],
  ['a keys file', 'keys.yml', (dir) => ({ keys: join(dir, 'keys.yml') })],
  ['a world file', 'world.yaml', (dir) => ({ world: join(dir, 'world.yaml') })],
]

const cases = FILES.flatMap(([where, name, options]) =>
  PROBLEMS.map(([problem, text, words, fix]) => ({ where, name, options, problem, text, words, fix })),
)

it.each(cases)('reports $problem in $where as a YAML problem with the file and a fix', (c) => {
  const dir = writeFiles(tempDir(), { [c.name]: c.text })
  let message = ''
  try {
    createRuntime({ fixtures: false, clock: 'virtual', warn: () => {}, ...c.options(dir) })
  } catch (err) {
    message = (err as Error).message
  }
  expect(message).toContain(join(dir, c.name))
  expect(message).toMatch(c.words)
  expect(message).toMatch(/\(fix: .+\)/)
  expect(message.slice(message.indexOf('(fix:'))).toMatch(c.fix)
  expect(message.slice(0, message.indexOf('(fix:'))).not.toMatch(/JSON/)
  // the words come from a table, never from the text, which may hold a key
  expect(message).not.toContain(SECRET)
})

it('still reads YAML that uses a few aliases', () => {
  const dir = writeFiles(tempDir(), {
    'aliased.yaml': 'name: aliased\ndescription: &d shared\nrules:\n  - effect: &e { status: 503 }\n  - effect: *e\n',
  })
  const runtime = createRuntime({ fixtures: false, clock: 'virtual', warn: () => {}, scenarios: dir })
  expect(runtime.scenarios.names()).toContain('aliased')
})
