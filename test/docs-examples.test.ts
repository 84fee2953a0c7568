import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp, type MockApp } from '../src/app.js'
import { PACKAGE_ROOT } from '../src/options.js'
import { optionsTable, withTable } from '../scripts/options-table.js'
import { runCli } from './support/cli.js'
import { tempDir } from './support/tmp.js'

// Every shell command in README.md, CONTRIBUTING.md and docs/*.md is run here, so no example can go stale: a curl
// against the app in process, the mock's own command line in process, and anything else only if this file says why
// it is not run. A line `# STATUS [JSON]` right after a command is what it must answer (the JSON as a subset).

const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(PACKAGE_ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
]

/** Commands that are not run, and why: installing, the suite itself, long-running tools, other programs. */
const NOT_RUN: [RegExp, string][] = [
  [/^npm (install|ci|test|start$|run (test|bench|soak|fuzz|build|lint|format|dev|typecheck))/, 'npm itself'],
  [/^(npx )?vitest\b/, 'the test runner'],
  [/^(sudo )?apt-get\b/, 'a system package manager'],
  [
    /^(podman|kubectl|skopeo|pip)\b|^npm run image\b/,
    'a container engine or Python installer: test/containers.test.ts and test/python.test.ts run the image, ' +
      'deploy/pod.yaml, Testcontainers and the Python package as docs/containers.md and docs/python.md show them',
  ],
  [
    /^(docker|git|cd|export|node|pytest|python3?|wrk|redis-server|kill|sleep|echo|cat|ls|mkdir|open)\b/,
    'another program',
  ],
  [/^(for|while|do|done|if|then|fi|wait)\b/, 'shell control flow (its curls are run on their own)'],
  [/^[A-Z_]+=\S*$/, 'a variable assignment'],
  [/^read\b/, 'reading a secret from the terminal'],
  [/^(npx )?network-lookup-mock mcp\b/, 'an MCP server waits for its client on stdin (test/mcp-stdio.test.ts runs it)'],
  [/^(claude|codex|gemini)\b/, "an agent's own command line"],
  [
    /--store redis|NETWORK_LOOKUP_MOCK_STORE=/,
    'needs a Redis (test/redis-processes.test.ts runs these flags against one of its own)',
  ],
  [
    /--(upstream|passthrough) https:|\.\/recorded\//,
    'needs the real service and its key (test/record.test.ts and test/passthrough.test.ts run it on a fake one)',
  ],
]

interface Command {
  file: string
  /** The shell block it is in: the commands of one block run in order against one mock. */
  block: number
  line: number
  text: string
  words: string[]
  /** The `# STATUS [JSON]` line after it. */
  expect?: { status: number; body?: unknown } | undefined
}

/** Splits a shell line into commands and words, honouring quotes; `;`, `|`, `&&`, `||` and `&` end a command. */
function shellCommands(line: string): string[][] {
  const commands: string[][] = []
  let words: string[] = []
  let word = ''
  let inWord = false
  let quote: '"' | "'" | undefined
  const endWord = (): void => {
    if (inWord) words.push(word)
    word = ''
    inWord = false
  }
  const endCommand = (): void => {
    endWord()
    if (words.length) commands.push(words)
    words = []
  }
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string
    if (quote) {
      if (ch === quote) quote = undefined
      else if (ch === '\\' && quote === '"' && i + 1 < line.length) word += line[++i]
      else word += ch
      continue
    }
    if (ch === "'" || ch === '"') {
      quote = ch
      inWord = true
    } else if (ch === '\\' && i + 1 < line.length) {
      word += line[++i]
      inWord = true
    } else if (ch === '#' && !inWord) break
    else if (ch === ' ' || ch === '\t') endWord()
    else if (ch === ';' || ch === '|' || ch === '&') {
      endCommand()
      while (line[i + 1] === '|' || line[i + 1] === '&') i++
    } else {
      word += ch
      inWord = true
    }
  }
  endCommand()
  return commands
}

function expectation(line: string | undefined): Command['expect'] {
  const m = /^#\s*(\d{3})\b\s*(.*)$/.exec(line?.trim() ?? '')
  if (!m) return undefined
  const status = Number(m[1])
  try {
    return { status, body: JSON.parse(m[2] as string) }
  } catch {
    return { status }
  }
}

/** Every command of every shell block, with the line it is on. */
function commandsOf(file: string): Command[] {
  const lines = readFileSync(join(PACKAGE_ROOT, file), 'utf8').split('\n')
  const out: Command[] = []
  let shell = false
  let block = 0
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string
    const fence = /^\s*```(\w*)/.exec(raw)
    if (fence) {
      shell = !shell && ['sh', 'bash', 'shell'].includes(fence[1] as string)
      block++
      continue
    }
    if (!shell || raw.trim() === '' || raw.trim().startsWith('#')) continue
    let text = raw
    while (text.endsWith('\\') && i + 1 < lines.length) text = `${text.slice(0, -1)} ${lines[++i]?.trim()}`
    const expect = expectation(lines[i + 1])
    for (const words of shellCommands(text)) out.push({ file, block, line: i + 1, text: text.trim(), words, expect })
  }
  return out
}

interface Curl {
  method: string
  url: URL
  headers: Record<string, string>
  body?: string
}

function parseCurl(words: string[]): Curl {
  const headers: Record<string, string> = {}
  let method: string | undefined
  let body: string | undefined
  let url: string | undefined
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string
    if (w === '-H' || w === '--header') {
      const h = words[++i] as string
      const at = h.indexOf(':')
      headers[h.slice(0, at).trim()] = h.slice(at + 1).trim()
    } else if (w === '-X' || w === '--request') method = words[++i]
    else if (w === '-d' || w === '--data' || w === '--data-raw') body = words[++i]
    else if (w === '-o' || w === '-w' || w === '--max-time' || w === '-m') i++
    else if (/^-[a-zA-Z]+$/.test(w) || w.startsWith('--')) continue
    else url = w
  }
  if (url === undefined) throw new Error(`no URL in: ${words.join(' ')}`)
  return {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    url: new URL(/^https?:/.test(url) ? url : `http://${url}`),
    headers,
    ...(body === undefined ? {} : { body }),
  }
}

const ALL = DOCS.flatMap(commandsOf)

/** `npx network-lookup-mock ARGS`, `network-lookup-mock ARGS` or `npm start -- ARGS`: the arguments, else undefined. */
function cliArgs(words: string[]): string[] | undefined {
  if (words[0] === 'network-lookup-mock') return words.slice(1)
  if (words[0] === 'npx' && words[1] === 'network-lookup-mock') return words.slice(2)
  if (words[0] === 'npm' && words[1] === 'start') return ['serve', ...words.slice(words[2] === '--' ? 3 : 2)]
  return undefined
}

/** A command that reads a running mock (`verdicts --url`) reads the block's, and writes its files to a temp folder. */
function aimed(args: string[], started: readonly { url: string }[]): string[] {
  const server = started.at(-1)
  return args.map((arg, i) => {
    if (args[i - 1] === '--url' && server) return server.url
    if (args[i - 1] === '--junit') return join(tempDir(), arg)
    return arg
  })
}

async function runCurl(c: Command, app: MockApp): Promise<void> {
  const { method, url, headers, body } = parseCurl(c.words)
  expect(['127.0.0.1:4010', 'localhost:4010']).toContain(url.host)
  const res = await app.request(`${url.pathname}${url.search}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  })
  const text = await res.text()
  const why = `${c.file}:${c.line} answered ${res.status} ${text.slice(0, 300)}`
  if (c.expect) {
    expect(res.status, why).toBe(c.expect.status)
    if (c.expect.body !== undefined) expect(JSON.parse(text), why).toMatchObject(c.expect.body as object)
    return
  }
  const asked = headers['X-Mock-Scenario'] ?? url.searchParams.get('__scenario')
  if (asked === null || asked === undefined || asked === 'default') {
    expect(res.status, `${why} (write the expected status on the next line if that is the point)`).toBeLessThan(300)
    // an example that answers an empty list shows nothing
    const items = (JSON.parse(text) as { data?: { items?: unknown } }).data?.items
    if (Array.isArray(items)) expect(items.length, why).toBeGreaterThan(0)
  } else expect(res.headers.get('content-type'), why).toContain('application/json')
}

it("README's options table is the command line's option table", () => {
  const readme = readFileSync(join(PACKAGE_ROOT, 'README.md'), 'utf8')
  expect(readme, 'run: node --import tsx scripts/options-table.ts').toBe(withTable(readme, optionsTable()))
})

it('finds the commands of every page', () => {
  expect(ALL.filter((c) => c.words[0] === 'curl').length).toBeGreaterThan(20)
  for (const file of ['README.md', 'docs/scenarios.md', 'docs/keys-and-limits.md'])
    expect(ALL.some((c) => c.file === file)).toBe(true)
})

const BLOCKS = [...new Set(ALL.map((c) => `${c.file}#${c.block}`))].map((id) =>
  ALL.filter((c) => `${c.file}#${c.block}` === id),
)

describe.each(BLOCKS.map((b) => [`${b[0]?.file}:${b[0]?.line}`, b] as const))(
  'the shell block at %s',
  (_where, block) => {
    it('runs as written, each command answering as its next line says', async () => {
      // the block's commands run in order against one mock: the one its serve command starts, else `npm start`'s
      let app: MockApp = createApp({})
      const started: { url: string; close(): Promise<void> }[] = []
      try {
        for (const c of block) {
          const reason = NOT_RUN.find(([re]) => re.test(c.words.join(' ')))
          if (reason) continue
          const args = cliArgs(c.words)
          if (c.words[0] === 'curl') await runCurl(c, app)
          else if (args !== undefined) {
            const run = await runCli(args[0] === 'serve' ? [...args, '--port', '0', '--quiet'] : aimed(args, started))
            if (run.server) {
              started.push(run.server)
              app = run.server.app
            }
            expect(run.code, `${c.file}:${c.line}: ${run.stderr}`).toBe(0)
          } else
            expect.fail(
              `${c.file}:${c.line}: \`${c.words.join(' ')}\` is neither run by this test nor listed in NOT_RUN`,
            )
        }
      } finally {
        for (const s of started) await s.close()
      }
    })
  },
)
