// cyrb53 as seedOf runs it (src/util/hash.ts), split so that a fixed prefix of the key is hashed once.

const M1 = 2654435761
const M2 = 1597334677

/** Decimal digits of a non-negative safe integer, least significant first; reused between calls. */
const digits = new Uint8Array(16)

/**
 * `seedOf(globalSeed, tag, n)` for any number n, with (globalSeed, tag) hashed once: the world asks it of every id it
 * picks (industry, country, username check), often thousands of times a request.
 */
export function seederOf(globalSeed: number, tag: string): (n: number) => number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  const feed = (part: string) => {
    for (let i = 0; i < part.length; i++) {
      const ch = part.charCodeAt(i)
      h1 = Math.imul(h1 ^ ch, M1)
      h2 = Math.imul(h2 ^ ch, M2)
    }
  }
  // a separator (char code 0, which leaves the xor unchanged) comes before each part after the seed
  feed(String(globalSeed))
  h1 = Math.imul(h1, M1)
  h2 = Math.imul(h2, M2)
  feed(tag)
  const p1 = Math.imul(h1, M1)
  const p2 = Math.imul(h2, M2)
  return (n: number): number => {
    let a = p1
    let b = p2
    if (Number.isSafeInteger(n) && n >= 0) {
      let count = 0
      let rest = n
      do {
        const q = Math.floor(rest / 10)
        digits[count++] = rest - q * 10
        rest = q
      } while (rest > 0)
      while (count > 0) {
        const ch = 48 + (digits[--count] as number)
        a = Math.imul(a ^ ch, M1)
        b = Math.imul(b ^ ch, M2)
      }
    } else {
      const s = String(n)
      for (let i = 0; i < s.length; i++) {
        const ch = s.charCodeAt(i)
        a = Math.imul(a ^ ch, M1)
        b = Math.imul(b ^ ch, M2)
      }
    }
    // seedOf keeps the low 32 bits of cyrb53's 53-bit result: only the first half of the final mix
    const low = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909)
    return low >>> 0
  }
}
