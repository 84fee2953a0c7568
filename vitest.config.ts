import { defineConfig } from 'vitest/config'

// whole files that start another program for every test or most of them: a browser, a vitest or Playwright run,
// the command line; `npm run test:fast` leaves them out (single tests elsewhere that do are tagged `process`)
const PROCESS_FILES = [
  'test/browser.test.ts',
  'test/shutdown.test.ts',
  'test/passthrough-cli.test.ts',
  'test/testing/playwright-example.test.ts',
  'test/testing/runners.test.ts',
  'test/regressions/log-output-not-read-is-bounded.test.ts',
  'test/regressions/closed-pipe-ends-quietly.test.ts',
  'test/regressions/log-json-stdout-is-json-only.test.ts',
  'test/redis-store.test.ts',
  'test/redis-processes.test.ts',
  'test/own-endpoints-cli.test.ts',
  'test/bench-script.test.ts',
  'test/bench-instructions.test.ts',
  'test/mcp-stdio.test.ts',
  'test/scorecard-browser.test.ts',
  'test/regressions/stop-signal-copies-stop-cleanly.test.ts',
  'test/regressions/server-stops-when-npm-launcher-goes.test.ts',
  'test/regressions/workers-restarted-after-they-exit.test.ts',
  'test/regressions/stderr-not-read-is-bounded.test.ts',
  'test/containers.test.ts',
  'test/python.test.ts',
]

// in-process files that measure rates over thousands of generated entities, walk the whole world, or push megabytes
// through a surface: the full suite runs them (project `samples`); `npm run test:fast`, the inner loop, leaves them out
const SAMPLE_FILES = [
  'test/search-relevance.test.ts',
  'test/search-open-world.test.ts',
  'test/search-warm.test.ts',
  'test/search-vocabulary.test.ts',
  'test/realism.test.ts',
  'test/realism-places.test.ts',
  'test/realism-text.test.ts',
  'test/realism-facts.test.ts',
  'test/world-relationships.test.ts',
  'test/world-walk.test.ts',
  'test/world-population.test.ts',
  'test/regressions/recorded-bodies-load-back.test.ts',
  'test/regressions/media-urls-follow-media-base.test.ts',
  // and files that push megabytes, or thousands of files, through one surface to bound its time or memory
  'test/regressions/upstream-answer-check-keeps-server-responsive.test.ts',
  'test/regressions/secret-guard-long-texts-linear.test.ts',
  'test/regressions/secret-guard-soft-break-anywhere.test.ts',
  'test/regressions/long-keyword-bounded-time.test.ts',
  'test/regressions/watch-config-reload-keeps-last-good-fixtures.test.ts',
  'test/regressions/body-cache-bounded-by-bytes.test.ts',
]

// whole-tree checks: every command of the docs run as written, the layers of src/, the packed package's manifest;
// the full suite runs them, `npm run test:fast` leaves them out
const TREE_FILES = ['test/docs-examples.test.ts', 'test/layers.test.ts', 'test/package.test.ts']

export default defineConfig({
  test: {
    // hang detectors, not budgets: a test may take many times its quiet-machine time beside a busy loop on each core
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // vitest's default leaves one of the two cores idle
    maxWorkers: 2,
    setupFiles: ['test/support/fail-on-console.ts'],
    // the command line bundled from src/ once per run: tests that start it start one file, not a transpiler
    globalSetup: ['test/support/build-bundles.ts'],
    // conditions are waited for, not slept on; on a busy machine they take longer than vitest's default second
    expect: { poll: { timeout: 60_000, interval: 20 } },
    // `npm run test:fast` leaves both out
    tags: [
      {
        name: 'process',
        description: 'starts another process (the bundled command line, a browser, another test run)',
      },
      { name: 'soak', description: 'tens of thousands of requests to bound memory or time' },
    ],
    projects: [
      // the mock keeps no module-level state, so its test files share loaded modules (a third of the suite's time)
      {
        extends: true,
        test: {
          name: 'mock',
          include: ['test/**/*.test.ts'],
          exclude: [
            'test/testing/**',
            'test/isolated/**',
            'test/regressions/**',
            ...PROCESS_FILES,
            ...SAMPLE_FILES,
            ...TREE_FILES,
          ],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'tree', include: TREE_FILES, isolate: false } },
      // a test per fixed bug, each varying its input: the full suite runs them, `npm run test:fast` leaves them out
      {
        extends: true,
        test: {
          name: 'regressions',
          include: ['test/regressions/**/*.test.ts'],
          exclude: [...PROCESS_FILES, ...SAMPLE_FILES],
          isolate: false,
        },
      },
      // the same, for the sampling files above
      { extends: true, test: { name: 'samples', include: SAMPLE_FILES, isolate: false } },
      // what depends on state a process keeps beyond its modules: each file in a process of its own
      { extends: true, test: { name: 'isolated', include: ['test/isolated/**/*.test.ts'] } },
      // MSW and the runner helpers patch globals: each file on its own
      {
        extends: true,
        test: { name: 'testing', include: ['test/testing/**/*.test.ts'], exclude: PROCESS_FILES },
      },
      // their tests wait on other processes, mostly idle, and load little of the mock: modules shared as in `mock`
      { extends: true, test: { name: 'processes', include: PROCESS_FILES, isolate: false } },
    ],
  },
})
