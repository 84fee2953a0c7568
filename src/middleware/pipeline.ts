import type { Context, ErrorHandler, Next, NotFoundHandler } from 'hono'
import type { AppEnv } from '../env.js'

type Ctx = Context<AppEnv>
/** What a stage's `next()` gives back here: nothing when the later stages answered at once, else their promise. */
type Outcome = undefined | Promise<void>

/** A stage of the request path: a Hono middleware, or the handler that answers. */
export type Stage = (c: Ctx, next: Next) => Response | undefined | Promise<unknown>

/** A stage's answer, if it gave one the later stages did not already set. */
function settle(c: Ctx, res: unknown): undefined {
  if (res && !c.finalized) c.res = res as Response
  return undefined
}

/** A stage's error as the error handler answers it, at that stage. */
function fail(c: Ctx, onError: ErrorHandler<AppEnv>, err: unknown): Outcome {
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

/**
 * The request path's stages as one handler. They run in order as Hono's compose runs them (an error becomes the
 * error handler's answer at the stage that threw, so the stages before it still see an answer), but no promise is
 * made while every stage answers at once: a stage's `next()` returns a promise only when a later stage waits. Each
 * stage calls `next()` once, so one `next` per request serves them all: it runs the stage after the one that ran last.
 */
export function pipeline(
  stages: readonly Stage[],
  onError: ErrorHandler<AppEnv>,
  notFound: NotFoundHandler<AppEnv>,
): (c: Ctx) => Response | Promise<Response> {
  const count = stages.length
  const dispatch = (c: Ctx, i: number, next: Next): Outcome => {
    let out: ReturnType<Stage>
    try {
      out = i < count ? (stages[i] as Stage)(c, next) : notFound(c)
    } catch (err) {
      return fail(c, onError, err)
    }
    if (out instanceof Promise)
      return out.then(
        (res) => settle(c, res),
        (err: unknown) => fail(c, onError, err),
      )
    return settle(c, out)
  }
  return function pipeline(c: Ctx): Response | Promise<Response> {
    let at = 0
    const next = (() => dispatch(c, ++at, next)) as Next
    const done = dispatch(c, 0, next)
    return done instanceof Promise ? done.then(() => c.res) : c.res
  }
}
