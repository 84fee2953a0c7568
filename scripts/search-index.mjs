// The build's step between tsc and the bundle (whose code cache is written by a start that reads what this stores):
// what a plain `serve` and the shipped example's config would derive at every start, derived once by the built
// modules themselves. The search indexes of their worlds (seed, date and the package's fixtures) in
// dist/search-index/, so their first search reads an index rather than building it; in dist/tables/, their
// populations' companies, so their first answer naming an employer reads them rather than deriving them, and the
// package's fixtures this build's schemas accepted, so a start-up does not check them again, and its scenario files
// as parsed and checked, so a start-up does not parse them again. A world with another seed, date or facts builds its
// own; a fixture or scenario file of other text is checked.
//
//   node scripts/search-index.mjs
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const dist = join(root, 'dist')
const out = join(dist, 'search-index')
// the built modules read stored indexes from this folder: emptied first, so every index here is built anew
rmSync(out, { recursive: true, force: true })
rmSync(join(dist, 'tables'), { recursive: true, force: true })

const { createRuntime } = await import(join(dist, 'runtime.js'))
const { storedCompanies } = await import(join(dist, 'world', 'search', 'companies.js'))
const { storedPosts } = await import(join(dist, 'world', 'search', 'posts.js'))
const { storedPeople } = await import(join(dist, 'world', 'search', 'people.js'))
const { writeStored } = await import(join(dist, 'world', 'search', 'prebuilt.js'))
const { populationKey, writePopulationTables } = await import(join(dist, 'world', 'population-table.js'))
const { checkFixtureText } = await import(join(dist, 'data', 'fixture-store.js'))
const { checkedKey, writeCheckedFixtures } = await import(join(dist, 'data', 'checked-fixtures.js'))
const { ENDPOINTS_BY_ID } = await import(join(dist, 'endpoints.js'))
const { loadScenarioFile } = await import(join(dist, 'scenarios', 'loader.js'))
const { writeCheckedScenarios } = await import(join(dist, 'scenarios', 'checked-scenarios.js'))

/** The options serve starts these worlds with: the defaults, and the example the README and AGENTS.md show. */
const WORLDS = [{}, { config: join(root, 'examples', 'extra-endpoints', 'mock.config.ts') }]

const populations = new Map()
const stored = WORLDS.flatMap((options) => {
  const { world } = createRuntime({ ...options, warn: () => {} })
  populations.set(populationKey(world.seed, world.now, world.facts.content), world.population.table())
  return [storedCompanies, storedPosts, storedPeople].map((store) => store(world))
})
const { files, bytes } = writeStored(out, stored)
console.log(`search-index: ${stored.length} indexes in ${files} files, ${(bytes / 1e6).toFixed(1)} MB`)
writePopulationTables(dist, populations)

// the package's fixtures the built-in endpoints' schemas accept, checked as a start-up checks them
const fixtures = join(root, 'fixtures')
const checked = []
for (const name of readdirSync(fixtures, { recursive: true })) {
  const def = ENDPOINTS_BY_ID.get(dirname(name).split(sep).join('/'))
  if (!def || !name.endsWith('.json')) continue
  const text = readFileSync(join(fixtures, name), 'utf8')
  const result = checkFixtureText(def, join(fixtures, name), text)
  if ('body' in result && result.notFound === undefined) checked.push(checkedKey(def.id, text))
}
writeCheckedFixtures(dist, checked)

// the package's scenario files as a start-up parses and checks them against the built-in endpoints
const scenarios = join(root, 'scenarios')
const parsed = readdirSync(scenarios)
  .filter((name) => /\.(json|ya?ml)$/.test(name))
  .map((name) => [readFileSync(join(scenarios, name), 'utf8'), loadScenarioFile(join(scenarios, name))])
const kept = writeCheckedScenarios(dist, parsed)
console.log(`tables: ${populations.size} populations, ${checked.length} checked fixtures, ${kept} checked scenarios`)
