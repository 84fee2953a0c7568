// The bench's instructions row counts a server's instructions a request under callgrind: checked on a small server
// and a few requests. Needs valgrind (apt-get install -y valgrind).
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain script module, without types
import { HAS_CALLGRIND, instructionsPerRequest } from '../scripts/bench/instructions.mjs'
import { tempDir } from './support/tmp.js'

if (!HAS_CALLGRIND)
  process.stderr.write('\ninstructions tests SKIPPED: no valgrind on the PATH (apt-get install -y valgrind)\n')

const BASELINE = join(import.meta.dirname, '..', 'scripts', 'bench', 'baseline-server.mjs')

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })

/** The raw node:http baseline answering `body` for every URL. */
function baseline(body: string, status = 200): (port: number) => string[] {
  const file = join(tempDir('nlm-instructions-'), 'bodies.json')
  writeFileSync(file, JSON.stringify({ fallback: { status, body } }))
  return (port) => [BASELINE, file, String(port)]
}

describe.skipIf(!HAS_CALLGRIND)('the instructions row', () => {
  it('counts the instructions of each request after the warm-up', { timeout: 240_000 }, async () => {
    const port = await freePort()
    const n = await instructionsPerRequest({ args: baseline('{}')(port), port, path: '/x', warmup: 300, requests: 600 })
    // a request through node:http runs tens of thousands of instructions; none counted would be 0
    expect(n).toBeGreaterThan(10_000)
    expect(n).toBeLessThan(10_000_000)
  })

  it('waits for the server to be ready, at its origin, before it warms and counts', { timeout: 240_000 }, async () => {
    const port = await freePort()
    const seen: string[] = []
    const ready = async (origin: string) => {
      seen.push(origin)
      // a server still getting ready: the count must not start before this resolves
      await new Promise((r) => setTimeout(r, 300))
      seen.push('ready')
    }
    const n = await instructionsPerRequest({
      args: baseline('{}')(port),
      port,
      path: '/x',
      warmup: 50,
      requests: 100,
      ready,
    })
    expect(seen).toEqual([`http://127.0.0.1:${port}`, 'ready'])
    expect(n).toBeGreaterThan(10_000)
  })

  it('refuses to count answers of another status than the one asked for', { timeout: 240_000 }, async () => {
    const port = await freePort()
    await expect(
      instructionsPerRequest({ args: baseline('{}', 404)(port), port, path: '/x', warmup: 10, requests: 10 }),
    ).rejects.toThrow('answered 404, not 200')
  })
})
