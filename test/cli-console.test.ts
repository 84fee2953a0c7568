import { execFile, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { openApiDocument } from '../src/openapi/document.js'
import { tempDir } from './support/tmp.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const run = promisify(execFile)

describe('the CLI: openapi, --log, did you mean', () => {
  it('openapi --out FILE writes the document', async () => {
    const file = join(tempDir(), 'api.json')
    await run('npx', ['tsx', 'src/cli.ts', 'openapi', '--out', file], { cwd: ROOT })
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(openApiDocument({ serverUrl: 'http://127.0.0.1:4010' }))
  }, 60_000)

  it('an unknown flag names the closest one', async () => {
    const failed = await run('npx', ['tsx', 'src/cli.ts', 'serve', '--seeds', '3'], { cwd: ROOT }).catch((e: { stderr: string; code: number }) => e)
    expect((failed as { code: number }).code).toBe(1)
    expect((failed as { stderr: string }).stderr).toMatch(/did you mean --seed\?/)
  }, 60_000)

  it('serve --log json writes one JSON line per request, and the banner links the console', async () => {
    const child = spawn('npx', ['tsx', 'src/cli.ts', 'serve', '--port', '0', '--no-fixtures', '--log', 'json'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    try {
      await expect.poll(() => /listening on (http:\/\/\S+)/.exec(out)?.[1], { timeout: 30_000, interval: 50 }).toBeDefined()
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1] as string
      expect(out).toContain(`QA console: ${url}/__admin/ui`)
      await (await fetch(`${url}/v1/people/profile?username=jane-doe`, { headers: { Authorization: 'Bearer mock-dev-key' } })).text()
      await expect.poll(() => out.split('\n').find((l) => l.startsWith('{"type":"request"')), { timeout: 10_000, interval: 50 }).toBeDefined()
      const line = JSON.parse(out.split('\n').find((l) => l.startsWith('{"type":"request"')) as string)
      expect(line).toMatchObject({ type: 'request', path: '/v1/people/profile', status: 200, key: 'mock…-key', source: 'generated' })
    } finally {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
    }
  }, 60_000)
})
