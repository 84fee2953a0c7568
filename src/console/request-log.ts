import type { Journal, JournalEvent, RecordedRequest } from '../journal/journal.js'
import { isoTime } from '../util/dates.js'
import type { JournalEntry } from '../journal/schema.js'
import { EndpointTable } from '../endpoints.js'
import { printable } from '../util/printable.js'
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
  /** Writes one line in parts, some of them bytes (see LogWriter): the log's usual line is then never joined. */
  writeParts?: (parts: readonly (string | Uint8Array)[]) => unknown
  isTTY?: boolean
}

const RESET = '\x1b[0m'
const DIM = '\x1b[2m'
const STATUS_COLOR: Record<string, string> = { '2': '\x1b[32m', '3': '\x1b[36m', '4': '\x1b[33m', '5': '\x1b[31m' }
const NOTICE_COLOR = '\x1b[35m'
const FAILED_COLOR = '\x1b[31m'

const painted = (code: string, text: string): string => `${code}${text}${RESET}`
const unpainted = (_code: string, text: string): string => text

/** What URLSearchParams writes unencoded. */
const FORM_SAFE = /^[A-Za-z0-9*._-]*$/

function pathWithQuery(entry: JournalEntry): string {
  // the journal's query has secret-looking values redacted already
  const q = entry.query
  let query = ''
  for (const name of Object.keys(q)) {
    const value = q[name] as string
    // what URLSearchParams would write unchanged (the usual query) is joined as it would join it, for less
    if (!FORM_SAFE.test(name) || !FORM_SAFE.test(value)) return `${entry.path}?${new URLSearchParams(q).toString()}`
    query += query === '' ? `${name}=${value}` : `&${name}=${value}`
  }
  return query === '' ? entry.path : `${entry.path}?${query}`
}

/** The last time of day written, and its bytes, for the requests of the same millisecond (most, on a busy mock). */
let lastAt = Number.NaN
let lastTimeOfDay = ''
let lastTimeBytes: Uint8Array | undefined

function timeOfDayAt(at: number): string {
  if (at !== lastAt) {
    lastAt = at
    lastTimeOfDay = timeOfDay(isoTime(at))
    lastTimeBytes = undefined
  }
  return lastTimeOfDay
}

/** timeOfDayAt's text as bytes, encoded once a millisecond. */
function timeBytesAt(at: number): Uint8Array {
  const text = timeOfDayAt(at)
  lastTimeBytes ??= Buffer.from(text)
  return lastTimeBytes
}

/** Latencies under 100 ms (most, in milliseconds to the hundredth) and their text as bytes, by hundredths. */
const LATENCY_SLOTS = 10_000
const latencyValues = new Float64Array(LATENCY_SLOTS).fill(Number.NaN)
const latencyBytes: Uint8Array[] = []

/** The bytes of `String(ms)`, encoded once for each value under LATENCY_SLOTS hundredths. */
function latencyBytesOf(ms: number): Uint8Array | string {
  const slot = Math.round(ms * 100)
  if (!(slot >= 0 && slot < LATENCY_SLOTS)) return String(ms)
  if (latencyValues[slot] !== ms) {
    latencyValues[slot] = ms
    latencyBytes[slot] = Buffer.from(String(ms))
  }
  return latencyBytes[slot] as Uint8Array
}

/** The clock's own time needs no escaping; a time that came with the request (another replica's) may. */
const requestTime = (r: RecordedRequest): string =>
  r.time === undefined ? timeOfDayAt(r.at) : printable(timeOfDay(r.time))

/** `HH:mm:ss.sss` of an ISO time, for any year (past 9999 the year has six digits and a sign). */
function timeOfDay(iso: string): string {
  const t = iso.indexOf('T')
  return t < 0 ? iso : iso.slice(t + 1, t + 13)
}

/** The built-in endpoints, for the hint of a 404 when no table is given. */
const BUILT_IN = new EndpointTable()

/**
 * One line for one event: `time method path status duration key scenario source`, or a notice. Every field that can
 * hold text from outside goes through `printable`: a path, key or scenario name can carry line breaks and terminal
 * escapes.
 */
export function formatEvent(
  event: JournalEvent,
  format: Exclude<LogFormat, 'off'>,
  color: boolean,
  endpoints: EndpointTable = BUILT_IN,
): string {
  if (format === 'json')
    return `${printable(JSON.stringify(event.type === 'request' ? { type: 'request', ...event.entry } : event))}\n`
  const paint = color ? painted : unpainted
  if (event.type === 'notice') {
    return (
      `${paint(DIM, printable(timeOfDay(event.time)))} ` +
      `${paint(event.failed ? FAILED_COLOR : NOTICE_COLOR, printable(`${event.kind}: ${event.message}`))}\n`
    )
  }
  // the request's own fields when its query prints as sent (no entry is built); else its entry's
  const r = event.plainQuery !== undefined ? event.request : undefined
  if (r && !color && r.status !== 404) return plainLine(r, event.plainQuery as string)
  const e = r ?? event.entry
  const time = r ? requestTime(r) : printable(timeOfDay(event.entry.time))
  // a plain query holds only characters that print as they are
  const path = printable(e.path)
  const plain = event.plainQuery
  const target = r ? (plain === '' ? path : `${path}?${plain}`) : printable(pathWithQuery(event.entry))
  const method = e.method === 'GET' ? 'GET ' : printable(e.method.padEnd(4))
  const status = e.disconnect ? `${e.status ?? 'connection'} ${e.disconnect}` : String(e.status)
  const rule = e.rule === null ? '' : `#${e.rule}`
  const meant = e.status === 404 && !endpoints.forPath(e.path) ? suggestEndpoint(e.path, endpoints) : undefined
  const hint = meant ? printable(` (did you mean ${meant}?)`) : ''
  const key = e.key === null ? '-' : printable(e.key)
  const scenario = e.scenario === null ? '-' : printable(e.scenario)
  const source = e.source === null ? '-' : printable(e.source)
  const rest = `${e.latencyMs}ms ${key} ${scenario}${rule} ${source}`
  // escaping each short field costs less than escaping the joined line, which would be flattened first
  if (!color) return `${time} ${method} ${target} ${status} ${rest}${hint}\n`
  const statusColor = STATUS_COLOR[String(e.status).charAt(0)] ?? ''
  const fields = [paint(DIM, time), `${method} ${target}`, paint(statusColor, status), rest]
  if (hint) fields.push(paint(NOTICE_COLOR, hint.slice(1)))
  return `${fields.join(' ')}\n`
}

/** The last plain line's fields, and its text (and bytes) before and after the latency: a client repeats requests. */
let lastLine: RecordedRequest | undefined
let lastPlain = ''
let lastHead = ''
let lastTail = ''
let lastHeadBytes = new Uint8Array()
let lastTailBytes = new Uint8Array()

/**
 * formatEvent's line, uncoloured, for a request whose query prints as sent and whose answer is not a 404 (which may
 * carry a hint): the same text, with what the last such line had in common with it (all but its time and latency)
 * reused instead of escaped and joined again.
 */
function plainLine(r: RecordedRequest, plain: string): string {
  settleLine(r, plain)
  return `${requestTime(r)}${lastHead}${r.latencyMs}${lastTail}`
}

/** The parts plainParts hands out: one array, filled again for each line (the writer copies them at once). */
const parts: [string | Uint8Array, Uint8Array, string | Uint8Array, Uint8Array] = ['', lastHeadBytes, '', lastTailBytes]

/**
 * plainLine's line in parts, its repeated text as bytes encoded once; undefined for an event plainLine does not write
 * (a notice, a 404, a query that does not print as sent, colours).
 */
function plainParts(event: JournalEvent, color: boolean): typeof parts | undefined {
  if (color || event.type !== 'request' || event.plainQuery === undefined) return undefined
  const r = event.request
  if (r === undefined || r.status === 404) return undefined
  settleLine(r, event.plainQuery)
  parts[0] = r.time === undefined ? timeBytesAt(r.at) : requestTime(r)
  parts[1] = lastHeadBytes
  parts[2] = latencyBytesOf(r.latencyMs)
  parts[3] = lastTailBytes
  return parts
}

/** Makes the last line's head and tail this request's, escaped and joined again only when its fields differ. */
function settleLine(r: RecordedRequest, plain: string): void {
  const last = lastLine
  if (
    last !== undefined &&
    r.path === last.path &&
    plain === lastPlain &&
    r.method === last.method &&
    r.status === last.status &&
    r.disconnect === last.disconnect &&
    r.key === last.key &&
    r.scenario === last.scenario &&
    r.rule === last.rule &&
    r.source === last.source
  )
    return
  const path = printable(r.path)
  const target = plain === '' ? path : `${path}?${plain}`
  const method = r.method === 'GET' ? 'GET ' : printable(r.method.padEnd(4))
  const status = r.disconnect ? `${r.status ?? 'connection'} ${r.disconnect}` : String(r.status)
  const rule = r.rule === null ? '' : `#${r.rule}`
  const key = r.key === null ? '-' : printable(r.key)
  const scenario = r.scenario === null ? '-' : printable(r.scenario)
  const source = r.source === null ? '-' : printable(r.source)
  lastHead = ` ${method} ${target} ${status} `
  lastTail = `ms ${key} ${scenario}${rule} ${source}\n`
  lastHeadBytes = Buffer.from(lastHead)
  lastTailBytes = Buffer.from(lastTail)
  lastPlain = plain
  lastLine = r
}

/** The notice that `count` lines of the log were dropped because its output was not read. */
export function droppedNotice(count: number, at: number): JournalEvent {
  const message = `${count} line(s) dropped (output not read)`
  return { type: 'notice', time: new Date(at).toISOString(), kind: 'log', message, failed: true }
}

/**
 * Writes one line per request and per notice (scenario switch, reload, clock move) to `out` while serving.
 * Keys appear in their redacted form only. Returns the function that stops it.
 */
export function attachRequestLog(
  journal: Journal,
  out: Writable,
  options: RequestLogOptions & { endpoints?: EndpointTable } = {},
): () => void {
  const format = options.format ?? 'pretty'
  if (format === 'off') return () => {}
  const color = options.color ?? out.isTTY === true
  return journal.subscribe((event) => {
    const line = out.writeParts && format === 'pretty' ? plainParts(event, color) : undefined
    if (line) out.writeParts?.(line)
    else out.write(formatEvent(event, format, color, options.endpoints))
  })
}
