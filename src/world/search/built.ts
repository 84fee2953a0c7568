import type { DerivedName } from '../cache-table.js'
import type { World } from '../world.js'

/** One index per world, made on first use and kept in the world's caches (emptied when its facts change). */
export function perWorld<T>(name: DerivedName, make: (world: World) => T): (world: World) => T {
  return (world) => world.caches.derived(name, make, world)
}

/** Popularity in one byte (log of a count): orders results that match equally well, the larger first. */
export function boostOf(count: number): number {
  return Math.min(255, Math.round(Math.log2(1 + Math.max(0, count)) * 8))
}

export const industryTerm = (name: string): string => `\u0001i${name}`
export const familyTerm = (id: string): string => `\u0001f${id}`
