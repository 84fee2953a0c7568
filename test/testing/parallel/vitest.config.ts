// The child run of ../runners.test.ts: the vitest example suite, and four files that must run in four workers at once.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { vitestSuite } from '../../../examples/vitest.config.js'

export default defineConfig({
  test: {
    pool: 'threads',
    // one worker per file, so the four parallel files are never queued behind the example's
    maxWorkers: 6,
    testTimeout: 20_000,
    projects: [
      vitestSuite,
      {
        test: {
          name: 'parallel',
          root: fileURLToPath(new URL('.', import.meta.url)),
          include: ['*.check.ts'],
          globalSetup: ['./setup.ts'],
        },
      },
    ],
  },
})
