import type { Journal, JournalEvent } from '../admin/journal.js'
import type { JournalEntry } from '../admin/schemas.js'
import { endpointForPath } from '../endpoints.js'
import { suggestEndpoint } from './suggest.js'

export const LOG_FORMATS = ['pretty', 'json', 'off'] as const
export type LogFormat = (typeof LOG_FORMATS)[number]

export interface RequestLogOptions {
  format?: LogFormat
  /** ANSI colours; default: when the stream is a TTY. */
  color?: boolean
}

interface Writable {
  write(text: string): unknown
  isTTY?: boolean
}

const RESET = '\x1b[0m'
const DIM = '\x1b[2m'
const STATUS_COLOR: Record<string, string> = { '2': '\x1b[32m', '3': '\x1b[36m', '4': '\x1b[33m', '5': '\x1b[31m' }
const NOTICE_COLOR = '\x1b[35m'
const FAILED_COLOR = '\x1b[31m'

function pathWithQuery(entry: JournalEntry): string {
  // the journal's query has secret-looking values redacted already
  const query = new URLSearchParams(entry.query).toString()
  return query ? `${entry.path}?${query}` : entry.path
}

/** One line for one event: `time method path status duration key scenario source`, or a notice. */
export function formatEvent(event: JournalEvent, format: Exclude<LogFormat, 'off'>, color: boolean): string {
  if (format === 'json')
    return `${JSON.stringify(event.type === 'request' ? { type: 'request', ...event.entry } : event)}\n`
  const paint = (code: string, text: string): string => (color ? `${code}${text}${RESET}` : text)
  if (event.type === 'notice') {
    const time = event.time.slice(11, 23)
    return (
      `${paint(DIM, time)} ` +
      `${paint(event.failed ? FAILED_COLOR : NOTICE_COLOR, `${event.kind}: ${event.message}`)}\n`
    )
  }
  const e = event.entry
  const status = paint(
    STATUS_COLOR[String(e.status).charAt(0)] ?? '',
    e.disconnect ? `${e.status ?? 'connection'} ${e.disconnect}` : String(e.status),
  )
  const rule = e.rule === null ? '' : `#${e.rule}`
  const fields = [
    paint(DIM, e.time.slice(11, 23)),
    e.method.padEnd(4),
    pathWithQuery(e),
    status,
    `${e.latencyMs}ms`,
    e.key ?? '-',
    `${e.scenario ?? '-'}${rule}`,
    e.source ?? '-',
  ]
  const meant = e.status === 404 && !endpointForPath(e.path) ? suggestEndpoint(e.path) : undefined
  if (meant) fields.push(paint(NOTICE_COLOR, `(did you mean ${meant}?)`))
  return `${fields.join(' ')}\n`
}

/**
 * Writes one line per request and per notice (scenario switch, reload, clock move) to `out` while serving.
 * Keys appear in their redacted form only. Returns the function that stops it.
 */
export function attachRequestLog(journal: Journal, out: Writable, options: RequestLogOptions = {}): () => void {
  const format = options.format ?? 'pretty'
  if (format === 'off') return () => {}
  const color = options.color ?? out.isTTY === true
  return journal.subscribe((event) => {
    out.write(formatEvent(event, format, color))
  })
}
