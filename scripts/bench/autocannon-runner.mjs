// Fallback load generator when wrk is missing: same targets and result shape as the wrk script.
// Usage: node autocannon-runner.mjs '<json config from load.mjs>'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { pathOf } from './load.mjs'

const require = createRequire(join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'package.json'))
const autocannon = require('autocannon')

const { origin, target, headers, durationS, connections, offset, stopAfter } = JSON.parse(process.argv[2] ?? '{}')
let i = offset
const requests = target.gen ? [{ setupRequest: (req) => ({ ...req, path: pathOf(target.gen, i++) }) }] : undefined

const result = await autocannon({
  url: `${origin}${target.path ?? '/'}`,
  connections,
  duration: durationS,
  headers,
  ...(requests ? { requests } : {}),
  ...(stopAfter ? { amount: stopAfter } : {}),
})
const total = result.requests.total
process.stdout.write(
  `BENCH_JSON ${JSON.stringify({
    rps: total / (result.duration || durationS),
    requests: total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    socketErrors: result.errors + result.timeouts,
  })}\n`,
)
