import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Journal } from '../journal/journal.js'
import type { Clock } from '../clock.js'
import { endpointForPath } from '../endpoints.js'
import type { AppEnv } from '../env.js'
import { redactKey, type KeyStore } from '../keys.js'
import { authStyleOf, readApiKey } from './request.js'
import { brokenConnection } from './scenario.js'

export interface JournalOptions {
  journal: Journal
  clock: Clock
  keys: KeyStore
  /** Paths that are not journaled (the admin API's own). */
  skip?: (path: string) => boolean
}

/**
 * Outermost stage: notes the endpoint, then records the request once it is answered, refusals included.
 * Also counts usage for answers a scenario gave before auth ran.
 */
export function journal({ journal: entries, clock, keys, skip }: JournalOptions) {
  const write = (c: Context<AppEnv>, started: number): void => {
    const apiKey = c.get('apiKey') ?? readApiKey(c)
    const status = c.res.status
    const source = c.get('source') ?? null
    const state = c.get('keyState')
    const disconnect = brokenConnection(c.get('decision'))
    const reset = disconnect === 'reset'
    if (source === 'scenario' && apiKey) {
      // the scenario answered before auth, so no stage counted this call
      const usage = keys.get(apiKey)?.usage
      if (usage) {
        usage.calls++
        if (status === 429) usage.throttled++
        if (status === 402) usage.refused++
      }
    }
    entries.record(
      {
        at: clock.now(),
        method: c.req.method,
        path: c.req.path,
        url: c.req.url,
        key: apiKey ? (state?.key === apiKey ? state.redacted : redactKey(apiKey)) : null,
        auth: authStyleOf(c),
        scenario: c.get('scenario') ?? null,
        rule: c.get('decision')?.rule ?? null,
        // a reset connection carried no status line, whatever status the handler produced
        status: reset ? null : status,
        disconnect: reset ? 'reset' : disconnect === 'truncate' ? 'truncated' : null,
        credits: c.get('charged') ?? 0,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
        source,
      },
      apiKey,
    )
  }
  // not async: the stages run without an extra promise, and the entry is written once the answer is made
  return createMiddleware<AppEnv>(function journal(c, next) {
    if (skip?.(c.req.path)) return next()
    const started = performance.now()
    c.set('endpoint', endpointForPath(c.req.path))
    c.set('headers', {})
    return next().then(() => write(c, started))
  })
}
