// Node builds a ServerResponse (with its IncomingMessage) for every request and a Socket for every connection. V8 sizes
// a class by its first few builds; when a major collection frees those before it decides, it sizes them for no fields,
// and a response or a socket (more than 12 fields set by key) becomes a dictionary, its fields defined in V8's runtime
// for the rest of the process. A server holds its first builds. Read from V8 (natives syntax) in a serve process that
// runs a major collection after each of its first connections closes, as the search warm-up's collections may.
import { writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { once } from 'node:events'
import { expect, it } from 'vitest'
import { join } from 'node:path'
import { tempDir } from './support/tmp.js'
import { serveStarted } from './support/v8-output.js'

/**
 * Says `closed` when a connection closes. SIGUSR2: a major collection, then `collected`. SIGWINCH: whether the objects
 * of the last request and connection past the first `freed` of each have fast properties, then exit. Nothing here holds
 * the first ones.
 */
const printer = (freed: number): string => `const http = require('node:http')
const fast = new Function('o', 'return %HasFastProperties(o)')
const emit = http.Server.prototype.emit
const seen = { request: 0, connection: 0 }
const last = {}
http.Server.prototype.emit = function (event, a, b) {
  if (event === 'connection') {
    a.once('close', () => process._rawDebug('closed'))
    if (++seen.connection > ${freed}) last.socket = a
  }
  if (event === 'request' && ++seen.request > ${freed}) Object.assign(last, { req: a, res: b })
  return emit.apply(this, arguments)
}
process.on('SIGUSR2', () => {
  globalThis.gc()
  process._rawDebug('collected')
})
process.on('SIGWINCH', () => {
  const shapes = Object.fromEntries(Object.entries(last).map(([name, o]) => [name, fast(o)]))
  process._rawDebug('shapes ' + JSON.stringify(shapes))
  process.exit(0)
})
`

/** A connection that sends nothing and closes (a port probe). */
const probe = async (url: string): Promise<void> => {
  const { hostname, port } = new URL(url)
  const socket = connect(Number(port), hostname)
  await once(socket, 'connect')
  socket.end()
  await once(socket, 'close')
}

const ask = async (url: string): Promise<void> => {
  await (await fetch(`${url}/__admin/health`, { headers: { connection: 'close' } })).text()
}

// V8 decides after about 8 builds: the first 8 freed, and many more
const FORMS = [
  { first: 'requests', open: ask, expected: { req: true, res: true, socket: true } },
  { first: 'connections that send nothing', open: probe, expected: { socket: true } },
]
it.each([8, 20].flatMap((freed) => FORMS.map((form) => ({ ...form, freed }))))(
  'keeps the objects of later requests fast when collections free the first $freed $first',
  { timeout: 180_000 },
  async ({ open, expected, freed }) => {
    const file = join(tempDir('nlm-shape-'), 'printer.cjs')
    writeFileSync(file, printer(freed))
    const flags = ['--allow-natives-syntax', '--expose-gc', '--require', file]
    const { url, child, output, exited } = await serveStarted(flags)
    const count = (word: string) => output().match(new RegExp(`^${word}$`, 'gm'))?.length ?? 0
    const until = async (word: string, n: number) => {
      while (count(word) < n) await new Promise((r) => setTimeout(r, 10))
    }
    try {
      // each on a connection of its own, closed on the server's side and then collected before the next is built
      for (let i = 1; i <= freed; i++) {
        await open(url)
        await until('closed', i)
        child.kill('SIGUSR2')
        await until('collected', i)
      }
      for (let i = 0; i < 5; i++) await ask(url)
      await until('closed', freed + 5)
      child.kill('SIGWINCH')
      expect((await exited)[0]).toBe(0)
      const printed = /shapes (\{.*\})/.exec(output())?.[1]
      expect(JSON.parse(printed ?? 'null'), output().slice(-1000)).toEqual(expected)
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  },
)
