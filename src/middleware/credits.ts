import type { Context } from 'hono'
import type { AppEnv } from '../env.js'
import type { Admission, Hold } from '../store/store.js'
import type { Stage } from './pipeline.js'
import { type RequestState, stateOf } from './request-state.js'

export interface CreditsOptions {
  /** What a call costs when its path names no endpoint (pass-through); default 0. */
  undeclaredCost?: number
}

type Ctx = Context<AppEnv>

/** The hold of the answer a response carries, settled by the response's own events (no closure per request). */
const HOLD = Symbol('credit hold')

interface HeldResponse {
  [HOLD]?: Hold
}

/** The whole answer reached the socket: the credits are kept. */
function keepHold(this: HeldResponse): void {
  void this[HOLD]?.settle(true)
}

/** The connection closed: credits not kept by then (a drop before the whole answer was sent) are given back. */
function releaseHold(this: HeldResponse): void {
  void this[HOLD]?.settle(false)
}

/** Gives the hold back; an answer that failed after the hold shows the balance given back in its header. */
function giveBack(c: Ctx, admission: Admission, hold: Hold): Promise<void> | void {
  const back = hold.settle(false)
  const shown = (): void => {
    if (admission.credits !== null) c.header('X-Mock-Credits-Remaining', String(admission.credits + hold.cost))
  }
  return back ? back.then(shown) : shown()
}

/** Keeps the hold of a call answered 2xx and sent, else gives it back. */
function settleAnswer(c: Ctx, rq: RequestState, admission: Admission, hold: Hold): Promise<void> | void {
  const cut = rq.decision?.effect.disconnect !== undefined || rq.chaos?.outcome === 'reset'
  const status = c.res.status
  if (status < 200 || status >= 300 || cut) return giveBack(c, admission, hold)
  rq.charged = hold.cost
  const out = c.env?.outgoing
  if (!out || out.writableFinished) return hold.settle(true)
  // the connection is already gone (cut off at shutdown while the answer was being made): nothing will be sent
  if (out.destroyed || !out.socket || out.socket.destroyed) return giveBack(c, admission, hold)
  // kept once the socket has the whole answer; a connection dropped before that (shutdown) gives it back
  const held: typeof out & HeldResponse = out
  held[HOLD] = hold
  held.on('finish', keepHold)
  held.on('close', releaseHold)
}

/**
 * Settles the credits the store held with the window (rate-limit stage) once the call is answered: kept if the answer
 * is 2xx and sent, else given back, so refusals and answers cut off (a reset, a shutdown) cost nothing. A give-back is
 * awaited before the answer goes out, so the next request (on any replica) sees the balance.
 */
export function credits({ undeclaredCost = 0 }: CreditsOptions = {}): Stage {
  // not async: a call that costs nothing passes on without an extra promise
  return function credits(c, next) {
    const rq = stateOf(c)
    const def = rq.endpoint
    const admission = rq.admission
    const hold = admission?.hold
    // the stage of the route that answers the call: a path no endpoint declares is settled where it is forwarded
    if (!admission || !hold || (def ? def.cost : undeclaredCost) === 0) return next()
    let answered: Promise<void> | void
    try {
      answered = next()
    } catch (err) {
      return failed(c, admission, hold, err)
    }
    if (answered instanceof Promise)
      return answered.then(
        () => settleAnswer(c, rq, admission, hold),
        (err: unknown) => failed(c, admission, hold, err),
      )
    return settleAnswer(c, rq, admission, hold) as Promise<void> | undefined
  }
}

async function failed(c: Ctx, admission: Admission, hold: Hold, err: unknown): Promise<never> {
  await giveBack(c, admission, hold)
  throw err
}
