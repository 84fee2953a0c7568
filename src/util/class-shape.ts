/** More builds than V8 counts before it fixes the size of a class's objects (in-object slack tracking). */
const TRACKED_BUILDS = 16

/**
 * Builds a class's first objects back to back and holds them until the last is built. V8 sizes a class's objects by
 * the fields its first builds used, found through their maps; when a major collection frees those first objects before
 * it decides, it sizes them for no fields, and a class of more than 12 private fields (Hono's Context) then makes every
 * later object a dictionary whose fields V8 defines in its runtime, one by one, for the rest of the process.
 */
export function settleShape(build: () => unknown): void {
  // the array holds every object until the last one is built
  Array.from({ length: TRACKED_BUILDS }, build)
}

/**
 * A holder of the first objects of a class built elsewhere (Node's ServerResponse and Socket, one per request and per
 * connection): it keeps the first TRACKED_BUILDS given to it for as long as it lives, so that V8 sizes their class by
 * them however many collections run meanwhile (see settleShape). Past those it does nothing.
 */
export function firstBuildsHolder(): (built: object) => void {
  const held: object[] = []
  return (built) => {
    if (held.length < TRACKED_BUILDS) held.push(built)
  }
}
