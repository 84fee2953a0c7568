/** A value with its weight, for Draw.weighted. */
export interface Weighted<T> {
  weight: number
  value: T
}

const ALPHANUMERIC = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** The characters being drawn, reused across calls: one flat string at the end instead of a rope. */
let drawn = Buffer.allocUnsafe(64)

/**
 * Every random choice the world makes in one scope, over sfc32 seeded from (seed, kind, key): World.draw makes a fresh
 * Draw per scope, so a draw depends on nothing else and a nested draw never moves its caller's.
 */
export class Draw {
  private a = 0x9e3779b9
  private b = 0x243f6a88
  private c = 0xb7e15162
  private d: number

  constructor(seed: number) {
    this.d = seed >>> 0
    for (let i = 0; i < 12; i++) this.next()
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.a + this.b) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.d = (this.d + 1) | 0
    t = (t + this.d) | 0
    this.c = (this.c + t) | 0
    return (t >>> 0) / 4294967296
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    const lo = Math.ceil(min)
    const hi = Math.floor(max)
    if (hi <= lo) return lo
    return Math.floor(this.next() * (hi - lo + 1) + lo)
  }

  /** A number in [min, max). */
  float(min = 0, max = 1): number {
    return this.next() * (max - min) + min
  }

  /** True with probability `p`. */
  bool(p = 0.5): boolean {
    return p <= 0 ? false : p >= 1 || this.next() < p
  }

  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Draw.pick of an empty list')
    return items[items.length > 1 ? Math.floor(this.next() * items.length) : 0] as T
  }

  /** One value, each as likely as its weight. */
  weighted<T>(items: readonly Weighted<T>[]): T {
    let total = 0
    for (const { weight } of items) total += weight
    if (!(total > 0)) throw new RangeError('Draw.weighted needs a positive total weight')
    const r = this.next() * total
    let sum = 0
    for (const { weight, value } of items) {
      sum += weight
      if (r < sum) return value
    }
    return (items[items.length - 1] as Weighted<T>).value
  }

  /** The items in a random order (a new list). */
  shuffle<T>(items: readonly T[]): T[] {
    return this.some(items, items.length)
  }

  /** `count` distinct items (or between `count` and `max`), in a random order: a partial Fisher-Yates shuffle. */
  some<T>(items: readonly T[], count: number, max?: number): T[] {
    const n = Math.min(items.length, max === undefined ? count : this.int(count, max))
    const copy = items.slice()
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i))
      const t = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = t
    }
    copy.length = n
    return copy
  }

  /** `fn()` with probability `p`, else undefined. */
  maybe<T>(fn: () => T, p: number): T | undefined {
    return this.bool(p) ? fn() : undefined
  }

  /** A pattern filled in: `#` a digit, `?` a capital letter, `*` either; any other character stays. */
  text(pattern: string): string {
    let out = ''
    for (const ch of pattern) {
      if (ch === '#') out += String(this.int(0, 9))
      else if (ch === '?') out += LETTERS.charAt(this.int(0, 25))
      else if (ch === '*') out += this.bool() ? String(this.int(0, 9)) : LETTERS.charAt(this.int(0, 25))
      else out += ch
    }
    return out
  }

  /** Letters (both cases) and digits. */
  alphanumeric(length: number): string {
    return this.chars(ALPHANUMERIC, length)
  }

  /** Digits, leading zeros allowed. */
  numeric(length: number): string {
    return this.chars('0123456789', length)
  }

  private chars(alphabet: string, length: number): string {
    if (drawn.length < length) drawn = Buffer.allocUnsafe(length)
    for (let i = 0; i < length; i++) drawn[i] = alphabet.charCodeAt(Math.floor(this.next() * alphabet.length))
    return drawn.toString('latin1', 0, length)
  }
}
