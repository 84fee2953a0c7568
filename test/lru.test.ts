import { expect, it } from 'vitest'
import { Lru } from '../src/util/lru.js'

function filled(max: number, n: number): Lru<number, string> {
  const lru = new Lru<number, string>(max)
  for (let i = 1; i <= n; i++) lru.set(i, `v${i}`)
  return lru
}

it('evicts the oldest entry nobody read', () => {
  const lru = filled(3, 3)
  lru.get(1)
  lru.set(4, 'v4')
  expect([...lru.keys()].sort()).toEqual([1, 3, 4])
  expect(lru.get(2)).toBeUndefined()
})

it('evicts the oldest entry when every entry was read', () => {
  const lru = filled(3, 3)
  for (const k of [1, 2, 3]) lru.get(k)
  lru.set(4, 'v4')
  expect(lru.get(1)).toBeUndefined()
  expect([2, 3, 4].map((k) => lru.get(k))).toEqual(['v2', 'v3', 'v4'])
})

it('updates a value in place without evicting', () => {
  const lru = filled(2, 2)
  lru.set(1, 'new')
  expect(lru.size).toBe(2)
  expect(lru.get(1)).toBe('new')
})

it.each([0, 1, 100])('never holds more than its bound of %i under churn', (max) => {
  const lru = new Lru<number, number>(max)
  // the largest size seen, asserted once: an expect per step made this the slowest unit test
  let most = 0
  for (let i = 0; i < 10_000; i++) {
    lru.set(i, i)
    lru.get(i - (i % 7))
    most = Math.max(most, lru.size)
  }
  expect(most).toBeLessThanOrEqual(max)
})

it('reuses the room of a deleted entry before evicting anything', () => {
  const lru = filled(3, 3)
  expect(lru.delete(2)).toBe(true)
  expect(lru.delete(2)).toBe(false)
  lru.set(4, 'v4')
  expect([...lru.keys()].sort()).toEqual([1, 3, 4])
  expect([1, 3, 4].map((k) => lru.get(k))).toEqual(['v1', 'v3', 'v4'])
})

it('starts over empty after clear', () => {
  const lru = filled(3, 3)
  lru.clear()
  expect(lru.size).toBe(0)
  expect(lru.get(1)).toBeUndefined()
  for (let i = 10; i < 14; i++) lru.set(i, `v${i}`)
  expect([...lru.keys()].sort()).toEqual([11, 12, 13])
})

it('gives every read entry one second chance per pass of the hand', () => {
  const lru = filled(4, 4)
  lru.get(1)
  lru.get(3)
  lru.set(5, 'v5')
  lru.set(6, 'v6')
  // 2 and 4 go first; 1 and 3, read once, stay for one more pass
  expect([...lru.keys()].sort()).toEqual([1, 3, 5, 6])
  lru.set(7, 'v7')
  expect(lru.get(1)).toBeUndefined()
})
