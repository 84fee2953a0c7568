import type { Stage } from './pipeline.js'

export interface CreditsOptions {
  /** What a call costs when its path names no endpoint (pass-through); default 0. */
  undeclaredCost?: number
}

/**
 * Settles the credits the store held with the window (rate-limit stage) once the call is answered: kept if the answer
 * is 2xx and sent, else given back, so refusals and answers cut off (a reset, a shutdown) cost nothing. A give-back is
 * awaited before the answer goes out, so the next request (on any replica) sees the balance.
 */
export function credits({ undeclaredCost = 0 }: CreditsOptions = {}): Stage {
  // not async: a call that costs nothing passes on without an extra promise
  return function credits(c, next) {
    const def = c.get('endpoint')
    const admission = c.get('admission')
    const hold = admission?.hold
    // the stage of the route that answers the call: a path no endpoint declares is settled where it is forwarded
    if (!hold || (def ? def.cost : undeclaredCost) === 0) return next()
    const giveBack = (): Promise<void> | void => {
      const back = hold.settle(false)
      // the answer failed after the hold: its header must show the balance given back
      const shown = (): void => {
        if (admission.credits !== null) c.header('X-Mock-Credits-Remaining', String(admission.credits + hold.cost))
      }
      return back ? back.then(shown) : shown()
    }
    const done = (): Promise<void> | void => {
      const cut = c.get('decision')?.effect.disconnect !== undefined || c.get('chaos')?.outcome === 'reset'
      const delivered = c.res.status >= 200 && c.res.status < 300 && !cut
      if (!delivered) return giveBack()
      c.set('charged', hold.cost)
      const out = c.env?.outgoing
      if (!out || out.writableFinished) return hold.settle(true)
      // the connection is already gone (cut off at shutdown while the answer was being made): nothing will be sent
      if (out.destroyed || !out.socket || out.socket.destroyed) return giveBack()
      // kept once the socket has the whole answer; a connection dropped before that (shutdown) gives it back
      out.once('finish', () => void hold.settle(true))
      out.once('close', () => void hold.settle(false))
    }
    const failed = async (err: unknown): Promise<never> => {
      await giveBack()
      throw err
    }
    let answered: Promise<void> | void
    try {
      answered = next()
    } catch (err) {
      return failed(err)
    }
    return answered instanceof Promise ? answered.then(done, failed) : (done() as Promise<void> | undefined)
  }
}
