/** How deep arrays and objects may nest in a rule's `body` (`{}` is 1 level, `[{}]` 2). */
export const MAX_BODY_DEPTH = 64
/** Rules in one scenario. */
export const MAX_RULES = 1000
/** Scenario files read from the scenario folders together. */
export const MAX_SCENARIO_FILES = 1000
/** Scenarios defined at run time (admin API, `useScenario`, per-key pins, `times` copies) until a reset. */
export const MAX_RUNTIME_SCENARIOS = 1000
/** Their size together, in characters of JSON: a thousand admin bodies at the body limit would hold a gigabyte. */
export const MAX_RUNTIME_SCENARIO_CHARS = 16 * 1024 * 1024
/** Longest scenario delay: past undici's (Node fetch) 300 s default headers timeout, well under Node's timer cap. */
export const MAX_LATENCY_MS = 600_000

/** A rule's headers together (each `name: value` line): clients refuse a head past 16 KiB (Node, undici). */
export const MAX_HEADER_CHARS = 8 * 1024

/** HTTP answers that carry no content (RFC 9110 15.3.5, 15.3.6, 15.4.5). */
export const NO_CONTENT_STATUSES: ReadonlySet<number> = new Set([204, 205, 304])

/**
 * Response fields that frame the message or the connection (RFC 9110 7.6.1 hop-by-hop fields, Content-Length,
 * Trailer): the server sets them from the body it sends, and a scenario's value would cut the body, leave the client
 * waiting for bytes that never come, or spill the rest into the next answer on the connection.
 */
export const FRAMING_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'content-length',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

/** Whether arrays and objects nest more than `limit` levels in `value`; iterative, and a cycle counts as too deep. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, depth] = top
    if (node === null || typeof node !== 'object') continue
    if (depth >= limit) return true
    for (const child of Object.values(node))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1])
  }
  return false
}
