import { expect, it } from 'vitest'
// @ts-expect-error: a plain script module, without types
import { KEYS, normalStatuses } from '../../scripts/soak-statuses.mjs'

// npm run soak failed on its own traffic: its Enterprise key (6000/min) is throttled above ~100 of its req/s
it.each([
  [KEYS.enterprise, true],
  [KEYS.starter, true],
  [KEYS.poor, true],
  [KEYS.dev, false],
])('counts a 429 for %s as normal: %s', (key, limited) => {
  expect((normalStatuses({ key, badParam: false }) as number[]).includes(429)).toBe(limited)
})
