import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
// @ts-expect-error the script is plain JavaScript without declarations
import { fakerModule } from '../scripts/names-from-faker.mjs'

it("names-faker.ts is what scripts/names-from-faker.mjs writes from faker's locale data", () => {
  expect(readFileSync('src/world/vocabulary/names-faker.ts', 'utf8')).toBe(fakerModule())
})
