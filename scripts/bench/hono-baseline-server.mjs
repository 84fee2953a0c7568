// The framework's own ceiling: a bare Hono app on @hono/node-server writing the same pre-serialized bodies.
// Usage: node hono-baseline-server.mjs <bodies.json> <port>; bodies.json is { fallback, byUrl, rotate } of
// { status, body }; with rotate, each request gets the next body of the list.
import { readFileSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const [bodiesFile, port] = process.argv.slice(2)
if (!bodiesFile || !port) throw new Error('usage: hono-baseline-server.mjs <bodies.json> <port>')
const { fallback, byUrl = {}, rotate = [] } = JSON.parse(readFileSync(bodiesFile, 'utf8'))
let turn = 0
const table = new Map(Object.entries(byUrl))

const app = new Hono()
app.all('*', (c) => {
  const url = c.req.url
  const entry = rotate.length ? rotate[turn++ % rotate.length] : (table.get(url.slice(url.indexOf('/', 8))) ?? fallback)
  return c.body(entry.body, entry.status, { 'content-type': 'application/json' })
})
serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' })

process.on('SIGTERM', () => process.exit(0))
