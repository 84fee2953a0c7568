/**
 * A size-bounded map that evicts an entry not read recently (CLOCK, a close approximation of least recently used):
 * a hit only sets a flag, and the eviction hand gives a flagged entry a second chance.
 *
 * Values live in slot arrays and the Map holds slot numbers only: with the values in the Map's own table, a crawl of
 * new values had V8 promote every cached person and company to the old generation (most likely through the table
 * copies that churn leaves behind, which still point at young values; see BENCHMARKS.md).
 */
export class Lru<K, V> {
  private readonly slots = new Map<K, number>()
  /** Slot arrays grow as slots are handed out: a cache that a start-up sizes for thousands holds nothing yet. */
  private readonly keyAt: (K | undefined)[] = []
  private readonly valueAt: (V | undefined)[] = []
  private readonly used: Uint8Array
  /** Slots emptied by delete(), filled again first. */
  private readonly free: number[] = []
  /** Slots handed out so far; past `max`, a new entry takes the slot of the one evicted. */
  private filled = 0
  private hand = 0

  /** `onEvict` hears of each value evicted to make room (not of delete or clear), to keep a total of its own. */
  constructor(
    private readonly max: number,
    private readonly onEvict?: (value: V) => void,
  ) {
    this.used = new Uint8Array(Math.max(0, max))
  }

  get(key: K): V | undefined {
    const slot = this.slots.get(key)
    if (slot === undefined) return undefined
    this.used[slot] = 1
    return this.valueAt[slot]
  }

  set(key: K, value: V): void {
    const existing = this.slots.get(key)
    if (existing !== undefined) {
      this.valueAt[existing] = value
      this.used[existing] = 1
      return
    }
    if (this.max <= 0) return
    const slot = this.free.pop() ?? (this.filled < this.max ? this.filled++ : this.evictOne())
    this.keyAt[slot] = key
    this.valueAt[slot] = value
    this.used[slot] = 0
    this.slots.set(key, slot)
  }

  /** Empties the first slot past the hand not read since the hand last passed it; returns that slot. */
  private evictOne(): number {
    for (;;) {
      const slot = this.hand
      this.hand = slot + 1 === this.max ? 0 : slot + 1
      if (this.used[slot] === 1) {
        this.used[slot] = 0
        continue
      }
      this.slots.delete(this.keyAt[slot] as K)
      this.onEvict?.(this.valueAt[slot] as V)
      return slot
    }
  }

  /** Evicts the entry set() would evict next (one not read lately), to make room of another kind; false when empty. */
  evict(): boolean {
    if (this.slots.size === 0) return false
    for (;;) {
      const slot = this.hand
      this.hand = slot + 1 === this.max ? 0 : slot + 1
      const key = this.keyAt[slot]
      // an empty slot (never filled, or deleted) holds no entry
      if (key === undefined || this.slots.get(key) !== slot) continue
      if (this.used[slot] === 1) {
        this.used[slot] = 0
        continue
      }
      const value = this.valueAt[slot] as V
      this.delete(key)
      this.onEvict?.(value)
      return true
    }
  }

  delete(key: K): boolean {
    const slot = this.slots.get(key)
    if (slot === undefined) return false
    this.slots.delete(key)
    this.keyAt[slot] = undefined
    this.valueAt[slot] = undefined
    this.used[slot] = 0
    this.free.push(slot)
    return true
  }

  keys(): IterableIterator<K> {
    return this.slots.keys()
  }

  get size(): number {
    return this.slots.size
  }

  clear(): void {
    this.slots.clear()
    this.keyAt.length = 0
    this.valueAt.length = 0
    this.used.fill(0)
    this.free.length = 0
    this.filled = 0
    this.hand = 0
  }
}
