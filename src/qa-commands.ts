import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { createApp, runtimeOf, type RuntimeApp } from './app.js'
import { CONTROL_HANDLE } from './admin/control-handle.js'
import { connect, MockAdminError } from './control/client.js'
import { inProcessTarget } from './mcp/target.js'
import { ENDPOINTS } from './endpoints.js'
import type { McpTarget } from './mcp/server.js'
import { DEV_KEY } from './keys.js'
import { sourcesOf } from './runtime.js'
import { scorecardJunit } from './verdicts/verdicts.js'
import { scorecardText } from './verdicts/scorecard-text.js'
import type { MockOptions } from './options.js'

export interface VerdictsCommand {
  url: string
  key?: string | undefined
  since?: string | undefined
  budget?: number | undefined
  token?: string | undefined
  json: boolean
  junit?: string | undefined
  write(text: string): void
  writeError(text: string): void
}

/** `verdicts`: the scorecard of a running mock's journal; exit 0 when no verdict failed, 1 when one did, 2 on error. */
export async function runVerdicts(command: VerdictsCommand): Promise<number> {
  const mock = connect(command.url, command.token === undefined ? {} : { token: command.token })
  let card: Awaited<ReturnType<typeof mock.verdicts>>
  try {
    card = await mock.verdicts({
      ...(command.key !== undefined ? { key: command.key } : {}),
      ...(command.since !== undefined ? { since: command.since } : {}),
      ...(command.budget !== undefined ? { budget: command.budget } : {}),
    })
  } catch (err) {
    const why = err instanceof MockAdminError ? err.message : `no mock at ${command.url}: ${(err as Error).message}`
    command.writeError(`network-lookup-mock verdicts: ${why}\n`)
    return 2
  }
  if (command.junit !== undefined) {
    mkdirSync(dirname(command.junit), { recursive: true })
    writeFileSync(command.junit, scorecardJunit(card))
  }
  command.write(command.json ? `${JSON.stringify(card, null, 2)}\n` : `${scorecardText(card)}\n`)
  return card.passed ? 0 : 1
}

/** A target over a mock at a URL: the admin token on admin calls, the built-in endpoints as data tools. */
function urlTarget(url: string, token: string | undefined): McpTarget {
  const base = url.replace(/\/+$/, '')
  return {
    send: (path, init = {}) => {
      const headers = new Headers(init.headers)
      if (token !== undefined && path.startsWith('/__admin')) headers.set('authorization', `Bearer ${token}`)
      return fetch(`${base}${path}`, { ...init, headers })
    },
    endpoints: () => ENDPOINTS,
    devKey: DEV_KEY,
  }
}

/** A target over an app in process (a mock of the command's own, or a test's): its fixtures' drift too. */
export function appTarget(app: RuntimeApp): McpTarget {
  const runtime = runtimeOf(app)
  return inProcessTarget({
    fetch: (request) => app.fetch(request),
    control: () => app[CONTROL_HANDLE],
    endpoints: runtime.endpoints,
    devKey: runtime.options.devKey,
    fixtures: sourcesOf(runtime.options).fixtures,
  })
}

export interface McpCommand {
  url?: string | undefined
  token?: string | undefined
  readOnly: boolean
  /** The options of a mock of its own (no --url). */
  options: MockOptions
  input?: NodeJS.ReadableStream
  output?: NodeJS.WritableStream
}

/** `mcp`: an MCP server on stdio over the mock at --url, or over one of its own; resolves when stdin closes. */
export async function runMcp(command: McpCommand): Promise<number> {
  const target =
    command.url !== undefined ? urlTarget(command.url, command.token) : appTarget(createApp(command.options))
  // loaded by this command only: every other command starts without the MCP SDK
  const [{ createMcpServer }, { StdioServerTransport }] = await Promise.all([
    import('./mcp/server.js'),
    import('@modelcontextprotocol/sdk/server/stdio.js'),
  ])
  const server = createMcpServer(target, { readOnly: command.readOnly })
  const input = (command.input ?? process.stdin) as NodeJS.ReadStream
  const transport = new StdioServerTransport(input, (command.output ?? process.stdout) as NodeJS.WriteStream)
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve()
    input.once('end', () => resolve())
  })
  await server.connect(transport)
  await closed
  await server.close()
  return 0
}
