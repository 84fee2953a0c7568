import type { EndpointDef } from '../endpoints.js'
import { MockError, jsonPath } from '../errors.js'
import type { Paging } from '../generators/context.js'
import { Lru } from '../util/lru.js'
import type { World } from '../world/world.js'
import type { FixtureStore } from './fixture-store.js'

export interface ResolvedBody {
  json: string
  source: 'fixture' | 'generated' | 'upstream'
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
}

/** Fixture first, else generated data; generated bodies are serialized once and cached. */
export class BodyResolver {
  private readonly cache: Lru<string, string>

  constructor(private readonly options: BodyResolverOptions) {
    this.cache = new Lru(options.cacheSize)
  }

  resolve(def: EndpointDef, key: string, paging: Paging): ResolvedBody {
    const fixture = this.options.fixtures.find(def.id, key, paging.page)
    if (fixture) return { json: fixture.json, source: 'fixture' }
    const cacheKey = `${def.id}\u0000${key}\u0000${paging.offset}\u0000${paging.size}`
    const cached = this.cache.get(cacheKey)
    if (cached !== undefined) return { json: cached, source: 'generated' }
    const body = def.generate({ world: this.options.world, endpointId: def.id, key, paging })
    if (this.options.validate) assertSchema(def, body)
    const json = JSON.stringify(body)
    this.cache.set(cacheKey, json)
    return { json, source: 'generated' }
  }

  clear(): void {
    this.cache.clear()
  }
}
