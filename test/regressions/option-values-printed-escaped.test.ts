import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { runCli } from '../support/cli.js'

/** What a terminal acts on instead of showing: C0 (line breaks, ESC, tab), DEL, C1, separators, bidi controls. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/
const UNPRINTABLE = ['\n', '\r', '\t', '\u001b[31m', '\u001b]0;title\u0007', '\u0085', '\u2028', '\u202e', '\u0000']

/** A value with an unprintable character somewhere in it. */
const hostile = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9-]{0,12}$/),
    fc.constantFrom(...UNPRINTABLE),
    fc.stringMatching(/^[a-z0-9-]{0,12}$/),
  )
  .map(([a, bad, b]) => `${a}${bad}${b}`)

/** The command line's refusals that quote a value given, each for a value `v`. */
const REFUSED: [string, (v: string) => string[], number][] = [
  ['--instance-name', (v) => ['serve', '--instance-name', v], 2],
  ['--store-prefix', (v) => ['serve', '--store-prefix', v], 2],
  ['--fixtures, a folder that does not exist', (v) => ['serve', '--fixtures', `/nonexistent/${v}`], 2],
  ['--scenario, a scenario that does not exist', (v) => ['serve', '--port', '0', '--scenario', `x${v}`], 2],
  ['an unknown option', (v) => ['serve', `--${v}x`], 2],
  ['an unknown command', (v) => [`x${v}`], 2],
  ['--seed', (v) => ['serve', '--seed', v], 2],
  ['--now', (v) => ['serve', '--now', `2026-01-01${v}`], 2],
]

/** stderr is one line, nothing in it a terminal would act on. */
function oneClearLine(stderr: string): void {
  expect(stderr.endsWith('\n'), stderr).toBe(true)
  expect(stderr.slice(0, -1), stderr).not.toMatch(CONTROL)
}

describe('a value given is printed escaped, never raw', () => {
  it.each(REFUSED)('in the refusal of %s: exit 2, one line', async (_, argv, code) => {
    await fc.assert(
      fc.asyncProperty(hostile, async (value) => {
        const run = await runCli(argv(value))
        await run.server?.close()
        expect(run.code).toBe(code)
        oneClearLine(run.stderr)
      }),
      { numRuns: 25 },
    )
  })

  it('refuses an --instance-name that is too long or only spaces', async () => {
    for (const name of ['n'.repeat(101), '']) {
      const run = await runCli(['serve', '--instance-name', name])
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(/--instance-name (is 1 to 100 characters|must not be empty)/)
    }
    const fine = await runCli(['serve', '--port', '0', '--no-fixtures', '--instance-name', 'edge a.1 (ünïcode)'])
    await fine.server?.close()
    expect(fine.code).toBe(0)
  })

  it.each(UNPRINTABLE)('in the banner: a --dev-key with %j', async (bad) => {
    const run = await runCli(['serve', '--port', '0', '--no-fixtures', '--dev-key', `key${bad}end`])
    try {
      expect(run.code, run.stderr).toBe(0)
      expect(run.stdout).toMatch(/development key: key\\u[0-9a-f]{4}/)
      for (const line of run.stdout.split('\n')) expect(line).not.toMatch(CONTROL)
    } finally {
      await run.server?.close()
    }
  })
})

it.each(['0\n', ' 7', '7 ', '\t3', '12\r', '5\u00a0'])(
  'refuses a number wrapped in white space (%j) with exit 2 and the closest number',
  async (value) => {
    const run = await runCli(['serve', '--seed', value])
    await run.server?.close()
    expect(run.code).toBe(2)
    oneClearLine(run.stderr)
    expect(run.stderr).toMatch(/--seed must be a whole number/)
  },
)
