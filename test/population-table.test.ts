import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { createRuntime } from '../src/runtime.js'
import { WorldFacts } from '../src/world/facts.js'
import { populationOf } from '../src/world/people.js'
import type { SeedPopulation } from '../src/world/population.js'
import {
  type PopulationTable,
  populationKey,
  readPopulationTable,
  writePopulationTables,
} from '../src/world/population-table.js'
import { World } from '../src/world/world.js'

const dir = mkdtempSync(join(tmpdir(), 'nlm-population-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const file = join(dir, 'tables', 'population.json')

// a date no other test uses: worlds made alike share their population
const NOW = new Date('2033-04-04T00:00:00Z')

function withFacts(): WorldFacts {
  const facts = new WorldFacts()
  facts.missing.company.add(String(populationOf(new World({ seed: 21, now: NOW }), undefined).companyIdAt(5)))
  return facts
}

/** Every list the population gives: the companies of each industry and of each city, all and by industry. */
function lists(population: SeedPopulation, table: PopulationTable): unknown[] {
  const out: unknown[] = [population.companyCount]
  for (let i = 0; i < population.companyCount; i++) out.push(population.companyIdAt(i))
  for (const industry of new Set(table.industries)) out.push(industry, population.companiesIn(industry))
  for (const at of new Set(table.cities)) {
    const bar = at.indexOf('|')
    const { all, byIndustry } = population.companiesInCity(at.slice(0, bar), at.slice(bar + 1))
    out.push(at, all, [...byIndustry])
  }
  return out
}

describe('the population table: what the build stores reads back as the population it was derived from', () => {
  it.each([
    ['seed 21', new World({ seed: 21, now: NOW })],
    ['missing and fact companies', new World({ seed: 21, now: NOW, facts: withFacts() })],
  ])('%s: every list from the table equals the derived one', (_, world) => {
    const derived = populationOf(world, undefined)
    const table = derived.table()
    expect(table.ids.length).toBe(derived.companyCount)
    writePopulationTables(dir, new Map([[populationKey(world.seed, world.now, world.facts.content), table]]))
    const read = readPopulationTable(populationKey(world.seed, world.now, world.facts.content), file)
    expect(read).toEqual(table)
    expect(lists(populationOf(world, read), table)).toEqual(lists(derived, table))
  })

  it('a world of another seed, date or facts finds no table', () => {
    const world = new World({ seed: 21, now: NOW })
    writePopulationTables(
      dir,
      new Map([[populationKey(21, world.now, world.facts.content), populationOf(world, undefined).table()]]),
    )
    expect(readPopulationTable(populationKey(21, world.now, world.facts.content), file)).toBeDefined()
    expect(readPopulationTable(populationKey(22, world.now, world.facts.content), file)).toBeUndefined()
    expect(readPopulationTable(populationKey(21, world.now + 1, world.facts.content), file)).toBeUndefined()
    expect(readPopulationTable(populationKey(21, world.now, withFacts().content), file)).toBeUndefined()
  })

  it('a table this code does not derive (another build) is not read: the population is derived instead', () => {
    const world = new World({ seed: 21, now: NOW })
    const derived = populationOf(world, undefined)
    const table = derived.table()
    // a table whose lists differ from the code's: read, its lists would differ too
    const swapped = { ...table, industries: [...table.industries].reverse(), cities: [...table.cities].reverse() }
    expect(lists(populationOf(world, swapped), table)).toEqual(lists(derived, table))
    const wrongIds = { ...table, ids: table.ids.map((id) => id + 1) }
    expect(lists(populationOf(world, wrongIds), table)).toEqual(lists(derived, table))
    expect(lists(populationOf(world, { ...table, cities: table.cities.slice(1) }), table)).toEqual(
      lists(derived, table),
    )
  })

  it('a file cut short or of another format is not read', () => {
    const world = new World({ seed: 21, now: NOW })
    const key = populationKey(world.seed, world.now, world.facts.content)
    writePopulationTables(dir, new Map([[key, populationOf(world, undefined).table()]]))
    const cut = join(dir, 'cut.json')
    writeFileSync(cut, '{"format":1,"names":["a"')
    expect(readPopulationTable(key, cut)).toBeUndefined()
    const other = join(dir, 'other.json')
    writeFileSync(other, JSON.stringify({ format: 99, names: [], worlds: {} }))
    expect(readPopulationTable(key, other)).toBeUndefined()
  })
})

describe('the built package', () => {
  it("reads the stored population of a plain serve, and its lists are the sources' derived ones", {
    tags: ['process'],
    timeout: 120_000,
  }, async () => {
    const dist = fileURLToPath(new URL('../dist/', import.meta.url))
    expect(existsSync(join(dist, 'tables', 'population.json')), 'run npm run build first').toBe(true)
    const fromDist = <T>(...path: string[]): Promise<T> => import(join(dist, ...path)) as Promise<T>
    const built = await fromDist<typeof import('../src/runtime.js')>('runtime.js')
    const distTable = await fromDist<typeof import('../src/world/population-table.js')>('world/population-table.js')
    const packaged = built.createRuntime({ warn: () => {} }).world
    const sources = createRuntime({ warn: () => {} }).world
    const table = distTable.readPopulationTable(populationKey(packaged.seed, packaged.now, packaged.facts.content))
    expect(table).toBeDefined()
    // run from the sources, nothing stored is read
    expect(readPopulationTable(populationKey(sources.seed, sources.now, sources.facts.content))).toBeUndefined()
    const derived = populationOf(sources, undefined)
    expect(lists(packaged.population, derived.table())).toEqual(lists(derived, derived.table()))
  })
})
