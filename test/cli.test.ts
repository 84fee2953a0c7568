import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp, runtimeOf } from '../src/app.js'
import { ENDPOINTS } from '../src/endpoints.js'
import { runCli, spawnCli } from './support/cli.js'
import { tempDir } from './support/tmp.js'
import { sampleUrl } from './support/values.js'

const DEV = { Authorization: 'Bearer mock-dev-key' }

describe('network-lookup-mock serve', () => {
  it('serves on the port it prints the same bytes as createApp with the same seed (own process)', {
    tags: ['process'],
    timeout: 60_000,
  }, async () => {
    const cli = await spawnCli(['serve', '--port', '0', '--seed', '42', '--no-fixtures'])
    try {
      expect(cli.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const app = createApp({ seed: 42, fixtures: false })
      for (const def of ENDPOINTS.filter((_, i) => i % 4 === 0)) {
        const res = await fetch(`${cli.url}${sampleUrl(def)}`, { headers: DEV })
        const local = await app.request(sampleUrl(def), { headers: DEV })
        expect(res.status, def.id).toBe(200)
        expect(res.headers.get('content-type')).toMatch(/^application\/json/)
        expect(await res.text(), def.id).toBe(await local.text())
      }
      expect((await fetch(`${cli.url}${sampleUrl(ENDPOINTS[0]!)}`)).status).toBe(401)
    } finally {
      expect(await cli.stop()).toBe(0)
    }
  })

  it('starts in process and prints the banner with the URL and the development key', async () => {
    const run = await runCli(['serve', '--port', '0', '--no-fixtures', '--seed', '3'])
    try {
      expect(run.code).toBe(0)
      expect(run.stdout).toContain(`listening on ${run.server?.url}`)
      expect(run.stdout).toContain('Authorization: Bearer mock-dev-key')
      expect(run.stdout).toContain('seed 3')
    } finally {
      await run.server?.close()
    }
  })

  it('--media-base self writes the listening origin into bodies, --now today the start of the UTC day', async () => {
    const day = () => `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`
    const before = day()
    const run = await runCli([
      'serve',
      '--port',
      '0',
      '--no-fixtures',
      '--media-base',
      'self',
      '--now',
      'today',
      '--quiet',
    ])
    try {
      expect(run.code).toBe(0)
      const url = run.server?.url as string
      const body = (await (await fetch(`${url}/v1/people/profile?username=jane-doe`, { headers: DEV })).json()) as {
        backgroundImage: string
      }
      expect(body.backgroundImage.startsWith(`${url}/media/cover/`), body.backgroundImage).toBe(true)
      // a run across midnight may see either day
      expect([before, day()]).toContain(run.server && runtimeOf(run.server.app).now.toISOString())
    } finally {
      await run.server?.close()
    }
  })

  it('a --media-base that is not an http(s) URL is a bad command line, naming it', async () => {
    const { code, stderr } = await runCli(['serve', '--port', '0', '--no-fixtures', '--media-base', 'ftp://x.example'])
    expect(code).toBe(2)
    expect(stderr).toMatch(/--media-base "ftp:\/\/x\.example" is not an http\(s\) URL/)
  })
})

describe('refusals of the command line (exit 2, nothing started)', () => {
  const dir = tempDir()
  const file = join(dir, 'a-file.json')
  writeFileSync(file, '{}')
  mkdirSync(join(dir, 'fixtures'), { recursive: true })

  it.each([
    [
      'an unknown flag, naming the closest one',
      ['serve', '--seeed', '4'],
      /unknown option --seeed for serve \(did you mean --seed\?\)/,
    ],
    ['an unknown command, naming the closest one', ['serv'], /unknown command "serv" \(did you mean serve\?\)/],
    ['a stray argument', ['serve', 'extra'], /unexpected argument "extra"/],
    ['a flag of another command', ['serve', '--json'], /--json is an option of drift, verdicts, not of serve/],
    ['a serve flag given to drift', ['drift', '--port', '3'], /--port is an option of serve, not of drift/],
    ['--page-size 0', ['serve', '--page-size', '0'], /--page-size must be a whole number of at least 1/],
    [
      '--fixtures pointing at a missing folder',
      ['serve', '--fixtures', join(dir, 'nope')],
      /--fixtures .*nope: no such folder/,
    ],
    ['--fixtures pointing at a file', ['serve', '--fixtures', file], /is a file, not a folder/],
    [
      '--scenarios pointing at a missing folder',
      ['serve', '--scenarios', join(dir, 'nope')],
      /--scenarios .*: no such folder/,
    ],
    [
      '--state-file in a missing folder',
      ['serve', '--state-file', join(dir, 'no', 'state.json')],
      /--state-file .*does not exist/,
    ],
    [
      '--upstream ending in /v1',
      ['serve', '--upstream', 'https://api.example.com/v1'],
      /--upstream is the base URL without \/v1 .*use https:\/\/api\.example\.com$/m,
    ],
    ['--mode with a typo', ['serve', '--mode', 'replai'], /did you mean replay\?/],
  ])('refuses %s', async (_name, args, message) => {
    const run = await runCli(args)
    expect(run.code).toBe(2)
    expect(run.server).toBeUndefined()
    expect(run.stderr).toMatch(message)
  })

  it('never prints a --key-env value that is not a variable name (it may be the key itself)', async () => {
    const secret = 'sk_live_abcdef0123456789'
    const run = await runCli([
      'serve',
      '--mode',
      'record',
      '--upstream',
      'https://api.example.com',
      '--key-env',
      secret,
    ])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--key-env takes the NAME')
    expect(run.stderr + run.stdout).not.toContain(secret)
  })

  it('refuses to start when the variable named by --key-env is not set (exit 1)', async () => {
    const run = await runCli(
      ['serve', '--mode', 'record', '--upstream', 'https://api.example.com', '--key-env', 'NLM_TEST_UNSET_KEY'],
      {},
    )
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('NLM_TEST_UNSET_KEY is not set')
  })

  it('lets a record run name a fixtures folder it will create', async () => {
    const run = await runCli(
      [
        'serve',
        '--port',
        '0',
        '--quiet',
        '--mode',
        'record-missing',
        '--upstream',
        'http://127.0.0.1:9',
        '--key-env',
        'K',
        '--fixtures',
        join(dir, 'new'),
      ],
      { K: 'upstream-key-0123' },
    )
    try {
      expect(run.code).toBe(0)
    } finally {
      await run.server?.close()
    }
  })
})
