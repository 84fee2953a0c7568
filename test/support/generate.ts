import { ENDPOINTS_BY_ID } from '../../src/endpoints.js'
import type { GenerateContext } from '../../src/generators/context.js'
import type { World } from '../../src/world/world.js'

/** An endpoint's generated body for a key and page of 10, straight from its generator (no app, no fixtures). */
export function generate(world: World, id: string, key: string, page = 1): any {
  const def = ENDPOINTS_BY_ID.get(id)
  if (!def) throw new Error(id)
  const ctx: GenerateContext = {
    world,
    endpointId: id,
    entityKey: key,
    paging: { page, offset: (page - 1) * 10, size: 10 },
  }
  return def.generate(ctx)
}
