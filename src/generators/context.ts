import type { Faker } from '@faker-js/faker'
import type { World } from '../world/world.js'

export interface Paging {
  /** 1-based page number reported back to the client. */
  page: number
  /** 0-based index of the first item of the page. */
  offset: number
  size: number
}

/** What a generator gets: the world, the canonical key of the request, and its page. */
export interface GenerateContext {
  world: World
  endpointId: string
  key: string
  paging: Paging
}

/** Draws seeded by (endpoint, key, ...parts): stable for a request whatever else runs. */
export function draw<T>(ctx: GenerateContext, parts: (string | number)[], fn: (f: Faker) => T): T {
  return ctx.world.draw([ctx.endpointId, ctx.key, ...parts], fn)
}

export interface Page<T> {
  items: T[]
  total: number
  totalPages: number
  currentPage: number
}

/** One page of a list of `total` items; item i depends only on i, never on the page size. */
export function paginate<T>(ctx: GenerateContext, total: number, item: (f: Faker, index: number) => T): Page<T> {
  const { offset, size, page } = ctx.paging
  const items: T[] = []
  for (let i = offset; i < Math.min(total, offset + size); i++) {
    items.push(draw(ctx, ['item', i], (f) => item(f, i)))
  }
  return { items, total, totalPages: Math.ceil(total / size), currentPage: page }
}

/** A list total that stays the same across every page of one query. */
export function totalOf(ctx: GenerateContext, min: number, max: number): number {
  return draw(ctx, ['total'], (f) =>
    f.helpers.weightedArrayElement([
      { weight: 1, value: min },
      { weight: 6, value: f.number.int({ min, max: Math.min(max, min + 25) }) },
      { weight: 3, value: f.number.int({ min, max }) },
    ]),
  )
}

export function ok<T>(data: T): { success: true; message: string; data: T } {
  return { success: true, message: '', data }
}
