import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openApiDocument } from '../src/openapi/document.js'
import { runCli } from './support/cli.js'
import { tempDir } from './support/tmp.js'

describe('the CLI: openapi, --log', () => {
  it('openapi --out FILE writes the document', async () => {
    const file = join(tempDir(), 'api.json')
    const run = await runCli(['openapi', '--out', file])
    expect(run.code).toBe(0)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(openApiDocument({ serverUrl: 'http://127.0.0.1:4010' }))
  })

  it('openapi without --out writes the document to stdout', async () => {
    const run = await runCli(['openapi'])
    expect(JSON.parse(run.stdout).openapi).toMatch(/^3\.1/)
  })

  it('refuses an unknown --log format, naming the closest', async () => {
    const run = await runCli(['serve', '--log', 'jsn'])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/--log is one of pretty, json, off.*did you mean json\?/)
  })

  it('serve --log json writes one JSON line per request, and the banner as JSON linking the console', async () => {
    const run = await runCli(['serve', '--port', '0', '--no-fixtures', '--log', 'json'])
    try {
      const url = run.server?.url as string
      expect(JSON.parse(run.stdout.split('\n')[0] as string)).toMatchObject({
        type: 'listening',
        url,
        console: `${url}/__admin/ui`,
      })
      await (
        await fetch(`${url}/v1/people/profile?username=jane-doe`, { headers: { Authorization: 'Bearer mock-dev-key' } })
      ).text()
      const line = JSON.parse(run.stdout.split('\n').find((l) => l.startsWith('{"type":"request"')) as string)
      expect(line).toMatchObject({
        type: 'request',
        path: '/v1/people/profile',
        status: 200,
        key: 'mo…y',
        source: 'generated',
      })
    } finally {
      await run.server?.close()
    }
  })
})
