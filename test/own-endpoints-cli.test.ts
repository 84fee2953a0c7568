// serve --config in a process of its own: the bundled command loads a TypeScript config (jiti) and a YAML one.
import { describe, expect, it } from 'vitest'
import { runCli, spawnCli } from './support/cli.js'
import { writeConfigs } from './support/own-configs.js'
import { testApp } from './support/app.js'
import { tempDir, writeFiles } from './support/tmp.js'

const DEV = { Authorization: 'Bearer mock-dev-key' }
const configs = writeConfigs(tempDir('nlm-own-cli-'))

describe('network-lookup-mock serve --config', () => {
  it.each([
    ['TypeScript', configs.ts],
    ['YAML', configs.yaml],
  ])(
    'serves the endpoints of a %s config from the bundled command, as createApp does',
    {
      tags: ['process'],
      timeout: 60_000,
    },
    async (_form, config) => {
      const cli = await spawnCli(['serve', '--port', '0', '--no-fixtures', '--config', config])
      try {
        const app = testApp({ config })
        for (const url of [
          '/v1/people/finder?keywords=cli',
          '/v1/gadgets/by-id?gadgetId=4',
          '/v1/people/profile?username=a',
        ]) {
          const res = await fetch(`${cli.url}${url}`, { headers: DEV })
          const local = await app.request(url, { headers: DEV })
          expect(res.status, url).toBe(local.status)
          expect(await res.text(), url).toBe(await local.text())
        }
      } finally {
        expect(await cli.stop()).toBe(0)
      }
    },
  )

  it('names the config and its endpoints in the banner', async () => {
    const run = await runCli(['serve', '--port', '0', '--no-fixtures', '--config', configs.yaml, '--watch'])
    try {
      expect(run.code).toBe(0)
      expect(run.stdout).toContain(`endpoints of ${configs.yaml}: people/finder, gadgets/by-id`)
      expect(run.stdout).toContain('watching fixtures, scenarios, keys and the config')
    } finally {
      await run.server?.close()
    }
  })

  it('refuses to start on a bad config, naming the file, the JSON path and the fix', async () => {
    const dir = writeFiles(tempDir('nlm-own-cli-bad-'), {
      'mock.config.yaml': 'endpoints:\n  - path: /v1/people/profile\n    response: { type: object }\n',
    })
    const run = await runCli(['serve', '--port', '0', '--config', `${dir}/mock.config.yaml`])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('mock.config.yaml: $.endpoints[0].path: endpoint people/profile has the path of')
    expect(run.stderr).toContain('override: true')
  })

  it('documents the config endpoints in openapi --config and checks their fixtures in drift --config', async () => {
    const doc = await runCli(['openapi', '--config', configs.yaml])
    expect(doc.code).toBe(0)
    expect(JSON.parse(doc.stdout).paths).toHaveProperty(['/v1/gadgets/by-id'])
    const fixtures = writeFiles(tempDir('nlm-own-cli-fx-'), {
      'gadgets/by-id/gadgetId%3D1.json': { success: true, data: { id: 1, name: 'x' } },
    })
    const drift = await runCli(['drift', fixtures, '--config', configs.ts])
    expect(drift.code).toBe(1)
    expect(drift.stdout).toContain('gadgets/by-id')
    const without = await runCli(['drift', fixtures])
    expect(without.code).not.toBe(0)
  })
})
