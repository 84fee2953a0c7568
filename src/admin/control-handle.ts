/**
 * Where an app (and what wraps it) keeps its in-process admin handler: a symbol, so it is no part of the app's shape
 * on the wire or in autocompletion, and `Symbol.for` so the ESM and CommonJS builds of the package agree on it.
 */
export const CONTROL_HANDLE: unique symbol = Symbol.for('network-lookup-mock.control')

/** Answers admin API requests (`/__admin/...`) for a caller that holds the mock itself. */
export type ControlHandler = (request: Request) => Promise<Response>

/** What `connect()` steers in process: an app from `createApp()`, a `startMockServer()`, `createMockFetch()`. */
export interface InProcessMock {
  readonly [CONTROL_HANDLE]: ControlHandler
}
