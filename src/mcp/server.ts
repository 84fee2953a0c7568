import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import type { JournalEntry, KeyView } from '../admin/schemas.js'
import type { EndpointDef } from '../endpoints.js'
import { PACKAGE_VERSION } from '../version.js'
import { explainEntry } from './explain.js'

/** What the MCP server drives: a mock in process or at a URL, through the same requests an HTTP client sends. */
export interface McpTarget {
  /** Sends a request to the mock: the admin API, /v1 and /openapi.json. */
  send(path: string, init?: RequestInit): Promise<Response>
  /** The endpoints the mock serves: the data tools are made from them. */
  endpoints(): readonly EndpointDef[]
  /** The key the data tools send unless told another. */
  devKey: string
  /** The drift report of the mock's fixtures; undefined where the folder is not at hand. */
  drift?: () => unknown
}

export interface McpOptions {
  /** Only the tools that read: nothing that changes the mock's state is offered. */
  readOnly?: boolean
}

/** An answer of the mock that is no success: the tool's result is an error carrying it. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`the mock answered ${status}`)
  }
}

interface ToolDef {
  name: string
  title: string
  description: string
  /** Changes the mock's state (left out in read-only mode). */
  writes: boolean
  input: z.ZodRawShape
  run(args: Record<string, unknown>): Promise<unknown>
}

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value, null, 2))

/** A data tool's name: `people/profile` is `people_profile`. */
export const dataToolName = (id: string): string => id.replace(/[^A-Za-z0-9]+/g, '_')

/** The MCP server over a mock: control tools, a data tool per endpoint, the OpenAPI and scenario resources. */
export function createMcpServer(target: McpTarget, { readOnly = false }: McpOptions = {}): McpServer {
  const server = new McpServer(
    { name: 'network-lookup-mock', version: PACKAGE_VERSION },
    {
      instructions:
        'A mock of a read-only professional-network lookup API (people, companies, jobs, posts). The data tools ' +
        'answer like the real service, from a seeded world, charging credits and keeping rate limits per key. The ' +
        'control tools set scenarios and chaos, move the virtual clock, manage keys, read the journal, explain a ' +
        "request and judge a client's behaviour (verdicts).",
    },
  )

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const init: RequestInit = { method }
    if (body !== undefined) {
      init.body = JSON.stringify(body)
      init.headers = { 'content-type': 'application/json' }
    }
    const res = await target.send(path, init)
    const raw = await res.text()
    let json: unknown = raw
    try {
      json = JSON.parse(raw)
    } catch {
      // not JSON: the text as it came
    }
    if (!res.ok) throw new Refused(res.status, json)
    return json
  }
  const enc = encodeURIComponent
  const journal = (args: Record<string, unknown>): Promise<JournalEntry[]> => {
    const params = new URLSearchParams()
    for (const name of ['path', 'status', 'key', 'since', 'method'] as const)
      if (args[name] !== undefined) params.set(name, String(args[name]))
    const qs = params.toString()
    return call('GET', `/__admin/requests${qs ? `?${qs}` : ''}`).then(
      (a) => (a as { requests: JournalEntry[] }).requests,
    )
  }

  const key = z.string().min(1).describe('an API key, full or as the journal shows it (redacted)')
  const tools: ToolDef[] = [
    {
      name: 'list_scenarios',
      title: 'List scenarios',
      description: 'The scenarios the mock knows (name, description, rule count) and the one in force',
      writes: false,
      input: {},
      run: () => call('GET', '/__admin/scenarios'),
    },
    {
      name: 'set_scenario',
      title: 'Set a scenario',
      description:
        'Switches the whole server (or one key) to a scenario by name; null goes back to the start-up one. ' +
        '`times` limits it to the first N calls of each key.',
      writes: true,
      input: {
        name: z.string().nullable().describe('a scenario name from list_scenarios, or null'),
        key: key.optional(),
        times: z.number().int().positive().optional(),
      },
      run: (a) => {
        const times = a.times === undefined ? {} : { times: a.times }
        if (a.key !== undefined)
          return call('PUT', `/__admin/keys/${enc(String(a.key))}`, { scenario: a.name, ...times })
        return call('PUT', '/__admin/scenario', { name: a.name, ...times })
      },
    },
    {
      name: 'get_chaos',
      title: 'Chaos profile in force',
      description: 'The chaos profile in force (rates, seed, scope, time to live), the presets, and the replay line',
      writes: false,
      input: {},
      run: () => call('GET', '/__admin/chaos'),
    },
    {
      name: 'set_chaos',
      title: 'Set a chaos profile',
      description:
        'Sets a seeded chaos profile: a preset (flaky, brownout, throttle-burst, slow-upstream), a profile ' +
        '{name, rates: {"429","500","502","503",reset,timeout,slow}, scope, seed, ttlMs, ...}, or null for none',
      writes: true,
      input: { profile: z.union([z.string(), z.record(z.string(), z.unknown()), z.null()]) },
      run: (a) => call('PUT', '/__admin/chaos', { profile: a.profile }),
    },
    {
      name: 'get_clock',
      title: 'Clock',
      description: "The mock's clock: real or virtual, and its time",
      writes: false,
      input: {},
      run: () => call('GET', '/__admin/clock'),
    },
    {
      name: 'move_clock',
      title: 'Move the virtual clock',
      description: 'Moves a virtual clock forward by advanceMs, or to an ISO time `to` (never back)',
      writes: true,
      input: {
        advanceMs: z.number().int().nonnegative().optional(),
        to: z.string().optional().describe('ISO 8601 time'),
      },
      run: (a) => call('POST', '/__admin/clock', a.to !== undefined ? { to: a.to } : { advanceMs: a.advanceMs ?? 0 }),
    },
    {
      name: 'list_keys',
      title: 'List keys',
      description: 'Every API key (redacted) with its plan, requests per minute, credits left and usage',
      writes: false,
      input: {},
      run: () => call('GET', '/__admin/keys'),
    },
    {
      name: 'key_usage',
      title: "A key's usage",
      description: "One key's plan, requests per minute, credits left and usage (calls, credits used, 429s, 402s)",
      writes: false,
      input: { key },
      run: (a) => call('GET', `/__admin/keys/${enc(String(a.key))}`),
    },
    {
      name: 'create_key',
      title: 'Create a key',
      description: 'Adds an API key for this run with a plan (Starter, Growth, Pay-as-you-go, Enterprise) and credits',
      writes: true,
      input: {
        key: z.string().min(1),
        plan: z.enum(['Starter', 'Growth', 'Pay-as-you-go', 'Enterprise']),
        credits: z.union([z.number().int().nonnegative(), z.literal('unlimited')]).optional(),
        requestsPerMinute: z.number().int().positive().optional().describe('Enterprise only'),
        label: z.string().optional(),
      },
      run: (a) => call('POST', '/__admin/keys', a),
    },
    {
      name: 'reset_key',
      title: 'Reset a key',
      description: 'One key back to its start-up plan, credits and counters, its scenario unpinned',
      writes: true,
      input: { key },
      run: (a) => call('POST', `/__admin/keys/${enc(String(a.key))}/reset`),
    },
    {
      name: 'reset_namespace',
      title: 'Reset everything',
      description:
        'Credits, windows, scenarios, chaos and journal back to start-up for every key of this mock (on a shared ' +
        'store: its whole namespace, every replica)',
      writes: true,
      input: {},
      run: () => call('POST', '/__admin/reset'),
    },
    {
      name: 'query_journal',
      title: 'Query the journal',
      description: 'Recorded requests, oldest first, filtered by endpoint path or id, status, key, method, since',
      writes: false,
      input: {
        path: z.string().optional().describe('endpoint id (people/profile) or path, * as wildcard'),
        status: z.number().int().optional(),
        key: key.optional(),
        since: z.string().optional().describe('entry id or ISO time'),
        method: z.string().optional(),
        limit: z.number().int().positive().max(1000).optional().describe('the last N entries only'),
      },
      run: async (a) => {
        const entries = await journal(a)
        return typeof a.limit === 'number' ? entries.slice(-a.limit) : entries
      },
    },
    {
      name: 'explain_request',
      title: 'Explain a request',
      description:
        'Why a recorded request got its answer (401, 402, 404, 429, a scenario rule, a chaos draw), with the calls ' +
        'nearest to it that went otherwise. Give the journal id, or nothing for the last request.',
      writes: false,
      input: { id: z.number().int().positive().optional() },
      run: async (a) => {
        const all = await journal({})
        const entry = a.id === undefined ? all.at(-1) : all.find((e) => e.id === a.id)
        if (!entry) throw new Refused(404, { error: a.id === undefined ? 'the journal is empty' : `no entry ${a.id}` })
        const view =
          entry.key === null
            ? undefined
            : ((await call('GET', `/__admin/keys/${enc(entry.key)}`).catch(() => undefined)) as KeyView | undefined)
        return explainEntry(entry, { key: view, endpoints: target.endpoints(), others: all })
      },
    },
    {
      name: 'verdicts',
      title: "Judge a client's behaviour",
      description:
        'The scorecard of a key (or every call): waited Retry-After, backoff grew, under plan rate, no retry of ' +
        '4xx, stopped after 402, paged to the end, no duplicate fetch, within budget; each pass, fail or n/a',
      writes: false,
      input: {
        key: key.optional(),
        since: z.string().optional(),
        until: z.string().optional(),
        budget: z.number().int().nonnegative().optional(),
        duplicateWindowMs: z.number().int().nonnegative().optional(),
      },
      run: (a) => {
        const params = new URLSearchParams()
        for (const [name, value] of Object.entries(a)) if (value !== undefined) params.set(name, String(value))
        const qs = params.toString()
        return call('GET', `/__admin/verdicts${qs ? `?${qs}` : ''}`)
      },
    },
    {
      name: 'drift',
      title: 'Fixture drift',
      description: "The mock's fixtures checked against the response schemas: fields unknown, missing or retyped",
      writes: false,
      input: {},
      run: async () => {
        if (!target.drift)
          throw new Refused(501, { error: 'drift needs the fixtures folder: run it where the mock runs' })
        return target.drift()
      },
    },
  ]

  for (const def of target.endpoints()) {
    tools.push({
      name: dataToolName(def.id),
      title: def.summary ?? def.id,
      description: `GET ${def.path}: ${def.summary ?? def.id}. Charges ${def.cost} credit(s) to the key.`,
      writes: false,
      input: {
        [def.param]: z.string().describe(`the ${def.param} query parameter`),
        ...(def.paged ? { page: z.number().int().positive().optional().describe('1-based page') } : {}),
        apiKey: z.string().min(1).optional().describe('the API key to send; default the development key'),
      },
      run: async (a) => {
        const params = new URLSearchParams({ [def.param]: String(a[def.param]) })
        if (a.page !== undefined) params.set('page', String(a.page))
        const res = await target.send(`${def.path}?${params}`, {
          headers: { Authorization: `Bearer ${typeof a.apiKey === 'string' ? a.apiKey : target.devKey}` },
        })
        const raw = await res.text()
        let body: unknown = raw
        try {
          body = JSON.parse(raw)
        } catch {
          // a cut or reset answer: its text
        }
        if (!res.ok) throw new Refused(res.status, body)
        return body
      },
    })
  }

  for (const tool of tools) {
    if (readOnly && tool.writes) continue
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: { readOnlyHint: !tool.writes, openWorldHint: false },
      },
      async (args: Record<string, unknown>) => {
        try {
          return { content: [{ type: 'text' as const, text: text(await tool.run(args)) }] }
        } catch (err) {
          const message =
            err instanceof Refused
              ? `the mock answered ${err.status}: ${text(err.body)}`
              : `failed: ${err instanceof Error ? err.message : String(err)}`
          return { isError: true, content: [{ type: 'text' as const, text: message }] }
        }
      },
    )
  }

  server.registerResource(
    'openapi',
    'mock://openapi.json',
    { title: 'OpenAPI document', description: "The mock's OpenAPI 3.1 document", mimeType: 'application/json' },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'application/json', text: text(await call('GET', '/openapi.json')) }],
    }),
  )
  server.registerResource(
    'scenarios',
    'mock://scenarios.json',
    {
      title: 'Scenario catalogue',
      description: 'The scenarios and chaos presets the mock knows',
      mimeType: 'application/json',
    },
    async (uri) => {
      const [scenarios, chaos] = await Promise.all([call('GET', '/__admin/scenarios'), call('GET', '/__admin/chaos')])
      const presets = (chaos as { presets: unknown }).presets
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: text({ scenarios, chaos: presets }) }] }
    },
  )
  return server
}
