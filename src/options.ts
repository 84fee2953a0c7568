import { existsSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { parseIsoTime, type Clock } from './clock.js'
import type { MockConfig } from './define.js'
import { DEV_KEY, type KeyEntry } from './keys.js'
import { DEFAULT_MEDIA_BASE, mediaBaseOf } from './media/paths.js'
import { closest } from './util/closest.js'
import { builtOnUse } from './util/lazy.js'
import { printable } from './util/printable.js'

/** The folder holding package.json, fixtures/, scenarios/ and keys.json (from src/ or dist/). */
export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url))
export const DEFAULT_FIXTURES_DIR = `${PACKAGE_ROOT}fixtures`
export const DEFAULT_SCENARIOS_DIR = `${PACKAGE_ROOT}scenarios`
export const DEFAULT_KEYS_FILE = `${PACKAGE_ROOT}keys.json`
export const DEFAULT_NOW = '2025-06-01T12:00:00.000Z'
export const DEFAULT_PAGE_SIZE = 10
export const DEFAULT_JOURNAL_SIZE = 1000
/** Largest admin request body, in bytes, unless the options say otherwise. */
export const ADMIN_BODY_LIMIT = 1024 * 1024
/**
 * Base of relative URLs given to the in-process fetch, and the origin `mediaBase: 'self'` writes before a server
 * listens.
 */
export const IN_PROCESS_ORIGIN = 'http://mock.local'

/**
 * replay: fixture, else generated; record: always forward and write; record-missing: fixture, else forward and write;
 * lockdown: fixtures only.
 */
export const SERVE_MODES = ['replay', 'record', 'record-missing', 'lockdown'] as const
export type ServeMode = (typeof SERVE_MODES)[number]

export interface MockOptions {
  /** Changes all generated data. Default 1. */
  seed?: number
  /**
   * Reference date for generated dates and the virtual clock's start; `today`: the start of the current UTC day.
   * Default 2025-06-01T12:00:00Z.
   */
  now?: string | Date
  /**
   * Origin written into image URLs (the mock answers them at /media/...); `self`: the server's own. Default
   * https://media.network.example.
   */
  mediaBase?: string
  /** Fixtures folder, or false for none. Default: the package's fixtures/. */
  fixtures?: string | false
  /** Skip invalid fixtures with a warning instead of refusing to start. */
  lenient?: boolean
  /** World file (JSON or YAML): entities that do not exist and facts of those that do. */
  world?: string
  /**
   * Keys file path, the entries themselves, or false for the development key only. Default: the package's keys.json.
   */
  keys?: string | readonly KeyEntry[] | false
  /** The development key (no rate limit, unlimited credits). Default `mock-dev-key`. */
  devKey?: string
  /** Require an API key (spec behaviour). Default true; false serves every request as the development key. */
  auth?: boolean
  /** Whole-server scenario. Default `default`. */
  scenario?: string
  /** Extra scenario folders, added over the built-in ones. */
  scenarios?: string | readonly string[]
  /**
   * A chaos profile in force from start-up: a preset's name (`flaky`, `brownout`, `throttle-burst`, `slow-upstream`),
   * a profile as JSON text, or the profile itself (docs/qa.md).
   */
  chaos?: string | Readonly<Record<string, unknown>>
  /** `real` (default), `virtual` (starts at `now`, moves only when advanced), or your own Clock. */
  clock?: 'real' | 'virtual' | Clock
  /** Items per page of list endpoints. Default 10. */
  pageSize?: number
  /** Generated bodies kept, serialized. Default 2000. */
  cacheSize?: number
  /** Most bytes those bodies may hold (three a character of their JSON). Default 64 MiB. */
  cacheBytes?: number
  /** Check every generated body against its schema. Default true. */
  validate?: boolean
  /** Requests kept in the journal. Default 1000. */
  journalSize?: number
  /**
   * Refuse (403 HOST_NOT_ALLOWED) a request whose Host header is not a loopback name or one of `allowedHosts`,
   * so a page cannot reach the mock through DNS rebinding. The server turns it on for a loopback bind; off in process
   * (no socket, nothing to rebind).
   */
  hostCheck?: boolean
  /** Host names accepted besides `localhost`, `127.0.0.1` and `[::1]` (any port). */
  allowedHosts?: readonly string[]
  /** Origins (`http://localhost:5173`) whose pages may call the admin API; pages the mock serves itself always may. */
  adminOrigins?: readonly string[]
  /** Largest admin request body in bytes; larger ones get 413. Default 1 MB. */
  adminBodyLimit?: number
  /** Serve the /__admin API. Default true. */
  admin?: boolean
  /** Bearer token the /__admin API requires, if set. */
  adminToken?: string
  /** Where answers come from. Default `replay`. */
  mode?: ServeMode
  /** Base URL of the real service for the record modes, without `/v1`: `https://api.example.com`. */
  upstream?: string
  /** The real API key for the record modes (the CLI reads it from the variable named by --key-env). */
  upstreamKey?: string
  /** How long to wait for the upstream before a 504. Default 10000. */
  upstreamTimeoutMs?: number
  /** Record mode: also save non-2xx upstream answers as rules of the `recorded-errors` scenario. */
  recordErrors?: boolean
  /**
   * Base URL of the real service (without `/v1`) that GET requests for `/v1` paths no endpoint declares are forwarded
   * to, with the upstream key and never the client's; see docs/passthrough.md.
   */
  passthrough?: string
  /** Save the 2xx JSON answers pass-through relays as fixtures of their path (needs `passthrough`). */
  recordPassthrough?: boolean
  /**
   * Endpoints of your own: a config file (mock.config.ts, .mjs, .js, .json, .yaml) or the config itself
   * (`defineConfig({ endpoints: [...] })`). See docs/own-endpoints.md.
   */
  config?: string | MockConfig
  /** Where warnings go. Default: console.warn. */
  warn?: (message: string) => void
}

/** Where a server binds unless told: loopback only. */
export const DEFAULT_HOST = '127.0.0.1'
export const DEFAULT_MODE: ServeMode = 'replay'
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000
/** The shared store's namespace unless told. */
export const DEFAULT_STORE_PREFIX = 'default'

/**
 * Each option's default, stated once: the library applies it when the option is absent, the command line shows it in
 * help and reads it when neither the flag nor its variable is given.
 */
export const DEFAULTS = {
  seed: 1,
  now: DEFAULT_NOW,
  mediaBase: DEFAULT_MEDIA_BASE,
  devKey: DEV_KEY,
  scenario: 'default',
  clock: 'real',
  pageSize: DEFAULT_PAGE_SIZE,
  journalSize: DEFAULT_JOURNAL_SIZE,
  mode: DEFAULT_MODE,
  upstreamTimeoutMs: DEFAULT_UPSTREAM_TIMEOUT_MS,
  host: DEFAULT_HOST,
  'store.prefix': DEFAULT_STORE_PREFIX,
} as const

/**
 * A refused option of the library (startMockServer, createApp, createMockFetch): the option's name, the value given
 * (withheld for a secret), the problem as the command line words it after the flag, and the closest valid value when
 * there is one.
 */
export class OptionsError extends Error {
  override readonly name = 'OptionsError'
  constructor(
    readonly option: string,
    readonly value: unknown,
    readonly problem: string,
    readonly closest?: unknown,
  ) {
    super(`${option} ${problem}`)
  }
}

/** What a check says of a value: the value as used, or the problem and the closest valid value. */
type Verdict<T> = { ok: true; value: T } | { ok: false; problem: string; closest?: unknown }

const ok = <T>(value: T): Verdict<T> => ({ ok: true, value })
const no = (problem: string, closest?: unknown): Verdict<never> =>
  closest === undefined ? { ok: false, problem } : { ok: false, problem, closest }

/** A value as a refusal quotes it: one printable line, bounded. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : value instanceof Date ? 'an invalid Date' : String(value)
  const line = printable(text)
  return `"${line.length > 200 ? `${line.slice(0, 200)}...` : line}"`
}

/** An option's check as a zod schema: the refusal's message is the problem, its params the closest valid value. */
function schemaOf<T>(check: (value: unknown) => Verdict<T>) {
  // built at the first check of the option: a start checks the few options it was given
  return builtOnUse(() =>
    z.unknown().transform((value, ctx): T => {
      const verdict = check(value)
      if (verdict.ok) return verdict.value
      ctx.addIssue({ code: 'custom', message: verdict.problem, params: { closest: verdict.closest } })
      return z.NEVER
    }),
  )
}

/** A whole number from `min` to `max`; one out of range names the nearest in range. */
export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER) {
  const range =
    min === Number.MIN_SAFE_INTEGER
      ? ''
      : max === Number.MAX_SAFE_INTEGER
        ? ` of at least ${min}`
        : ` from ${min} to ${max}`
  return schemaOf((n): Verdict<number> => {
    if (typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max) return ok(n)
    // a number too large to be exact, given as text, still has a closest valid one
    const asNumber = typeof n === 'string' && /^\s*-?\d+\s*$/.test(n) ? Number(n) : n
    const near =
      typeof asNumber === 'number' && Number.isFinite(asNumber)
        ? Math.min(max, Math.max(min, Math.round(asNumber)))
        : undefined
    return no(`must be a whole number${range}, got ${shown(n)}${near === undefined ? '' : ` (closest: ${near})`}`, near)
  })
}

/** One of `values`; a near miss names the closest. */
export function oneOf<const T extends string>(values: readonly T[]) {
  return schemaOf((text): Verdict<T> => {
    if (typeof text === 'string' && (values as readonly string[]).includes(text)) return ok(text as T)
    const near = typeof text === 'string' ? closest(text, values) : undefined
    return no(`is one of ${values.join(', ')}, got ${shown(text)}${near ? ` (did you mean ${near}?)` : ''}`, near)
  })
}

const isText = (value: unknown): value is string => typeof value === 'string'

/** Any text but the empty one; the refusal never echoes the value (a token's may be a secret). */
export const text = schemaOf(
  (value): Verdict<string> => (isText(value) ? (value ? ok(value) : no('must not be empty')) : no('must be text')),
)

const bool = schemaOf(
  (value): Verdict<boolean> =>
    typeof value === 'boolean' ? ok(value) : no(`must be true or false, got ${shown(value)}`),
)

/** A folder that exists. */
const folderVerdict = (dir: unknown): Verdict<string> => {
  if (!isText(dir) || dir === '') return no('must be the path of a folder')
  if (!existsSync(dir)) return no(`${dir}: no such folder`)
  if (!statSync(dir).isDirectory()) return no(`${dir}: is a file, not a folder`)
  return ok(dir)
}

/** A list whose every item passes `each`; the first refused item is told. */
function listOf<T>(each: (value: unknown) => Verdict<T>) {
  return (values: unknown): Verdict<T[]> => {
    if (!Array.isArray(values)) return no('must be a list')
    const out: T[] = []
    for (const v of values) {
      const verdict = each(v)
      if (!verdict.ok) return verdict
      out.push(verdict.value)
    }
    return ok(out)
  }
}

const nowVerdict = (value: unknown): Verdict<string | Date> => {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? no(`must be a valid Date, got an invalid one`, DEFAULT_NOW) : ok(value)
  if (value === 'today') return ok(value)
  if (isText(value)) {
    const parsed = parseIsoTime(value)
    if (parsed.ok) return ok(value)
    if (!parsed.format) return no(`must be a time that exists, got ${shown(value)}: ${parsed.problem}`)
  }
  return no(
    `must be an ISO 8601 time such as 2026-01-01 or 2026-01-01T12:00:00Z, or today, got ${shown(value)}`,
    DEFAULT_NOW,
  )
}

const mediaBaseVerdict = (value: unknown): Verdict<string> => {
  if (value === 'self') return ok(value)
  if (!isText(value)) return no(`must be a URL such as http://localhost:3000, or self, got ${shown(value)}`)
  try {
    mediaBaseOf(value)
    return ok(value)
  } catch (err) {
    // mediaBaseOf's message starts with the option's name, which the refusal puts first itself
    return no(printable((err as Error).message.replace(/^mediaBase: /, '')))
  }
}

/** The real service's base URL: http(s), no credentials (the key comes apart), no query, without /v1. */
const upstreamVerdict = (value: unknown): Verdict<string> => {
  let url: URL
  try {
    if (!isText(value)) throw new TypeError()
    url = new URL(value)
  } catch {
    return no(`must be a URL such as https://api.example.com, got ${shown(value)}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return no(`must be an http(s) URL such as https://api.example.com, got ${shown(`${url.protocol}//${url.host}`)}`)
  if (url.username || url.password) {
    url.username = ''
    url.password = ''
    const bare = url.href.replace(/\/+$/, '')
    // the credentials are not echoed: they may be real ones
    return no(`carries no credentials (the key comes from the upstream key, --key-env): use ${printable(bare)}`, bare)
  }
  if (url.search || url.hash) {
    const bare = `${url.origin}${url.pathname}`.replace(/\/+$/, '')
    return no(`takes no query or fragment, got ${shown(value)}: use ${printable(bare)}`, bare)
  }
  if (/\/v1\/?$/.test(url.pathname)) {
    const bare = value.replace(/\/v1\/?$/, '')
    return no(`is the base URL without /v1 (the mock adds it): use ${printable(bare)}`, bare)
  }
  return ok(value)
}

const stateFileVerdict = (file: unknown): Verdict<string> => {
  if (!isText(file) || file === '') return no('must not be empty')
  return existsSync(dirname(file)) ? ok(file) : no(`${file}: the folder ${dirname(file)} does not exist`)
}

/** What a Host header names: a host name or address, or a bracketed IPv6 address, any port. */
const allowedHostVerdict = (host: unknown): Verdict<string> =>
  isText(host) && /^([a-z0-9_.-]+|\[[0-9a-f:.]+\])(:\d+)?$/i.test(host)
    ? ok(host)
    : no(`takes host names such as myhost.local or [fd00::1] (no scheme or path), got ${shown(host)}`)

/** An origin: scheme, host and port, no path. */
const adminOriginVerdict = (origin: unknown): Verdict<string> => {
  let url: URL | undefined
  try {
    url = isText(origin) ? new URL(origin) : undefined
  } catch {
    url = undefined
  }
  return isText(origin) && url && url.origin !== 'null' && !/\/[^/]/.test(origin.replace(/^[a-z]+:\/\//i, ''))
    ? ok(origin)
    : no(`takes origins such as http://localhost:5173 (scheme, host, port; no path), got ${shown(origin)}`)
}

/** Whether a store URL is a Redis URL (never echoed: it may carry a password). */
function isRedisUrl(value: unknown): value is string {
  try {
    const url = new URL(value as string)
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A namespace name of the shared store: no `:` (it separates keys), no glob character (SCAN reads a pattern). */
export const STORE_PREFIX = /^[A-Za-z0-9_.-]{1,64}$/

/** A replica's name: shown in the banner and the journal, so printable text of a bounded length. */
const instanceNameVerdict = (value: unknown): Verdict<string> => {
  if (!isText(value) || value === '' || value.length > 100)
    return no(`is 1 to 100 characters, got ${isText(value) ? value.length : shown(value)}`)
  if (printable(value) !== value || /\s/.test(value.replaceAll(' ', '')))
    return no(`is printable text (no line breaks, tabs or terminal escapes), got ${shown(value)}`)
  return ok(value)
}

const either =
  <T>(...checks: ((value: unknown) => Verdict<T> | undefined)[]) =>
  (value: unknown): Verdict<T> => {
    let last: Verdict<T> = no('is not valid')
    for (const check of checks) {
      const verdict = check(value)
      if (verdict?.ok) return verdict
      if (verdict) last = verdict
    }
    return last
  }

const isFalse = (value: unknown): Verdict<false> | undefined => (value === false ? ok(false) : undefined)
const textVerdict = (value: unknown): Verdict<string> =>
  isText(value)
    ? value
      ? ok(value)
      : no('must not be empty')
    : no(`must be a path (text) or false, got ${shown(value)}`)

/** The store options' checks, each named `store.<name>`. */
export const STORE_OPTION_SCHEMAS = {
  url: schemaOf(
    (value): Verdict<string> =>
      isRedisUrl(value) ? ok(value) : no('is a Redis URL such as redis://127.0.0.1:6379/0 (the value is not printed)'),
  ),
  prefix: schemaOf(
    (value): Verdict<string> =>
      isText(value) && STORE_PREFIX.test(value)
        ? ok(value)
        : no(`is 1 to 64 letters, digits, '_', '.' or '-', got ${shown(value)}`),
  ),
  instance: schemaOf(instanceNameVerdict),
  failOpen: bool,
  subscribe: bool,
  timeoutMs: wholeNumber(1, 2 ** 31 - 1),
}

/**
 * THE options schema: every option of the library and the command line is checked here, whatever gave it (the command
 * line, an environment variable, a config, a call). A refusal's message is what follows the option's name.
 */
export const OPTION_SCHEMAS = {
  seed: wholeNumber(Number.MIN_SAFE_INTEGER),
  now: schemaOf(nowVerdict),
  mediaBase: schemaOf(mediaBaseVerdict),
  fixtures: schemaOf(either<string | false>(isFalse, textVerdict)),
  lenient: bool,
  world: text,
  keys: schemaOf(
    either<string | readonly KeyEntry[] | false>(isFalse, (v) => (Array.isArray(v) ? ok(v) : undefined), textVerdict),
  ),
  devKey: text,
  auth: bool,
  scenario: text,
  scenarios: schemaOf(either<string | string[]>(folderVerdict, listOf(folderVerdict))),
  chaos: schemaOf(
    either<string | Record<string, unknown>>(
      (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? ok(v as Record<string, unknown>) : undefined),
      textVerdict,
    ),
  ),
  clock: schemaOf(
    either<'real' | 'virtual' | Clock>(
      (v) =>
        v !== null && typeof v === 'object' && typeof (v as Clock).now === 'function' ? ok(v as Clock) : undefined,
      (v) => {
        const named = ['real', 'virtual'] as const
        if (named.includes(v as 'real')) return ok(v as 'real')
        const near = isText(v) ? closest(v, named) : undefined
        return no(`is one of real, virtual or a Clock, got ${shown(v)}${near ? ` (did you mean ${near}?)` : ''}`, near)
      },
    ),
  ),
  pageSize: wholeNumber(1),
  cacheSize: wholeNumber(0),
  cacheBytes: wholeNumber(0),
  validate: bool,
  journalSize: wholeNumber(0),
  hostCheck: bool,
  allowedHosts: schemaOf(listOf(allowedHostVerdict)),
  adminOrigins: schemaOf(listOf(adminOriginVerdict)),
  adminBodyLimit: wholeNumber(1),
  admin: bool,
  adminToken: text,
  mode: oneOf(SERVE_MODES),
  upstream: schemaOf(upstreamVerdict),
  upstreamKey: text,
  // a timer's longest delay
  upstreamTimeoutMs: wholeNumber(1, 2 ** 31 - 1),
  recordErrors: bool,
  passthrough: schemaOf(upstreamVerdict),
  recordPassthrough: bool,
  config: schemaOf(
    either<string | MockConfig>(
      (v) => (v !== null && typeof v === 'object' ? ok(v as MockConfig) : undefined),
      textVerdict,
    ),
  ),
  warn: schemaOf(
    (v): Verdict<(m: string) => void> =>
      typeof v === 'function' ? ok(v as (m: string) => void) : no('must be a function'),
  ),
  // the server's
  port: wholeNumber(0, 65535),
  host: text,
  watch: bool,
  stateFile: schemaOf(stateFileVerdict),
  maxConnections: wholeNumber(1),
} satisfies { [K in keyof MockOptions | 'port' | 'host' | 'watch' | 'stateFile' | 'maxConnections']: z.ZodType }

export type LibraryOption = keyof typeof OPTION_SCHEMAS

/** Options whose value is never echoed, not even in an OptionsError's `value`. */
const SECRET = new Set(['adminToken', 'upstreamKey', 'devKey', 'store.url'])

/** Checks one option's value: the value as used, or throws OptionsError. */
function checkOne(name: string, schema: z.ZodType, value: unknown): void {
  const read = schema.safeParse(value)
  if (read.success) return
  const issue = read.error.issues[0]
  const near = issue && 'params' in issue ? (issue.params as { closest?: unknown } | undefined)?.closest : undefined
  throw new OptionsError(name, SECRET.has(name) ? '(not shown)' : value, issue?.message ?? 'is not valid', near)
}

/**
 * Checks every option given against THE options schema (absent ones take their defaults later); throws OptionsError
 * naming the first one refused, or one it does not know (with the closest known name).
 */
export function checkOptions<T extends object>(options: T, which: 'mock' | 'server' = 'server'): T {
  const given = options as Record<string, unknown>
  const known = Object.keys(OPTION_SCHEMAS).filter((name) => which === 'server' || !SERVER_ONLY.has(name))
  if (which === 'server') known.push('store')
  for (const name of Object.keys(given)) {
    if (given[name] === undefined || known.includes(name)) continue
    // a misspelt option would be ignored, leaving its default in force without a word
    const near = closest(name, known)
    const where = which === 'server' ? 'startMockServer' : 'createApp'
    throw new OptionsError(
      name,
      '(not shown)',
      `is not an option of ${where}${near ? ` (did you mean ${near}?)` : ''}`,
      near,
    )
  }
  for (const [name, schema] of Object.entries(OPTION_SCHEMAS)) {
    if (which === 'mock' && SERVER_ONLY.has(name)) continue
    if (given[name] !== undefined) checkOne(name, schema, given[name])
  }
  const store = given.store
  if (which === 'server' && store !== undefined) {
    if (store === null || typeof store !== 'object') throw new OptionsError('store', store, 'must be { url, ... }')
    for (const [name, schema] of Object.entries(STORE_OPTION_SCHEMAS)) {
      const value = (store as Record<string, unknown>)[name]
      if (value !== undefined || name === 'url') checkOne(`store.${name}`, schema, value)
    }
  }
  return options
}

const SERVER_ONLY = new Set(['port', 'host', 'watch', 'stateFile', 'maxConnections'])
