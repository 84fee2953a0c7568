import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../src/endpoints.js'
import { type EntityKind, WorldFacts } from '../src/world/facts.js'
import { World } from '../src/world/world.js'
import { boundOf, CACHE_TABLE, type CacheName, processMemoFill } from '../src/world/cache-table.js'
import { get, testApp } from './support/app.js'
import { FAST } from './support/scale.js'
import { paramValues, urlFor } from './support/values.js'

const NAMES = Object.keys(CACHE_TABLE) as CacheName[]
const ownedBy = (owner: 'world' | 'process') => NAMES.filter((n) => CACHE_TABLE[n].owner === owner).sort()

/** Every endpoint asked for a few values and pages: fills the caches the way traffic does. */
async function serveEveryEndpoint(seed: number) {
  const app = testApp({ seed })
  const bodies: string[] = []
  for (const def of ENDPOINTS)
    for (const v of paramValues(def, app.mock.world, FAST ? 1 : 3, seed)) {
      bodies.push((await get(app, urlFor(def, v))).text)
      bodies.push((await get(app, urlFor(def, v, { page: '2' }))).text)
    }
  return { app, world: app.mock.world, bodies }
}

/** Facts that mark one entity missing. */
function factsMissing(kind: EntityKind, key: string): WorldFacts {
  const facts = new WorldFacts()
  facts.missing[kind].add(key)
  return facts
}

const derivedBuilt = (world: World) =>
  world
    .cacheFill()
    .filter((f) => f.bound === 1 && f.entries === 1)
    .map((f) => f.name)

describe('the world caches: one size table, one invalidation rule', () => {
  it('registers every world cache of the table with its bound, and traffic keeps each within it', async () => {
    const { world } = await serveEveryEndpoint(3)
    const fill = world.cacheFill()
    expect(fill.map((f) => f.name).sort()).toEqual(ownedBy('world').filter((n) => !n.startsWith('search')))
    for (const f of fill) {
      expect(f.bound, f.name).toBe(boundOf(f.name, 1_000, 2_000))
      expect(f.entries, f.name).toBeLessThanOrEqual(f.bound)
    }
    // the traffic reached the derived values too: the population and the searched kinds' indexes were built
    expect(fill.filter((f) => f.bound === 1 && f.entries === 1).map((f) => f.name)).toEqual(
      expect.arrayContaining(['population', 'companyIndex', 'postIndex']),
    )
  })

  it.each([1, 40, 5_000])('bounds a world of cacheSize %i by the table', (cacheSize) => {
    const world = new World({ seed: 4, now: new Date('2025-06-01T12:00:00Z'), cacheSize })
    for (let i = 0; i < 300; i++) {
      const p = world.personAt(i * 7)
      world.companyName(p.companyId)
      world.job(world.jobIdOf(world.population.companyIdAt(i), 0))
      world.usernameAt(i)
    }
    for (const f of world.cacheFill()) {
      expect(f.bound, f.name).toBe(boundOf(f.name, cacheSize, 2_000))
      expect(f.entries, f.name).toBeLessThanOrEqual(f.bound)
    }
  })

  it('registers every process memo of the table, each within its bound', async () => {
    await serveEveryEndpoint(5)
    const fill = processMemoFill()
    expect(fill.map((f) => f.name).sort()).toEqual(ownedBy('process'))
    for (const f of fill) expect(f.entries, f.name).toBeLessThanOrEqual(f.bound)
  })

  it.each([
    ['new facts', (w: ReturnType<typeof testApp>['mock']['world']) => w.replaceFacts(factsMissing('company', '77'))],
    ['a new image origin', (w: ReturnType<typeof testApp>['mock']['world']) => w.useMediaBase('http://127.0.0.1:7/')],
  ])('empties every world cache on %s', async (_what, change) => {
    const { world } = await serveEveryEndpoint(7)
    expect(world.cacheFill().some((f) => f.entries > 0)).toBe(true)
    change(world)
    for (const f of world.cacheFill()) expect(f.entries, f.name).toBe(0)
  })

  it('keeps two worlds in one process apart: a world answers the same bytes with another world busy beside it', async () => {
    const alone = (await serveEveryEndpoint(11)).bodies
    const other = serveEveryEndpoint(12)
    const beside = (await serveEveryEndpoint(11)).bodies
    await other
    expect(beside).toEqual(alone)
  })

  it('builds the population and search indexes once for mocks made alike, and apart for a world with facts', async () => {
    const first = testApp({ seed: 13 })
    const search = '/v1/posts/search?keywords=plumber'
    const answer = (await get(first, search)).text
    expect(derivedBuilt(first.mock.world)).toEqual(expect.arrayContaining(['population', 'postIndex']))
    // a second mock of the same seed reads what the first built, and answers the same bytes
    const second = testApp({ seed: 13 })
    expect(derivedBuilt(second.mock.world)).toContain('postIndex')
    expect((await get(second, search)).text).toBe(answer)
    // another seed, another image origin or facts of its own: nothing built yet
    expect(derivedBuilt(testApp({ seed: 14 }).mock.world)).toEqual([])
    expect(derivedBuilt(testApp({ seed: 13, mediaBase: 'http://127.0.0.1:9/' }).mock.world)).toEqual([])
    const withFacts = testApp({ seed: 13 }).mock.world
    withFacts.replaceFacts(factsMissing('company', '5'))
    expect(derivedBuilt(withFacts)).toEqual([])
    // and a world whose facts are emptied again reads the shared values
    withFacts.replaceFacts(new WorldFacts())
    expect(derivedBuilt(withFacts)).toContain('postIndex')
  })
})
