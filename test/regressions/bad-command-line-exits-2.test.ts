import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { runCli } from '../support/cli.js'

// --port 99999 exited 1 with Node's own message, a bad --media-base and an unknown --scenario exited 1 after loading
// everything: a bad command line is exit 2, one line, naming the option

/** The only line written, checked to carry no stack trace. */
function oneLine(stderr: string): string {
  expect(stderr.trimEnd().split('\n'), stderr).toHaveLength(1)
  expect(stderr).not.toMatch(/^\s+at |Received type|node:internal/m)
  return stderr.trimEnd()
}

describe('a bad command line exits 2 with one line naming the option', () => {
  it.each([
    [['serve', '--port', '99999'], {}, /--port must be a whole number from 0 to 65535, got "99999"/],
    [['serve', '--port', '65536'], {}, /--port must be a whole number from 0 to 65535/],
    [['serve', '--port', '0x10'], {}, /--port must be a whole number/],
    [['serve', '--port', ''], {}, /--port must be a whole number/],
    [
      ['serve'],
      { NETWORK_LOOKUP_MOCK_PORT: '70000' },
      /the environment variable NETWORK_LOOKUP_MOCK_PORT \(--port\) must be a whole number from 0 to 65535/,
    ],
    [['serve', '--now', 'yesterday'], {}, /--now must be an ISO 8601 time .*got "yesterday"/],
    [['serve', '--now', '2026-02-30'], {}, /--now must be a time that exists.*February 2026 has 28 days/],
    [
      ['serve', '--media-base', 'ftp://media.example'],
      {},
      /--media-base "ftp:\/\/media\.example" is not an http\(s\) URL/,
    ],
    [['serve', '--media-base', 'media.example'], {}, /--media-base "media\.example" is not a URL/],
    [['serve', '--upstream-timeout', '99999999999'], {}, /--upstream-timeout must be a whole number from 1 to/],
    [['serve', '--allowed-hosts', 'https://app.example'], {}, /--allowed-hosts takes host names/],
    [['serve', '--scenario', 'rate-limted'], {}, /--scenario names no scenario.*did you mean rate-limited\?/],
    [
      ['serve'],
      { NETWORK_LOOKUP_MOCK_SCENARIO: 'server-eror' },
      /NETWORK_LOOKUP_MOCK_SCENARIO \(--scenario\) names no scenario.*server-error\?/,
    ],
  ] as [string[], Record<string, string>, RegExp][])('%j %j', async (argv, env, message) => {
    const run = await runCli(argv, env)
    expect(run.code).toBe(2)
    expect(run.server).toBeUndefined()
    expect(oneLine(run.stderr)).toMatch(message)
  })

  it('refuses every port outside 0 to 65535, from the command line or NETWORK_LOOKUP_MOCK_PORT', async () => {
    const outside = fc.oneof(fc.integer({ min: 65536 }), fc.integer({ max: -1 }), fc.constant(2 ** 53))
    await fc.assert(
      fc.asyncProperty(outside, fc.boolean(), async (port, fromEnv) => {
        const run = fromEnv
          ? await runCli(['serve'], { NETWORK_LOOKUP_MOCK_PORT: String(port) })
          : await runCli(['serve', `--port=${port}`])
        expect(run.code).toBe(2)
        expect(oneLine(run.stderr)).toContain(fromEnv ? 'NETWORK_LOOKUP_MOCK_PORT (--port) must be' : '--port must be')
      }),
      { numRuns: 50 },
    )
  })
})
