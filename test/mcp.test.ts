import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ENDPOINTS } from '../src/endpoints.js'
import { createMcpServer, dataToolName } from '../src/mcp/server.js'
import { appTarget } from '../src/qa-commands.js'
import { startMockServer, type MockServer } from '../src/server.js'
import { testApp } from './support/app.js'
import {
  CONTROL_CALLS,
  CONTROL_TOOLS,
  STARTER,
  WRITES,
  call,
  callEveryControlTool,
  callEveryDataTool,
  json,
} from './support/mcp-calls.js'

/** A client connected in memory to the MCP server of a fresh app. */
async function inMemory(readOnly = false, options = {}): Promise<Client> {
  const app = testApp({ seed: 5, ...options })
  const server = createMcpServer(appTarget(app), { readOnly })
  const [a, b] = InMemoryTransport.createLinkedPair()
  await server.connect(a)
  const client = new Client({ name: 'test', version: '1' })
  await client.connect(b)
  return client
}

describe('MCP server, in memory', () => {
  test('lists every control tool and a data tool per endpoint, each with an input schema', async () => {
    const client = await inMemory()
    const { tools } = await client.listTools()
    const names = tools.map((t) => t.name)
    expect(names).toEqual(expect.arrayContaining([...CONTROL_TOOLS, ...ENDPOINTS.map((e) => dataToolName(e.id))]))
    expect(names).toHaveLength(CONTROL_TOOLS.length + ENDPOINTS.length)
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object')
      expect(tool.description?.length).toBeGreaterThan(10)
    }
    const profile = tools.find((t) => t.name === 'people_profile')
    expect(profile?.inputSchema.required).toEqual(['username'])
    const search = tools.find((t) => t.name === 'companies_search')
    expect(Object.keys(search?.inputSchema.properties ?? {})).toEqual(['keywords', 'page', 'apiKey'])
  })

  test.each(CONTROL_CALLS)('control tool %s %j answers', async (name, args, check) => {
    const client = await inMemory(false, { fixtures: 'fixtures' })
    await call(client, 'people_profile', { username: 'jane-doe', apiKey: STARTER })
    const answer = await call(client, name, args)
    expect(answer.isError, answer.content[0]?.text).toBeFalsy()
    check(json(answer))
  })

  test.each(ENDPOINTS.map((e) => [e.id, e] as const))('data tool for %s answers from the world', async (_, def) => {
    const client = await inMemory()
    const value =
      def.param === 'url'
        ? 'https://www.network.example/in/jane-doe'
        : def.param.endsWith('Id')
          ? '1234567'
          : 'jane-doe'
    const answer = await call(client, dataToolName(def.id), {
      [def.param]: def.param === 'keywords' ? 'software' : value,
    })
    expect(answer.isError, answer.content[0]?.text).toBeFalsy()
    const body = json(answer)
    expect(body).toBeTypeOf('object')
    const res = await testApp({ seed: 5 }).request(
      `${def.path}?${def.param}=${encodeURIComponent(def.param === 'keywords' ? 'software' : value)}`,
      { headers: { Authorization: 'Bearer mock-dev-key' } },
    )
    expect(body).toEqual(await res.json())
  })

  test('a data tool charges the key and keeps its limits; a refusal is a tool error with the answer', async () => {
    const client = await inMemory(false, { keys: [{ key: STARTER, plan: 'Starter', credits: 1 }] })
    expect((await call(client, 'people_profile', { username: 'a-b', apiKey: STARTER })).isError).toBeFalsy()
    const refused = await call(client, 'people_profile', { username: 'c-d', apiKey: STARTER })
    expect(refused.isError).toBe(true)
    expect(refused.content[0]?.text).toContain('402')
    const why = json(await call(client, 'explain_request', {}))
    expect(why.why.join(' ')).toContain('credits ran out')
  })

  test('explain_request names a chaos draw and the near misses', async () => {
    const client = await inMemory()
    await call(client, 'people_profile', { username: 'jane-doe' })
    await call(client, 'set_chaos', { profile: { name: 'all-503', rates: { '503': 1 } } })
    await call(client, 'people_profile', { username: 'john-roe' })
    const why = json(await call(client, 'explain_request', {}))
    expect(why.why[0]).toContain('chaos profile "all-503"')
    expect(why.nearMisses).toEqual([expect.objectContaining({ status: 200, differs: ['username=jane-doe'] })])
  })

  test('read-only mode offers no tool that changes state', async () => {
    const client = await inMemory(true)
    const names = (await client.listTools()).tools.map((t) => t.name)
    for (const name of WRITES) expect(names).not.toContain(name)
    expect(names).toContain('verdicts')
  })

  test('resources: the OpenAPI document and the scenario catalogue', async () => {
    const client = await inMemory()
    const { resources } = await client.listResources()
    expect(resources.map((r) => r.uri)).toEqual(['mock://openapi.json', 'mock://scenarios.json'])
    const openapi = await client.readResource({ uri: 'mock://openapi.json' })
    expect(JSON.parse((openapi.contents[0] as { text: string }).text).openapi).toMatch(/^3\.1/)
    const catalogue = await client.readResource({ uri: 'mock://scenarios.json' })
    const parsed = JSON.parse((catalogue.contents[0] as { text: string }).text)
    expect(parsed.chaos.map((p: { name: string }) => p.name)).toContain('throttle-burst')
  })

  test.each([
    ['an unknown tool', 'no_such_tool', {}],
    ['a missing argument', 'people_profile', {}],
    ['an argument of the wrong type', 'move_clock', { advanceMs: 'soon' }],
    ['a bad profile', 'set_chaos', { profile: 'nope' }],
  ])('%s is an MCP error, and the server goes on', async (_, name, args) => {
    const client = await inMemory()
    const outcome = await call(client, name, args).catch((err: Error) => ({ thrown: err.message }))
    if ('thrown' in outcome) expect(outcome.thrown).toMatch(/MCP error/)
    else {
      expect(outcome.isError).toBe(true)
      expect(outcome.content[0]?.text.length).toBeGreaterThan(0)
    }
    expect((await call(client, 'get_clock')).isError).toBeFalsy()
  })
})

describe('MCP over Streamable HTTP on a real port', () => {
  let server: MockServer
  beforeAll(async () => {
    server = await startMockServer({ port: 0, fixtures: 'fixtures', clock: 'virtual', seed: 5 })
  })
  afterAll(async () => {
    await server.close()
  })

  const connectTo = async (path: string): Promise<Client> => {
    const client = new Client({ name: 'test', version: '1' })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}${path}`)))
    return client
  }

  test('lists and calls tools at /__mcp; /__mcp/read-only offers only reading tools', async () => {
    const client = await connectTo('/__mcp')
    const names = (await client.listTools()).tools.map((t) => t.name)
    expect(names).toHaveLength(CONTROL_TOOLS.length + ENDPOINTS.length)
    const profile = json(await call(client, 'people_profile', { username: 'jane-doe' }))
    expect(profile.username).toBe('jane-doe')
    expect(json(await call(client, 'set_chaos', { profile: 'flaky' })).active.profile.name).toBe('flaky')
    const journal = json(await call(client, 'query_journal', {}))
    expect(journal.map((e: { path: string }) => e.path)).toEqual(['/v1/people/profile'])
    await client.close()
    const reader = await connectTo('/__mcp/read-only')
    const readable = (await reader.listTools()).tools.map((t) => t.name)
    expect(readable).not.toContain('set_chaos')
    await reader.close()
  })

  test('every control and data tool answers over HTTP', async () => {
    const client = await connectTo('/__mcp')
    await callEveryControlTool(client)
    await callEveryDataTool(client)
    await client.close()
  })

  test('an unknown tool is an MCP error over HTTP too', async () => {
    const client = await connectTo('/__mcp')
    await expect(call(client, 'nope')).resolves.toMatchObject({ isError: true })
    await client.close()
  })

  test.each(['/__mcp', '/__mcp/read-only'])(
    '%s refuses a page of another origin, before any tool runs',
    async (path) => {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'reset_namespace' } })
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { Origin: 'http://evil.example', 'Content-Type': 'text/plain' },
        body,
      })
      expect(res.status).toBe(403)
      expect(((await res.json()) as { code: string }).code).toBe('ORIGIN_NOT_ALLOWED')
    },
  )

  test('with an admin token /__mcp asks for it', async () => {
    const guarded = await startMockServer({ port: 0, fixtures: false, adminToken: 'tok-123' })
    try {
      const res = await fetch(`${guarded.url}/__mcp`, { method: 'POST', body: '{}' })
      expect(res.status).toBe(401)
      const client = new Client({ name: 'test', version: '1' })
      const transport = new StreamableHTTPClientTransport(new URL(`${guarded.url}/__mcp`), {
        requestInit: { headers: { Authorization: 'Bearer tok-123' } },
      })
      await client.connect(transport)
      expect((await client.listTools()).tools.length).toBeGreaterThan(20)
      await client.close()
    } finally {
      await guarded.close()
    }
  })
})
