import type { EndpointDef } from '../endpoints.js'
import { basename, dirname, join, resolve } from 'node:path'
import type { Clock } from '../clock.js'
import type { FixtureStore } from '../data/fixture-store.js'
import { removeStaleTemps } from '../files.js'
import {
  DEFAULT_FIXTURES_DIR,
  DEFAULT_MODE,
  DEFAULT_UPSTREAM_TIMEOUT_MS,
  SERVE_MODES,
  type MockOptions,
  type ServeMode,
} from '../options.js'
import { PassThrough } from './passthrough.js'
import { Recorder } from './recorder.js'
import { SecretGuard } from './secret.js'
import { UpstreamClient } from './upstream.js'

export interface ModeSetup {
  mode: ServeMode
  fixturesDir: string
  /** Present in the record modes only. */
  recorder: Recorder | undefined
}

/** Reads and checks the mode options; throws a message naming the option at fault. */
export function setupMode(
  input: MockOptions,
  ctx: {
    fixtures: FixtureStore
    clock: Clock
    warn: (m: string) => void
    endpoints?: () => readonly EndpointDef[]
  },
): ModeSetup {
  const mode = input.mode ?? DEFAULT_MODE
  if (!SERVE_MODES.includes(mode)) throw new Error(`mode: "${String(mode)}" is not one of ${SERVE_MODES.join(', ')}`)
  const fixturesDir = input.fixtures === false ? '' : (input.fixtures ?? DEFAULT_FIXTURES_DIR)
  if (mode === 'replay') return { mode, fixturesDir, recorder: undefined }
  if (input.fixtures === false) throw new Error(`mode ${mode} needs a fixtures folder; drop --no-fixtures`)
  if (mode === 'lockdown') return { mode, fixturesDir, recorder: undefined }
  if (!input.upstream)
    throw new Error(`mode ${mode} needs the real service's base URL: --upstream URL (option upstream)`)
  if (!input.upstreamKey)
    throw new Error(
      `mode ${mode} needs the real API key: --key-env NAME naming a set environment variable (option upstreamKey)`,
    )
  const timeoutMs = input.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error(`upstreamTimeoutMs must be a positive whole number of ms, got ${String(timeoutMs)}`)
  const guard = new SecretGuard(input.upstreamKey)
  const upstream = new UpstreamClient({
    baseUrl: input.upstream,
    key: input.upstreamKey,
    timeoutMs,
    scrub: (t) => guard.scrub(t),
  })
  const extra =
    input.scenarios === undefined ? [] : typeof input.scenarios === 'string' ? [input.scenarios] : input.scenarios
  // recorded errors go where replay will look: the last scenario folder given, else one beside the fixtures
  const scenariosDir = extra.at(-1) ?? join(dirname(resolve(fixturesDir)), 'scenarios')
  const recorder = new Recorder({
    upstream,
    guard,
    fixtures: ctx.fixtures,
    fixturesDir,
    scenariosDir,
    recordErrors: input.recordErrors ?? false,
    clock: ctx.clock,
    warn: ctx.warn,
    ...(ctx.endpoints ? { endpoints: ctx.endpoints } : {}),
  })
  // a recorded-errors write killed halfway left its temporary file beside the file
  removeStaleTemps(dirname(recorder.errorsFile), basename(recorder.errorsFile))
  return { mode, fixturesDir, recorder }
}

/**
 * The pass-through of undeclared paths (option passthrough), or undefined; throws a message naming the option at
 * fault. The key and timeout are the record modes' options.
 */
export function setupPassthrough(
  input: MockOptions,
  ctx: {
    fixtures: FixtureStore
    fixturesDir: string
    clock: Clock
    warn: (m: string) => void
    pageSize: number
    endpoints?: () => readonly EndpointDef[]
    keys?: () => Iterable<string>
  },
): PassThrough | undefined {
  if (input.passthrough === undefined) {
    if (input.recordPassthrough)
      throw new Error('recordPassthrough records what --passthrough forwards: give --passthrough URL too')
    return undefined
  }
  const mode = input.mode ?? DEFAULT_MODE
  if (mode === 'lockdown')
    throw new Error('mode lockdown serves fixtures only: drop --passthrough, or pick another mode')
  if (!input.upstreamKey)
    throw new Error(
      'passthrough needs the real API key: --key-env NAME naming a set environment variable (option upstreamKey)',
    )
  if (input.recordPassthrough && !ctx.fixturesDir)
    throw new Error('recordPassthrough needs a fixtures folder; drop --no-fixtures')
  const timeoutMs = input.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error(`upstreamTimeoutMs must be a positive whole number of ms, got ${String(timeoutMs)}`)
  const guard = new SecretGuard(input.upstreamKey)
  let upstream: UpstreamClient
  try {
    upstream = new UpstreamClient({
      baseUrl: input.passthrough,
      key: input.upstreamKey,
      timeoutMs,
      scrub: (t) => guard.scrub(t),
    })
  } catch (err) {
    throw new Error((err as Error).message.replace(/^upstream:/, 'passthrough:'))
  }
  return new PassThrough({
    upstream,
    guard,
    fixtures: ctx.fixtures,
    fixturesDir: ctx.fixturesDir,
    clock: ctx.clock,
    warn: ctx.warn,
    record: input.recordPassthrough ?? false,
    always: mode === 'record',
    pageSize: ctx.pageSize,
    ...(ctx.endpoints ? { endpoints: ctx.endpoints } : {}),
    ...(ctx.keys ? { keys: ctx.keys } : {}),
  })
}
