import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { AppEnv } from '../env.js'
import { MockError, render } from '../errors.js'
import type { McpTarget } from './server.js'

export interface McpRouteOptions {
  /** The admin token: with one, /__mcp asks for it and may be reached off loopback; without, loopback only. */
  token: string | undefined
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

function refusal(code: 'UNAUTHORIZED_ADMIN' | 'FORBIDDEN', message?: string): Response {
  const { status, body, headers } = render(new MockError(code, message ? { message } : {}))
  return new Response(body, { status, headers })
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * `/__mcp` (every tool) and `/__mcp/read-only` (the tools that read) over Streamable HTTP, stateless: a server and a
 * transport per request. Loopback callers only, unless the admin token is set, which every caller must then send.
 */
export function mcpRoutes(target: McpTarget, { token }: McpRouteOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const handle = (readOnly: boolean) => async (c: import('hono').Context<AppEnv>) => {
    if (token !== undefined) {
      const m = /^\s*bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')
      if (!m?.[1] || !sameToken(m[1], token)) return refusal('UNAUTHORIZED_ADMIN')
    } else {
      const address = c.env?.incoming?.socket?.remoteAddress
      if (address !== undefined && !LOOPBACK.test(address))
        return refusal('FORBIDDEN', '/__mcp answers loopback callers only unless the mock has an admin token')
    }
    // the MCP SDK and its JSON Schema validator load at the first MCP request: a start-up serving /v1 never parses them
    const [{ createMcpServer }, { StreamableHTTPTransport }] = await Promise.all([
      import('./server.js'),
      import('@hono/mcp'),
    ])
    const server = createMcpServer(target, { readOnly })
    const transport = new StreamableHTTPTransport()
    await server.connect(transport)
    return (await transport.handleRequest(c)) ?? c.body(null, 202)
  }
  routes.all('/', handle(false))
  routes.all('/read-only', handle(true))
  return routes
}
