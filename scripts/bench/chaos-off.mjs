// What chaos and verdicts cost a request while no chaos profile is in force, in one process and the same run: the
// chaos stage as the app builds it, called on the context of a real request, beside the CPU of the whole answer of
// that request. Verdicts add no stage: they are computed from the journal when asked, and the request path only keeps
// the Retry-After of a 429 or 503 for them, which this fixture answer does not have.
import { join } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { request } from './in-process-request.mjs'

const PATH = '/v1/companies/by-id?companyId=1441'

/** Median CPU µs per call of `run` over `rounds` rounds of `count` calls (after one warm-up round). */
async function cpuPerCall(run, count, rounds) {
  const cpu = []
  for (let round = 0; round <= rounds; round++) {
    const start = process.cpuUsage()
    await run(count)
    const used = process.cpuUsage(start)
    if (round > 0) cpu.push((used.user + used.system) / count)
  }
  return [...cpu].sort((a, b) => a - b)[Math.floor(cpu.length / 2)]
}

/**
 * The chaos stage off against a whole fixture-like answer (a warm generated body, the log off, the journal on).
 * `stageNs` is the stage's CPU per request in nanoseconds, `requestUs` the whole request's in microseconds.
 */
export async function chaosOff(root, { requests = 20_000, stageCalls = 2_000_000, rounds = 5 } = {}) {
  const dist = (file) => import(join(root, 'dist', file))
  const [{ createApp }, { chaos }, { ChaosController }, { memoryStore }, { virtualClock }] = await Promise.all([
    dist('app.js'),
    dist('middleware/chaos.js'),
    dist('chaos/controller.js'),
    dist('store/memory-store.js'),
    dist('clock.js'),
  ])
  const app = createApp({ fixtures: false, clock: 'virtual' })
  const whole = getRequestListener(app.fetch)
  const requestUs = await cpuPerCall(
    async (n) => {
      for (let i = 0; i < n; i++) {
        const status = await request(whole, PATH)
        if (status !== 200) throw new Error(`chaos-off: ${PATH} answered ${status}`)
      }
    },
    requests,
    rounds,
  )

  const clock = virtualClock(Date.UTC(2026, 0, 1))
  const stage = chaos({ chaos: new ChaosController({ seed: 1, clock }), store: memoryStore(), clock })
  let passed = 0
  const next = () => {
    passed++
    return undefined
  }
  let stageNs = 0
  // the stage runs on the context of a request made as the listener makes it, with the same headers
  const probe = new Hono().get('/v1/*', async (c) => {
    stageNs =
      1000 *
      (await cpuPerCall(
        (n) => {
          for (let i = 0; i < n; i++) stage(c, next)
        },
        stageCalls,
        rounds,
      ))
    return c.text('ok')
  })
  await request(getRequestListener(probe.fetch), PATH)
  if (passed !== stageCalls * (rounds + 1)) throw new Error('chaos-off: the stage did not pass every request on')
  return { requestUs, stageNs, share: stageNs / 1000 / requestUs, requests, stageCalls, rounds }
}
