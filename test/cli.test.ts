import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/app.js'
import { ENDPOINTS } from '../src/endpoints.js'
import { sampleUrl } from './support/values.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const DEV = { Authorization: 'Bearer mock-dev-key' }

let child: ChildProcess | undefined

/** Stops the CLI and everything npx started under it: it runs in its own process group. */
function stop(): void {
  if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
}
afterAll(stop)

/** Resolves with the URL the banner prints, or rejects with what the CLI wrote. */
function bannerUrl(proc: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const m = /listening on (http:\/\/\S+)/.exec(out)
      if (m?.[1]) resolve(m[1])
    })
    proc.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString()
    })
    proc.on('exit', (code) => reject(new Error(`CLI exited with ${code}: ${out}${err}`)))
  })
}

describe('network-lookup-mock serve', () => {
  it('serves on the port it prints the same bytes as createApp with the same seed', async () => {
    child = spawn('npx', ['tsx', 'src/cli.ts', 'serve', '--port', '0', '--seed', '42', '--no-fixtures'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const url = await bannerUrl(child)
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const app = createApp({ seed: 42, fixtures: false, warn: () => {} })
    for (const def of ENDPOINTS.filter((_, i) => i % 4 === 0)) {
      const res = await fetch(`${url}${sampleUrl(def)}`, { headers: DEV })
      const local = await app.request(sampleUrl(def), { headers: DEV })
      expect(res.status, def.id).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await res.text(), def.id).toBe(await local.text())
    }
    const refused = await fetch(`${url}${sampleUrl(ENDPOINTS[0]!)}`)
    expect(refused.status).toBe(401)
    stop()
  }, 90_000)

  it('--help lists every option the command line accepts', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'src/cli.ts', '--help'], { cwd: ROOT })
    // the option names, read from the parseArgs table of src/cli.ts
    const source = readFileSync(`${ROOT}src/cli.ts`, 'utf8')
    const table = /options:\s*\{([\s\S]*?)\n\s*\},\n\s*\}\)/.exec(source)?.[1] ?? ''
    const names = [...table.matchAll(/^\s*'?([a-z][a-z-]*)'?:\s*\{\s*type:/gm)].map((m) => m[1])
    expect(names).toEqual(expect.arrayContaining(['port', 'host', 'seed', 'fixtures', 'keys', 'no-fixtures', 'lenient', 'now', 'help']))
    for (const name of names) expect(stdout, `--${name}`).toContain(`--${name}`)
  }, 60_000)
})
