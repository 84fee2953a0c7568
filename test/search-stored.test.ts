import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WorldFacts } from '../src/world/facts.js'
import { searchCompanies, storedCompanies } from '../src/world/search/companies.js'
import { searchPeople, storedPeople } from '../src/world/search/people.js'
import { searchPosts, storedPosts } from '../src/world/search/posts.js'
import {
  checks,
  decodeStored,
  encodeStored,
  readStored,
  type Stored,
  writeStored,
} from '../src/world/search/prebuilt.js'
import { InvertedIndex } from '../src/world/search/inverted-index.js'
import { Searcher } from '../src/world/search/query.js'
import { World } from '../src/world/world.js'
import { createRuntime } from '../src/runtime.js'
import type { Found } from '../src/world/model.js'

const dir = mkdtempSync(join(tmpdir(), 'nlm-stored-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// a date no other test uses: worlds made alike share their indexes
const NOW = new Date('2032-03-03T00:00:00Z')
const world = new World({ seed: 11, now: NOW })
const KEYWORDS = ['electrician', 'software engineer', 'Bäcker', 'hotel management', 'audit', 'zzqx']

const KINDS: { kind: string; store: (w: World) => Stored; search: (w: World, k: string) => Found<unknown> }[] = [
  { kind: 'companies', store: storedCompanies, search: searchCompanies },
  { kind: 'posts', store: storedPosts, search: (w, k) => searchPosts(w, k, false) },
  { kind: 'people', store: storedPeople, search: searchPeople },
]

const ranked = (found: Found<unknown>) => Array.from({ length: Math.min(found.total, 50) }, (_, i) => found.at(i))

describe('stored search indexes: what the build writes reads back as the index it was built from', () => {
  it.each(KINDS)(
    '$kind: decoded from its bytes, it ranks every keyword as the built index does',
    ({ store, search }) => {
      const stored = store(world)
      const decoded = decodeStored(encodeStored(stored))
      expect(decoded.check).toEqual(stored.check)
      expect(decoded.index.terms).toEqual(stored.index.terms)
      expect([...decoded.index.docs]).toEqual([...stored.index.docs])
      expect([...decoded.index.names.keys()]).toEqual([...stored.index.names.keys()])
      const built = new Searcher(InvertedIndex.of(stored.index), () => [])
      const read = new Searcher(InvertedIndex.of(decoded.index), () => [])
      for (const keyword of KEYWORDS) expect([...read.find(keyword)]).toEqual([...built.find(keyword)])
      expect(ranked(search(world, 'software engineer')).length).toBeGreaterThan(0)
    },
  )

  beforeAll(() => {
    writeStored(
      dir,
      KINDS.map(({ store }) => store(world)),
    )
  })

  it.each(KINDS)('$kind: a world of the same seed, date and facts reads it from a folder', ({ kind, store }) => {
    const stored = store(world)
    const again = new World({ seed: 11, now: NOW })
    expect(readStored(again, kind, dir)?.key).toBe(stored.key)
  })

  it.each([
    ['another seed', new World({ seed: 12, now: NOW })],
    ['another date', new World({ seed: 11, now: new Date('2032-03-04T00:00:00Z') })],
    ['other facts', new World({ seed: 11, now: NOW, facts: missing('someone-else-entirely') })],
  ])('a world with %s reads none of them', (_, other) => {
    for (const { kind } of KINDS) expect(readStored(other, kind, dir)).toBeUndefined()
  })

  it('a stored file cut short is not read: the index is built instead', () => {
    const cut = mkdtempSync(join(tmpdir(), 'nlm-stored-cut-'))
    try {
      const { files } = writeStored(cut, [storedCompanies(world)])
      expect(files).toBe(1)
      const file = readdirSync(cut).find((f) => f.endsWith('.bin')) as string
      const bytes = readFileSync(join(cut, file))
      writeFileSync(join(cut, file), bytes.subarray(0, bytes.length >> 1))
      expect(readStored(new World({ seed: 11, now: NOW }), 'companies', cut)).toBeUndefined()
    } finally {
      rmSync(cut, { recursive: true, force: true })
    }
  })

  it('an index whose check values this code does not derive (another build) is refused', () => {
    const stored = storedCompanies(world)
    const ids = stored.arrays.ids as Float64Array
    const name = (d: number) => world.company(ids[d] as number).name
    expect(checks(stored, name)).toBe(true)
    expect(checks({ ...stored, check: stored.check.map((c) => `${c} Ltd`) }, name)).toBe(false)
    expect(checks({ ...stored, check: [] }, name)).toBe(false)
  })
})

function missing(username: string): WorldFacts {
  const facts = new WorldFacts()
  facts.missing.person.add(username)
  return facts
}

describe('the built package', () => {
  it('reads the stored indexes of a plain serve, and they rank as the sources build them', {
    tags: ['process'],
    timeout: 120_000,
  }, async () => {
    const dist = fileURLToPath(new URL('../dist/', import.meta.url))
    expect(existsSync(join(dist, 'search-index', 'keys.json')), 'run npm run build first').toBe(true)
    // the built twin of a source module, typed as the source
    const fromDist = <T>(...path: string[]): Promise<T> => import(join(dist, ...path)) as Promise<T>
    const built = await fromDist<typeof import('../src/runtime.js')>('runtime.js')
    const stored = await fromDist<typeof import('../src/world/search/prebuilt.js')>('world/search/prebuilt.js')
    const distCompanies = await fromDist<typeof import('../src/world/search/companies.js')>('world/search/companies.js')
    const distPosts = await fromDist<typeof import('../src/world/search/posts.js')>('world/search/posts.js')
    const distPeople = await fromDist<typeof import('../src/world/search/people.js')>('world/search/people.js')
    const packaged = built.createRuntime({ warn: () => {} }).world
    const sources = createRuntime({ warn: () => {} }).world
    for (const kind of ['companies', 'posts', 'people']) expect(stored.readStored(packaged, kind), kind).toBeDefined()
    // run from the sources, no stored index is read
    expect(readStored(sources, 'companies')).toBeUndefined()
    for (const keyword of KEYWORDS) {
      expect(ranked(distCompanies.searchCompanies(packaged, keyword))).toEqual(
        ranked(searchCompanies(sources, keyword)),
      )
      expect(ranked(distPosts.searchPosts(packaged, keyword, false))).toEqual(
        ranked(searchPosts(sources, keyword, false)),
      )
      expect(ranked(distPeople.searchPeople(packaged, keyword))).toEqual(ranked(searchPeople(sources, keyword)))
    }
  })
})
