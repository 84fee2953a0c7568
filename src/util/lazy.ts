/** A value built at its first read and kept: a start-up that never reads it never builds it. */
export function lazy<T>(build: () => T): () => T {
  let built = false
  let value: T
  return () => {
    if (!built) {
      value = build()
      built = true
    }
    return value
  }
}
