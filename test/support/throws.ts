import { expect } from 'vitest'

/** What `run` throws, checked to be a `Kind`; the test fails when it throws nothing or something else. */
export function thrownBy<T>(run: () => unknown, Kind: abstract new (...args: never[]) => T): T {
  try {
    run()
  } catch (err) {
    expect(err).toBeInstanceOf(Kind)
    return err as T
  }
  return expect.unreachable(`expected ${Kind.name} to be thrown`)
}
