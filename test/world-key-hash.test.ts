import { describe, expect, it } from 'vitest'
import { seedOf } from '../src/util/hash.js'
import { seederOf } from '../src/world/key-hash.js'

describe('seederOf', () => {
  const edges = '0 1 9 10 99 1000 1442 99999999 2147483648 4294967301 10000000000000 9007199254740991 -1 -250 0.5 1e21'
  const values = [...edges.split(' ').map(Number), Number.NaN]
  for (let i = 0; i < 500; i++) values.push(Math.floor(Math.abs(Math.sin(i + 1)) * 10 ** (i % 16)))

  it.each([
    [42, 'industry'],
    [0, 'country'],
    [123456789, 'check'],
    [-7, ''],
  ])('agrees with seedOf(%d, %s, n) for every n', (seed, tag) => {
    const seeder = seederOf(seed, tag)
    for (const n of values) expect(seeder(n), String(n)).toBe(seedOf(seed, tag, n))
  })
})
