import { describe, expect, it } from 'vitest'
import { get, testApp } from '../support/app.js'

// profilePicture answered "" on profile-by-url, company logos "", a person publisher lacked profilePicture and
// companyLogo on position-skills was never null: where the spec types a URL it is a URL, null only where it allows
const isUrl = (v: unknown) => typeof v === 'string' && URL.canParse(v) && /^https?:\/\//.test(v)
const SEEDS = [1, 7, 42, 1234]
const USERNAMES = Array.from({ length: 25 }, (_, i) => `user-${i}-${'abcdefghij'[i % 10]}`)

async function population(seed: number) {
  const app = testApp({ seed })
  const usernames = [...USERNAMES]
  const companies: string[] = []
  // members of the population reached by links, and usernames of any form
  for (const u of USERNAMES.slice(0, 6)) {
    const body = (await get(app, `/v1/people/similar-profiles?username=${u}`)).body
    for (const item of body.data.items) usernames.push(item.username)
  }
  for (const u of usernames.slice(0, 30)) {
    const body = (await get(app, `/v1/people/position-skills?username=${u}`)).body
    for (const item of body.data.items) companies.push(String(item.companyId))
  }
  return { app, usernames, companies: [...new Set(companies)] }
}

describe.each(SEEDS)('seed %i', (seed) => {
  it('profilePicture and backgroundImage are URLs on every profile, the placeholder for people without a photo', async () => {
    const { app, usernames } = await population(seed)
    let placeholders = 0
    for (const u of usernames) {
      for (const path of ['people/profile-by-url', 'people/profile']) {
        const query = path === 'people/profile' ? `username=${u}` : `url=https://www.network.example/in/${u}/`
        const { body, status } = await get(app, `/v1/${path}?${query}`)
        expect(status).toBe(200)
        const p = body
        expect(isUrl(p.profilePicture), `${path} ${u}: ${p.profilePicture}`).toBe(true)
        expect(isUrl(p.backgroundImage), `${path} ${u}`).toBe(true)
        if (path === 'people/profile' && p.profilePicture.includes('/placeholder/')) placeholders++
      }
    }
    expect(placeholders).toBeLessThan(usernames.length / 3)
  })

  it('company logos and backgroundCoverImages are URLs; Images.logo null exactly when the company has none', async () => {
    const { app, companies } = await population(seed)
    expect(companies.length).toBeGreaterThan(20)
    for (const id of companies) {
      const { body } = await get(app, `/v1/companies/by-id?companyId=${id}`)
      expect(isUrl(body.data.logos), `${id}: ${body.data.logos}`).toBe(true)
      expect(isUrl(body.data.backgroundCoverImages), id).toBe(true)
      if (body.data.Images.logo === null) expect(body.data.logos).toContain('/placeholder/')
      else expect(body.data.logos).toBe(body.data.Images.logo)
    }
  })

  it('a person publisher of a newsletter has all five person fields, profilePicture a URL', async () => {
    const { app, usernames } = await population(seed)
    let people = 0
    for (const u of usernames) {
      const { body } = await get(app, `/v1/people/interests/newsletters?username=${u}`)
      for (const n of body.data.items) {
        if (n.publisher.username === undefined) {
          expect(Object.keys(n.publisher).sort()).toEqual(['fullName', 'url'])
          continue
        }
        people++
        for (const k of ['username', 'firstName', 'lastName', 'urn']) expect(typeof n.publisher[k], k).toBe('string')
        expect(isUrl(n.publisher.profilePicture), n.publisher.username).toBe(true)
      }
    }
    expect(people).toBeGreaterThan(10)
  })
})

it('companyLogo on position-skills is null for companies without a logo, at a plausible rate', async () => {
  let all = 0
  let nulls = 0
  for (const seed of SEEDS) {
    const { app, usernames } = await population(seed)
    for (const u of usernames) {
      const { body } = await get(app, `/v1/people/position-skills?username=${u}`)
      for (const item of body.data.items) {
        all++
        if (item.companyLogo === null) nulls++
        else expect(isUrl(item.companyLogo)).toBe(true)
      }
    }
  }
  expect(all).toBeGreaterThan(300)
  expect(nulls / all).toBeGreaterThan(0.02)
  expect(nulls / all).toBeLessThan(0.2)
})
