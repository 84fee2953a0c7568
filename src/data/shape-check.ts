import type { z } from 'zod'

/** A predicate that may only return true for a value the schema accepts; false means "ask zod". */
export type ShapeCheck = (value: unknown) => boolean

interface Def {
  type: string
  checks?: readonly z.core.$ZodCheck<unknown>[]
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  innerType?: z.ZodType
  keyType?: z.ZodType
  valueType?: z.ZodType
  values?: readonly unknown[]
}

/** Definition keys each modelled type may have; any other key (a format, a coercion, a custom error) goes to zod. */
const PLAIN_KEYS: Record<string, readonly string[]> = {
  string: ['type', 'checks'],
  number: ['type', 'checks'],
  boolean: ['type', 'checks'],
  null: ['type', 'checks'],
  unknown: ['type', 'checks'],
  any: ['type', 'checks'],
  literal: ['type', 'values', 'checks'],
  array: ['type', 'element', 'checks'],
  optional: ['type', 'innerType', 'checks'],
  nullable: ['type', 'innerType', 'checks'],
  record: ['type', 'keyType', 'valueType', 'checks'],
  object: ['type', 'shape', 'checks'],
}

/** Checks per schema, apart for `exact` (inside a refined node: no unknown keys, so zod's output is the input). */
const compiled = [new WeakMap<z.ZodType, ShapeCheck>(), new WeakMap<z.ZodType, ShapeCheck>()] as const
const compiling = [new Set<z.ZodType>(), new Set<z.ZodType>()] as const

function defOf(schema: z.ZodType): Def {
  return schema._zod.def as unknown as Def
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const isString: ShapeCheck = (v) => typeof v === 'string'
const isNumber: ShapeCheck = (v) => typeof v === 'number' && Number.isFinite(v)
const isBoolean: ShapeCheck = (v) => typeof v === 'boolean'

function objectCheck(shape: Record<string, z.ZodType>, exact: boolean): ShapeCheck | undefined {
  const keys = Object.keys(shape)
  if (keys.includes('__proto__')) return undefined
  const checks = keys.map((key) => checkOf(shape[key] as z.ZodType, exact))
  const optional = keys.map((key) => defOf(shape[key] as z.ZodType).type === 'optional')
  const n = keys.length
  return (value) => {
    if (!isObject(value)) return false
    let present = 0
    for (let i = 0; i < n; i++) {
      const v = value[keys[i] as string]
      if (v === undefined) {
        if (!optional[i]) return false
        continue
      }
      if (!(checks[i] as ShapeCheck)(v)) return false
      present++
    }
    if (exact) {
      let own = 0
      for (const _ in value) own++
      if (own !== present) return false
    }
    return true
  }
}

/** The structure alone, without the node's own checks. */
function structure(def: Def, exact: boolean): ShapeCheck | undefined {
  switch (def.type) {
    case 'string':
      return isString
    case 'number':
      return isNumber
    case 'boolean':
      return isBoolean
    case 'null':
      return (v) => v === null
    case 'unknown':
    case 'any':
      return () => true
    case 'literal': {
      const values = def.values ?? []
      return (v) => values.includes(v)
    }
    case 'array': {
      const element = checkOf(def.element as z.ZodType, exact)
      return (v) => {
        if (!Array.isArray(v)) return false
        for (const item of v) if (!element(item)) return false
        return true
      }
    }
    case 'optional': {
      const inner = checkOf(def.innerType as z.ZodType, exact)
      return (v) => v === undefined || inner(v)
    }
    case 'nullable': {
      const inner = checkOf(def.innerType as z.ZodType, exact)
      return (v) => v === null || inner(v)
    }
    case 'record': {
      const keyType = def.keyType as z.ZodType
      const keyDef = defOf(keyType)
      if (keyDef.type !== 'string' || Object.keys(keyDef).length !== 1 || keyType._zod.traits.has('$ZodCheck')) return undefined
      const valueCheck = checkOf(def.valueType as z.ZodType, exact)
      return (v) => {
        if (!isObject(v) || Object.getPrototypeOf(v) !== Object.prototype) return false
        for (const key in v) {
          // zod leaves a `__proto__` key out of its output, so a refinement above would see another value
          if ((exact && key === '__proto__') || !valueCheck(v[key])) return false
        }
        return true
      }
    }
    case 'object':
      return objectCheck(def.shape ?? {}, exact)
    default:
      return undefined
  }
}

function compile(schema: z.ZodType, exact: boolean): ShapeCheck | undefined {
  const def = defOf(schema)
  const allowed = PLAIN_KEYS[def.type]
  // a schema that is itself a check (z.url(), z.int()) is left to zod
  if (!allowed || schema._zod.traits.has('$ZodCheck') || Object.keys(def).some((key) => !allowed.includes(key))) return undefined
  const checks = def.checks ?? []
  if (checks.length === 0) return structure(def, exact)
  // below a refinement the value must reach it unchanged, so nothing there may rewrite it (trim, defaults...)
  if (exact) return undefined
  if (checks.some((ch) => ch._zod.def.when !== undefined || ch._zod.def.check === 'overwrite')) return undefined
  const inner = structure(def, true)
  if (!inner) return undefined
  return (v) => {
    if (!inner(v)) return false
    // the structure is exact, so zod's output equals the input (up to key order): its checks see the same value
    const payload: z.core.ParsePayload = { value: v, issues: [] }
    try {
      for (const ch of checks) {
        if (ch._zod.check(payload) instanceof Promise) return false
        if (payload.issues.length) return false
      }
    } catch {
      return false
    }
    return true
  }
}

function checkOf(schema: z.ZodType, exact: boolean): ShapeCheck {
  const cache = compiled[exact ? 1 : 0]
  const known = cache.get(schema)
  if (known) return known
  const busy = compiling[exact ? 1 : 0]
  // a recursive schema meets itself while compiling: look it up when called instead
  if (busy.has(schema)) return (v) => (cache.get(schema) as ShapeCheck)(v)
  busy.add(schema)
  try {
    // below a refinement zod cannot be asked about one node alone: its output, not its verdict, reaches the refinement
    const check = compile(schema, exact) ?? (exact ? () => false : (v: unknown) => schema.safeParse(v, { jitless: true }).success)
    cache.set(schema, check)
    return check
  } finally {
    busy.delete(schema)
  }
}

/**
 * A fast structural check derived from a zod schema, for many parsed JSON bodies: no output copy, no issue objects.
 * It never accepts a value the schema rejects: what it does not model (formats, coercion, strict or loose objects,
 * unions, transforms...) is delegated to the schema's own `safeParse` for that node, and false only means "let zod
 * decide and explain". Refinements run on the input itself, accepted only where it equals zod's output (no unknown
 * keys below them); a refinement that depends on key order is not supported.
 * @example
 * const check = shapeCheck(ProfileResponseSchema)
 * if (!check(body)) explain(ProfileResponseSchema.safeParse(body))
 */
export function shapeCheck(schema: z.ZodType): ShapeCheck {
  return checkOf(schema, false)
}
