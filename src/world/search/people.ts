import type { KeywordSense } from '../keywords.js'
import type { Person, World } from '../world.js'
import { boostOf, familyTerm, perWorld, SLICE } from './built.js'
import type { Found } from '../model.js'
import { IndexBuilder, InvertedIndex } from './inverted-index.js'
import { checkedDocs, checks, readStored, type Stored, storedKey } from './prebuilt.js'
import { Searcher } from './query.js'
import { termsOf } from './tokens.js'

interface PeopleIndex {
  searcher: Searcher
  usernames: string[]
}

const about = (sense: KeywordSense) => sense.families.map((f) => familyTerm(f.id))
const fullName = (p: Person): string => `${p.firstName} ${p.lastName}`

export const peopleIndex = perWorld('peopleIndex', function* (world: World): Generator<void, PeopleIndex> {
  const stored = readStored(world, 'people')
  if (stored) {
    const usernames = stored.strings.usernames as string[]
    if (checks(stored, (d) => fullName(world.person(usernames[d] as string))))
      return { searcher: new Searcher(InvertedIndex.of(stored.index), about), usernames }
  }
  const population = world.population
  const builder = new IndexBuilder()
  const usernames: string[] = []
  for (let i = 0; i < population.personCount; i++) {
    if (i % SLICE === SLICE - 1) yield
    const username = population.usernameAt(i)
    if (world.facts.missing.person.has(username)) continue
    const p = world.person(username)
    const name = fullName(p)
    builder.add(
      [
        [termsOf(name), 8],
        [termsOf(p.title), 5],
        [[familyTerm(p.family)], 5],
        [p.skills.flatMap(termsOf), 4],
        [termsOf(p.headline), 3],
        [termsOf(p.companyName), 2],
        [termsOf(p.place.city), 1],
      ],
      name,
      boostOf(p.followerCount),
    )
    usernames.push(username)
  }
  return { searcher: new Searcher(builder.build(), about), usernames }
})

/** The world's people index as the build stores it. */
export function storedPeople(world: World): Stored {
  const { searcher, usernames } = peopleIndex(world)
  const check = checkedDocs(usernames.length).map((d) => fullName(world.person(usernames[d] as string)))
  return { key: storedKey(world, 'people'), check, index: searcher.index.parts(), arrays: {}, strings: { usernames } }
}

/**
 * People of the world's population matching a canonical keyword, best first: an exact full name first, then those
 * holding its words (name, title, skills, headline, employer, city), then those whose work is about it.
 */
export function searchPeople(world: World, keyword: string): Found<string> {
  const { searcher, usernames } = peopleIndex(world)
  const docs = searcher.find(keyword)
  return { total: docs.length, at: (rank) => usernames[docs[rank] as number] as string }
}
