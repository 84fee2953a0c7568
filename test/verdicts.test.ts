import { describe, expect, test } from 'vitest'
import type { RuntimeApp } from '../src/app.js'
import { ClientMisbehavedError, connect, type MockClient } from '../src/control/client.js'
import {
  VERDICT_RULE_IDS,
  judgeClient,
  retryAfterMs,
  scorecardJunit,
  type Scorecard,
  type VerdictRule,
} from '../src/verdicts/verdicts.js'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startMockServer } from '../src/server.js'
import { testApp } from './support/app.js'
import { runCli } from './support/cli.js'
import { tempDir } from './support/tmp.js'

const KEY = 'test_starter_0000000000000001'

/**
 * A small client of the API, written for these tests: it paces itself to its plan, honours Retry-After (seconds or
 * date), backs off 3, 6, 12 s on a 5xx, never repeats a refused request, stops after a 402, pages to the end, caches
 * what it fetched and keeps to its budget, unless told to break one of those rules. It sleeps on the mock's clock.
 */
class Client {
  private cache = new Map<string, unknown>()
  private stopped = false
  private last = Number.NEGATIVE_INFINITY
  private spent = 0

  constructor(
    private readonly app: RuntimeApp,
    private readonly mock: MockClient,
    private readonly breaks: VerdictRule | undefined,
    private readonly budget = Number.POSITIVE_INFINITY,
  ) {}

  private sleep(ms: number): Promise<number> {
    return this.mock.clock.advance(Math.max(0, Math.round(ms)))
  }

  /** The wait a Retry-After asks for; the breaking client reads it with parseInt, as one real client does. */
  private waitFor(value: string, now: number): number {
    if (this.breaks === 'waited-retry-after') return (Number.parseInt(value, 10) || 0) * 1000
    return /^\d+$/.test(value) ? Number(value) * 1000 : Math.max(0, Date.parse(value) - now)
  }

  async get(url: string): Promise<unknown> {
    if (this.breaks !== 'no-duplicate-fetch' && this.cache.has(url)) return this.cache.get(url)
    for (let attempt = 0; attempt < 5; attempt++) {
      if (this.stopped && this.breaks !== 'stopped-after-402') return undefined
      if (this.spent >= this.budget && this.breaks !== 'within-budget') return undefined
      const now = await this.mock.clock.now()
      if (this.breaks !== 'under-plan-rate' && now - this.last < 3000) await this.sleep(3000 - (now - this.last))
      this.last = await this.mock.clock.now()
      const res = await this.app.request(url, { headers: { Authorization: `Bearer ${KEY}` } })
      let body: unknown
      let status: number | 'reset' = res.status
      try {
        body = await res.json()
      } catch {
        status = 'reset'
      }
      if (status !== 'reset' && status < 300) {
        this.spent++
        this.cache.set(url, body)
        return body
      }
      if (status === 429) {
        await this.sleep(this.waitFor(res.headers.get('retry-after') ?? '1', await this.mock.clock.now()))
        continue
      }
      if (status === 'reset' || status >= 500) {
        await this.sleep(this.breaks === 'backoff-grew' ? 1000 : 3000 * 2 ** attempt)
        continue
      }
      if (status === 402) this.stopped = true
      if (this.breaks === 'no-retry-of-client-errors') continue
      return undefined
    }
    return undefined
  }

  async pageAll(url: string): Promise<void> {
    const first = (await this.get(`${url}&page=1`)) as { data: { totalPages: number } }
    const total = first.data.totalPages
    if (this.breaks === 'paged-to-end') {
      this.cache.clear()
      await this.get(`${url}&page=1`)
      return
    }
    for (let page = 2; page <= total; page++) await this.get(`${url}&page=${page}`)
  }
}

const profiles = (n: number, from = 0): string[] =>
  Array.from({ length: n }, (_, i) => `/v1/people/profile?username=person-${from + i}`)

interface Workload {
  /** Sets the mock up for the rule (a profile, a scenario, a balance). */
  setup?: (mock: MockClient) => Promise<void>
  run: (client: Client) => Promise<void>
  budget?: number
}

const each = async (client: Client, urls: string[]): Promise<void> => {
  for (const url of urls) await client.get(url)
}

/** For each rule: a workload under which the good client keeps it and the client breaking it does not. */
const WORKLOADS: Record<VerdictRule, Workload> = {
  'waited-retry-after': {
    // a date-form Retry-After: the client that parses it as an integer reads NaN and does not wait
    setup: async (mock) => {
      await mock.useChaos({ name: 'dated-429', rates: { '429': 0.3 }, retryAfter: 'date' })
    },
    run: (c) => each(c, profiles(12)),
  },
  'backoff-grew': {
    setup: async (mock) => {
      await mock.useScenario('server-error', { key: KEY, times: 3 })
    },
    run: (c) => each(c, profiles(3)),
  },
  'under-plan-rate': { run: (c) => each(c, profiles(30)) },
  'no-retry-of-client-errors': {
    run: (c) => each(c, ['/v1/people/profile?username=does-not-exist', ...profiles(2)]),
  },
  'stopped-after-402': {
    setup: async (mock) => {
      await mock.setCredits(KEY, 3)
    },
    run: (c) => each(c, profiles(6)),
  },
  'paged-to-end': { run: (c) => c.pageAll('/v1/companies/search?keywords=software') },
  'no-duplicate-fetch': { run: (c) => each(c, [...profiles(3), ...profiles(3)]) },
  'within-budget': { run: (c) => each(c, profiles(8)), budget: 5 },
}

async function scorecardOf(rule: VerdictRule, breaks: VerdictRule | undefined): Promise<Scorecard> {
  const app = testApp({ seed: 17 })
  const mock = connect(app).forKey(KEY)
  const workload = WORKLOADS[rule]
  await workload.setup?.(mock)
  await workload.run(new Client(app, mock, breaks, workload.budget))
  return mock.verdicts(workload.budget === undefined ? {} : { budget: workload.budget })
}

describe('verdicts', () => {
  test.each(VERDICT_RULE_IDS)('%s: passes for the good client, fails for the one that breaks it', async (rule) => {
    const good = await scorecardOf(rule, undefined)
    const goodVerdict = good.verdicts.find((v) => v.rule === rule)
    expect(goodVerdict?.status, goodVerdict?.detail).toBe('pass')
    expect(good.verdicts.filter((v) => v.status === 'fail')).toEqual([])
    const bad = await scorecardOf(rule, rule)
    const badVerdict = bad.verdicts.find((v) => v.rule === rule)
    expect(badVerdict?.status, badVerdict?.detail).toBe('fail')
    expect(badVerdict?.entries.length).toBeGreaterThan(0)
    expect(bad.passed).toBe(false)
  })

  test('a rule with nothing to judge does not apply', () => {
    const verdicts = judgeClient([])
    expect(verdicts.map((v) => v.status)).toEqual(VERDICT_RULE_IDS.map(() => 'not-applicable'))
  })

  test.each([
    ['120', 0, 120_000],
    ['Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('2026-10-21T07:27:00Z'), 60_000],
    ['soon', 0, undefined],
  ])('Retry-After %s read at %d waits %s ms', (value, at, wait) => {
    expect(retryAfterMs(value, at)).toBe(wait)
  })

  test('expectClientBehaved throws the scorecard, with the entries and the replay line', async () => {
    const app = testApp({ seed: 17, chaos: { name: 'dated-429', rates: { '429': 0.3 }, retryAfter: 'date' } })
    const mock = connect(app).forKey(KEY)
    await each(new Client(app, mock, 'waited-retry-after'), profiles(12))
    const error = await mock.expectClientBehaved().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ClientMisbehavedError)
    const message = (error as Error).message
    expect(message).toContain('FAIL waited-retry-after')
    expect(message).toMatch(/#\d+ \S+ GET \/v1\/people\/profile -> 429/)
    expect(message).toContain("replay: network-lookup-mock --seed 17 --clock virtual --chaos '{")
    const good = testApp({ seed: 17 })
    const goodMock = connect(good).forKey(KEY)
    await each(new Client(good, goodMock, undefined), profiles(3))
    expect((await goodMock.expectClientBehaved()).passed).toBe(true)
  })

  test('JUnit XML: a test case per rule, failures with their entries, n/a as skipped', async () => {
    const card = await scorecardOf('stopped-after-402', 'stopped-after-402')
    const xml = scorecardJunit(card)
    expect(xml).toContain(`tests="${VERDICT_RULE_IDS.length}"`)
    expect(xml).toMatch(/<testcase classname="client-behaviour" name="stopped-after-402">\n {4}<failure message=/)
    expect(xml).toContain('-&#62; 402')
    expect(xml).toMatch(/name="within-budget"><skipped message="no budget given"\/>/)
    const res = await testApp().request('/__admin/verdicts?format=junit')
    expect(res.headers.get('content-type')).toContain('application/xml')
    expect(await res.text()).toContain('<testsuite name="network-lookup-mock client behaviour"')
  })

  test.each([
    ['budget=-1', 'budget'],
    ['key=nobody', 'unknown key'],
    ['format=html', 'format'],
    ['since=yesterday', 'since'],
    ['nope=1', 'nope'],
  ])('a bad query %s is a 400 naming it', async (query, says) => {
    const res = await testApp().request(`/__admin/verdicts?${query}`)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toContain(says)
  })
})

describe('the scorecard page', () => {
  test('is served with its script, which parses, and links from the console', async () => {
    const app = testApp()
    const page = await app.request('/__admin/ui/scorecard')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<script src="/__admin/ui/scorecard.js"></script>')
    const script = await (await app.request('/__admin/ui/scorecard.js')).text()
    expect(() => new Function(script)).not.toThrow()
    expect(script).toContain("'/verdicts?'")
    expect(await (await app.request('/__admin/ui')).text()).toContain('href="/__admin/ui/scorecard"')
  })

  test('is not served with the admin API off', async () => {
    expect((await testApp({ admin: false }).request('/__admin/ui/scorecard')).status).toBe(404)
  })
})

describe('network-lookup-mock verdicts', () => {
  test('exits 1 with the scorecard and writes JUnit when a verdict fails; 0 when none did', async () => {
    const server = await startMockServer({ port: 0, fixtures: false, clock: 'virtual' })
    try {
      const bearer = { Authorization: `Bearer ${KEY}` }
      for (let i = 0; i < 2; i++)
        await (await fetch(`${server.url}/v1/people/profile?username=does-not-exist`, { headers: bearer })).text()
      const junit = join(tempDir(), 'reports', 'client.xml')
      const run = await runCli(['verdicts', '--url', server.url, '--key', KEY, '--junit', junit])
      expect(run.code, run.stderr).toBe(1)
      expect(run.stdout).toContain('FAIL no-retry-of-client-errors')
      expect(readFileSync(junit, 'utf8')).toMatch(/name="no-retry-of-client-errors">\n {4}<failure/)
      const json = await runCli(['verdicts', '--url', server.url, '--key', 'test_growth_00000000000000002', '--json'])
      expect(json.code).toBe(0)
      expect(JSON.parse(json.stdout).passed).toBe(true)
    } finally {
      await server.close()
    }
  })

  test.each([
    [['verdicts'], 2, '--url'],
    [['verdicts', '--url', 'http://127.0.0.1:9'], 2, 'no mock at http://127.0.0.1:9'],
  ])('%j exits %d naming the problem', async (args, code, says) => {
    const run = await runCli(args)
    expect(run.code).toBe(code)
    expect(run.stderr).toContain(says)
  })
})
