import { closeSync, openSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openLogWriter } from '../src/console/log-writer.js'
import { tempDir } from './support/tmp.js'

const dir = tempDir()

/** Lines of every UTF-8 width (1 to 4 bytes a character), of sizes below, at and past a batch and a block. */
const LINE_SETS: [string, string[]][] = [
  [
    'short ASCII lines',
    Array.from({ length: 5000 }, (_, i) => `12:00:00.000 GET  /v1/x?n=${i} 200 0.4ms - default -\n`),
  ],
  ['redacted keys (two-byte strings)', Array.from({ length: 5000 }, (_, i) => `GET /v1/p?u=${i} 200 mo…y fixture\n`)],
  ['accents, CJK and emoji', Array.from({ length: 3000 }, (_, i) => `${i} Zoë 東京 🚀 ${'é'.repeat(i % 300)}\n`)],
  ['one line longer than a block', [`${'ü'.repeat(300_000)}\n`, 'after\n']],
  ['lines around a batch size', [64 * 1024 - 1, 64 * 1024, 64 * 1024 + 1, 3, 200_000].map((n) => `${'x'.repeat(n)}\n`)],
  ['lone surrogates (written as U+FFFD)', ['a\ud800b\n', 'c\udc00d\n']],
]

type Part = string | Uint8Array

/** A line cut into three parts at places of its own (inside a surrogate pair too), the middle one as bytes. */
function inParts(line: string, i: number): Part[] {
  const a = i % 7
  const b = Math.max(a, line.length - (i % 5))
  return [line.slice(0, a), Buffer.from(line.slice(a, b)), line.slice(b)]
}

/** The ways a file is written: at once by the default for a regular file, and by the thread pool as a pipe is. */
const MODES = [
  ['written at once', true],
  ['written by the thread pool', false],
] as const

async function roundTrip(lines: (string | Part[])[], sync: boolean, batchBytes?: number): Promise<string> {
  const file = join(dir, `log-${Math.random().toString(36).slice(2)}.txt`)
  const fd = openSync(file, 'w')
  const writer = openLogWriter({ fd, sync, ...(batchBytes === undefined ? {} : { batchBytes }) })
  for (const line of lines) typeof line === 'string' ? writer.write(line) : writer.writeParts(line)
  expect(await writer.close(10_000)).toBe(true)
  closeSync(fd)
  return readFileSync(file, 'utf8')
}

describe.each(MODES)('the log writer, a file %s', (_mode, sync) => {
  it.each(LINE_SETS)('%s: the file holds every line, in order, byte for byte', async (_, lines) => {
    const expected = Buffer.from(lines.join('')).toString('utf8')
    expect(await roundTrip(lines, sync)).toBe(expected)
  })

  it.each(LINE_SETS)('%s: the same when each line is its own write', async (_, lines) => {
    const some = lines.slice(0, 300)
    expect(await roundTrip(some, sync, 0)).toBe(Buffer.from(some.join('')).toString('utf8'))
  })

  it.each(LINE_SETS)('%s: the same when each line comes in parts of text and bytes', async (_, lines) => {
    const cut = lines.map(inParts)
    // each part is encoded on its own: a surrogate pair cut in two is two replacement characters, as Buffer.from has it
    const expected = Buffer.concat(cut.flat().map((p) => (typeof p === 'string' ? Buffer.from(p) : p)))
    expect(await roundTrip(cut, sync)).toBe(expected.toString('utf8'))
    expect(await roundTrip(cut.slice(0, 300), sync, 0)).toBe(
      Buffer.concat(
        cut
          .slice(0, 300)
          .flat()
          .map((p) => (typeof p === 'string' ? Buffer.from(p) : p)),
      ).toString('utf8'),
    )
  })
})

describe('the log writer by default', () => {
  it.each([
    ['a short line', 'GET /v1/x 200\n'],
    ['a line past a batch', `${'y'.repeat(70_000)}\n`],
    ['two-byte characters', `${'é'.repeat(500)}\n`],
  ])('%s: a regular file has each batch before the write returns (no thread hop)', async (_, line) => {
    const file = join(dir, `log-${Math.random().toString(36).slice(2)}.txt`)
    const fd = openSync(file, 'w')
    const writer = openLogWriter({ fd, batchBytes: 0 })
    writer.write(line)
    expect(readFileSync(file, 'utf8')).toBe(line)
    writer.writeParts(['a', Buffer.from(line), 'b'])
    expect(readFileSync(file, 'utf8')).toBe(`${line}a${line}b`)
    expect(await writer.close(10_000)).toBe(true)
    closeSync(fd)
  })
})
