/**
 * Times of admitted requests, oldest first, in a growable ring of (time, count) runs: requests of the same
 * millisecond share one slot, so a key allowed millions a minute holds at most one slot per millisecond.
 */
export class TimeWindow {
  private times = new Float64Array(16)
  private counts = new Uint32Array(16)
  private head = 0
  private slots = 0
  private total = 0

  get length(): number {
    return this.total
  }

  /** The time of the i-th oldest request still held. */
  at(i: number): number {
    const mask = this.times.length - 1
    let left = i
    for (let s = 0; s < this.slots; s++) {
      const slot = (this.head + s) & mask
      const n = this.counts[slot] ?? 0
      if (left < n) return this.times[slot] ?? 0
      left -= n
    }
    return 0
  }

  /** How many held times are after `cutoff`, and the oldest of them. */
  after(cutoff: number): { count: number; oldest: number | undefined } {
    const mask = this.times.length - 1
    let count = 0
    let oldest: number | undefined
    for (let s = 0; s < this.slots; s++) {
      const slot = (this.head + s) & mask
      const t = this.times[slot] ?? 0
      if (t <= cutoff) continue
      count += this.counts[slot] ?? 0
      oldest ??= t
    }
    return { count, oldest }
  }

  /** Drops every time at or before `cutoff`. */
  expire(cutoff: number): void {
    const mask = this.times.length - 1
    while (this.slots > 0 && (this.times[this.head] ?? 0) <= cutoff) {
      this.total -= this.counts[this.head] ?? 0
      this.head = (this.head + 1) & mask
      this.slots--
    }
  }

  push(t: number): void {
    const mask = this.times.length - 1
    if (this.slots > 0) {
      const last = (this.head + this.slots - 1) & mask
      if (this.times[last] === t) {
        this.counts[last] = (this.counts[last] ?? 0) + 1
        this.total++
        return
      }
    }
    if (this.slots === this.times.length) this.grow()
    const slot = (this.head + this.slots) & (this.times.length - 1)
    this.times[slot] = t
    this.counts[slot] = 1
    this.slots++
    this.total++
  }

  private grow(): void {
    const mask = this.times.length - 1
    const times = new Float64Array(this.times.length * 2)
    const counts = new Uint32Array(this.times.length * 2)
    for (let s = 0; s < this.slots; s++) {
      const slot = (this.head + s) & mask
      times[s] = this.times[slot] ?? 0
      counts[s] = this.counts[slot] ?? 0
    }
    this.times = times
    this.counts = counts
    this.head = 0
  }
}
