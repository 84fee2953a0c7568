// A server's search warm-up must not leave Node's nextTick on V8's slow path: its collections clear the maps of objects
// no one holds, and a tick-object literal that saw its map chain made anew a few times is defined in V8's runtime from
// then on. Read from V8's own feedback of nextTick's literal.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { tempDir } from './support/tmp.js'
import { serveWarmed } from './support/v8-output.js'

/** Prints V8's view of process.nextTick (its feedback slots among it) and exits, when the process gets SIGWINCH. */
const PRINTER = `process.on('SIGWINCH', () => {
  new Function('f', '%DebugPrint(f)')(process.nextTick)
  process.exit(0)
})
`

it('keeps nextTick on its cached path through the search warm-up', { timeout: 180_000 }, async () => {
  const printer = join(tempDir('nlm-tick-'), 'printer.cjs')
  writeFileSync(printer, PRINTER)
  const { url, child, output, exited } = await serveWarmed(['--allow-natives-syntax', '--require', printer])
  try {
    for (let i = 0; i < 20; i++) await (await fetch(`${url}/__admin/health`)).text()
    child.kill('SIGWINCH')
    expect((await exited)[0]).toBe(0)
    const printed = output()
    const slots = printed.match(/DefineKeyedOwnPropertyInLiteral \w+/g) ?? []
    // the tick object's four properties: each defined from a cached map, none given up on
    expect(slots, printed.slice(-1000)).toHaveLength(4)
    expect(slots.filter((s) => s.endsWith('MEGAMORPHIC'))).toEqual([])
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
})
