import { parseArgs, type ParseArgsConfig } from 'node:util'
import { z } from 'zod'
import { LOG_FORMATS } from './console/request-log.js'
import {
  DEFAULT_STORE_PREFIX,
  DEFAULTS,
  OPTION_SCHEMAS,
  STORE_OPTION_SCHEMAS,
  oneOf,
  text,
  wholeNumber,
  type LibraryOption,
} from './options.js'
import { closest } from './util/closest.js'
import { printable } from './util/printable.js'

const BIN = 'network-lookup-mock'

interface CommandDef {
  /** One line for the list of commands. */
  summary: string
  /** Words after the command that are not options, as help shows them (`[DIR]`); none by default. */
  positionals?: readonly string[]
  /** What the exit codes mean. */
  exitCodes: string
}

/** The commands; the first one runs when none is named. */
export const COMMANDS = {
  serve: {
    summary: 'start the mock server (the command when none is named)',
    exitCodes: '0 stopped, 1 the server could not start (port in use, a bad file), 2 a bad command line',
  },
  drift: {
    summary: 'check a fixtures folder against the response schemas',
    positionals: ['[DIR]'],
    exitCodes: '0 no drift, 1 drift or an unreadable fixture, 2 no such folder or a bad command line',
  },
  openapi: {
    summary: 'the OpenAPI 3.1 document, on stdout or in --out FILE',
    exitCodes: '0 written, 1 the file could not be written, 2 a bad command line',
  },
  verdicts: {
    summary: "a client's scorecard from the journal of the mock at --url",
    exitCodes: '0 no verdict failed, 1 a verdict failed, 2 a bad command line or no mock at --url',
  },
  mcp: {
    summary: 'an MCP server on stdio for coding agents (the mock at --url, or its own)',
    exitCodes: '0 the client closed stdin, 1 the mock could not start, 2 a bad command line',
  },
} as const satisfies Record<string, CommandDef>

export type Command = keyof typeof COMMANDS
const COMMAND_NAMES = Object.keys(COMMANDS) as Command[]
const ALL = COMMAND_NAMES

/** One option of the command line: everything help, parsing, the environment and validation need to know. */
interface OptionDef {
  /** One letter, `-p`. */
  short?: string
  /** The value's placeholder in help (`N`, `FILE`); a switch (no value) has none. */
  arg?: string
  /** Given more than once, the values add up. */
  multiple?: boolean
  /** The commands that take it. */
  commands: readonly Command[]
  /** The environment variable read when the command line does not give it; the command line wins. */
  env?: string
  /** The default, written as on the command line and read like a given value. */
  default?: string
  /**
   * The library option it sets, whose schema checks it and whose default (DEFAULTS) it takes: `pageSize`. A switch
   * sets it to `sets` (true unless given).
   */
  option?: LibraryOption
  sets?: boolean
  /** How the text given becomes the option's value: a whole number, a comma-separated list; text by default. */
  read?: 'number' | 'list'
  /** What help names as the default where it is not a value (`the package's fixtures/`). */
  shownDefault?: string
  help: string
  /** Help for a command where the option means something else there. */
  helpFor?: { readonly [C in Command]?: string }
  /** The check of an option of the command line only (a library option's is its schema); a switch has none. */
  schema?: z.ZodType
}

/** A refusal with its message, written by the option's schema. */
function refuse<T>(ctx: z.RefinementCtx, message: string): T {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER as T
}

const keyEnvSchema = z.string().transform((name, ctx): string => {
  if (/^[A-Z_][A-Z0-9_]*$/.test(name)) return name
  // a value that is not a conventional variable name (upper case) may be the key itself
  return refuse(
    ctx,
    'takes the NAME (upper case) of an environment variable holding the key, not the key itself ' +
      '(the value given is not printed)',
  )
})

/** Where state lives: memory, or a Redis URL as store.url takes (never echoed: it may hold a password). */
const storeSchema = z.string().transform((value, ctx): string => {
  if (value === 'memory') return value
  const read = STORE_OPTION_SCHEMAS.url.safeParse(value)
  return read.success ? read.data : refuse(ctx, 'is memory or a Redis URL such as redis://127.0.0.1:6379/0')
})

/**
 * THE option table: help, the parser's configuration, the environment variables, the checks and the options type
 * all come from here.
 */
export const OPTIONS = {
  port: {
    option: 'port',
    read: 'number',
    short: 'p',
    arg: 'N',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_PORT',
    default: '4010',
    help: 'port to listen on; 0 takes a free one (the banner prints the URL)',
  },
  host: {
    option: 'host',
    arg: 'ADDR',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_HOST',
    help: 'address to bind; off loopback the admin API needs --admin-token',
  },
  seed: {
    option: 'seed',
    read: 'number',
    arg: 'N',
    commands: ['serve', 'mcp'],
    env: 'NETWORK_LOOKUP_MOCK_SEED',
    help: 'seed of all generated data: the same seed and request give the same bytes',
  },
  now: {
    option: 'now',
    arg: 'ISO|today',
    commands: ['serve', 'mcp'],
    env: 'NETWORK_LOOKUP_MOCK_NOW',
    help:
      'reference date of generated data and start of the virtual clock; today: the start of the current UTC day ' +
      '(dates current, bodies change day to day)',
  },
  'media-base': {
    option: 'mediaBase',
    arg: 'URL|self',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_MEDIA_BASE',
    help:
      'origin written into picture, logo and cover URLs (the mock serves them at /media/...); ' +
      "self: this server's own URL",
  },
  fixtures: {
    option: 'fixtures',
    arg: 'DIR',
    commands: ['serve', 'drift'],
    env: 'NETWORK_LOOKUP_MOCK_FIXTURES',
    shownDefault: "the package's fixtures/",
    help: 'recorded bodies served before generated data',
    helpFor: { drift: 'the fixtures folder to check (or give it as DIR)' },
  },
  'no-fixtures': {
    option: 'fixtures',
    sets: false,
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_NO_FIXTURES',
    help: 'serve generated data only',
  },
  lenient: {
    option: 'lenient',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_LENIENT',
    help: 'skip invalid fixtures with a warning instead of refusing to start',
  },
  world: {
    option: 'world',
    arg: 'FILE',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_WORLD',
    help: 'world file (JSON or YAML): entities that do not exist, facts of those that do',
  },
  config: {
    option: 'config',
    arg: 'FILE',
    commands: ['serve', 'drift', 'openapi'],
    env: 'NETWORK_LOOKUP_MOCK_CONFIG',
    help:
      'endpoints of your own (mock.config.ts, .mjs, .js, .json or .yaml; see docs/own-endpoints.md), served with the ' +
      'built-in ones',
    helpFor: {
      drift: "a config whose endpoints' fixtures are checked too",
      openapi: 'a config whose endpoints are documented too',
    },
  },
  keys: {
    option: 'keys',
    arg: 'FILE',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_KEYS',
    shownDefault: "the package's keys.json",
    help: 'keys file: API keys with their plans and credits',
  },
  'dev-key': {
    option: 'devKey',
    arg: 'KEY',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_DEV_KEY',
    help: 'the development key: no rate limit, unlimited credits',
  },
  'no-auth': {
    option: 'auth',
    sets: false,
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_NO_AUTH',
    help: 'accept requests without a key (served as the development key)',
  },
  scenario: {
    option: 'scenario',
    arg: 'NAME',
    commands: ['serve', 'mcp'],
    env: 'NETWORK_LOOKUP_MOCK_SCENARIO',
    help: 'whole-server scenario',
  },
  scenarios: {
    option: 'scenarios',
    arg: 'DIR',
    multiple: true,
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_SCENARIOS',
    help: 'extra scenario folder, added over the built-in ones (repeatable)',
  },
  chaos: {
    option: 'chaos',
    arg: 'PROFILE',
    commands: ['serve', 'mcp'],
    env: 'NETWORK_LOOKUP_MOCK_CHAOS',
    help:
      'a seeded chaos profile from start-up: flaky, brownout, throttle-burst, slow-upstream, or a profile as JSON ' +
      '(docs/qa.md)',
  },
  clock: {
    option: 'clock',
    arg: 'real|virtual',
    commands: ['serve', 'mcp'],
    env: 'NETWORK_LOOKUP_MOCK_CLOCK',
    help: "the limiter's clock; virtual starts at --now and moves only via POST /__admin/clock",
  },
  'page-size': {
    option: 'pageSize',
    read: 'number',
    arg: 'N',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_PAGE_SIZE',
    help: 'items per page of list endpoints',
  },
  'journal-size': {
    option: 'journalSize',
    read: 'number',
    arg: 'N',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_JOURNAL_SIZE',
    help: 'requests kept in the request journal',
  },
  'admin-token': {
    option: 'adminToken',
    arg: 'TOKEN',
    commands: ['serve', 'verdicts', 'mcp'],
    env: 'NETWORK_LOOKUP_MOCK_ADMIN_TOKEN',
    help: 'require "Authorization: Bearer TOKEN" on /__admin (required off loopback)',
  },
  'no-admin': {
    option: 'admin',
    sets: false,
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_NO_ADMIN',
    help: 'turn the /__admin API off',
  },
  'allowed-hosts': {
    option: 'allowedHosts',
    read: 'list',
    arg: 'LIST',
    multiple: true,
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_ALLOWED_HOSTS',
    help:
      'host names accepted in the Host header besides localhost, 127.0.0.1 and [::1] on a loopback bind ' +
      '(comma-separated or repeated); other names get 403 (DNS rebinding guard)',
  },
  'admin-origins': {
    option: 'adminOrigins',
    read: 'list',
    arg: 'LIST',
    multiple: true,
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_ADMIN_ORIGINS',
    help:
      'origins whose web pages may call /__admin (comma-separated or repeated, e.g. http://localhost:5173); pages ' +
      'the mock serves itself always may, any other origin gets 403',
  },
  quiet: {
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_QUIET',
    help: 'no banner, and no request log unless --log is given',
  },
  log: {
    arg: 'pretty|json|off',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_LOG',
    shownDefault: 'pretty; off with --quiet',
    help:
      'the request log on stdout: pretty (coloured on a terminal), json (one object a line, the banner too) or off ' +
      '(no request log; the banner is still printed, as it tells the URL: --quiet drops it)',
    schema: oneOf(LOG_FORMATS),
  },
  watch: {
    option: 'watch',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_WATCH',
    help: 'reload fixtures, scenarios, keys and the config when their files change (a broken edit is refused)',
  },
  'state-file': {
    option: 'stateFile',
    arg: 'FILE',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_STATE_FILE',
    help: 'keep credits and usage in FILE across restarts',
  },
  store: {
    arg: 'URL',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_STORE',
    default: 'memory',
    help:
      'where credits, rate windows, scenarios, keys added at run time, the clock and the journal live: memory (this ' +
      'process), or redis://host:port/db, shared by every mock naming it',
    schema: storeSchema,
  },
  'store-prefix': {
    arg: 'NAME',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_STORE_PREFIX',
    default: DEFAULT_STORE_PREFIX,
    help: 'namespace in the Redis store: mocks with different names share one Redis without seeing each other',
    schema: STORE_OPTION_SCHEMAS.prefix,
  },
  'store-fail-open': {
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_STORE_FAIL_OPEN',
    help: "while Redis is unreachable, serve from this process's own state with a warning instead of 503",
  },
  'instance-name': {
    arg: 'NAME',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_INSTANCE_NAME',
    shownDefault: 'host name:port',
    help: "this replica's name in the shared journal; a pool's workers add #1, #2, ...",
    schema: STORE_OPTION_SCHEMAS.instance,
  },
  workers: {
    read: 'number',
    arg: 'N',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_WORKERS',
    default: '1',
    help:
      'serve from N processes sharing the port (node cluster); one that exits is started again, a sixth exit within ' +
      'a minute stops them all (exit 1); needs --store redis://...',
    schema: wholeNumber(1, 64),
  },
  mode: {
    option: 'mode',
    arg: 'MODE',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_MODE',
    help:
      'replay (fixture, else generated), record (forward every request upstream and write the answer), ' +
      'record-missing (fixture, else forward and write), lockdown (fixtures only)',
  },
  upstream: {
    option: 'upstream',
    arg: 'URL',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_UPSTREAM',
    help: "the real service's base URL, without /v1 (record modes)",
  },
  'key-env': {
    arg: 'NAME',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_KEY_ENV',
    help: 'environment variable holding the real API key (record modes; never pass the key itself)',
    schema: keyEnvSchema,
  },
  'upstream-timeout': {
    option: 'upstreamTimeoutMs',
    read: 'number',
    arg: 'MS',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_UPSTREAM_TIMEOUT',
    help: 'how long to wait for the upstream before a 504',
  },
  'record-errors': {
    option: 'recordErrors',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_RECORD_ERRORS',
    help: 'also save non-2xx upstream answers as rules of the recorded-errors scenario',
  },
  passthrough: {
    option: 'passthrough',
    arg: 'URL',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_PASSTHROUGH',
    help:
      'forward GET requests for /v1 paths no endpoint declares to the real service at URL (without /v1), with the ' +
      "key from --key-env, never the client's",
  },
  'record-passthrough': {
    option: 'recordPassthrough',
    commands: ['serve'],
    env: 'NETWORK_LOOKUP_MOCK_RECORD_PASSTHROUGH',
    help: 'save the 2xx answers --passthrough relays as fixtures of their path (replayed before forwarding)',
  },
  json: { commands: ['drift', 'verdicts'], help: 'the report as JSON' },
  url: {
    arg: 'URL',
    commands: ['verdicts', 'mcp'],
    help: 'the running mock to read (its base URL, http://127.0.0.1:4010)',
    helpFor: { mcp: 'drive the running mock at URL instead of one of its own in process' },
    schema: text,
  },
  key: {
    arg: 'KEY',
    commands: ['verdicts'],
    help: 'judge the calls of this key (full or as the journal shows it); default every call',
    schema: text,
  },
  since: { arg: 'ID|ISO', commands: ['verdicts'], help: 'judge entries after this id or from this time', schema: text },
  budget: {
    arg: 'N',
    read: 'number',
    commands: ['verdicts'],
    help: 'credits the client may spend (the within-budget verdict)',
    schema: z.number().int().nonnegative(),
  },
  junit: { arg: 'FILE', commands: ['verdicts'], help: 'also write the scorecard as JUnit XML to FILE', schema: text },
  'read-only': { commands: ['mcp'], help: 'offer only the tools that read (no scenario, chaos, clock or key changes)' },
  out: {
    arg: 'FILE',
    commands: ['openapi'],
    help: 'write to FILE (YAML for .yaml/.yml, else JSON) instead of stdout',
    schema: text,
  },
  help: { short: 'h', commands: ALL, help: 'this help' },
  version: { commands: ALL, help: 'the package version' },
} as const satisfies Record<string, OptionDef>

type Table = typeof OPTIONS
export type OptionName = keyof Table

/** The check of a row: its library option's schema, or its own. */
type SchemaOf<D> = D extends { option: infer O extends LibraryOption }
  ? (typeof OPTION_SCHEMAS)[O]
  : D extends { schema: infer S extends z.ZodType }
    ? S
    : never
type HasDefault<D> = D extends { default: string }
  ? true
  : D extends { option: infer O }
    ? O extends keyof typeof DEFAULTS
      ? true
      : false
    : false

/** The value an option has once read: its schema's output, a switch's boolean, undefined when absent. */
type ValueOf<D> = D extends { arg: string }
  ? z.output<SchemaOf<D>> | (HasDefault<D> extends true ? never : undefined)
  : boolean

/** Options that answer instead of running the command. */
type Answering = 'help' | 'version'

/** The options of one command, as read: the type comes from the table. */
export type CommandOptions<C extends Command> = {
  -readonly [K in Exclude<OptionName, Answering> as C extends Table[K]['commands'][number] ? K : never]: ValueOf<
    Table[K]
  >
}

const ROWS = Object.entries(OPTIONS) as [OptionName, OptionDef][]

/** The parser's configuration, from the table. */
const PARSE_CONFIG: ParseArgsConfig['options'] = Object.fromEntries(
  ROWS.map(([name, row]) => [
    name,
    {
      type: row.arg ? 'string' : 'boolean',
      ...(row.short ? { short: row.short } : {}),
      ...(row.multiple ? { multiple: true } : {}),
    },
  ]),
)

/**
 * A refusal of the command line: exit 2 unless said otherwise. Its message is one line, or the lines given, each
 * printable: a value quoted in it (a flag, a path, a name) can neither break a line nor steer the terminal.
 */
export class UsageError extends Error {
  constructor(
    message: string | readonly string[],
    readonly exitCode = 2,
  ) {
    super(typeof message === 'string' ? printable(message) : message.map(printable).join('\n'))
  }
}

function optionsOf(command: Command): [OptionName, OptionDef][] {
  return ROWS.filter(([, row]) => row.commands.includes(command))
}

const seeHelp = (command: Command | undefined): string => `; see ${BIN}${command ? ` ${command}` : ''} --help`

/** Switch values an environment variable may hold. */
const ENV_TRUE = ['1', 'true', 'yes', 'on']
const ENV_FALSE = ['0', 'false', 'no', 'off']

/** What a command line asks for. */
export type CommandLine =
  | { action: 'help'; text: string }
  | { action: 'version' }
  | {
      [C in Command]: {
        action: 'run'
        command: C
        options: CommandOptions<C>
        positionals: string[]
        /** How each option given was given: `--port`, or `NETWORK_LOOKUP_MOCK_PORT (--port)` from the environment. */
        origin: Partial<Record<OptionName, string>>
      }
    }[Command]

/**
 * Reads the command line and the environment: an unknown option or command names the closest known one, a bad value
 * names its option (or variable). Throws UsageError.
 */
export function parseCommandLine(argv: readonly string[], env: Record<string, string | undefined> = {}): CommandLine {
  const { tokens = [] } = parseArgs({
    args: [...argv],
    options: PARSE_CONFIG,
    strict: false,
    allowPositionals: true,
    tokens: true,
  })
  const positionals = tokens.flatMap((t) => (t.kind === 'positional' ? [t.value] : []))
  const word = positionals[0]
  const known = word === undefined || Object.hasOwn(COMMANDS, word)
  const command = (known ? (word ?? 'serve') : 'serve') as Command
  if (known && tokens.some((t) => t.kind === 'option' && t.name === 'help'))
    return { action: 'help', text: word === undefined ? overviewHelp() : commandHelp(command) }

  // the first mistake in the order written is the one told
  const given = new Map<OptionName, string | string[] | boolean>()
  for (const token of tokens) {
    if (token.kind === 'positional' && !known) throw unknownCommand(token.value)
    if (token.kind !== 'option') continue
    const written = argv[token.index] ?? token.rawName
    // `-port` reads as -p with the value "ort": a single dash before a word is a mistyped long option
    if (/^-[A-Za-z][A-Za-z-]+$/.test(written)) throw unknownOption(written, command)
    const name = token.name as OptionName
    const row: OptionDef | undefined = Object.hasOwn(OPTIONS, name) ? OPTIONS[name] : undefined
    if (!row) throw unknownOption(token.rawName, command)
    if (!row.commands.includes(command)) {
      throw new UsageError(`--${name} is an option of ${row.commands.join(', ')}, not of ${command}${seeHelp(command)}`)
    }
    if (!row.arg) {
      if (token.value !== undefined) throw new UsageError(`--${name} takes no value${seeHelp(command)}`)
      given.set(name, true)
      continue
    }
    const value = token.value
    // an option's value never looks like an option unless written --name=value (a negative number may)
    if (value === undefined || (!token.inlineValue && /^-(?!\d)/.test(value)))
      throw new UsageError(`--${name} needs a value: --${name} ${row.arg}${seeHelp(command)}`)
    if (row.multiple) given.set(name, [...((given.get(name) as string[] | undefined) ?? []), value])
    else given.set(name, value)
  }

  const def: CommandDef = COMMANDS[command]
  const allowed = (def.positionals?.length ?? 0) + 1
  const extra = positionals.slice(word === undefined ? 0 : allowed)
  if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}" for ${command}${seeHelp(command)}`)
  if (given.get('version')) return { action: 'version' }

  const values: Record<string, unknown> = {}
  const origin: Partial<Record<OptionName, string>> = {}
  for (const [name, row] of optionsOf(command)) {
    if (name === 'help' || name === 'version') continue
    let raw = given.get(name)
    let from = `--${name}`
    const fromEnv = row.env === undefined ? undefined : env[row.env]
    if (raw === undefined && fromEnv !== undefined && fromEnv !== '') {
      from = `the environment variable ${row.env} (--${name})`
      raw = row.arg ? (row.multiple ? [fromEnv] : fromEnv) : envSwitch(fromEnv, from)
    }
    if (raw !== undefined) origin[name] = from
    if (!row.arg) {
      values[name] = raw === true
      continue
    }
    const schema = schemaOfRow(row)
    let value: unknown = raw === undefined ? undefined : readText(row, raw as string | string[])
    if (value === undefined) value = row.default !== undefined ? readText(row, row.default) : defaultOf(row)
    if (value === undefined) continue
    const read = schema.safeParse(value)
    if (!read.success) throw new UsageError(`${from} ${read.error.issues[0]?.message ?? 'is not valid'}`)
    values[name] = read.data
  }
  return {
    action: 'run',
    command,
    options: values as CommandOptions<typeof command>,
    positionals: positionals.slice(1),
    origin,
  } as CommandLine
}

function schemaOfRow(row: OptionDef): z.ZodType {
  const schema = row.option !== undefined ? OPTION_SCHEMAS[row.option] : row.schema
  if (!schema) throw new Error('an option with a value needs a schema')
  return schema
}

/** The default an option's help names: the value it takes when not given, or what stands for it; undefined if none. */
export function defaultShown(name: OptionName): string | undefined {
  const row: OptionDef = OPTIONS[name]
  const value = row.default ?? defaultOf(row)
  return value !== undefined ? String(value) : row.shownDefault
}

/** The library's default of a row's option, if it has one. */
function defaultOf(row: OptionDef): unknown {
  return row.option !== undefined && Object.hasOwn(DEFAULTS, row.option)
    ? DEFAULTS[row.option as keyof typeof DEFAULTS]
    : undefined
}

/**
 * The value the text given stands for, as the library takes it: a whole number (a text that is none is passed on,
 * for the schema to refuse naming it), the items of a comma-separated list, or the text.
 */
function readText(row: OptionDef, given: string | string[]): unknown {
  if (row.read === 'list')
    return [given]
      .flat()
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '')
  if (row.read === 'number' && typeof given === 'string') {
    // a number only where it is exactly what was written: "99999999999999999999" is refused as written, and so is
    // one with a space or a line break around it (the refusal names the closest number)
    const n = /^-?\d+$/.test(given) ? Number(given) : Number.NaN
    return String(n) === given.replace(/^(-?)0+(?=\d)/, '$1') ? n : given
  }
  return row.multiple && typeof given === 'string' ? [given] : given
}

/** The library's options (startMockServer's) a parsed serve command line sets, from the table. */
export function libraryOptions(values: CommandOptions<'serve'>): Partial<Record<LibraryOption, unknown>> {
  const out: Partial<Record<LibraryOption, unknown>> = {}
  const given = values as Record<string, unknown>
  for (const [name, row] of optionsOf('serve')) {
    if (row.option === undefined || given[name] === undefined) continue
    if (row.arg) out[row.option] ??= given[name]
  }
  // a switch (--no-fixtures) wins over the value of the same option (--fixtures)
  for (const [name, row] of optionsOf('serve'))
    if (row.option !== undefined && !row.arg && given[name] === true) out[row.option] = row.sets ?? true
  return out
}

/**
 * The prefix of every environment variable the command reads: the package's own name, so a variable another tool
 * set (MOCK_SEED, MOCK_LOG, PORT, REDIS_URL) never steers or stops it.
 */
export const ENV_PREFIX = 'NETWORK_LOOKUP_MOCK_'

/** Variables earlier versions read, each with the option it set: no longer read, and named when set. */
function retiredVariables(command: Command): [string, OptionName][] {
  const rows = optionsOf(command).filter(([name, row]) => row.env !== undefined && name !== 'port')
  return [
    ...rows.map(([name, row]): [string, OptionName] => [`MOCK_${(row.env ?? '').slice(ENV_PREFIX.length)}`, name]),
    ...(command === 'serve'
      ? ([
          ['PORT', 'port'],
          ['NLM_STORE', 'store'],
          ['REDIS_URL', 'store'],
        ] as [string, OptionName][])
      : []),
  ]
}

/**
 * One line naming the variables of earlier versions that are set (and are no longer read) with the ones now read, or
 * undefined: an upgrade that silently dropped them would surprise.
 */
export function retiredVariablesNotice(command: Command, env: Record<string, string | undefined>): string | undefined {
  const set = retiredVariables(command).filter(([old]) => env[old])
  if (set.length === 0) return undefined
  const pairs = set.map(([old, name]) => `${old} (now ${(OPTIONS[name] as OptionDef).env})`)
  return (
    `${set.length === 1 ? 'the environment variable' : 'the environment variables'} ${pairs.join(', ')} ` +
    `${set.length === 1 ? 'is' : 'are'} not read: this command reads only ${ENV_PREFIX}* variables`
  )
}

function envSwitch(value: string, from: string): boolean {
  const v = value.trim().toLowerCase()
  if (ENV_TRUE.includes(v)) return true
  if (ENV_FALSE.includes(v)) return false
  throw new UsageError(`${from} is a switch: ${ENV_TRUE.join(', ')} or ${ENV_FALSE.join(', ')}, got "${value}"`)
}

function unknownCommand(word: string): UsageError {
  const near = closest(word, COMMAND_NAMES)
  return new UsageError(
    `unknown command "${word}"${near ? ` (did you mean ${near}?)` : ''}; the commands are ${COMMAND_NAMES.join(', ')}` +
      seeHelp(undefined),
  )
}

function unknownOption(written: string, command: Command): UsageError {
  const near = closest(
    written.replace(/^-+/, ''),
    optionsOf(command).map(([name]) => name),
  )
  return new UsageError(
    `unknown option ${written} for ${command}${near ? ` (did you mean --${near}?)` : ''}${seeHelp(command)}`,
  )
}

/** Width of the help text, in characters. */
const WIDTH = 100

/** `text` broken into lines of at most WIDTH, each after `indent` spaces (the first after `first`). */
function wrap(text: string, first: string, indent: number): string {
  const lines: string[] = []
  let line = first
  let words = 0
  for (const word of text.split(' ')) {
    if (words > 0 && line.length + 1 + word.length > WIDTH) {
      lines.push(line)
      line = ' '.repeat(indent)
      words = 0
    }
    line += words > 0 ? ` ${word}` : word
    words++
  }
  lines.push(line)
  return lines.join('\n')
}

function optionLine(name: OptionName, row: OptionDef, command: Command, column: number): string {
  const flag = `${row.short ? `-${row.short}, ` : '    '}--${name}${row.arg ? ` ${row.arg}` : ''}`
  const facts = [
    defaultShown(name) !== undefined && `default: ${defaultShown(name)}`,
    row.env && `env: ${row.env}`,
  ].filter(Boolean)
  const help = `${row.helpFor?.[command] ?? row.help}${facts.length ? ` (${facts.join(', ')})` : ''}`
  return wrap(help, `  ${flag.padEnd(column - 2)}`, column)
}

/** The help of one command: its options only. */
export function commandHelp(command: Command): string {
  const def: CommandDef = COMMANDS[command]
  const rows = optionsOf(command)
  const flags = rows.map(([name, row]) => 6 + name.length + (row.arg ? row.arg.length + 1 : 0))
  const column = 4 + Math.max(...flags)
  const usage = [BIN, command, ...(def.positionals ?? []), '[options]'].join(' ')
  const hasEnv = rows.some(([, row]) => row.env)
  return [
    `${BIN} ${command}: ${def.summary}`,
    '',
    `Usage: ${usage}`,
    '',
    'Options:',
    ...rows.map(([name, row]) => optionLine(name, row, command, column)),
    '',
    ...(hasEnv ? ['An option given on the command line wins over its environment variable.'] : []),
    wrap(`Exit codes: ${def.exitCodes}.`, '', 0),
    '',
  ].join('\n')
}

/** The help without a command: the commands, and how to see a command's options. */
export function overviewHelp(): string {
  const column = 4 + Math.max(...COMMAND_NAMES.map((c) => c.length))
  return [
    `${BIN}: mock server for the professional-network lookup API (/v1, 20 endpoints)`,
    '',
    `Usage: ${BIN} [COMMAND] [options]`,
    '',
    'Commands:',
    ...COMMAND_NAMES.map((c) => `  ${c.padEnd(column)}${COMMANDS[c].summary}`),
    '',
    'Options:',
    `  -h, --help     this list; ${BIN} COMMAND --help lists the options of COMMAND`,
    '      --version  the package version',
    '',
    `Run ${BIN} serve --help for the server's options.`,
    '',
  ].join('\n')
}
