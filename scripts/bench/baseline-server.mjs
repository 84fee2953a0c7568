// The ceiling: raw node:http writing pre-serialized bodies (looked up by URL), no framework, no work.
// Usage: node baseline-server.mjs <bodies.json> <port>; bodies.json is { fallback, byUrl, rotate } of { status, body };
// with rotate, each request gets the next body of the list (cold workloads: every request a different body).
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'

const [bodiesFile, port] = process.argv.slice(2)
if (!bodiesFile || !port) throw new Error('usage: baseline-server.mjs <bodies.json> <port>')
const { fallback, byUrl = {}, rotate = [] } = JSON.parse(readFileSync(bodiesFile, 'utf8'))

function prepare({ status, body }) {
  const bytes = Buffer.from(body)
  return { status, bytes, headers: { 'content-type': 'application/json', 'content-length': bytes.length } }
}

const table = new Map(Object.entries(byUrl).map(([url, entry]) => [url, prepare(entry)]))
const otherwise = prepare(fallback)
const turns = rotate.map(prepare)
let turn = 0

createServer((req, res) => {
  const entry = turns.length ? turns[turn++ % turns.length] : (table.get(req.url) ?? otherwise)
  res.writeHead(entry.status, entry.headers)
  res.end(entry.bytes)
}).listen(Number(port), '127.0.0.1')

process.on('SIGTERM', () => process.exit(0))
