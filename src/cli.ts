import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { runtimeOf } from './app.js'
import { parseIsoTime } from './clock.js'
import { FileError } from './errors.js'
import { FixtureLoadError } from './data/fixture-store.js'
import { isLoopback, startMockServer, type MockServer, type ServerOptions } from './server.js'
import { DEFAULT_NOW, PACKAGE_ROOT, SERVE_MODES, type ServeMode } from './options.js'
import { runDrift } from './drift/command.js'
import { didYouMean } from './util/closest.js'
import { LOG_FORMATS, attachRequestLog, droppedNotice, formatEvent, type LogFormat } from './console/request-log.js'
import { openLogWriter } from './console/log-writer.js'
import { writeOpenApi } from './openapi/write.js'
import { normalOrigin } from './middleware/admin-origin.js'
import { printable } from './util/printable.js'

const HELP = `network-lookup-mock: mock server for the professional-network lookup API (/v1, 20 endpoints)

Usage:
  network-lookup-mock serve [options]
  network-lookup-mock drift [DIR | --fixtures DIR] [--json]
  network-lookup-mock openapi [--out FILE]    the OpenAPI 3.1 document (YAML for .yaml/.yml), else to stdout
  network-lookup-mock --help | --version

serve options:
  --port N             port to listen on; 0 takes a free one (default 4010, env PORT)
  --host ADDR          address to bind (default 127.0.0.1)
  --seed N             seed of all generated data (default 1)
  --now ISO|today      reference date of generated data and start of the virtual clock (default ${DEFAULT_NOW});
                       today: the start of the current UTC day (dates current, bodies change day to day)
  --media-base URL|self  origin written into picture, logo and cover URLs (the mock serves them at /media/...);
                       self: this server's own URL (default https://media.network.example)
  --fixtures DIR       recorded bodies served before generated data (default: the package's fixtures/)
  --no-fixtures        serve generated data only
  --lenient            skip invalid fixtures with a warning instead of refusing to start
  --world FILE         world file (JSON or YAML): entities that do not exist, facts of those that do
  --keys FILE          keys file: plans and credits per key (default: the package's keys.json)
  --dev-key KEY        the development key: no rate limit, unlimited credits (default mock-dev-key)
  --no-auth            accept requests without a key (served as the development key)
  --scenario NAME      whole-server scenario (default "default", env MOCK_SCENARIO)
  --scenarios DIR      extra scenario folder, added over the built-in ones
  --clock real|virtual limiter clock; virtual starts at --now and moves only via POST /__admin/clock
  --page-size N        items per page of list endpoints (default 10)
  --journal-size N     requests kept in the journal (default 1000)
  --admin-token TOKEN  require "Authorization: Bearer TOKEN" on /__admin (required off loopback)
  --no-admin           turn the /__admin API off
  --allowed-hosts LIST host names accepted in the Host header besides localhost, 127.0.0.1 and [::1] on a
                       loopback bind (comma-separated or repeated); other names get 403 (DNS rebinding guard)
  --admin-origins LIST origins whose web pages may call /__admin (comma-separated or repeated, e.g.
                       http://localhost:5173); pages the mock serves itself always may, any other origin gets 403
  --quiet              no banner, and no request log unless --log is given
  --log FORMAT         request log on stdout: pretty (default; coloured on a terminal), json (one object a line) or off
  --watch              reload fixtures, scenarios and keys when their files change (a broken edit is refused)
  --state-file FILE    keep credits and usage in FILE across restarts
  --mode MODE          replay (default: fixture, else generated), record (forward every request upstream and
                       write the answer), record-missing (fixture, else forward and write), lockdown (fixtures only)
  --upstream URL       the real service's base URL, without /v1 (record modes)
  --key-env NAME       environment variable holding the real API key (record modes; never pass the key itself)
  --upstream-timeout MS  upstream wait before a 504 (default 10000)
  --record-errors      also save non-2xx upstream answers as rules of the recorded-errors scenario

drift options (exit 0: no drift, 1: drift or unreadable fixture, 2: no such folder):
  DIR, --fixtures DIR  folder to check (default: the package's fixtures/)
  --json               machine-readable report

Exit codes: 0 ok, 1 the server could not start (port in use, a bad file), 2 a bad command line.
`

export const CLI_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
  port: { type: 'string' },
  host: { type: 'string' },
  seed: { type: 'string' },
  now: { type: 'string' },
  'media-base': { type: 'string' },
  fixtures: { type: 'string' },
  'no-fixtures': { type: 'boolean' },
  lenient: { type: 'boolean' },
  world: { type: 'string' },
  keys: { type: 'string' },
  'dev-key': { type: 'string' },
  'no-auth': { type: 'boolean' },
  scenario: { type: 'string' },
  scenarios: { type: 'string', multiple: true },
  clock: { type: 'string' },
  'page-size': { type: 'string' },
  'journal-size': { type: 'string' },
  'admin-token': { type: 'string' },
  'no-admin': { type: 'boolean' },
  'allowed-hosts': { type: 'string', multiple: true },
  'admin-origins': { type: 'string', multiple: true },
  quiet: { type: 'boolean' },
  watch: { type: 'boolean' },
  'state-file': { type: 'string' },
  mode: { type: 'string' },
  upstream: { type: 'string' },
  'key-env': { type: 'string' },
  'upstream-timeout': { type: 'string' },
  'record-errors': { type: 'boolean' },
  json: { type: 'boolean' },
  log: { type: 'string' },
  out: { type: 'string' },
} as const satisfies ParseArgsConfig['options']

type Values = ReturnType<typeof parseArgs<{ options: typeof CLI_OPTIONS; allowPositionals: true }>>['values']

/** Flags that belong to one command only; the others are shared or serve's. */
const ONLY_FOR: Record<string, readonly string[]> = { drift: ['fixtures', 'json'], openapi: ['out'] }
const SHARED_FLAGS = ['help', 'version']
const COMMANDS = ['serve', 'drift', 'openapi']

/** Where the command line writes, and what it reads; the real process by default, a fake one in tests. */
export interface CliIo {
  stdout(text: string): void
  stderr(text: string): void
  env: Record<string, string | undefined>
  /** Told about the running server (tests stop it through this). */
  started?(server: MockServer): void
  /** stdout is a terminal: the request log is coloured. */
  isTTY?: boolean
  /** Stop on SIGINT/SIGTERM, letting requests in flight finish. Default true for the real process. */
  handleSignals?: boolean
  /**
   * stdout's file descriptor: serve writes its banner and request log there through a bounded asynchronous writer,
   * so no request waits on the output and an output nobody reads holds no more than the bound. Without it, `stdout`.
   */
  stdoutFd?: number
}

const processIo: CliIo = {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  env: process.env,
  // reading isTTY makes process.stdout, which leaves a pipe non-blocking: the log's write to a full pipe is retried
  // later instead of holding a thread (a held thread would also hold the process at exit)
  isTTY: process.stdout.isTTY === true,
  handleSignals: true,
  stdoutFd: 1,
}

/** A refusal of the command line: its message and exit code. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message)
  }
}

function intOption(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined
  if (!/^-?\d+$/.test(value.trim()) || Number(value) < min)
    throw new UsageError(`--${name} must be a whole number of at least ${min}, got "${value}"`)
  return Number(value)
}

/** The command line's words, parsed; an unknown flag names the closest known one. */
export function parseCommandLine(argv: readonly string[]): { command: string; values: Values; positionals: string[] } {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof CLI_OPTIONS; allowPositionals: true }>>
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: CLI_OPTIONS, strict: true })
  } catch (err) {
    const flag = /'(--?[^']+)'/.exec((err as Error).message)?.[1]
    const hint = flag?.startsWith('--')
      ? didYouMean(
          flag,
          Object.keys(CLI_OPTIONS).map((n) => `--${n}`),
        )
      : ''
    throw new UsageError(`${(err as Error).message}${hint}; see --help`)
  }
  const { values, positionals } = parsed
  const command = positionals[0] ?? 'serve'
  if (!COMMANDS.includes(command))
    throw new UsageError(
      `unknown command "${command}"${didYouMean(command, COMMANDS)}; the commands are ${COMMANDS.join(', ')}`,
    )
  const extra = positionals.slice(command === 'drift' ? 2 : 1)
  if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}" for ${command}; see --help`)
  const given = Object.keys(values).filter((k) => values[k as keyof Values] !== undefined)
  const own = ONLY_FOR[command]
  const foreign = own
    ? given.find((k) => !own.includes(k) && !SHARED_FLAGS.includes(k))
    : given.find((k) => Object.values(ONLY_FOR).some((flags) => flags.includes(k) && k !== 'fixtures'))
  if (foreign) throw new UsageError(`--${foreign} is not an option of ${command}; see --help`)
  return { command, values, positionals }
}

/** A repeatable, comma-separated option as one list; undefined when not given. */
function listOption(values: readonly string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined
  return values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '')
}

function folderOption(name: string, dir: string | undefined, mayCreate: boolean): void {
  if (dir === undefined) return
  if (!existsSync(dir)) {
    if (mayCreate) return
    throw new UsageError(`--${name} ${dir}: no such folder`)
  }
  if (!statSync(dir).isDirectory()) throw new UsageError(`--${name} ${dir}: is a file, not a folder`)
}

/** Serve options from the command line and environment; refuses what cannot be right. */
export function serveOptions(values: Values, env: Record<string, string | undefined>): ServerOptions {
  const v = values
  if (v.mode !== undefined && !(SERVE_MODES as readonly string[]).includes(v.mode)) {
    throw new UsageError(
      `--mode is one of ${SERVE_MODES.join(', ')}, got "${v.mode}"${didYouMean(v.mode, SERVE_MODES)}`,
    )
  }
  const mode = v.mode as ServeMode | undefined
  const recording = mode === 'record' || mode === 'record-missing'
  const keyEnv = v['key-env']
  const upstreamKey = keyEnv === undefined ? undefined : env[keyEnv]
  if (keyEnv !== undefined && !upstreamKey) {
    // a value that is not a conventional variable name may be the key itself: never echo it
    if (!/^[A-Z_][A-Z0-9_]*$/.test(keyEnv)) {
      throw new UsageError(
        '--key-env takes the NAME of an environment variable holding the key, not the key itself (the value given ' +
          'is not printed)',
      )
    }
    throw new UsageError(`--key-env ${keyEnv}: the environment variable ${keyEnv} is not set or empty`, 1)
  }
  if (v.log !== undefined && !(LOG_FORMATS as readonly string[]).includes(v.log)) {
    throw new UsageError(`--log is one of ${LOG_FORMATS.join(', ')}, got "${v.log}"${didYouMean(v.log, LOG_FORMATS)}`)
  }
  if (v.clock !== undefined && v.clock !== 'real' && v.clock !== 'virtual')
    throw new UsageError(`--clock is real or virtual, got "${v.clock}"`)
  if (v.now !== undefined && v.now !== 'today') {
    const parsed = parseIsoTime(v.now)
    if (!parsed.ok) throw new UsageError(`--now "${v.now}" is not a date: ${parsed.problem}; or use --now today`)
  }
  const upstream = v.upstream
  if (upstream !== undefined) {
    let url: URL
    try {
      url = new URL(upstream)
    } catch {
      throw new UsageError(`--upstream must be a URL such as https://api.example.com, got "${upstream}"`)
    }
    if (/\/v1\/?$/.test(url.pathname))
      throw new UsageError(
        `--upstream is the base URL without /v1 (the mock adds it): use ${upstream.replace(/\/v1\/?$/, '')}`,
      )
  }
  folderOption('fixtures', v.fixtures, recording)
  for (const dir of v.scenarios ?? []) folderOption('scenarios', dir, false)
  const stateFile = v['state-file']
  if (stateFile !== undefined && !existsSync(dirname(stateFile)))
    throw new UsageError(`--state-file ${stateFile}: the folder ${dirname(stateFile)} does not exist`)

  const allowedHosts = listOption(v['allowed-hosts'])
  const adminOrigins = listOption(v['admin-origins'])
  for (const origin of adminOrigins ?? []) {
    if (normalOrigin(origin) === undefined || /\/[^/]/.test(origin.replace(/^[a-z]+:\/\//i, ''))) {
      throw new UsageError(
        `--admin-origins takes origins such as http://localhost:5173 (scheme, host, port; no path), got "${origin}"`,
      )
    }
  }
  const host = v.host ?? '127.0.0.1'
  const adminToken = v['admin-token']
  const scenario = v.scenario ?? env.MOCK_SCENARIO
  const options: ServerOptions = {
    port: intOption('port', v.port ?? env.PORT, 0) ?? 4010,
    host,
    seed: intOption('seed', v.seed, Number.MIN_SAFE_INTEGER) ?? 1,
    lenient: v.lenient ?? false,
    auth: !v['no-auth'],
    admin: !v['no-admin'],
    ...(v['no-fixtures'] ? { fixtures: false as const } : v.fixtures !== undefined ? { fixtures: v.fixtures } : {}),
    ...(v.now !== undefined ? { now: v.now } : {}),
    ...(v['media-base'] !== undefined ? { mediaBase: v['media-base'] } : {}),
    ...(v.world !== undefined ? { world: v.world } : {}),
    ...(v.keys !== undefined ? { keys: v.keys } : {}),
    ...(v['dev-key'] !== undefined ? { devKey: v['dev-key'] } : {}),
    ...(scenario ? { scenario } : {}),
    ...(v.scenarios !== undefined ? { scenarios: v.scenarios } : {}),
    ...(v.clock !== undefined ? { clock: v.clock as 'real' | 'virtual' } : {}),
    ...(v['page-size'] !== undefined ? { pageSize: intOption('page-size', v['page-size'], 1) } : {}),
    ...(v['journal-size'] !== undefined ? { journalSize: intOption('journal-size', v['journal-size'], 0) } : {}),
    ...(adminToken !== undefined ? { adminToken } : {}),
    ...(allowedHosts !== undefined ? { allowedHosts } : {}),
    ...(adminOrigins !== undefined ? { adminOrigins } : {}),
    ...(mode !== undefined ? { mode } : {}),
    ...(upstream !== undefined ? { upstream } : {}),
    ...(upstreamKey !== undefined ? { upstreamKey } : {}),
    ...(v['upstream-timeout'] !== undefined
      ? { upstreamTimeoutMs: intOption('upstream-timeout', v['upstream-timeout'], 1) }
      : {}),
    ...(v['record-errors'] ? { recordErrors: true } : {}),
    ...(v.watch ? { watch: true } : {}),
    ...(stateFile !== undefined ? { stateFile } : {}),
  }
  return options
}

function banner(mock: MockServer, v: Values): string {
  const keyEnv = v['key-env']
  const forwarding = `: forwarding to ${v.upstream} with the key from $${keyEnv}`
  const rt = runtimeOf(mock.app)
  const { devKey, seed, auth } = rt.options
  return [
    `network-lookup-mock listening on ${mock.url}`,
    `  development key: ${devKey}   (Authorization: Bearer ${devKey})`,
    `  seed ${seed}, scenario ${rt.scenarios.active()}, ${rt.fixtures.size} fixture(s), clock ` +
      `${rt.clock.kind}${auth ? '' : ', auth off'}`,
    ...(rt.resolver.mode === 'replay' ? [] : [`  mode ${rt.resolver.mode}${rt.resolver.recorder ? forwarding : ''}`]),
    ...(v.watch ? ['  watching fixtures, scenarios and keys: edits apply without a restart'] : []),
    ...(v['state-file'] !== undefined ? [`  credits and usage kept in ${v['state-file']}`] : []),
    rt.options.admin !== false
      ? `  QA console: ${mock.url}/__admin/ui   docs: ${mock.url}/docs`
      : `  docs: ${mock.url}/docs`,
    `  try: curl -H 'Authorization: Bearer ${devKey}' '${mock.url}/v1/people/profile?username=jane-doe'`,
    '',
  ].join('\n')
}

/** How long stopping waits for the request log's last lines to go out. */
const LOG_CLOSE_MS = 2000

/** How far V8 lets the heap grow past its live data before a full collection, unless the user chose (node flag). */
const HEAP_GROWING_PERCENT = 50

/**
 * The server process keeps its heap near its live data. A mock under a crawl of values never asked before promotes
 * short-lived garbage that V8's default growth lets pile up to several times the live heap (see BENCHMARKS.md).
 * Node refuses the flag in NODE_OPTIONS, so a choice of the user's own is on the command line.
 */
function boundHeapGrowth(): void {
  if (!process.execArgv.some((a) => /^--heap[-_]growing[-_]percent/.test(a)))
    setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
}

async function serveCommand(v: Values, io: CliIo): Promise<number> {
  const options = serveOptions(v, io.env)
  boundHeapGrowth()
  const host = options.host ?? '127.0.0.1'
  if (options.admin !== false && !isLoopback(host) && options.adminToken === undefined) {
    const off = `/__admin is off because ${printable(host)} is not loopback; pass --admin-token to enable it`
    io.stderr(`network-lookup-mock: ${off}\n`)
    options.admin = false
  }
  let mock: MockServer
  try {
    mock = await startMockServer({ ...options, warn: (m) => io.stderr(`${printable(m)}\n`) })
  } catch (err) {
    if (err instanceof FixtureLoadError || err instanceof FileError) throw new UsageError(err.message, 1)
    const e = err as NodeJS.ErrnoException
    if (e.code === 'EADDRINUSE')
      throw new UsageError(`port ${options.port} is in use; pick another with --port, or --port 0 for a free one`, 1)
    if (e.code === 'EACCES') throw new UsageError(`no permission to listen on ${host}:${options.port}`, 1)
    throw new UsageError(e.message ?? String(err), 1)
  }
  // --quiet also keeps the request log off unless --log asks for it (the benchmarks run quiet)
  const format = (v.log ?? (v.quiet ? 'off' : 'pretty')) as LogFormat
  const color = io.isTTY ?? false
  const { clock } = runtimeOf(mock.app)
  const log =
    io.stdoutFd === undefined || (v.quiet && format === 'off')
      ? undefined
      : openLogWriter({
          fd: io.stdoutFd,
          onFirstDrop: () =>
            io.stderr(
              'network-lookup-mock: stdout is not read: request log lines are dropped, and counted in the log, ' +
                'until it is (--log off turns the log off)\n',
            ),
          droppedLine: (count) =>
            formatEvent(droppedNotice(count, clock.now()), format === 'off' ? 'pretty' : format, color),
        })
  const out = log ? (text: string) => log.write(text) : io.stdout
  if (!v.quiet) out(banner(mock, v))
  attachRequestLog(runtimeOf(mock.app).journal, { write: out, isTTY: color }, { format })
  io.started?.(mock)
  if (io.handleSignals) {
    let stopping = false
    const stop = (signal: string): void => {
      if (stopping) process.exit(signal === 'SIGINT' ? 130 : 143)
      stopping = true
      // stop accepting; requests in flight (a slow scenario's included) get up to 10 s to finish
      mock.close({ graceMs: 10_000 }).finally(async () => {
        // the log's last lines go out first, unless its output is not read
        if (log && !(await log.close(LOG_CLOSE_MS)) && log.dropped > 0)
          io.stderr(`network-lookup-mock: ${log.dropped} request log line(s) dropped: stdout was not read\n`)
        process.exit(0)
      })
    }
    process.on('SIGTERM', () => stop('SIGTERM'))
    process.on('SIGINT', () => stop('SIGINT'))
  }
  return 0
}

/**
 * The command line: `serve` (the default), `drift`, `--help`, `--version`. Resolves with the exit code; a started
 * server keeps running after it resolves.
 */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  try {
    const { command, values: v, positionals } = parseCommandLine(argv)
    if (v.help) {
      io.stdout(HELP)
      return 0
    }
    if (v.version) {
      const pkg = JSON.parse(readFileSync(`${PACKAGE_ROOT}package.json`, 'utf8')) as { version: string }
      io.stdout(`${pkg.version}\n`)
      return 0
    }
    if (command === 'openapi') {
      writeOpenApi(v.out, { write: io.stdout })
      if (v.out !== undefined) io.stderr(`network-lookup-mock: wrote ${printable(v.out)}\n`)
      return 0
    }
    if (command === 'drift') {
      const dir = positionals[1] ?? v.fixtures
      if (positionals[1] !== undefined && v.fixtures !== undefined)
        throw new UsageError('give the folder once: drift DIR or drift --fixtures DIR')
      return runDrift({
        ...(dir !== undefined ? { fixtures: dir } : {}),
        json: v.json ?? false,
        write: io.stdout,
        writeError: io.stderr,
      })
    }
    return await serveCommand(v, io)
  } catch (err) {
    const code = err instanceof UsageError ? err.exitCode : 1
    const lines = (err instanceof Error ? err.message : String(err)).split('\n')
    // a message listing every bad file keeps its lines; nothing quoted in them reaches the terminal raw
    io.stderr(`network-lookup-mock: ${lines.map(printable).join('\n')}\n`)
    return code
  }
}
