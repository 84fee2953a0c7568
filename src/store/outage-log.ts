/** How long between two lines saying the store is gone (a store that comes and goes is not one line a second). */
const REPORT_EVERY_MS = 30_000

/**
 * Says on stderr when a shared store goes and when it answers again: one line each, never one a request, and a store
 * that flaps at most once every 30 s. A wiped namespace is said where it is found, not here.
 */
export class OutageLog {
  private reported: 'ok' | 'down' = 'ok'
  private reportedAt = Number.NEGATIVE_INFINITY

  update(status: 'ok' | 'unavailable' | 'lost', detail: string | undefined, say: (line: string) => void): void {
    if (status === 'ok') {
      if (this.reported === 'down') say(' answers again')
      this.reported = 'ok'
      return
    }
    if (this.reported === 'down' || status === 'lost') return
    const now = performance.now()
    if (now - this.reportedAt < REPORT_EVERY_MS) return
    this.reported = 'down'
    this.reportedAt = now
    say(`: ${detail}; /v1 answers 503 STATE_UNAVAILABLE until it is back`)
  }
}
