import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SecretGuard } from '../src/record/secret.js'
import { runCli, spawnCli } from './support/cli.js'
import { tempDir } from './support/tmp.js'

const REAL_KEY = 'real-upstream-key-Cli7/pQ+2='
const STARTER = 'test_starter_0000000000000001'

const received: { url: string; headers: IncomingHttpHeaders }[] = []
const fake: Server = createServer((req, res) => {
  received.push({ url: req.url ?? '', headers: req.headers })
  res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'upstream=1' })
  res.end(JSON.stringify({ success: true, data: { url: req.url } }))
})
let upstream = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', () => resolve()))
  upstream = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`
})

afterAll(async () => {
  fake.closeAllConnections()
  await new Promise<void>((resolve) => fake.close(() => resolve()))
})

describe('serve --passthrough on the command line', () => {
  it.each([
    [
      ['--record-passthrough'],
      {},
      2,
      /--record-passthrough records what --passthrough forwards: add --passthrough URL/,
    ],
    [
      [],
      { NETWORK_LOOKUP_MOCK_RECORD_PASSTHROUGH: '1' },
      2,
      /the environment variable NETWORK_LOOKUP_MOCK_RECORD_PASSTHROUGH \(--record-passthrough\) records what --passthrough/,
    ],
    [['--passthrough', 'https://api.example.com/v1'], {}, 2, /--passthrough is the base URL without \/v1/],
    [['--passthrough', 'ftp://x'], {}, 2, /--passthrough must be an http\(s\) URL/],
    [['--passthrough', 'https://api.example.com'], {}, 1, /passthrough needs the real API key: --key-env NAME/],
    [
      ['--passthrough', 'https://api.example.com', '--key-env', 'K', '--mode', 'lockdown'],
      { K: REAL_KEY },
      1,
      /mode lockdown serves fixtures only: drop --passthrough/,
    ],
  ])('refuses %j %j with exit %i', async (args, env, code, message) => {
    const run = await runCli(['serve', '--port', '0', '--quiet', ...args], env)
    run.server?.close()
    expect(run.code).toBe(code)
    expect(run.stderr).toMatch(message)
    expect(run.stderr + run.stdout).not.toContain(REAL_KEY)
  })

  it('forwards over a real socket, records, and prints no secret', { tags: ['process'] }, async () => {
    received.length = 0
    const fixtures = tempDir('nlm-pass-cli-')
    const cli = await spawnCli(
      [
        'serve',
        '--port',
        '0',
        '--passthrough',
        upstream,
        '--key-env',
        'NLM_TEST_PASS_KEY',
        '--record-passthrough',
        '--fixtures',
        fixtures,
      ],
      { NLM_TEST_PASS_KEY: REAL_KEY },
    )
    let answers: { status: number; source: string | null; cookie: string | null; text: string }[] = []
    try {
      const urls = [
        `/v1/people/search?firstName=Jane&lastName=Doe&api_key=${STARTER}`,
        `/v1/locations/search?keywords=S%C3%A3o+Paulo&Api%5FKey=${encodeURIComponent(STARTER)}`,
        '/v1/people/profile?username=jane-doe',
      ]
      answers = await Promise.all(
        urls.map(async (u) => {
          const res = await fetch(`${cli.url}${u}`, { headers: { Authorization: `Bearer ${STARTER}` } })
          return {
            status: res.status,
            source: res.headers.get('x-mock-source'),
            cookie: res.headers.get('set-cookie'),
            text: await res.text(),
          }
        }),
      )
      await expect.poll(() => cli.output()).toContain('/v1/locations/search')
    } finally {
      expect(await cli.stop()).toBe(0)
    }
    expect(answers.map((a) => [a.status, a.source, a.cookie])).toEqual([
      [200, 'upstream', null],
      [200, 'upstream', null],
      [200, 'generated', null],
    ])
    expect(received.map((r) => r.url).sort()).toEqual([
      '/v1/locations/search?keywords=S%C3%A3o+Paulo',
      '/v1/people/search?firstName=Jane&lastName=Doe',
    ])
    for (const r of received) expect(r.headers.authorization).toBe(`Bearer ${REAL_KEY}`)
    expect(cli.output()).toContain(`pass-through: undeclared /v1 paths go to ${upstream}`)
    const files = readdirSync(fixtures, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
    expect(files.map((f) => f.slice(fixtures.length + 1)).sort()).toEqual([
      'locations/search/S%C3%A3o%20Paulo.json',
      'locations/search/S%C3%A3o%20Paulo.meta.json',
      'people/search/firstName%3DJane%26lastName%3DDoe.json',
      'people/search/firstName%3DJane%26lastName%3DDoe.meta.json',
    ])
    const texts = [cli.output(), JSON.stringify(received), ...files.flatMap((f) => [f, readFileSync(f, 'utf8')])]
    for (const key of [REAL_KEY, STARTER]) {
      const guard = new SecretGuard(key)
      // the upstream key is sent to the upstream, and only there
      for (const text of texts)
        if (!(key === REAL_KEY && text === texts[1])) expect(guard.contains(text), key).toBe(false)
    }
  })
})
