// Playwright starts the mock (CLI) and the page's server, waiting on each URL; the test steers the mock through its admin API.
// Downstream: command 'npx network-lookup-mock serve --port 4010 --quiet', url 'http://127.0.0.1:4010/__admin/health'.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

const mockPort = Number(process.env.NETWORK_LOOKUP_MOCK_PORT ?? 4011)
const pagePort = Number(process.env.PAGE_PORT ?? 4012)
const root = new URL('../../', import.meta.url).pathname
// the command line: NETWORK_LOOKUP_MOCK_CLI names a built one (the repository's tests pass their bundle), else src/
const cli = process.env.NETWORK_LOOKUP_MOCK_CLI ?? `${root}node_modules/tsx/dist/cli.mjs ${root}src/bin.ts`

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  // traces and screenshots of failures go outside the repository
  outputDir: join(tmpdir(), 'network-lookup-mock-playwright'),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${pagePort}`,
    launchOptions: {
      // the machine's Chromium; Playwright's own browser download is not used
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: `node ${cli} serve --port ${mockPort} --quiet`,
      url: `http://127.0.0.1:${mockPort}/__admin/scenario`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `node ${root}examples/playwright/serve-page.mjs`,
      url: `http://127.0.0.1:${pagePort}`,
      env: { PAGE_PORT: String(pagePort) },
      reuseExistingServer: false,
    },
  ],
})
