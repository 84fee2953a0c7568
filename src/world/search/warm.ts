import { translated, wordAnchor } from '../word-forms.js'
import type { World } from '../world.js'
import type { SlicedIndex } from './built.js'
import { companyIndex } from './companies.js'
import { peopleIndex } from './people.js'
import { postIndex } from './posts.js'

/** Work done per turn of the event loop: a request arriving meanwhile waits at most about this long. */
const SLICE_MS = 8
/** Quiet time after start-up before the first slice: the first requests of a client that starts the server are
 * answered before any index work. */
const START_MS = 250
/** Share of the event loop other work used since the last slice above which the next slice waits BACK_OFF_MS. */
const BUSY = 0.5
const BACK_OFF_MS = 50
/** Time between two slices, in ms, that says anything about other work. */
const MIN_GAP_MS = 1

/** Each world's warm-up: `warming` while under way, `ready` once every index is built; `done` settles then, or when
 * it is stopped. */
const warmUps = new WeakMap<World, { state: 'warming' | 'ready'; done: Promise<void> }>()

/** Whether a server warmed this world's search indexes yet; undefined where none does (an app without a server). */
export function searchState(world: World): 'warming' | 'ready' | undefined {
  return warmUps.get(world)?.state
}

/** The end of the warm-up of this world's indexes (built or stopped); undefined where none was started. */
export function searchWarmed(world: World): Promise<void> | undefined {
  return warmUps.get(world)?.done
}

/** A warm-up under way: `done` settles when every index is built (or it is stopped). */
export interface Warming {
  done: Promise<void>
  stop(): void
}

/** The search vocabulary's tables, read once: WordNet's senses, the glossary and its stemmers. */
const vocabulary = {
  step(): boolean {
    wordAnchor('warm')
    translated('warm')
    return true
  },
}

/**
 * Builds the world's search indexes (companies, posts and, with `people`, people) and vocabulary in slices of a few
 * milliseconds between other work, so that a user's first search finds them ready and no other answer waits more than
 * a slice. A search asked before it finishes builds what is left itself. Call it once the server listens; `people`
 * only where a request can search people (your own endpoints): that index costs more than the others together.
 */
export function warmSearch(world: World, { people = true }: { people?: boolean } = {}): Warming {
  // the indexes the built-in endpoints search first; the vocabulary only reads words no document holds
  const tasks: Pick<SlicedIndex<unknown>, 'step'>[] = [companyIndex, postIndex, vocabulary]
  if (people) tasks.push(peopleIndex)
  let stopped = false
  let finish: () => void = () => {}
  const done = new Promise<void>((resolve) => {
    finish = resolve
  })
  const warmUp = { state: 'warming' as 'warming' | 'ready', done }
  warmUps.set(world, warmUp)
  let timer: NodeJS.Timeout | undefined
  // the event loop's use since the last slice ended: other work (requests, a test's own code) goes first
  let mark = performance.eventLoopUtilization()
  const turn = () => {
    if (stopped) return
    const since = performance.eventLoopUtilization(mark)
    // a gap of a few microseconds between two slices is the loop turning, not other work
    if (since.active + since.idle > MIN_GAP_MS && since.utilization > BUSY) {
      mark = performance.eventLoopUtilization()
      timer = setTimeout(turn, BACK_OFF_MS)
      return
    }
    const until = performance.now() + SLICE_MS
    while (!stopped && tasks.length > 0 && performance.now() < until)
      if ((tasks[0] as (typeof tasks)[0]).step(world)) tasks.shift()
    mark = performance.eventLoopUtilization()
    if (tasks.length === 0) warmUp.state = 'ready'
    if (stopped || tasks.length === 0) finish()
    // not unref'd: the event loop would then wait in its poll for I/O between slices
    else setImmediate(turn)
  }
  timer = setTimeout(turn, START_MS)
  return {
    done,
    stop() {
      stopped = true
      clearTimeout(timer)
      finish()
    },
  }
}
