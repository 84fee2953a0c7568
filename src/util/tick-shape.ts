import { createHook } from 'node:async_hooks'

/** One of Node's tick objects, held for the process's life. */
let held: object | undefined

/**
 * Holds one `process.nextTick` tick object for the process's life. A major collection clears the maps of objects no
 * one holds; between two requests no tick object is alive, so each collection of the search warm-up makes Node's
 * tick-object literal build its map chain anew. After a few new chains V8 stops caching that literal's shapes and
 * defines every later tick object's properties in its runtime, for the rest of the process. A held tick object keeps
 * its chain, so the literal stays on its cached path.
 */
export function holdTickShape(): void {
  if (held !== undefined) return
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'TickObject') held ??= resource
    },
  }).enable()
  try {
    process.nextTick(() => {})
  } finally {
    hook.disable()
  }
}
