/**
 * The journal every replica shares: entries sent in order (one call per turn of the event loop, after the answers),
 * read back when the journal is read, and followed live while someone watches it.
 */
import { type JournalInput, queryOfUrl } from '../journal/journal.js'
import { ignore, journalKeyHash, type RedisLink } from './redis-link.js'
import type { StoreParts } from './store.js'

interface StreamMessage {
  id: string
  message: Record<string, string>
}

export class SharedJournal {
  /** The last journal entry this replica has (numbered by the namespace): a reset starts again from 0. */
  lastEntry = 0
  private lastStreamId = '0-0'
  /** Someone follows the journal live (the console, the terminal's request log): the tail runs. */
  private watching = false
  private following = false
  private entries: string[] = []
  private journalSize = 1
  private lastKey = ''
  private lastKeyHash = 0
  private lastUrl = ''
  private lastQuery: Record<string, string> = {}

  constructor(
    private readonly link: RedisLink,
    /** This replica's name in each entry. */
    private readonly instance: () => string,
  ) {}

  get key(): string {
    return `${this.link.g}:journal`
  }

  /** Follows the journal while it is watched (the engine says when). */
  watch(watching: boolean): void {
    this.watching = watching
    if (watching) void this.follow()
  }

  /**
   * Feeds every replica's journal entries to this one's journal as they come, while someone follows it live; without
   * a follower the journal catches up when it is read, and no replica reads entries no one looks at.
   */
  private async follow(): Promise<void> {
    if (this.following) return
    this.following = true
    try {
      await this.catchUp(true)
    } catch {
      // the loop below reads from where the journal is
    }
    const { tail } = this.link
    while (!this.link.closed && this.watching) {
      try {
        if (!tail.isReady) {
          await new Promise((resolve) => setTimeout(resolve, 100))
          continue
        }
        const read = await tail.xRead({ key: this.key, id: this.lastStreamId }, { BLOCK: 1000 })
        for (const stream of (read as { messages: StreamMessage[] }[] | null) ?? []) this.ingest(stream.messages)
      } catch {
        if (!this.link.closed) await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    this.following = false
  }

  private ingest(messages: readonly StreamMessage[], quiet = false): void {
    const journal = this.link.parts?.journal
    for (const { id: streamId, message } of messages) {
      this.lastStreamId = streamId
      const id = Number(message.id)
      if (!journal || !(id > this.lastEntry) || message.e === undefined) continue
      this.lastEntry = id
      const { keyId: kid, ...input } = JSON.parse(message.e) as JournalInput & { keyId: number | null }
      journal.ingest(input, id, kid, quiet)
    }
  }

  /** Every journal entry written so far, in this replica's journal before an admin read answers. */
  async catchUp(quiet = false): Promise<void> {
    // this replica's entries not yet sent go first, on the same connection: a read here lists every answer made here
    if (this.entries.length > 0) this.flush()
    const messages = await this.link.t(this.link.client.xRange(this.key, `(${this.lastStreamId}`, '+'))
    this.ingest(messages as StreamMessage[], quiet)
  }

  /** The query of the URL, redacted; clients send the same URL again and again, so the last one is kept. */
  private queryOf(url: string): Record<string, string> {
    if (url !== this.lastUrl) {
      this.lastUrl = url
      this.lastQuery = queryOfUrl(url)
    }
    return this.lastQuery
  }

  private readonly flush = (): void => {
    const entries = this.entries
    this.entries = []
    if (entries.length === 0 || !this.link.client.isReady) return
    const lines = [String(this.journalSize), entries.join('\n'), String(entries.length)]
    this.link.client.finish([`${this.link.g}:jid`, this.key], lines).catch(ignore)
  }

  /** Queues an answered request's entry for the shared journal. */
  record(input: JournalInput, rawKey: string | undefined): void {
    const size = Math.max(1, (this.link.parts as StoreParts).journal.size)
    if (rawKey !== undefined && rawKey !== this.lastKey) {
      this.lastKey = rawKey
      this.lastKeyHash = journalKeyHash(rawKey)
    }
    // field by field, not a copy by spread (which made the entry's JSON several times slower); the query as the
    // journal shows it (secret parameters redacted): the URL as sent never leaves the process
    const entry = JSON.stringify({
      at: input.at,
      time: input.time,
      method: input.method,
      path: input.path,
      query: input.query ?? this.queryOf(input.url ?? ''),
      key: input.key,
      auth: input.auth,
      scenario: input.scenario,
      rule: input.rule,
      status: input.status,
      disconnect: input.disconnect,
      credits: input.credits,
      latencyMs: input.latencyMs,
      source: input.source,
      // undefined when absent: JSON leaves them out
      retryAfter: input.retryAfter,
      chaos: input.chaos,
      instance: this.instance(),
      keyId: rawKey ? this.lastKeyHash : null,
    } satisfies Omit<JournalInput, 'url'> & { keyId: number | null })
    // not awaited: the answer is made, and a lost write is no reason to fail it; the entries of one turn of the event
    // loop go in one call, after the answers
    if (this.entries.length === 0) setImmediate(this.flush)
    this.entries.push(entry)
    this.journalSize = size
  }
}
