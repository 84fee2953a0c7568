import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../src/endpoints.js'
import type { RuntimeApp } from '../src/app.js'
import { DEV, get, testApp } from './support/app.js'
import { bundles } from './support/cli.js'
import { DATE_STRING, parseDateString } from './support/spec-checks.js'
import { paramValues, sampleUrl, urlFor } from './support/values.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SEED = 42

// three realistic values per endpoint plus a second page: 80 requests over all 20 endpoints
const URLS = ENDPOINTS.flatMap((def) => {
  const values = paramValues(def, testApp({ seed: SEED }).mock.world, 3, 5)
  return [...values.map((v) => urlFor(def, v)), urlFor(def, values[0] ?? '', { page: '2' })]
})

async function bodies(app: RuntimeApp, urls: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (const url of urls) {
    const { status, text } = await get(app, url)
    expect(status, url).toBe(200)
    out.set(url, text)
  }
  return out
}

describe('same seed and request give the same bytes', () => {
  it('in a separate Node process', { tags: ['process'], timeout: 120_000 }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [bundles().printBodies, String(SEED), ...URLS], {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    })
    const other = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { url: string; status: number; body: string })
    const here = await bodies(testApp({ seed: SEED }), URLS)
    expect(other.map((o) => o.url)).toEqual(URLS)
    for (const o of other) {
      expect(o.status, o.url).toBe(200)
      expect(o.body, o.url).toBe(here.get(o.url))
    }
  })

  it('whatever the order of requests', async () => {
    const forward = await bodies(testApp({ seed: SEED }), URLS)
    const reverse = await bodies(testApp({ seed: SEED }), [...URLS].reverse())
    for (const url of URLS) expect(reverse.get(url), url).toBe(forward.get(url))
  })

  it('under 100 concurrent requests', async () => {
    const urls = Array.from({ length: 100 }, (_, i) => URLS[(i * 37) % URLS.length] ?? '')
    const sequential = await bodies(testApp({ seed: SEED }), urls)
    const app = testApp({ seed: SEED })
    const concurrent = await Promise.all(urls.map((url) => get(app, url)))
    concurrent.forEach((r, i) => {
      expect(r.status).toBe(200)
      expect(r.text, urls[i]).toBe(sequential.get(urls[i] ?? ''))
    })
  })

  it('when asked again: served once as text, then from the cache as bytes, and HEAD gives their length', async () => {
    const app = testApp({ seed: SEED })
    const url = '/v1/people/profile-by-url?url=https://www.network.example/in/jos%C3%A9-curie-7/'
    const answers: string[] = []
    for (let i = 0; i < 3; i++) answers.push(await (await app.request(url, { headers: DEV })).text())
    expect(new Set(answers).size).toBe(1)
    // an accented name makes the body multi-byte: its length in bytes is not its length in characters
    expect(Buffer.byteLength(answers[0] as string)).not.toBe((answers[0] as string).length)
    const head = await app.request(url, { method: 'HEAD', headers: DEV })
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(answers[0] as string)))
  })

  it('whatever the order of the query parameters', async () => {
    for (const def of ENDPOINTS) {
      const a = await get(testApp({ seed: SEED }), sampleUrl(def, { page: '2' }))
      const b = await get(testApp({ seed: SEED }), `${def.path}?page=2&${sampleUrl(def).split('?')[1]}`)
      expect(b.text, def.id).toBe(a.text)
    }
  })
})

describe('what changes the data', () => {
  it.each(ENDPOINTS.map((e) => [e.id, e] as const))('%s: another seed gives other data', async (_id, def) => {
    const values = paramValues(def, testApp({ seed: SEED }).mock.world, 5, 9)
    const urls = values.map((v) => urlFor(def, v))
    const a = await bodies(testApp({ seed: SEED }), urls)
    const b = await bodies(testApp({ seed: SEED + 1 }), urls)
    // an endpoint whose answer is the same for every value (posted-jobs of people who posted none) has nothing to vary
    const constant = new Set([...a.values(), ...b.values()]).size === 1
    if (!constant) expect(urls.some((u) => a.get(u) !== b.get(u))).toBe(true)
    else expect(def.id).toBe('people/posted-jobs')
  })

  it.each([
    [1, 2 ** 32 + 1],
    [7, 2 ** 33 + 7],
    [3, -3],
  ])('seed %d and seed %d give different data', async (a, b) => {
    const url = '/v1/people/profile?username=jane-doe'
    expect((await get(testApp({ seed: b }), url)).text).not.toBe((await get(testApp({ seed: a }), url)).text)
  })

  it.each(ENDPOINTS.map((e) => [e.id, e] as const))(
    '%s: unknown extra parameters and __scenario=default change nothing',
    async (_id, def) => {
      const plain = await get(testApp({ seed: SEED }), sampleUrl(def))
      const noisy = await get(
        testApp({ seed: SEED }),
        sampleUrl(def, {
          locations: 'Berlin',
          companySizes: '',
          hasJobs: 'true',
          industries: '',
          sortBy: 'recent',
          __scenario: 'default',
        }),
      )
      expect(noisy.status).toBe(200)
      expect(noisy.text).toBe(plain.text)
      const header = await get(testApp({ seed: SEED }), sampleUrl(def), {
        Authorization: 'Bearer mock-dev-key',
        'X-Mock-Scenario': 'default',
      })
      expect(header.text).toBe(plain.text)
    },
  )

  const TIMESTAMP_KEYS = new Set([
    'postedAt',
    'createdAt',
    'created',
    'lastModified',
    'listedAt',
    'originalListedAt',
    'postedTimestamp',
    'postedDateTimestamp',
  ])

  /** Every past moment a body names: epoch-ms fields, date strings and fundingData.updatedAt seconds. */
  function moments(v: unknown, out: number[] = []): number[] {
    if (Array.isArray(v)) for (const x of v) moments(x, out)
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (TIMESTAMP_KEYS.has(k) && typeof x === 'number') out.push(x)
        else if (typeof x === 'string' && DATE_STRING.test(x)) out.push(parseDateString(x))
        else if (k === 'updatedAt' && typeof x === 'string') out.push(Number(x) * 1000)
        else moments(x, out)
      }
    }
    return out
  }

  it.each(['2021-03-15T08:30:00.000Z', '2025-06-01T12:00:00.000Z'])(
    'places every date before now = %s, within ten years of it',
    async (now) => {
      const app = testApp({ seed: SEED, now })
      const nowMs = Date.parse(now)
      const seen: number[] = []
      for (const url of URLS) {
        const { body } = await get(app, url)
        seen.push(...moments(body))
      }
      expect(seen.length).toBeGreaterThan(100)
      const outside = seen.filter((t) => !(t <= nowMs && t > nowMs - 10 * 365 * 86_400_000))
      expect(outside.map((t) => new Date(t).toISOString())).toEqual([])
    },
  )
})
