import type { WorldFacts } from '../facts.js'
import type { World } from '../world.js'

/**
 * One index per world, made on first use and made again when the world's facts change (fixtures reloaded): a weak
 * map, so a dropped world drops its index.
 */
export function perWorld<T>(make: (world: World) => T): (world: World) => T {
  const built = new WeakMap<World, { facts: WorldFacts; value: T }>()
  return (world) => {
    const hit = built.get(world)
    if (hit && hit.facts === world.facts) return hit.value
    const value = make(world)
    built.set(world, { facts: world.facts, value })
    return value
  }
}

/** Popularity in one byte (log of a count): orders results that match equally well, the larger first. */
export function boostOf(count: number): number {
  return Math.min(255, Math.round(Math.log2(1 + Math.max(0, count)) * 8))
}

export const industryTerm = (name: string): string => `\u0001i${name}`
export const familyTerm = (id: string): string => `\u0001f${id}`
