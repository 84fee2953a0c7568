import type { Faker, LocaleDefinition, Randomizer } from '@faker-js/faker'
// the package root imports all ~70 locales (~0.5 s of start-up); this entry loads only en + base
import { faker as enFaker } from '@faker-js/faker/locale/en'

const FakerClass = enFaker.constructor as new (options: { locale: LocaleDefinition; randomizer: Randomizer }) => Faker

/** sfc32 with savable state: cheap to seed (faker's Mersenne Twister costs ~60µs per reseed). */
export class SeededRandom implements Randomizer {
  private a = 0
  private b = 0
  private c = 0
  private d = 1

  /** Faker calls next() detached, hence an arrow property. */
  readonly next = (): number => {
    let t = (this.a + this.b) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.d = (this.d + 1) | 0
    t = (t + this.d) | 0
    this.c = (this.c + t) | 0
    return (t >>> 0) / 4294967296
  }

  readonly seed = (seed: number | number[]): void => {
    const s = Array.isArray(seed) ? (seed[0] ?? 0) : seed
    this.a = 0x9e3779b9
    this.b = 0x243f6a88
    this.c = 0xb7e15162
    this.d = s >>> 0
    for (let i = 0; i < 12; i++) this.next()
  }

  save(): [number, number, number, number] {
    return [this.a, this.b, this.c, this.d]
  }

  restore([a, b, c, d]: [number, number, number, number]): void {
    this.a = a
    this.b = b
    this.c = c
    this.d = d
  }
}

const ALPHANUMERIC = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * `faker.string.alphanumeric(length)` (mixed case) of the faker `random` drives: the same characters from the same
 * draws, without the character arrays faker builds on every call.
 */
export function alphanumeric(random: SeededRandom, length: number): string {
  if (drawnBytes.length < length) drawnBytes = Buffer.allocUnsafe(length)
  for (let i = 0; i < length; i++)
    drawnBytes[i] = ALPHANUMERIC_CODES[Math.floor(random.next() * ALPHANUMERIC.length)] ?? 0
  // one flat string: appending a character at a time builds a rope of one node per character
  return drawnBytes.toString('latin1', 0, length)
}

const ALPHANUMERIC_CODES = Array.from(ALPHANUMERIC, (c) => c.charCodeAt(0))
/** The characters being drawn, reused across calls. */
let drawnBytes = Buffer.allocUnsafe(64)

/** A Faker plus the randomizer behind it, so callers can nest seeded draws. */
export interface SeededFaker {
  faker: Faker
  random: SeededRandom
}

export function createSeededFaker(refDate: Date): SeededFaker {
  const random = new SeededRandom()
  const faker = new FakerClass({ locale: enFaker.rawDefinitions, randomizer: random })
  faker.setDefaultRefDate(refDate)
  return { faker, random }
}
