import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { expect, test } from 'vitest'
import { ENDPOINTS } from '../src/endpoints.js'
import { runtimeOf } from '../src/app.js'
import { startMockServer } from '../src/server.js'
import { bundles } from './support/cli.js'
import { callEveryControlTool, callEveryDataTool } from './support/mcp-calls.js'

type ToolAnswer = { isError?: boolean; content: { type: string; text: string }[] }

/** `network-lookup-mock mcp` as an agent starts it: a child process speaking MCP on stdin and stdout. */
async function startMcp(args: string[]): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bundles().cli, 'mcp', ...args],
    stderr: 'pipe',
  })
  const client = new Client({ name: 'test', version: '1' })
  await client.connect(transport)
  return client
}

test('over stdio: every tool listed, control and data tools called, bad calls are MCP errors', async () => {
  const client = await startMcp(['--seed', '5', '--clock', 'virtual', '--chaos', 'flaky'])
  try {
    const { tools } = await client.listTools()
    expect(tools).toHaveLength(15 + ENDPOINTS.length)
    for (const tool of tools) expect(tool.inputSchema.type).toBe('object')
    const chaos = (await client.callTool({ name: 'get_chaos', arguments: {} })) as ToolAnswer
    expect(JSON.parse(chaos.content[0]?.text ?? '{}').active.profile.name).toBe('flaky')
    const profile = (await client.callTool({
      name: 'people_profile',
      arguments: { username: 'jane-doe' },
    })) as ToolAnswer
    expect(JSON.parse(profile.content[0]?.text ?? '{}').username).toBe('jane-doe')
    const unknown = (await client.callTool({ name: 'no_such_tool', arguments: {} })) as ToolAnswer
    expect(unknown.isError).toBe(true)
    const bad = (await client.callTool({ name: 'move_clock', arguments: { advanceMs: 'soon' } })) as ToolAnswer
    expect(bad.isError).toBe(true)
    // the server is still there, and every control tool answers
    expect(((await client.callTool({ name: 'get_clock', arguments: {} })) as ToolAnswer).isError).toBeFalsy()
    await callEveryControlTool(client)
    await callEveryDataTool(client)
  } finally {
    await client.close()
  }
})

test('over stdio, --read-only offers only the reading tools', async () => {
  const client = await startMcp(['--read-only'])
  try {
    const names = (await client.listTools()).tools.map((t) => t.name)
    expect(names).not.toContain('set_chaos')
    expect(names).not.toContain('reset_namespace')
    expect(names).toContain('explain_request')
  } finally {
    await client.close()
  }
})

test('over stdio with --url, it drives a running mock, sending the admin token', async () => {
  const server = await startMockServer({ port: 0, fixtures: false, clock: 'virtual', adminToken: 'tok-123' })
  try {
    const client = await startMcp(['--url', server.url, '--admin-token', 'tok-123'])
    try {
      const set = (await client.callTool({ name: 'set_chaos', arguments: { profile: 'flaky' } })) as ToolAnswer
      expect(set.isError, set.content[0]?.text).toBeFalsy()
      expect(runtimeOf(server.app).chaos.active?.profile.name).toBe('flaky')
      const profile = (await client.callTool({
        name: 'people_profile',
        arguments: { username: 'jane-doe' },
      })) as ToolAnswer
      expect(JSON.parse(profile.content[0]?.text ?? '{}').username).toBe('jane-doe')
    } finally {
      await client.close()
    }
    const without = await startMcp(['--url', server.url])
    try {
      const refused = (await without.callTool({ name: 'get_chaos', arguments: {} })) as ToolAnswer
      expect(refused.isError).toBe(true)
      expect(refused.content[0]?.text).toContain('401')
    } finally {
      await without.close()
    }
  } finally {
    await server.close()
  }
})
