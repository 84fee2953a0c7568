import { expect, it } from 'vitest'
import { runtimeOf } from '../../src/app.js'
import { startMockServer } from '../../src/server.js'

// close() dropped every connection at once, so SIGTERM cut requests in flight (a slow scenario's) mid-answer
it('lets a request in flight finish when closing with a grace period', async () => {
  const mock = await startMockServer({ fixtures: false, clock: 'virtual' })
  runtimeOf(mock.app).scenarios.define({
    name: 'held',
    description: 'holds a request',
    rules: [{ effect: { latencyMs: 300 } }],
  })
  const pending = fetch(`${mock.url}/v1/people/profile?username=jane-doe`, {
    headers: { Authorization: 'Bearer mock-dev-key', 'X-Mock-Scenario': 'held' },
  })
  // the journal shows nothing yet, but the admin answer proves the server took the earlier connection
  await fetch(`${mock.url}/__admin/clock`).then((r) => r.arrayBuffer())
  await mock.close({ graceMs: 10_000 })
  const res = await pending
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ username: 'jane-doe' })
})
