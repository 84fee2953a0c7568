#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { readFileSync } from 'node:fs'
import { FileError } from './errors.js'
import { FixtureLoadError } from './data/fixture-store.js'
import { isLoopback, startMockServer, type ServerOptions } from './server.js'
import { DEFAULT_NOW, PACKAGE_ROOT, SERVE_MODES, type ServeMode } from './options.js'
import { runDrift } from './drift/command.js'

const HELP = `network-lookup-mock: mock server for the professional-network lookup API (/v1, 20 endpoints)

Usage:
  network-lookup-mock serve [options]
  network-lookup-mock drift [--fixtures DIR] [--json]
  network-lookup-mock --help | --version

serve options:
  --port N             port to listen on; 0 takes a free one (default 4010, env PORT)
  --host ADDR          address to bind (default 127.0.0.1)
  --seed N             seed of all generated data (default 1)
  --now ISO            reference date of generated data and start of the virtual clock (default ${DEFAULT_NOW})
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
  --quiet              no banner
  --watch              reload fixtures, scenarios and keys when their files change (a broken edit is refused)
  --state-file FILE    keep credits and usage in FILE across restarts
  --mode MODE          replay (default: fixture, else generated), record (forward every request upstream and
                       write the answer), record-missing (fixture, else forward and write), lockdown (fixtures only)
  --upstream URL       the real service's base URL, without /v1 (record modes)
  --key-env NAME       environment variable holding the real API key (record modes; never pass the key itself)
  --upstream-timeout MS  upstream wait before a 504 (default 10000)
  --record-errors      also save non-2xx upstream answers as rules of the recorded-errors scenario

drift options (exit 0: no drift, 1: drift or unreadable fixture, 2: no such folder):
  --fixtures DIR       folder to check (default: the package's fixtures/)
  --json               machine-readable report
`

function fail(message: string): never {
  process.stderr.write(`network-lookup-mock: ${message}\n`)
  process.exit(1)
}

function intOption(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  if (!/^-?\d+$/.test(value)) fail(`--${name} must be a whole number, got "${value}"`)
  return Number(value)
}


export async function main(argv: string[]): Promise<void> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean' },
        port: { type: 'string' },
        host: { type: 'string' },
        seed: { type: 'string' },
        now: { type: 'string' },
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
        quiet: { type: 'boolean' },
        watch: { type: 'boolean' },
        'state-file': { type: 'string' },
        mode: { type: 'string' },
        upstream: { type: 'string' },
        'key-env': { type: 'string' },
        'upstream-timeout': { type: 'string' },
        'record-errors': { type: 'boolean' },
        json: { type: 'boolean' },
      },
    })
  } catch (err) {
    fail(`${(err as Error).message}\n\n${HELP}`)
  }
  const { values: v, positionals } = parsed
  if (v.help) {
    process.stdout.write(HELP)
    return
  }
  if (v.version) {
    const pkg = JSON.parse(readFileSync(`${PACKAGE_ROOT}package.json`, 'utf8')) as { version: string }
    process.stdout.write(`${pkg.version}\n`)
    return
  }
  const command = positionals[0] ?? 'serve'
  if (command === 'drift') {
    process.exitCode = runDrift({ ...(v.fixtures !== undefined ? { fixtures: v.fixtures } : {}), json: v.json ?? false })
    return
  }
  if (command !== 'serve') fail(`unknown command "${command}"\n\n${HELP}`)
  if (v.mode !== undefined && !(SERVE_MODES as readonly string[]).includes(v.mode)) fail(`--mode is one of ${SERVE_MODES.join(', ')}, got "${v.mode}"`)
  const keyEnv = v['key-env']
  const upstreamKey = keyEnv === undefined ? undefined : process.env[keyEnv]
  if (keyEnv !== undefined && !upstreamKey) fail(`--key-env ${keyEnv}: the environment variable ${keyEnv} is not set or empty`)
  if (v.clock !== undefined && v.clock !== 'real' && v.clock !== 'virtual') fail(`--clock is real or virtual, got "${v.clock}"`)

  const host = v.host ?? '127.0.0.1'
  const adminToken = v['admin-token']
  let admin = !v['no-admin']
  if (admin && !isLoopback(host) && adminToken === undefined) {
    process.stderr.write(`network-lookup-mock: /__admin is off because ${host} is not loopback; pass --admin-token to enable it\n`)
    admin = false
  }
  const options: ServerOptions = {
    port: intOption('port', v.port ?? process.env.PORT) ?? 4010,
    host,
    seed: intOption('seed', v.seed) ?? 1,
    fixtures: v['no-fixtures'] ? false : (v.fixtures ?? undefined),
    lenient: v.lenient ?? false,
    auth: !v['no-auth'],
    admin,
    ...(v.now !== undefined ? { now: v.now } : {}),
    ...(v.world !== undefined ? { world: v.world } : {}),
    ...(v.keys !== undefined ? { keys: v.keys } : {}),
    ...(v['dev-key'] !== undefined ? { devKey: v['dev-key'] } : {}),
    ...((v.scenario ?? process.env.MOCK_SCENARIO) ? { scenario: v.scenario ?? process.env.MOCK_SCENARIO } : {}),
    ...(v.scenarios !== undefined ? { scenarios: v.scenarios } : {}),
    ...(v.clock !== undefined ? { clock: v.clock as 'real' | 'virtual' } : {}),
    ...(v['page-size'] !== undefined ? { pageSize: intOption('page-size', v['page-size']) } : {}),
    ...(v['journal-size'] !== undefined ? { journalSize: intOption('journal-size', v['journal-size']) } : {}),
    ...(adminToken !== undefined ? { adminToken } : {}),
    ...(v.mode !== undefined ? { mode: v.mode as ServeMode } : {}),
    ...(v.upstream !== undefined ? { upstream: v.upstream } : {}),
    ...(upstreamKey !== undefined ? { upstreamKey } : {}),
    ...(v['upstream-timeout'] !== undefined ? { upstreamTimeoutMs: intOption('upstream-timeout', v['upstream-timeout']) } : {}),
    ...(v['record-errors'] ? { recordErrors: true } : {}),
    ...(v.watch ? { watch: true } : {}),
    ...(v['state-file'] !== undefined ? { stateFile: v['state-file'] } : {}),
  }
  if (options.fixtures === undefined) delete options.fixtures

  let mock
  try {
    mock = await startMockServer(options)
  } catch (err) {
    if (err instanceof FixtureLoadError || err instanceof FileError) fail(err.message)
    const e = err as NodeJS.ErrnoException
    if (e.code === 'EADDRINUSE') fail(`port ${options.port} is in use; pick another with --port, or --port 0 for a free one`)
    if (e.code === 'EACCES') fail(`no permission to listen on ${host}:${options.port}`)
    fail(e.message ?? String(err))
  }
  const rt = mock.app.mock
  if (!v.quiet) {
    process.stdout.write(
      [
        `network-lookup-mock listening on ${mock.url}`,
        `  development key: ${rt.options.devKey}   (Authorization: Bearer ${rt.options.devKey})`,
        `  seed ${rt.options.seed}, scenario ${rt.scenarios.active()}, ${rt.fixtures.size} fixture(s), clock ${rt.clock.kind}${rt.options.auth ? '' : ', auth off'}`,
        ...(rt.resolver.mode === 'replay' ? [] : [`  mode ${rt.resolver.mode}${rt.resolver.recorder ? `: forwarding to ${v.upstream} with the key from $${keyEnv}` : ''}`]),
        ...(v.watch ? ['  watching fixtures, scenarios and keys: edits apply without a restart'] : []),
        ...(v['state-file'] !== undefined ? [`  credits and usage kept in ${v['state-file']}`] : []),
        `  try: curl -H 'Authorization: Bearer ${rt.options.devKey}' '${mock.url}/v1/people/profile?username=jane-doe'`,
        '',
      ].join('\n'),
    )
  }

  let stopping = false
  const stop = (signal: string): void => {
    if (stopping) process.exit(signal === 'SIGINT' ? 130 : 143)
    stopping = true
    // stop accepting; requests in flight (a slow scenario's included) get up to 10 s to finish
    mock.close({ graceMs: 10_000 }).then(
      () => process.exit(0),
      () => process.exit(0),
    )
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main(process.argv.slice(2)).catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)))
