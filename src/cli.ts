import type { Cluster, Worker } from 'node:cluster'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { hostname } from 'node:os'
import { setFlagsFromString } from 'node:v8'
import { runtimeOf } from './app.js'
import { FileError, MockError } from './errors.js'
import { FixtureLoadError } from './data/fixture-store.js'
import { searchWarmed } from './world/search/warm.js'
import { isLoopback, startMockServer, type MockServer, type ServerOptions } from './server.js'
import { DEFAULT_HOST, PACKAGE_ROOT } from './options.js'
import { closest } from './util/closest.js'
import { attachRequestLog, droppedNotice, formatEvent } from './console/request-log.js'
import { openLogWriter } from './console/log-writer.js'
import { limitWarnings } from './console/warnings.js'
import { printable } from './util/printable.js'
import {
  parseCommandLine,
  retiredVariablesNotice,
  UsageError,
  type CommandOptions,
  libraryOptions,
  type OptionName,
} from './cli-options.js'

type ServeValues = CommandOptions<'serve'>
type Origin = Partial<Record<OptionName, string>>

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
  /** stderr's file descriptor: serve's warnings go through a bounded writer too. Without it, `stderr`. */
  stderrFd?: number
}

const BIN = 'network-lookup-mock'

/**
 * Writes to a standard stream until its reader goes away (`openapi | head -1`): what is left is not wanted, which is
 * no failure, so the command ends as it would have, without a stack trace.
 */
function standardWriter(stream: NodeJS.WriteStream): (text: string) => void {
  let gone = false
  stream.on('error', (err: NodeJS.ErrnoException) => {
    gone = true
    if (err.code !== 'EPIPE') process.exitCode = 1
  })
  return (text) => {
    if (!gone) stream.write(text)
  }
}

function processIo(): CliIo {
  return {
    stdout: standardWriter(process.stdout),
    stderr: standardWriter(process.stderr),
    env: process.env,
    // reading isTTY makes process.stdout, which leaves a pipe non-blocking: the log's write to a full pipe is retried
    // later instead of holding a thread (a held thread would also hold the process at exit)
    isTTY: process.stdout.isTTY === true,
    handleSignals: true,
    stdoutFd: 1,
    stderrFd: 2,
  }
}

/**
 * The server's options from serve's; refuses what one option's check cannot see: the fixtures folder (a record run
 * makes it) and the variable --key-env names.
 */
function serveOptions(v: ServeValues, origin: Origin, env: Record<string, string | undefined>): ServerOptions {
  const keyEnv = v['key-env']
  const upstreamKey = keyEnv === undefined ? undefined : env[keyEnv]
  if (keyEnv !== undefined && !upstreamKey) {
    throw new UsageError(
      `${origin['key-env'] ?? '--key-env'} ${keyEnv}: the environment variable ${keyEnv} is not set or empty`,
      1,
    )
  }
  if (v['record-passthrough'] && v.passthrough === undefined) {
    throw new UsageError(
      `${origin['record-passthrough'] ?? '--record-passthrough'} records what --passthrough forwards: ` +
        'add --passthrough URL (the real service), or drop --record-passthrough',
    )
  }
  const recording = v.mode === 'record' || v.mode === 'record-missing' || v['record-passthrough']
  const fixtures = v['no-fixtures'] || typeof v.fixtures !== 'string' ? undefined : v.fixtures
  if (fixtures !== undefined) {
    const given = origin.fixtures ?? '--fixtures'
    if (!existsSync(fixtures)) {
      if (!recording) throw new UsageError(`${given} ${fixtures}: no such folder`)
    } else if (!statSync(fixtures).isDirectory()) throw new UsageError(`${given} ${fixtures}: is a file, not a folder`)
  }
  // the table maps each flag to its option: the values passed the option's own schema already
  return { ...(libraryOptions(v) as ServerOptions), ...(upstreamKey !== undefined ? { upstreamKey } : {}) }
}

/** What the banner tells: the text banner's lines, and the JSON log's first line. */
function startFacts(mock: MockServer, rt: ReturnType<typeof runtimeOf>, v: ServeValues) {
  const { devKey, seed, auth } = rt.options
  const recording = rt.resolver.recorder !== undefined
  return {
    type: 'listening' as const,
    time: new Date(rt.clock.now()).toISOString(),
    url: mock.url,
    devKey,
    seed,
    scenario: rt.scenarios.active(),
    fixtures: rt.fixtures.size,
    clock: rt.clock.kind,
    auth,
    mode: rt.resolver.mode,
    ...(recording ? { upstream: v.upstream, keyEnv: v['key-env'] } : {}),
    ...(rt.passthrough
      ? { passthrough: rt.passthrough.baseUrl, keyEnv: v['key-env'], recordPassthrough: v['record-passthrough'] }
      : {}),
    ...(rt.configFile !== undefined
      ? { config: { file: rt.configFile, endpoints: rt.endpoints.list.filter((e) => e.source).map((e) => e.id) } }
      : {}),
    watch: v.watch,
    stateFile: v['state-file'] ?? null,
    console: rt.options.admin !== false ? `${mock.url}/__admin/ui` : null,
    docs: `${mock.url}/docs`,
    ...(rt.store.kind !== 'memory' ? { store: rt.store.health() } : {}),
    pid: process.pid,
  }
}

/** The banner a person reads, one line a fact. */
function banner(facts: ReturnType<typeof startFacts>): string {
  const { url, devKey } = facts
  const forwarding =
    facts.upstream === undefined ? '' : `: forwarding to ${facts.upstream} with the key from $${facts.keyEnv}`
  const lines = [
    `network-lookup-mock listening on ${url}`,
    `  development key: ${devKey}   (Authorization: Bearer ${devKey})`,
    `  seed ${facts.seed}, scenario ${facts.scenario}, ${facts.fixtures} fixture(s), clock ${facts.clock}` +
      `${facts.auth ? '' : ', auth off'}`,
    ...(facts.mode === 'replay' ? [] : [`  mode ${facts.mode}${forwarding}`]),
    ...(facts.passthrough === undefined
      ? []
      : [
          `  pass-through: undeclared /v1 paths go to ${facts.passthrough} with the key from $${facts.keyEnv}` +
            `${facts.recordPassthrough ? ', answers recorded' : ''}`,
        ]),
    ...(facts.config ? [`  endpoints of ${facts.config.file}: ${facts.config.endpoints.join(', ')}`] : []),
    ...(facts.watch
      ? [`  watching fixtures, scenarios, keys${facts.config ? ' and the config' : ''}: edits apply without a restart`]
      : []),
    ...(facts.stateFile !== null ? [`  credits and usage kept in ${facts.stateFile}`] : []),
    ...(facts.store
      ? [`  state shared in ${facts.store.url} (namespace ${facts.store.prefix}, instance ${facts.store.instance})`]
      : []),
    facts.console !== null ? `  QA console: ${facts.console}   docs: ${facts.docs}` : `  docs: ${facts.docs}`,
    `  try: curl -H 'Authorization: Bearer ${devKey}' '${url}${TRY_PATH}'`,
    '',
  ]
  // a value given (a key, a path, a name) stays on its line and cannot steer the terminal
  return lines.map((line) => printable(line)).join('\n')
}

/** The request the banner suggests trying first. */
const TRY_PATH = '/v1/people/profile?username=jane-doe'

/**
 * What the build runs before it writes the command's V8 code cache: `serve` as a user starts it (a free loopback port,
 * its output dropped) answering the request its banner suggests, so the functions a start runs are compiled in the
 * cache. V8 refuses a cache made under other flags: serve's heap flag is set back to V8's default before it is written.
 * Never throws: a start that fails here leaves a cache of the bundle's top level only. Called by the launcher only.
 *
 * @public
 */
export async function warmUp(): Promise<void> {
  let mock = undefined as MockServer | undefined
  const nothing = (): void => {}
  const started = (server: MockServer): void => {
    mock = server
  }
  // serve tells of its server before it resolves (the server keeps running); a start that failed tells of none
  await main(['serve', '--port', '0', '--host', '127.0.0.1'], {
    stdout: nothing,
    stderr: nothing,
    env: {},
    handleSignals: false,
    started,
  })
  if (mock) {
    try {
      const key = runtimeOf(mock.app).options.devKey
      const res = await fetch(`${mock.url}${TRY_PATH}`, { headers: { Authorization: `Bearer ${key}` } })
      await res.arrayBuffer()
    } catch {}
    await mock.close()
  }
  setFlagsFromString('--heap-growing-percent=0')
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

/** The Redis URL serve was given, or undefined for memory. */
function storeUrl(v: ServeValues, origin: Origin): string | undefined {
  return origin.store === undefined || v.store === 'memory' ? undefined : v.store
}

/** Refuses what only makes sense with a shared store, naming the fix. */
function checkStoreOptions(v: ServeValues, origin: Origin, url: string | undefined): void {
  if (url === undefined && v.workers > 1) {
    throw new UsageError(
      `${origin.workers ?? '--workers'} ${v.workers} needs a shared store: each process would keep its own credits ` +
        'and rate limits; add --store redis://127.0.0.1:6379 (see docs/replicas.md)',
    )
  }
  if (url !== undefined && v['state-file'] !== undefined) {
    throw new UsageError(
      `${origin['state-file'] ?? '--state-file'} is for the memory store: with --store redis the state is in Redis; ` +
        'drop --state-file',
    )
  }
}

/** Restarts of workers allowed within RESTART_WINDOW_MS: one more is a crash loop, and stops the pool. */
const MAX_RESTARTS = 5
const RESTART_WINDOW_MS = 60_000
/** The wait before a worker is started again, doubled for each restart already in the window. */
const RESTART_DELAY_MS = 100
/** Tells a forked worker its place in the pool, 1 to N: its instance name ends in #place, kept across restarts. */
const WORKER_PLACE = 'NETWORK_LOOKUP_MOCK_WORKER_PLACE'

/**
 * `--workers N`: this process forks N processes of the same command line, which share the port (node's cluster) and
 * the Redis store, and stops them on SIGINT/SIGTERM. A worker that exits for any other reason is started again after a
 * delay that doubles; more than MAX_RESTARTS within RESTART_WINDOW_MS stops the pool with exit 1, and so does a worker
 * that cannot start before any has listened (a port in use: no restart would help). Every exit and stop is told.
 */
async function runWorkers(
  count: number,
  say: (line: string) => void,
  handleSignals: boolean,
  env: Record<string, string | undefined>,
): Promise<number> {
  const { default: cluster } = await import('node:cluster')
  return new Promise((resolve) => {
    const live = new Map<number, Worker>()
    const restarts: number[] = []
    const waiting = new Set<NodeJS.Timeout>()
    let listened = false
    let stopping = false
    let code = 0
    const settle = (): void => {
      if (stopping && live.size === 0) resolve(code)
    }
    const stopAll = (exitCode: number): void => {
      if (stopping) return
      stopping = true
      code = exitCode
      for (const timer of waiting) clearTimeout(timer)
      for (const w of live.values()) w.process.kill('SIGTERM')
      settle()
    }
    const start = (place: number): void => {
      const worker = cluster.fork({ [WORKER_PLACE]: String(place) })
      live.set(place, worker)
      worker.once('listening', () => {
        listened = true
      })
      worker.on('exit', (exitCode, signal) => {
        live.delete(place)
        if (stopping) return settle()
        const ended = signal ? `was killed by ${signal}` : `exited with ${exitCode}`
        const how = `worker ${place} (pid ${worker.process.pid}) ${ended}`
        if (!listened) {
          say(`${how} before the pool served; stopping the pool`)
          return stopAll(exitCode || 1)
        }
        const now = Date.now()
        while (restarts.length > 0 && now - (restarts[0] ?? 0) >= RESTART_WINDOW_MS) restarts.shift()
        if (restarts.length >= MAX_RESTARTS) {
          say(
            `${how}, the ${MAX_RESTARTS + 1}th exit within ${RESTART_WINDOW_MS / 1000} s: stopping the pool, ` +
              "nothing serves on its port any more (see the workers' errors above)",
          )
          return stopAll(1)
        }
        restarts.push(now)
        const delay = RESTART_DELAY_MS * 2 ** (restarts.length - 1)
        say(`${how}; starting it again in ${delay} ms (restart ${restarts.length} of ${MAX_RESTARTS} a minute)`)
        const timer = setTimeout(() => {
          waiting.delete(timer)
          start(place)
        }, delay)
        waiting.add(timer)
      })
    }
    if (handleSignals) onStopRequest(() => stopAll(0), say, env)
    for (let place = 1; place <= count; place++) start(place)
  })
}

/**
 * stderr as serve writes it: through a bounded asynchronous writer when it has a descriptor (so a stderr nobody reads
 * holds no more than the bound, and a request never waits on it), and warnings limited to a few a window.
 */
function openStderr(io: CliIo) {
  const writer =
    io.stderrFd === undefined
      ? undefined
      : openLogWriter({
          fd: io.stderrFd,
          batchBytes: 0,
          droppedLine: (count) => `${BIN}: ${count} line(s) of stderr dropped: it was not read\n`,
        })
  const write = writer ? (text: string) => writer.write(text) : io.stderr
  const limiter = limitWarnings(write, `${BIN}: `)
  return {
    write,
    warn: (message: string) => limiter.warn(printable(message)),
    /** The count of warnings held back, and what is still held, go out within LOG_CLOSE_MS. */
    close: async (): Promise<void> => {
      limiter.flush()
      await writer?.close(LOG_CLOSE_MS)
    },
  }
}

/** This process as a worker of `--workers` (forked with its place set), else undefined: a primary loads no cluster. */
async function clusterWorker(env: Record<string, string | undefined>): Promise<Cluster | undefined> {
  if (env[WORKER_PLACE] === undefined) return undefined
  const { default: cluster } = await import('node:cluster')
  return cluster.isWorker ? cluster : undefined
}

async function serveCommand(v: ServeValues, origin: Origin, io: CliIo): Promise<number> {
  const options = serveOptions(v, origin, io.env)
  const url = storeUrl(v, origin)
  checkStoreOptions(v, origin, url)
  const stderr = openStderr(io)
  const notice = retiredVariablesNotice('serve', io.env)
  const worker = await clusterWorker(io.env)
  if (notice !== undefined && worker === undefined) stderr.write(`${BIN}: ${notice}\n`)
  if (v.workers > 1 && worker === undefined) {
    const say = (line: string): void => stderr.write(`${BIN}: ${printable(line)}\n`)
    const code = await runWorkers(v.workers, say, io.handleSignals === true, io.env)
    await stderr.close()
    return code
  }
  const host = options.host ?? DEFAULT_HOST
  if (options.admin !== false && !isLoopback(host) && options.adminToken === undefined) {
    const off = `/__admin is off because ${printable(host)} is not loopback; pass --admin-token to enable it`
    stderr.write(`${BIN}: ${off}\n`)
    options.admin = false
  }
  // a worker's name tells it apart from the others on the same port, and stays its own across restarts
  const place = worker === undefined ? '' : `#${io.env[WORKER_PLACE] ?? worker.worker?.id}`
  const store =
    url === undefined
      ? undefined
      : {
          url,
          prefix: v['store-prefix'],
          failOpen: v['store-fail-open'],
          ...(v['instance-name'] !== undefined ? { instance: `${v['instance-name']}${place}` } : {}),
        }
  let mock: MockServer
  try {
    mock = await startMockServer({ ...options, warn: stderr.warn, ...(store ? { store } : {}) })
  } catch (err) {
    // the warnings of the start-up go out before its error
    await stderr.close()
    if (err instanceof FixtureLoadError || err instanceof FileError) throw new UsageError(err.message.split('\n'), 1)
    if (err instanceof MockError && err.code === 'UNKNOWN_SCENARIO') throw unknownScenario(err, v.scenario, origin)
    const e = err as NodeJS.ErrnoException
    const port = `${origin.port ?? 'port'} ${options.port}`
    if (e.code === 'EADDRINUSE')
      throw new UsageError(`${port} is in use; pick another with --port, or --port 0 for a free one`, 1)
    if (e.code === 'EACCES') throw new UsageError(`no permission to listen on ${host}:${options.port}`, 1)
    throw new UsageError(e.message ?? String(err), 1)
  }
  const runtime = runtimeOf(mock.app)
  // bounded only once the search indexes are built: their growth would cost a full collection at every half of it,
  // and each one run while no request is alive rebuilds the maps of the request path's objects
  void searchWarmed(runtime.world)?.then(boundHeapGrowth)
  if (worker !== undefined && v['instance-name'] === undefined)
    runtime.store.nameInstance(`${hostname()}:${mock.port}${place}`)
  // --quiet also keeps the request log off unless --log asks for it (the benchmarks run quiet)
  const format = v.log ?? (v.quiet ? 'off' : 'pretty')
  const color = io.isTTY ?? false
  const { clock } = runtime
  const log =
    io.stdoutFd === undefined || (v.quiet && format === 'off')
      ? undefined
      : openLogWriter({
          fd: io.stdoutFd,
          onFirstDrop: () =>
            stderr.write(
              `${BIN}: stdout is not read: request log lines are dropped, and counted in the log, ` +
                'until it is (--log off turns the log off)\n',
            ),
          droppedLine: (count) =>
            formatEvent(droppedNotice(count, clock.now()), format === 'off' ? 'pretty' : format, color),
        })
  const out = log ? (text: string) => log.write(text) : io.stdout
  // the banner stays under --log off: it is how a --port 0 run tells its URL; --quiet drops it
  if (!v.quiet) {
    const facts = startFacts(mock, runtime, v)
    // stdout holds only JSON under --log json: the banner is its first object
    out(
      format === 'json' ? `${printable(JSON.stringify(facts))}\n` : banner(facts).split('\n').map(printable).join('\n'),
    )
  }
  const writer = log
    ? { write: out, writeParts: (parts: readonly (string | Uint8Array)[]) => log.writeParts(parts) }
    : { write: out }
  attachRequestLog(runtime.journal, { ...writer, isTTY: color }, { format, endpoints: runtime.endpoints })
  io.started?.(mock)
  if (io.handleSignals) {
    onStopRequest(
      () => {
        // stop accepting; requests in flight (a slow scenario's included) get up to 10 s to finish
        mock.close({ graceMs: 10_000 }).finally(async () => {
          // the log's last lines go out first, unless its output is not read
          if (log && !(await log.close(LOG_CLOSE_MS)) && log.dropped > 0)
            stderr.write(`${BIN}: ${log.dropped} request log line(s) dropped: stdout was not read\n`)
          await stderr.close()
          process.exit(0)
        })
      },
      (line) => stderr.write(`${BIN}: ${line}\n`),
      io.env,
    )
  }
  return 0
}

/** The signals that stop the server, with their numbers (a forced stop exits 128 + the number, as a shell reports). */
const STOP_SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const
/** npm, npx and tsx forward the terminal's Ctrl-C to a process that got it already: a copy comes within this. */
const SIGNAL_COPY_MS = 1000
/** How often the processes that launched the server are looked for, under npm. */
const LAUNCHER_CHECK_MS = 500

/**
 * Calls `stop` once on SIGINT, SIGTERM or SIGHUP (a clean stop: exit 0), or when the npm or npx that launched the
 * server is gone. A signal again stops at once (exit 128 + its number), once the copies a parent forwards have come:
 * `say` tells when.
 */
function onStopRequest(stop: () => void, say: (line: string) => void, env: Record<string, string | undefined>): void {
  let stopping = false
  let armed = false
  const request = (signal?: keyof typeof STOP_SIGNALS): void => {
    if (!stopping) {
      stopping = true
      stop()
      const timer = setTimeout(() => {
        armed = true
        say('stopping: requests in flight get up to 10 s to finish; a second Ctrl-C or SIGTERM stops at once')
      }, SIGNAL_COPY_MS)
      timer.unref()
    } else if (signal !== undefined && armed) process.exit(128 + STOP_SIGNALS[signal])
  }
  for (const signal of Object.keys(STOP_SIGNALS) as (keyof typeof STOP_SIGNALS)[])
    process.on(signal, () => request(signal))
  const launchers = env.npm_lifecycle_event === undefined ? [] : launcherChain()
  if (launchers.length === 0) return
  // npm forwards a SIGTERM to the shell it started, which dies without passing it on: the server would be left
  // holding its port, so it stops when any process between it and npm (npm included) is gone
  const timer = setInterval(() => {
    if (launchers.some((pid) => !alive(pid))) {
      clearInterval(timer)
      request()
    }
  }, LAUNCHER_CHECK_MS)
  timer.unref()
}

/** Whether a process of that id exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The processes between this one and the npm that launched it, npm included: the ancestors npm's environment reaches
 * (its shell, tsx) and the first one it does not (npm). Only the parent where /proc cannot be read.
 */
function launcherChain(): number[] {
  const chain: number[] = []
  let pid = process.ppid
  try {
    while (pid > 1 && chain.length < 16) {
      chain.push(pid)
      if (!readFileSync(`/proc/${pid}/environ`, 'latin1').includes('\0npm_lifecycle_event=')) break
      const stat = readFileSync(`/proc/${pid}/stat`, 'latin1')
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    }
  } catch {
    return chain.slice(0, 1)
  }
  return chain
}

/** The start-up scenario names no scenario: a bad command line, naming the closest. */
function unknownScenario(err: MockError, name: string, origin: Origin): UsageError {
  const known = Array.isArray(err.details.known) ? (err.details.known as string[]) : []
  const near = closest(name, known)
  return new UsageError(
    `${origin.scenario ?? '--scenario'} names no scenario, got "${name}"${near ? ` (did you mean ${near}?)` : ''}; ` +
      `known: ${known.join(', ')}`,
  )
}

/**
 * The command line: `serve` (the default), `drift`, `openapi`, `--help`, `--version`. Resolves with the exit code; a
 * started server keeps running after it resolves.
 */
export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  try {
    const line = parseCommandLine(argv, io.env)
    if (line.action === 'help') {
      io.stdout(line.text)
      return 0
    }
    if (line.action === 'version') {
      const pkg = JSON.parse(readFileSync(`${PACKAGE_ROOT}package.json`, 'utf8')) as { version: string }
      io.stdout(`${pkg.version}\n`)
      return 0
    }
    // each command's modules load when it runs: `serve` evaluates none of theirs
    if (line.command === 'openapi') {
      const { out, config } = line.options
      const { DEFAULT_SERVER_URL, writeOpenApi } = await import('./openapi/write.js')
      writeOpenApi(out, { write: io.stdout }, { serverUrl: DEFAULT_SERVER_URL, ...(config ? { config } : {}) })
      if (out !== undefined) io.stderr(`network-lookup-mock: wrote ${printable(out)}\n`)
      return 0
    }
    if (line.command === 'drift') {
      const [dir] = line.positionals
      if (dir !== undefined && line.origin.fixtures === '--fixtures')
        throw new UsageError('give the folder once: drift DIR or drift --fixtures DIR')
      const fixtures = dir ?? (typeof line.options.fixtures === 'string' ? line.options.fixtures : undefined)
      return (await import('./drift/command.js')).runDrift({
        ...(fixtures !== undefined ? { fixtures } : {}),
        json: line.options.json,
        ...(line.options.config !== undefined ? { config: String(line.options.config) } : {}),
        write: io.stdout,
        writeError: io.stderr,
      })
    }
    if (line.command === 'verdicts') {
      const o = line.options
      if (o.url === undefined) throw new UsageError('verdicts needs --url URL (the running mock)')
      return await (await import('./qa-commands.js')).runVerdicts({
        url: o.url,
        key: o.key,
        since: o.since,
        budget: o.budget,
        token: o['admin-token'],
        json: o.json,
        junit: o.junit,
        write: io.stdout,
        writeError: io.stderr,
      })
    }
    if (line.command === 'mcp') {
      const o = line.options
      const own = {
        seed: o.seed,
        clock: o.clock,
        now: o.now,
        ...(o.chaos !== undefined ? { chaos: o.chaos } : {}),
        ...(o.scenario !== undefined ? { scenario: o.scenario } : {}),
        warn: (m: string) => io.stderr(`${m}\n`),
      }
      return await (await import('./qa-commands.js')).runMcp({
        url: o.url,
        token: o['admin-token'],
        readOnly: o['read-only'],
        options: own,
      })
    }
    return await serveCommand(line.options, line.origin, io)
  } catch (err) {
    if (err instanceof UsageError) {
      // its lines are printable already (a list of bad files keeps its lines)
      io.stderr(`${BIN}: ${err.message}\n`)
      return err.exitCode
    }
    io.stderr(`${BIN}: ${printable(err instanceof Error ? err.message : String(err))}\n`)
    return 1
  }
}
