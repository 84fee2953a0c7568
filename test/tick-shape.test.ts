// A server's search warm-up must not leave Node's nextTick on V8's slow path: its collections clear the maps of objects
// no one holds, and a tick-object literal that saw its map chain made anew a few times is defined in V8's runtime from
// then on. Read from V8's own feedback of nextTick's literal.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { copyFileSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { cliProcess } from './support/cli.js'
import { tempDir } from './support/tmp.js'

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'companies', 'by-id', '7340021.json')

/** Prints V8's view of process.nextTick (its feedback slots among it) and exits, when the process gets SIGWINCH. */
const PRINTER = `process.on('SIGWINCH', () => {
  new Function('f', '%DebugPrint(f)')(process.nextTick)
  process.exit(0)
})
`

it('keeps nextTick on its cached path through the search warm-up', { timeout: 180_000 }, async () => {
  const dir = tempDir('nlm-tick-')
  // a fixtures folder of its own: the world's facts differ from the shipped ones, so the indexes are made from scratch
  mkdirSync(join(dir, 'fixtures', 'companies', 'by-id'), { recursive: true })
  copyFileSync(FIXTURE, join(dir, 'fixtures', 'companies', 'by-id', '7340021.json'))
  const printer = join(dir, 'printer.cjs')
  writeFileSync(printer, PRINTER)
  // V8 prints through C's stdout, which loses what a non-blocking pipe refuses: the output goes to a file
  const file = join(dir, 'out.txt')
  const run = cliProcess(['serve', '--port', '0', '--fixtures', join(dir, 'fixtures'), '--log', 'off'])
  const out = openSync(file, 'w')
  const child = spawn(run.command, ['--allow-natives-syntax', '--require', printer, ...run.args], {
    cwd: run.cwd,
    stdio: ['ignore', out, out],
  })
  const exited = once(child, 'exit')
  try {
    let url: string | undefined
    for (let waited = 0; url === undefined && waited < 60_000; waited += 50) {
      url = /listening on (http:\/\/\S+)/.exec(readFileSync(file, 'utf8'))?.[1]
      await new Promise((r) => setTimeout(r, 50))
    }
    expect(url, readFileSync(file, 'utf8')).toBeDefined()
    // requests all through the warm-up, as a client (or the bench) asking for the health meanwhile
    for (;;) {
      const health = (await (await fetch(`${url}/__admin/health`)).json()) as { search?: string }
      if (health.search !== 'warming') break
      await new Promise((r) => setTimeout(r, 50))
    }
    for (let i = 0; i < 20; i++) await (await fetch(`${url}/__admin/health`)).text()
    child.kill('SIGWINCH')
    expect((await exited)[0]).toBe(0)
    const printed = readFileSync(file, 'utf8')
    const slots = printed.match(/DefineKeyedOwnPropertyInLiteral \w+/g) ?? []
    // the tick object's four properties: each defined from a cached map, none given up on
    expect(slots, printed.slice(-1000)).toHaveLength(4)
    expect(slots.filter((s) => s.endsWith('MEGAMORPHIC'))).toEqual([])
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
})
