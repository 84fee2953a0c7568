import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { runtimeOf } from '../src/app.js'
import { MAX_EVENT_STREAMS } from '../src/journal/event-streams.js'
import { ENDPOINTS } from '../src/endpoints.js'
import { startMockServer, type MockServer } from '../src/server.js'
import { tempDir } from './support/tmp.js'

/** Debian's chromium; CHROMIUM_PATH points elsewhere. Playwright's own browser download does not work here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const HAVE_CHROMIUM = existsSync(CHROMIUM)
const ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--headless',
]

// straight to stderr: vitest holds back console output of a file whose tests are all skipped
if (!HAVE_CHROMIUM)
  process.stderr.write(
    `\nbrowser tests SKIPPED: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)\n`,
  )

const STARTER = 'test_starter_0000000000000001'
const GROWTH = 'test_growth_00000000000000002'

describe.skipIf(!HAVE_CHROMIUM)('in a real browser', () => {
  let mock: MockServer
  let browser: Browser
  let context: BrowserContext
  let page: Page
  const offMachine: string[] = []
  /** What the page asked in confirm dialogs, in order; accepted unless dismissNext is set for the next one. */
  const dialogs: string[] = []
  let dismissNext = false

  const call = async (path: string, key = 'mock-dev-key', headers: Record<string, string> = {}) => {
    const res = await fetch(`${mock.url}${path}`, { headers: { Authorization: `Bearer ${key}`, ...headers } })
    return { status: res.status, source: res.headers.get('x-mock-source'), body: (await res.json()) as any }
  }
  const useScenario = (name: string) =>
    fetch(`${mock.url}/__admin/scenario`, { method: 'PUT', body: JSON.stringify({ name }) })

  beforeAll(async () => {
    mock = await startMockServer({
      fixtures: tempDir(),
      clock: 'virtual',
      keys: [
        { key: STARTER, plan: 'Starter', credits: 100, label: 'starter' },
        { key: GROWTH, plan: 'Growth', credits: 100, label: 'growth' },
      ],
    })
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    // every request the pages make is checked: anything not to the mock on 127.0.0.1 is recorded and refused
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url())
      if (url.hostname === '127.0.0.1') return route.continue()
      offMachine.push(url.href)
      return route.abort()
    })
    page = await context.newPage()
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void (dismissNext ? d.dismiss() : d.accept())
      dismissNext = false
    })
  })

  afterAll(async () => {
    await browser?.close()
    await mock?.close()
  })

  let docs: Page
  const row = (text: string) => page.locator('#log-rows tr[data-id]', { hasText: text })

  it('loads the console and shows requests sent from Node in the live log, newest first', async () => {
    await page.goto(`${mock.url}/__admin/ui`)
    await expect.poll(() => page.textContent('#stream-state')).toBe('live')
    await expect.poll(() => page.textContent('#health')).toMatch(/health: ok · v\d/)
    await call('/v1/people/profile?username=first-one')
    await call('/v1/companies/by-id?companyId=1441', STARTER)
    await expect.poll(() => row('first-one').count()).toBe(1)
    await expect.poll(() => row('companyId=1441').count()).toBe(1)
    const first = await page.locator('#log-rows tr[data-id]').first().textContent()
    expect(first).toContain('/v1/companies/by-id')
    expect(first).toContain('test…001')
    await expect
      .poll(() => page.locator('#key-rows tr', { hasText: 'test…001' }).textContent())
      .toMatch(/1\/\d+ · \d+ s/)
    expect(await page.content()).not.toContain(STARTER)
  })

  it('opens the scenario picker on the server scenario, and follows a switch made through the admin API', async () => {
    await expect.poll(() => page.inputValue('#scenario-select')).toBe('default')
    expect((await useScenario('empty-results')).status).toBe(200)
    await expect.poll(() => page.inputValue('#scenario-select')).toBe('empty-results')
    await expect.poll(() => page.textContent('#snippet')).toContain("-H 'X-Mock-Scenario: empty-results'")
    const tab = await context.newPage()
    await tab.goto(`${mock.url}/__admin/ui`)
    await expect.poll(() => tab.textContent('#active-scenario')).toBe('empty-results')
    expect(await tab.inputValue('#scenario-select')).toBe('empty-results')
    await tab.close()
    expect((await useScenario('default')).status).toBe(200)
    await expect.poll(() => page.inputValue('#scenario-select')).toBe('default')
  })

  it('filters the log by status class', async () => {
    await call('/v1/people/profile')
    await expect.poll(() => row('/v1/people/profile').count()).toBe(2)
    await page.selectOption('#filter-status', '4')
    await expect.poll(() => page.locator('#log-rows tr[data-id]:visible').count()).toBe(1)
    await page.selectOption('#filter-status', '')
  })

  it('switches the server scenario from the page, and the next answer changes', async () => {
    expect(await page.locator('#scenario-list dt').allTextContents()).toEqual(
      expect.arrayContaining(['default (server)', 'server-error', 'rate-limited']),
    )
    expect(await page.textContent('#scenario-list')).toContain('Every /v1 call answers 500 INTERNAL_ERROR.')
    await page.selectOption('#scenario-select', 'server-error')
    await page.click('#use-scenario')
    await expect.poll(() => page.textContent('#active-scenario')).toBe('server-error')
    expect((await call('/v1/people/profile?username=jane-doe')).status).toBe(500)
    await page.selectOption('#scenario-select', 'default')
    await page.click('#use-scenario')
    await expect.poll(() => page.textContent('#active-scenario')).toBe('default')
    expect((await call('/v1/people/profile?username=jane-doe')).status).toBe(200)
  })

  it('pins a scenario to one key only', async () => {
    await page.selectOption('#scenario-select', 'not-found')
    await page.selectOption('#pin-key', 'test…001')
    await expect.poll(() => page.textContent('#snippet')).toContain("-H 'X-Mock-Scenario: not-found'")
    await page.click('#pin-scenario')
    await expect.poll(async () => (await call('/v1/people/profile?username=jane-doe', STARTER)).status).toBe(404)
    expect((await call('/v1/people/profile?username=jane-doe')).status).toBe(200)
    await page.click('#unpin-scenario')
    await expect.poll(async () => (await call('/v1/people/profile?username=jane-doe', STARTER)).status).toBe(200)
  })

  it("sets a key's credits to 0 and the next call is a 402", async () => {
    await page.selectOption('#credit-key', 'test…002')
    await page.fill('#credit-value', '0')
    await page.click('#set-credits')
    await expect.poll(() => page.locator('#key-rows tr', { hasText: 'test…002' }).textContent()).toMatch(/Growth0/)
    expect((await call('/v1/people/profile?username=jane-doe', GROWTH)).status).toBe(402)
    await page.click('#reset-key')
    await expect.poll(async () => (await call('/v1/people/profile?username=jane-doe', GROWTH)).status).toBe(200)
  })

  it('moves the virtual clock by an amount and to a date', async () => {
    const before = await mock.clock.now()
    await page.selectOption('#advance-by', '3600000')
    await page.click('#advance')
    await expect.poll(() => mock.clock.now()).toBe(before + 3_600_000)
    await expect.poll(() => page.textContent('#clock-now')).toBe(new Date(before + 3_600_000).toISOString())
    const target = new Date(before + 3_600_000 + 86_400_000).toISOString()
    await page.fill('#clock-date', target.slice(0, 19))
    await page.click('#set-clock')
    await expect.poll(() => mock.clock.now()).toBe(Date.parse(target))
  })

  it('saves an answer from the log as a fixture (keyboard only) and the mock serves it to every spelling', async () => {
    const served = await call('/v1/people/profile?username=Saved-Person')
    expect(served.source).toBe('generated')
    await expect.poll(() => row('Saved-Person').count()).toBe(1)
    await row('Saved-Person').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.isVisible('#detail')).toBe(true)
    const body = JSON.parse(await page.inputValue('#detail-body'))
    expect(body).toEqual(served.body)
    body.firstName = 'Fixture'
    await page.fill('#detail-body', JSON.stringify(body, null, 2))
    expect(await page.textContent('#save-fixture')).toBe('Save as saved-person.json')
    await page.focus('#save-fixture')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.textContent('#message')).toMatch(/^Saved .*\/saved-person\.json/)
    for (const spelling of ['Saved-Person', 'saved-person', 'SAVED-PERSON']) {
      const again = await call(`/v1/people/profile?username=${spelling}`)
      expect(again.source).toBe('fixture')
      expect(again.body.firstName).toBe('Fixture')
    }
    await expect.poll(() => page.textContent('#fixture-list')).toContain('saved-person.json')
  })

  it('asks before saving over a fixture there is, and keeps it when told no', async () => {
    await row('Saved-Person').first().click()
    await expect.poll(() => page.textContent('#save-fixture')).toBe('Save as saved-person.json')
    const body = JSON.parse(await page.inputValue('#detail-body'))
    const edit = async (firstName: string) => {
      await page.fill('#detail-body', JSON.stringify({ ...body, firstName }))
      await page.click('#save-fixture')
    }
    const asked = dialogs.length
    dismissNext = true
    await edit('Not-Saved')
    await expect.poll(() => page.textContent('#message')).toMatch(/^Not saved: .*\/saved-person\.json is kept/)
    expect(dialogs.slice(asked)).toEqual([expect.stringMatching(/^Replace the fixture .*\/saved-person\.json\?/)])
    expect((await call('/v1/people/profile?username=saved-person')).body.firstName).toBe('Fixture')
    await edit('Replaced')
    await expect.poll(() => page.textContent('#message')).toMatch(/^Saved .*\/saved-person\.json/)
    expect(dialogs.slice(asked)).toHaveLength(2)
    expect((await call('/v1/people/profile?username=saved-person')).body.firstName).toBe('Replaced')
  })

  it('offers no save on a 500 row, and says why', async () => {
    await call('/v1/people/profile?username=broken-row', 'mock-dev-key', { 'X-Mock-Scenario': 'server-error' })
    await expect.poll(() => row('broken-row').count()).toBe(1)
    await row('broken-row').click()
    await expect.poll(() => page.textContent('#detail-title')).toMatch(/→ 500$/)
    await expect.poll(() => page.textContent('#detail-note')).toMatch(/scenario answer is not kept/)
    expect(await page.isHidden('#save-fixture')).toBe(true)
    expect(await page.getAttribute('#detail-body', 'readonly')).not.toBeNull()
  })

  it('offers a .404.json on a 404 row, and the saved fixture answers the not-found body', async () => {
    const gone = await call('/v1/people/profile?username=Gone-Person', 'mock-dev-key', {
      'X-Mock-Scenario': 'not-found',
    })
    expect(gone.status).toBe(404)
    await expect.poll(() => row('Gone-Person').count()).toBe(1)
    await row('Gone-Person').click()
    await expect.poll(() => page.textContent('#save-fixture')).toBe('Save as gone-person.404.json')
    expect(await page.isVisible('#save-fixture')).toBe(true)
    expect(JSON.parse(await page.inputValue('#detail-body'))).toEqual(gone.body)
    const body = { message: 'Profile gone for good', code: 'NOT_FOUND' }
    await page.fill('#detail-body', JSON.stringify(body))
    await page.click('#save-fixture')
    await expect.poll(() => page.textContent('#message')).toMatch(/^Saved .*\/gone-person\.404\.json/)
    for (const spelling of ['Gone-Person', 'gone-person', 'GONE-PERSON']) {
      const again = await call(`/v1/people/profile?username=${spelling}`)
      expect({ status: again.status, body: again.body }).toEqual({ status: 404, body })
    }
    await expect.poll(() => page.textContent('#fixture-list')).toContain('gone-person.404.json')
  })

  it('shows every column of the log and the keys table at 1280x800, with many and long rows', async () => {
    const long = 'a-rather-long-username-that-goes-on-and-on-without-end'
    await call(`/v1/people/similar-profiles?username=${long}&page=2`, STARTER)
    await call('/v1/companies/search?keywords=data%20tools%20for%20very%20large%20companies', GROWTH)
    await call('/v1/people/profile?username=x', 'mock-dev-key', { 'X-Mock-Scenario': 'throttle-then-recover' })
    for (let i = 0; i < 30; i++) await call(`/v1/people/profile?username=row-${i}`)
    await expect.poll(() => row('row-29').count()).toBe(1)
    // a string, run in the page: the project's type check has no DOM types
    const boxes = (await page.evaluate(`[...document.querySelectorAll('#requests th, #keys th')].map((th) => {
      const box = th.getBoundingClientRect(), wrap = th.closest('.table-wrap').getBoundingClientRect();
      return { label: th.textContent.trim(), left: box.left, right: box.right, wrapLeft: wrap.left,
        wrapRight: wrap.right, cut: th.scrollWidth > th.clientWidth };
    })`)) as { label: string; left: number; right: number; wrapLeft: number; wrapRight: number; cut: boolean }[]
    expect(boxes.map((b) => b.label)).toEqual([
      ...['#', 'time', 'method', 'path', 'query', 'status', 'ms', 'key', 'scenario', 'rule', 'source'],
      ...['key', 'plan', 'credits', 'calls', '429/402', 'window', 'scenario'],
    ])
    for (const b of boxes) {
      expect({ ...b, inView: b.left >= 0 && b.right <= 1280 }).toMatchObject({ label: b.label, inView: true })
      expect({ label: b.label, inWrap: b.left >= b.wrapLeft - 0.5 && b.right <= b.wrapRight + 0.5 }).toEqual({
        label: b.label,
        inWrap: true,
      })
      expect({ label: b.label, cut: b.cut }).toEqual({ label: b.label, cut: false })
    }
    const sideways = await page.evaluate(
      `[...document.querySelectorAll('.table-wrap')].map((w) => w.scrollWidth - w.clientWidth)`,
    )
    expect(sideways).toEqual([0, 0])
  })

  it('serves the icon Chromium decodes, linked from the console and never journaled', async () => {
    expect(await page.evaluate(`document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null`)).toBe(
      '/favicon.svg',
    )
    const sizes = await page.evaluate(`Promise.all(['/favicon.ico', '/favicon.svg'].map((src) => new Promise((done) => {
      const img = new Image();
      img.onload = () => done(img.naturalWidth > 0 ? 'decoded' : 'empty');
      img.onerror = () => done('failed');
      img.src = src + '?fresh=' + Date.now();
    })))`)
    expect(sizes).toEqual(['decoded', 'decoded'])
    const journal = (await (await fetch(`${mock.url}/__admin/requests`)).json()) as { requests: { path: string }[] }
    expect(journal.requests.filter((e) => e.path.includes('favicon'))).toEqual([])
  })

  it('stays readable on a narrow window (no sideways scrolling of the page)', async () => {
    await page.setViewportSize({ width: 420, height: 800 })
    // a string, run in the page: the project's type check has no DOM types
    const widths = (await page.evaluate(
      '({ page: document.documentElement.scrollWidth, view: window.innerWidth })',
    )) as { page: number; view: number }
    expect(widths.page).toBeLessThanOrEqual(widths.view)
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it('wraps words whole on a narrow window: only a token wider than its column breaks', async () => {
    await call('/v1/companies/by-id?companyId=1441&universalName=girard-lefevre&include=headquarters')
    await call('/v1/people/profile?username=narrow-window-person')
    await expect.poll(() => row('narrow-window-person').count()).toBe(1)
    await row('companyId=1441').first().click()
    await expect.poll(() => page.textContent('#detail-title')).toMatch(/companies\/by-id/)
    for (const width of [360, 400, 600]) {
      await page.setViewportSize({ width, height: 800 })
      // a string, run in the page: each word of letters in the log's path and query cells and the request's JSON, as
      // laid out: a word on two lines has rects at two heights
      const found = (await page.evaluate(`(() => {
        const split = [];
        let words = 0;
        for (const el of document.querySelectorAll('#requests td.path, #requests td.query, #detail-entry')) {
          const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let n = walk.nextNode(); n; n = walk.nextNode()) {
            for (const m of n.data.matchAll(/[A-Za-z]{2,12}/g)) {
              const r = document.createRange();
              r.setStart(n, m.index);
              r.setEnd(n, m.index + m[0].length);
              const tops = new Set([...r.getClientRects()].filter((b) => b.width > 0).map((b) => Math.round(b.top)));
              if (tops.size > 0) words++;
              if (tops.size > 1) split.push(m[0]);
            }
          }
        }
        return { words, split, body: getComputedStyle(document.getElementById('detail-body')).wordBreak };
      })()`)) as { words: number; split: string[]; body: string }
      expect(found.words).toBeGreaterThan(50)
      expect({ width, split: found.split, body: found.body }).toEqual({ width, split: [], body: 'normal' })
    }
    await page.click('#close-detail')
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it('says a wrong admin token was rejected, and asks for it again', async () => {
    const TOKEN = 'admin-token-0000000000000001'
    const guarded = await startMockServer({ fixtures: false, clock: 'virtual', adminToken: TOKEN })
    const tab = await context.newPage()
    try {
      await tab.goto(`${guarded.url}/__admin/ui`)
      await expect.poll(() => tab.isVisible('#token-form')).toBe(true)
      await expect.poll(() => tab.textContent('#message')).toBe('The admin API wants a token: enter it.')
      for (const wrong of ['wrong', `${TOKEN.slice(0, -1)}2`]) {
        await tab.fill('#token', wrong)
        await tab.click('#token-form button')
        await expect.poll(() => tab.textContent('#message')).toBe('The admin token was rejected: enter it again.')
        expect(await tab.isVisible('#token-form')).toBe(true)
        expect(await tab.inputValue('#token')).toBe('')
      }
      await tab.fill('#token', TOKEN)
      await tab.click('#token-form button')
      await expect.poll(() => tab.textContent('#health')).toMatch(/health: ok/)
      expect(await tab.isHidden('#token-form')).toBe(true)
      expect(await tab.textContent('#message')).toBe('')
    } finally {
      await tab.close()
      await guarded.close()
    }
  })

  it('renders /docs with every endpoint, from local files', async () => {
    docs = await context.newPage()
    await docs.goto(`${mock.url}/docs`)
    await expect
      .poll(() => docs.locator('.opblock-summary-path').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(ENDPOINTS.length)
    const paths = await docs.locator('.opblock-summary-path').allTextContents()
    for (const def of ENDPOINTS) expect(paths.map((p) => p.replace(/\u200b/g, ''))).toContain(def.path)
  })

  it('"try it" on /docs asks the mock itself, with the development key filled in', async () => {
    const op = docs.locator('#operations-people-peopleProfile')
    await op.locator('.opblock-summary-control').click()
    await op.locator('input[placeholder="username"]').fill('try-it-person')
    await op.locator('button.execute').click()
    await expect
      .poll(() => op.locator('.live-responses-table tbody .response-col_status').first().textContent(), {
        timeout: 10_000,
      })
      .toMatch(/^200/)
    await expect.poll(() => row('try-it-person').count()).toBe(1)
    await docs.close()
  })

  it('GET / in a browser links the console and the docs (other clients keep the JSON 404)', async () => {
    await page.goto(`${mock.url}/`)
    expect(await page.getAttribute('a[href="/__admin/ui"]', 'href')).toBe('/__admin/ui')
    expect(await page.getAttribute('a[href="/docs"]', 'href')).toBe('/docs')
    expect((await fetch(`${mock.url}/`, { headers: { accept: 'text/html' } })).status).toBe(404)
  })

  it('a frozen console tab is dropped once it falls behind, then reconnects and fills in what it missed', async () => {
    const tab = await context.newPage()
    await tab.goto(`${mock.url}/__admin/ui`)
    await expect.poll(() => tab.textContent('#stream-state')).toBe('live')
    const streams = runtimeOf(mock.app).eventStreams
    const open = streams.size
    const cdp = await context.newCDPSession(tab)
    await cdp.send('Page.setWebLifecycleState', { state: 'frozen' })
    // 8 KB events until the server lets go of the frozen tab's stream
    const pad = 'p'.repeat(8_000)
    for (let i = 0; streams.size === open; i++) {
      if (i === 50_000) throw new Error('the frozen tab was never dropped')
      await mock.fetch(`/v1/people/profile?username=frozen-${i}&pad=${pad}`, {
        headers: { Authorization: 'Bearer mock-dev-key' },
      })
    }
    await call('/v1/people/profile?username=after-the-drop')
    await cdp.send('Page.setWebLifecycleState', { state: 'active' })
    await expect.poll(() => tab.textContent('#stream-state')).toMatch(/fell more than \d+ bytes of events behind/)
    await expect.poll(() => tab.textContent('#stream-state'), { timeout: 10_000 }).toBe('live')
    await expect.poll(() => tab.locator('#log-rows tr[data-id]', { hasText: 'after-the-drop' }).count()).toBe(1)
    await call('/v1/people/profile?username=live-again')
    await expect.poll(() => tab.locator('#log-rows tr[data-id]', { hasText: 'live-again' }).count()).toBe(1)
    await tab.close()
  })

  it('a console opened while every event stream is taken says why, and connects once one closes', async () => {
    const streams = runtimeOf(mock.app).eventStreams
    const held: Response[] = []
    // the streams of tabs earlier tests closed are let go first: one freed later would let the new tab in (only
    // console pages hold one; the docs page open beside them does not)
    const consoles = () => context.pages().filter((p) => p.url().includes('/__admin/ui')).length
    await expect.poll(() => streams.size).toBeLessThanOrEqual(consoles())
    while (streams.size < MAX_EVENT_STREAMS) held.push(await fetch(`${mock.url}/__admin/events`))
    const tab = await context.newPage()
    await tab.goto(`${mock.url}/__admin/ui`)
    await expect
      .poll(() => tab.textContent('#stream-state'))
      .toMatch(/^reconnecting… \(\d+ event streams are open, the most the mock serves/)
    await held.pop()?.body?.cancel()
    // the console tries again after the Retry-After of the refusal
    await expect.poll(() => tab.textContent('#stream-state'), { timeout: 10_000 }).toBe('live')
    for (const res of held) await res.body?.cancel()
    await tab.close()
  })

  it('made no request off 127.0.0.1', () => {
    expect(offMachine).toEqual([])
  })
})
