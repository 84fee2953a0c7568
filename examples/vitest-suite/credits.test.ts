// A small balance of this file's own key runs out; no other file's calls are charged to it.
// Downstream, import from 'network-lookup-mock/vitest' instead of '../../src/testing/...'.
import { describe, expect, it } from 'vitest'
import { useMock } from '../../src/testing/vitest.js'
import { profiles } from './profiles.js'

const mock = useMock({ plan: 'Starter', credits: 2 })
const headline = () => profiles({ baseUrl: mock.baseUrl, apiKey: mock.key })('jane-doe')

describe('credits', () => {
  it('answers 402 once the balance is spent', async () => {
    expect(await headline()).toMatchObject({ ok: true })
    expect(await headline()).toMatchObject({ ok: true })
    expect(await headline()).toEqual({ ok: false, status: 402, code: 'INSUFFICIENT_CREDITS' })
    expect(await mock.usage(mock.key)).toMatchObject({
      creditsRemaining: 0,
      usage: { calls: 3, creditsUsed: 2, refused: 1 },
    })
  })

  it('starts each test with the full balance again', async () => {
    expect((await mock.usage(mock.key)).creditsRemaining).toBe(2)
  })

  it('tops up the balance', async () => {
    await mock.setCredits(mock.key, 0)
    expect(await headline()).toMatchObject({ ok: false, status: 402 })

    await mock.setCredits(mock.key, 5)
    expect(await headline()).toMatchObject({ ok: true })
  })
})
