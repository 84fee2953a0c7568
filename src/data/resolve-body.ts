import type { EndpointDef } from '../endpoints.js'
import { HandlerFault, MockError, jsonPath } from '../errors.js'
import type { Paging } from '../generators/context.js'
import { hash53 } from '../util/hash.js'
import { Lru } from '../util/lru.js'
import type { World } from '../world/world.js'
import type { Fixture, FixtureStore } from './fixture-store.js'
import { offsetOfToken } from '../generators/context.js'
import { canonicalKey } from '../world/existence.js'
import { fixtureFile } from './fixture-names.js'
import { DEFAULT_MODE, type ServeMode } from '../options.js'

export interface ResolvedBody {
  readonly json: string
  /** `json` as UTF-8, encoded once: what a socket is sent. */
  readonly bytes: Buffer
  readonly source: 'fixture' | 'generated' | 'upstream'
  /** Served again later (a fixture, a cached body): worth encoding once; a body served once is sent as text. */
  readonly kept: boolean
}

/** The answer serves `json`; its bytes are encoded only for a caller that reads them. */
class Resolved implements ResolvedBody {
  private encoded: Buffer | undefined
  constructor(
    readonly json: string,
    readonly source: ResolvedBody['source'],
    readonly kept = true,
  ) {}

  get bytes(): Buffer {
    this.encoded ??= Buffer.from(this.json)
    return this.encoded
  }
}

function resolved(json: string, source: ResolvedBody['source'], kept = true): Resolved {
  return new Resolved(json, source, kept)
}

/** Fixture pages a token is looked for in: lists recorded page by page stay short. */
const MAX_FIXTURE_PAGES = 100

/** The `paginationToken` a fixture body carries, if any. */
function tokenOf(fixture: Fixture): string | undefined {
  const m = /"paginationToken":"([^"]*)"/.exec(fixture.json)
  return m?.[1] || undefined
}

/** Throws a 500 naming the first schema problem: a generator bug must never pass silently. */
export function assertSchema(def: EndpointDef, body: unknown): void {
  const result = def.schema.safeParse(body)
  if (result.success) return
  const issue = result.error.issues[0]
  throw new MockError('RESPONSE_SCHEMA_VIOLATION', {
    details: { endpoint: def.id, path: issue ? jsonPath(issue.path) : '$', problem: issue?.message ?? 'invalid' },
  })
}

/** The record modes' way to the real service (the recorder in record/): forwards one request and records it. */
export interface Forwarder {
  forward(def: EndpointDef, entityKey: string, page: number, query: Record<string, string>): Promise<ForwardedAnswer>
}

/** The upstream's answer, relayed to the client as it came. */
export interface ForwardedAnswer {
  status: number
  headers: Record<string, string>
  text: string
}

export interface BodyResolverOptions {
  world: World
  fixtures: FixtureStore
  cacheSize: number
  validate: boolean
  /** Default `replay`. */
  mode?: ServeMode
  /** Forwards and records in the record modes. */
  recorder?: Forwarder | undefined
  /** Named in lockdown's 404. */
  fixturesDir?: string
  /** Most bytes of generated bodies kept (default BODY_CACHE_BYTES). */
  cacheBytes?: number
}

/** Most bytes the generated bodies kept for their next ask hold: a count alone lets a few huge bodies fill memory. */
export const BODY_CACHE_BYTES = 64 * 1024 * 1024
/** A body over this share of the cache is served but never kept: it would push out everything else. */
const MAX_SHARE = 8

/** What a kept body holds, at most: its text (one or two bytes a character) and its UTF-8 bytes once sent. */
function bytesOf(json: string): number {
  return 3 * json.length
}

/** A body as JSON text; a value JSON cannot write (a BigInt, a cycle) is a 500 naming the endpoint. */
function serialized(def: EndpointDef, body: unknown): string {
  try {
    return JSON.stringify(body)
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err)
    throw new HandlerFault(
      def.id,
      'generate returned a body that cannot be written as JSON',
      `endpoint ${def.id}: ${why}`,
    )
  }
}

/** Small integers: V8 keeps them in the map itself, where a larger number would be an object of its own. */
const SEEN_HASH_RANGE = 2 ** 30

/** Fixture first, else generated data; generated bodies are serialized once and cached. */
export class BodyResolver {
  private readonly cache: Lru<string, ResolvedBody>
  /**
   * Requests seen once: a body is kept from its second ask on, so traffic that never repeats a value (a crawl, a
   * cold benchmark) fills no cache whose bodies would age into the old generation and be dropped there. Kept by a
   * small-integer hash of the cache key: the key string (a rope of its parts) would outlive the request for nothing,
   * and a rare collision only caches a body one ask early.
   */
  private readonly seen: Lru<number, true>
  /** What the kept bodies hold, as bytesOf counts it; the cache evicts past maxBytes. */
  private bytes = 0
  private readonly maxBytes: number
  // fixtures are replaced whole on reload, so a weak map drops stale ones by itself
  private readonly fixtureBodies = new WeakMap<Fixture, ResolvedBody>()

  readonly mode: ServeMode
  readonly recorder: Forwarder | undefined

  constructor(private readonly options: BodyResolverOptions) {
    this.maxBytes = options.cacheBytes ?? BODY_CACHE_BYTES
    this.cache = new Lru(options.cacheSize, (body) => {
      this.bytes -= bytesOf(body.json)
    })
    this.seen = new Lru(options.cacheSize * 4)
    this.mode = options.mode ?? DEFAULT_MODE
    this.recorder = options.recorder
  }

  /** The fixture for this request, if one is loaded or was recorded; a not-found fixture throws its 404. */
  fixture(def: EndpointDef, entityKey: string, paging: Paging): ResolvedBody | undefined {
    const page = this.pageOf(def, entityKey, paging)
    const fixture = this.findFixture(def, entityKey, page)
    return fixture ? this.ofFixture(fixture) : undefined
  }

  /** The value's own fixture, else its canonical spelling's. */
  private findFixture(def: EndpointDef, entityKey: string, paging: Paging): Fixture | undefined {
    const fixtures = this.options.fixtures
    const own = fixtures.find(def.id, entityKey, paging.page)
    if (own) return own
    const canonical = canonicalKey(def.kind, entityKey)
    return canonical !== undefined && canonical !== entityKey
      ? fixtures.find(def.id, canonical, paging.page)
      : undefined
  }

  /**
   * The page a request asks for; on a list paged by token, the page its `paginationToken` names (ours, or the
   * token a fixture page carries). An unknown or stale token is a 400 naming the parameter.
   */
  private pageOf(def: EndpointDef, entityKey: string, paging: Paging): Paging {
    const token = paging.token
    if (!def.pagedByToken || token === undefined) return paging
    const { world, fixtures } = this.options
    const canonical = canonicalKey(def.kind, entityKey) ?? entityKey
    const offset = offsetOfToken(world, def.id, canonical, token, paging.size)
    if (offset !== undefined) return { offset, page: Math.floor(offset / paging.size) + 1, size: paging.size }
    for (let page = 1; page <= MAX_FIXTURE_PAGES; page++) {
      const fixture =
        fixtures.find(def.id, entityKey, page) ??
        (canonical !== entityKey ? fixtures.find(def.id, canonical, page) : undefined)
      if (!fixture) break
      if (tokenOf(fixture) === token) return { offset: page * paging.size, page: page + 1, size: paging.size }
    }
    throw new MockError('INVALID_PARAMETER', {
      message:
        'Query parameter paginationToken is unknown or stale: send back the paginationToken of the page before, ' +
        'or use page/start',
      details: { parameter: 'paginationToken' },
    })
  }

  private ofFixture(fixture: Fixture): ResolvedBody {
    if (fixture.notFound !== undefined) throw new MockError('NOT_FOUND', { message: fixture.notFound })
    let body = this.fixtureBodies.get(fixture)
    if (!body) {
      body = resolved(fixture.json, 'fixture')
      this.fixtureBodies.set(fixture, body)
    }
    return body
  }

  /** The most specific file a fixture for this request would be read from. */
  fixtureFile(def: EndpointDef, entityKey: string, page: number): string {
    return fixtureFile(this.options.fixturesDir ?? 'fixtures', def.id, entityKey, page)
  }

  /**
   * Fixture first (it may hold a 200 for a value the world calls missing, or a 404 for one it knows), then the
   * world decides whether the entity exists, then generated data.
   */
  resolve(def: EndpointDef, entityKey: string, requested: Paging): ResolvedBody | Promise<ResolvedBody> {
    const paging = this.pageOf(def, entityKey, requested)
    const fixture = this.findFixture(def, entityKey, paging)
    if (fixture) return this.ofFixture(fixture)
    const canonical = this.options.world.existing(def.kind, entityKey)
    if (canonical === undefined) throw new MockError('NOT_FOUND', { message: `${def.entity} not found` })
    const cacheKey = `${def.id}\u0000${canonical}\u0000${paging.offset}\u0000${paging.size}\u0000${paging.sort ?? ''}`
    const cached = this.cache.get(cacheKey)
    if (cached !== undefined) return cached
    const body = def.generate({ world: this.options.world, endpointId: def.id, entityKey: canonical, paging })
    // a config's async generate gives a promise: awaited, then served like any body
    if (body instanceof Promise) return body.then((b) => this.generated(def, cacheKey, b))
    return this.generated(def, cacheKey, body)
  }

  /** A generated body checked, serialized, and kept from its second ask on while the cache's bytes allow. */
  private generated(def: EndpointDef, cacheKey: string, body: unknown): ResolvedBody {
    if (this.options.validate) assertSchema(def, body)
    const seenKey = (hash53(cacheKey) % SEEN_HASH_RANGE) | 0
    const json = serialized(def, body)
    const cost = bytesOf(json)
    const kept = this.seen.get(seenKey) === true && cost <= this.maxBytes / MAX_SHARE
    const generated = resolved(json, 'generated', kept)
    if (kept) {
      // two asks of an async body may both finish: the second replaces the first
      const before = this.cache.get(cacheKey)
      if (before !== undefined && this.cache.delete(cacheKey)) this.bytes -= bytesOf(before.json)
      this.cache.set(cacheKey, generated)
      this.bytes += cost
      while (this.bytes > this.maxBytes && this.cache.evict()) {}
    } else this.seen.set(seenKey, true)
    return generated
  }

  /** What the generated bodies kept hold, as the cap counts it (at most BODY_CACHE_BYTES). */
  get keptBytes(): number {
    return this.bytes
  }

  clear(): void {
    this.bytes = 0
    this.cache.clear()
    this.seen.clear()
  }
}
