import type { Context, ErrorHandler, Next, NotFoundHandler } from 'hono'
import type { AppEnv } from '../env.js'

type Ctx = Context<AppEnv>
/** What a stage's `next()` gives back here: nothing when the later stages answered at once, else their promise. */
type Outcome = undefined | Promise<void>

/** A stage of the request path: a Hono middleware, or the handler that answers. */
export type Stage = (c: Ctx, next: Next) => Response | undefined | Promise<unknown>

/**
 * The request path's stages as one handler. They run in order as Hono's compose runs them (an error becomes the
 * error handler's answer at the stage that threw, so the stages before it still see an answer), but no promise is
 * made while every stage answers at once: a stage's `next()` returns a promise only when a later stage waits.
 */
export function pipeline(
  stages: readonly Stage[],
  onError: ErrorHandler<AppEnv>,
  notFound: NotFoundHandler<AppEnv>,
): (c: Ctx) => Response | Promise<Response> {
  const count = stages.length
  return function pipeline(c: Ctx): Response | Promise<Response> {
    const settle = (res: unknown): undefined => {
      if (res && !c.finalized) c.res = res as Response
      return undefined
    }
    const fail = (err: unknown): Outcome => {
      if (!(err instanceof Error)) throw err
      c.error = err
      const res = onError(err, c)
      if (res instanceof Promise)
        return res.then((answer) => {
          c.res = answer
        })
      c.res = res
      return undefined
    }
    const dispatch = (i: number): Outcome => {
      let out: ReturnType<Stage>
      try {
        out = i < count ? (stages[i] as Stage)(c, (() => dispatch(i + 1)) as Next) : notFound(c)
      } catch (err) {
        return fail(err)
      }
      if (out instanceof Promise) return out.then(settle, fail)
      return settle(out)
    }
    const done = dispatch(0)
    return done instanceof Promise ? done.then(() => c.res) : c.res
  }
}

/**
 * Runs `after` once the later stages answered: at once when they answered without a promise. Typed as a Hono
 * middleware's result; `pipeline` also takes the plain value it is when nothing waited.
 */
export function afterNext(next: Outcome | Promise<unknown>, after: () => unknown): Promise<void> {
  return (next instanceof Promise ? next.then(after) : after()) as Promise<void>
}
