import type { Context, Next } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env.js'
import type { KeyStore } from '../keys.js'
import type { Admission, StateStore } from '../store/store.js'
import { paramsOf, refuse } from './request.js'

export interface CreditsOptions {
  pageSize: number
  keys: KeyStore
  /** What a call costs when its path names no endpoint (pass-through); default 0. */
  undeclaredCost?: number
  store?: StateStore
}

/**
 * Holds the endpoint's cost while the call is answered and gives it back unless the answer is 2xx and sent,
 * so refusals and answers cut off (a reset, a shutdown) cost nothing, and the balance is never negative.
 */
export function credits({ pageSize, keys, undeclaredCost = 0, store }: CreditsOptions) {
  // not async: a call that costs nothing passes on without an extra promise
  return createMiddleware<AppEnv>(function credits(c, next) {
    const state = c.get('keyState')
    const def = c.get('endpoint')
    const cost = def ? def.cost : undeclaredCost
    if (!state || cost === 0) return next()
    const admission = c.get('admission')
    // a shared store took the credit with the window; one that left the call to this process counted it here
    if (admission && !admission.usage && store) return sharedCharge(c, next, store, admission, cost)
    if (state.credits !== null) {
      // a call that will be a 400 must not hold a credit that a concurrent good call needs
      if (def) paramsOf(c, def, pageSize)
      if (state.credits < cost) {
        return Promise.resolve(refuse(c, 'INSUFFICIENT_CREDITS', { 'X-Mock-Credits-Remaining': String(state.credits) }))
      }
    }
    const hold = keys.hold(state, cost)
    if (state.credits !== null) c.get('headers')['X-Mock-Credits-Remaining'] = String(state.credits)
    const settle = (delivered: boolean): void => {
      if (!delivered) {
        hold.settle(false)
        // the answer failed after the hold: its header must show the balance given back
        if (state.credits !== null) c.header('X-Mock-Credits-Remaining', String(state.credits))
        return
      }
      c.set('charged', cost)
      const out = c.env?.outgoing
      if (!out || out.writableFinished) hold.settle(true)
      // the connection is already gone (cut off at shutdown while the answer was being made): nothing will be sent
      else if (out.destroyed || !out.socket || out.socket.destroyed) hold.settle(false)
      else {
        // spent once the socket has the whole answer; a connection dropped before that (shutdown) gives it back
        out.once('finish', () => hold.settle(true))
        out.once('close', () => hold.settle(false))
      }
    }
    return next().then(
      // a connection the scenario resets or cuts short delivers nothing, so it costs nothing
      () => settle(c.res.status >= 200 && c.res.status < 300 && !c.get('decision')?.effect.disconnect),
      (err: unknown) => {
        settle(false)
        throw err
      },
    )
  })
}

/**
 * The shared store took the credit with the window (rate-limit stage): given back, in Redis, unless the answer is 2xx
 * and sent. A give-back is awaited before the answer goes out, so the next request on any replica sees the balance.
 */
function sharedCharge(c: Context<AppEnv>, next: Next, store: StateStore, admission: Admission, cost: number) {
  const hold = admission.hold
  const giveBack = async (): Promise<void> => {
    if (!hold) return
    await store.giveBack(hold)
    if (admission.credits !== null) c.header('X-Mock-Credits-Remaining', String(admission.credits + cost))
  }
  const done = (): Promise<void> | undefined => {
    const delivered = c.res.status >= 200 && c.res.status < 300 && !c.get('decision')?.effect.disconnect
    if (!delivered) return giveBack()
    c.set('charged', cost)
    const out = c.env?.outgoing
    if (!hold || !out || out.writableFinished) return undefined
    if (out.destroyed || !out.socket || out.socket.destroyed) return giveBack()
    // a connection dropped before the socket had the whole answer (shutdown) gives the credit back
    out.once('close', () => {
      if (!out.writableFinished) void store.giveBack(hold)
    })
    return undefined
  }
  return next().then(done, async (err: unknown) => {
    await giveBack()
    throw err
  })
}
