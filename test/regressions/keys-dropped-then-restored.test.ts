import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { KeyStore, type KeyEntry } from '../../src/keys.js'
import { StatePersister, keyHash } from '../../src/state-file.js'
import { tempDir } from '../support/tmp.js'

// a keys file edit that dropped a key and later restored it refilled its balance and erased its usage
const alice: KeyEntry = { key: 'drop_alice_0000001', plan: 'Growth', credits: 10 }
const bob: KeyEntry = { key: 'drop_bob_000000002', plan: 'Starter', credits: 5 }

it('gives a dropped key its balance and usage back when a later edit restores it', () => {
  const store = new KeyStore([alice, bob])
  const state = store.get(alice.key)!
  state.credits = 3
  state.usage.calls = 7
  state.usage.creditsUsed = 7
  store.replace([bob])
  expect(store.get(alice.key)).toBeUndefined()
  store.replace([bob, alice])
  expect(store.get(alice.key)).toMatchObject({ credits: 3, usage: { calls: 7, creditsUsed: 7 } })
})

it('applies a changed grant when the restored key comes back with other credits', () => {
  const store = new KeyStore([alice])
  store.get(alice.key)!.credits = 3
  store.replace([])
  store.replace([{ ...alice, credits: 100 }])
  expect(store.get(alice.key)?.credits).toBe(100)
})

it('keeps the dropped key in the state file', () => {
  const file = join(tempDir(), 'state.json')
  const store = new KeyStore([alice, bob])
  const state = new StatePersister({ file, keys: store, warn: () => {} })
  store.get(alice.key)!.credits = 2
  store.get(alice.key)!.usage.calls = 8
  store.replace([bob])
  state.flush()
  const saved = JSON.parse(readFileSync(file, 'utf8')) as {
    keys: Record<string, { credits: number; usage: { calls: number } }>
  }
  expect(saved.keys[keyHash(alice.key)]).toMatchObject({ credits: 2, usage: { calls: 8 } })
  // after a restart with the key back in the keys file, the saved balance applies
  const next = new KeyStore([alice, bob])
  new StatePersister({ file, keys: next, warn: () => {} }).load()
  expect(next.get(alice.key)).toMatchObject({ credits: 2, usage: { calls: 8 } })
})
