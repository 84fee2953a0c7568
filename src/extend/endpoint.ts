import type { z } from 'zod'
import { ENDPOINTS, ENDPOINTS_BY_ID, type EndpointDef } from '../endpoints.js'
import { FileError, HandlerFault, MockError } from '../errors.js'
import { pageOf, type GenerateContext } from '../generators/context.js'
import { didYouMean } from '../util/closest.js'
import { Lru } from '../util/lru.js'
import type { EndpointContext, EndpointSpec } from '../define.js'
import { readOnly, endpointWorld, fakerDraw } from './world-view.js'

/** Query names the mock reads as paging: never part of the entity key (every page of one query shares it). */
const PAGING = new Set(['page', 'start', 'paginationToken'])
/** The entity key of a query that sends none of its parameters. */
export const EMPTY_QUERY_KEY = '_all'
const ID = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/i
const NAME = /^[A-Za-z_][A-Za-z0-9_.[\]-]*$/
/** Queries of one endpoint remembered as checked. */
const CHECKED_QUERIES = 256

type AnySpec = EndpointSpec<string, z.ZodType, z.ZodType>

/** Where a spec was declared, for messages: the file and the JSON path of the endpoint in it. */
export interface SpecSite {
  file: string
  at: string
}

const isZod = (v: unknown): v is z.ZodType =>
  v !== null && typeof v === 'object' && typeof (v as { safeParse?: unknown }).safeParse === 'function'

/** The object shape of a query schema, or undefined when it is not a zod object. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const shape = (schema as unknown as { shape?: unknown }).shape
  return shape !== null && typeof shape === 'object' ? (shape as Record<string, z.ZodType>) : undefined
}

/** The id an endpoint's path gives: `/v1/people/search` and `people/search` are `people/search`. */
export function idOfPath(path: string): string {
  return path.replace(/^\/?v1\//, '').replace(/^\/+|\/+$/g, '')
}

/** The item list at a dotted path, if the body has one there. */
function listAt(body: unknown, key: string): unknown {
  let at: unknown = body
  for (const part of key.split('.'))
    at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined
  return at
}

/** The query object a key stands for (the key is a query string of the parameters sent). */
function queryOfKey(key: string): Record<string, string> {
  return key === EMPTY_QUERY_KEY ? {} : Object.fromEntries(new URLSearchParams(key))
}

const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  v !== null &&
  (typeof v === 'object' || typeof v === 'function') &&
  typeof (v as { then?: unknown }).then === 'function'

/** A value's kind in words, for an error: never its contents, which the client would see. */
function kindOf(value: unknown): string {
  if (value === null || value === undefined) return String(value)
  if (typeof value === 'symbol') return 'a Symbol'
  if (typeof value === 'bigint') return 'a BigInt'
  if (Array.isArray(value)) return 'an array'
  return `${/^[aeiou]/.test(typeof value) ? 'an' : 'a'} ${typeof value}`
}

/** Why a value a generate returned cannot be a JSON body (JSON.stringify would give nothing or throw), if it cannot. */
function notJson(value: unknown): string | undefined {
  const type = typeof value
  return value === undefined || type === 'function' || type === 'symbol' || type === 'bigint'
    ? kindOf(value)
    : undefined
}

/** What a generate threw, as the answer: the mock's own errors as they are, anything else a 500 naming the endpoint. */
function faultOf(id: string, err: unknown): MockError {
  if (err instanceof MockError) return err
  if (err instanceof Error)
    return new HandlerFault(
      id,
      `generate threw ${err.name}`,
      `endpoint ${id}: generate threw ${err.name}: ${err.message}`,
    )
  return new HandlerFault(
    id,
    `generate threw ${kindOf(err)}, not an Error (fix: throw new Error(...), or call ctx.notFound())`,
    `endpoint ${id}: generate threw ${kindOf(err)}: ${shown(err)}`,
  )
}

/** A thrown value as text for the log; one that cannot be made text (an object without toString) by its kind. */
function shown(value: unknown): string {
  try {
    return typeof value === 'symbol' ? value.toString() : String(value)
  } catch {
    return kindOf(value)
  }
}

/**
 * One endpoint of a config as a row of the endpoint table. Throws a FileError naming the file, the endpoint's JSON
 * path and the fix for anything that cannot be served.
 */
export function endpointDef(spec: AnySpec, site: SpecSite): EndpointDef {
  const { file, at } = site
  const fail = (field: string, problem: string, fix: string): never => {
    throw new FileError(file, `${at}${field}`, problem, fix)
  }
  if (spec === null || typeof spec !== 'object') fail('', 'is not an endpoint', 'give an object made by defineEndpoint')
  if (typeof spec.path !== 'string' || !ID.test(idOfPath(spec.path)))
    fail('.path', `${JSON.stringify(spec.path)} is not a path under /v1`, 'give a path such as /v1/people/search')
  const id = idOfPath(spec.path)
  const inEndpoint = (field: string, problem: string, fix: string): never =>
    fail(field, `endpoint ${id}: ${problem}`, fix)
  if (!isZod(spec.query)) inEndpoint('.query', 'query is not a zod schema', 'give z.object({ name: z.string() })')
  const shape = shapeOf(spec.query)
  if (!shape) inEndpoint('.query', 'query is not a zod object', 'give z.object({ ... }) with one key a parameter')
  if (!isZod(spec.response))
    inEndpoint('.response', 'response is not a zod schema', 'give the schema of a 200 body, e.g. z.object({ ... })')
  if (typeof spec.generate !== 'function')
    inEndpoint('.generate', 'generate is not a function', 'give generate(ctx) returning the 200 body')
  const itemsKey = spec.itemsKey ?? null
  if (itemsKey !== null && (typeof itemsKey !== 'string' || !/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/.test(itemsKey)))
    inEndpoint('.itemsKey', `itemsKey ${JSON.stringify(itemsKey)} is not a dotted path`, 'e.g. data.items, or null')
  const cost = spec.cost ?? 1
  if (!Number.isSafeInteger(cost) || cost < 0)
    inEndpoint('.cost', `cost ${JSON.stringify(cost)} is not a whole number of credits`, 'give 0, 1, 2...')
  const notFound = spec.notFound
  if (notFound !== undefined && notFound !== 'empty' && typeof notFound !== 'function')
    inEndpoint('.notFound', 'notFound is neither "empty" nor a function', 'give "empty" or (body, ctx) => boolean')
  if (notFound === 'empty' && itemsKey === null)
    inEndpoint('.notFound', 'notFound "empty" needs an itemsKey', 'give itemsKey, e.g. data.items')
  const entity = spec.entity ?? 'Results'
  const names = Object.keys(shape ?? {})
  for (const name of names) {
    if (!NAME.test(name)) inEndpoint(`.query.${name}`, `"${name}" is not a query parameter name`, 'use letters')
    // zod drops a key of that name from what it reads (prototype safety): the parameter would never arrive
    if (name === '__proto__')
      inEndpoint(
        '.query.__proto__',
        'zod reads no parameter named __proto__',
        'name it otherwise, with an alias __proto__',
      )
  }
  const taken = new Set(names)
  // a Map: a parameter named like a property of Object.prototype (constructor, toString) is a name, not a lookup
  const aliases = new Map(Object.entries((spec.aliases ?? {}) as Record<string, readonly string[] | undefined>))
  for (const [name, list] of aliases) {
    if (!taken.has(name) || PAGING.has(name))
      inEndpoint(
        `.aliases.${name}`,
        `"${name}" is not a parameter of its query${didYouMean(name, names)}`,
        'alias a key of query',
      )
    if (!Array.isArray(list) || list.some((a) => typeof a !== 'string' || !NAME.test(a)))
      inEndpoint(`.aliases.${name}`, 'aliases are not a list of names', `give e.g. { ${name}: ['other-name'] }`)
    for (const alias of list ?? []) {
      if (taken.has(alias)) inEndpoint(`.aliases.${name}`, `"${alias}" names two parameters`, 'give each name once')
      taken.add(alias)
    }
  }
  const params = names.map((name) => ({ name, aliases: aliases.get(name) ?? [] }))
  const keyed = params.filter((p) => !PAGING.has(p.name))
  const schema = spec.query
  const lookups = params.map((p) => ({ name: p.name, names: [p.name, ...p.aliases], keyed: !PAGING.has(p.name) }))
  // a query checked once is not checked again: the check is the schema's, and it depends on the values alone
  const checked = new Lru<string, string>(CHECKED_QUERIES)
  const refusal = (raw: Record<string, string>): MockError => {
    const issue = schema.safeParse(raw).error?.issues[0]
    const parameter = String(issue?.path[0] ?? names[0] ?? 'query')
    const others = aliases.get(parameter)
    const also = others?.length ? ` (or ${others.join(', ')})` : ''
    if (raw[parameter] === undefined && issue?.code === 'invalid_type')
      return new MockError('MISSING_PARAMETER', {
        message: `Missing required query parameter: ${parameter}${also}`,
        details: { parameter },
      })
    return new MockError('INVALID_PARAMETER', {
      message: `Query parameter ${parameter}: ${issue?.message ?? 'invalid'}`,
      details: { parameter },
    })
  }
  const read = (query: (name: string) => string | undefined): string => {
    const raw: Record<string, string> = Object.create(null)
    let key = ''
    let all = ''
    for (const { name, names: spellings, keyed: inKey } of lookups) {
      for (const n of spellings) {
        const value = query(n)?.trim()
        if (value !== undefined && value !== '') {
          raw[name] = value
          const pair = `${name}=${encodeURIComponent(value)}`
          all += `${pair}&`
          if (inKey) key += key === '' ? pair : `&${pair}`
          break
        }
      }
    }
    const known = checked.get(all)
    if (known !== undefined) return known
    if (!schema.safeParse(raw).success) throw refusal(raw)
    const entityKey = key === '' ? EMPTY_QUERY_KEY : key
    checked.set(all, entityKey)
    return entityKey
  }
  const queryOf = (ctx: GenerateContext): unknown => {
    const raw = queryOfKey(ctx.entityKey)
    if (taken.has('start')) raw.start = String(ctx.paging.offset)
    if (taken.has('page')) raw.page = String(ctx.paging.page)
    return schema.parse(raw)
  }
  const generate = (ctx: GenerateContext): unknown => {
    const ectx: EndpointContext<unknown> = {
      query: queryOf(ctx),
      world: endpointWorld(ctx.world),
      endpointId: ctx.endpointId,
      page: ctx.paging.page,
      start: ctx.paging.offset,
      size: ctx.paging.size,
      draw: (parts, fn) => fakerDraw(ctx, parts, fn),
      paginate: (total, item) => pageOf(ctx, total, (i) => fakerDraw(ctx, ['item', i], (f) => item(f, i))),
      builtIn(endpointId: string, value: string): unknown {
        const def = ENDPOINTS_BY_ID.get(endpointId)
        if (!def) throw new Error(`builtIn: ${endpointId} is not a built-in endpoint`)
        const key = ctx.world.existing(def.kind, def.readKey ? def.readKey(value) : value)
        if (key === undefined) throw new MockError('NOT_FOUND', { message: `${def.entity} not found` })
        // read-only: its parts are the world's shared entities
        return readOnly(
          def.generate({
            world: ctx.world,
            endpointId,
            entityKey: key,
            paging: { offset: 0, page: 1, size: ctx.paging.size },
          }),
        )
      },
      notFound(message?: string): never {
        throw new MockError('NOT_FOUND', { message: message ?? `${entity} not found` })
      },
    }
    const finish = (body: unknown): unknown => {
      const problem = notJson(body)
      if (problem !== undefined)
        throw new HandlerFault(id, `generate returned ${problem}, which is not a JSON body (fix: return the body)`)
      const list = notFound === 'empty' ? listAt(body, itemsKey ?? '') : undefined
      const missing = notFound === 'empty' ? Array.isArray(list) && list.length === 0 : notFound?.(body, ectx) === true
      if (missing) ectx.notFound()
      return body
    }
    try {
      const body = spec.generate(ectx)
      // an async generate is awaited: the resolver serves a promised body when it gets one
      if (isThenable(body))
        return Promise.resolve(body)
          .then(finish)
          .catch((err: unknown) => {
            throw faultOf(id, err)
          })
      return finish(body)
    } catch (err) {
      throw faultOf(id, err)
    }
  }
  return {
    id,
    path: `/v1/${id}`,
    summary: typeof spec.summary === 'string' ? spec.summary : `${id} (from ${file})`,
    param: keyed[0]?.name ?? names[0] ?? 'query',
    aliases: params.flatMap((p) => [
      ...(p === keyed[0] ? [] : [{ name: p.name }]),
      ...p.aliases.map((name) => ({ name })),
    ]),
    schema: spec.response,
    generate,
    itemsKey,
    paged: itemsKey !== null,
    entity,
    kind: 'query',
    cost,
    query: { read, schema, names: params },
    source: file,
  }
}

/**
 * The built-in endpoints with a config's added, or put in their place where one says `override: true`. A path that is
 * a built-in one's, or two of the config's on one path, are refused naming both.
 */
export function tableOf(extras: readonly { def: EndpointDef; site: SpecSite; override: boolean }[]): EndpointDef[] {
  const list = [...ENDPOINTS]
  const seen = new Map<string, SpecSite>()
  for (const { def, site, override } of extras) {
    const twice = seen.get(def.id)
    if (twice)
      throw new FileError(
        site.file,
        `${site.at}.path`,
        `endpoint ${def.id} is declared twice: here and at ${twice.at}`,
        'give each endpoint one path',
      )
    seen.set(def.id, site)
    const at = list.findIndex((e) => e.id === def.id)
    if (at === -1) list.push(def)
    else if (override) list[at] = def
    else
      throw new FileError(
        site.file,
        `${site.at}.path`,
        `endpoint ${def.id} has the path of the built-in endpoint ${ENDPOINTS[at]?.id} (${def.path})`,
        'add override: true to answer that path with this endpoint instead, or choose another path',
      )
  }
  return list
}

/**
 * The built-in endpoints a config answers in their place: the package's own fixtures of them describe the built-in
 * answer, so they are not read for an app with that config (a fixtures folder of one's own is read whole).
 */
export function overriddenIds(table: readonly EndpointDef[]): ReadonlySet<string> {
  return new Set(table.filter((e) => e.source !== undefined && ENDPOINTS_BY_ID.has(e.id)).map((e) => e.id))
}
