import type { Context, Next } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ActiveChaos, ChaosController } from '../chaos/controller.js'
import { drawChaos } from '../chaos/draw.js'
import type { Clock } from '../clock.js'
import type { AppEnv } from '../env.js'
import { MockError } from '../errors.js'
import type { KeyState } from '../keys.js'
import { WINDOW_MS } from '../store/memory-store.js'
import type { SharedWindow, StateStore } from '../store/store.js'
import { headerOf } from './request.js'
import { stateOf } from './request-state.js'

export interface ChaosStageOptions {
  chaos: ChaosController
  /** Counts each scope's ordinals: this process's (memory), or every replica's (Redis). */
  store: StateStore
  clock: Clock
  sleep?: (ms: number) => Promise<void>
}

const realSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/**
 * A chaos 429's Retry-After as the plan's window gives it: until the oldest call in the key's window leaves it, or,
 * with the window empty, one slot's share of the minute.
 */
function retryAfterOf(state: KeyState | undefined, window: SharedWindow | undefined, now: number): number {
  if (window?.oldest !== undefined) return Math.max(1, Math.ceil((window.oldest + WINDOW_MS - now) / 1000))
  const limit = state?.limit ?? null
  return limit === null ? 1 : Math.max(1, Math.ceil(WINDOW_MS / limit / 1000))
}

/** A reset connection: the socket dropped (TCP RST where supported), or in process a body that fails at once. */
function resetConnection(c: Context<AppEnv>): void {
  const res = c.res
  const socket = c.env?.incoming?.socket
  c.res = undefined
  if (socket && !socket.destroyed) {
    socket.resetAndDestroy()
    c.res = new Response(null, { status: res.status })
    return
  }
  const failing = new ReadableStream({
    start(controller) {
      controller.error(new Error('connection reset by chaos'))
    },
  })
  c.res = new Response(failing, res)
}

/**
 * After auth and the scenario's effects, before the rate limit: under a chaos profile, the request's draw (a pure
 * function of seed, scope and ordinal) answers it with a failure, delays it or lets it through. A scenario's own answer
 * goes first; with no profile in force the stage costs one read of `X-Mock-Chaos`.
 */
export function chaos({ chaos: controller, store, clock, sleep = realSleep }: ChaosStageOptions) {
  return createMiddleware<AppEnv>(function chaos(c, next) {
    const requested = headerOf(c, 'x-mock-chaos')
    if (controller.active === undefined && requested === undefined) return next()
    const rq = stateOf(c)
    const endpoint = rq.endpoint
    if (!endpoint || rq.decision) return next()
    const active: ActiveChaos | undefined = requested ? controller.requested(requested.trim()) : controller.current()
    if (!active) return next()
    const state = rq.keyState
    const target = controller.target(active, state?.key, endpoint.id)
    if (!target) return next()
    const act = (ordinal: number): Promise<void> => {
      const { outcome, latencyMs } = drawChaos(active.profile, active.seed, target.scope, ordinal)
      rq.chaos = { profile: active.profile.name, seed: active.seed, scope: target.scope, ordinal, outcome }
      return answer(c, next, active, outcome, latencyMs)
    }
    const ordinal = store.scenarioCall(target.scope, target.counter)
    return typeof ordinal === 'number' ? act(ordinal) : ordinal.then(act)
  })

  async function answer(
    c: Context<AppEnv>,
    next: Next,
    active: ActiveChaos,
    outcome: string,
    latencyMs: number,
  ): Promise<void> {
    if (outcome === 'ok') return next()
    if (outcome === 'slow') {
      await sleep(latencyMs)
      return next()
    }
    if (outcome === 'reset') {
      await next()
      resetConnection(c)
      return
    }
    stateOf(c).source = 'chaos'
    if (outcome === 'timeout') {
      await sleep(active.profile.timeoutMs)
      throw new MockError('UPSTREAM_TIMEOUT', { message: 'Upstream timed out (chaos)' })
    }
    if (outcome === '429') {
      const state = stateOf(c).keyState
      const now = clock.now()
      const windows = state ? await store.windows([state], now - WINDOW_MS) : []
      const seconds = retryAfterOf(state, windows[0], now)
      const retryAfter =
        active.profile.retryAfter === 'date' ? new Date(now + seconds * 1000).toUTCString() : String(seconds)
      const headers: Record<string, string> = { 'Retry-After': retryAfter }
      if (state?.limit != null) {
        headers['X-RateLimit-Limit'] = String(state.limit)
        headers['X-RateLimit-Remaining'] = '0'
      }
      throw new MockError('RATE_LIMIT_EXCEEDED', { headers })
    }
    throw MockError.forStatus(Number(outcome))
  }
}
