import { expect, it } from 'vitest'
import { nameKey } from '../src/world/search/tokens.js'
import { get, testApp } from './support/app.js'

// names one key holds (`Nova & Partners`, `Nova Partners`): the key drops `&`, apostrophes and accents, so the one
// spelled as typed must lead, in any case and spacing the user types it
const worlds = [3, 11, 29].map((seed) => {
  const app = testApp({ seed })
  const { population } = app.mock.world
  const byKey = new Map<string, Set<string>>()
  for (let i = 0; i < population.companyCount; i++) {
    const name = app.mock.world.company(population.companyIdAt(i)).name
    const key = nameKey(name)
    byKey.set(key, (byKey.get(key) ?? new Set()).add(name))
  }
  return { app, shared: [...byKey.values()].filter((names) => names.size > 1).flatMap((names) => [...names]) }
})

it('the seeds tried hold company names sharing a key', () => {
  expect(worlds.flatMap((w) => w.shared).length).toBeGreaterThan(1)
})

it.each([
  ['as written', (n: string) => n],
  ['in lower case', (n: string) => n.toLowerCase()],
  ['in capitals with doubled spaces', (n: string) => n.toUpperCase().replaceAll(' ', '  ')],
])('each spelling of a shared name key, typed %s, finds its own company first', async (_, typed) => {
  const wrong: string[] = []
  for (const { app, shared } of worlds)
    for (const name of shared) {
      const r = await get(app, `/v1/companies/search?keywords=${encodeURIComponent(typed(name))}`)
      const first = r.status === 200 ? r.body.data.items[0]?.name : undefined
      if (first !== name) wrong.push(`${typed(name)} -> ${first}`)
    }
  expect(wrong).toEqual([])
})
