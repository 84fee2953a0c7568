import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startMockServer, type MockServer } from '../src/server.js'
import { YAML_CONFIG } from './support/own-configs.js'
import { tempDir } from './support/tmp.js'

const POLL = { timeout: 10_000, interval: 50 }
const dir = tempDir('nlm-own-watch-')
const config = join(dir, 'conf', 'mock.config.yaml')
const fixtures = join(dir, 'fixtures')
const scenarios = join(dir, 'scenarios')
const warnings: string[] = []

/** Writes through a temporary file and a rename, as editors do. */
function write(path: string, text: string): void {
  writeFileSync(`${path}.tmp`, text)
  renameSync(`${path}.tmp`, path)
}

/** The YAML config with a third endpoint that costs `cost`. */
const withExtra = (cost: number): string =>
  `${YAML_CONFIG}  - path: /v1/widgets/count
    query: { type: object, properties: { owner: { type: string } }, required: [owner] }
    response: { type: object, properties: { count: { type: integer, const: ${cost} } }, required: [count] }
    cost: ${cost}
`

let mock: MockServer
const status = async (path: string): Promise<number> =>
  (await fetch(`${mock.url}${path}`, { headers: { Authorization: 'Bearer mock-dev-key' } })).status

beforeAll(async () => {
  mkdirSync(join(dir, 'conf'), { recursive: true })
  mkdirSync(fixtures)
  mkdirSync(scenarios)
  write(config, YAML_CONFIG)
  mock = await startMockServer({ config, fixtures, scenarios, watch: true, port: 0, warn: (m) => warnings.push(m) })
})
afterAll(() => mock.close())

it('serves an endpoint added to the config once it is saved, and drops one removed from it', async () => {
  expect(await status('/v1/widgets/count?owner=a')).toBe(404)
  write(config, withExtra(2))
  await expect.poll(() => status('/v1/widgets/count?owner=a'), POLL).toBe(200)
  const body = await (
    await fetch(`${mock.url}/v1/widgets/count?owner=a`, { headers: { 'x-api-key': 'mock-dev-key' } })
  ).json()
  expect(body).toEqual({ count: 2 })
  const doc = (await (await fetch(`${mock.url}/openapi.json`)).json()) as { paths: object }
  expect(Object.keys(doc.paths)).toContain('/v1/widgets/count')
  write(config, YAML_CONFIG)
  await expect.poll(() => status('/v1/widgets/count?owner=a'), POLL).toBe(404)
  expect(await status('/v1/people/finder?keywords=still')).toBe(200)
})

it('keeps the running endpoints when the edited config is broken, and says why', async () => {
  write(config, withExtra(4))
  await expect.poll(() => status('/v1/widgets/count?owner=b'), POLL).toBe(200)
  write(config, `${withExtra(5)}    cots: 1\n`)
  await expect.poll(() => warnings.find((w) => w.includes('kept the running config')), POLL).toBeDefined()
  expect(warnings.find((w) => w.includes('kept the running config'))).toContain('cots')
  expect(await status('/v1/widgets/count?owner=b')).toBe(200)
})

it('refuses an edit that drops an endpoint a scenario file names, keeping the running config', async () => {
  write(
    join(scenarios, 'widgets-down.json'),
    JSON.stringify({
      name: 'widgets-down',
      description: 'widgets fail',
      rules: [{ match: { endpoint: 'widgets/count' }, effect: { status: 503 } }],
    }),
  )
  const down = async (): Promise<number> =>
    (
      await fetch(`${mock.url}/v1/widgets/count?owner=c`, {
        headers: { Authorization: 'Bearer mock-dev-key', 'X-Mock-Scenario': 'widgets-down' },
      })
    ).status
  await expect.poll(down, POLL).toBe(503)
  const before = warnings.length
  write(config, YAML_CONFIG)
  await expect.poll(() => warnings.slice(before).find((w) => w.includes('kept the running config')), POLL).toBeDefined()
  expect(warnings.slice(before).join('\n')).toContain('widgets/count')
  expect(await status('/v1/widgets/count?owner=c')).toBe(200)
})
