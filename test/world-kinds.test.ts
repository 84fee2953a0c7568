import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../src/endpoints.js'
import { canonicalKey, ENTITY_KINDS, ENTITY_RULES, LINKED_KINDS, MISSING_LISTS } from '../src/world/existence.js'
import { WorldFacts } from '../src/world/facts.js'
import { WorldFileSchema } from '../src/world/world-file.js'

describe('the entity-kind table is declared once and everything else is read from it', () => {
  it('gives the missing sets, the world file lists and the linked kinds', () => {
    expect(Object.keys(new WorldFacts().missing)).toEqual(ENTITY_KINDS)
    const lists = Object.keys(WorldFileSchema.shape.missing.unwrap().shape)
    expect(lists).toEqual(MISSING_LISTS.map((m) => m.list))
    expect(LINKED_KINDS).toEqual(['person', 'company', 'job'])
    for (const def of ENDPOINTS) expect(ENTITY_KINDS).toContain(def.kind)
  })

  it.each([
    ['company', '1', true],
    ['company', '999999999999999', true],
    ['company', '1000000000000000', false],
    ['company', '012', false],
    ['job', '9999999999999999999', true],
    ['job', '10000000000000000000', false],
    ['job', '4012345678', true],
    ['job', '4x', false],
  ] as const)('spells a %s id %s the same in the request path and the world file (%s)', (kind, key, valid) => {
    expect(canonicalKey(kind, key) === key).toBe(valid)
    expect(ENTITY_RULES[kind].pattern.test(key)).toBe(valid)
    const file = WorldFileSchema.safeParse({ [kind === 'company' ? 'companies' : 'jobs']: { [key]: {} } })
    expect(file.success).toBe(valid)
  })
})
