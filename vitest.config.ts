import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'forks',
    // vitest's default leaves one of the two cores idle
    maxWorkers: 2,
    setupFiles: ['test/support/fail-on-console.ts'],
    projects: [
      // the mock keeps no module-level state, so its test files share loaded modules (a third of the suite's time)
      {
        extends: true,
        test: {
          name: 'mock',
          include: ['test/**/*.test.ts'],
          exclude: ['test/testing/**', 'test/isolated/**'],
          isolate: false,
        },
      },
      // what depends on state a process keeps beyond its modules: each file in a process of its own
      { extends: true, test: { name: 'isolated', include: ['test/isolated/**/*.test.ts'] } },
      // MSW and the runner helpers patch globals: each file on its own
      { extends: true, test: { name: 'testing', include: ['test/testing/**/*.test.ts'] } },
    ],
  },
})
