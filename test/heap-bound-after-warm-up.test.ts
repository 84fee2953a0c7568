// The serve command bounds V8's heap growth to keep a long-running mock near its live data, but only once the search
// indexes are built: bounded while they grow, the warm-up ran a full collection at every half of their growth, each
// one a chance to clear the maps of the request path's objects between two requests.
import { expect, it } from 'vitest'
import { serveWarmed } from './support/v8-output.js'

it('runs at most two full collections while the search indexes are built', { timeout: 180_000 }, async () => {
  const { child, output } = await serveWarmed(['--trace-gc'])
  try {
    const full = output().match(/Mark-Compact/g) ?? []
    expect(full.length, output().slice(-2000)).toBeLessThanOrEqual(2)
  } finally {
    child.kill('SIGKILL')
  }
})
