// The child run of ../runners.test.ts: the vitest example suite, and four files that must run in four workers at once.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { vitestSuite } from '../../../examples/vitest.config.js'

export default defineConfig({
  test: {
    pool: 'threads',
    // four workers: the four parallel files first, all at once, then the example's two files
    maxWorkers: 4,
    // the parent runs this on a machine that may be busy with other tests
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { ...vitestSuite, extends: true, test: { ...vitestSuite.test, sequence: { groupOrder: 1 } } },
      {
        extends: true,
        test: {
          name: 'parallel',
          root: fileURLToPath(new URL('.', import.meta.url)),
          include: ['*.check.ts'],
          globalSetup: ['./setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
})
