// A mock CI started already (NETWORK_LOOKUP_MOCK_URL) is used as it is, and never stopped by the run.
import { afterAll, describe, expect, it } from 'vitest'
import { startMockServer } from '../../src/server.js'
import { startRunMock } from '../../src/testing/run-mock.js'

const running = await startMockServer({ fixtures: false, adminToken: 'ci-token' })
afterAll(async () => {
  delete process.env.NETWORK_LOOKUP_MOCK_URL
  delete process.env.NETWORK_LOOKUP_MOCK_TOKEN
  await running.close()
})

describe('startRunMock', () => {
  it('uses the mock named by NETWORK_LOOKUP_MOCK_URL with its token, and leaves it running on close', async () => {
    process.env.NETWORK_LOOKUP_MOCK_URL = `${running.url}/`
    process.env.NETWORK_LOOKUP_MOCK_TOKEN = 'ci-token'

    const { info, close } = await startRunMock()
    await close()

    expect(info).toEqual({ url: running.url, token: 'ci-token', devKey: 'mock-dev-key' })
    expect(
      (await fetch(`${running.url}/__admin/scenario`, { headers: { authorization: 'Bearer ci-token' } })).status,
    ).toBe(200)
  })

  it('starts its own mock otherwise, and stops it on close', async () => {
    delete process.env.NETWORK_LOOKUP_MOCK_URL

    const { info, close } = await startRunMock({ fixtures: false })
    expect((await fetch(`${info.url}/__admin/scenario`)).status).toBe(200)
    await close()

    expect(info.url).not.toBe(running.url)
    await expect(fetch(`${info.url}/__admin/scenario`)).rejects.toThrow()
  })
})
