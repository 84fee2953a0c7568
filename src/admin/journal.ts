export interface JournalEntry {
  id: number
  /** ISO time on the mock's clock. */
  time: string
  method: string
  path: string
  query: Record<string, string>
  /** Redacted key (first and last 4 characters at most), or null. */
  key: string | null
  scenario: string | null
  rule: number | null
  status: number
  credits: number
  latencyMs: number
  source: string | null
}

export interface JournalFilter {
  path?: string
  status?: number
  key?: string
  since?: number
  method?: string
}

/** The last `size` requests, oldest first. */
export class Journal {
  private entries: JournalEntry[] = []
  private nextId = 1

  constructor(private readonly size: number) {}

  add(entry: Omit<JournalEntry, 'id'>): void {
    this.entries.push({ id: this.nextId++, ...entry })
    if (this.entries.length > this.size) this.entries.splice(0, this.entries.length - this.size)
  }

  list(filter: JournalFilter = {}): JournalEntry[] {
    return this.entries.filter(
      (e) =>
        (filter.path === undefined || e.path === filter.path || e.path === `/v1/${filter.path.replace(/^\//, '')}`) &&
        (filter.status === undefined || e.status === filter.status) &&
        (filter.key === undefined || e.key === filter.key) &&
        (filter.method === undefined || e.method === filter.method.toUpperCase()) &&
        (filter.since === undefined || e.id > filter.since),
    )
  }

  clear(): void {
    this.entries = []
  }
}
