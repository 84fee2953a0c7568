// MSW handlers with a config: calls to the real base URL of an extra endpoint are answered in process as well.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { defineConfig, defineEndpoint } from '../../src/define.js'
import { handlers } from '../../src/testing/msw.js'
import { writeConfigs } from '../support/own-configs.js'
import { tempDir } from '../support/tmp.js'

const { ts } = writeConfigs(tempDir('nlm-own-msw-'))
const BASE = 'https://api.network.example/v1'
const mock = handlers({ baseUrl: BASE, config: ts, fixtures: false, clock: 'virtual' })
const server = setupServer(...mock)
const unhandled: string[] = []
beforeAll(() => server.listen({ onUnhandledRequest: (request) => void unhandled.push(request.url) }))
afterAll(() => server.close())

const AUTH = { Authorization: 'Bearer mock-dev-key' }

it('answers an extra endpoint at the real base URL with the bytes the in-process app gives', async () => {
  for (const path of ['/people/finder?keywords=msw&start=10', '/gadgets/by-id?gadgetId=31', '/people/finder?q=z']) {
    const res = await fetch(`${BASE}${path}`, { headers: AUTH })
    const direct = await mock.app.request(`/v1${path}`, { headers: AUTH })
    expect(res.status).toBe(direct.status)
    expect(await res.text()).toBe(await direct.text())
  }
  expect(unhandled).toEqual([])
})

it('types the client of handlers given a config object with its endpoint ids', () => {
  const config = defineConfig({
    endpoints: [
      defineEndpoint({ path: 'things/one', query: z.object({}), response: z.object({}), generate: () => ({}) }),
    ],
  })
  const lazy = () => handlers({ baseUrl: BASE, config })
  type Name = Parameters<ReturnType<typeof lazy>['client']['expectCalled']>[0]
  expectTypeOf<'things/one'>().toExtend<Name>()
  expectTypeOf<'/v1/things/one'>().toExtend<Name>()
  expectTypeOf<'people/profile'>().toExtend<Name>()
  expectTypeOf<'things/two'>().not.toExtend<Name>()
  expectTypeOf<Parameters<typeof mock.client.expectCalled>[0]>().toEqualTypeOf<string>()
})

it('steers the extra endpoint through the typed client of the handlers', async () => {
  await mock.client.useScenario([{ match: { endpoint: 'gadgets/by-id' }, effect: { status: 503 } }])
  expect((await fetch(`${BASE}/gadgets/by-id?gadgetId=1`, { headers: AUTH })).status).toBe(503)
  expect((await fetch(`${BASE}/people/finder?keywords=ok`, { headers: AUTH })).status).toBe(200)
  await mock.client.expectCalled('gadgets/by-id', { query: { gadgetId: '1' } })
  await mock.client.reset()
})
