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

/** A 32-bit seed from a global seed and any number of key parts. */
export function seedOf(globalSeed: number, ...parts: (string | number)[]): number {
  // the whole seed goes into the hashed text: cyrb53's own seed keeps only 32 bits
  return hash53(`${globalSeed}\u0000${parts.join('\u0000')}`) % 4294967296
}
