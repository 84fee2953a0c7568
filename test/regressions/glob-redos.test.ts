import { expect, it } from 'vitest'
import { compileGlob } from '../../src/scenarios/glob.js'
import { DEV, testApp } from '../support/app.js'
import { cpuTimeOf } from '../support/cpu.js'

// globs like *a*a*a*a*a*a*a*a*b against a 3,000-character path pegged the CPU (regex backtracking)
// bounds are CPU time, with room for a busy machine: the backtracking took far longer than any of them
const CPU_MS = 250
const EVIL = '*a*a*a*a*a*a*a*a*a*a*a*a*b'
const LONG = 'a'.repeat(3000)

it(`answers the journal path filter with under ${CPU_MS} ms of CPU whatever the pattern`, async () => {
  const app = testApp()
  await app.request(`/${LONG}`, { headers: DEV })
  await app.request('/v1/people/profile?username=jane-doe', { headers: DEV })
  const { ms, result: res } = await cpuTimeOf(() => app.request(`/__admin/requests?path=${encodeURIComponent(EVIL)}`))
  expect(ms, `${ms.toFixed(1)} ms of CPU`).toBeLessThan(CPU_MS)
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ count: 0 })
})

it(`answers with under ${CPU_MS} ms of CPU under a scenario rule whose endpoint is a hostile glob`, async () => {
  const app = testApp()
  // it names real endpoints (people/interests/newsletters), so it is a valid rule
  const hostile = '*e*e*e*e*e*e*s'
  app.mock.scenarios.use(
    app.mock.scenarios.define({
      name: 'evil',
      description: 'x',
      rules: [{ match: { endpoint: hostile }, effect: { status: 503 } }],
    }).name,
  )
  const { ms, result: res } = await cpuTimeOf(() => app.request(`/v1/${'e'.repeat(3000)}`, { headers: DEV }))
  expect(ms, `${ms.toFixed(1)} ms of CPU`).toBeLessThan(CPU_MS)
  expect(res.status).toBe(404)
})

it.each([
  ['people/*', 'people/interests/groups', true],
  ['*/profile', 'people/profile', true],
  ['people/profile', 'people/profile', true],
  ['people/profile', 'people/profile-by-url', false],
  ['*a*b', 'xaxxb', true],
  ['*a*b', 'xbxxa', false],
  ['a*a', 'a', false],
  ['**', '', true],
  [EVIL, LONG, false],
  [EVIL, `${LONG}b`, true],
])('matches case %# as expected', (glob, text, expected) => {
  expect(compileGlob(glob)(text)).toBe(expected)
})
