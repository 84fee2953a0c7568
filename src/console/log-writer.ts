// a CommonJS module: its class is a property of the default export (which Node's named-export scan does not see)
import sonicBoom from 'sonic-boom'

/** Bytes the log holds while its output is not read; lines past it are dropped and counted. */
export const LOG_BUFFER_BYTES = 1024 * 1024
/** Bytes gathered before a write: a busy log makes one write for many lines. */
const BATCH_BYTES = 8 * 1024
/** How long a line waits for its batch to fill: a quiet log still shows each request to a person at once. */
const BATCH_WAIT_MS = 50

export interface LogWriterOptions {
  /** The file descriptor written to: 1 for stdout. */
  fd: number
  /** Default LOG_BUFFER_BYTES. */
  maxBufferBytes?: number
  /** Told once, at the first line dropped. */
  onFirstDrop?: () => void
  /** The line that tells, once the output is read again, how many lines were dropped. */
  droppedLine?: (count: number) => string
}

/** A log output that never blocks and never holds more than its bound. */
export interface LogWriter {
  write(text: string): void
  /** Lines dropped so far because the output was not read. */
  readonly dropped: number
  /**
   * Writes what is held, and the count of lines dropped, and stops; resolves false if the output did not take it all
   * within `timeoutMs`.
   */
  close(timeoutMs: number): Promise<boolean>
}

/**
 * Writes lines to a file descriptor through sonic-boom: asynchronously and in batches (8 KiB, or what came within
 * 50 ms), so a request never waits on the terminal, file or pipe. While the output is not read (a pipe nobody drains)
 * at most `maxBufferBytes` are held: later lines are dropped and counted, and the count is written once the output
 * takes lines again.
 */
export function openLogWriter(options: LogWriterOptions): LogWriter {
  const { fd, maxBufferBytes = LOG_BUFFER_BYTES, onFirstDrop, droppedLine } = options
  // bytes, not text: sonic-boom measures text it gathers again at every line, bytes it counts as they come
  const boom = new sonicBoom.SonicBoom({
    fd,
    sync: false,
    minLength: BATCH_BYTES,
    maxLength: maxBufferBytes,
    contentMode: 'buffer',
  })
  let dropped = 0
  let reported = 0
  let failed = false
  boom.on('drop', () => {
    if (dropped++ === 0) onFirstDrop?.()
  })
  const report = (): void => {
    if (dropped === reported || !droppedLine) return
    const count = dropped - reported
    reported = dropped
    boom.write(Buffer.from(droppedLine(count)) as unknown as string)
  }
  boom.on('drain', report)
  // the reader went away (EPIPE) or the descriptor broke: the log stops, serving goes on
  boom.on('error', () => {
    failed = true
  })
  let closing: Promise<boolean> | undefined
  let waiting: NodeJS.Timeout | undefined
  const flushBatch = (): void => {
    waiting = undefined
    if (!failed && !closing) boom.flush()
  }
  return {
    write(text) {
      if (failed || closing) return
      boom.write(Buffer.from(text) as unknown as string)
      waiting ??= setTimeout(flushBatch, BATCH_WAIT_MS).unref()
    },
    get dropped() {
      return dropped
    },
    close(timeoutMs) {
      closing ??= new Promise<boolean>((resolve) => {
        clearTimeout(waiting)
        if (failed) return resolve(false)
        const timer = setTimeout(() => resolve(false), timeoutMs)
        timer.unref()
        const flush = (): void => {
          const before = reported
          boom.flush((err?: Error) => {
            // the drain that ended this flush may have written the count of dropped lines: it goes out too
            if (!err && reported !== before) return flush()
            clearTimeout(timer)
            resolve(!err && dropped === reported)
          })
        }
        flush()
      })
      return closing
    },
  }
}
