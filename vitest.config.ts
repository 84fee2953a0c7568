import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'forks',
    // vitest's default leaves one of the two cores idle
    maxWorkers: 2,
    setupFiles: ['test/support/fail-on-console.ts'],
  },
})
