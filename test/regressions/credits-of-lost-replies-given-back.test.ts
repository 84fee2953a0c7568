import { once } from 'node:events'
import { createServer, type Server, type Socket, connect as tcp } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../src/app.js'
import { connect } from '../../src/control/client.js'
import type { KeyEntry } from '../../src/keys.js'
import { connectRedisStore } from '../../src/store/redis-store.js'
import { get } from '../support/app.js'
import { HAVE_REDIS, sayIfSkipped, startRedis, type TestRedis } from '../support/redis.js'

sayIfSkipped()

// A request whose admission ran in Redis but whose reply never came back (the connection dropped in between, as in a
// crash) answers 503; the credit Redis took for it is given back once Redis answers again, exactly once.
const KEY = 'test_lost_reply_key_00000000050'
const KEYS: KeyEntry[] = [{ key: KEY, plan: 'Enterprise', requestsPerMinute: 100_000, credits: 50 }]
const PROFILE = '/v1/people/profile?username=jane-doe'

/** A TCP proxy to Redis that, once armed, drops the reply to the next script call and cuts that connection. */
async function proxyTo(port: number) {
  let armed = 0
  const server: Server = createServer((client: Socket) => {
    const upstream = tcp(port, '127.0.0.1')
    let cut = false
    client.on('error', () => upstream.destroy())
    upstream.on('error', () => client.destroy())
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
    client.on('data', (chunk: Buffer) => {
      if (armed > 0 && /EVAL/i.test(chunk.toString('latin1'))) {
        armed--
        cut = true
      }
      upstream.write(chunk)
    })
    upstream.on('data', (chunk: Buffer) => {
      // Redis ran the script and answered: the answer is lost with the connection
      if (cut) client.destroy()
      else client.write(chunk)
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  return {
    url: `redis://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    arm: (n: number) => {
      armed = n
    },
    close: () => server.close(),
  }
}

describe.skipIf(!HAVE_REDIS)('credits of replies lost with the connection', { tags: ['process'] }, () => {
  let redis: TestRedis
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    await redis?.stop()
  })

  // a wait, not a speed budget: on a busy machine the give-back lands after expect.poll's default second
  const WAIT = { timeout: 20_000, interval: 50 }
  test.each([1, 2, 3])(
    '%i admissions whose replies were lost: 503 each, every credit back once Redis answers',
    async (lost) => {
      const proxy = await proxyTo(redis.port)
      const store = await connectRedisStore({ url: proxy.url, prefix: `lost${lost}` })
      const warnings: string[] = []
      const app = createApp({ fixtures: false, clock: 'virtual', keys: KEYS, store, warn: (m) => warnings.push(m) })
      try {
        let served = 0
        for (let i = 0; i < 3; i++)
          if ((await get(app, PROFILE, { Authorization: `Bearer ${KEY}` })).status === 200) served++
        for (let i = 0; i < lost; i++) {
          proxy.arm(1)
          const res = await get(app, PROFILE, { Authorization: `Bearer ${KEY}` })
          expect(res.status).toBe(503)
          await expect
            .poll(async () => (await get(app, PROFILE, { Authorization: `Bearer ${KEY}` })).status, WAIT)
            .toBe(200)
          served++
        }
        await expect.poll(async () => (await connect(app).usage(KEY)).creditsRemaining, WAIT).toBe(50 - served)
        expect((await connect(app).usage(KEY)).usage.creditsUsed).toBe(served)
      } finally {
        await store.close()
        proxy.close()
      }
    },
  )
})
