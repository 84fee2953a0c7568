import type { SeededRandom } from '../util/random.js'

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
 * Every random choice the world makes, over the project's seeded PRNG (src/util/random.ts): a draw is seeded by
 * World.draw from (seed, kind, key), so what it returns depends on nothing else.
 */
export class Draw {
  constructor(private readonly random: SeededRandom) {}

  /** Uniform in [0, 1). */
  next(): number {
    return this.random.next()
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    const lo = Math.ceil(min)
    const hi = Math.floor(max)
    if (hi <= lo) return lo
    return Math.floor(this.random.next() * (hi - lo + 1) + lo)
  }

  /** A number in [min, max). */
  float(min = 0, max = 1): number {
    return this.random.next() * (max - min) + min
  }

  /** True with probability `p`. */
  bool(p = 0.5): boolean {
    return p <= 0 ? false : p >= 1 || this.random.next() < p
  }

  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Draw.pick of an empty list')
    return items[items.length > 1 ? Math.floor(this.random.next() * items.length) : 0] as T
  }

  /** One value, each as likely as its weight. */
  weighted<T>(items: readonly Weighted<T>[]): T {
    let total = 0
    for (const { weight } of items) total += weight
    if (!(total > 0)) throw new RangeError('Draw.weighted needs a positive total weight')
    const r = this.random.next() * total
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
      const j = i + Math.floor(this.random.next() * (copy.length - i))
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
    for (let i = 0; i < length; i++) drawn[i] = alphabet.charCodeAt(Math.floor(this.random.next() * alphabet.length))
    return drawn.toString('latin1', 0, length)
  }
}
