// Each file gets its own key on the run's mock: its scenarios and credits are its own, whatever runs beside it.
// Downstream, import from 'network-lookup-mock/vitest' instead of '../../src/testing/...'.
import { describe, expect, it } from 'vitest'
import { useMock } from '../../src/testing/vitest.js'
import { profiles } from './profiles.js'

const mock = useMock()
const headline = () => profiles({ baseUrl: mock.baseUrl, apiKey: mock.key })('jane-doe')

describe('profiles', () => {
  it('returns the headline, one call', async () => {
    expect(await headline()).toMatchObject({ ok: true })
    await mock.expectCalled('people/profile', { times: 1, query: { username: 'jane-doe' } })
  })

  it('retries once after a 500 and succeeds', async () => {
    await mock.useScenario('server-error', { times: 1 })

    expect(await headline()).toMatchObject({ ok: true })
    await mock.expectCalled('people/profile', { times: 2 })
    expect((await mock.requests()).map((e) => e.status)).toEqual([500, 200])
  })

  it('gives up after two 500s', async () => {
    await mock.useScenario('server-error')

    expect(await headline()).toEqual({ ok: false, status: 500, code: 'INTERNAL_ERROR' })
  })
})
