import type { Faker } from '@faker-js/faker'
import type { SeededRandom } from '../util/random.js'

interface IntOptions {
  min?: number
  max?: number
  multipleOf?: number
  distributor?: unknown
}

interface FloatOptions {
  min?: number
  max?: number
  fractionDigits?: number
  multipleOf?: number
  distributor?: unknown
}

/**
 * Replaces the faker draws the world makes most (number.int, number.float, datatype.boolean, helpers.arrayElement,
 * helpers.weightedArrayElement) on `faker`, driven by `random`, with ones that return the same values from the same
 * draws without faker's option handling; any option they do not cover, and every error, goes to faker's own.
 */
export function quickenDraws(faker: Faker, random: SeededRandom): void {
  const { number, datatype, helpers } = faker
  const int = number.int
  const float = number.float
  const arrayElement = helpers.arrayElement
  const weightedArrayElement = helpers.weightedArrayElement
  const next = random.next

  number.int = ((options?: number | IntOptions): number => {
    let min = 0
    let max = Number.MAX_SAFE_INTEGER
    if (typeof options === 'number') max = options
    else if (options !== undefined) {
      if ((options.multipleOf !== undefined && options.multipleOf !== 1) || options.distributor !== undefined)
        return int(options as never)
      if (options.min !== undefined) min = options.min
      if (options.max !== undefined) max = options.max
    }
    const lo = Math.ceil(min)
    const hi = Math.floor(max)
    if (lo === hi) return lo
    if (hi < lo || Number.isNaN(lo) || Number.isNaN(hi)) return int(options as never)
    return Math.floor(next() * (hi - lo + 1) + lo)
  }) as Faker['number']['int']

  number.float = ((options?: number | FloatOptions): number => {
    let min = 0
    let max = 1
    if (typeof options === 'number') max = options
    else if (options !== undefined) {
      if (options.fractionDigits !== undefined || options.multipleOf !== undefined || options.distributor !== undefined)
        return float(options as never)
      if (options.min !== undefined) min = options.min
      if (options.max !== undefined) max = options.max
    }
    if (!(max >= min)) return float(options as never)
    return next() * (max - min) + min
  }) as Faker['number']['float']

  datatype.boolean = ((options?: number | { probability?: number }): boolean => {
    const p = typeof options === 'number' ? options : (options?.probability ?? 0.5)
    return p <= 0 ? false : p >= 1 || next() < p
  }) as Faker['datatype']['boolean']

  helpers.arrayElement = (<T>(array: readonly T[]): T => {
    if (array.length === 0) return arrayElement(array)
    return array[array.length > 1 ? Math.floor(next() * array.length) : 0] as T
  }) as Faker['helpers']['arrayElement']

  helpers.weightedArrayElement = (<T>(array: readonly { weight: number; value: T }[]): T => {
    let total = 0
    for (const { weight } of array) {
      if (!(weight > 0)) return weightedArrayElement(array)
      total += weight
    }
    if (array.length === 0) return weightedArrayElement(array)
    const r = next() * total
    let sum = 0
    for (const { weight, value } of array) {
      sum += weight
      if (r < sum) return value
    }
    return (array[array.length - 1] as { value: T }).value
  }) as Faker['helpers']['weightedArrayElement']
}
