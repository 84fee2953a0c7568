import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COMMANDS, OPTIONS, parseCommandLine, type Command } from '../../src/cli-options.js'
import { runCli } from '../support/cli.js'

const upper = (name: string): string => name.toUpperCase().replaceAll('-', '_')
const SERVE = Object.entries(OPTIONS).filter(([, row]) => (row.commands as readonly Command[]).includes('serve'))
/** What other tools name their variables, and what earlier versions read: MOCK_<OPTION>, PORT, REDIS_URL, NLM_STORE. */
const FOREIGN = [...SERVE.map(([name]) => `MOCK_${upper(name)}`), 'PORT', 'REDIS_URL', 'NLM_STORE']
/** Values such variables hold: numbers, paths, URLs, switches, words, and what a value check refuses. */
const VALUE = fc.oneof(
  fc.constantFrom('7', '0', '1', 'true', 'json', '/var/log/app.log', 'redis://127.0.0.1:6379/0', 'x\u001b[31m\n'),
  fc.string({ maxLength: 40 }),
)

const read = (command: Command, env: Record<string, string>) => {
  const line = parseCommandLine([command], env)
  return line.action === 'run' ? line.options : line
}

describe('environment variables', () => {
  it('of other tools (MOCK_*, PORT, REDIS_URL) neither steer nor stop any command', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...FOREIGN), VALUE), (env) => {
        for (const command of Object.keys(COMMANDS) as Command[]) expect(read(command, env)).toEqual(read(command, {}))
      }),
      { numRuns: 300 },
    )
  })

  it.each([
    ['seed', '7', 7],
    ['port', '8080', 8080],
    ['log', 'json', 'json'],
    ['no-fixtures', 'yes', true],
    ['store', 'redis://127.0.0.1:6390/1', 'redis://127.0.0.1:6390/1'],
  ])('of its own are read: NETWORK_LOOKUP_MOCK_ and --%s', (name, value, expected) => {
    expect(read('serve', { [`NETWORK_LOOKUP_MOCK_${upper(name)}`]: value })).toMatchObject({ [name]: expected })
  })

  it.each([
    [{ MOCK_SEED: '7' }, ['MOCK_SEED (now NETWORK_LOOKUP_MOCK_SEED)']],
    [
      { MOCK_LOG: '/var/log/app.log', REDIS_URL: 'redis://10.0.0.5:6379', PORT: '3000' },
      ['MOCK_LOG (now NETWORK_LOOKUP_MOCK_LOG)', 'REDIS_URL (now NETWORK_LOOKUP_MOCK_STORE)', 'PORT (now'],
    ],
  ])('that earlier versions read get one line on stderr naming the new ones: %j', async (env, named) => {
    const run = await runCli(['serve', '--port', '0', '--no-fixtures'], env)
    try {
      expect(run.code).toBe(0)
      const lines = run.stderr.trimEnd().split('\n')
      expect(lines).toHaveLength(1)
      for (const text of named) expect(lines[0]).toContain(text)
      expect(lines[0]).toContain('only NETWORK_LOOKUP_MOCK_* variables')
      // the mock serves with its defaults: seed 1, memory, the port given
      expect(run.stdout).toContain('seed 1,')
      expect(run.stdout).not.toContain('state shared in')
    } finally {
      await run.server?.close()
    }
  })

  it('set by no earlier version give no notice', async () => {
    const run = await runCli(['serve', '--port', '0', '--no-fixtures'], { NETWORK_LOOKUP_MOCK_SEED: '7', HOME: '/x' })
    try {
      expect(run.stderr).toBe('')
      expect(run.stdout).toContain('seed 7,')
    } finally {
      await run.server?.close()
    }
  })
})
