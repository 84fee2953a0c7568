// Bundled and run by test/context-shape.test.ts: node --allow-natives-syntax --expose-gc <bundle> <app|none> <builds>
// Builds Hono contexts one at a time, each freed and followed by a major collection, then prints whether a context built
// after them has fast properties, in V8's own word (natives syntax).
import { Context } from 'hono'
import { createApp } from '../../src/app.js'

const [mode, builds] = process.argv.slice(2)
const gc = globalThis.gc
if (!gc) throw new Error('run with --expose-gc')
if (mode === 'app') createApp({ keys: false, fixtures: false })
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean
const build = () => new Context(new Request('http://localhost/v1/'), { path: '/v1/', env: undefined })
for (let i = 0; i < Number(builds); i++) {
  build()
  gc()
}
process.stdout.write(JSON.stringify({ fast: hasFastProperties(build()) }))
process.exit(0)
