interface Entry<V> {
  value: V
  /** Read since the eviction hand last passed: spared once (the "second chance"). */
  used: boolean
}

/**
 * A size-bounded map that evicts an entry not read recently (CLOCK, a close approximation of least recently used).
 * A hit only sets a flag: moving the key to the back of the Map on every hit, as a strict LRU does, churns the Map's
 * table, whose regrowth made old-generation garbage on a busy mock (and with it the long GC pauses).
 */
export class Lru<K, V> {
  private readonly map = new Map<K, Entry<V>>()
  /**
   * The eviction hand: a live iterator stays past the entries it removed, where a new one would step over every
   * deleted slot of the table again on each eviction.
   */
  private hand: IterableIterator<[K, Entry<V>]> | undefined
  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const entry = this.map.get(key)
    if (entry === undefined) return undefined
    entry.used = true
    return entry.value
  }

  set(key: K, value: V): void {
    const entry = this.map.get(key)
    if (entry !== undefined) {
      entry.value = value
      entry.used = true
      return
    }
    if (this.map.size >= this.max) this.evictOne()
    if (this.max > 0) this.map.set(key, { value, used: false })
  }

  /** Drops the oldest entry not read since the hand last passed it; read ones move to the back, unflagged. */
  private evictOne(): void {
    // every entry the hand passes is removed (or moved to the back), so its next entry is always the oldest one
    this.hand ??= this.map.entries()
    for (let next = this.hand.next(); ; next = this.hand.next()) {
      if (next.done) {
        this.hand = this.map.entries()
        next = this.hand.next()
        if (next.done) return
      }
      const [key, entry] = next.value
      this.map.delete(key)
      if (!entry.used) return
      entry.used = false
      this.map.set(key, entry)
    }
  }

  delete(key: K): boolean {
    return this.map.delete(key)
  }

  keys(): IterableIterator<K> {
    return this.map.keys()
  }

  get size(): number {
    return this.map.size
  }

  clear(): void {
    this.map.clear()
    this.hand = undefined
  }
}
