import type { z } from 'zod'
import { jsonPath } from '../errors.js'
import { defOf } from '../util/zod-walk.js'

/** unknown-field: in the body, not in the schema; missing-field: required by the schema, absent; type-change: other JSON type; invalid: any other schema rule broken. */
export type DriftKind = 'unknown-field' | 'missing-field' | 'type-change' | 'invalid'

export interface DriftProblem {
  kind: DriftKind
  /** JSON path of the field: `$.data.items[0].title`. */
  path: string
  /** JSON type(s) the schema wants: `string`, `string|null`. */
  expected?: string
  /** JSON type found. */
  actual?: string
  message: string
}

/** The zod 4 definition fields the drift walk reads beyond zod-walk's. */
interface Def {
  type: string
  shape?: Record<string, z.ZodType>
  catchall?: z.ZodType
  element?: z.ZodType
  innerType?: z.ZodType
  in?: z.ZodType
  options?: z.ZodType[]
  valueType?: z.ZodType
  items?: z.ZodType[]
  rest?: z.ZodType | null
  values?: unknown[]
  entries?: Record<string, unknown>
}

const def = (schema: z.ZodType): Def => defOf(schema) as Def
type Segment = string | number

/** The JSON type of a parsed value. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** JSON types a schema accepts; `any` for unknown/any and kinds the walk does not know. */
function acceptedTypes(schema: z.ZodType): Set<string> {
  const d = def(schema)
  switch (d.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return new Set([d.type])
    case 'object':
    case 'record':
      return new Set(['object'])
    case 'array':
    case 'tuple':
      return new Set(['array'])
    case 'literal':
      return new Set((d.values ?? []).map(jsonType))
    case 'enum':
      return new Set(Object.values(d.entries ?? {}).map(jsonType))
    case 'nullable':
      return new Set([...acceptedTypes(d.innerType as z.ZodType), 'null'])
    case 'optional':
    case 'default':
    case 'readonly':
      return acceptedTypes(d.innerType as z.ZodType)
    case 'pipe':
      return acceptedTypes(d.in as z.ZodType)
    case 'union':
      return new Set((d.options ?? []).flatMap((o) => [...acceptedTypes(o)]))
    default:
      return new Set(['any'])
  }
}

function describe(schema: z.ZodType): string {
  return [...acceptedTypes(schema)].sort().join('|')
}

/** A field the body may leave out: optional (or defaulted) at its outermost layer. */
function mayBeAbsent(schema: z.ZodType): boolean {
  const t = def(schema).type
  return t === 'optional' || t === 'default'
}

/** `shown` is the outermost schema of the field, so a type change names `null|string`, not the unwrapped `string`. */
function walk(schema: z.ZodType, value: unknown, path: Segment[], out: DriftProblem[], shown: z.ZodType = schema): void {
  const d = def(schema)
  const here = (): string => jsonPath(path)
  const typeChange = (): void => {
    const expected = describe(shown)
    const actual = jsonType(value)
    out.push({ kind: 'type-change', path: here(), expected, actual, message: `expected ${expected}, got ${actual}` })
  }
  switch (d.type) {
    case 'unknown':
    case 'any':
      return
    case 'optional':
    case 'default':
    case 'readonly':
      return walk(d.innerType as z.ZodType, value, path, out, shown)
    case 'pipe':
      return walk(d.in as z.ZodType, value, path, out, shown)
    case 'nullable':
      if (value === null) return
      return walk(d.innerType as z.ZodType, value, path, out, shown)
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      if (jsonType(value) !== d.type) typeChange()
      return
    case 'literal':
    case 'enum': {
      const allowed = d.type === 'literal' ? (d.values ?? []) : Object.values(d.entries ?? {})
      if (!acceptedTypes(schema).has(jsonType(value))) typeChange()
      else if (!allowed.includes(value)) {
        out.push({ kind: 'invalid', path: here(), message: `value ${JSON.stringify(value)} is not one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}` })
      }
      return
    }
    case 'object': {
      if (jsonType(value) !== 'object') return typeChange()
      const obj = value as Record<string, unknown>
      const shape = d.shape ?? {}
      for (const [name, field] of Object.entries(shape)) {
        if (Object.hasOwn(obj, name)) walk(field, obj[name], [...path, name], out)
        else if (!mayBeAbsent(field)) {
          const expected = describe(field)
          out.push({ kind: 'missing-field', path: jsonPath([...path, name]), expected, message: `required field missing (expected ${expected})` })
        }
      }
      const extra = d.catchall ? def(d.catchall).type : 'never'
      for (const [name, v] of Object.entries(obj)) {
        if (Object.hasOwn(shape, name) || extra === 'unknown' || extra === 'any') continue
        if (extra !== 'never' && d.catchall) walk(d.catchall, v, [...path, name], out)
        else out.push({ kind: 'unknown-field', path: jsonPath([...path, name]), actual: jsonType(v), message: `field not in the schema (${jsonType(v)})` })
      }
      return
    }
    case 'record': {
      if (jsonType(value) !== 'object') return typeChange()
      for (const [name, v] of Object.entries(value as Record<string, unknown>)) walk(d.valueType as z.ZodType, v, [...path, name], out)
      return
    }
    case 'array': {
      if (!Array.isArray(value)) return typeChange()
      value.forEach((item, i) => walk(d.element as z.ZodType, item, [...path, i], out))
      return
    }
    case 'tuple': {
      if (!Array.isArray(value)) return typeChange()
      value.forEach((item, i) => {
        const s = d.items?.[i] ?? d.rest ?? undefined
        if (s) walk(s, item, [...path, i], out)
      })
      return
    }
    case 'union': {
      const options = d.options ?? []
      if (options.some((o) => o.safeParse(value).success)) return
      const type = jsonType(value)
      const candidate = options.find((o) => {
        const accepted = acceptedTypes(o)
        return accepted.has(type) || accepted.has('any')
      })
      if (candidate) return walk(candidate, value, path, out)
      return typeChange()
    }
    default: {
      // a kind the walk does not model: let zod judge it
      const result = schema.safeParse(value)
      if (!result.success) {
        for (const issue of result.error.issues) out.push({ kind: 'invalid', path: jsonPath([...path, ...(issue.path as Segment[])]), message: issue.message })
      }
    }
  }
}

function within(inner: string, outer: string): boolean {
  return inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`)
}

/**
 * Every difference between a body and its schema, walked field by field: unknown fields, missing required fields,
 * type changes, then any other rule zod reports (a refinement) that the walk did not already explain.
 *
 * @example
 * driftOf(z.object({ a: z.string() }), { a: 1, b: true })
 * // [{ kind: 'type-change', path: '$.a', ... }, { kind: 'unknown-field', path: '$.b', ... }]
 */
export function driftOf(schema: z.ZodType, body: unknown): DriftProblem[] {
  const out: DriftProblem[] = []
  walk(schema, body, [], out)
  const result = schema.safeParse(body)
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = jsonPath(issue.path)
      // a failed union is reported at the union; the walk already named the field inside it
      const covered = out.some((p) => within(path, p.path) || (issue.code === 'invalid_union' && within(p.path, path)))
      if (!covered) out.push({ kind: 'invalid', path, message: issue.message })
    }
  }
  return out
}

/** `$.data.items[3].title` -> `$.data.items[*].title`: one line for a change that repeats in every item. */
export function wildcardPath(path: string): string {
  return path.replace(/\[\d+\]/g, '[*]')
}

/** One line per problem: `unknown field  $.a.b (string)`. */
export function formatProblem(p: DriftProblem, path = p.path): string {
  switch (p.kind) {
    case 'unknown-field':
      return `unknown field  ${path} (${p.actual})`
    case 'missing-field':
      return `missing field  ${path} (expected ${p.expected})`
    case 'type-change':
      return `type change    ${path}: expected ${p.expected}, got ${p.actual}`
    default:
      return `invalid        ${path}: ${p.message}`
  }
}
