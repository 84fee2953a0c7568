import { describe, expect, it } from 'vitest'
import { createSeededFaker } from '../src/util/random.js'
import { quickenDraws } from '../src/world/fast-draws.js'
import type { Faker } from '@faker-js/faker'

const NOW = new Date('2025-06-01T00:00:00Z')

/** The same draw script run on faker as shipped and on a quickened one, from the same seed. */
function both(seed: number, script: (f: Faker) => unknown[]): [unknown[], unknown[]] {
  const plain = createSeededFaker(NOW)
  const quick = createSeededFaker(NOW)
  quickenDraws(quick.faker, quick.random)
  plain.random.seed(seed)
  quick.random.seed(seed)
  return [script(plain.faker), script(quick.faker)]
}

const attempt = (fn: () => unknown): unknown => {
  try {
    return fn()
  } catch (e) {
    return `threw ${(e as Error).message}`
  }
}

const weights = [
  { weight: 1, value: 'a' },
  { weight: 6.5, value: 'b' },
  { weight: 0.25, value: 'c' },
]

describe('quickenDraws', () => {
  it.each([1, 2, 42, 99_999])('draws what faker draws, seed %d', (seed) => {
    const [plain, quick] = both(seed, (f) => {
      const out: unknown[] = []
      for (let i = 0; i < 200; i++) {
        out.push(
          f.number.int({ min: 1_000, max: 99_999_999 }),
          f.number.int({ min: -5.5, max: 7.2 }),
          f.number.int(9),
          f.number.int({ max: 3 }),
          f.number.int({ min: 4, max: 4 }),
          f.number.int({ min: 0, max: 100, multipleOf: 5 }),
          f.number.int(),
          f.number.float({ min: Math.log(10), max: Math.log(5000) }),
          f.number.float({ min: 0, max: 2, fractionDigits: 2 }),
          f.number.float(),
          f.number.float(3),
          f.datatype.boolean({ probability: 0.3 }),
          f.datatype.boolean(0.9),
          f.datatype.boolean(),
          f.datatype.boolean({ probability: 0 }),
          f.datatype.boolean({ probability: 1 }),
          f.helpers.arrayElement(['x', 'y', 'z', 'w']),
          f.helpers.arrayElement(['only']),
          f.helpers.weightedArrayElement(weights),
          f.helpers.arrayElements(['a', 'b', 'c', 'd', 'e', 'f'], { min: 1, max: 4 }),
          f.helpers.maybe(() => 'kept', { probability: 0.4 }),
          f.helpers.replaceSymbols('##-???-**'),
          f.string.alphanumeric(8),
        )
      }
      return out
    })
    expect(quick).toEqual(plain)
  })

  it('fails where faker fails, with its message', () => {
    const [plain, quick] = both(7, (f) => [
      attempt(() => f.number.int({ min: 5, max: 1 })),
      attempt(() => f.number.float({ min: 5, max: 1 })),
      attempt(() => f.helpers.arrayElement([])),
      attempt(() => f.helpers.weightedArrayElement([])),
      attempt(() => f.helpers.weightedArrayElement([{ weight: 0, value: 1 }])),
    ])
    expect(quick).toEqual(plain)
    expect(plain.every((x) => typeof x === 'string' && x.startsWith('threw'))).toBe(true)
  })
})
