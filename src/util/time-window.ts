/** Times of admitted requests, oldest first: a growable ring, so expiring and adding are O(1). */
export class TimeWindow {
  private buf = new Float64Array(16)
  private head = 0
  private size = 0

  get length(): number {
    return this.size
  }

  /** The i-th oldest time still held. */
  at(i: number): number {
    return this.buf[(this.head + i) & (this.buf.length - 1)] ?? 0
  }

  /** Drops every time at or before `cutoff`. */
  expire(cutoff: number): void {
    while (this.size > 0 && (this.buf[this.head] ?? 0) <= cutoff) {
      this.head = (this.head + 1) & (this.buf.length - 1)
      this.size--
    }
  }

  push(t: number): void {
    if (this.size === this.buf.length) this.grow()
    this.buf[(this.head + this.size) & (this.buf.length - 1)] = t
    this.size++
  }

  private grow(): void {
    const next = new Float64Array(this.buf.length * 2)
    for (let i = 0; i < this.size; i++) next[i] = this.at(i)
    this.buf = next
    this.head = 0
  }
}
