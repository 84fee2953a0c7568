import { fileURLToPath } from 'node:url'
import type { Clock } from './clock.js'
import type { MockConfig } from './define.js'
import type { KeyEntry } from './keys.js'

/** The folder holding package.json, fixtures/, scenarios/ and keys.json (from src/ or dist/). */
export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url))
export const DEFAULT_FIXTURES_DIR = `${PACKAGE_ROOT}fixtures`
export const DEFAULT_SCENARIOS_DIR = `${PACKAGE_ROOT}scenarios`
export const DEFAULT_KEYS_FILE = `${PACKAGE_ROOT}keys.json`
export const DEFAULT_NOW = '2025-06-01T12:00:00.000Z'
export const DEFAULT_PAGE_SIZE = 10
export const DEFAULT_JOURNAL_SIZE = 1000
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
