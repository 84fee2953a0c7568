import { describe, expect, it } from 'vitest'
import { commandHelp, OPTIONS } from '../../src/cli-options.js'
import { runCli } from '../support/cli.js'

// The option table said --log "the banner and request log on stdout: ... or off", yet --log off still printed the
// banner (which is how a --port 0 run tells its URL; --quiet is the switch that drops it). The table is the contract:
// it now says what off does, and every combination of --quiet and --log prints what the table's words say.

const helpOf = (text: string): string => text.replace(/\s+/g, ' ')

describe('--log and --quiet print what the option table says', () => {
  it('the table says --log off keeps the banner and --quiet drops it, in help and README alike', () => {
    expect(OPTIONS.log.help).toMatch(/off \(no request log; the banner is still printed/)
    expect(OPTIONS.quiet.help).toMatch(/^no banner/)
    expect(helpOf(commandHelp('serve'))).toContain(helpOf(OPTIONS.log.help))
  })

  it.each([
    { given: [], env: {}, banner: true, log: true },
    { given: ['--log', 'off'], env: {}, banner: true, log: false },
    { given: ['--log=off'], env: {}, banner: true, log: false },
    { given: [], env: { NETWORK_LOOKUP_MOCK_LOG: 'off' }, banner: true, log: false },
    { given: ['--log', 'json'], env: {}, banner: true, log: true },
    { given: ['--quiet'], env: {}, banner: false, log: false },
    { given: ['--quiet', '--log', 'pretty'], env: {}, banner: false, log: true },
    { given: ['--quiet', '--log', 'off'], env: {}, banner: false, log: false },
    { given: [], env: { NETWORK_LOOKUP_MOCK_QUIET: '1', NETWORK_LOOKUP_MOCK_LOG: 'json' }, banner: false, log: true },
  ])('$given $env: banner $banner, request log $log', async ({ given, env, banner, log }) => {
    const run = await runCli(['serve', '--port', '0', '--no-fixtures', ...given], env)
    const server = run.server
    if (!server) throw new Error(`did not start: ${run.stderr}`)
    try {
      expect(run.stdout.includes(server.url), run.stdout).toBe(banner)
      const res = await fetch(`${server.url}/v1/people/profile?username=log-probe-7`, {
        headers: { Authorization: 'Bearer mock-dev-key' },
      })
      await res.arrayBuffer()
      // the journal has it: the log, written as the journal takes it, has had its chance
      await expect.poll(async () => (await server.requests()).length).toBe(1)
      expect(run.stdout.includes('log-probe-7'), run.stdout).toBe(log)
    } finally {
      await server.close()
    }
  })
})
