import { afterEach, expect, it, vi } from 'vitest'
import type { RuntimeApp } from '../../src/app.js'
import type { MockOptions } from '../../src/options.js'
import { type Readings, SecretGuard } from '../../src/record/secret.js'
import { DEV, testApp } from '../support/app.js'
import { tempDir } from '../support/tmp.js'
import { fakeUpstream } from '../support/upstream.js'

// one upstream answer stalled the whole server while the upstream key was looked for in it: a 15 MB
// percent-encoded body held the event loop 93.5 s (a health check sent meanwhile waited 93.3 s), 15 MB of HTML
// entities 39 s, an ordinary 12.7 MB JSON 2.1 s (12.1 s when recorded), and 30 of those at once gave 28 x 504

const REAL_KEY = 'real-upstream-key-Zq8/wX+3='
const MB = 1024 * 1024

/** Bodies the upstream answers with, by the path asked. */
const BODIES: Record<string, string> = {
  percent: JSON.stringify({ blob: '%41%42'.repeat((15 * MB) / 6) }),
  smaller: JSON.stringify({ blob: '%43%44'.repeat((4 * MB) / 6) }),
  entities: JSON.stringify({ html: '&#65;&amp;'.repeat((15 * MB) / 10) }),
  json: JSON.stringify(
    Array.from({ length: Math.floor((12.7 * MB) / 110) }, (_, i) => ({
      id: i,
      name: `Person ${i}`,
      city: 'Hyderabad',
      url: `https://example.com/people/${i}`,
    })),
  ),
}

const upstream = fakeUpstream((req, res) => {
  const body = Object.entries(BODIES).find(([name]) => req.url?.includes(name))?.[1] ?? '{}'
  res.writeHead(200, { 'content-type': 'application/json' }).end(body)
})
afterEach(() => {
  vi.restoreAllMocks()
})

/**
 * Sends a health check as the key check of a long answer starts (its first window), and counts the windows read
 * after the health check was answered: none when the check holds the event loop from start to end.
 */
function watchLongChecks(app: () => RuntimeApp): { windowsAfterHealth: () => number; health: () => number } {
  const original = SecretGuard.prototype.containsIn
  let health: number | undefined
  let started = false
  let after = 0
  vi.spyOn(SecretGuard.prototype, 'containsIn').mockImplementation(function (this: SecretGuard, readings: Readings) {
    if ((readings.flat[0]?.length ?? 0) > 10_000) {
      if (!started) {
        started = true
        void Promise.resolve(app().request('/__admin/health')).then((res) => {
          health = res.status
        })
      } else if (health !== undefined) after++
    }
    return original.call(this, readings)
  })
  return { windowsAfterHealth: () => after, health: () => health ?? 0 }
}

const CASES: [string, string, (fixtures: string) => MockOptions][] = [
  ['15 MB of HTML entities, relayed', 'entities', () => ({ passthrough: upstream.url, upstreamKey: REAL_KEY })],
  ['12.7 MB of JSON, relayed', 'json', () => ({ passthrough: upstream.url, upstreamKey: REAL_KEY })],
  [
    '15 MB percent-encoded, recorded',
    'percent',
    (fixtures) => ({ fixtures, passthrough: upstream.url, recordPassthrough: true, upstreamKey: REAL_KEY }),
  ],
  [
    '15 MB percent-encoded, in record mode',
    'percent',
    (fixtures) => ({ fixtures, mode: 'record', upstream: upstream.url, upstreamKey: REAL_KEY }),
  ],
]

it.each(CASES)(
  'answers a health check while it checks %s',
  async (_name, path, options) => {
    const app = testApp({ ...options(tempDir()), warn: () => {} })
    const watch = watchLongChecks(() => app)
    const url =
      path === 'percent' && options('').mode === 'record' ? '/v1/people/profile?username=percent' : `/v1/big/${path}`
    const res = await app.request(url, { headers: DEV })
    expect(res.status).toBe(200)
    expect((await res.text()).length).toBe(BODIES[path]?.length)
    expect(watch.health()).toBe(200)
    expect(watch.windowsAfterHealth()).toBeGreaterThan(0)
  },
  120_000,
)

it('relays three long answers asked at once, all of them, the checks taking turns', async () => {
  const app = testApp({ passthrough: upstream.url, upstreamKey: REAL_KEY })
  const answers = await Promise.all(
    [0, 1, 2].map(async (n) => {
      const res = await app.request(`/v1/big/smaller?n=${n}`, { headers: DEV })
      return { status: res.status, length: (await res.text()).length }
    }),
  )
  expect(answers).toEqual([0, 1, 2].map(() => ({ status: 200, length: BODIES.smaller?.length })))
}, 120_000)
