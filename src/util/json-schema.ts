import { z } from 'zod'

/** The parts of a JSON Schema (draft 2020-12, as `z.toJSONSchema` writes it) that the walkers read. */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  items?: JsonSchema
  prefixItems?: JsonSchema[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  const?: unknown
  enum?: unknown[]
}

const cache = new WeakMap<z.ZodType, JsonSchema>()

/** A zod schema as JSON Schema (what it accepts as input), made once per schema through zod's public API. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let json = cache.get(schema)
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
    cache.set(schema, json)
  }
  return json
}

/** The JSON type of a parsed value (`integer` is reported as `number`). */
export function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** The alternatives of a union node, or the node alone. */
export function alternatives(s: JsonSchema): JsonSchema[] {
  return s.anyOf ?? s.oneOf ?? [s]
}

/** JSON types a node accepts, `integer` as `number`; `any` for a node that names none (unknown, any). */
export function acceptedTypes(s: JsonSchema): Set<string> {
  if (s.anyOf || s.oneOf) return new Set(alternatives(s).flatMap((a) => [...acceptedTypes(a)]))
  if (s.type !== undefined)
    return new Set((Array.isArray(s.type) ? s.type : [s.type]).map((t) => (t === 'integer' ? 'number' : t)))
  if (s.const !== undefined) return new Set([jsonType(s.const)])
  if (s.enum) return new Set(s.enum.map(jsonType))
  return new Set(['any'])
}

/** The object alternative of a node (a nullable object is `anyOf [object, null]`), if any. */
export function objectNode(s: JsonSchema): JsonSchema | undefined {
  return alternatives(s).find((a) => a.properties !== undefined)
}

/** The array alternative of a node, if any. */
export function arrayNode(s: JsonSchema): JsonSchema | undefined {
  return alternatives(s).find((a) => a.items !== undefined || a.prefixItems !== undefined)
}

/** A copy of `value` without the fields its schema lets a body leave out, at any depth. */
export function dropOptional(schema: JsonSchema, value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) {
    const items = arrayNode(schema)?.items
    return items ? value.map((v) => dropOptional(items, v)) : value
  }
  const node = objectNode(schema)
  if (!node?.properties) return value
  const required = new Set(node.required ?? [])
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const field = node.properties[k]
    if (field && !required.has(k)) continue
    out[k] = field ? dropOptional(field, v) : v
  }
  return out
}
