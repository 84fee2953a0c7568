// The Playwright example: a page calling the API through the mock started by Playwright's webServer.
// It needs a Chromium on the machine (Debian's chromium package, or CHROMIUM_PATH); without one it is skipped, saying so.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { bundles } from '../support/cli.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** A port free right now on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
}

describe('the Playwright example', () => {
  it.skipIf(!existsSync(CHROMIUM))(
    `passes in Chromium (${CHROMIUM}) against the mock started by webServer`,
    async () => {
      const [mockPort, pagePort] = [await freePort(), await freePort()]
      // the child is a run of its own, not a vitest worker
      const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')))
      const env = {
        ...inherited,
        NETWORK_LOOKUP_MOCK_PORT: String(mockPort),
        PAGE_PORT: String(pagePort),
        CHROMIUM_PATH: CHROMIUM,
        NETWORK_LOOKUP_MOCK_CLI: bundles().cli,
      }

      const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          [
            join(ROOT, 'node_modules/@playwright/test/cli.js'),
            'test',
            '-c',
            'examples/playwright/playwright.config.ts',
            '--reporter=json',
          ],
          { cwd: ROOT, env, timeout: 90_000, maxBuffer: 16 * 1024 * 1024 },
          (_err, out, err) => resolve({ stdout: out, stderr: err }),
        )
      })
      let report: PlaywrightReport | undefined
      try {
        report = JSON.parse(stdout) as PlaywrightReport
      } catch {
        report = undefined
      }

      expect(report?.stats, `${stdout.slice(0, 2000)}\n${stderr.slice(0, 2000)}`).toMatchObject({
        expected: 3,
        unexpected: 0,
        flaky: 0,
        skipped: 0,
      })
    },
    100_000,
  )
})
