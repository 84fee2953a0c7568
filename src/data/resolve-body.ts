import type { EndpointDef } from '../endpoints.js'
import { MockError, jsonPath } from '../errors.js'
import type { Paging } from '../generators/context.js'
import { Lru } from '../util/lru.js'
import type { World } from '../world/world.js'
import type { Fixture, FixtureStore } from './fixture-store.js'
import { fixtureFile } from './fixture-names.js'
import type { ServeMode } from '../options.js'
import type { Recorder } from '../record/recorder.js'

export interface ResolvedBody {
  readonly json: string
  /** `json` as UTF-8, encoded once: what a socket is sent. */
  readonly bytes: Buffer
  readonly source: 'fixture' | 'generated' | 'upstream'
}

function resolved(json: string, source: ResolvedBody['source']): ResolvedBody {
  return { json, bytes: Buffer.from(json), source }
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

export interface BodyResolverOptions {
  world: World
  fixtures: FixtureStore
  cacheSize: number
  validate: boolean
  /** Default `replay`. */
  mode?: ServeMode
  /** Forwards and records in the record modes. */
  recorder?: Recorder | undefined
  /** Named in lockdown's 404. */
  fixturesDir?: string
}

/** Fixture first, else generated data; generated bodies are serialized once and cached. */
export class BodyResolver {
  private readonly cache: Lru<string, ResolvedBody>
  // fixtures are replaced whole on reload, so a weak map drops stale ones by itself
  private readonly fixtureBodies = new WeakMap<Fixture, ResolvedBody>()

  readonly mode: ServeMode
  readonly recorder: Recorder | undefined

  constructor(private readonly options: BodyResolverOptions) {
    this.cache = new Lru(options.cacheSize)
    this.mode = options.mode ?? 'replay'
    this.recorder = options.recorder
  }

  /** The fixture for this request, if one is loaded or was recorded. */
  fixture(def: EndpointDef, key: string, paging: Paging): ResolvedBody | undefined {
    const fixture = this.options.fixtures.find(def.id, key, paging.page)
    return fixture ? this.ofFixture(fixture) : undefined
  }

  private ofFixture(fixture: Fixture): ResolvedBody {
    let body = this.fixtureBodies.get(fixture)
    if (!body) {
      body = resolved(fixture.json, 'fixture')
      this.fixtureBodies.set(fixture, body)
    }
    return body
  }

  /** The most specific file a fixture for this request would be read from. */
  fixtureFile(def: EndpointDef, key: string, page: number): string {
    return fixtureFile(this.options.fixturesDir ?? 'fixtures', def.id, key, page)
  }

  resolve(def: EndpointDef, key: string, paging: Paging): ResolvedBody {
    const fixture = this.options.fixtures.find(def.id, key, paging.page)
    if (fixture) return this.ofFixture(fixture)
    const cacheKey = `${def.id}\u0000${key}\u0000${paging.offset}\u0000${paging.size}`
    const cached = this.cache.get(cacheKey)
    if (cached !== undefined) return cached
    const body = def.generate({ world: this.options.world, endpointId: def.id, key, paging })
    if (this.options.validate) assertSchema(def, body)
    const generated = resolved(JSON.stringify(body), 'generated')
    this.cache.set(cacheKey, generated)
    return generated
  }

  clear(): void {
    this.cache.clear()
  }
}
