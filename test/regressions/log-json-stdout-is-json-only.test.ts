import { describe, expect, it } from 'vitest'
import { spawnCli } from '../support/cli.js'

// `serve --log json` printed the text banner on stdout before the JSON lines: a reader of stdout as JSON lines broke on
// its first line

const DEV = { Authorization: 'Bearer mock-dev-key' }

describe('serve --log json: every line on stdout is a JSON object', () => {
  it.each([
    ['--log json', ['--log', 'json'], {}],
    ['NETWORK_LOOKUP_MOCK_LOG=json, admin off', ['--no-admin'], { NETWORK_LOOKUP_MOCK_LOG: 'json' }],
  ] as [string, string[], Record<string, string>][])(
    '%s (own process)',
    async (_name, args, env) => {
      const cli = await spawnCli(['serve', '--port', '0', '--no-fixtures', ...args], env)
      let code: number | null
      try {
        const answers = await Promise.all([
          fetch(`${cli.url}/v1/people/profile?username=jane-doe`, { headers: DEV }),
          fetch(`${cli.url}/v1/people/profile?username=jane-doe`),
          fetch(`${cli.url}/v1/people/profle?username=jane-doe`, { headers: DEV }),
          fetch(`${cli.url}/__admin/scenario`, { method: 'PUT', body: JSON.stringify({ name: 'slow' }) }),
        ])
        await Promise.all(answers.map((a) => a.text()))
      } finally {
        // stopping writes the log's last lines
        code = await cli.stop()
      }
      expect(code).toBe(0)
      const lines = cli.stdout().split('\n')
      expect(lines.pop()).toBe('')
      const objects = lines.map((line) => {
        expect(() => JSON.parse(line), line).not.toThrow()
        return JSON.parse(line) as { type: string; status?: number }
      })
      expect(objects[0]).toMatchObject({ type: 'listening', url: cli.url, devKey: 'mock-dev-key', seed: 1 })
      expect(objects.filter((o) => o.type === 'request').map((o) => o.status)).toEqual(
        expect.arrayContaining([200, 401, 404]),
      )
    },
    60_000,
  )
})
