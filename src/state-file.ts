import { createHash } from 'node:crypto'
import { renameSync } from 'node:fs'
import { basename, dirname } from 'node:path'
import { z } from 'zod'
import { readFile, removeStaleTemps, writeFileAtomic } from './files.js'
import { redactKey, type KeyStore } from './keys.js'

const Count = z.number().int().nonnegative()
const HASH = /^[0-9a-f]{64}$/

const KeyRecordSchema = z
  .object({
    /** Remaining credits; null = unlimited. */
    credits: Count.nullable(),
    /** The keys file's credits when this balance was saved: a changed grant there wins over the saved balance. */
    granted: Count.nullable(),
    usage: z.object({ calls: Count, creditsUsed: Count, throttled: Count, refused: Count }).strict(),
  })
  .strict()
export type KeyRecord = z.infer<typeof KeyRecordSchema>

/** The state file: balances and usage per key, keyed by the SHA-256 of the key so no key is stored. */
export const StateFileSchema = z
  .object({
    version: z.literal(1),
    savedAt: z.string(),
    keys: z.record(z.string().regex(HASH, 'a key is stored as its SHA-256 in hex'), KeyRecordSchema),
  })
  .strict()
export type StateFile = z.infer<typeof StateFileSchema>

export function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** Reads a state file; a missing file is a fresh start, a torn or invalid one a FileError naming the problem. */
export function readStateFile(file: string): StateFile | undefined {
  return readFile(file, StateFileSchema, {
    kind: 'state file',
    optional: true,
    fix: 'delete it to start from the keys file',
    // a record key that is not a hash may be a key in the clear: the path shows it redacted
    path: (issue) =>
      issue.path.map((part, i) =>
        i === 1 && issue.path[0] === 'keys' && typeof part === 'string' && !HASH.test(part) ? redactKey(part) : part,
      ),
  })
}

/** Writes the whole file atomically: a crash leaves the old file or the new one. */
export function writeStateFile(file: string, state: StateFile): void {
  writeFileAtomic(file, `${JSON.stringify(state, null, 2)}\n`)
}

export interface StatePersisterOptions {
  file: string
  keys: KeyStore
  warn: (message: string) => void
  /** Longest a change waits before it is written. Default 250 ms. */
  delayMs?: number
}

/**
 * Keeps credits and usage of every key in a file across restarts.
 *
 * @example
 * const state = new StatePersister({ file: '.mock-state.json', keys: runtime.keys, warn: console.warn })
 * state.load()        // once, before serving
 * state.touch()       // after anything that may change a balance
 * state.close()       // at shutdown: writes what is pending
 */
export class StatePersister {
  private readonly file: string
  private readonly keys: KeyStore
  private readonly warn: (message: string) => void
  private readonly delayMs: number
  private timer: NodeJS.Timeout | undefined
  private lastWritten = ''
  private failing = false
  /** Records of keys not in the current keys file: kept so a temporary keys file does not erase them. */
  private others: Record<string, KeyRecord> = {}

  constructor(options: StatePersisterOptions) {
    this.file = options.file
    this.keys = options.keys
    this.warn = options.warn
    this.delayMs = options.delayMs ?? 250
  }

  /** Applies the saved balances to the keys; a bad file is reported, moved aside, and the keys file's values kept. */
  load(): void {
    // a write killed halfway left its temporary file beside the state file
    removeStaleTemps(dirname(this.file), basename(this.file))
    let saved: StateFile | undefined
    try {
      saved = readStateFile(this.file)
    } catch (err) {
      const aside = `${this.file}.corrupt`
      let moved = false
      try {
        renameSync(this.file, aside)
        moved = true
      } catch {
        moved = false
      }
      this.warn(
        `state file ${(err as Error).message}; starting from the keys ` +
          `file${moved ? ` (the bad file is kept as ${aside})` : ''}`,
      )
      return
    }
    if (!saved) return
    const records = { ...saved.keys }
    for (const state of this.keys.all()) {
      const id = keyHash(state.key)
      const record = records[id]
      if (!record) continue
      delete records[id]
      state.usage = { ...record.usage }
      if (record.granted === this.granted(state.key)) state.credits = record.credits
    }
    this.others = records
    this.lastWritten = JSON.stringify(this.records())
  }

  /** Schedules a write; calls during the wait share it, so a busy server writes at most once per delay. */
  touch(): void {
    if (this.timer) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.flush()
    }, this.delayMs)
    this.timer.unref()
  }

  /** Writes now if anything changed since the last write. */
  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    const keys = this.records()
    const json = JSON.stringify(keys)
    if (json === this.lastWritten) return
    try {
      writeStateFile(this.file, { version: 1, savedAt: new Date().toISOString(), keys })
      this.lastWritten = json
      this.failing = false
    } catch (err) {
      // once per run of failures, not every 250 ms
      if (!this.failing) this.warn(`state file ${this.file}: cannot write: ${(err as Error).message}`)
      this.failing = true
    }
  }

  close(): void {
    this.flush()
  }

  private granted(key: string): number | null {
    const credits = this.keys.entry(key)?.credits
    return credits === undefined || credits === 'unlimited' ? null : credits
  }

  private records(): Record<string, KeyRecord> {
    const keys: Record<string, KeyRecord> = { ...this.others }
    // a key dropped from the keys file keeps its record: restored later, or after a restart, it is where it was
    for (const { state, entry } of this.keys.droppedKeys()) {
      const granted = entry === undefined || entry.credits === 'unlimited' ? null : entry.credits
      keys[keyHash(state.key)] = { credits: state.credits, granted, usage: { ...state.usage } }
    }
    for (const state of this.keys.all()) {
      keys[keyHash(state.key)] = { credits: state.credits, granted: this.granted(state.key), usage: { ...state.usage } }
    }
    return keys
  }
}
