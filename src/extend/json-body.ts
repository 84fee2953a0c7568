import type { Faker } from '@faker-js/faker'
import type { EndpointContext } from '../define.js'

/** The part of JSON Schema a config file's response uses to describe a body. */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  examples?: unknown[]
  format?: string
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}

/** Fields of a page, filled from the request's page rather than drawn. */
const PAGE_FIELDS: Record<string, (total: number, ctx: EndpointContext<unknown>) => number> = {
  total: (total) => total,
  totalPages: (total, ctx) => Math.ceil(total / ctx.size),
  currentPage: (_, ctx) => ctx.page,
  page: (_, ctx) => ctx.page,
  start: (_, ctx) => ctx.start,
}

/** A string for a property, by its format or a name that says what it holds; else a word. */
function stringFor(name: string, schema: JsonSchema, f: Faker, now: Date): string {
  if (schema.format === 'date-time') return f.date.recent({ days: 365, refDate: now }).toISOString()
  if (schema.format === 'date') return f.date.recent({ days: 365, refDate: now }).toISOString().slice(0, 10)
  if (schema.format === 'uri' || /url$/i.test(name)) return `https://www.network.example/${f.string.alphanumeric(10)}`
  if (schema.format === 'email' || /email/i.test(name)) return f.internet.email()
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

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type

/**
 * A body drawn from a response's JSON Schema, for an endpoint of a JSON or YAML config (which has no generate): the
 * list at `itemsKey` is paged like a built-in list, and the page fields beside it (`total`, `currentPage`...) follow.
 */
export function bodyFromSchema(
  schema: JsonSchema,
  itemsKey: string | null,
  ctx: EndpointContext<unknown>,
  now: Date,
): unknown {
  const total = itemsKey === null ? 0 : ctx.draw(['total'], (f) => f.number.int({ min: 1, max: 60 }))
  const listParent = itemsKey?.split('.').slice(0, -1).join('.') ?? null
  const walk = (s: JsonSchema, name: string, at: string, f: Faker): unknown => {
    if (s.const !== undefined) return s.const
    if (s.examples?.length) return f.helpers.arrayElement(s.examples)
    if (s.enum?.length) return f.helpers.arrayElement(s.enum)
    const alt = s.anyOf ?? s.oneOf
    if (alt?.length) return walk(alt[0] as JsonSchema, name, at, f)
    switch (typeOf(s)) {
      case 'object': {
        const out: Record<string, unknown> = {}
        for (const [key, sub] of Object.entries(s.properties ?? {})) {
          const path = at === '' ? key : `${at}.${key}`
          const pageField = PAGE_FIELDS[key]
          if (itemsKey !== null && at === listParent && pageField && ['integer', 'number'].includes(typeOf(sub) ?? ''))
            out[key] = pageField(total, ctx)
          else out[key] = walk(sub, key, path, f)
        }
        return out
      }
      case 'array': {
        const item = s.items ?? {}
        if (at === itemsKey) return ctx.paginate(total, (g) => walk(item, name, `${at}[]`, g)).items
        const n = f.number.int({ min: s.minItems ?? 0, max: Math.max(s.minItems ?? 0, s.maxItems ?? 3) })
        return Array.from({ length: n }, () => walk(item, name, `${at}[]`, f))
      }
      case 'integer':
        return f.number.int({ min: s.minimum ?? 0, max: s.maximum ?? 1000 })
      case 'number':
        return f.number.float({ min: s.minimum ?? 0, max: s.maximum ?? 1000, fractionDigits: 2 })
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
