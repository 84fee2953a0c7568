import type { Faker } from '@faker-js/faker'
import type { EndpointContext } from '../define.js'

/** The part of JSON Schema a config file's response uses to describe a body (what `checkDrawable` lets through). */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  examples?: unknown[]
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  multipleOf?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  minItems?: number
  maxItems?: number
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  $ref?: string
}

/** Fields of a page, filled from the request's page rather than drawn; a Map: a field named `valueOf` is a name. */
const PAGE_FIELDS = new Map<string, (total: number, ctx: EndpointContext<unknown>) => number>([
  ['total', (total) => total],
  ['totalPages', (total, ctx) => Math.ceil(total / ctx.size)],
  ['currentPage', (_, ctx) => ctx.page],
  ['page', (_, ctx) => ctx.page],
  ['start', (_, ctx) => ctx.start],
])
/** The least value each page field takes (its greatest has no bound). */
const PAGE_FIELD_LEAST = new Map([
  ['total', 1],
  ['totalPages', 1],
  ['currentPage', 1],
  ['page', 1],
  ['start', 0],
])
/** How far a range given on one side only reaches: `minimum: 1970` draws from 1970 to 2970. */
const OPEN_RANGE = 1000

/** Whether a page field's schema admits every value the page gives it: else the field is drawn like any other. */
export function followsPage(key: string, s: JsonSchema): boolean {
  const least = PAGE_FIELD_LEAST.get(key)
  if (least === undefined || !['integer', 'number'].includes(typeOf(s) ?? '')) return false
  if (s.const !== undefined || s.enum || s.examples || s.maximum !== undefined || s.exclusiveMaximum !== undefined)
    return false
  if (s.multipleOf !== undefined && s.multipleOf !== 1) return false
  return (s.minimum ?? -Infinity) <= least && (s.exclusiveMinimum ?? -Infinity) < least
}

/** The node a local `$ref` (`#/$defs/name`, any JSON pointer into the root) points at, or undefined. */
export function resolveRef(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined
  let at: unknown = root
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const part = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~')
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, part)) return undefined
    at = (at as Record<string, unknown>)[part]
  }
  return at
}

export const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type

/** Where a range given on one side only ends: `minimum: 1970` draws up to 2970; a far bound reaches as far again. */
const openEnd = (bound: number): number => Math.max(OPEN_RANGE, Math.abs(bound))

/** The inclusive range an integer of the node is drawn from, within the safe integers; empty (lo > hi) if none. */
export function integerRange(s: JsonSchema): [number, number] {
  let lo = Math.max(s.minimum ?? -Infinity, s.exclusiveMinimum === undefined ? -Infinity : s.exclusiveMinimum + 1)
  let hi = Math.min(s.maximum ?? Infinity, s.exclusiveMaximum === undefined ? Infinity : s.exclusiveMaximum - 1)
  lo = Math.ceil(lo)
  hi = Math.floor(hi)
  if (lo === -Infinity && hi === Infinity) [lo, hi] = [0, OPEN_RANGE]
  else if (lo === -Infinity) lo = hi - openEnd(hi)
  else if (hi === Infinity) hi = lo + openEnd(lo)
  return [Math.max(lo, -Number.MAX_SAFE_INTEGER), Math.min(hi, Number.MAX_SAFE_INTEGER)]
}

/** The bounds a number of the node is drawn between. */
export function numberRange(s: JsonSchema): { lo: number; hi: number } {
  const lo = Math.max(s.minimum ?? -Infinity, s.exclusiveMinimum ?? -Infinity)
  const hi = Math.min(s.maximum ?? Infinity, s.exclusiveMaximum ?? Infinity)
  if (lo === -Infinity && hi === Infinity) return { lo: 0, hi: OPEN_RANGE }
  if (lo === -Infinity) return { lo: hi - openEnd(hi), hi }
  if (hi === Infinity) return { lo, hi: lo + openEnd(lo) }
  return { lo, hi }
}

/** The multiples k of a step within [lo, hi] (k * step in range), within the safe integers. */
export function multiplesWithin(lo: number, hi: number, step: number): [number, number] {
  return [
    Math.max(Math.ceil(lo / step), -Number.MAX_SAFE_INTEGER),
    Math.min(Math.floor(hi / step), Number.MAX_SAFE_INTEGER),
  ]
}

/** A whole number in [lo, hi], over any range of safe integers (faker's own draw refuses some wide ones). */
function intBetween(f: Faker, lo: number, hi: number): number {
  const span = hi - lo
  return Math.min(hi, lo + Math.floor(f.number.float({ min: 0, max: 1 }) * (span + 1)))
}

/** A number the node accepts: its range (ends excluded where it says), a multiple of multipleOf where given. */
function numberFor(s: JsonSchema, integer: boolean, f: Faker): number {
  const step = s.multipleOf
  if (integer || step !== undefined) {
    const [lo, hi] = integer ? integerRange(s) : [numberRange(s).lo, numberRange(s).hi]
    if (step === undefined) return intBetween(f, lo, hi)
    const exclusive = (v: number) =>
      (s.exclusiveMinimum !== undefined && v <= s.exclusiveMinimum) ||
      (s.exclusiveMaximum !== undefined && v >= s.exclusiveMaximum)
    let k = intBetween(f, ...multiplesWithin(lo, hi, step))
    if (exclusive(k * step)) k = k * step <= lo ? k + 1 : k - 1
    // the step's own decimals: 3 * 0.1 is 0.30000000000000004
    const decimals = (String(step).split('.')[1] ?? '').length
    return decimals > 0 ? Number((k * step).toFixed(Math.min(decimals, 20))) : k * step
  }
  const { lo, hi } = numberRange(s)
  const r = f.number.float({ min: 0, max: 1 })
  // weighted, not lo + r * (hi - lo): the span of -1e308..1e308 is Infinity
  const v = lo * (1 - r) + hi * r
  const inside = Math.min(hi, Math.max(lo, v))
  const excluded =
    (s.exclusiveMinimum !== undefined && inside <= s.exclusiveMinimum) ||
    (s.exclusiveMaximum !== undefined && inside >= s.exclusiveMaximum)
  return excluded ? lo / 2 + hi / 2 : inside
}

/** A pattern as faker's fromRegExp reads it: it writes `^` and `$` as text, and a match may sit anywhere anyway. */
export function drawnPattern(pattern: string): string {
  return pattern.replace(/^\^/, '').replace(/(?<!\\)\$$/, '')
}

/** A string for a property, by its format or a name that says what it holds; else a word. */
function namedString(name: string, schema: JsonSchema, f: Faker, now: Date): string {
  switch (schema.format) {
    case 'date-time':
      return f.date.recent({ days: 365, refDate: now }).toISOString()
    case 'date':
      return f.date.recent({ days: 365, refDate: now }).toISOString().slice(0, 10)
    case 'time':
      return f.date.recent({ days: 365, refDate: now }).toISOString().slice(11, 19)
    case 'uuid':
      return f.string.uuid()
    case 'ipv4':
      return f.internet.ipv4()
    case 'ipv6':
      return f.internet.ipv6()
    case 'hostname':
      return f.internet.domainName()
    case 'email':
      return f.internet.exampleEmail()
    case 'uri':
    case 'url':
      return `https://www.network.example/${f.string.alphanumeric(10)}`
  }
  if (/url$/i.test(name)) return `https://www.network.example/${f.string.alphanumeric(10)}`
  if (/email/i.test(name)) return f.internet.exampleEmail()
  if (/^first_?name$/i.test(name)) return f.person.firstName()
  if (/^last_?name$/i.test(name)) return f.person.lastName()
  if (/^(full_?)?name$/i.test(name)) return f.person.fullName()
  if (/username/i.test(name)) return f.internet.username().toLowerCase()
  if (/title|headline/i.test(name)) return f.person.jobTitle()
  if (/company/i.test(name)) return f.company.name()
  if (/location|city/i.test(name)) return f.location.city()
  if (/country/i.test(name)) return f.location.country()
  if (/id$/i.test(name)) return String(f.number.int({ min: 1, max: 999_999_999 }))
  if (/description|about|summary|text/i.test(name)) return f.lorem.sentence()
  return f.lorem.word()
}

/** Code points, as JSON Schema's lengths count them. */
const lengthOf = (s: string): number => [...s].length

/** A string the node accepts: its pattern drawn (checked at load to be drawable), else named, cut or padded. */
function stringFor(name: string, s: JsonSchema, f: Faker, now: Date): string {
  const min = s.minLength ?? 0
  const max = s.maxLength ?? Infinity
  if (s.pattern !== undefined) {
    const re = new RegExp(s.pattern)
    let v = ''
    // checkDrawable made sure draws fit: a few tries cover a pattern whose draws are sometimes too long
    for (let i = 0; i < 8; i++) {
      v = f.helpers.fromRegExp(drawnPattern(s.pattern))
      if (re.test(v) && lengthOf(v) >= min && lengthOf(v) <= max) break
    }
    return v
  }
  let v = namedString(name, s, f, now)
  if (lengthOf(v) > max) v = [...v].slice(0, max).join('')
  if (lengthOf(v) < min) v += f.string.alpha(min - lengthOf(v))
  return v
}

/**
 * A body drawn from a response's JSON Schema, for an endpoint of a JSON or YAML config (which has no generate): the
 * list at `itemsKey` is paged like a built-in list, and the page fields beside it (`total`, `currentPage`...) follow.
 * Every keyword it meets was checked at load by `checkDrawable`.
 */
export function bodyFromSchema(
  schema: JsonSchema,
  itemsKey: string | null,
  ctx: EndpointContext<unknown>,
  now: Date,
): unknown {
  const total = itemsKey === null ? 0 : ctx.draw(['total'], (f) => f.number.int({ min: 1, max: 60 }))
  const listParent = itemsKey?.split('.').slice(0, -1).join('.') ?? null
  const walk = (node: JsonSchema, name: string, at: string, f: Faker): unknown => {
    let s = node
    // refs were checked at load to resolve and not to loop
    for (let hops = 0; s.$ref !== undefined && hops < 64; hops++) s = resolveRef(schema, s.$ref) as JsonSchema
    if (s.const !== undefined) return s.const
    if (s.examples?.length) return f.helpers.arrayElement(s.examples)
    if (s.enum?.length) return f.helpers.arrayElement(s.enum)
    const alt = s.anyOf ?? s.oneOf
    if (alt?.length) return walk(alt[0] as JsonSchema, name, at, f)
    switch (typeOf(s)) {
      case 'object': {
        // a property named __proto__ is a field: assignment would set the prototype instead
        const out: Record<string, unknown> = {}
        for (const [key, sub] of Object.entries(s.properties ?? {})) {
          const path = at === '' ? key : `${at}.${key}`
          const pageField = PAGE_FIELDS.get(key)
          const value =
            itemsKey !== null && at === listParent && pageField && followsPage(key, sub)
              ? pageField(total, ctx)
              : walk(sub, key, path, f)
          Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
        }
        return out
      }
      case 'array': {
        const item = s.items ?? {}
        if (at === itemsKey) return ctx.paginate(total, (g) => walk(item, name, `${at}[]`, g)).items
        const least = s.minItems ?? 0
        const n = f.number.int({ min: least, max: Math.max(least, Math.min(s.maxItems ?? 3, least + 3)) })
        return Array.from({ length: n }, () => walk(item, name, `${at}[]`, f))
      }
      case 'integer':
        return numberFor(s, true, f)
      case 'number':
        return numberFor(s, false, f)
      case 'boolean':
        return f.datatype.boolean()
      case 'null':
        return null
      default:
        return stringFor(name, s, f, now)
    }
  }
  return ctx.draw(['body'], (f) => walk(schema, '', '', f))
}
