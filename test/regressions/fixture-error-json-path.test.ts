import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { FixtureLoadError, FixtureStore } from '../../src/data/fixture-store.js'
import { ENDPOINTS_BY_ID } from '../../src/endpoints.js'
import { thrownBy } from '../support/throws.js'

// a fixture in an unknown folder, or not .json, was reported with no JSON path at all
it.each([
  ['people/no-such-endpoint/a.json', 'is not an endpoint'],
  ['people/profile/a.txt', 'not a .json file'],
])('reports %s with the path $', (rel, problem) => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-fixture-path-'))
  try {
    mkdirSync(join(dir, rel, '..'), { recursive: true })
    writeFileSync(join(dir, rel), '{}')
    const error = thrownBy(() => FixtureStore.load({ dir, endpoints: ENDPOINTS_BY_ID }), FixtureLoadError)
    const [first] = error.problems
    expect(first?.path).toBe('$')
    expect(first?.message).toContain(`${join(dir, rel)}: $: `)
    expect(first?.message).toContain(problem)
    expect(first?.fix).toBeTruthy()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
