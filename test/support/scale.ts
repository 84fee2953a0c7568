// `npm run test:fast` sets TEST_SCALE=fast: the sampling tests check the same things on a fifth of their values (the
// full suite, `npm test`, checks every value)

export const FAST = process.env.TEST_SCALE === 'fast'

/** `full` in the full suite; under `test:fast`, a fifth of it and at least `least`. */
export function scaled(full: number, least = 1): number {
  return FAST ? Math.max(least, Math.ceil(full / 5)) : full
}

/** Every item in the full suite; under `test:fast`, `count` of them spread over the list (the first always). */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (!FAST || items.length <= count) return [...items]
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)] as T)
}
