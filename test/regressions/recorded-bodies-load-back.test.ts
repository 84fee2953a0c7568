import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { fixtureFile } from '../../src/data/fixture-names.js'
import { ENDPOINTS, entityKeyOf } from '../../src/endpoints.js'
import { WorldFactsError } from '../../src/world/facts.js'
import { DEV } from '../support/app.js'
import { thrownBy } from '../support/throws.js'
import { tempDir, writeFiles } from '../support/tmp.js'
import { paramValues, urlFor } from '../support/values.js'

// generated bodies saved as fixtures were refused at start-up: a comment's author shows only `fullName`, and
// "Wei Ling Reynolds" was split as Wei / Ling Reynolds against another body's Wei Ling / Reynolds

const USERNAME = 'wei-ling-reynolds'
const source = createApp({ fixtures: false, clock: 'virtual' })
const generated = async (url: string): Promise<any> => (await source.request(url, { headers: DEV })).json()
const similarBody = await generated('/v1/people/similar-profiles?username=jane-doe')
const commentsBody = await generated('/v1/articles/comments?articleId=7009000382')

/** A list naming the person by first and last name (with the fields a comment shows too, agreeing). */
function similar(firstName: string, lastName: string) {
  const body = structuredClone(similarBody)
  body.data.items = [{ ...body.data.items[0], username: USERNAME, firstName, lastName }]
  return body
}

/** A comment whose author is shown by their whole name only, the rest as in `similar`. */
function comments(fullName: string) {
  const body = structuredClone(commentsBody)
  const shown = similarBody.data.items[0]
  body.data.items = [
    {
      ...body.data.items[0],
      authorProfile: {
        urn: `urn:li:fsd_profile:${shown.urn}`,
        username: USERNAME,
        url: `https://www.network.example/in/${USERNAME}/`,
        fullName,
        headline: shown.headline,
        profilePicture: shown.profilePicture,
      },
    },
  ]
  return body
}

it.each([
  ['a two-word given name', 'Wei Ling', 'Reynolds'],
  ['a two-word surname', 'Ana', 'García López'],
  ['two words each', 'María José', 'García López'],
  ['one word each', 'Ada', 'Quinn'],
  ['a one-word name', 'Cher', ''],
  ['non-Latin script', '美玲', '王'],
])('a whole name agrees with the first and last name another file gives: %s', async (_form, first, last) => {
  const fullName = [first, last].filter(Boolean).join(' ')
  const dir = writeFiles(tempDir(), {
    'articles/comments/1.json': comments(fullName),
    'people/similar-profiles/someone.json': similar(first, last),
  })
  const app = createApp({ fixtures: dir, clock: 'virtual', warn: () => {} })
  const res = await app.request(`/v1/people/profile?username=${USERNAME}`, { headers: DEV })
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ firstName: first, lastName: last })
})

it.each([
  ['Wei Ling Reynolds', 'Wei', 'Ling Reynolds'],
  ['Ada Quinn', 'Ada', 'Quinn'],
  ['  Ada   Quinn ', 'Ada', 'Quinn'],
  ['Cher', 'Cher', ''],
])('a whole name alone (%j) is the generated profile’s name', async (fullName, first, last) => {
  const dir = writeFiles(tempDir(), { 'articles/comments/1.json': comments(fullName) })
  const app = createApp({ fixtures: dir, clock: 'virtual', warn: () => {} })
  const res = await app.request(`/v1/people/profile?username=${USERNAME}`, { headers: DEV })
  expect(await res.json()).toMatchObject({ firstName: first, lastName: last })
})

it('a whole name that another file splits into other names is refused, naming both files', () => {
  const dir = writeFiles(tempDir(), {
    'articles/comments/1.json': comments('Ada Quinn'),
    'people/similar-profiles/someone.json': similar('Ada', 'Byron'),
  })
  const err = thrownBy(() => createApp({ fixtures: dir, clock: 'virtual', warn: () => {} }), WorldFactsError)
  expect(err.message).toMatch(
    /1\.json: \$: person wei-ling-reynolds: fullName "Ada Quinn" disagrees with "Ada Byron" \(firstName and lastName\) in .*someone\.json \(fix: make the two files agree\)/,
  )
})

/** Usernames of the people a body shows by their whole name only. */
function shownByWholeName(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) shownByWholeName(v, into)
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>
    if (typeof o.username === 'string' && typeof o.fullName === 'string' && o.firstName === undefined)
      into.add(o.username)
    for (const v of Object.values(o)) shownByWholeName(v, into)
  }
  return into
}

it.each([1, 7])(
  'every generated body of every endpoint, and the profile of everyone shown by whole name, loads back as fixtures (seed %i)',
  { timeout: 60_000 },
  async (seed) => {
    const generated = createApp({ seed, fixtures: false, clock: 'virtual' })
    const dir = tempDir()
    const asked: [string, string][] = []
    const save = async (def: (typeof ENDPOINTS)[number], value: string) => {
      const url = urlFor(def, value)
      const res = await generated.request(url, { headers: DEV })
      if (res.status !== 200) return undefined
      const body = await res.text()
      // named by the value the mock reads from the query (a profile URL's username), as a recording names it
      const key = entityKeyOf(def, (name) => (name === def.param ? value : undefined))
      const file = fixtureFile(dir, def.id, key, 1)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, body)
      asked.push([url, body])
      return body
    }
    const wholeNames = new Set<string>()
    for (const def of ENDPOINTS)
      for (const value of paramValues(def, generated.mock.world, 30, seed)) {
        const body = await save(def, value)
        if (body !== undefined) shownByWholeName(JSON.parse(body), wholeNames)
      }
    const profile = ENDPOINTS.find((def) => def.id === 'people/profile')
    if (!profile) throw new Error('no people/profile endpoint')
    for (const username of wholeNames) await save(profile, username)
    expect(asked.length).toBeGreaterThan(ENDPOINTS.length * 6)
    // names of two words and more among them: the case a split by the first space got wrong
    const multiPart = [...wholeNames].filter((u) => generated.mock.world.person(u).firstName.includes(' '))
    expect(multiPart.length).toBeGreaterThan(0)
    const replayed = createApp({ seed, fixtures: dir, clock: 'virtual', warn: () => {} })
    for (const [url, body] of asked) {
      const res = await replayed.request(url, { headers: DEV })
      expect(res.headers.get('x-mock-source'), url).toBe('fixture')
      expect(await res.text(), url).toBe(body)
    }
  },
)
