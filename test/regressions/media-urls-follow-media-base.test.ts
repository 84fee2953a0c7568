import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { ENDPOINTS } from '../../src/endpoints.js'
import { DEFAULT_MEDIA_BASE } from '../../src/media/paths.js'
import { IN_PROCESS_ORIGIN } from '../../src/options.js'
import { generate } from '../support/generate.js'
import { testApp } from '../support/app.js'
import { paramValues } from '../support/values.js'

// With --media-base self, one logo in 50 bodies still pointed at the default media host: a company or person the
// shipped fixtures describe took its logo or picture from the fixture, written with the default base. Every image URL
// of a generated body is now made by MediaUrls, a fixture's own-image URL rebased on the configured base.
const FIXTURES = join(import.meta.dirname, '../../fixtures')

/** Every value some shipped fixture names, by parameter: the entities whose facts the fixtures give. */
function fixtureValues(): Map<string, Set<string>> {
  const byParam = new Map<string, Set<string>>()
  for (const def of ENDPOINTS) {
    let files: string[] = []
    try {
      files = readdirSync(join(FIXTURES, def.id)).filter((f) => f.endsWith('.json') && !f.endsWith('.meta.json'))
    } catch {
      continue
    }
    const set = byParam.get(def.param) ?? new Set<string>()
    for (const f of files) set.add(decodeURIComponent(f.replace(/(@page-\d+)?(\.404)?\.json$/, '')))
    byParam.set(def.param, set)
  }
  return byParam
}

const BASES = [
  ['self', IN_PROCESS_ORIGIN],
  ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
  ['https://cdn.example.org/assets', 'https://cdn.example.org/assets'],
] as const

it.each(BASES)(
  'under --media-base %s, no generated body of any endpoint points at the default media host',
  (base, origin) => {
    const app = testApp({ mediaBase: base, fixtures: undefined })
    const world = app.mock.world
    const named = fixtureValues()
    let bodies = 0
    const wrong: string[] = []
    for (const def of ENDPOINTS) {
      const values = [...(named.get(def.param) ?? []), ...paramValues(def, world, 60, 7)]
      for (const value of values) {
        const key = world.existing(def.kind, def.readKey ? def.readKey(value) : value)
        if (key === undefined) continue
        for (const page of [1, 2]) {
          let text: string
          try {
            text = JSON.stringify(generate(world, def.id, key, page))
          } catch {
            continue
          }
          bodies++
          if (text.includes(DEFAULT_MEDIA_BASE)) wrong.push(`${def.id} ${value}`)
          for (const url of text.match(/https?:\/\/[^"]*\/media\/[^"]*/g) ?? [])
            if (!url.startsWith(`${origin}/media/`)) wrong.push(`${def.id} ${value}: ${url}`)
        }
      }
    }
    expect(bodies).toBeGreaterThan(2000)
    expect(wrong).toEqual([])
  },
)
