/** cyrb53: a fast, well-mixed 53-bit string hash; stable across processes and machines. */
export function hash53(str: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507)
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507)
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

// cyrb53's running state while seedOf feeds it the key's parts one by one
let h1 = 0
let h2 = 0

function feed(str: string): void {
  let a = h1
  let b = h2
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i)
    a = Math.imul(a ^ ch, 2654435761)
    b = Math.imul(b ^ ch, 1597334677)
  }
  h1 = a
  h2 = b
}

/** A 32-bit seed from a global seed and any number of key parts. */
export function seedOf(globalSeed: number, ...parts: (string | number)[]): number {
  // hash53(`${globalSeed}\u0000${parts.join('\u0000')}`), fed part by part: no key string is built
  h1 = 0xdeadbeef
  h2 = 0x41c6ce57
  feed(String(globalSeed))
  for (let i = 0; i < parts.length; i++) {
    h1 = Math.imul(h1, 2654435761)
    h2 = Math.imul(h2, 1597334677)
    feed(String(parts[i]))
  }
  if (parts.length === 0) {
    h1 = Math.imul(h1, 2654435761)
    h2 = Math.imul(h2, 1597334677)
  }
  let a = Math.imul(h1 ^ (h1 >>> 16), 2246822507)
  a ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  let b = Math.imul(h2 ^ (h2 >>> 16), 2246822507)
  b ^= Math.imul(a ^ (a >>> 13), 3266489909)
  return (4294967296 * (2097151 & b) + (a >>> 0)) % 4294967296
}
