import { afterEach, beforeEach, vi } from 'vitest'

// A stray warning or error is a finding: a test that expects one captures it with the mock's `warn` option instead.
let calls: string[] = []

beforeEach(() => {
  calls = []
  for (const level of ['warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${level}: ${args.map(String).join(' ')}`)
    })
  }
})

afterEach(() => {
  vi.restoreAllMocks()
  if (calls.length) throw new Error(`unexpected console output:\n${calls.join('\n')}`)
})
