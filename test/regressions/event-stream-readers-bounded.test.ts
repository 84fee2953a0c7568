import fc from 'fast-check'
import { connect, type Socket } from 'node:net'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RuntimeApp } from '../../src/app.js'
import { DROP_GRACE_MS, MAX_EVENT_STREAMS, MAX_UNREAD_BYTES, sseFrame } from '../../src/journal/event-streams.js'
import { listen, type Listening } from '../../src/listen.js'
import { DEV, testApp } from '../support/app.js'
import { within } from '../support/deadline.js'

// /__admin/events queued every event for every reader, unbounded: 20 sockets that never read grew the server from
// 118 MB to 1.68 GB in 60 s; each event was serialized once per reader, and 500 readers took 8,400 requests/s to 24

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

const PROFILE = '/v1/people/profile?username=jane-doe'

let listening: Listening | undefined
const sockets: Socket[] = []
const readers: ReadableStreamDefaultReader<Uint8Array>[] = []
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy()
  for (const r of readers.splice(0)) await r.cancel()
  await listening?.close(0)
  listening = undefined
})

/** Memory the process keeps after a full collection: the heap, and the bytes of buffers outside it. */
function retained(): number {
  gc()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return heapUsed + arrayBuffers
}

/** Opens the event stream on a socket, waits for its first comment, then never reads again. */
function pausedReader(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' })
    sockets.push(socket)
    let text = ''
    socket.on('error', reject)
    socket.on('connect', () => socket.write('GET /__admin/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'))
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1')
      if (!text.includes(': connected')) return
      socket.pause()
      socket.removeAllListeners('data')
      resolve(socket)
    })
  })
}

/** An event stream opened in process, with a reader that reads only when told. */
async function openStream(app: RuntimeApp): Promise<ReadableStreamDefaultReader<Uint8Array>> {
  const res = await app.request('/__admin/events')
  expect(res.status).toBe(200)
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  readers.push(reader)
  return reader
}

/** Reads until the stream ends (or `until` is in the text), and returns the text read. */
async function readText(reader: ReadableStreamDefaultReader<Uint8Array>, until?: string): Promise<string> {
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return text
    text += decoder.decode(value, { stream: true })
    if (until !== undefined && text.includes(until)) return text
  }
}

/** A request recorded in the journal whose path and query take about `bytes` bytes. */
function requestOf(bytes: number) {
  return {
    at: 0,
    method: 'GET',
    path: '/v1/people/profile',
    url: `/v1/people/profile?username=jane-doe&pad=${'p'.repeat(Math.max(0, bytes))}`,
    key: null,
    scenario: null,
    rule: null,
    status: 200,
    credits: 1,
    latencyMs: 1,
    source: 'generated',
  }
}

describe('readers that never read, over a socket', () => {
  it('hold at most the bound each, are dropped, and their connections closed, while 20,000 requests are served', {
    timeout: 90_000,
    tags: ['soak'],
  }, async () => {
    const app = testApp()
    listening = await listen(app.fetch, { port: 0, host: '127.0.0.1' })
    const { port, server } = listening
    const serverSockets: Promise<void>[] = []
    server.on('connection', (s: Socket) => serverSockets.push(new Promise((resolve) => s.once('close', resolve))))
    // warm up: the journal's ring full, the request path compiled
    for (let i = 0; i < 2_000; i++) await app.request(PROFILE, { headers: DEV })
    const paused = await Promise.all([pausedReader(port), pausedReader(port)])
    expect(app.mock.eventStreams.size).toBe(2)
    const before = { retained: retained(), rss: process.memoryUsage().rss }
    let mostHeld = 0
    for (let i = 0; i < 20_000; i++) {
      // events of many sizes: query strings of 0 to 4,000 bytes
      const pad = (i * 7919) % 4_000
      const res = await app.request(`${PROFILE}&pad=${'p'.repeat(pad)}`, { headers: DEV })
      await res.arrayBuffer()
      if (i % 100 === 0) mostHeld = Math.max(mostHeld, app.mock.eventStreams.unreadBytes)
    }
    const after = { retained: retained(), rss: process.memoryUsage().rss }
    expect((after.retained - before.retained) / 2 ** 20).toBeLessThan(20)
    // RSS also counts garbage not yet collected and pages the heap keeps: a loose bound
    expect((after.rss - before.rss) / 2 ** 20).toBeLessThan(150)
    expect(mostHeld).toBeLessThanOrEqual(paused.length * MAX_UNREAD_BYTES)
    expect(app.mock.eventStreams.size).toBe(0)
    // nothing read their last event: the server closes the connections after the grace period
    await within(DROP_GRACE_MS + 10_000, Promise.all(serverSockets), 'the server closing the paused connections')
  })
})

describe('the number of streams', () => {
  it(`refuses stream ${MAX_EVENT_STREAMS + 1} with a JSON 503 and Retry-After, and lets one in once one closes`, async () => {
    const app = testApp()
    const open = await Promise.all(Array.from({ length: MAX_EVENT_STREAMS }, () => openStream(app)))
    for (const attempt of [1, 2, 3]) {
      const refused = await app.request('/__admin/events')
      expect(refused.status, `attempt ${attempt}`).toBe(503)
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/)
      expect(refused.headers.get('retry-after')).toBe('5')
      expect(await refused.json()).toEqual({
        code: 'TOO_MANY_SUBSCRIBERS',
        error: `${MAX_EVENT_STREAMS} event streams are open, the most the mock serves; close one or retry later`,
      })
    }
    // the admin API still answers everything else
    expect((await app.request('/__admin/health')).status).toBe(200)
    await open[0]?.cancel()
    const next = await openStream(app)
    expect(await readText(next, ': connected')).toBe(': connected\n\n')
    expect(app.mock.eventStreams.size).toBe(MAX_EVENT_STREAMS)
  })

  it('refuses the stream past the cap over a socket too, and serves it once a socket closes', async () => {
    const app = testApp()
    listening = await listen(app.fetch, { port: 0, host: '127.0.0.1' })
    const { port } = listening
    const held = await Promise.all(Array.from({ length: MAX_EVENT_STREAMS }, () => pausedReader(port)))
    const refused = await fetch(`http://127.0.0.1:${port}/__admin/events`)
    expect(refused.status).toBe(503)
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_SUBSCRIBERS' })
    held[0]?.destroy()
    await expect.poll(() => app.mock.eventStreams.size, { timeout: 5_000 }).toBe(MAX_EVENT_STREAMS - 1)
    const served = await fetch(`http://127.0.0.1:${port}/__admin/events`)
    expect(served.status).toBe(200)
    await served.body?.cancel()
  })
})

describe('serialization', () => {
  it.each([1, 4, MAX_EVENT_STREAMS])('serializes a notice once for %i streams, and each stream gets it', async (n) => {
    const app = testApp()
    const streams = await Promise.all(Array.from({ length: n }, () => openStream(app)))
    const stringify = vi.spyOn(JSON, 'stringify')
    app.mock.journal.notify({ kind: 'clock', message: 'moved' })
    app.mock.journal.record(requestOf(100))
    expect(stringify).toHaveBeenCalledTimes(2)
    stringify.mockRestore()
    for (const reader of streams) {
      const text = await readText(reader, 'event: request')
      expect(text).toContain('event: notice\ndata: {"time":')
      expect(text).toContain('"kind":"clock","message":"moved"}')
    }
  })

  it.each([1, 4, MAX_EVENT_STREAMS])(
    'a request answered with %i streams open costs one serialization more than with none',
    async (n) => {
      const app = testApp()
      // the same request until what it serializes itself (warming caches) settles
      const stringify = vi.spyOn(JSON, 'stringify')
      const counts: number[] = []
      while (counts.length < 3 || counts.at(-1) !== counts.at(-2)) {
        stringify.mockClear()
        await (await app.request(PROFILE, { headers: DEV })).arrayBuffer()
        counts.push(stringify.mock.calls.length)
      }
      const alone = counts.at(-1) as number
      const streams = await Promise.all(Array.from({ length: n }, () => openStream(app)))
      stringify.mockClear()
      await (await app.request(PROFILE, { headers: DEV })).arrayBuffer()
      expect(stringify.mock.calls.length).toBe(alone + 1)
      stringify.mockRestore()
      for (const reader of streams)
        expect(await readText(reader, 'event: request')).toContain(`"id":${counts.length + 1},`)
    },
  )
})

describe('a stream that falls behind', () => {
  it('is dropped with a last event saying why, after the events it had taken', async () => {
    const app = testApp()
    const reader = await openStream(app)
    expect(await readText(reader, ': connected')).toBe(': connected\n\n')
    app.mock.journal.record(requestOf(10))
    const first = await readText(reader, '\n\n')
    expect(first).toMatch(/^event: request\ndata: \{"id":1,.*\}\nid: 1\n\n$/)
    // not read from now on: 2 KB events until the bound is passed
    for (let i = 0; i < (2 * MAX_UNREAD_BYTES) / 2_000; i++) app.mock.journal.record(requestOf(2_000))
    expect(app.mock.eventStreams.size).toBe(0)
    expect(app.mock.eventStreams.unreadBytes).toBe(0)
    const rest = await readText(reader)
    const match = /^event: dropped\ndata: (.*)\n\n$/.exec(rest)
    expect(match).not.toBeNull()
    expect(JSON.parse(match?.[1] ?? '')).toEqual({
      code: 'EVENT_STREAM_DROPPED',
      error: expect.stringContaining(`fell more than ${MAX_UNREAD_BYTES} bytes of events behind`),
    })
  })

  it('a reader that keeps up is never dropped, however many bytes pass', async () => {
    const app = testApp()
    const reader = await openStream(app)
    await readText(reader, ': connected')
    let text = ''
    const decoder = new TextDecoder()
    // 4 MB in all, read as it comes
    for (let i = 1; i <= 2_000; i++) {
      app.mock.journal.record(requestOf(2_000))
      if (i % 50 === 0) text += decoder.decode((await reader.read()).value, { stream: true })
    }
    expect(app.mock.eventStreams.size).toBe(1)
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]))
    expect(ids).toEqual(Array.from({ length: 2_000 }, (_, i) => i + 1))
  })

  it('holds exactly the unread events of each lagging reader, and drops it when the next would pass the bound', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 12_000 }), { minLength: 1, maxLength: 400 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        async (sizes, reading) => {
          const app = testApp()
          const streams = await Promise.all(reading.map(() => openStream(app)))
          for (const reader of streams) await readText(reader, ': connected')
          // the model: what each paused stream holds, or null once dropped
          const held: (number | null)[] = reading.map(() => 0)
          for (const size of sizes) {
            app.mock.journal.record(requestOf(size))
            const entry = app.mock.journal.list().at(-1)
            if (!entry) throw new Error('nothing recorded')
            const bytes = sseFrame({ type: 'request', entry }).byteLength
            for (const [i, h] of held.entries()) {
              if (reading[i] || h === null) continue
              held[i] = h + bytes > MAX_UNREAD_BYTES ? null : h + bytes
            }
            await Promise.all(streams.map((reader, i) => (reading[i] ? readText(reader, '\n\n') : undefined)))
            const open = held.filter((h) => h !== null)
            expect(app.mock.eventStreams.size).toBe(open.length)
            expect(app.mock.eventStreams.unreadBytes).toBe(open.reduce((a: number, b) => a + (b as number), 0))
          }
          for (const [i, reader] of streams.entries()) {
            if (held[i] !== null) continue
            expect(await readText(reader)).toMatch(/^event: dropped\n/)
          }
        },
      ),
      { numRuns: 25, seed: 21 },
    )
  })
})
