import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { PACKAGE_ROOT } from '../src/options.js'
import { testApp } from './support/app.js'
import { bundles } from './support/cli.js'
import { tempDir, writeFiles } from './support/tmp.js'

// Debian's python3 and python3-pytest: the package supports Python 3.9+, with the standard library only
const PYTHON = process.env.PYTHON3 ?? '/usr/bin/python3'
const PYTHON_DIR = join(PACKAGE_ROOT, 'python')

function pythonMissing(): string | undefined {
  try {
    execFileSync(PYTHON, ['-c', 'import pytest'], { stdio: 'ignore' })
    return undefined
  } catch {
    return `no ${PYTHON} with pytest (apt-get install -y python3-pytest, or set PYTHON3)`
  }
}
const MISSING = pythonMissing()
if (MISSING) process.stderr.write(`\nPython tests SKIPPED: ${MISSING}\n`)

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema }
interface Described {
  operations: Record<string, [string, string]>
  methods: string[]
  answers: Record<string, { method: string; path: string; at: string | null; required: string[]; optional: string[] }>
}

/** What the Python package says of itself: its operations, its client's public methods, its answers' fields. */
function describePython(): Described {
  const script = `
import json, inspect, network_lookup_mock as m
from network_lookup_mock.types import ANSWERS
methods = [n for n, _ in inspect.getmembers(m.MockClient, inspect.isfunction) if not n.startswith("_")]
methods += ["clock." + n for n, _ in inspect.getmembers(m.Clock, inspect.isfunction) if not n.startswith("_")]
answers = {name: {"method": method, "path": path, "at": at, "required": sorted(t.__required_keys__),
  "optional": sorted(t.__optional_keys__)} for name, (t, method, path, at) in ANSWERS.items()}
print(json.dumps({"operations": m.OPERATIONS, "methods": methods, "answers": answers}))
`
  const out = execFileSync(PYTHON, ['-c', script], {
    encoding: 'utf8',
    env: { ...process.env, PYTHONPATH: PYTHON_DIR },
  })
  return JSON.parse(out) as Described
}

/** The Node client's verbs, from the MockClient interface of src/control/client.ts (`clock.now` for the clock's). */
function nodeVerbs(): string[] {
  const source = readFileSync(join(PACKAGE_ROOT, 'src/control/client.ts'), 'utf8')
  const body = /export interface MockClient<[^>]*> \{\n([\s\S]*?)\n\}\n/.exec(source)?.[1] ?? ''
  const verbs: string[] = []
  let inner: string | undefined
  for (const line of body.split('\n')) {
    const top = /^ {2}(?:readonly )?(\w+)(\(|: \{|:)/.exec(line)
    if (top?.[1] && top[2] === ': {') inner = top[1]
    else if (top?.[1] && top[2] === '(') verbs.push(top[1])
    const nested = /^ {4}(\w+)\(/.exec(line)
    if (nested?.[1] && inner) verbs.push(`${inner}.${nested[1]}`)
    if (/^ {2}\}/.test(line)) inner = undefined
  }
  return verbs
}

const snake = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

describe.skipIf(MISSING !== undefined)('the Python package (python/)', () => {
  let python: Described
  beforeAll(() => {
    python = describePython()
  })

  test('covers every verb of the Node control client (a parity table of both)', () => {
    const node = nodeVerbs()
    expect(node).toEqual(expect.arrayContaining(['useScenario', 'expectCalled', 'clock.advance', 'reset', 'forKey']))
    const table = node.map((verb) => [verb, python.methods.includes(snake(verb)) ? snake(verb) : 'MISSING'])
    expect(table.filter(([, py]) => py === 'MISSING')).toEqual([])
    // every admin call the Python client sends is one of its methods
    for (const name of Object.keys(python.operations)) expect(python.methods).toContain(name)
  })

  test("sends only operations the mock's OpenAPI document has", async () => {
    const doc = (await (await testApp().request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const missing = Object.entries(python.operations).filter(
      ([, [method, path]]) => !doc.paths[path]?.[method.toLowerCase()],
    )
    expect(missing).toEqual([])
  })

  test("types each answer with the fields of the OpenAPI document's schema", async () => {
    const doc = (await (await testApp().request('/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, { schema: Schema }> }> }>
      >
    }
    for (const [name, answer] of Object.entries(python.answers)) {
      let schema = doc.paths[answer.path]?.[answer.method.toLowerCase()]?.responses['200']?.content['application/json']
        ?.schema as Schema
      for (const step of answer.at?.split('.') ?? []) {
        const field = step.replace(/\[\]$/, '')
        schema = schema.properties?.[field] as Schema
        if (step.endsWith('[]')) schema = schema.items as Schema
      }
      const required = [...(schema.required ?? [])].sort()
      const optional = Object.keys(schema.properties ?? {})
        .filter((f) => !required.includes(f))
        .sort()
      expect({ name, required: answer.required, optional: answer.optional }).toEqual({ name, required, optional })
    }
  })

  /** `python3 -m pytest` with the plugin, in `cwd`, its mock the command line bundled from src/: code and output. */
  async function pytest(cwd: string, ...files: string[]): Promise<{ code: number; output: string }> {
    const { NETWORK_LOOKUP_MOCK_URL: _given, ...env } = process.env
    const args = ['-m', 'pytest', '-p', 'network_lookup_mock.pytest_plugin', '-p', 'no:cacheprovider', '-q', ...files]
    const child = spawn(PYTHON, args, {
      cwd,
      env: {
        ...env,
        PYTHONPATH: PYTHON_DIR,
        PYTHONDONTWRITEBYTECODE: '1',
        NETWORK_LOOKUP_MOCK_PYTEST_MODE: 'process',
        NETWORK_LOOKUP_MOCK_COMMAND: `${process.execPath} ${bundles().cli}`,
        NETWORK_LOOKUP_MOCK_CLOCK: 'virtual',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    const [code] = await once(child, 'exit')
    return { code: code as number, output }
  }

  test('its pytest suite passes against the real mock, started by its own fixture', { tags: ['process'] }, async () => {
    const { code, output } = await pytest(PYTHON_DIR, 'tests')
    expect({ code, output }).toMatchObject({ code: 0, output: expect.stringMatching(/\d+ passed/) })
    expect(output).not.toMatch(/failed|error/i)
  })

  test("docs/python.md's fixture example passes as written", { tags: ['process'] }, async () => {
    const doc = readFileSync(join(PACKAGE_ROOT, 'docs/python.md'), 'utf8')
    const example = [...doc.matchAll(/```python\n([\s\S]*?)```/g)].map((m) => m[1] as string)[0] ?? ''
    expect(example).toContain('def test_')
    const dir = writeFiles(tempDir('nlm-python-doc-'), { 'test_docs_example.py': example })
    const { code, output } = await pytest(dir, 'test_docs_example.py')
    expect({ code, output }).toMatchObject({ code: 0, output: expect.stringMatching(/2 passed/) })
  })
})
