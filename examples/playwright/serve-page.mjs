// Serves index.html on 127.0.0.1:$PAGE_PORT: the app under test, as a dev server would.
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'

const html = readFileSync(new URL('./index.html', import.meta.url))
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  res.end(html)
}).listen(Number(process.env.PAGE_PORT ?? 4012), '127.0.0.1')
