import type { DerivedName } from '../cache-table.js'
import type { World } from '../world.js'

/** Documents an index builder adds between two yields: a slice of warmSearch's work. */
export const SLICE = 16

/** One index of a world while it is built: its builder's steps, then its value. */
interface Building<T> {
  steps: Generator<void, T>
  value: T | undefined
}

/** An index per world, built by a generator that yields every SLICE documents: whole on first use, or in slices. */
export interface SlicedIndex<T> {
  /** The index, its remaining slices built now if warmSearch has not finished it. */
  (world: World): T
  /** Builds one more slice; true once the index is whole. */
  step(world: World): boolean
  /** Whether the index is whole (builds nothing). */
  ready(world: World): boolean
}

/** One index per world, kept in the world's caches (emptied, half-built or not, when its facts change). */
export function perWorld<T>(name: DerivedName, build: (world: World) => Generator<void, T>): SlicedIndex<T> {
  const building = (world: World): Building<T> =>
    world.derived(name, (w: World): Building<T> => ({ steps: build(w), value: undefined }))
  const step = (world: World): boolean => {
    const b = building(world)
    if (b.value !== undefined) return true
    const next = b.steps.next()
    if (next.done) b.value = next.value
    return next.done === true
  }
  const index = (world: World): T => {
    while (!step(world)) {}
    return building(world).value as T
  }
  const ready = (world: World): boolean => building(world).value !== undefined
  return Object.assign(index, { step, ready })
}

/** Popularity in one byte (log of a count): orders results that match equally well, the larger first. */
export function boostOf(count: number): number {
  return Math.min(255, Math.round(Math.log2(1 + Math.max(0, count)) * 8))
}

export const industryTerm = (name: string): string => `\u0001i${name}`
export const familyTerm = (id: string): string => `\u0001f${id}`
