import { join } from 'node:path'
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  COMMANDS,
  OPTIONS,
  commandHelp,
  overviewHelp,
  parseCommandLine,
  type Command,
  type CommandOptions,
  type OptionName,
} from '../src/cli-options.js'
import { runCli } from './support/cli.js'
import { tempDir } from './support/tmp.js'

const dir = tempDir()

type Row = { commands: readonly Command[]; env?: string; default?: string; arg?: string; short?: string }
/** Options that run a command, with the first command that takes each. */
const ROWS = (Object.entries(OPTIONS) as [OptionName, Row][])
  .filter(([name]) => name !== 'help' && name !== 'version')
  .map(([name, row]) => ({ name, row, command: row.commands[0] as Command }))
const VALUE_ROWS = ROWS.filter(({ row }) => row.arg !== undefined)
const SWITCH_ROWS = ROWS.filter(({ row }) => row.arg === undefined)
const ENV_ROWS = ROWS.filter(({ row }) => row.env !== undefined)

/** A value each value option takes, and what it reads as. */
const GOOD: Record<string, [string, unknown]> = {
  port: ['8080', 8080],
  host: ['0.0.0.0', '0.0.0.0'],
  seed: ['-7', -7],
  now: ['2026-01-01T05:30:00+05:30', '2026-01-01T05:30:00+05:30'],
  'media-base': ['self', 'self'],
  fixtures: [dir, dir],
  world: ['world.yaml', 'world.yaml'],
  config: ['mock.config.ts', 'mock.config.ts'],
  keys: ['my-keys.json', 'my-keys.json'],
  'dev-key': ['my-dev-key', 'my-dev-key'],
  scenario: ['rate-limited', 'rate-limited'],
  scenarios: [dir, [dir]],
  clock: ['virtual', 'virtual'],
  'page-size': ['25', 25],
  'journal-size': ['0', 0],
  'admin-token': ['t0ken', 't0ken'],
  'allowed-hosts': ['a.local, b.local:8080,[fd00::1]', ['a.local', 'b.local:8080', '[fd00::1]']],
  'admin-origins': ['http://localhost:5173', ['http://localhost:5173']],
  log: ['json', 'json'],
  'state-file': [join(dir, 'state.json'), join(dir, 'state.json')],
  mode: ['lockdown', 'lockdown'],
  upstream: ['https://api.example.com', 'https://api.example.com'],
  'key-env': ['NETWORK_API_KEY', 'NETWORK_API_KEY'],
  'upstream-timeout': ['2500', 2500],
  passthrough: ['http://127.0.0.1:8080/base', 'http://127.0.0.1:8080/base'],
  store: ['redis://user:pw@127.0.0.1:6380/2', 'redis://user:pw@127.0.0.1:6380/2'],
  'store-prefix': ['ci-job.42', 'ci-job.42'],
  'instance-name': ['replica-a', 'replica-a'],
  workers: ['2', 2],
  out: ['api.yaml', 'api.yaml'],
  chaos: ['flaky', 'flaky'],
  url: ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
  key: ['test_starter_0000000000000001', 'test_starter_0000000000000001'],
  since: ['2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'],
  budget: ['100', 100],
  junit: ['verdicts.xml', 'verdicts.xml'],
}

/** A value each value option refuses (an empty one only where nothing else can be wrong). */
const BAD: Record<string, string> = {
  port: '99999',
  host: '',
  seed: '1.5',
  now: 'yesterday',
  'media-base': 'ftp://media.example',
  fixtures: '',
  world: '',
  config: '',
  keys: '',
  'dev-key': '',
  scenario: '',
  scenarios: join(dir, 'no-such-folder'),
  clock: 'virtul',
  'page-size': '0',
  'journal-size': '-1',
  'admin-token': '',
  'allowed-hosts': 'http://a.local',
  'admin-origins': 'http://a.local/path',
  log: 'jsn',
  'state-file': join(dir, 'no-such-folder', 'state.json'),
  mode: 'replai',
  upstream: 'api.example.com',
  'key-env': 'sk_live_0123',
  'upstream-timeout': '2147483648',
  passthrough: 'https://api.example.com/v1/',
  store: 'http://127.0.0.1:6379',
  'store-prefix': 'a:b',
  'instance-name': '',
  workers: '0',
  out: '',
  chaos: '',
  url: '',
  key: '',
  since: '',
  budget: '-1',
  junit: '',
}

/** The options a parse read for its command. */
function read(argv: string[], env: Record<string, string> = {}): Record<string, unknown> {
  const line = parseCommandLine(argv, env)
  if (line.action !== 'run') throw new Error(`expected a run, got ${line.action}`)
  return line.options
}

/** The first line of a refusal, checked to be the only one and free of a stack trace. */
function oneLine(stderr: string): string {
  expect(stderr.endsWith('\n'), stderr).toBe(true)
  expect(stderr.trimEnd().split('\n'), stderr).toHaveLength(1)
  expect(stderr).not.toMatch(/^\s+at /m)
  return stderr.trimEnd()
}

describe('the option table', () => {
  it('has a good and a bad sample for every value option here, so a new option gets tested', () => {
    expect(Object.keys(GOOD).sort()).toEqual(VALUE_ROWS.map(({ name }) => name).sort())
    expect(Object.keys(BAD).sort()).toEqual(VALUE_ROWS.map(({ name }) => name).sort())
  })

  it('gives every serve option its variable: NETWORK_LOOKUP_MOCK_ and the name, and the others none', () => {
    for (const { name, row } of ROWS) {
      const expected = row.commands.includes('serve')
        ? `NETWORK_LOOKUP_MOCK_${name.toUpperCase().replaceAll('-', '_')}`
        : undefined
      expect(row.env, name).toBe(expected)
    }
  })

  it('reads every default through its own check', () => {
    for (const command of Object.keys(COMMANDS) as Command[]) expect(() => read([command])).not.toThrow()
    expect(read(['serve'])).toMatchObject({ port: 4010, seed: 1, 'page-size': 10, quiet: false, mode: 'replay' })
  })

  it.each(VALUE_ROWS)('reads --$name from the command line', ({ name, command }) => {
    const [given, value] = GOOD[name] as [string, unknown]
    expect(read([command, `--${name}`, given])[name]).toEqual(value)
    expect(read([command, `--${name}=${given}`])[name]).toEqual(value)
  })

  it.each(SWITCH_ROWS)('reads the switch --$name, off unless given', ({ name, command }) => {
    expect(read([command])[name]).toBe(false)
    expect(read([command, `--${name}`])[name]).toBe(true)
  })

  it.each(ENV_ROWS)('reads --$name from $row.env, and the command line wins', ({ name, row, command }) => {
    const env = row.env as string
    if (row.arg === undefined) {
      for (const on of ['1', 'true', 'YES', 'on']) expect(read([command], { [env]: on })[name], on).toBe(true)
      for (const off of ['0', 'false', 'no', 'Off']) expect(read([command], { [env]: off })[name], off).toBe(false)
      expect(read([command, `--${name}`], { [env]: '0' })[name]).toBe(true)
      return
    }
    const [given, value] = GOOD[name] as [string, unknown]
    expect(read([command], { [env]: given })[name]).toEqual(value)
    // an empty variable is an unset one
    expect(read([command], { [env]: '' })[name]).toEqual(read([command])[name])
    expect(read([command, `--${name}`, given], { [env]: BAD[name] || 'x' })[name]).toEqual(value)
  })

  it.each(VALUE_ROWS)('refuses a bad --$name with exit 2 and one line naming it', async ({ name, command }) => {
    const run = await runCli([command, `--${name}`, BAD[name] as string])
    expect(run.code).toBe(2)
    expect(run.server).toBeUndefined()
    expect(oneLine(run.stderr)).toMatch(new RegExp(`^network-lookup-mock: --${name} `))
  })

  it.each(ENV_ROWS.filter(({ name, row }) => row.arg === undefined || BAD[name] !== ''))(
    'refuses a bad $row.env with exit 2 and one line naming it and --$name',
    async ({ name, row, command }) => {
      const run = await runCli([command], {
        [row.env as string]: row.arg === undefined ? 'maybe' : (BAD[name] as string),
      })
      expect(run.code).toBe(2)
      expect(oneLine(run.stderr)).toContain(`the environment variable ${row.env} (--${name}) `)
    },
  )

  it.each(SWITCH_ROWS)('refuses a value given to the switch --$name', async ({ name, command }) => {
    const run = await runCli([command, `--${name}=yes`])
    expect(run.code).toBe(2)
    expect(oneLine(run.stderr)).toContain(`--${name} takes no value`)
  })

  it.each(VALUE_ROWS)('refuses --$name without its value', async ({ name, row, command }) => {
    for (const argv of [
      [command, `--${name}`],
      [command, `--${name}`, '--quiet'],
    ]) {
      const run = await runCli(argv)
      expect(run.code).toBe(2)
      expect(oneLine(run.stderr)).toContain(`--${name} needs a value: --${name} ${row.arg}`)
    }
  })

  it('never prints a refused --key-env or --admin-token value (either may be a secret)', async () => {
    for (const [argv, env] of [
      [['serve', '--key-env', 'sk_live_secret0123'], {}],
      [['serve'], { NETWORK_LOOKUP_MOCK_KEY_ENV: 'sk_live_secret0123' }],
      [['serve', '--admin-token', '-sk_live_secret0123'], {}],
    ] as [string[], Record<string, string>][]) {
      const run = await runCli(argv, env)
      expect(run.code).toBe(2)
      expect(run.stderr).not.toContain('secret0123')
    }
  })

  it('types each command’s options from the table', () => {
    type Serve = CommandOptions<'serve'>
    expectTypeOf<Serve['port']>().toEqualTypeOf<number>()
    expectTypeOf<Serve['world']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<Serve['quiet']>().toEqualTypeOf<boolean>()
    expectTypeOf<Serve['allowed-hosts']>().toEqualTypeOf<string[] | undefined>()
    expectTypeOf<Serve['mode']>().toEqualTypeOf<'replay' | 'record' | 'record-missing' | 'lockdown'>()
    expectTypeOf<Serve['log']>().toEqualTypeOf<'pretty' | 'json' | 'off' | undefined>()
    expectTypeOf<keyof CommandOptions<'drift'>>().toEqualTypeOf<'fixtures' | 'json' | 'config'>()
    expectTypeOf<keyof CommandOptions<'openapi'>>().toEqualTypeOf<'out' | 'config'>()
    expect(Object.keys(read(['drift'])).sort()).toEqual(['json'])
  })
})

describe('help', () => {
  it.each(ROWS)(
    'the help of each command that takes --$name names it, its variable and its default',
    ({ name, row }) => {
      for (const command of Object.keys(COMMANDS) as Command[]) {
        const help = commandHelp(command)
        if (!row.commands.includes(command)) {
          expect(help, command).not.toMatch(new RegExp(`--${name}\\b(?!-)`))
          continue
        }
        const entry = help.slice(help.indexOf(`--${name}${row.arg ? ` ${row.arg}` : ''}`))
        expect(entry.length, command).toBeLessThan(help.length)
        const text = entry.slice(0, entry.search(/\n {2}(-| {4}-)/)).replace(/\s+/g, ' ')
        if (row.env) expect(text).toContain(`env: ${row.env}`)
        if (row.default) expect(text).toContain(`default: ${row.default}`)
        if (row.short) expect(help).toContain(`-${row.short}, --${name}`)
      }
    },
  )

  it('--help alone lists the commands, not their options', async () => {
    const run = await runCli(['--help'])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(overviewHelp())
    for (const command of Object.keys(COMMANDS)) expect(run.stdout).toMatch(new RegExp(`^ {2}${command} `, 'm'))
    expect(run.stdout).not.toContain('--port')
  })

  it.each(Object.keys(COMMANDS) as Command[])(
    '%s --help (and -h) prints that command’s options only',
    async (command) => {
      for (const argv of [
        [command, '--help'],
        [command, '-h'],
        ['--help', command],
      ]) {
        const run = await runCli(argv)
        expect(run.code).toBe(0)
        expect(run.stdout).toBe(commandHelp(command))
        expect(run.stderr).toBe('')
      }
      const help = commandHelp(command)
      expect(help).toContain(`Usage: network-lookup-mock ${command}`)
      expect(help).toContain(`Exit codes: ${COMMANDS[command].exitCodes}.`)
      for (const line of help.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100)
    },
  )

  it('prints help even when a value given with it is bad', async () => {
    const run = await runCli(['serve', '--port', '99999', '--help'])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(commandHelp('serve'))
  })
})

describe('a mistyped option or command names the closest one (exit 2, one line)', () => {
  it.each([
    [['serve', '--prot', '3'], 'unknown option --prot for serve (did you mean --port?)'],
    [['--seeed', '4'], 'unknown option --seeed for serve (did you mean --seed?)'],
    [['serve', '--scenaro', 'slow'], 'unknown option --scenaro for serve (did you mean --scenario?)'],
    [['serve', '--no-fixture'], 'unknown option --no-fixture for serve (did you mean --no-fixtures?)'],
    [['serve', '--page_size', '5'], 'unknown option --page_size for serve (did you mean --page-size?)'],
    [['serve', '--adminToken', 't'], 'unknown option --adminToken for serve (did you mean --admin-token?)'],
    [['serve', '--Port=3'], 'unknown option --Port for serve (did you mean --port?)'],
    [['-port', '3'], 'unknown option -port for serve (did you mean --port?)'],
    [['drift', '--jsn'], 'unknown option --jsn for drift (did you mean --json?)'],
    [['openapi', '--oot', 'x.json'], 'unknown option --oot for openapi (did you mean --out?)'],
    [['serve', '--zzzzzzzz'], 'unknown option --zzzzzzzz for serve; see network-lookup-mock serve --help'],
    [['serve', '-x'], 'unknown option -x for serve; see network-lookup-mock serve --help'],
    [['serv'], 'unknown command "serv" (did you mean serve?)'],
    [['drfit', '--json'], 'unknown command "drfit" (did you mean drift?)'],
    [['open-api'], 'unknown command "open-api" (did you mean openapi?)'],
    [['4010'], 'unknown command "4010"; the commands are serve, drift, openapi'],
    [['serve', '--json'], '--json is an option of drift, verdicts, not of serve'],
    [['openapi', '--port', '3'], '--port is an option of serve, not of openapi'],
    [['serve', 'extra'], 'unexpected argument "extra" for serve'],
    [['drift', 'a', 'b'], 'unexpected argument "b" for drift'],
    [
      ['serve', '--scenario', 'rate-limted'],
      '--scenario names no scenario, got "rate-limted" (did you mean rate-limited?)',
    ],
  ])('%j', async (argv, message) => {
    const run = await runCli(argv)
    expect(run.code).toBe(2)
    expect(run.server).toBeUndefined()
    expect(oneLine(run.stderr)).toContain(`network-lookup-mock: ${message}`)
  })

  it('names the variable when the environment names no scenario', async () => {
    const run = await runCli(['serve', '--port', '0'], { NETWORK_LOOKUP_MOCK_SCENARIO: 'slowww' })
    expect(run.code).toBe(2)
    expect(oneLine(run.stderr)).toContain(
      'the environment variable NETWORK_LOOKUP_MOCK_SCENARIO (--scenario) names no scenario',
    )
  })
})
