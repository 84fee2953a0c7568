// The build's last step: the search indexes of the worlds a plain `serve` and the shipped example's config start with
// (seed, date and the package's fixtures), stored in dist/search-index/, so their first search reads an index rather
// than building it; and their populations' companies (dist/world-tables/), so their first answer naming an employer
// reads them rather than deriving them. Written by the built modules themselves; a world with another seed, date or
// facts builds its own.
//
//   node scripts/search-index.mjs
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const dist = join(root, 'dist')
const out = join(dist, 'search-index')
// the built modules read stored indexes from this folder: emptied first, so every index here is built anew
rmSync(out, { recursive: true, force: true })
rmSync(join(dist, 'world-tables'), { recursive: true, force: true })

const { createRuntime } = await import(join(dist, 'runtime.js'))
const { storedCompanies } = await import(join(dist, 'world', 'search', 'companies.js'))
const { storedPosts } = await import(join(dist, 'world', 'search', 'posts.js'))
const { storedPeople } = await import(join(dist, 'world', 'search', 'people.js'))
const { writeStored } = await import(join(dist, 'world', 'search', 'prebuilt.js'))
const { populationKey, writePopulationTables } = await import(join(dist, 'world', 'population-table.js'))

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
