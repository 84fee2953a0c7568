import type { z } from 'zod'
import { jsonPath } from '../errors.js'
import { type JsonSchema, acceptedTypes, alternatives, jsonSchemaOf, jsonType } from '../util/json-schema.js'

/**
 * unknown-field: in the body, not in the schema; missing-field: required by the schema, absent; type-change: other JSON
 * type; invalid: any other schema rule broken.
 */
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

type Segment = string | number

function typesOf(s: JsonSchema): string {
  return [...acceptedTypes(s)].sort().join('|')
}

function walk(s: JsonSchema, value: unknown, path: Segment[], out: DriftProblem[]): void {
  const type = jsonType(value)
  const fits = (a: JsonSchema): boolean => {
    const t = acceptedTypes(a)
    return t.has('any') || t.has(type)
  }
  const choices = alternatives(s).filter(fits)
  if (choices.length === 0) {
    const expected = typesOf(s)
    out.push({
      kind: 'type-change',
      path: jsonPath(path),
      expected,
      actual: type,
      message: `expected ${expected}, got ${type}`,
    })
    return
  }
  // a union whose alternatives share the value's type: the first that walks clean, else the first
  const node =
    (choices.length > 1 ? choices.find((c) => problemsOf(c, value, path).length === 0) : undefined) ??
    (choices[0] as JsonSchema)
  const allowed = node.const !== undefined ? [node.const] : node.enum
  if (allowed && !allowed.includes(value)) {
    const list = allowed.map((v) => JSON.stringify(v)).join(', ')
    out.push({ kind: 'invalid', path: jsonPath(path), message: `value ${JSON.stringify(value)} is not one of ${list}` })
    return
  }
  if (type === 'object') {
    const obj = value as Record<string, unknown>
    const fields = node.properties ?? {}
    const required = new Set(node.required ?? [])
    for (const [name, field] of Object.entries(fields)) {
      if (Object.hasOwn(obj, name)) walk(field, obj[name], [...path, name], out)
      else if (required.has(name)) {
        const expected = typesOf(field)
        out.push({
          kind: 'missing-field',
          path: jsonPath([...path, name]),
          expected,
          message: `required field missing (expected ${expected})`,
        })
      }
    }
    // an object schema that declares no extra fields still lets zod pass them: drift names each one
    const extra = node.additionalProperties
    for (const [name, v] of Object.entries(obj)) {
      if (Object.hasOwn(fields, name) || extra === true) continue
      if (typeof extra === 'object') walk(extra, v, [...path, name], out)
      else
        out.push({
          kind: 'unknown-field',
          path: jsonPath([...path, name]),
          actual: jsonType(v),
          message: `field not in the schema (${jsonType(v)})`,
        })
    }
    return
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const itemSchema = node.prefixItems?.[i] ?? node.items
      if (itemSchema) walk(itemSchema, item, [...path, i], out)
    })
  }
}

function problemsOf(s: JsonSchema, value: unknown, path: Segment[]): DriftProblem[] {
  const out: DriftProblem[] = []
  walk(s, value, path, out)
  return out
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
  const out = problemsOf(jsonSchemaOf(schema), body, [])
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
