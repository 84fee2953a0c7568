import type { Page } from '../define.js'
import { MockError } from '../errors.js'
import type { Draw } from '../world/draw.js'
import { seedOf } from '../util/hash.js'
import type { Lru } from '../util/lru.js'
import { cached } from '../world/caches.js'
import type { Found, World } from '../world/world.js'

export interface Paging {
  /** 1-based page number reported back to the client. */
  page: number
  /** 0-based index of the first item of the page. */
  offset: number
  size: number
  /** A `paginationToken` the client sent back; endpoints paged by token turn it into the page it names. */
  token?: string | undefined
  /** `date`: newest first (sortBy=date_posted, sort=mostRecent), on lists whose items have dates. */
  sort?: 'date' | undefined
}

/** What a generator gets: the world, the entity the request names (its canonical key), and its page. */
export interface GenerateContext {
  world: World
  endpointId: string
  /** The canonical key of the entity the endpoint's parameter names: a username, a company or job id, a keyword. */
  entityKey: string
  paging: Paging
}

/** Draws seeded by (endpoint, entity key, ...parts): stable for a request whatever else runs. */
export function draw<T>(ctx: GenerateContext, parts: (string | number)[], fn: (f: Draw) => T): T {
  return ctx.world.draw([ctx.endpointId, ctx.entityKey, ...parts], fn)
}

/** One page of a list of `total` items; item i depends only on i, never on the page size. */
export function paginate<T>(ctx: GenerateContext, total: number, item: (f: Draw, index: number) => T): Page<T> {
  return pageOf(ctx, total, (i) => draw(ctx, ['item', i], (f) => item(f, i)))
}

/** The request's page of a list of `total` items, each made by `itemAt(index)`. */
export function pageOf<T>(ctx: GenerateContext, total: number, itemAt: (index: number) => T): Page<T> {
  const { offset, size, page } = ctx.paging
  const items: T[] = []
  for (let i = offset; i < Math.min(total, offset + size); i++) items.push(itemAt(i))
  return { items, total, totalPages: Math.ceil(total / size), currentPage: page }
}

/**
 * One page of a search's results. A search that finds nothing is the real service's 404; a fixture's total for the
 * same keyword (its page 1 is a fixture) is kept as the total of later pages.
 */
export function resultPage<T, I>(ctx: GenerateContext, found: Found<T>, item: (entity: T) => I): Page<I> {
  if (found.total === 0) throw new MockError('NOT_FOUND', { message: 'Results not found' })
  const { offset, size, page } = ctx.paging
  const items: I[] = []
  for (let i = offset; i < Math.min(found.total, offset + size); i++) items.push(item(found.at(i)))
  const total = fixedTotal(ctx) ?? found.total
  return { items, total, totalPages: Math.ceil(total / size), currentPage: page }
}

/**
 * Items of search results shown lately, in the world's cache `name` (src/world/cache-table.ts): searches for related
 * words show the same entities again and again.
 */
export function shownItems<T>(name: 'shownCompany' | 'shownPost'): (world: World, id: number, make: () => T) => T {
  return (world, id, make) => cached(world.caches[name] as Lru<number, T>, id, make)
}

/** The total a fixture fixed for this list (its page 1 is a fixture): later pages keep it. */
export function fixedTotal(ctx: GenerateContext): number | undefined {
  return ctx.world.facts.listTotals.get(`${ctx.endpointId}\u0000${ctx.entityKey}`)
}

/** A list total that stays the same across every page of one query. */
export function totalOf(ctx: GenerateContext, min: number, max: number): number {
  const fixed = fixedTotal(ctx)
  if (fixed !== undefined) return fixed
  return draw(ctx, ['total'], (f) =>
    f.weighted([
      { weight: 1, value: min },
      { weight: 6, value: f.int(min, Math.min(max, min + 25)) },
      { weight: 3, value: f.int(min, max) },
    ]),
  )
}

export function ok<T>(data: T): { success: true; message: string; data: T } {
  return { success: true, message: '', data }
}

const TOKEN_CHECK = 14

function tokenCheck(world: World, endpointId: string, entityKey: string, offset: number, size: number): string {
  const a = seedOf(world.seed, 'page-token', endpointId, entityKey, offset, size).toString(36).padStart(7, '0')
  const b = seedOf(world.seed, 'page-token-2', endpointId, entityKey, offset, size).toString(36).padStart(7, '0')
  return `${a}${b}`.slice(0, TOKEN_CHECK)
}

/** The opaque token naming the page that starts at `offset` of one list: bound to endpoint, entity and page size. */
export function pageToken(world: World, endpointId: string, entityKey: string, offset: number, size: number): string {
  return `${tokenCheck(world, endpointId, entityKey, offset, size)}${offset.toString(36)}`
}

/** The offset a token of ours names for this list, or undefined for a token of another list, size or origin. */
export function offsetOfToken(
  world: World,
  endpointId: string,
  entityKey: string,
  token: string,
  size: number,
): number | undefined {
  const tail = token.slice(TOKEN_CHECK)
  if (!/^[0-9a-z]{1,6}$/.test(tail)) return undefined
  const offset = parseInt(tail, 36)
  return pageToken(world, endpointId, entityKey, offset, size) === token ? offset : undefined
}
