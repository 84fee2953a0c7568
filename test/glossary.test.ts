import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const TEXT = readFileSync(`${ROOT}CONTRIBUTING.md`, 'utf8')
const SECTION = TEXT.slice(TEXT.indexOf("## The world's derived state"), TEXT.indexOf('## Adding an endpoint'))
const WORDS = ['world', 'population', 'fixture', 'facts', 'draw', 'scope', 'source', 'store', 'record']

/** The `code` spans of the section: file paths and the names of types, classes and functions. */
const spans = [...SECTION.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string)
const paths = spans.filter((s) => /^src\/[\w/.-]+$/.test(s))
const names = spans.flatMap((s) => /^(?:[A-Z]\w+)(?:\.\w+)?$/.exec(s) ?? []).map((s) => s.split('.').pop() as string)

describe("CONTRIBUTING.md's glossary and derived state section match the code", () => {
  it('defines each word once', () => {
    for (const word of WORDS) expect(SECTION.match(new RegExp(`^\\| ${word} \\|`, 'gm'))?.length, word).toBe(1)
  })

  it.each(paths)('names a file that exists: %s', (path) => {
    expect(existsSync(`${ROOT}${path.replace(/\/$/, '')}`)).toBe(true)
  })

  it('names only types, classes and functions src/ declares', () => {
    expect(names.length).toBeGreaterThan(5)
    const declared = execFileSync(
      'grep',
      ['-rhoE', '(class|interface|type|function|const) [A-Za-z_]\\w*|^  [a-z]\\w*[(<]', 'src'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    )
    const known = new Set(declared.split('\n').map((l) => l.trim().split(/[ (<]/).filter(Boolean).pop()))
    for (const name of names) expect(known.has(name), name).toBe(true)
  })
})
