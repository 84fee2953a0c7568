#!/usr/bin/env node
// The in-process request harness BENCHMARKS.md cites: node:http request and response objects over a discarding
// socket whose writes complete asynchronously (as a real socket's do), through @hono/node-server's listener, into the
// built app. No socket, no load tool, no second process: CPU per request of the request path and the generators, for
// when the machine is too busy for socket figures. It leaves out the kernel and the UTF-8 encoding on the wire.
//
//   npm run build && node scripts/bench/in-process.mjs [--requests N] [--rounds N] [--only id,id]
//
// Prints, per workload, the CPU µs per request (best and median of the rounds) and the bytes promoted to the old
// generation per request; every request asks for a value never asked before (cold), like bench.mjs's cold workloads.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import v8 from 'node:v8'
import { getRequestListener } from '@hono/node-server'
import { request } from './in-process-request.mjs'
import { templateOf } from './workloads.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const { values: opt } = parseArgs({
  options: {
    requests: { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '5' },
    only: { type: 'string' },
  },
})
const REQUESTS = Number(opt.requests)
const ROUNDS = Number(opt.rounds)

const { createApp } = await import(join(ROOT, 'dist', 'app.js'))
const { ENDPOINTS_BY_ID } = await import(join(ROOT, 'dist', 'endpoints.js'))

const WORKLOADS = ['companies/by-id', 'people/profile', 'people/profile-by-url', 'jobs/details', 'posts/search']
  .filter((id) => !opt.only || opt.only.split(',').includes(id))
  .map((id, i) => ({ id, template: templateOf(ENDPOINTS_BY_ID.get(id), 6_000_000 + i * 1_000_000) }))

function oldSpaceUsed() {
  return v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')?.space_used_size ?? 0
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

for (const { id, template } of WORKLOADS) {
  const app = createApp({ fixtures: false, clock: 'virtual', journalSize: 1 })
  const listener = getRequestListener(app.fetch)
  let next = 0
  const url = () => `${template.prefix}${template.base + next++}${template.suffix}`
  // warm-up: the code paths compiled, the world's population built
  for (let i = 0; i < 500; i++) await request(listener, url())
  const cpu = []
  const promoted = []
  for (let round = 0; round < ROUNDS; round++) {
    const old = oldSpaceUsed()
    const start = process.cpuUsage()
    for (let i = 0; i < REQUESTS; i++) {
      const status = await request(listener, url())
      if (status !== 200) throw new Error(`${id}: status ${status}`)
    }
    const used = process.cpuUsage(start)
    cpu.push((used.user + used.system) / REQUESTS)
    promoted.push(Math.max(0, oldSpaceUsed() - old) / REQUESTS)
  }
  const fmt = (n) => n.toFixed(1)
  console.log(
    `${id.padEnd(24)} cpu/request best ${fmt(Math.min(...cpu))} µs, median ${fmt(median(cpu))} µs; ` +
      `old space growth ${fmt(median(promoted) / 1024)} KB/request (${ROUNDS} x ${REQUESTS} cold requests)`,
  )
}
