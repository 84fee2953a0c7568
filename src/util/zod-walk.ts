import type { z } from 'zod'

/** The parts of a zod 4 schema definition that the walkers read. */
interface Def {
  type: string
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  innerType?: z.ZodType
  in?: z.ZodType
  options?: z.ZodType[]
  valueType?: z.ZodType
}

export function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { def: Def }).def
}

/** Strips optional/nullable/default/pipe wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema
  for (;;) {
    const d = defOf(s)
    if ((d.type === 'optional' || d.type === 'nullable' || d.type === 'default' || d.type === 'readonly') && d.innerType) s = d.innerType
    else if (d.type === 'pipe' && d.in) s = d.in
    else return s
  }
}

export function isOptional(schema: z.ZodType): boolean {
  return defOf(schema).type === 'optional'
}

/** A copy of `value` without the fields its schema marks optional, at any depth. */
export function dropOptional(schema: z.ZodType, value: unknown): unknown {
  const s = unwrap(schema)
  const d = defOf(s)
  if (value === null || value === undefined) return value
  if (d.type === 'object' && d.shape && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const field = d.shape[k]
      if (field && isOptional(field)) continue
      out[k] = field ? dropOptional(field, v) : v
    }
    return out
  }
  if (d.type === 'array' && d.element && Array.isArray(value)) return value.map((v) => dropOptional(d.element as z.ZodType, v))
  return value
}
