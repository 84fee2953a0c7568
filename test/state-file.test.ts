import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { KeyEntry } from '../src/keys.js'
import { startMockServer, type ServerOptions } from '../src/server.js'
import { StateFileSchema, keyHash, readStateFile } from '../src/state-file.js'

const POLL = { timeout: 10_000, interval: 50 }
const root = mkdtempSync(join(tmpdir(), 'mock-state-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const ALICE: KeyEntry = { key: 'state_alice_00000001', plan: 'Starter', credits: 10 }
const BOB: KeyEntry = { key: 'state_bob_0000000002', plan: 'Enterprise', credits: 'unlimited', requestsPerMinute: 500 }

let n = 0
const stateFile = (): string => join(root, `state-${n++}.json`)

async function start(file: string, extra: ServerOptions = {}) {
  const warnings: string[] = []
  const mock = await startMockServer({
    fixtures: false,
    clock: 'virtual',
    keys: [ALICE, BOB],
    stateFile: file,
    warn: (m) => warnings.push(m),
    ...extra,
  })
  const call = (key: string) =>
    fetch(`${mock.url}/v1/people/profile?username=jane-doe`, { headers: { Authorization: `Bearer ${key}` } }).then(
      async (r) => {
        await r.arrayBuffer()
        return r.status
      },
    )
  return { mock, warnings, call }
}

describe('--state-file', () => {
  it('keeps credits and usage across a restart', async () => {
    const file = stateFile()
    const first = await start(file)
    for (let i = 0; i < 3; i++) expect(await first.call(ALICE.key)).toBe(200)
    expect(await first.call(BOB.key)).toBe(200)
    await first.mock.close()

    const second = await start(file)
    try {
      expect(await second.mock.usage(ALICE.key)).toMatchObject({
        creditsRemaining: 7,
        usage: { calls: 3, creditsUsed: 3, throttled: 0, refused: 0 },
      })
      expect(await second.mock.usage(BOB.key)).toMatchObject({
        creditsRemaining: 'unlimited',
        usage: { calls: 1, creditsUsed: 1 },
      })
      expect(await second.call(ALICE.key)).toBe(200)
      expect((await second.mock.usage(ALICE.key)).creditsRemaining).toBe(6)
      expect(second.warnings).toEqual([])
    } finally {
      await second.mock.close()
    }
  })

  it('writes while serving, without waiting for shutdown, and leaves no temporary file', async () => {
    const file = stateFile()
    const { mock, call } = await start(file)
    try {
      expect(await call(ALICE.key)).toBe(200)
      await expect.poll(() => readStateFile(file)?.keys[keyHash(ALICE.key)]?.credits, POLL).toBe(9)
      expect(readdirSync(root).filter((f) => f.endsWith('.tmp'))).toEqual([])
    } finally {
      await mock.close()
    }
  })

  it('stores a hash of each key, never the key itself', async () => {
    const file = stateFile()
    const { mock, call } = await start(file)
    await call(ALICE.key)
    await mock.close()
    const text = readFileSync(file, 'utf8')
    expect(StateFileSchema.safeParse(JSON.parse(text)).success).toBe(true)
    expect(text).not.toContain(ALICE.key)
    expect(text).not.toContain(BOB.key)
    expect(text).toContain(keyHash(ALICE.key))
  })

  it('saves a change made just before shutdown', async () => {
    const file = stateFile()
    const { mock, call } = await start(file)
    await call(ALICE.key)
    await call(ALICE.key)
    await mock.close()
    expect(readStateFile(file)?.keys[keyHash(ALICE.key)]).toMatchObject({ credits: 8, usage: { calls: 2 } })
  })

  it('saves a reset through the admin API', async () => {
    const file = stateFile()
    const first = await start(file)
    await first.call(ALICE.key)
    await fetch(`${first.mock.url}/__admin/reset`, { method: 'POST' }).then((r) => r.arrayBuffer())
    await first.mock.close()
    const second = await start(file)
    expect(await second.mock.usage(ALICE.key)).toMatchObject({ creditsRemaining: 10, usage: { calls: 0 } })
    await second.mock.close()
  })

  it('lets a changed grant in the keys file win over the saved balance', async () => {
    const file = stateFile()
    const first = await start(file)
    await first.call(ALICE.key)
    await first.mock.close()
    const second = await start(file, { keys: [{ ...ALICE, credits: 100 }, BOB] })
    expect(await second.mock.usage(ALICE.key)).toMatchObject({ creditsRemaining: 100, usage: { calls: 1 } })
    await second.mock.close()
  })

  it('keeps the records of keys missing from a temporary keys file', async () => {
    const file = stateFile()
    const first = await start(file)
    await first.call(ALICE.key)
    await first.mock.close()
    const without = await start(file, { keys: [BOB] })
    await without.call(BOB.key)
    await without.mock.close()
    const back = await start(file)
    expect((await back.mock.usage(ALICE.key)).creditsRemaining).toBe(9)
    await back.mock.close()
  })

  it.each([
    ['a torn write (cut-off JSON)', '{"version":1,"savedAt":"2025-06-01T00:00:00.000Z","keys":{"ab', 'not valid JSON'],
    [
      'a balance below zero',
      JSON.stringify({
        version: 1,
        savedAt: 'x',
        keys: {
          [keyHash(ALICE.key)]: {
            credits: -5,
            granted: 10,
            usage: { calls: 0, creditsUsed: 0, throttled: 0, refused: 0 },
          },
        },
      }),
      `$.keys.${keyHash(ALICE.key)}.credits`,
    ],
    [
      'a key stored in the clear',
      JSON.stringify({
        version: 1,
        savedAt: 'x',
        keys: {
          [ALICE.key]: { credits: 1, granted: 10, usage: { calls: 0, creditsUsed: 0, throttled: 0, refused: 0 } },
        },
      }),
      '$.keys.sta…01: a key is stored as its SHA-256',
    ],
    ['another version', JSON.stringify({ version: 2, savedAt: 'x', keys: {} }), '$.version'],
  ])(
    'reports %s with the file and the problem, starts from the keys file, and keeps the bad file aside',
    async (_name, text, problem) => {
      const file = stateFile()
      writeFileSync(file, text)
      const { mock, warnings, call } = await start(file)
      try {
        expect(warnings).toHaveLength(1)
        expect(warnings[0]).toContain(file)
        expect(warnings[0]).toContain(problem)
        expect(warnings[0]).not.toContain(ALICE.key)
        expect((await mock.usage(ALICE.key)).creditsRemaining).toBe(10)
        expect(readFileSync(`${file}.corrupt`, 'utf8')).toBe(text)
        expect(await call(ALICE.key)).toBe(200)
        await expect.poll(() => readStateFile(file)?.keys[keyHash(ALICE.key)]?.credits, POLL).toBe(9)
      } finally {
        await mock.close()
      }
    },
  )

  it('reports once that it cannot write, and keeps serving', async () => {
    // the folder is there at start (a missing one is refused then, as --state-file does) and gone before the write
    const folder = join(root, 'folder-removed')
    mkdirSync(folder)
    const file = join(folder, 'state.json')
    const { mock, warnings, call } = await start(file)
    rmSync(folder, { recursive: true })
    try {
      expect(await call(ALICE.key)).toBe(200)
      await expect.poll(() => warnings.length, POLL).toBe(1)
      expect(await call(ALICE.key)).toBe(200)
    } finally {
      await mock.close()
    }
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(`state file ${file}: cannot write`)
  })

  it('ignores a temporary file left by a write that was cut short', async () => {
    const file = stateFile()
    const first = await start(file)
    await first.call(ALICE.key)
    await first.mock.close()
    writeFileSync(`${file}.99999.tmp`, '{"version":1,"sav')
    const second = await start(file)
    expect((await second.mock.usage(ALICE.key)).creditsRemaining).toBe(9)
    expect(second.warnings).toEqual([])
    await second.mock.close()
    expect(existsSync(file)).toBe(true)
  })
})
