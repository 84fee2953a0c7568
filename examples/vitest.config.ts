// Runs the examples: npx vitest run --config examples/vitest.config.ts
import { fileURLToPath } from 'node:url'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const here = (dir: string): string => fileURLToPath(new URL(dir, import.meta.url))

export const mswApp: TestProjectInlineConfiguration = {
  test: { name: 'msw-app', root: here('./msw-app'), include: ['*.test.ts'] },
}
export const vitestSuite: TestProjectInlineConfiguration = {
  test: {
    name: 'vitest-suite',
    root: here('./vitest-suite'),
    include: ['*.test.ts'],
    globalSetup: ['./mock-setup.ts'],
  },
}

export default defineConfig({ test: { projects: [mswApp, vitestSuite] } })
