import { fstatSync } from 'node:fs'
// a CommonJS module: its class is a property of the default export (which Node's named-export scan does not see)
import sonicBoom from 'sonic-boom'

/** Bytes the log holds while its output is not read; lines past it are dropped and counted. */
const LOG_BUFFER_BYTES = 1024 * 1024
/** Bytes gathered before a write: a busy log makes one write for many lines. */
const BATCH_BYTES = 64 * 1024
/** Bytes of one buffer lines are encoded into as they come; batches are cut from it until it is used up. */
const BLOCK_BYTES = 4 * BATCH_BYTES
/** How long a line waits for its batch to fill: a quiet log still shows each request to a person at once. */
const BATCH_WAIT_MS = 50

export interface LogWriterOptions {
  /** The file descriptor written to: 1 for stdout. */
  fd: number
  /**
   * Each batch written at once, by the calling thread; default: when `fd` is a regular file, which the kernel takes
   * into its page cache at once (a pipe, terminal or socket can block while its reader stalls: those are written by
   * Node's thread pool).
   */
  sync?: boolean
  /** Default LOG_BUFFER_BYTES. */
  maxBufferBytes?: number
  /** Bytes gathered before a write; 0 writes each line at once (warnings, which may come just before an exit). */
  batchBytes?: number
  /** Told once, at the first line dropped. */
  onFirstDrop?: () => void
  /** The line that tells, once the output is read again, how many lines were dropped. */
  droppedLine?: (count: number) => string
}

/** A log output that never waits on its reader and never holds more than its bound. */
export interface LogWriter {
  write(text: string): void
  /**
   * Writes one line given in parts, in turn: text is encoded here, and bytes (text many lines repeat, encoded once by
   * the caller) are copied.
   */
  writeParts(parts: readonly (string | Uint8Array)[]): void
  /** Lines dropped so far because the output was not read. */
  readonly dropped: number
  /**
   * Writes what is held, and the count of lines dropped, and stops; resolves false if the output did not take it all
   * within `timeoutMs`.
   */
  close(timeoutMs: number): Promise<boolean>
}

/**
 * Writes lines to a file descriptor through sonic-boom: a regular file at once (see `sync`; its buffer is then used
 * again), a terminal, pipe or socket asynchronously, so a request never waits on its reader. Each line is encoded into
 * a buffer as it comes (a joined string would be flattened, measured and encoded again), lines are gathered into
 * batches (64 KiB, or what came within 50 ms) and each batch is one write. While the output is not read (a pipe nobody
 * drains) at most `maxBufferBytes` are held: later batches are dropped, their lines counted, and the count is written
 * once the output has taken everything held.
 */
export function openLogWriter(options: LogWriterOptions): LogWriter {
  const { fd, maxBufferBytes = LOG_BUFFER_BYTES, batchBytes = BATCH_BYTES, onFirstDrop, droppedLine } = options
  const sync = options.sync ?? isRegularFile(fd)
  const boom = new sonicBoom.SonicBoom({
    fd,
    sync,
    minLength: 0,
    maxLength: maxBufferBytes,
    contentMode: 'buffer',
  })
  // sonic-boom's types declare only the write of its string mode
  const put = (data: Buffer): void => void (boom as unknown as { write(data: Buffer): boolean }).write(data)
  // the batch is block[start, end); a batch handed to sonic-boom keeps its bytes, later lines go after it
  let block = Buffer.allocUnsafe(BLOCK_BYTES)
  let start = 0
  let end = 0
  let batchLines = 0
  let dropped = 0
  let reported = 0
  let refused = false
  let failed = false
  let closing: Promise<boolean> | undefined
  let waiting: NodeJS.Timeout | undefined
  // told synchronously, inside the write that found no room
  boom.on('drop', () => {
    refused = true
  })
  // the reader went away (EPIPE) or the descriptor broke: the log stops, serving goes on
  boom.on('error', () => {
    failed = true
  })
  const push = (): void => {
    if (batchLines === 0) return
    const lines = batchLines
    refused = false
    put(block.subarray(start, end))
    // written before put returned (or dropped): the block is this writer's again, and is filled from its start; an
    // asynchronous write keeps its bytes until done, so later lines go after them
    if (sync) end = 0
    start = end
    batchLines = 0
    if (!refused) return
    if (dropped === 0) onFirstDrop?.()
    dropped += lines
  }
  boom.on('drain', () => {
    if (dropped === reported || !droppedLine) return
    const count = dropped - reported
    reported = dropped
    put(Buffer.from(droppedLine(count)))
  })
  const pushLate = (): void => {
    waiting = undefined
    if (!failed && !closing) push()
  }
  /** Makes room for `most` more bytes, in a new block when this one has not that much left. */
  const room = (most: number): void => {
    if (end + most <= block.length) return
    push()
    if (end + most <= block.length) return
    block = Buffer.allocUnsafe(Math.max(BLOCK_BYTES, most))
    start = 0
    end = 0
  }
  /** Counts the line just encoded; its batch goes out when full, or within BATCH_WAIT_MS. */
  const ended = (): void => {
    batchLines++
    if (end - start >= batchBytes) push()
    else waiting ??= setTimeout(pushLate, BATCH_WAIT_MS).unref()
  }
  return {
    write(text) {
      if (failed || closing) return
      // UTF-8 takes at most 3 bytes a UTF-16 unit
      room(text.length * 3)
      end += block.write(text, end)
      ended()
    },
    writeParts(parts) {
      if (failed || closing) return
      let most = 0
      for (const part of parts) most += typeof part === 'string' ? part.length * 3 : part.length
      room(most)
      for (const part of parts) {
        if (typeof part === 'string') end = encodeInto(part, block, end)
        else {
          block.set(part, end)
          end += part.length
        }
      }
      ended()
    },
    get dropped() {
      return dropped
    },
    close(timeoutMs) {
      closing ??= new Promise<boolean>((resolve) => {
        clearTimeout(waiting)
        if (failed) return resolve(false)
        push()
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

/** Whether `fd` is a regular file (not a pipe, terminal or socket); false when it cannot be told. */
function isRegularFile(fd: number): boolean {
  try {
    return fstatSync(fd).isFile()
  } catch {
    return false
  }
}

/**
 * Writes `text` as UTF-8 into `into` at `at` and returns the end: ASCII in a loop here, which for the few characters of
 * a line's changing parts costs less than a call into Buffer#write; what follows the first other character, by it.
 */
function encodeInto(text: string, into: Buffer, at: number): number {
  let to = at
  for (let k = 0; k < text.length; k++) {
    const code = text.charCodeAt(k)
    if (code >= 0x80) return to + into.write(text.slice(k), to)
    into[to++] = code
  }
  return to
}
