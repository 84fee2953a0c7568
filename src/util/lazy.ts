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

/**
 * An object built at its first use, standing in for it until then: every read, write and question goes to the object
 * built. For module-level values other modules take by reference (a schema another one nests): a start-up that never
 * uses one never builds it, and one that uses it builds only what it refers to.
 */
export function builtOnUse<T extends object>(build: () => T): T {
  let built: T | undefined
  const real = (): T => {
    built ??= build()
    return built
  }
  return new Proxy(Object.create(null) as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // the stand-in holds none of the properties: one reported as its own must be reported as configurable
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(real(), key)
      return d === undefined ? undefined : { ...d, configurable: true }
    },
    defineProperty: (_, key, d) => Reflect.defineProperty(real(), key, d),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  })
}

/**
 * A record whose values are built at their first read, each on its own: a start-up reading one entry builds that one.
 * Its keys are there from the start (`in`, `Object.keys`).
 */
export function lazyRecord<V>(builders: Readonly<Record<string, () => V>>): Readonly<Record<string, V>> {
  const record: Record<string, V> = {}
  for (const [key, build] of Object.entries(builders)) {
    Object.defineProperty(record, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = build()
        Object.defineProperty(record, key, { value, enumerable: true, configurable: false, writable: false })
        return value
      },
    })
  }
  return record
}
