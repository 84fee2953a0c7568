import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { expect } from 'vitest'
import { ENDPOINTS } from '../../src/endpoints.js'
import { dataToolName } from '../../src/mcp/server.js'

export type ToolAnswer = { isError?: boolean; content: { type: string; text: string }[] }

export const STARTER = 'test_starter_0000000000000001'

export async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolAnswer> {
  return (await client.callTool({ name, arguments: args })) as ToolAnswer
}
export const json = (answer: ToolAnswer): any => JSON.parse(answer.content[0]?.text ?? 'null')

export const CONTROL_TOOLS = [
  'list_scenarios',
  'set_scenario',
  'get_chaos',
  'set_chaos',
  'get_clock',
  'move_clock',
  'list_keys',
  'key_usage',
  'create_key',
  'reset_key',
  'reset_namespace',
  'query_journal',
  'explain_request',
  'verdicts',
  'drift',
]
export const WRITES = ['set_scenario', 'set_chaos', 'move_clock', 'create_key', 'reset_key', 'reset_namespace']

/** Each control tool with arguments and what its answer must show. */
export const CONTROL_CALLS: [string, Record<string, unknown>, (body: any) => void][] = [
  ['list_scenarios', {}, (b) => expect(b.scenarios.map((s: { name: string }) => s.name)).toContain('rate-limited')],
  ['set_scenario', { name: 'not-found' }, (b) => expect(b.active).toBe('not-found')],
  ['set_scenario', { name: 'slow', key: STARTER, times: 2 }, (b) => expect(b.scenario).toMatch(/^slow/)],
  ['get_chaos', {}, (b) => expect(b.presets.map((p: { name: string }) => p.name)).toContain('brownout')],
  ['set_chaos', { profile: 'flaky' }, (b) => expect(b.active.profile.name).toBe('flaky')],
  ['get_clock', {}, (b) => expect(b.kind).toBe('virtual')],
  ['move_clock', { advanceMs: 60_000 }, (b) => expect(b.iso).toBe('2025-06-01T12:01:00.000Z')],
  ['list_keys', {}, (b) => expect(b.keys.length).toBeGreaterThan(3)],
  ['key_usage', { key: STARTER }, (b) => expect(b.plan).toBe('Starter')],
  [
    'create_key',
    { key: 'agent_key_000000000000000001', plan: 'Growth', credits: 5 },
    (b) => expect(b.creditsRemaining).toBe(5),
  ],
  ['reset_key', { key: STARTER }, (b) => expect(b.usage.calls).toBe(0)],
  ['reset_namespace', {}, (b) => expect(b.reset).toBe(true)],
  ['query_journal', { limit: 1 }, (b) => expect(b).toEqual([expect.objectContaining({ path: '/v1/people/profile' })])],
  ['explain_request', {}, (b) => expect(b.why.join(' ')).toContain('served')],
  ['verdicts', { key: STARTER }, (b) => expect(b.verdicts).toHaveLength(8)],
  ['drift', {}, (b) => expect(b.checked).toBeGreaterThan(0)],
]

/** Calls every control tool on a connected client, each after a reset and one data call, checking each answer. */
export async function callEveryControlTool(client: Client): Promise<void> {
  for (const [name, args, check] of CONTROL_CALLS) {
    expect((await call(client, 'reset_namespace')).isError).toBeFalsy()
    await call(client, 'people_profile', { username: 'jane-doe', apiKey: STARTER })
    const answer = await call(
      client,
      name,
      name === 'create_key' ? { ...args, key: `${args.key}-${Date.now()}` } : args,
    )
    expect(answer.isError, `${name}: ${answer.content[0]?.text}`).toBeFalsy()
    check(json(answer))
  }
}

/** A value each endpoint's parameter takes that names an entity of the world. */
export function sampleValue(param: string): string {
  if (param === 'url') return 'https://www.network.example/in/jane-doe'
  if (param === 'keywords') return 'software'
  return param.endsWith('Id') ? '1234567' : 'jane-doe'
}

/** Calls the data tool of every endpoint (with the development key): each answers its endpoint's body. */
export async function callEveryDataTool(client: Client): Promise<void> {
  for (const def of ENDPOINTS) {
    const answer = await call(client, dataToolName(def.id), { [def.param]: sampleValue(def.param) })
    expect(answer.isError, `${def.id}: ${answer.content[0]?.text}`).toBeFalsy()
    expect(json(answer), def.id).toBeTypeOf('object')
  }
}
