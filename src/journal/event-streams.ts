import type { Journal, JournalEvent } from './journal.js'
import { MockError } from '../errors.js'

/** Event streams open at once; the next one is refused (503 TOO_MANY_SUBSCRIBERS) until one closes. */
export const MAX_EVENT_STREAMS = 32
/** Bytes of events a stream may hold that its connection has not taken; one that falls further behind is dropped. */
export const MAX_UNREAD_BYTES = 1024 * 1024
/** How long a dropped stream's last event may wait to be read before its connection is closed. */
export const DROP_GRACE_MS = 5_000
/** Time between keep-alive comments on a quiet stream (proxies drop idle connections). */
const KEEPALIVE_MS = 15_000
/** Events of this long go out to a waiting connection as one chunk: one write each, not one per event. */
const FLUSH_MS = 10
/** How often open streams are looked at: keep-alives, and a closing server ending them. */
const TICK_MS = 250

const encoder = new TextEncoder()
const CONNECTED = encoder.encode(': connected\n\n')
const KEEPALIVE = encoder.encode(': keep-alive\n\n')

/** One event as server-sent-event bytes: made once, however many streams it goes to. */
export function sseFrame(event: JournalEvent): Uint8Array {
  // JSON text holds no line break, so the data is one `data:` line
  if (event.type === 'request')
    return encoder.encode(`event: request\ndata: ${JSON.stringify(event.entry)}\nid: ${event.entry.id}\n\n`)
  const { type: _type, ...notice } = event
  return encoder.encode(`event: notice\ndata: ${JSON.stringify(notice)}\n\n`)
}

function droppedFrame(): Uint8Array {
  const body = new MockError('EVENT_STREAM_DROPPED', {
    message:
      `This stream fell more than ${MAX_UNREAD_BYTES} bytes of events behind its reader and was closed; ` +
      'reconnect, and read GET /__admin/requests?since=<last id seen> for the requests missed',
  }).body()
  return encoder.encode(`event: dropped\ndata: ${JSON.stringify(body)}\n\n`)
}

/** What a stream needs from the connection it is served on. */
export interface StreamConnection {
  /** Whether the server still listens: a closing server ends its streams instead of waiting for them. */
  listening(): boolean
  /** Closes the connection of a dropped stream whose last event was not read in time. */
  abandon(): void
}

/** One open stream: the events its connection has not taken yet, at most MAX_UNREAD_BYTES of them. */
class EventStream {
  readonly body: ReadableStream<Uint8Array>
  /** Bytes held here, not yet taken by the connection. */
  unread = 0
  private frames: Uint8Array[] = []
  private controller!: ReadableStreamDefaultController<Uint8Array>
  /** The connection asked for bytes and none were there. */
  private wanted = false
  private ended = false
  private grace: NodeJS.Timeout | undefined
  /** When bytes were last queued or sent: a keep-alive goes only to a stream quiet for KEEPALIVE_MS. */
  private lastActive = Date.now()

  constructor(
    private readonly connection: StreamConnection,
    private readonly onEnd: (stream: EventStream) => void,
  ) {
    // a high-water mark of 0: bytes leave this queue only when the connection asks, so `unread` is what it cannot take
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller
          controller.enqueue(CONNECTED)
        },
        pull: () => {
          if (this.frames.length > 0) this.deliver()
          else this.wanted = true
        },
        cancel: () => {
          clearTimeout(this.grace)
          this.finish()
        },
      },
      { highWaterMark: 0 },
    )
  }

  /** Queues one frame (shared with the other streams, never copied), or drops the stream if it is too far behind. */
  push(frame: Uint8Array): void {
    if (this.ended) return
    if (this.unread + frame.byteLength > MAX_UNREAD_BYTES) {
      this.drop()
      return
    }
    this.frames.push(frame)
    this.unread += frame.byteLength
    this.lastActive = Date.now()
  }

  /** Hands what is queued to a connection waiting for it. */
  flush(): void {
    if (this.wanted && this.frames.length > 0 && !this.ended) this.deliver()
  }

  /** Every ~TICK_MS: a keep-alive on a quiet stream, and the end once the server stops listening. */
  tick(now: number): void {
    if (!this.connection.listening()) this.end()
    else if (now - this.lastActive >= KEEPALIVE_MS) {
      this.push(KEEPALIVE)
      this.flush()
    }
  }

  /** Sends what is queued, then closes the stream. */
  end(): void {
    if (this.ended) return
    if (this.frames.length > 0) this.deliver()
    this.finish()
    this.close()
  }

  private deliver(): void {
    const chunk = this.frames.length === 1 ? (this.frames[0] as Uint8Array) : Buffer.concat(this.frames, this.unread)
    this.frames = []
    this.unread = 0
    this.wanted = false
    this.lastActive = Date.now()
    this.controller.enqueue(chunk)
  }

  /** Lets go of what the connection has not taken, says why in a last event, and cuts a connection that never reads. */
  private drop(): void {
    this.frames = []
    this.unread = 0
    this.finish()
    try {
      this.controller.enqueue(droppedFrame())
    } catch {
      // the stream is already closed
    }
    this.close()
    // a connection still sending its last event: nothing read it (once read and finished, abandoning does nothing)
    this.grace = setTimeout(() => this.connection.abandon(), DROP_GRACE_MS)
    this.grace.unref()
  }

  private close(): void {
    try {
      this.controller.close()
    } catch {
      // already closed or cancelled
    }
  }

  /** No more events: the hub forgets the stream. */
  private finish(): void {
    if (this.ended) return
    this.ended = true
    this.onEnd(this)
  }
}

/**
 * The live event streams of one journal: each event is serialized once and queued for every stream, each stream holds
 * at most MAX_UNREAD_BYTES its reader has not taken, and at most MAX_EVENT_STREAMS are open.
 */
export class EventStreams {
  private readonly streams = new Set<EventStream>()
  private stopListening: (() => void) | undefined
  private ticker: NodeJS.Timeout | undefined
  private flusher: NodeJS.Timeout | undefined

  constructor(private readonly journal: Journal) {}

  /** Streams open now. */
  get size(): number {
    return this.streams.size
  }

  /** Bytes of events held for all open streams that their connections have not taken. */
  get unreadBytes(): number {
    let bytes = 0
    for (const stream of this.streams) bytes += stream.unread
    return bytes
  }

  /** A stream of every request and notice from now on; throws TOO_MANY_SUBSCRIBERS when MAX_EVENT_STREAMS are open. */
  open(connection: StreamConnection): ReadableStream<Uint8Array> {
    if (this.streams.size >= MAX_EVENT_STREAMS)
      throw new MockError('TOO_MANY_SUBSCRIBERS', {
        message: `${MAX_EVENT_STREAMS} event streams are open, the most the mock serves; close one or retry later`,
      })
    const stream = new EventStream(connection, (s) => this.forget(s))
    this.streams.add(stream)
    this.stopListening ??= this.journal.subscribe((event) => this.tell(event))
    if (this.ticker === undefined) {
      this.ticker = setInterval(() => this.tick(), TICK_MS)
      this.ticker.unref()
    }
    return stream.body
  }

  private tell(event: JournalEvent): void {
    const frame = sseFrame(event)
    for (const stream of this.streams) stream.push(frame)
    if (this.flusher === undefined) {
      this.flusher = setTimeout(() => {
        this.flusher = undefined
        for (const stream of this.streams) stream.flush()
      }, FLUSH_MS)
    }
  }

  private tick(): void {
    const now = Date.now()
    for (const stream of this.streams) stream.tick(now)
  }

  private forget(stream: EventStream): void {
    this.streams.delete(stream)
    if (this.streams.size > 0) return
    // with no stream open the request path builds no journal event
    this.stopListening?.()
    this.stopListening = undefined
    clearInterval(this.ticker)
    this.ticker = undefined
  }
}
