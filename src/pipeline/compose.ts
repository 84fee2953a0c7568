import type { Answer, Exchange } from './exchange.js'

export type Next = (x: Exchange) => Answer | Promise<Answer>

/**
 * One stage of the request path. It answers, or calls `next` and may look at (or replace) the answer that
 * comes back. It stays synchronous unless it has to wait, so a request nobody delays never touches a promise.
 */
export type Stage = (x: Exchange, next: Next) => Answer | Promise<Answer>

/** Turns whatever a stage threw into an answer; the one place errors are rendered. */
export type Render = (err: unknown, x: Exchange) => Answer

/** Runs `then` on an answer now, or when it arrives. */
export function after(answer: Answer | Promise<Answer>, then: (a: Answer) => Answer): Answer | Promise<Answer> {
  return answer instanceof Promise ? answer.then(then) : then(answer)
}

const end: Next = () => {
  throw new Error('the last stage must answer')
}

/**
 * Chains stages like middleware: a stage's throw (or rejection) is rendered at once and handed to the stages
 * outside it as their answer, so a credit hold still sees the refusal and gives the credit back.
 * The `next` functions are built here once, so a request allocates no closures.
 */
export function compose(stages: readonly Stage[], render: Render): Next {
  let next: Next = end
  for (let i = stages.length - 1; i >= 0; i--) {
    const stage = stages[i] as Stage
    const inner = next
    next = (x) => {
      try {
        const answer = stage(x, inner)
        return answer instanceof Promise ? answer.catch((err: unknown) => render(err, x)) : answer
      } catch (err) {
        return render(err, x)
      }
    }
  }
  return next
}
