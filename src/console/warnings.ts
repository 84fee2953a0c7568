/** Warnings written per window at most; past it they are counted, and the count is written when the window ends. */
const WARNINGS_PER_WINDOW = 10
/** A window's length: a warning repeated on every request shows once per window. */
const WARNING_WINDOW_MS = 10_000

export interface WarningLimiter {
  /** Writes `message` as one line, unless it was written in this window already or the window's budget is spent. */
  warn(message: string): void
  /** Writes the count of warnings held back in this window, if any, and starts a new window. */
  flush(): void
}

/**
 * Warnings for a terminal or a log collector: a warning that comes with every request (an upstream that fails, a
 * scenario answer that cannot be built) is written once per window with a count of the rest, never once a request.
 */
export function limitWarnings(write: (line: string) => void, prefix: string, now = Date.now): WarningLimiter {
  let windowStart = 0
  let seen = new Set<string>()
  let held = 0
  let timer: NodeJS.Timeout | undefined
  const flush = (): void => {
    clearTimeout(timer)
    timer = undefined
    if (held > 0)
      write(
        `${prefix}${held} more warning(s) in the last ${WARNING_WINDOW_MS / 1000} s not shown: repeats of the ones ` +
          `above, or past ${WARNINGS_PER_WINDOW} a window\n`,
      )
    held = 0
    seen = new Set()
    windowStart = 0
  }
  return {
    warn(message) {
      if (windowStart !== 0 && now() - windowStart >= WARNING_WINDOW_MS) flush()
      if (windowStart === 0) {
        windowStart = now()
        // the count of what was held back is written even when no warning follows
        timer = setTimeout(flush, WARNING_WINDOW_MS).unref()
      }
      if (seen.has(message) || seen.size >= WARNINGS_PER_WINDOW) {
        held++
        return
      }
      seen.add(message)
      write(`${message}\n`)
    },
    flush,
  }
}
