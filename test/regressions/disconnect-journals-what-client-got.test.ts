import { expect, it } from 'vitest'
import { RequestsAnswerSchema } from '../../src/admin/schemas.js'
import { DEV, testApp } from '../support/app.js'

// disconnect: reset and truncate charged a credit and journaled status 200 for a client that got no (whole) answer
const KEY = 'disc_starter_0000000001'

it.each([
  ['reset', 'reset'],
  ['truncate', 'truncated'],
] as const)('disconnect %s charges nothing and the journal says %s', async (effect, recorded) => {
  const app = testApp({ keys: [{ key: KEY, plan: 'Starter', credits: 5 }] })
  app.mock.scenarios.use(
    app.mock.scenarios.define({ name: 'cut', description: 'x', rules: [{ effect: { disconnect: effect } }] }).name,
  )
  const res = await app.request('/v1/people/profile?username=jane-doe', { headers: { Authorization: `Bearer ${KEY}` } })
  await res.text().catch(() => undefined)
  expect(app.mock.keys.get(KEY)?.credits).toBe(5)
  const answer = RequestsAnswerSchema.parse(await (await app.request('/__admin/requests')).json())
  expect(answer.requests[0]).toMatchObject({ disconnect: recorded, credits: 0 })
})

it('journals disconnect null for a whole answer', async () => {
  const app = testApp()
  await app.request('/v1/people/profile?username=jane-doe', { headers: DEV })
  expect(app.mock.journal.list()[0]?.disconnect).toBeNull()
})
