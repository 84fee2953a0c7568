import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OPTIONS, libraryOptions, parseCommandLine, type OptionName } from '../../src/cli-options.js'
import { createApp, OptionsError, startMockServer } from '../../src/index.js'
import { checkOptions, DEFAULTS } from '../../src/options.js'
import { handlers } from '../../src/testing/msw.js'
import { runCli } from '../support/cli.js'
import { tempDir } from '../support/tmp.js'

// The command line and the library checked options by two sets of rules: --upstream with credentials exited 1 (after
// loading everything), --upstream .../v1 exited 2 while startMockServer took it, and the defaults were restated. One
// schema (src/options.ts) now checks both: the same bad value is refused with the same words, exit 2 on the command
// line and an OptionsError (option, value, closest valid value) in the library.

const dir = tempDir()
const file = join(dir, 'a-file')
writeFileSync(file, 'x')

/** Bad texts of each flag that sets a library option: forms, sizes, near misses. */
const BAD: [OptionName, string[]][] = [
  ['port', ['99999', '65536', '-1', '1.5', 'abc', '', '0x10', '99999999999999999999']],
  ['seed', ['1.5', 'x', '9007199254740993', '']],
  ['now', ['yesterday', '2026-02-30', '2026-13-01', '']],
  ['media-base', ['ftp://media.example', 'media.example', 'http://a.example/?q=1']],
  ['fixtures', ['']],
  ['world', ['']],
  ['config', ['']],
  ['keys', ['']],
  ['dev-key', ['']],
  ['scenario', ['']],
  ['scenarios', [join(dir, 'no-such-folder'), file]],
  ['clock', ['virtul', 'REAL', 'fake', '']],
  ['page-size', ['0', '-3', 'ten', '2.5']],
  ['journal-size', ['-1', '1e3']],
  ['admin-token', ['']],
  ['allowed-hosts', ['http://a.local', 'a b', 'host/path']],
  ['admin-origins', ['http://a.local/path', 'nope']],
  ['state-file', [join(dir, 'no-such-folder', 'state.json')]],
  ['mode', ['replai', 'RECORD', 'record_missing', '']],
  [
    'upstream',
    [
      'api.example.com',
      'https://user:secret@api.example.com',
      'https://:secret@api.example.com/base',
      'https://api.example.com/v1',
      'https://api.example.com/base/v1/',
      'ftp://api.example.com',
      'https://api.example.com/?x=1',
      'https://api.example.com/#top',
    ],
  ],
  ['passthrough', ['https://api.example.com/v1/', 'https://user:pw@api.example.com', 'mailto:a@b.c']],
  ['upstream-timeout', ['0', '2147483648', '-5', 'soon']],
]

/** The value the library is given for a text of the command line: what the flag's text stands for. */
function libraryValue(name: OptionName, given: string): unknown {
  const row = OPTIONS[name] as { read?: string; multiple?: boolean }
  if (row.read === 'number') return /^-?\d+$/.test(given) && String(Number(given)) === given ? Number(given) : given
  if (row.read === 'list') return given.split(',').map((v) => v.trim())
  return row.multiple ? [given] : given
}

const optionOf = (name: OptionName): string => (OPTIONS[name] as { option: string }).option

/** The OptionsError the library throws for one option's value. */
function libraryRefusal(option: string, value: unknown): OptionsError {
  try {
    checkOptions({ [option]: value })
  } catch (err) {
    expect(err).toBeInstanceOf(OptionsError)
    return err as OptionsError
  }
  throw new Error(`the library took ${option} ${JSON.stringify(value)}`)
}

const SECRET = /secret|\bpw\b/
/** Options of a server on a port, which createApp (no socket) does not take. */
const SERVER_ONLY = ['port', 'stateFile']

describe('a bad option value is refused alike by the command line (exit 2) and the library (OptionsError)', () => {
  const cases = BAD.flatMap(([name, values]) => values.map((value) => [name, value] as const))
  it.each(cases)('--%s %j', async (name, given) => {
    const option = optionOf(name)
    const refusal = libraryRefusal(option, libraryValue(name, given))
    expect(refusal.option).toBe(option)
    expect(refusal.message).toBe(`${option} ${refusal.problem}`)
    // the same words after the option's name, on one line
    const run = await runCli(['serve', `--${name}=${given}`])
    expect(run.code).toBe(2)
    expect(run.server).toBeUndefined()
    expect(run.stderr).toBe(`network-lookup-mock: --${name} ${refusal.problem}\n`)
    // and the same from its environment variable
    const env = (OPTIONS[name] as { env: string }).env
    if (given !== '') {
      const fromEnv = await runCli(['serve'], { [env]: given })
      expect(fromEnv.code).toBe(2)
      expect(fromEnv.stderr).toBe(
        `network-lookup-mock: the environment variable ${env} (--${name}) ${refusal.problem}\n`,
      )
    }
    // a credential in a URL is never echoed
    if (SECRET.test(given)) expect(run.stderr + refusal.message).not.toMatch(SECRET)
    // createApp, startMockServer and the MSW handlers refuse it the same way before loading anything
    if (!SERVER_ONLY.includes(option))
      expect(() => createApp({ [option]: libraryValue(name, given) })).toThrow(refusal.message)
    await expect(startMockServer({ [option]: libraryValue(name, given) })).rejects.toThrow(OptionsError)
    if (!SERVER_ONLY.includes(option))
      expect(() => handlers({ baseUrl: 'https://api.example/v1', [option]: libraryValue(name, given) })).toThrow(
        refusal.message,
      )
  })

  it.each([
    ['port', 70000, 65535],
    ['port', -1, 0],
    ['pageSize', 0, 1],
    ['upstreamTimeoutMs', 2 ** 31, 2 ** 31 - 1],
    ['mode', 'replai', 'replay'],
    ['clock', 'virtul', 'virtual'],
    ['upstream', 'https://api.example.com/v1', 'https://api.example.com'],
    ['upstream', 'https://user:secret@api.example.com/base', 'https://api.example.com/base'],
    ['passthrough', 'https://api.example.com/base/v1/', 'https://api.example.com/base'],
  ])('names the closest valid value: %s %j -> %j', (option, value, near) => {
    const refusal = libraryRefusal(option, value)
    expect(refusal.closest).toEqual(near)
    expect(refusal.problem).toContain(String(near))
  })

  it('withholds a secret option value from the error', () => {
    const refusal = libraryRefusal('adminToken', 42)
    expect(refusal.value).not.toBe(42)
    const store = (() => {
      try {
        checkOptions({ store: { url: 'http://user:hunter2@redis.example' } })
      } catch (err) {
        return err as OptionsError
      }
    })()
    expect(store?.option).toBe('store.url')
    expect(`${store?.message} ${String(store?.value)}`).not.toContain('hunter2')
  })

  it('refuses the store prefix and instance name by the rule --store-prefix and --instance-name use', async () => {
    for (const [name, option, bad] of [
      ['store-prefix', 'prefix', 'a:b'],
      ['store-prefix', 'prefix', 'x'.repeat(65)],
      ['instance-name', 'instance', 'a\nb'],
    ] as const) {
      let refusal: OptionsError | undefined
      try {
        checkOptions({ store: { url: 'redis://127.0.0.1:1', [option]: bad } })
      } catch (err) {
        refusal = err as OptionsError
      }
      expect(refusal?.option).toBe(`store.${option}`)
      const run = await runCli(['serve', `--${name}=${bad}`])
      expect(run.code).toBe(2)
      expect(run.stderr).toBe(`network-lookup-mock: --${name} ${refusal?.problem}\n`)
    }
  })
})

describe('a whole-number option: the command line and the library agree on every value', () => {
  const NUMBERS: OptionName[] = ['port', 'seed', 'page-size', 'journal-size', 'upstream-timeout']
  it('takes and refuses the same numbers, with the same words', () => {
    const value = fc.oneof(
      fc.integer(),
      fc.integer({ min: -70000, max: 70000 }),
      fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53)),
    )
    fc.assert(
      fc.property(fc.constantFrom(...NUMBERS), value, (name, n) => {
        const option = optionOf(name)
        let problem: string | undefined
        try {
          checkOptions({ [option]: n })
        } catch (err) {
          problem = (err as OptionsError).problem
        }
        let cli: string | undefined
        let read: unknown
        try {
          const line = parseCommandLine(['serve', `--${name}=${n}`])
          if (line.action === 'run') read = (line.options as Record<string, unknown>)[name]
        } catch (err) {
          cli = (err as Error).message
        }
        if (problem === undefined) expect(read).toBe(n)
        else expect(cli).toBe(`--${name} ${problem}`)
      }),
      { numRuns: 300 },
    )
  })
})

describe('a good value reads the same from the command line as the library takes it', () => {
  const GOOD: [OptionName, string][] = [
    ['port', '8080'],
    ['host', '0.0.0.0'],
    ['seed', '-7'],
    ['now', 'today'],
    ['media-base', 'self'],
    ['scenarios', dir],
    ['clock', 'virtual'],
    ['page-size', '25'],
    ['allowed-hosts', 'a.local,[fd00::1]:8080'],
    ['admin-origins', 'http://localhost:5173'],
    ['mode', 'lockdown'],
    ['upstream', 'https://api.example.com/base'],
    ['passthrough', 'http://127.0.0.1:8080'],
    ['upstream-timeout', '2500'],
  ]
  it.each(GOOD)('--%s %s', (name, given) => {
    const line = parseCommandLine(['serve', `--${name}`, given])
    if (line.action !== 'run' || line.command !== 'serve') throw new Error('expected serve')
    const options = libraryOptions(line.options)
    const option = optionOf(name)
    expect(options[option as keyof typeof options]).toEqual(libraryValue(name, given))
    expect(() => checkOptions(options)).not.toThrow()
  })

  it('takes the library default of every option the command line does not give, stated once', () => {
    const line = parseCommandLine(['serve'])
    if (line.action !== 'run' || line.command !== 'serve') throw new Error('expected serve')
    const options = libraryOptions(line.options) as Record<string, unknown>
    for (const [option, value] of Object.entries(DEFAULTS))
      if (!option.includes('.')) expect(options[option]).toBe(value)
    expect(line.options['store-prefix']).toBe(DEFAULTS['store.prefix'])
  })
})

describe('each default is stated once, in src/options.ts', () => {
  const SRC = fileURLToPath(new URL('../../src/', import.meta.url))
  const files = (readdirSync(SRC, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && f !== 'options.ts')
    .map((f) => [f, readFileSync(join(SRC, f), 'utf8')] as const)

  it.each([
    ['the host', /\?\?\s*'127\.0\.0\.1'/],
    ['the mode', /\?\?\s*'replay'/],
    ['the store prefix', /prefix\s*\?\?\s*'default'/],
    ['the store prefix pattern', /A-Za-z0-9_\.-\]\{1,64\}/],
    ['the upstream timeout', /UPSTREAM_TIMEOUT_MS\s*=|upstreamTimeoutMs\s*\?\?\s*\d/],
  ])('%s is restated nowhere else', (_, restated) => {
    expect(files.filter(([, text]) => restated.test(text)).map(([f]) => f)).toEqual([])
  })

  it('the option table states a default only where the command line differs from the library (port 4010)', () => {
    const stated = Object.entries(OPTIONS).filter(([, row]) => 'option' in row && 'default' in row)
    expect(stated.map(([name]) => name)).toEqual(['port'])
  })
})
