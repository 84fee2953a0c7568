import type { EndpointDef } from '../endpoints.js'
import { dropOptional, jsonSchemaOf } from '../util/json-schema.js'

type Obj = Record<string, unknown>

/** The object holding the list and the list's field name, from the endpoint's itemsKey. */
function listHolder(body: unknown, itemsKey: string): { holder: Obj; field: string } | undefined {
  const parts = itemsKey.split('.')
  const field = parts.pop()
  let holder: unknown = body
  for (const p of parts) holder = holder && typeof holder === 'object' ? (holder as Obj)[p] : undefined
  if (!field || !holder || typeof holder !== 'object') return undefined
  return { holder: holder as Obj, field }
}

const TOTAL_FIELDS = ['total', 'totalPages', 'count']

/** Rewrites a served body as a scenario asks; reads only endpoint properties. */
export function applyTransform(
  kind: 'null-items' | 'empty-items' | 'drop-optional',
  def: EndpointDef,
  body: unknown,
): unknown {
  if (kind === 'drop-optional') return dropOptional(jsonSchemaOf(def.schema), body)
  if (kind === 'empty-items' && def.countKey !== undefined) {
    // a count of a list agrees with that list, emptied by the same scenario
    const copy = structuredClone(body)
    const count = listHolder(copy, def.countKey)
    if (count && typeof count.holder[count.field] === 'number') count.holder[count.field] = 0
    return copy
  }
  if (!def.itemsKey) return body
  const copy = structuredClone(body)
  const found = listHolder(copy, def.itemsKey)
  if (!found) return copy
  found.holder[found.field] = kind === 'null-items' ? null : []
  if (kind === 'empty-items') {
    // totals sit beside the list, or at the top when the list is `data` itself
    const totals = def.itemsKey.includes('.') ? found.holder : (copy as Obj)
    for (const t of TOTAL_FIELDS) if (typeof totals[t] === 'number') totals[t] = 0
  }
  return copy
}
