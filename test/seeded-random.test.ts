import { expect, it } from 'vitest'
import { alphanumeric, createSeededFaker } from '../src/util/random.js'

it.each([1, 16, 24, 34])('draws the same %i-character alphanumeric string as faker from the same state', (length) => {
  const { faker, random } = createSeededFaker(new Date(0))
  const differing: number[] = []
  for (let seed = 0; seed < 2000; seed++) {
    random.seed(seed)
    const theirs = faker.string.alphanumeric({ length, casing: 'mixed' })
    const after = faker.number.int()
    random.seed(seed)
    if (alphanumeric(random, length) !== theirs || faker.number.int() !== after) differing.push(seed)
  }
  expect(differing).toEqual([])
})
