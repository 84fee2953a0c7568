// The page calls the API through the mock; each test sets the mock up through the control client first.
// Downstream, import from 'network-lookup-mock/client' instead of '../../src/control/client.js'.
import { expect, test } from '@playwright/test'
import { connect } from '../../src/control/client.js'

const mockUrl = `http://127.0.0.1:${process.env.NETWORK_LOOKUP_MOCK_PORT ?? 4011}`
const mock = connect(mockUrl)
const page = (key = 'test_starter_0000000000000001') => `/?api=${encodeURIComponent(`${mockUrl}/v1`)}&key=${key}`

test.beforeEach(() => mock.reset())

test('shows the profile the mock serves', async ({ page: p }) => {
  await p.goto(page())

  await expect(p.locator('#name')).toHaveText('Jane Doe')
  await expect(p.locator('#headline')).not.toBeEmpty()
  await mock.expectCalled('people/profile', { times: 1, query: { username: 'jane-doe' } })
})

test('says when to retry after a 429, and recovers on reload', async ({ page: p }) => {
  await mock.useScenario('rate-limited', { times: 1 })

  await p.goto(page())
  await expect(p.locator('#error')).toHaveText('Too many requests: try again in 30 s')

  await p.reload()
  await expect(p.locator('#name')).toHaveText('Jane Doe')
})

test('names the error when the key has no credits', async ({ page: p }) => {
  await p.goto(page('test_nocredits_00000000000005'))

  await expect(p.locator('#error')).toHaveText('Error 402: INSUFFICIENT_CREDITS')
})
