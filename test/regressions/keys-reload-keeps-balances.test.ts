import { expect, it } from 'vitest'
import { KeyStore, type KeyEntry } from '../../src/keys.js'

// reloading the keys file refilled every key's credits, and swapped state objects a request in flight still charged
it('keeps the balance of keys whose credits did not change, and updates their state in place', () => {
  const alice: KeyEntry = { key: 'reload_alice_000001', plan: 'Growth', credits: 10 }
  const bob: KeyEntry = { key: 'reload_bob_00000002', plan: 'Starter', credits: 5 }
  const store = new KeyStore([alice, bob])
  const held = store.get(alice.key)!
  held.credits = 4
  store.get(bob.key)!.credits = 1

  store.replace([alice, { ...bob, credits: 50 }])

  expect(store.get(alice.key)).toBe(held)
  expect(store.get(alice.key)?.credits).toBe(4)
  expect(store.get(bob.key)?.credits).toBe(50)
})
