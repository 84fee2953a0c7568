import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
// @ts-expect-error: a plain script module, without types
import { figuresIn, figuresOf } from '../scripts/bench/figures.mjs'

// docs/performance.md quotes the last full `npm run bench`: its figures block is what the bench made of the JSON it
// wrote beside it, so the page cannot go stale by hand edits or quote a run that is not on record.
const ROOT = join(import.meta.dirname, '..')

it("docs/performance.md's figures are the ones the last full bench run wrote to docs/performance.json", () => {
  const report = JSON.parse(readFileSync(join(ROOT, 'docs', 'performance.json'), 'utf8'))
  const page = readFileSync(join(ROOT, 'docs', 'performance.md'), 'utf8')
  expect(figuresIn(page), 'run npm run bench (a full run) to write both').toBe(figuresOf(report))
  // the run on record measured the mock as a user starts it, beside bare Hono, and its start-up
  for (const row of ['on', 'off', 'hono']) expect(report.log[row].requests, row).toBeGreaterThan(0)
  expect(report.start.honoMs).toBeGreaterThan(0)
})
