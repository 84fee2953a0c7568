import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { cliProcess } from '../support/cli.js'

// `openapi | head -1` died with an unhandled EPIPE error and its stack trace once head had gone: the reader leaving
// is no failure, the command ends as it would have

const quote = (word: string): string => `'${word.replaceAll("'", `'\\''`)}'`

interface Ended {
  code: number | null
  stdout: string
  stderr: string
}

/**
 * Runs the command line with stdout (or stderr) closed by its reader: at once, before the command writes anything,
 * or after the first line.
 */
async function closedBy(args: string[], how: 'at once' | 'after a line', stream: 'stdout' | 'stderr' = 'stdout') {
  const run = cliProcess(args)
  const child = spawn(run.command, run.args, { cwd: run.cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  const ended = once(child, 'close')
  const out = { stdout: '', stderr: '' }
  const reader = child[stream]
  const other = stream === 'stdout' ? 'stderr' : 'stdout'
  child[other].on('data', (d: Buffer) => (out[other] += d.toString()))
  if (how === 'at once') reader.destroy()
  else {
    reader.on('data', (d: Buffer) => {
      out[stream] += d.toString()
      if (out[stream].includes('\n')) reader.destroy()
    })
  }
  const [code] = await ended
  return { code: code as number | null, ...out } satisfies Ended
}

describe('a closed pipe ends the command quietly, with its own exit code', () => {
  it('openapi | head -1 in a shell: the first line, exit 0, nothing on stderr', async () => {
    const run = cliProcess(['openapi'])
    const line = `set -o pipefail; cd ${quote(run.cwd)} && ${[run.command, ...run.args].map(quote).join(' ')} | head -1`
    const child = spawn('bash', ['-c', line], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const [code] = await once(child, 'close')
    expect(stderr).toBe('')
    expect(stdout).toBe('{\n')
    expect(code).toBe(0)
  }, 60_000)

  it.each([
    [['openapi'], 'after a line', 0],
    [['openapi'], 'at once', 0],
    [['--help'], 'at once', 0],
    [['serve', '--help'], 'at once', 0],
    [['drift', '--json'], 'at once', 0],
  ] as const)(
    '%j with stdout closed %s exits %i, nothing on stderr',
    async (args, how, exit) => {
      const ended = await closedBy([...args], how)
      expect(ended.stderr).toBe('')
      expect(ended.code).toBe(exit)
    },
    60_000,
  )

  it('a bad command line with stderr closed still exits 2, nothing on stdout', async () => {
    const ended = await closedBy(['serve', '--prot', '3'], 'at once', 'stderr')
    expect(ended.stdout).toBe('')
    expect(ended.code).toBe(2)
  }, 60_000)
})
