#!/usr/bin/env node
// `npm run screenshots`: rewrites README's pictures, docs/console.png and docs/docs-page.png, in headless Chromium at
// 1280x800 against a mock started here (port 4010 when free, so the console's curl line shows the default URL).
// Uses Debian's chromium (`apt-get install -y chromium`) or CHROMIUM_PATH; fixtures go to a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startMockServer } from '../src/server.js'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const OUT = new URL('../docs/', import.meta.url)
const VIEWPORT = { width: 1280, height: 800 }
const STARTER = 'test_starter_0000000000000001'
const GROWTH = 'test_growth_00000000000000002'

/** Whether a port on 127.0.0.1 is free to listen on. */
function free(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** Polls until `check` holds, or fails after `ms` saying what it waited for. */
async function until(what, check, ms = 15_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`screenshots: gave up waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const fixtures = mkdtempSync(join(tmpdir(), 'nlm-screenshots-'))
const mock = await startMockServer({ port: (await free(4010)) ? 4010 : 0, fixtures, clock: 'virtual', seed: 1 })
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})
try {
  const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'light' })
  // the pages must work offline: anything off the mock is refused
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  )
  const page = await context.newPage()
  await page.goto(`${mock.url}/__admin/ui`)
  await until('the live event stream', async () => (await page.textContent('#stream-state')) === 'live')

  const call = (path, headers = {}) => fetch(`${mock.url}${path}`, { headers })
  const as = (key, extra = {}) => ({ Authorization: `Bearer ${key}`, ...extra })
  await call('/v1/people/profile?username=jane-doe', as('mock-dev-key'))
  await call('/v1/companies/by-id?companyId=1441', as(STARTER))
  await call('/v1/companies/search?keywords=data%20tools', as(GROWTH))
  await call('/v1/people/profile?username=ghost-404', as(STARTER))
  await call('/v1/people/profile?username=jane-doe')
  await call('/v1/jobs/details?jobId=4012345678', as(STARTER, { 'X-Mock-Scenario': 'rate-limited' }))
  await call('/v1/people/connection-count?username=jane-doe', as(GROWTH, { 'X-Mock-Scenario': 'server-error' }))
  await call('/v1/people/similar-profiles?username=jane-doe&page=2', as('mock-dev-key'))
  await until('eight rows in the log', async () => (await page.locator('#log-rows tr[data-id]').count()) === 8)

  // one answer open, as a tester about to save it
  await page.locator('#log-rows tr[data-id]', { hasText: 'ghost-404' }).click()
  await until('the answer of the not-found row', () => page.isVisible('#save-fixture'))
  await page.locator('#log-rows tr[data-id]', { hasText: 'username=jane-doe' }).last().click()
  await until('the answer of the first row', async () =>
    /jane-doe\.json$/.test(await page.textContent('#save-fixture')),
  )
  await page.evaluate('window.scrollTo(0, 0)')
  await page.screenshot({ path: new URL('console.png', OUT).pathname, fullPage: true })

  const docs = await context.newPage()
  await docs.goto(`${mock.url}/docs`)
  await until('every endpoint on /docs', async () => (await docs.locator('.opblock-summary-path').count()) >= 20)
  await docs.screenshot({ path: new URL('docs-page.png', OUT).pathname })
  process.stdout.write(`wrote docs/console.png and docs/docs-page.png (mock at ${mock.url})\n`)
} finally {
  await browser.close()
  await mock.close()
  rmSync(fixtures, { recursive: true, force: true })
}
