// Prints, one JSON line per URL, the status and body a fresh app gives: the other process of the determinism test.
// Usage: node --import tsx test/support/print-bodies.ts <seed> <url>... (the tests run its bundle, see build-bundles.ts)
import { createApp } from '../../src/app.js'

const [seedArg, ...urls] = process.argv.slice(2)
const app = createApp({ seed: Number(seedArg), fixtures: false, clock: 'virtual' })
for (const url of urls) {
  const res = await app.request(url, { headers: { Authorization: 'Bearer mock-dev-key' } })
  process.stdout.write(`${JSON.stringify({ url, status: res.status, body: await res.text() })}\n`)
}
