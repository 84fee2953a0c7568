import { describe, expect, it } from 'vitest'
import { companyIndex } from '../src/world/search/companies.js'
import { peopleIndex } from '../src/world/search/people.js'
import { postIndex } from '../src/world/search/posts.js'
import { searchState, warmSearch } from '../src/world/search/warm.js'
import { DEV, get, testApp } from './support/app.js'
import { WorldFacts } from '../src/world/facts.js'

const URLS = ['electrician', 'software', 'Bäcker', 'hotel management'].flatMap((k) =>
  ['companies/search', 'posts/search'].map((e) => `/v1/${e}?keywords=${encodeURIComponent(k)}&page=2`),
)

/** Facts that mark one username missing. */
function missingPerson(username: string): WorldFacts {
  const facts = new WorldFacts()
  facts.missing.person.add(username)
  return facts
}

describe('warmSearch: the indexes are built in slices after start-up', () => {
  it('builds between other work, and the warmed indexes answer the same bytes as ones built on first search', async () => {
    // a date no other test uses: worlds made alike share their indexes, and this one must build its own
    const now = '2031-05-05T00:00:00Z'
    const warmed = testApp({ seed: 7, now })
    const world = warmed.mock.world
    const warming = warmSearch(world)
    // other work keeps its turns while the indexes are built: a timer set again each time it fires runs many times
    let turns = 0
    const tick = () => {
      turns++
      if (!(companyIndex.ready(world) && postIndex.ready(world))) setTimeout(tick, 1)
    }
    setTimeout(tick, 1)
    await expect.poll(() => companyIndex.ready(world) && postIndex.ready(world)).toBe(true)
    warming.stop()
    await warming.done
    expect(turns).toBeGreaterThan(20)
    // the same world but for a fact no search shows (a username nobody has): its indexes are built on first search
    const cold = testApp({ seed: 7, now })
    cold.mock.world.replaceFacts(missingPerson('nobody-by-this-name-0'))
    expect(companyIndex.ready(cold.mock.world)).toBe(false)
    for (const url of URLS) {
      const a = await get(warmed, url, DEV)
      expect(a.status, url).toBe(200)
      expect(a.text, url).toBe((await get(cold, url, DEV)).text)
    }
  })

  it('without people (a server with no endpoint of your own), it is ready once companies and posts are built', async () => {
    const world = testApp({ seed: 9, now: '2031-05-06T00:00:00Z' }).mock.world
    const warming = warmSearch(world, { people: false })
    await warming.done
    expect(searchState(world)).toBe('ready')
    expect([companyIndex.ready(world), postIndex.ready(world), peopleIndex.ready(world)]).toEqual([true, true, false])
  })

  it('stopped, it builds nothing more', async () => {
    const world = testApp({ seed: 8, now: '2031-05-07T00:00:00Z' }).mock.world
    const warming = warmSearch(world)
    warming.stop()
    await warming.done
    await new Promise((resolve) => setImmediate(resolve))
    expect(companyIndex.ready(world)).toBe(false)
  })
})
