import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type MockServer } from '../src/server.js'

/** Debian's chromium; CHROMIUM_PATH points elsewhere (as in test/browser.test.ts). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const HAVE_CHROMIUM = existsSync(CHROMIUM)
const STARTER = 'test_starter_0000000000000001'

if (!HAVE_CHROMIUM) process.stderr.write(`\nscorecard browser test SKIPPED: no Chromium at ${CHROMIUM}\n`)

describe.skipIf(!HAVE_CHROMIUM)('the scorecard page in a real browser', () => {
  let mock: MockServer
  let browser: Browser
  beforeAll(async () => {
    mock = await startMockServer({
      fixtures: false,
      clock: 'virtual',
      keys: [{ key: STARTER, plan: 'Starter', credits: 100 }],
    })
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless'] })
  })
  afterAll(async () => {
    await browser?.close()
    await mock?.close()
  })

  it("shows a key's verdicts, with the failing one's entries, and sets a chaos profile", async () => {
    const headers = { Authorization: `Bearer ${STARTER}` }
    for (let i = 0; i < 2; i++)
      await (await fetch(`${mock.url}/v1/people/profile?username=does-not-exist`, { headers })).text()
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${mock.url}/__admin/ui/scorecard`)
    await expect.poll(() => page.locator('#card-key option').count()).toBeGreaterThan(1)
    await page.selectOption('#card-key', { label: 'test…001 (Starter)' })
    await page.click('#card-form button[type=submit]')
    const row = page.locator('#card-rows tr', { hasText: 'no-retry-of-client-errors' })
    await expect.poll(() => row.locator('td.fail').count()).toBe(1)
    expect(await row.textContent()).toContain('/v1/people/profile 404')
    await expect.poll(() => page.locator('#card-summary').textContent()).toContain('misbehaved')
    await page.selectOption('#chaos-profile', 'brownout')
    await page.click('#chaos-form button[type=submit]')
    await expect.poll(() => page.locator('#chaos-state').textContent()).toContain('In force: brownout')
    const active = (await (await fetch(`${mock.url}/__admin/chaos`)).json()) as {
      active: { profile: { name: string } }
    }
    expect(active.active.profile.name).toBe('brownout')
    expect(errors).toEqual([])
  })
})
