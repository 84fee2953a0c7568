import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import type { JournalEvent } from '../../src/journal/journal.js'
import { runtimeOf } from '../../src/app.js'
import { attachRequestLog, formatEvent } from '../../src/console/request-log.js'
import { createRuntime } from '../../src/runtime.js'
import { startMockServer, type MockServer } from '../../src/server.js'
import { watchSources } from '../../src/watch.js'
import { testApp } from '../support/app.js'
import { runCli } from '../support/cli.js'
import { getRequest, rawRequest } from '../support/raw-http.js'
import { tempDir, writeFiles } from '../support/tmp.js'

// What must never reach a terminal raw: C0, DEL, C1, line/paragraph separators, bidi controls, lone surrogates.
const UNPRINTABLE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
// the colours the pretty log adds itself on a terminal
const OWN_COLOURS = /\x1b\[(?:0|2|3[1-6])m/g

const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
  0x061c,
  0x200e,
  0x200f,
  0x2028,
  0x2029,
  0x202a,
  0x202e,
  0x2066,
  0x2069,
  0xd800,
  0xdfff,
].map((c) => String.fromCharCode(c))

/** Strings dense in control characters, mixed with text a terminal shows and escapes it would act on. */
const nasty = fc
  .array(
    fc.oneof(
      fc.constantFrom(...CONTROLS),
      fc.constantFrom(
        '\x1b[31m',
        '\x1b]0;title\x07',
        '\x9b2J',
        '\r\n12:00:00.000 GET  /v1/forged 200',
        '\u202egnp.exe',
      ),
      fc.string({ maxLength: 4 }),
      fc.constantFrom('é', '…', '😀', '\\u001b'),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''))

/** Header values as fetch takes them: bytes 0x01-0xff, no CR, LF or NUL, no surrounding space. */
const headerValue = fc
  .array(
    fc.integer({ min: 1, max: 0xff }).filter((c) => c !== 0x0a && c !== 0x0d),
    { minLength: 1, maxLength: 16 },
  )
  .map((codes) => `x${String.fromCharCode(...codes)}x`)

/** Every UTF-16 unit percent-encoded as UTF-8 bytes; a lone surrogate as its (invalid) three-byte form. */
function percentEncode(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    const pair = unit >= 0xd800 && unit <= 0xdbff ? text.charCodeAt(i + 1) : 0
    const code = pair >= 0xdc00 && pair <= 0xdfff ? ((unit - 0xd800) << 10) + (pair - 0xdc00) + 0x10000 : unit
    if (code > 0xffff) i++
    const bytes =
      code < 0x80
        ? [code]
        : code < 0x800
          ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
          : code < 0x10000
            ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            : [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
    out += bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')
  }
  return out
}

/** One event's text is one line, with nothing a terminal acts on but the colours the log adds itself. */
function expectOneSafeLine(text: string): void {
  expect(text.endsWith('\n')).toBe(true)
  const line = text.slice(0, -1).replace(OWN_COLOURS, '')
  expect(line).not.toMatch(UNPRINTABLE)
}

function sink() {
  const lines: string[] = []
  return { out: { write: (t: string) => lines.push(t) }, lines }
}

const entry = fc.record({
  id: fc.nat(),
  time: fc.integer({ min: -8.64e15, max: 8.64e15 }).map((ms) => new Date(ms).toISOString()),
  method: nasty,
  path: nasty,
  query: fc.dictionary(nasty, nasty, { maxKeys: 3 }),
  key: fc.option(nasty),
  auth: fc.constantFrom('bearer', 'none'),
  scenario: fc.option(nasty),
  rule: fc.option(fc.nat()),
  status: fc.integer({ min: 100, max: 599 }),
  disconnect: fc.constantFrom(null, 'client', 'scenario'),
  credits: fc.nat(),
  latencyMs: fc.float({ noNaN: true, min: 0, max: 1e5 }),
  source: fc.option(nasty),
})
const event: fc.Arbitrary<JournalEvent> = fc.oneof(
  entry.map((e) => ({ type: 'request', entry: e }) as JournalEvent),
  fc
    .record({ time: entry.map((e) => e.time), message: nasty, failed: fc.boolean() })
    .map((n) => ({ type: 'notice', kind: 'reload', ...n }) as JournalEvent),
)

describe('the request log escapes every control character', () => {
  it.each([
    ['pretty, plain', 'pretty', false],
    ['pretty, coloured', 'pretty', true],
    ['json', 'json', false],
  ] as const)('%s: any event is one line with nothing a terminal acts on', (_name, format, color) => {
    fc.assert(
      fc.property(event, (e) => {
        const text = formatEvent(e, format, color)
        expectOneSafeLine(text)
        // JSON's own escapes: the object reads back unchanged
        if (format === 'json')
          expect(JSON.parse(text)).toEqual(e.type === 'request' ? { type: 'request', ...e.entry } : e)
      }),
      { numRuns: 300 },
    )
  })

  it.each(['pretty', 'json'] as const)(
    '%s: requests with control characters in path, query and key each log one safe line',
    async (format) => {
      const app = testApp()
      const { out, lines } = sink()
      attachRequestLog(app.mock.journal, out, { format })
      await fc.assert(
        fc.asyncProperty(nasty, nasty, headerValue, async (path, value, key) => {
          lines.length = 0
          const url = `/v1/${percentEncode(path)}?username=${percentEncode(value)}&${percentEncode(value)}=1`
          await app.request(url, { headers: { Authorization: `Bearer ${key}` } })
          await app.request(`/v1/people/profile?username=${percentEncode(value)}`, {
            headers: { Authorization: `Bearer ${key}`, 'X-Mock-Scenario': key },
          })
          expect(lines).toHaveLength(2)
          for (const line of lines) expectOneSafeLine(line)
        }),
        { numRuns: 60 },
      )
    },
  )
})

describe('over a socket', () => {
  let mock: MockServer
  afterAll(() => mock?.close())

  it.each([
    '/v1/%0D%0A12:00:00.000%20GET%20%20/v1/forged%20200',
    '/v1/people/profile?username=%0D%0Afake%1B%5B2J',
    '/%C2%9B31m%E2%80%AEgnp.exe',
    '/v1/%1B%5D0;title%07%7F',
    '/v1/%ED%A0%80%0A',
    '/v1/%E2%80%A8%E2%81%A6x',
  ])('%s is logged as one safe line', async (target) => {
    mock ??= await startMockServer({ fixtures: false, clock: 'virtual', warn: () => {} })
    const { out, lines } = sink()
    const stop = attachRequestLog(runtimeOf(mock.app).journal, out)
    try {
      const answer = await rawRequest(mock.port, getRequest(target, { Authorization: 'Bearer mock-dev-key' }))
      expect(answer.status).toBeGreaterThanOrEqual(200)
      await expect.poll(() => lines.length, { timeout: 5000, interval: 10 }).toBe(1)
      expectOneSafeLine(lines[0] ?? '')
    } finally {
      stop()
    }
  })
})

describe('warnings escape every control character', () => {
  const NAMES = ['a\x1b[31m\nwatch: forged.json', 'b\r\x9b2J.json', 'c\u202egnp.json', 'd\x7f\x07.json']

  it('any warning reaches the warn option as one safe line', () => {
    const warnings: string[] = []
    const runtime = createRuntime({ fixtures: false, keys: false, warn: (m) => warnings.push(m) })
    fc.assert(
      fc.property(nasty, (message) => {
        warnings.length = 0
        runtime.warn(message)
        expect(warnings).toHaveLength(1)
        expectOneSafeLine(`${warnings[0]}\n`)
      }),
    )
  })

  it('a skipped fixture with control characters in its name is one safe line', () => {
    const dir = tempDir()
    writeFiles(dir, Object.fromEntries(NAMES.map((n) => [`people/profile/${n}`, '{ broken'])))
    const warnings: string[] = []
    createRuntime({ fixtures: dir, lenient: true, keys: false, warn: (m) => warnings.push(m) })
    expect(warnings.filter((w) => w.startsWith('skipped fixture'))).toHaveLength(NAMES.length)
    for (const w of warnings) expectOneSafeLine(`${w}\n`)
  })

  it('a refused reload under --watch names the file in one safe `watch:` line', async () => {
    const dir = tempDir()
    const warnings: string[] = []
    const runtime = createRuntime({ fixtures: dir, clock: 'virtual', keys: false, warn: (m) => warnings.push(m) })
    const reloads: unknown[] = []
    const watcher = watchSources(runtime, { debounceMs: 10, onReload: (_s, problem) => reloads.push(problem) })
    try {
      await watcher.ready
      writeFiles(dir, { [`people/profile/${NAMES[0]}`]: '{ broken' })
      await expect.poll(() => reloads.length, { timeout: 5000, interval: 20 }).toBeGreaterThan(0)
    } finally {
      watcher.close()
    }
    expect(warnings[0]).toMatch(/^watch: kept the running fixtures; .*forged\.json/)
    for (const w of warnings) expectOneSafeLine(`${w}\n`)
  })

  it('the command line lists bad fixture files one safe line each', async () => {
    const dir = tempDir()
    writeFiles(dir, Object.fromEntries(NAMES.map((n) => [`people/profile/${n}`, '{ broken'])))
    const run = await runCli(['serve', '--port', '0', '--fixtures', dir, '--quiet'])
    expect(run.code).toBe(1)
    const lines = run.stderr.trimEnd().split('\n')
    expect(lines[0]).toBe(`network-lookup-mock: ${NAMES.length} invalid fixture file(s):`)
    expect(lines).toHaveLength(NAMES.length + 1)
    for (const line of lines) expectOneSafeLine(`${line}\n`)
  })
})
